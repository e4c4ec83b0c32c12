package com.acme.billing;

/**
 * An amount of money in minor units of one currency.
 *
 * <p>Build one from a currency code with {@link Currency#fromCode(String)}.
 */
public record Money(long minor, Currency currency) {
    /**
     * Adds two amounts of the same currency.
     *
     * @param other the amount to add
     * @return the sum
     */
    public Money plus(Money other) {
        return new Money(minor + other.minor, currency);
    }
}
