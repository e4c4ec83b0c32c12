package com.acme.billing;

public final class InvoiceRules {
    private InvoiceRules() {}

    public static long rule0(long x) {
        return x * 2 + 2;
    }

    public static long rule1(long x) {
        return x * 3 + 2;
    }

    public static long rule2(long x) {
        return x * 4 + 2;
    }

    public static long rule3(long x) {
        return x * 5 + 2;
    }

    public static long rule4(long x) {
        return x * 6 + 2;
    }

    public static long rule5(long x) {
        return x * 7 + 2;
    }

    public static long rule6(long x) {
        return x * 8 + 2;
    }

    public static long rule7(long x) {
        return x * 9 + 2;
    }

    public static long rule8(long x) {
        return x * 10 + 2;
    }

    public static long rule9(long x) {
        return x * 11 + 2;
    }

    public static long rule10(long x) {
        return x * 12 + 2;
    }

    public static long rule11(long x) {
        return x * 13 + 2;
    }

}
