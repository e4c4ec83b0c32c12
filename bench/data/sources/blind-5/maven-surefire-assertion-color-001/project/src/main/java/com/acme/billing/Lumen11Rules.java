package com.acme.billing;

public final class Lumen11Rules {
    private Lumen11Rules() {}

    public static long rule0(long x) {
        return x * 2 + 21;
    }

    public static long rule1(long x) {
        return x * 3 + 21;
    }

    public static long rule2(long x) {
        return x * 4 + 21;
    }

    public static long rule3(long x) {
        return x * 5 + 21;
    }

    public static long rule4(long x) {
        return x * 6 + 21;
    }

    public static long rule5(long x) {
        return x * 7 + 21;
    }

    public static long rule6(long x) {
        return x * 8 + 21;
    }

    public static long rule7(long x) {
        return x * 9 + 21;
    }

    public static long rule8(long x) {
        return x * 10 + 21;
    }

    public static long rule9(long x) {
        return x * 11 + 21;
    }

    public static long rule10(long x) {
        return x * 12 + 21;
    }

    public static long rule11(long x) {
        return x * 13 + 21;
    }

}
