package com.acme.billing;

public final class Delta29Rules {
    private Delta29Rules() {}

    public static long rule0(long x) {
        return x * 2 + 39;
    }

    public static long rule1(long x) {
        return x * 3 + 39;
    }

    public static long rule2(long x) {
        return x * 4 + 39;
    }

    public static long rule3(long x) {
        return x * 5 + 39;
    }

    public static long rule4(long x) {
        return x * 6 + 39;
    }

    public static long rule5(long x) {
        return x * 7 + 39;
    }

    public static long rule6(long x) {
        return x * 8 + 39;
    }

    public static long rule7(long x) {
        return x * 9 + 39;
    }

    public static long rule8(long x) {
        return x * 10 + 39;
    }

    public static long rule9(long x) {
        return x * 11 + 39;
    }

    public static long rule10(long x) {
        return x * 12 + 39;
    }

    public static long rule11(long x) {
        return x * 13 + 39;
    }

}
