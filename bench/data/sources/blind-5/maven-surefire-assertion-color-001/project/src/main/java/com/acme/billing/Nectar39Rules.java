package com.acme.billing;

public final class Nectar39Rules {
    private Nectar39Rules() {}

    public static long rule0(long x) {
        return x * 2 + 49;
    }

    public static long rule1(long x) {
        return x * 3 + 49;
    }

    public static long rule2(long x) {
        return x * 4 + 49;
    }

    public static long rule3(long x) {
        return x * 5 + 49;
    }

    public static long rule4(long x) {
        return x * 6 + 49;
    }

    public static long rule5(long x) {
        return x * 7 + 49;
    }

    public static long rule6(long x) {
        return x * 8 + 49;
    }

    public static long rule7(long x) {
        return x * 9 + 49;
    }

    public static long rule8(long x) {
        return x * 10 + 49;
    }

    public static long rule9(long x) {
        return x * 11 + 49;
    }

    public static long rule10(long x) {
        return x * 12 + 49;
    }

    public static long rule11(long x) {
        return x * 13 + 49;
    }

}
