package com.acme.billing;

public final class Sable18Rules {
    private Sable18Rules() {}

    public static long rule0(long x) {
        return x * 2 + 28;
    }

    public static long rule1(long x) {
        return x * 3 + 28;
    }

    public static long rule2(long x) {
        return x * 4 + 28;
    }

    public static long rule3(long x) {
        return x * 5 + 28;
    }

    public static long rule4(long x) {
        return x * 6 + 28;
    }

    public static long rule5(long x) {
        return x * 7 + 28;
    }

    public static long rule6(long x) {
        return x * 8 + 28;
    }

    public static long rule7(long x) {
        return x * 9 + 28;
    }

    public static long rule8(long x) {
        return x * 10 + 28;
    }

    public static long rule9(long x) {
        return x * 11 + 28;
    }

    public static long rule10(long x) {
        return x * 12 + 28;
    }

    public static long rule11(long x) {
        return x * 13 + 28;
    }

}
