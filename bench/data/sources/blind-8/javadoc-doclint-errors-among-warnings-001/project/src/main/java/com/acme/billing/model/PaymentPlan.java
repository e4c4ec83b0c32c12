package com.acme.billing.model;

/** A billing paymentplan. */
public class PaymentPlan {
    private long amount10;
    private long count10;
    private long limit10;

    public PaymentPlan() {
    }

    public long amount10() {
        return amount10;
    }
    
    public void setAmount10(long value) {
        this.amount10 = value;
    }

    public long count10() {
        return count10;
    }
    
    public void setCount10(long value) {
        this.count10 = value;
    }

    public long limit10() {
        return limit10;
    }
    
    public void setLimit10(long value) {
        this.limit10 = value;
    }

    /**
     * Scales a value.
     *
     * @param x the value
     */
    public long scale(long x) {
        return x * 12 + 10;
    }
}
