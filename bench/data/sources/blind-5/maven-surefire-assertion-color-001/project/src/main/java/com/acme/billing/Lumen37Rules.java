package com.acme.billing;

public final class Lumen37Rules {
    private Lumen37Rules() {}

    public static long rule0(long x) {
        return x * 2 + 47;
    }

    public static long rule1(long x) {
        return x * 3 + 47;
    }

    public static long rule2(long x) {
        return x * 4 + 47;
    }

    public static long rule3(long x) {
        return x * 5 + 47;
    }

    public static long rule4(long x) {
        return x * 6 + 47;
    }

    public static long rule5(long x) {
        return x * 7 + 47;
    }

    public static long rule6(long x) {
        return x * 8 + 47;
    }

    public static long rule7(long x) {
        return x * 9 + 47;
    }

    public static long rule8(long x) {
        return x * 10 + 47;
    }

    public static long rule9(long x) {
        return x * 11 + 47;
    }

    public static long rule10(long x) {
        return x * 12 + 47;
    }

    public static long rule11(long x) {
        return x * 13 + 47;
    }

}
