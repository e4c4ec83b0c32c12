package com.acme.billing;

public final class Vesper21Rules {
    private Vesper21Rules() {}

    public static long rule0(long x) {
        return x * 2 + 31;
    }

    public static long rule1(long x) {
        return x * 3 + 31;
    }

    public static long rule2(long x) {
        return x * 4 + 31;
    }

    public static long rule3(long x) {
        return x * 5 + 31;
    }

    public static long rule4(long x) {
        return x * 6 + 31;
    }

    public static long rule5(long x) {
        return x * 7 + 31;
    }

    public static long rule6(long x) {
        return x * 8 + 31;
    }

    public static long rule7(long x) {
        return x * 9 + 31;
    }

    public static long rule8(long x) {
        return x * 10 + 31;
    }

    public static long rule9(long x) {
        return x * 11 + 31;
    }

    public static long rule10(long x) {
        return x * 12 + 31;
    }

    public static long rule11(long x) {
        return x * 13 + 31;
    }

}
