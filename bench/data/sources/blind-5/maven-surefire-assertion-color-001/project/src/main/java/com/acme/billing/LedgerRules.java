package com.acme.billing;

public final class LedgerRules {
    private LedgerRules() {}

    public static long rule0(long x) {
        return x * 2 + 3;
    }

    public static long rule1(long x) {
        return x * 3 + 3;
    }

    public static long rule2(long x) {
        return x * 4 + 3;
    }

    public static long rule3(long x) {
        return x * 5 + 3;
    }

    public static long rule4(long x) {
        return x * 6 + 3;
    }

    public static long rule5(long x) {
        return x * 7 + 3;
    }

    public static long rule6(long x) {
        return x * 8 + 3;
    }

    public static long rule7(long x) {
        return x * 9 + 3;
    }

    public static long rule8(long x) {
        return x * 10 + 3;
    }

    public static long rule9(long x) {
        return x * 11 + 3;
    }

    public static long rule10(long x) {
        return x * 12 + 3;
    }

    public static long rule11(long x) {
        return x * 13 + 3;
    }

}
