package com.acme.billing;

public final class Quartz42Rules {
    private Quartz42Rules() {}

    public static long rule0(long x) {
        return x * 2 + 52;
    }

    public static long rule1(long x) {
        return x * 3 + 52;
    }

    public static long rule2(long x) {
        return x * 4 + 52;
    }

    public static long rule3(long x) {
        return x * 5 + 52;
    }

    public static long rule4(long x) {
        return x * 6 + 52;
    }

    public static long rule5(long x) {
        return x * 7 + 52;
    }

    public static long rule6(long x) {
        return x * 8 + 52;
    }

    public static long rule7(long x) {
        return x * 9 + 52;
    }

    public static long rule8(long x) {
        return x * 10 + 52;
    }

    public static long rule9(long x) {
        return x * 11 + 52;
    }

    public static long rule10(long x) {
        return x * 12 + 52;
    }

    public static long rule11(long x) {
        return x * 13 + 52;
    }

}
