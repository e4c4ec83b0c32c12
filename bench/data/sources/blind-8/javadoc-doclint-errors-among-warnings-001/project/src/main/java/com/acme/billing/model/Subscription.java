package com.acme.billing.model;

/** A billing subscription. */
public class Subscription {
    private long amount15;
    private long count15;
    private long limit15;

    public Subscription() {
    }

    public long amount15() {
        return amount15;
    }
    
    public void setAmount15(long value) {
        this.amount15 = value;
    }

    public long count15() {
        return count15;
    }
    
    public void setCount15(long value) {
        this.count15 = value;
    }

    public long limit15() {
        return limit15;
    }
    
    public void setLimit15(long value) {
        this.limit15 = value;
    }

    /**
     * Scales a value.
     *
     * @param x the value
     */
    public long scale(long x) {
        return x * 17 + 15;
    }
}
