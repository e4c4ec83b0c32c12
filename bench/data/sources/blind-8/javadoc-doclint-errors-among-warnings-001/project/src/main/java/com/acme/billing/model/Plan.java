package com.acme.billing.model;

/** A billing plan. */
public class Plan {
    private long amount11;
    private long count11;
    private long limit11;

    public Plan() {
    }

    public long amount11() {
        return amount11;
    }
    
    public void setAmount11(long value) {
        this.amount11 = value;
    }

    public long count11() {
        return count11;
    }
    
    public void setCount11(long value) {
        this.count11 = value;
    }

    public long limit11() {
        return limit11;
    }
    
    public void setLimit11(long value) {
        this.limit11 = value;
    }

    /**
     * Scales a value.
     *
     * @param x the value
     */
    public long scale(long x) {
        return x * 13 + 11;
    }
}
