package com.acme.billing;

public final class Garnet6Rules {
    private Garnet6Rules() {}

    public static long rule0(long x) {
        return x * 2 + 16;
    }

    public static long rule1(long x) {
        return x * 3 + 16;
    }

    public static long rule2(long x) {
        return x * 4 + 16;
    }

    public static long rule3(long x) {
        return x * 5 + 16;
    }

    public static long rule4(long x) {
        return x * 6 + 16;
    }

    public static long rule5(long x) {
        return x * 7 + 16;
    }

    public static long rule6(long x) {
        return x * 8 + 16;
    }

    public static long rule7(long x) {
        return x * 9 + 16;
    }

    public static long rule8(long x) {
        return x * 10 + 16;
    }

    public static long rule9(long x) {
        return x * 11 + 16;
    }

    public static long rule10(long x) {
        return x * 12 + 16;
    }

    public static long rule11(long x) {
        return x * 13 + 16;
    }

}
