package com.acme.billing;

public final class Harbor7Rules {
    private Harbor7Rules() {}

    public static long rule0(long x) {
        return x * 2 + 17;
    }

    public static long rule1(long x) {
        return x * 3 + 17;
    }

    public static long rule2(long x) {
        return x * 4 + 17;
    }

    public static long rule3(long x) {
        return x * 5 + 17;
    }

    public static long rule4(long x) {
        return x * 6 + 17;
    }

    public static long rule5(long x) {
        return x * 7 + 17;
    }

    public static long rule6(long x) {
        return x * 8 + 17;
    }

    public static long rule7(long x) {
        return x * 9 + 17;
    }

    public static long rule8(long x) {
        return x * 10 + 17;
    }

    public static long rule9(long x) {
        return x * 11 + 17;
    }

    public static long rule10(long x) {
        return x * 12 + 17;
    }

    public static long rule11(long x) {
        return x * 13 + 17;
    }

}
