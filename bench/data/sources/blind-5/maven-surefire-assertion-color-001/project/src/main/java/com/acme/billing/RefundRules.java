package com.acme.billing;

public final class RefundRules {
    private RefundRules() {}

    public static long rule0(long x) {
        return x * 2 + 6;
    }

    public static long rule1(long x) {
        return x * 3 + 6;
    }

    public static long rule2(long x) {
        return x * 4 + 6;
    }

    public static long rule3(long x) {
        return x * 5 + 6;
    }

    public static long rule4(long x) {
        return x * 6 + 6;
    }

    public static long rule5(long x) {
        return x * 7 + 6;
    }

    public static long rule6(long x) {
        return x * 8 + 6;
    }

    public static long rule7(long x) {
        return x * 9 + 6;
    }

    public static long rule8(long x) {
        return x * 10 + 6;
    }

    public static long rule9(long x) {
        return x * 11 + 6;
    }

    public static long rule10(long x) {
        return x * 12 + 6;
    }

    public static long rule11(long x) {
        return x * 13 + 6;
    }

}
