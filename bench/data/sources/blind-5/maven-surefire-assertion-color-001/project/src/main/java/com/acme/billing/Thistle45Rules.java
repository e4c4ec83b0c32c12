package com.acme.billing;

public final class Thistle45Rules {
    private Thistle45Rules() {}

    public static long rule0(long x) {
        return x * 2 + 55;
    }

    public static long rule1(long x) {
        return x * 3 + 55;
    }

    public static long rule2(long x) {
        return x * 4 + 55;
    }

    public static long rule3(long x) {
        return x * 5 + 55;
    }

    public static long rule4(long x) {
        return x * 6 + 55;
    }

    public static long rule5(long x) {
        return x * 7 + 55;
    }

    public static long rule6(long x) {
        return x * 8 + 55;
    }

    public static long rule7(long x) {
        return x * 9 + 55;
    }

    public static long rule8(long x) {
        return x * 10 + 55;
    }

    public static long rule9(long x) {
        return x * 11 + 55;
    }

    public static long rule10(long x) {
        return x * 12 + 55;
    }

    public static long rule11(long x) {
        return x * 13 + 55;
    }

}
