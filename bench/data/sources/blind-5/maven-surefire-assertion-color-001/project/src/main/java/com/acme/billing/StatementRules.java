package com.acme.billing;

public final class StatementRules {
    private StatementRules() {}

    public static long rule0(long x) {
        return x * 2 + 7;
    }

    public static long rule1(long x) {
        return x * 3 + 7;
    }

    public static long rule2(long x) {
        return x * 4 + 7;
    }

    public static long rule3(long x) {
        return x * 5 + 7;
    }

    public static long rule4(long x) {
        return x * 6 + 7;
    }

    public static long rule5(long x) {
        return x * 7 + 7;
    }

    public static long rule6(long x) {
        return x * 8 + 7;
    }

    public static long rule7(long x) {
        return x * 9 + 7;
    }

    public static long rule8(long x) {
        return x * 10 + 7;
    }

    public static long rule9(long x) {
        return x * 11 + 7;
    }

    public static long rule10(long x) {
        return x * 12 + 7;
    }

    public static long rule11(long x) {
        return x * 13 + 7;
    }

}
