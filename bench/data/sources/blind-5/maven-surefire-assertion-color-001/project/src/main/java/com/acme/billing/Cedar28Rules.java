package com.acme.billing;

public final class Cedar28Rules {
    private Cedar28Rules() {}

    public static long rule0(long x) {
        return x * 2 + 38;
    }

    public static long rule1(long x) {
        return x * 3 + 38;
    }

    public static long rule2(long x) {
        return x * 4 + 38;
    }

    public static long rule3(long x) {
        return x * 5 + 38;
    }

    public static long rule4(long x) {
        return x * 6 + 38;
    }

    public static long rule5(long x) {
        return x * 7 + 38;
    }

    public static long rule6(long x) {
        return x * 8 + 38;
    }

    public static long rule7(long x) {
        return x * 9 + 38;
    }

    public static long rule8(long x) {
        return x * 10 + 38;
    }

    public static long rule9(long x) {
        return x * 11 + 38;
    }

    public static long rule10(long x) {
        return x * 12 + 38;
    }

    public static long rule11(long x) {
        return x * 13 + 38;
    }

}
