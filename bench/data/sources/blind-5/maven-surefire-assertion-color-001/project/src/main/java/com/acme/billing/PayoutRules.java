package com.acme.billing;

public final class PayoutRules {
    private PayoutRules() {}

    public static long rule0(long x) {
        return x * 2 + 4;
    }

    public static long rule1(long x) {
        return x * 3 + 4;
    }

    public static long rule2(long x) {
        return x * 4 + 4;
    }

    public static long rule3(long x) {
        return x * 5 + 4;
    }

    public static long rule4(long x) {
        return x * 6 + 4;
    }

    public static long rule5(long x) {
        return x * 7 + 4;
    }

    public static long rule6(long x) {
        return x * 8 + 4;
    }

    public static long rule7(long x) {
        return x * 9 + 4;
    }

    public static long rule8(long x) {
        return x * 10 + 4;
    }

    public static long rule9(long x) {
        return x * 11 + 4;
    }

    public static long rule10(long x) {
        return x * 12 + 4;
    }

    public static long rule11(long x) {
        return x * 13 + 4;
    }

}
