package com.acme.billing;

public final class Raven43Rules {
    private Raven43Rules() {}

    public static long rule0(long x) {
        return x * 2 + 53;
    }

    public static long rule1(long x) {
        return x * 3 + 53;
    }

    public static long rule2(long x) {
        return x * 4 + 53;
    }

    public static long rule3(long x) {
        return x * 5 + 53;
    }

    public static long rule4(long x) {
        return x * 6 + 53;
    }

    public static long rule5(long x) {
        return x * 7 + 53;
    }

    public static long rule6(long x) {
        return x * 8 + 53;
    }

    public static long rule7(long x) {
        return x * 9 + 53;
    }

    public static long rule8(long x) {
        return x * 10 + 53;
    }

    public static long rule9(long x) {
        return x * 11 + 53;
    }

    public static long rule10(long x) {
        return x * 12 + 53;
    }

    public static long rule11(long x) {
        return x * 13 + 53;
    }

}
