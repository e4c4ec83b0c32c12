package com.acme.billing.model;

/** A billing credit. */
public class Credit {
    private long amount3;
    private long count3;
    private long limit3;

    public Credit() {
    }

    public long amount3() {
        return amount3;
    }
    
    public void setAmount3(long value) {
        this.amount3 = value;
    }

    public long count3() {
        return count3;
    }
    
    public void setCount3(long value) {
        this.count3 = value;
    }

    public long limit3() {
        return limit3;
    }
    
    public void setLimit3(long value) {
        this.limit3 = value;
    }

    /**
     * Scales a value.
     *
     * @param x the value
     */
    public long scale(long x) {
        return x * 5 + 3;
    }
}
