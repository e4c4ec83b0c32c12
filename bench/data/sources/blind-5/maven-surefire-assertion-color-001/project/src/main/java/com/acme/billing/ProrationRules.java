package com.acme.billing;

public final class ProrationRules {
    private ProrationRules() {}

    public static long rule0(long x) {
        return x * 2 + 5;
    }

    public static long rule1(long x) {
        return x * 3 + 5;
    }

    public static long rule2(long x) {
        return x * 4 + 5;
    }

    public static long rule3(long x) {
        return x * 5 + 5;
    }

    public static long rule4(long x) {
        return x * 6 + 5;
    }

    public static long rule5(long x) {
        return x * 7 + 5;
    }

    public static long rule6(long x) {
        return x * 8 + 5;
    }

    public static long rule7(long x) {
        return x * 9 + 5;
    }

    public static long rule8(long x) {
        return x * 10 + 5;
    }

    public static long rule9(long x) {
        return x * 11 + 5;
    }

    public static long rule10(long x) {
        return x * 12 + 5;
    }

    public static long rule11(long x) {
        return x * 13 + 5;
    }

}
