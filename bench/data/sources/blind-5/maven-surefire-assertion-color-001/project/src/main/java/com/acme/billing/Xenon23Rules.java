package com.acme.billing;

public final class Xenon23Rules {
    private Xenon23Rules() {}

    public static long rule0(long x) {
        return x * 2 + 33;
    }

    public static long rule1(long x) {
        return x * 3 + 33;
    }

    public static long rule2(long x) {
        return x * 4 + 33;
    }

    public static long rule3(long x) {
        return x * 5 + 33;
    }

    public static long rule4(long x) {
        return x * 6 + 33;
    }

    public static long rule5(long x) {
        return x * 7 + 33;
    }

    public static long rule6(long x) {
        return x * 8 + 33;
    }

    public static long rule7(long x) {
        return x * 9 + 33;
    }

    public static long rule8(long x) {
        return x * 10 + 33;
    }

    public static long rule9(long x) {
        return x * 11 + 33;
    }

    public static long rule10(long x) {
        return x * 12 + 33;
    }

    public static long rule11(long x) {
        return x * 13 + 33;
    }

}
