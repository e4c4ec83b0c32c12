package com.acme.billing;

public final class Yarrow24Rules {
    private Yarrow24Rules() {}

    public static long rule0(long x) {
        return x * 2 + 34;
    }

    public static long rule1(long x) {
        return x * 3 + 34;
    }

    public static long rule2(long x) {
        return x * 4 + 34;
    }

    public static long rule3(long x) {
        return x * 5 + 34;
    }

    public static long rule4(long x) {
        return x * 6 + 34;
    }

    public static long rule5(long x) {
        return x * 7 + 34;
    }

    public static long rule6(long x) {
        return x * 8 + 34;
    }

    public static long rule7(long x) {
        return x * 9 + 34;
    }

    public static long rule8(long x) {
        return x * 10 + 34;
    }

    public static long rule9(long x) {
        return x * 11 + 34;
    }

    public static long rule10(long x) {
        return x * 12 + 34;
    }

    public static long rule11(long x) {
        return x * 13 + 34;
    }

}
