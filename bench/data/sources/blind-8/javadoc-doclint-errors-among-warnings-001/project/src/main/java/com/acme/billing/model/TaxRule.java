package com.acme.billing.model;

/** A billing taxrule. */
public class TaxRule {
    private long amount16;
    private long count16;
    private long limit16;

    public TaxRule() {
    }

    public long amount16() {
        return amount16;
    }
    
    public void setAmount16(long value) {
        this.amount16 = value;
    }

    public long count16() {
        return count16;
    }
    
    public void setCount16(long value) {
        this.count16 = value;
    }

    public long limit16() {
        return limit16;
    }
    
    public void setLimit16(long value) {
        this.limit16 = value;
    }

    /**
     * Scales a value.
     *
     * @param x the value
     */
    public long scale(long x) {
        return x * 18 + 16;
    }
}
