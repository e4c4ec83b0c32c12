package com.acme.billing;

public final class Harbor33Rules {
    private Harbor33Rules() {}

    public static long rule0(long x) {
        return x * 2 + 43;
    }

    public static long rule1(long x) {
        return x * 3 + 43;
    }

    public static long rule2(long x) {
        return x * 4 + 43;
    }

    public static long rule3(long x) {
        return x * 5 + 43;
    }

    public static long rule4(long x) {
        return x * 6 + 43;
    }

    public static long rule5(long x) {
        return x * 7 + 43;
    }

    public static long rule6(long x) {
        return x * 8 + 43;
    }

    public static long rule7(long x) {
        return x * 9 + 43;
    }

    public static long rule8(long x) {
        return x * 10 + 43;
    }

    public static long rule9(long x) {
        return x * 11 + 43;
    }

    public static long rule10(long x) {
        return x * 12 + 43;
    }

    public static long rule11(long x) {
        return x * 13 + 43;
    }

}
