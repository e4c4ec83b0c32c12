package com.acme.billing.model;

/** A billing account. */
public class Account {
    private long amount0;
    private long count0;
    private long limit0;

    public Account() {
    }

    public long amount0() {
        return amount0;
    }
    
    public void setAmount0(long value) {
        this.amount0 = value;
    }

    public long count0() {
        return count0;
    }
    
    public void setCount0(long value) {
        this.count0 = value;
    }

    public long limit0() {
        return limit0;
    }
    
    public void setLimit0(long value) {
        this.limit0 = value;
    }

    /**
     * Scales a value.
     *
     * @param x the value
     */
    public long scale(long x) {
        return x * 2 + 0;
    }
}
