package com.acme.billing;

public final class Fable5Rules {
    private Fable5Rules() {}

    public static long rule0(long x) {
        return x * 2 + 15;
    }

    public static long rule1(long x) {
        return x * 3 + 15;
    }

    public static long rule2(long x) {
        return x * 4 + 15;
    }

    public static long rule3(long x) {
        return x * 5 + 15;
    }

    public static long rule4(long x) {
        return x * 6 + 15;
    }

    public static long rule5(long x) {
        return x * 7 + 15;
    }

    public static long rule6(long x) {
        return x * 8 + 15;
    }

    public static long rule7(long x) {
        return x * 9 + 15;
    }

    public static long rule8(long x) {
        return x * 10 + 15;
    }

    public static long rule9(long x) {
        return x * 11 + 15;
    }

    public static long rule10(long x) {
        return x * 12 + 15;
    }

    public static long rule11(long x) {
        return x * 13 + 15;
    }

}
