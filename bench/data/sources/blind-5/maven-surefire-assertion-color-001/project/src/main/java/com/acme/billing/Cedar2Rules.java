package com.acme.billing;

public final class Cedar2Rules {
    private Cedar2Rules() {}

    public static long rule0(long x) {
        return x * 2 + 12;
    }

    public static long rule1(long x) {
        return x * 3 + 12;
    }

    public static long rule2(long x) {
        return x * 4 + 12;
    }

    public static long rule3(long x) {
        return x * 5 + 12;
    }

    public static long rule4(long x) {
        return x * 6 + 12;
    }

    public static long rule5(long x) {
        return x * 7 + 12;
    }

    public static long rule6(long x) {
        return x * 8 + 12;
    }

    public static long rule7(long x) {
        return x * 9 + 12;
    }

    public static long rule8(long x) {
        return x * 10 + 12;
    }

    public static long rule9(long x) {
        return x * 11 + 12;
    }

    public static long rule10(long x) {
        return x * 12 + 12;
    }

    public static long rule11(long x) {
        return x * 13 + 12;
    }

}
