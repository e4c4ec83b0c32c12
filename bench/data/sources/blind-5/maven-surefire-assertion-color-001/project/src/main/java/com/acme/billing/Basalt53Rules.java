package com.acme.billing;

public final class Basalt53Rules {
    private Basalt53Rules() {}

    public static long rule0(long x) {
        return x * 2 + 63;
    }

    public static long rule1(long x) {
        return x * 3 + 63;
    }

    public static long rule2(long x) {
        return x * 4 + 63;
    }

    public static long rule3(long x) {
        return x * 5 + 63;
    }

    public static long rule4(long x) {
        return x * 6 + 63;
    }

    public static long rule5(long x) {
        return x * 7 + 63;
    }

    public static long rule6(long x) {
        return x * 8 + 63;
    }

    public static long rule7(long x) {
        return x * 9 + 63;
    }

    public static long rule8(long x) {
        return x * 10 + 63;
    }

    public static long rule9(long x) {
        return x * 11 + 63;
    }

    public static long rule10(long x) {
        return x * 12 + 63;
    }

    public static long rule11(long x) {
        return x * 13 + 63;
    }

}
