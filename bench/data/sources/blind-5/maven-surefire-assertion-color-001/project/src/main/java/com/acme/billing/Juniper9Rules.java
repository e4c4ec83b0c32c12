package com.acme.billing;

public final class Juniper9Rules {
    private Juniper9Rules() {}

    public static long rule0(long x) {
        return x * 2 + 19;
    }

    public static long rule1(long x) {
        return x * 3 + 19;
    }

    public static long rule2(long x) {
        return x * 4 + 19;
    }

    public static long rule3(long x) {
        return x * 5 + 19;
    }

    public static long rule4(long x) {
        return x * 6 + 19;
    }

    public static long rule5(long x) {
        return x * 7 + 19;
    }

    public static long rule6(long x) {
        return x * 8 + 19;
    }

    public static long rule7(long x) {
        return x * 9 + 19;
    }

    public static long rule8(long x) {
        return x * 10 + 19;
    }

    public static long rule9(long x) {
        return x * 11 + 19;
    }

    public static long rule10(long x) {
        return x * 12 + 19;
    }

    public static long rule11(long x) {
        return x * 13 + 19;
    }

}
