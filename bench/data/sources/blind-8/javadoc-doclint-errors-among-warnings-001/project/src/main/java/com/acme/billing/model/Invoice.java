package com.acme.billing.model;

/** A billing invoice. */
public class Invoice {
    private long amount7;
    private long count7;
    private long limit7;

    public Invoice() {
    }

    public long amount7() {
        return amount7;
    }
    
    public void setAmount7(long value) {
        this.amount7 = value;
    }

    public long count7() {
        return count7;
    }
    
    public void setCount7(long value) {
        this.count7 = value;
    }

    public long limit7() {
        return limit7;
    }
    
    public void setLimit7(long value) {
        this.limit7 = value;
    }

    /**
     * Scales a value.
     *
     * @param x the value
     */
    public long scale(long x) {
        return x * 9 + 7;
    }
}
