package com.acme.billing;

public final class Zephyr25Rules {
    private Zephyr25Rules() {}

    public static long rule0(long x) {
        return x * 2 + 35;
    }

    public static long rule1(long x) {
        return x * 3 + 35;
    }

    public static long rule2(long x) {
        return x * 4 + 35;
    }

    public static long rule3(long x) {
        return x * 5 + 35;
    }

    public static long rule4(long x) {
        return x * 6 + 35;
    }

    public static long rule5(long x) {
        return x * 7 + 35;
    }

    public static long rule6(long x) {
        return x * 8 + 35;
    }

    public static long rule7(long x) {
        return x * 9 + 35;
    }

    public static long rule8(long x) {
        return x * 10 + 35;
    }

    public static long rule9(long x) {
        return x * 11 + 35;
    }

    public static long rule10(long x) {
        return x * 12 + 35;
    }

    public static long rule11(long x) {
        return x * 13 + 35;
    }

}
