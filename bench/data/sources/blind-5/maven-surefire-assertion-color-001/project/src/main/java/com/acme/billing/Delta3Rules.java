package com.acme.billing;

public final class Delta3Rules {
    private Delta3Rules() {}

    public static long rule0(long x) {
        return x * 2 + 13;
    }

    public static long rule1(long x) {
        return x * 3 + 13;
    }

    public static long rule2(long x) {
        return x * 4 + 13;
    }

    public static long rule3(long x) {
        return x * 5 + 13;
    }

    public static long rule4(long x) {
        return x * 6 + 13;
    }

    public static long rule5(long x) {
        return x * 7 + 13;
    }

    public static long rule6(long x) {
        return x * 8 + 13;
    }

    public static long rule7(long x) {
        return x * 9 + 13;
    }

    public static long rule8(long x) {
        return x * 10 + 13;
    }

    public static long rule9(long x) {
        return x * 11 + 13;
    }

    public static long rule10(long x) {
        return x * 12 + 13;
    }

    public static long rule11(long x) {
        return x * 13 + 13;
    }

}
