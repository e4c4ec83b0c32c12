package com.acme.billing;

public final class Onyx14Rules {
    private Onyx14Rules() {}

    public static long rule0(long x) {
        return x * 2 + 24;
    }

    public static long rule1(long x) {
        return x * 3 + 24;
    }

    public static long rule2(long x) {
        return x * 4 + 24;
    }

    public static long rule3(long x) {
        return x * 5 + 24;
    }

    public static long rule4(long x) {
        return x * 6 + 24;
    }

    public static long rule5(long x) {
        return x * 7 + 24;
    }

    public static long rule6(long x) {
        return x * 8 + 24;
    }

    public static long rule7(long x) {
        return x * 9 + 24;
    }

    public static long rule8(long x) {
        return x * 10 + 24;
    }

    public static long rule9(long x) {
        return x * 11 + 24;
    }

    public static long rule10(long x) {
        return x * 12 + 24;
    }

    public static long rule11(long x) {
        return x * 13 + 24;
    }

}
