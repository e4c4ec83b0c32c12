package com.acme.billing;

public final class Pollen15Rules {
    private Pollen15Rules() {}

    public static long rule0(long x) {
        return x * 2 + 25;
    }

    public static long rule1(long x) {
        return x * 3 + 25;
    }

    public static long rule2(long x) {
        return x * 4 + 25;
    }

    public static long rule3(long x) {
        return x * 5 + 25;
    }

    public static long rule4(long x) {
        return x * 6 + 25;
    }

    public static long rule5(long x) {
        return x * 7 + 25;
    }

    public static long rule6(long x) {
        return x * 8 + 25;
    }

    public static long rule7(long x) {
        return x * 9 + 25;
    }

    public static long rule8(long x) {
        return x * 10 + 25;
    }

    public static long rule9(long x) {
        return x * 11 + 25;
    }

    public static long rule10(long x) {
        return x * 12 + 25;
    }

    public static long rule11(long x) {
        return x * 13 + 25;
    }

}
