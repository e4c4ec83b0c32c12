package com.acme.billing.model;

/** A billing invoiceline. */
public class InvoiceLine {
    private long amount8;
    private long count8;
    private long limit8;

    public InvoiceLine() {
    }

    public long amount8() {
        return amount8;
    }
    
    public void setAmount8(long value) {
        this.amount8 = value;
    }

    public long count8() {
        return count8;
    }
    
    public void setCount8(long value) {
        this.count8 = value;
    }

    public long limit8() {
        return limit8;
    }
    
    public void setLimit8(long value) {
        this.limit8 = value;
    }

    /**
     * Scales a value.
     *
     * @param x the value
     */
    public long scale(long x) {
        return x * 10 + 8;
    }
}
