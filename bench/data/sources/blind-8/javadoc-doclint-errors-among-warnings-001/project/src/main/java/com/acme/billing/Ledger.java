package com.acme.billing;

/** Posts charges and payments to an account's running balance. */
public final class Ledger {
    private long balance;

    /** An empty ledger. */
    public Ledger() {
        this.balance = 0L;
    }

    /**
     * Posts an amount to the ledger.
     *
     * @param amount the amount in minor units; negative for credits
     * @returns the balance after posting
     */
    public long post(long amount) {
        balance += amount;
        return balance;
    }

    /**
     * The current balance.
     *
     * @return the balance in minor units
     */
    public long balance() {
        return balance;
    }
}
