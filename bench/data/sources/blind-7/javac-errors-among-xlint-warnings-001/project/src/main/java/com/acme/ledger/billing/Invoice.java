package com.acme.ledger.billing;

import java.util.ArrayList;
import java.util.List;

public class Invoice {
    private final String number;
    private final List<Long> lineAmounts = new ArrayList<>();

    public Invoice(String number) { this.number = number; }

    public String getNumber() { return number; }

    public void addLine(long amountMinor) { lineAmounts.add(amountMinor); }

    /** Total in the currency's minor unit (renamed from getTotalCents in 4.0). */
    public long getTotalMinor() {
        long total = 0;
        for (long amount : lineAmounts) {
            total += amount;
        }
        return total;
    }
}
