package com.acme.ledger.service;

import com.acme.ledger.model.Reconciliation;
import java.util.HashMap;
import java.util.Map;

public class ReconciliationService {
    private final Map<String, Reconciliation> byId = new HashMap<>();

    public void save(Reconciliation item) { byId.put(item.getId(), item); }

    public Reconciliation find(String id) {
        Reconciliation found = byId.get(id);
        if (found == null) {
            throw new ReconciliationNotFound(id);
        }
        return found;
    }

    public long total() {
        long sum = 0;
        for (Reconciliation item : byId.values()) {
            sum += item.getAmountMinor();
        }
        return sum;
    }

    public static class ReconciliationNotFound extends RuntimeException {
        public ReconciliationNotFound(String id) { super("reconciliation not found: " + id); }
    }
}
