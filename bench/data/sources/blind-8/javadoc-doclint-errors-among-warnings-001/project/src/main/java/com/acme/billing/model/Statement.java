package com.acme.billing.model;

/** A billing statement. */
public class Statement {
    private long amount14;
    private long count14;
    private long limit14;

    public Statement() {
    }

    public long amount14() {
        return amount14;
    }
    
    public void setAmount14(long value) {
        this.amount14 = value;
    }

    public long count14() {
        return count14;
    }
    
    public void setCount14(long value) {
        this.count14 = value;
    }

    public long limit14() {
        return limit14;
    }
    
    public void setLimit14(long value) {
        this.limit14 = value;
    }

    /**
     * Scales a value.
     *
     * @param x the value
     */
    public long scale(long x) {
        return x * 16 + 14;
    }
}
