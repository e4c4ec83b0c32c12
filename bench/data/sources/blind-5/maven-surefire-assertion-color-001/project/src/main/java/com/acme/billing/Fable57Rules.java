package com.acme.billing;

public final class Fable57Rules {
    private Fable57Rules() {}

    public static long rule0(long x) {
        return x * 2 + 67;
    }

    public static long rule1(long x) {
        return x * 3 + 67;
    }

    public static long rule2(long x) {
        return x * 4 + 67;
    }

    public static long rule3(long x) {
        return x * 5 + 67;
    }

    public static long rule4(long x) {
        return x * 6 + 67;
    }

    public static long rule5(long x) {
        return x * 7 + 67;
    }

    public static long rule6(long x) {
        return x * 8 + 67;
    }

    public static long rule7(long x) {
        return x * 9 + 67;
    }

    public static long rule8(long x) {
        return x * 10 + 67;
    }

    public static long rule9(long x) {
        return x * 11 + 67;
    }

    public static long rule10(long x) {
        return x * 12 + 67;
    }

    public static long rule11(long x) {
        return x * 13 + 67;
    }

}
