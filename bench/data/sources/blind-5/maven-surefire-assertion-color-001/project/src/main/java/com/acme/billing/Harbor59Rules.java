package com.acme.billing;

public final class Harbor59Rules {
    private Harbor59Rules() {}

    public static long rule0(long x) {
        return x * 2 + 69;
    }

    public static long rule1(long x) {
        return x * 3 + 69;
    }

    public static long rule2(long x) {
        return x * 4 + 69;
    }

    public static long rule3(long x) {
        return x * 5 + 69;
    }

    public static long rule4(long x) {
        return x * 6 + 69;
    }

    public static long rule5(long x) {
        return x * 7 + 69;
    }

    public static long rule6(long x) {
        return x * 8 + 69;
    }

    public static long rule7(long x) {
        return x * 9 + 69;
    }

    public static long rule8(long x) {
        return x * 10 + 69;
    }

    public static long rule9(long x) {
        return x * 11 + 69;
    }

    public static long rule10(long x) {
        return x * 12 + 69;
    }

    public static long rule11(long x) {
        return x * 13 + 69;
    }

}
