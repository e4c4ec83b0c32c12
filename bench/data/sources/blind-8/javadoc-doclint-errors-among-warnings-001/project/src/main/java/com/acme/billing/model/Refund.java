package com.acme.billing.model;

/** A billing refund. */
public class Refund {
    private long amount13;
    private long count13;
    private long limit13;

    public Refund() {
    }

    public long amount13() {
        return amount13;
    }
    
    public void setAmount13(long value) {
        this.amount13 = value;
    }

    public long count13() {
        return count13;
    }
    
    public void setCount13(long value) {
        this.count13 = value;
    }

    public long limit13() {
        return limit13;
    }
    
    public void setLimit13(long value) {
        this.limit13 = value;
    }

    /**
     * Scales a value.
     *
     * @param x the value
     */
    public long scale(long x) {
        return x * 15 + 13;
    }
}
