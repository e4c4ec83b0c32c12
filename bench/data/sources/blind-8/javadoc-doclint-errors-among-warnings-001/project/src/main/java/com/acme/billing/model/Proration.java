package com.acme.billing.model;

/** A billing proration. */
public class Proration {
    private long amount12;
    private long count12;
    private long limit12;

    public Proration() {
    }

    public long amount12() {
        return amount12;
    }
    
    public void setAmount12(long value) {
        this.amount12 = value;
    }

    public long count12() {
        return count12;
    }
    
    public void setCount12(long value) {
        this.count12 = value;
    }

    public long limit12() {
        return limit12;
    }
    
    public void setLimit12(long value) {
        this.limit12 = value;
    }

    /**
     * Scales a value.
     *
     * @param x the value
     */
    public long scale(long x) {
        return x * 14 + 12;
    }
}
