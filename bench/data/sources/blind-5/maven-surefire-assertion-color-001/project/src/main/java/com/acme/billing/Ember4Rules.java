package com.acme.billing;

public final class Ember4Rules {
    private Ember4Rules() {}

    public static long rule0(long x) {
        return x * 2 + 14;
    }

    public static long rule1(long x) {
        return x * 3 + 14;
    }

    public static long rule2(long x) {
        return x * 4 + 14;
    }

    public static long rule3(long x) {
        return x * 5 + 14;
    }

    public static long rule4(long x) {
        return x * 6 + 14;
    }

    public static long rule5(long x) {
        return x * 7 + 14;
    }

    public static long rule6(long x) {
        return x * 8 + 14;
    }

    public static long rule7(long x) {
        return x * 9 + 14;
    }

    public static long rule8(long x) {
        return x * 10 + 14;
    }

    public static long rule9(long x) {
        return x * 11 + 14;
    }

    public static long rule10(long x) {
        return x * 12 + 14;
    }

    public static long rule11(long x) {
        return x * 13 + 14;
    }

}
