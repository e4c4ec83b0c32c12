package com.acme.billing;

public final class Amber26Rules {
    private Amber26Rules() {}

    public static long rule0(long x) {
        return x * 2 + 36;
    }

    public static long rule1(long x) {
        return x * 3 + 36;
    }

    public static long rule2(long x) {
        return x * 4 + 36;
    }

    public static long rule3(long x) {
        return x * 5 + 36;
    }

    public static long rule4(long x) {
        return x * 6 + 36;
    }

    public static long rule5(long x) {
        return x * 7 + 36;
    }

    public static long rule6(long x) {
        return x * 8 + 36;
    }

    public static long rule7(long x) {
        return x * 9 + 36;
    }

    public static long rule8(long x) {
        return x * 10 + 36;
    }

    public static long rule9(long x) {
        return x * 11 + 36;
    }

    public static long rule10(long x) {
        return x * 12 + 36;
    }

    public static long rule11(long x) {
        return x * 13 + 36;
    }

}
