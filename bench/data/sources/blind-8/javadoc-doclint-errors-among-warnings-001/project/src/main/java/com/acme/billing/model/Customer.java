package com.acme.billing.model;

/** A billing customer. */
public class Customer {
    private long amount4;
    private long count4;
    private long limit4;

    public Customer() {
    }

    public long amount4() {
        return amount4;
    }
    
    public void setAmount4(long value) {
        this.amount4 = value;
    }

    public long count4() {
        return count4;
    }
    
    public void setCount4(long value) {
        this.count4 = value;
    }

    public long limit4() {
        return limit4;
    }
    
    public void setLimit4(long value) {
        this.limit4 = value;
    }

    /**
     * Scales a value.
     *
     * @param x the value
     */
    public long scale(long x) {
        return x * 6 + 4;
    }
}
