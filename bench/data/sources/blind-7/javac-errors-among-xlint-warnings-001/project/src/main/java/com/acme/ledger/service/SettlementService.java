package com.acme.ledger.service;

import com.acme.ledger.model.Settlement;
import java.util.HashMap;
import java.util.Map;

public class SettlementService {
    private final Map<String, Settlement> byId = new HashMap<>();

    public void save(Settlement item) { byId.put(item.getId(), item); }

    public Settlement find(String id) {
        Settlement found = byId.get(id);
        if (found == null) {
            throw new SettlementNotFound(id);
        }
        return found;
    }

    public long total() {
        long sum = 0;
        for (Settlement item : byId.values()) {
            sum += item.getAmountMinor();
        }
        return sum;
    }

    public static class SettlementNotFound extends RuntimeException {
        public SettlementNotFound(String id) { super("settlement not found: " + id); }
    }
}
