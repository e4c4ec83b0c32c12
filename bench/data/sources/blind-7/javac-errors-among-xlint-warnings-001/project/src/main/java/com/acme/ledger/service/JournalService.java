package com.acme.ledger.service;

import com.acme.ledger.model.Journal;
import java.util.HashMap;
import java.util.Map;

public class JournalService {
    private final Map<String, Journal> byId = new HashMap<>();

    public void save(Journal item) { byId.put(item.getId(), item); }

    public Journal find(String id) {
        Journal found = byId.get(id);
        if (found == null) {
            throw new JournalNotFound(id);
        }
        return found;
    }

    public long total() {
        long sum = 0;
        for (Journal item : byId.values()) {
            sum += item.getAmountMinor();
        }
        return sum;
    }

    public static class JournalNotFound extends RuntimeException {
        public JournalNotFound(String id) { super("journal not found: " + id); }
    }
}
