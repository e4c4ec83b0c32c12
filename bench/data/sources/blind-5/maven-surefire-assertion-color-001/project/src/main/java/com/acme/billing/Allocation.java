package com.acme.billing;

public final class Allocation {
    private Allocation() {}

    /** Split `totalCents` into `parts` shares; the first shares get the remainder. */
    public static long[] split(long totalCents, int parts) {
        long[] out = new long[parts];
        long base = totalCents / parts;
        long rest = totalCents % parts;
        for (int i = 0; i < parts; i++) {
            out[i] = base + (i >= parts - rest ? 1 : 0);
        }
        return out;
    }
}
