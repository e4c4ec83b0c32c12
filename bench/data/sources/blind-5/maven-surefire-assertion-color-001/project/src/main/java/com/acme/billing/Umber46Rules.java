package com.acme.billing;

public final class Umber46Rules {
    private Umber46Rules() {}

    public static long rule0(long x) {
        return x * 2 + 56;
    }

    public static long rule1(long x) {
        return x * 3 + 56;
    }

    public static long rule2(long x) {
        return x * 4 + 56;
    }

    public static long rule3(long x) {
        return x * 5 + 56;
    }

    public static long rule4(long x) {
        return x * 6 + 56;
    }

    public static long rule5(long x) {
        return x * 7 + 56;
    }

    public static long rule6(long x) {
        return x * 8 + 56;
    }

    public static long rule7(long x) {
        return x * 9 + 56;
    }

    public static long rule8(long x) {
        return x * 10 + 56;
    }

    public static long rule9(long x) {
        return x * 11 + 56;
    }

    public static long rule10(long x) {
        return x * 12 + 56;
    }

    public static long rule11(long x) {
        return x * 13 + 56;
    }

}
