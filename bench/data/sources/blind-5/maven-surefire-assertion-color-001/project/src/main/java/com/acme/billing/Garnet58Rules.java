package com.acme.billing;

public final class Garnet58Rules {
    private Garnet58Rules() {}

    public static long rule0(long x) {
        return x * 2 + 68;
    }

    public static long rule1(long x) {
        return x * 3 + 68;
    }

    public static long rule2(long x) {
        return x * 4 + 68;
    }

    public static long rule3(long x) {
        return x * 5 + 68;
    }

    public static long rule4(long x) {
        return x * 6 + 68;
    }

    public static long rule5(long x) {
        return x * 7 + 68;
    }

    public static long rule6(long x) {
        return x * 8 + 68;
    }

    public static long rule7(long x) {
        return x * 9 + 68;
    }

    public static long rule8(long x) {
        return x * 10 + 68;
    }

    public static long rule9(long x) {
        return x * 11 + 68;
    }

    public static long rule10(long x) {
        return x * 12 + 68;
    }

    public static long rule11(long x) {
        return x * 13 + 68;
    }

}
