package com.acme.ledger.service;

import com.acme.ledger.model.Currency;
import java.util.HashMap;
import java.util.Map;

public class CurrencyService {
    private final Map<String, Currency> byId = new HashMap<>();

    public void save(Currency item) { byId.put(item.getId(), item); }

    public Currency find(String id) {
        Currency found = byId.get(id);
        if (found == null) {
            throw new CurrencyNotFound(id);
        }
        return found;
    }

    public long total() {
        long sum = 0;
        for (Currency item : byId.values()) {
            sum += item.getAmountMinor();
        }
        return sum;
    }

    public static class CurrencyNotFound extends RuntimeException {
        public CurrencyNotFound(String id) { super("currency not found: " + id); }
    }
}
