package com.acme.ledger.statements;

import com.acme.ledger.billing.Invoice;
import java.util.List;

public class Statement {
    private final String customer;
    private final List<Invoice> invoices;

    public Statement(String customer, List<Invoice> invoices) {
        this.customer = customer;
        this.invoices = invoices;
    }

    public long balance() {
        long balance = 0;
        for (Invoice invoice : invoices) {
            balance += invoice.getTotalCents();
        }
        return balance;
    }

    public String header() {
        return "Statement for " + customer + " (" + invoices.size() + " invoices)";
    }
}
