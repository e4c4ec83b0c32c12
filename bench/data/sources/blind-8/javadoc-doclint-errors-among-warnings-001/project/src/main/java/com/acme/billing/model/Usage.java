package com.acme.billing.model;

/** A billing usage. */
public class Usage {
    private long amount17;
    private long count17;
    private long limit17;

    public Usage() {
    }

    public long amount17() {
        return amount17;
    }
    
    public void setAmount17(long value) {
        this.amount17 = value;
    }

    public long count17() {
        return count17;
    }
    
    public void setCount17(long value) {
        this.count17 = value;
    }

    public long limit17() {
        return limit17;
    }
    
    public void setLimit17(long value) {
        this.limit17 = value;
    }

    /**
     * Scales a value.
     *
     * @param x the value
     */
    public long scale(long x) {
        return x * 19 + 17;
    }
}
