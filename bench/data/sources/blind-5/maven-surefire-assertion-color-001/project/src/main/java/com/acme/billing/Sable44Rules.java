package com.acme.billing;

public final class Sable44Rules {
    private Sable44Rules() {}

    public static long rule0(long x) {
        return x * 2 + 54;
    }

    public static long rule1(long x) {
        return x * 3 + 54;
    }

    public static long rule2(long x) {
        return x * 4 + 54;
    }

    public static long rule3(long x) {
        return x * 5 + 54;
    }

    public static long rule4(long x) {
        return x * 6 + 54;
    }

    public static long rule5(long x) {
        return x * 7 + 54;
    }

    public static long rule6(long x) {
        return x * 8 + 54;
    }

    public static long rule7(long x) {
        return x * 9 + 54;
    }

    public static long rule8(long x) {
        return x * 10 + 54;
    }

    public static long rule9(long x) {
        return x * 11 + 54;
    }

    public static long rule10(long x) {
        return x * 12 + 54;
    }

    public static long rule11(long x) {
        return x * 13 + 54;
    }

}
