package com.acme.billing;

public final class Cedar54Rules {
    private Cedar54Rules() {}

    public static long rule0(long x) {
        return x * 2 + 64;
    }

    public static long rule1(long x) {
        return x * 3 + 64;
    }

    public static long rule2(long x) {
        return x * 4 + 64;
    }

    public static long rule3(long x) {
        return x * 5 + 64;
    }

    public static long rule4(long x) {
        return x * 6 + 64;
    }

    public static long rule5(long x) {
        return x * 7 + 64;
    }

    public static long rule6(long x) {
        return x * 8 + 64;
    }

    public static long rule7(long x) {
        return x * 9 + 64;
    }

    public static long rule8(long x) {
        return x * 10 + 64;
    }

    public static long rule9(long x) {
        return x * 11 + 64;
    }

    public static long rule10(long x) {
        return x * 12 + 64;
    }

    public static long rule11(long x) {
        return x * 13 + 64;
    }

}
