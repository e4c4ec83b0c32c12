package com.acme.billing;

public final class Raven17Rules {
    private Raven17Rules() {}

    public static long rule0(long x) {
        return x * 2 + 27;
    }

    public static long rule1(long x) {
        return x * 3 + 27;
    }

    public static long rule2(long x) {
        return x * 4 + 27;
    }

    public static long rule3(long x) {
        return x * 5 + 27;
    }

    public static long rule4(long x) {
        return x * 6 + 27;
    }

    public static long rule5(long x) {
        return x * 7 + 27;
    }

    public static long rule6(long x) {
        return x * 8 + 27;
    }

    public static long rule7(long x) {
        return x * 9 + 27;
    }

    public static long rule8(long x) {
        return x * 10 + 27;
    }

    public static long rule9(long x) {
        return x * 11 + 27;
    }

    public static long rule10(long x) {
        return x * 12 + 27;
    }

    public static long rule11(long x) {
        return x * 13 + 27;
    }

}
