package com.acme.billing.model;

/** A billing charge. */
public class Charge {
    private long amount2;
    private long count2;
    private long limit2;

    public Charge() {
    }

    public long amount2() {
        return amount2;
    }
    
    public void setAmount2(long value) {
        this.amount2 = value;
    }

    public long count2() {
        return count2;
    }
    
    public void setCount2(long value) {
        this.count2 = value;
    }

    public long limit2() {
        return limit2;
    }
    
    public void setLimit2(long value) {
        this.limit2 = value;
    }

    /**
     * Scales a value.
     *
     * @param x the value
     */
    public long scale(long x) {
        return x * 4 + 2;
    }
}
