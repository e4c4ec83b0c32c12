package com.acme.billing;

public final class Basalt27Rules {
    private Basalt27Rules() {}

    public static long rule0(long x) {
        return x * 2 + 37;
    }

    public static long rule1(long x) {
        return x * 3 + 37;
    }

    public static long rule2(long x) {
        return x * 4 + 37;
    }

    public static long rule3(long x) {
        return x * 5 + 37;
    }

    public static long rule4(long x) {
        return x * 6 + 37;
    }

    public static long rule5(long x) {
        return x * 7 + 37;
    }

    public static long rule6(long x) {
        return x * 8 + 37;
    }

    public static long rule7(long x) {
        return x * 9 + 37;
    }

    public static long rule8(long x) {
        return x * 10 + 37;
    }

    public static long rule9(long x) {
        return x * 11 + 37;
    }

    public static long rule10(long x) {
        return x * 12 + 37;
    }

    public static long rule11(long x) {
        return x * 13 + 37;
    }

}
