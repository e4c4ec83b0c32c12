package com.acme.billing;

public final class Ember30Rules {
    private Ember30Rules() {}

    public static long rule0(long x) {
        return x * 2 + 40;
    }

    public static long rule1(long x) {
        return x * 3 + 40;
    }

    public static long rule2(long x) {
        return x * 4 + 40;
    }

    public static long rule3(long x) {
        return x * 5 + 40;
    }

    public static long rule4(long x) {
        return x * 6 + 40;
    }

    public static long rule5(long x) {
        return x * 7 + 40;
    }

    public static long rule6(long x) {
        return x * 8 + 40;
    }

    public static long rule7(long x) {
        return x * 9 + 40;
    }

    public static long rule8(long x) {
        return x * 10 + 40;
    }

    public static long rule9(long x) {
        return x * 11 + 40;
    }

    public static long rule10(long x) {
        return x * 12 + 40;
    }

    public static long rule11(long x) {
        return x * 13 + 40;
    }

}
