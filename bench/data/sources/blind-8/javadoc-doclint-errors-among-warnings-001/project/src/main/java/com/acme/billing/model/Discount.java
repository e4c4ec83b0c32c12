package com.acme.billing.model;

/** A billing discount. */
public class Discount {
    private long amount5;
    private long count5;
    private long limit5;

    public Discount() {
    }

    public long amount5() {
        return amount5;
    }
    
    public void setAmount5(long value) {
        this.amount5 = value;
    }

    public long count5() {
        return count5;
    }
    
    public void setCount5(long value) {
        this.count5 = value;
    }

    public long limit5() {
        return limit5;
    }
    
    public void setLimit5(long value) {
        this.limit5 = value;
    }

    /**
     * Scales a value.
     *
     * @param x the value
     */
    public long scale(long x) {
        return x * 7 + 5;
    }
}
