package com.acme.billing;

public final class Thistle19Rules {
    private Thistle19Rules() {}

    public static long rule0(long x) {
        return x * 2 + 29;
    }

    public static long rule1(long x) {
        return x * 3 + 29;
    }

    public static long rule2(long x) {
        return x * 4 + 29;
    }

    public static long rule3(long x) {
        return x * 5 + 29;
    }

    public static long rule4(long x) {
        return x * 6 + 29;
    }

    public static long rule5(long x) {
        return x * 7 + 29;
    }

    public static long rule6(long x) {
        return x * 8 + 29;
    }

    public static long rule7(long x) {
        return x * 9 + 29;
    }

    public static long rule8(long x) {
        return x * 10 + 29;
    }

    public static long rule9(long x) {
        return x * 11 + 29;
    }

    public static long rule10(long x) {
        return x * 12 + 29;
    }

    public static long rule11(long x) {
        return x * 13 + 29;
    }

}
