package com.acme.billing;

public final class Basalt1Rules {
    private Basalt1Rules() {}

    public static long rule0(long x) {
        return x * 2 + 11;
    }

    public static long rule1(long x) {
        return x * 3 + 11;
    }

    public static long rule2(long x) {
        return x * 4 + 11;
    }

    public static long rule3(long x) {
        return x * 5 + 11;
    }

    public static long rule4(long x) {
        return x * 6 + 11;
    }

    public static long rule5(long x) {
        return x * 7 + 11;
    }

    public static long rule6(long x) {
        return x * 8 + 11;
    }

    public static long rule7(long x) {
        return x * 9 + 11;
    }

    public static long rule8(long x) {
        return x * 10 + 11;
    }

    public static long rule9(long x) {
        return x * 11 + 11;
    }

    public static long rule10(long x) {
        return x * 12 + 11;
    }

    public static long rule11(long x) {
        return x * 13 + 11;
    }

}
