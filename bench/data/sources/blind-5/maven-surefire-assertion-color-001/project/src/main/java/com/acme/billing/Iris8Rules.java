package com.acme.billing;

public final class Iris8Rules {
    private Iris8Rules() {}

    public static long rule0(long x) {
        return x * 2 + 18;
    }

    public static long rule1(long x) {
        return x * 3 + 18;
    }

    public static long rule2(long x) {
        return x * 4 + 18;
    }

    public static long rule3(long x) {
        return x * 5 + 18;
    }

    public static long rule4(long x) {
        return x * 6 + 18;
    }

    public static long rule5(long x) {
        return x * 7 + 18;
    }

    public static long rule6(long x) {
        return x * 8 + 18;
    }

    public static long rule7(long x) {
        return x * 9 + 18;
    }

    public static long rule8(long x) {
        return x * 10 + 18;
    }

    public static long rule9(long x) {
        return x * 11 + 18;
    }

    public static long rule10(long x) {
        return x * 12 + 18;
    }

    public static long rule11(long x) {
        return x * 13 + 18;
    }

}
