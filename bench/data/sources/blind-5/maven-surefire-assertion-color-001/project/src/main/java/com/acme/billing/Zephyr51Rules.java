package com.acme.billing;

public final class Zephyr51Rules {
    private Zephyr51Rules() {}

    public static long rule0(long x) {
        return x * 2 + 61;
    }

    public static long rule1(long x) {
        return x * 3 + 61;
    }

    public static long rule2(long x) {
        return x * 4 + 61;
    }

    public static long rule3(long x) {
        return x * 5 + 61;
    }

    public static long rule4(long x) {
        return x * 6 + 61;
    }

    public static long rule5(long x) {
        return x * 7 + 61;
    }

    public static long rule6(long x) {
        return x * 8 + 61;
    }

    public static long rule7(long x) {
        return x * 9 + 61;
    }

    public static long rule8(long x) {
        return x * 10 + 61;
    }

    public static long rule9(long x) {
        return x * 11 + 61;
    }

    public static long rule10(long x) {
        return x * 12 + 61;
    }

    public static long rule11(long x) {
        return x * 13 + 61;
    }

}
