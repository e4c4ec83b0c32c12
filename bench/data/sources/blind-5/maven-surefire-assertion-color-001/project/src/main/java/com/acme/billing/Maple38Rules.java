package com.acme.billing;

public final class Maple38Rules {
    private Maple38Rules() {}

    public static long rule0(long x) {
        return x * 2 + 48;
    }

    public static long rule1(long x) {
        return x * 3 + 48;
    }

    public static long rule2(long x) {
        return x * 4 + 48;
    }

    public static long rule3(long x) {
        return x * 5 + 48;
    }

    public static long rule4(long x) {
        return x * 6 + 48;
    }

    public static long rule5(long x) {
        return x * 7 + 48;
    }

    public static long rule6(long x) {
        return x * 8 + 48;
    }

    public static long rule7(long x) {
        return x * 9 + 48;
    }

    public static long rule8(long x) {
        return x * 10 + 48;
    }

    public static long rule9(long x) {
        return x * 11 + 48;
    }

    public static long rule10(long x) {
        return x * 12 + 48;
    }

    public static long rule11(long x) {
        return x * 13 + 48;
    }

}
