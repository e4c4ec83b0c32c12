package com.acme.billing;

public final class Nectar13Rules {
    private Nectar13Rules() {}

    public static long rule0(long x) {
        return x * 2 + 23;
    }

    public static long rule1(long x) {
        return x * 3 + 23;
    }

    public static long rule2(long x) {
        return x * 4 + 23;
    }

    public static long rule3(long x) {
        return x * 5 + 23;
    }

    public static long rule4(long x) {
        return x * 6 + 23;
    }

    public static long rule5(long x) {
        return x * 7 + 23;
    }

    public static long rule6(long x) {
        return x * 8 + 23;
    }

    public static long rule7(long x) {
        return x * 9 + 23;
    }

    public static long rule8(long x) {
        return x * 10 + 23;
    }

    public static long rule9(long x) {
        return x * 11 + 23;
    }

    public static long rule10(long x) {
        return x * 12 + 23;
    }

    public static long rule11(long x) {
        return x * 13 + 23;
    }

}
