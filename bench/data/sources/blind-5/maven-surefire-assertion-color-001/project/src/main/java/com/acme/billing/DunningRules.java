package com.acme.billing;

public final class DunningRules {
    private DunningRules() {}

    public static long rule0(long x) {
        return x * 2 + 1;
    }

    public static long rule1(long x) {
        return x * 3 + 1;
    }

    public static long rule2(long x) {
        return x * 4 + 1;
    }

    public static long rule3(long x) {
        return x * 5 + 1;
    }

    public static long rule4(long x) {
        return x * 6 + 1;
    }

    public static long rule5(long x) {
        return x * 7 + 1;
    }

    public static long rule6(long x) {
        return x * 8 + 1;
    }

    public static long rule7(long x) {
        return x * 9 + 1;
    }

    public static long rule8(long x) {
        return x * 10 + 1;
    }

    public static long rule9(long x) {
        return x * 11 + 1;
    }

    public static long rule10(long x) {
        return x * 12 + 1;
    }

    public static long rule11(long x) {
        return x * 13 + 1;
    }

}
