package com.acme.billing;

public final class Kestrel10Rules {
    private Kestrel10Rules() {}

    public static long rule0(long x) {
        return x * 2 + 20;
    }

    public static long rule1(long x) {
        return x * 3 + 20;
    }

    public static long rule2(long x) {
        return x * 4 + 20;
    }

    public static long rule3(long x) {
        return x * 5 + 20;
    }

    public static long rule4(long x) {
        return x * 6 + 20;
    }

    public static long rule5(long x) {
        return x * 7 + 20;
    }

    public static long rule6(long x) {
        return x * 8 + 20;
    }

    public static long rule7(long x) {
        return x * 9 + 20;
    }

    public static long rule8(long x) {
        return x * 10 + 20;
    }

    public static long rule9(long x) {
        return x * 11 + 20;
    }

    public static long rule10(long x) {
        return x * 12 + 20;
    }

    public static long rule11(long x) {
        return x * 13 + 20;
    }

}
