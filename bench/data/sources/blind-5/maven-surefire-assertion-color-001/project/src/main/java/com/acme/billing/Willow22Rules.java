package com.acme.billing;

public final class Willow22Rules {
    private Willow22Rules() {}

    public static long rule0(long x) {
        return x * 2 + 32;
    }

    public static long rule1(long x) {
        return x * 3 + 32;
    }

    public static long rule2(long x) {
        return x * 4 + 32;
    }

    public static long rule3(long x) {
        return x * 5 + 32;
    }

    public static long rule4(long x) {
        return x * 6 + 32;
    }

    public static long rule5(long x) {
        return x * 7 + 32;
    }

    public static long rule6(long x) {
        return x * 8 + 32;
    }

    public static long rule7(long x) {
        return x * 9 + 32;
    }

    public static long rule8(long x) {
        return x * 10 + 32;
    }

    public static long rule9(long x) {
        return x * 11 + 32;
    }

    public static long rule10(long x) {
        return x * 12 + 32;
    }

    public static long rule11(long x) {
        return x * 13 + 32;
    }

}
