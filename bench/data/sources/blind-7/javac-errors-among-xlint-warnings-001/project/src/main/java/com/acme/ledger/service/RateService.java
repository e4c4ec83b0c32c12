package com.acme.ledger.service;

import com.acme.ledger.model.Rate;
import java.util.HashMap;
import java.util.Map;

public class RateService {
    private final Map<String, Rate> byId = new HashMap<>();

    public void save(Rate item) { byId.put(item.getId(), item); }

    public Rate find(String id) {
        Rate found = byId.get(id);
        if (found == null) {
            throw new RateNotFound(id);
        }
        return found;
    }

    public long total() {
        long sum = 0;
        for (Rate item : byId.values()) {
            sum += item.getAmountMinor();
        }
        return sum;
    }

    public static class RateNotFound extends RuntimeException {
        public RateNotFound(String id) { super("rate not found: " + id); }
    }
}
