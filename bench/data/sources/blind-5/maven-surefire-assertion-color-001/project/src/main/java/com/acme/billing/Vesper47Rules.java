package com.acme.billing;

public final class Vesper47Rules {
    private Vesper47Rules() {}

    public static long rule0(long x) {
        return x * 2 + 57;
    }

    public static long rule1(long x) {
        return x * 3 + 57;
    }

    public static long rule2(long x) {
        return x * 4 + 57;
    }

    public static long rule3(long x) {
        return x * 5 + 57;
    }

    public static long rule4(long x) {
        return x * 6 + 57;
    }

    public static long rule5(long x) {
        return x * 7 + 57;
    }

    public static long rule6(long x) {
        return x * 8 + 57;
    }

    public static long rule7(long x) {
        return x * 9 + 57;
    }

    public static long rule8(long x) {
        return x * 10 + 57;
    }

    public static long rule9(long x) {
        return x * 11 + 57;
    }

    public static long rule10(long x) {
        return x * 12 + 57;
    }

    public static long rule11(long x) {
        return x * 13 + 57;
    }

}
