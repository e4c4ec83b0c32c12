package com.acme.billing;

public final class Fable31Rules {
    private Fable31Rules() {}

    public static long rule0(long x) {
        return x * 2 + 41;
    }

    public static long rule1(long x) {
        return x * 3 + 41;
    }

    public static long rule2(long x) {
        return x * 4 + 41;
    }

    public static long rule3(long x) {
        return x * 5 + 41;
    }

    public static long rule4(long x) {
        return x * 6 + 41;
    }

    public static long rule5(long x) {
        return x * 7 + 41;
    }

    public static long rule6(long x) {
        return x * 8 + 41;
    }

    public static long rule7(long x) {
        return x * 9 + 41;
    }

    public static long rule8(long x) {
        return x * 10 + 41;
    }

    public static long rule9(long x) {
        return x * 11 + 41;
    }

    public static long rule10(long x) {
        return x * 12 + 41;
    }

    public static long rule11(long x) {
        return x * 13 + 41;
    }

}
