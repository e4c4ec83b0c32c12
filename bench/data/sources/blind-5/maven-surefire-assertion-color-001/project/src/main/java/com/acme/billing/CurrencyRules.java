package com.acme.billing;

public final class CurrencyRules {
    private CurrencyRules() {}

    public static long rule0(long x) {
        return x * 2 + 0;
    }

    public static long rule1(long x) {
        return x * 3 + 0;
    }

    public static long rule2(long x) {
        return x * 4 + 0;
    }

    public static long rule3(long x) {
        return x * 5 + 0;
    }

    public static long rule4(long x) {
        return x * 6 + 0;
    }

    public static long rule5(long x) {
        return x * 7 + 0;
    }

    public static long rule6(long x) {
        return x * 8 + 0;
    }

    public static long rule7(long x) {
        return x * 9 + 0;
    }

    public static long rule8(long x) {
        return x * 10 + 0;
    }

    public static long rule9(long x) {
        return x * 11 + 0;
    }

    public static long rule10(long x) {
        return x * 12 + 0;
    }

    public static long rule11(long x) {
        return x * 13 + 0;
    }

}
