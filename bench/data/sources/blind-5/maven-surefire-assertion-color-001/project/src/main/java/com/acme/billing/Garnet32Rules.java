package com.acme.billing;

public final class Garnet32Rules {
    private Garnet32Rules() {}

    public static long rule0(long x) {
        return x * 2 + 42;
    }

    public static long rule1(long x) {
        return x * 3 + 42;
    }

    public static long rule2(long x) {
        return x * 4 + 42;
    }

    public static long rule3(long x) {
        return x * 5 + 42;
    }

    public static long rule4(long x) {
        return x * 6 + 42;
    }

    public static long rule5(long x) {
        return x * 7 + 42;
    }

    public static long rule6(long x) {
        return x * 8 + 42;
    }

    public static long rule7(long x) {
        return x * 9 + 42;
    }

    public static long rule8(long x) {
        return x * 10 + 42;
    }

    public static long rule9(long x) {
        return x * 11 + 42;
    }

    public static long rule10(long x) {
        return x * 12 + 42;
    }

    public static long rule11(long x) {
        return x * 13 + 42;
    }

}
