package com.acme.billing.model;

/** A billing payment. */
public class Payment {
    private long amount9;
    private long count9;
    private long limit9;

    public Payment() {
    }

    public long amount9() {
        return amount9;
    }
    
    public void setAmount9(long value) {
        this.amount9 = value;
    }

    public long count9() {
        return count9;
    }
    
    public void setCount9(long value) {
        this.count9 = value;
    }

    public long limit9() {
        return limit9;
    }
    
    public void setLimit9(long value) {
        this.limit9 = value;
    }

    /**
     * Scales a value.
     *
     * @param x the value
     */
    public long scale(long x) {
        return x * 11 + 9;
    }
}
