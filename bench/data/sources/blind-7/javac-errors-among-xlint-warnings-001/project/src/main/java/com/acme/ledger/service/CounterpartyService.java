package com.acme.ledger.service;

import com.acme.ledger.model.Counterparty;
import java.util.HashMap;
import java.util.Map;

public class CounterpartyService {
    private final Map<String, Counterparty> byId = new HashMap<>();

    public void save(Counterparty item) { byId.put(item.getId(), item); }

    public Counterparty find(String id) {
        Counterparty found = byId.get(id);
        if (found == null) {
            throw new CounterpartyNotFound(id);
        }
        return found;
    }

    public long total() {
        long sum = 0;
        for (Counterparty item : byId.values()) {
            sum += item.getAmountMinor();
        }
        return sum;
    }

    public static class CounterpartyNotFound extends RuntimeException {
        public CounterpartyNotFound(String id) { super("counterparty not found: " + id); }
    }
}
