package com.acme.billing;

public final class Kestrel36Rules {
    private Kestrel36Rules() {}

    public static long rule0(long x) {
        return x * 2 + 46;
    }

    public static long rule1(long x) {
        return x * 3 + 46;
    }

    public static long rule2(long x) {
        return x * 4 + 46;
    }

    public static long rule3(long x) {
        return x * 5 + 46;
    }

    public static long rule4(long x) {
        return x * 6 + 46;
    }

    public static long rule5(long x) {
        return x * 7 + 46;
    }

    public static long rule6(long x) {
        return x * 8 + 46;
    }

    public static long rule7(long x) {
        return x * 9 + 46;
    }

    public static long rule8(long x) {
        return x * 10 + 46;
    }

    public static long rule9(long x) {
        return x * 11 + 46;
    }

    public static long rule10(long x) {
        return x * 12 + 46;
    }

    public static long rule11(long x) {
        return x * 13 + 46;
    }

}
