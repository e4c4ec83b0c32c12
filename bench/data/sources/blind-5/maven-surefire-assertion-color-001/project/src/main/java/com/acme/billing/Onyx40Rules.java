package com.acme.billing;

public final class Onyx40Rules {
    private Onyx40Rules() {}

    public static long rule0(long x) {
        return x * 2 + 50;
    }

    public static long rule1(long x) {
        return x * 3 + 50;
    }

    public static long rule2(long x) {
        return x * 4 + 50;
    }

    public static long rule3(long x) {
        return x * 5 + 50;
    }

    public static long rule4(long x) {
        return x * 6 + 50;
    }

    public static long rule5(long x) {
        return x * 7 + 50;
    }

    public static long rule6(long x) {
        return x * 8 + 50;
    }

    public static long rule7(long x) {
        return x * 9 + 50;
    }

    public static long rule8(long x) {
        return x * 10 + 50;
    }

    public static long rule9(long x) {
        return x * 11 + 50;
    }

    public static long rule10(long x) {
        return x * 12 + 50;
    }

    public static long rule11(long x) {
        return x * 13 + 50;
    }

}
