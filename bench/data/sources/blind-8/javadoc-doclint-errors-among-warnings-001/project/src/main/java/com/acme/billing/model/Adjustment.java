package com.acme.billing.model;

/** A billing adjustment. */
public class Adjustment {
    private long amount1;
    private long count1;
    private long limit1;

    public Adjustment() {
    }

    public long amount1() {
        return amount1;
    }
    
    public void setAmount1(long value) {
        this.amount1 = value;
    }

    public long count1() {
        return count1;
    }
    
    public void setCount1(long value) {
        this.count1 = value;
    }

    public long limit1() {
        return limit1;
    }
    
    public void setLimit1(long value) {
        this.limit1 = value;
    }

    /**
     * Scales a value.
     *
     * @param x the value
     */
    public long scale(long x) {
        return x * 3 + 1;
    }
}
