package com.acme.ledger.service;

import com.acme.ledger.model.Period;
import java.util.HashMap;
import java.util.Map;

public class PeriodService {
    private final Map<String, Period> byId = new HashMap<>();

    public void save(Period item) { byId.put(item.getId(), item); }

    public Period find(String id) {
        Period found = byId.get(id);
        if (found == null) {
            throw new PeriodNotFound(id);
        }
        return found;
    }

    public long total() {
        long sum = 0;
        for (Period item : byId.values()) {
            sum += item.getAmountMinor();
        }
        return sum;
    }

    public static class PeriodNotFound extends RuntimeException {
        public PeriodNotFound(String id) { super("period not found: " + id); }
    }
}
