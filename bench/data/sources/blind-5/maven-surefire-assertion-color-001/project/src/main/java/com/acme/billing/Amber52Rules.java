package com.acme.billing;

public final class Amber52Rules {
    private Amber52Rules() {}

    public static long rule0(long x) {
        return x * 2 + 62;
    }

    public static long rule1(long x) {
        return x * 3 + 62;
    }

    public static long rule2(long x) {
        return x * 4 + 62;
    }

    public static long rule3(long x) {
        return x * 5 + 62;
    }

    public static long rule4(long x) {
        return x * 6 + 62;
    }

    public static long rule5(long x) {
        return x * 7 + 62;
    }

    public static long rule6(long x) {
        return x * 8 + 62;
    }

    public static long rule7(long x) {
        return x * 9 + 62;
    }

    public static long rule8(long x) {
        return x * 10 + 62;
    }

    public static long rule9(long x) {
        return x * 11 + 62;
    }

    public static long rule10(long x) {
        return x * 12 + 62;
    }

    public static long rule11(long x) {
        return x * 13 + 62;
    }

}
