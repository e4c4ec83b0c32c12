package com.acme.billing;

public final class Delta55Rules {
    private Delta55Rules() {}

    public static long rule0(long x) {
        return x * 2 + 65;
    }

    public static long rule1(long x) {
        return x * 3 + 65;
    }

    public static long rule2(long x) {
        return x * 4 + 65;
    }

    public static long rule3(long x) {
        return x * 5 + 65;
    }

    public static long rule4(long x) {
        return x * 6 + 65;
    }

    public static long rule5(long x) {
        return x * 7 + 65;
    }

    public static long rule6(long x) {
        return x * 8 + 65;
    }

    public static long rule7(long x) {
        return x * 9 + 65;
    }

    public static long rule8(long x) {
        return x * 10 + 65;
    }

    public static long rule9(long x) {
        return x * 11 + 65;
    }

    public static long rule10(long x) {
        return x * 12 + 65;
    }

    public static long rule11(long x) {
        return x * 13 + 65;
    }

}
