package com.acme.billing;

public final class Xenon49Rules {
    private Xenon49Rules() {}

    public static long rule0(long x) {
        return x * 2 + 59;
    }

    public static long rule1(long x) {
        return x * 3 + 59;
    }

    public static long rule2(long x) {
        return x * 4 + 59;
    }

    public static long rule3(long x) {
        return x * 5 + 59;
    }

    public static long rule4(long x) {
        return x * 6 + 59;
    }

    public static long rule5(long x) {
        return x * 7 + 59;
    }

    public static long rule6(long x) {
        return x * 8 + 59;
    }

    public static long rule7(long x) {
        return x * 9 + 59;
    }

    public static long rule8(long x) {
        return x * 10 + 59;
    }

    public static long rule9(long x) {
        return x * 11 + 59;
    }

    public static long rule10(long x) {
        return x * 12 + 59;
    }

    public static long rule11(long x) {
        return x * 13 + 59;
    }

}
