package com.acme.billing;

public final class Umber20Rules {
    private Umber20Rules() {}

    public static long rule0(long x) {
        return x * 2 + 30;
    }

    public static long rule1(long x) {
        return x * 3 + 30;
    }

    public static long rule2(long x) {
        return x * 4 + 30;
    }

    public static long rule3(long x) {
        return x * 5 + 30;
    }

    public static long rule4(long x) {
        return x * 6 + 30;
    }

    public static long rule5(long x) {
        return x * 7 + 30;
    }

    public static long rule6(long x) {
        return x * 8 + 30;
    }

    public static long rule7(long x) {
        return x * 9 + 30;
    }

    public static long rule8(long x) {
        return x * 10 + 30;
    }

    public static long rule9(long x) {
        return x * 11 + 30;
    }

    public static long rule10(long x) {
        return x * 12 + 30;
    }

    public static long rule11(long x) {
        return x * 13 + 30;
    }

}
