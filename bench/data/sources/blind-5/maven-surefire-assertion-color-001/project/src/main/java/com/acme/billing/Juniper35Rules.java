package com.acme.billing;

public final class Juniper35Rules {
    private Juniper35Rules() {}

    public static long rule0(long x) {
        return x * 2 + 45;
    }

    public static long rule1(long x) {
        return x * 3 + 45;
    }

    public static long rule2(long x) {
        return x * 4 + 45;
    }

    public static long rule3(long x) {
        return x * 5 + 45;
    }

    public static long rule4(long x) {
        return x * 6 + 45;
    }

    public static long rule5(long x) {
        return x * 7 + 45;
    }

    public static long rule6(long x) {
        return x * 8 + 45;
    }

    public static long rule7(long x) {
        return x * 9 + 45;
    }

    public static long rule8(long x) {
        return x * 10 + 45;
    }

    public static long rule9(long x) {
        return x * 11 + 45;
    }

    public static long rule10(long x) {
        return x * 12 + 45;
    }

    public static long rule11(long x) {
        return x * 13 + 45;
    }

}
