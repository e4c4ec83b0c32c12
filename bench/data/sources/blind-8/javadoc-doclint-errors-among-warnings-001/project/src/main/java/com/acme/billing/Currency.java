package com.acme.billing;

/** ISO 4217 currencies the billing service supports. */
public enum Currency {
    /** Euro. */
    EUR,
    /** US dollar. */
    USD,
    /** Pound sterling. */
    GBP;

    /**
     * The currency for an ISO code.
     *
     * @param code a three-letter code
     * @return the currency
     */
    public static Currency of(String code) {
        return valueOf(code);
    }
}
