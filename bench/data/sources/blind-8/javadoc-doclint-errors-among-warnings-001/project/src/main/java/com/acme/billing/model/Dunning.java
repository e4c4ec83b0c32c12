package com.acme.billing.model;

/** A billing dunning. */
public class Dunning {
    private long amount6;
    private long count6;
    private long limit6;

    public Dunning() {
    }

    public long amount6() {
        return amount6;
    }
    
    public void setAmount6(long value) {
        this.amount6 = value;
    }

    public long count6() {
        return count6;
    }
    
    public void setCount6(long value) {
        this.count6 = value;
    }

    public long limit6() {
        return limit6;
    }
    
    public void setLimit6(long value) {
        this.limit6 = value;
    }

    /**
     * Scales a value.
     *
     * @param x the value
     */
    public long scale(long x) {
        return x * 8 + 6;
    }
}
