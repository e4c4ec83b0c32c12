package com.acme.billing;

public final class Maple12Rules {
    private Maple12Rules() {}

    public static long rule0(long x) {
        return x * 2 + 22;
    }

    public static long rule1(long x) {
        return x * 3 + 22;
    }

    public static long rule2(long x) {
        return x * 4 + 22;
    }

    public static long rule3(long x) {
        return x * 5 + 22;
    }

    public static long rule4(long x) {
        return x * 6 + 22;
    }

    public static long rule5(long x) {
        return x * 7 + 22;
    }

    public static long rule6(long x) {
        return x * 8 + 22;
    }

    public static long rule7(long x) {
        return x * 9 + 22;
    }

    public static long rule8(long x) {
        return x * 10 + 22;
    }

    public static long rule9(long x) {
        return x * 11 + 22;
    }

    public static long rule10(long x) {
        return x * 12 + 22;
    }

    public static long rule11(long x) {
        return x * 13 + 22;
    }

}
