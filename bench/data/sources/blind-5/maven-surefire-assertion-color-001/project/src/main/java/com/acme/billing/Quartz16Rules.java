package com.acme.billing;

public final class Quartz16Rules {
    private Quartz16Rules() {}

    public static long rule0(long x) {
        return x * 2 + 26;
    }

    public static long rule1(long x) {
        return x * 3 + 26;
    }

    public static long rule2(long x) {
        return x * 4 + 26;
    }

    public static long rule3(long x) {
        return x * 5 + 26;
    }

    public static long rule4(long x) {
        return x * 6 + 26;
    }

    public static long rule5(long x) {
        return x * 7 + 26;
    }

    public static long rule6(long x) {
        return x * 8 + 26;
    }

    public static long rule7(long x) {
        return x * 9 + 26;
    }

    public static long rule8(long x) {
        return x * 10 + 26;
    }

    public static long rule9(long x) {
        return x * 11 + 26;
    }

    public static long rule10(long x) {
        return x * 12 + 26;
    }

    public static long rule11(long x) {
        return x * 13 + 26;
    }

}
