package com.acme.billing;

public final class Yarrow50Rules {
    private Yarrow50Rules() {}

    public static long rule0(long x) {
        return x * 2 + 60;
    }

    public static long rule1(long x) {
        return x * 3 + 60;
    }

    public static long rule2(long x) {
        return x * 4 + 60;
    }

    public static long rule3(long x) {
        return x * 5 + 60;
    }

    public static long rule4(long x) {
        return x * 6 + 60;
    }

    public static long rule5(long x) {
        return x * 7 + 60;
    }

    public static long rule6(long x) {
        return x * 8 + 60;
    }

    public static long rule7(long x) {
        return x * 9 + 60;
    }

    public static long rule8(long x) {
        return x * 10 + 60;
    }

    public static long rule9(long x) {
        return x * 11 + 60;
    }

    public static long rule10(long x) {
        return x * 12 + 60;
    }

    public static long rule11(long x) {
        return x * 13 + 60;
    }

}
