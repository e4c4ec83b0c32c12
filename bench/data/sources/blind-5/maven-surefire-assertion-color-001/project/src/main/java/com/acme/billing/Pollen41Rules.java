package com.acme.billing;

public final class Pollen41Rules {
    private Pollen41Rules() {}

    public static long rule0(long x) {
        return x * 2 + 51;
    }

    public static long rule1(long x) {
        return x * 3 + 51;
    }

    public static long rule2(long x) {
        return x * 4 + 51;
    }

    public static long rule3(long x) {
        return x * 5 + 51;
    }

    public static long rule4(long x) {
        return x * 6 + 51;
    }

    public static long rule5(long x) {
        return x * 7 + 51;
    }

    public static long rule6(long x) {
        return x * 8 + 51;
    }

    public static long rule7(long x) {
        return x * 9 + 51;
    }

    public static long rule8(long x) {
        return x * 10 + 51;
    }

    public static long rule9(long x) {
        return x * 11 + 51;
    }

    public static long rule10(long x) {
        return x * 12 + 51;
    }

    public static long rule11(long x) {
        return x * 13 + 51;
    }

}
