package com.acme.billing;

public final class Iris34Rules {
    private Iris34Rules() {}

    public static long rule0(long x) {
        return x * 2 + 44;
    }

    public static long rule1(long x) {
        return x * 3 + 44;
    }

    public static long rule2(long x) {
        return x * 4 + 44;
    }

    public static long rule3(long x) {
        return x * 5 + 44;
    }

    public static long rule4(long x) {
        return x * 6 + 44;
    }

    public static long rule5(long x) {
        return x * 7 + 44;
    }

    public static long rule6(long x) {
        return x * 8 + 44;
    }

    public static long rule7(long x) {
        return x * 9 + 44;
    }

    public static long rule8(long x) {
        return x * 10 + 44;
    }

    public static long rule9(long x) {
        return x * 11 + 44;
    }

    public static long rule10(long x) {
        return x * 12 + 44;
    }

    public static long rule11(long x) {
        return x * 13 + 44;
    }

}
