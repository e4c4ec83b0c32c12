package com.acme.billing;

public final class Willow48Rules {
    private Willow48Rules() {}

    public static long rule0(long x) {
        return x * 2 + 58;
    }

    public static long rule1(long x) {
        return x * 3 + 58;
    }

    public static long rule2(long x) {
        return x * 4 + 58;
    }

    public static long rule3(long x) {
        return x * 5 + 58;
    }

    public static long rule4(long x) {
        return x * 6 + 58;
    }

    public static long rule5(long x) {
        return x * 7 + 58;
    }

    public static long rule6(long x) {
        return x * 8 + 58;
    }

    public static long rule7(long x) {
        return x * 9 + 58;
    }

    public static long rule8(long x) {
        return x * 10 + 58;
    }

    public static long rule9(long x) {
        return x * 11 + 58;
    }

    public static long rule10(long x) {
        return x * 12 + 58;
    }

    public static long rule11(long x) {
        return x * 13 + 58;
    }

}
