package com.acme.ledger.service;

import com.acme.ledger.model.Entry;
import java.util.HashMap;
import java.util.Map;

public class EntryService {
    private final Map<String, Entry> byId = new HashMap<>();

    public void save(Entry item) { byId.put(item.getId(), item); }

    public Entry find(String id) {
        Entry found = byId.get(id);
        if (found == null) {
            throw new EntryNotFound(id);
        }
        return found;
    }

    public long total() {
        long sum = 0;
        for (Entry item : byId.values()) {
            sum += item.getAmountMinor();
        }
        return sum;
    }

    public static class EntryNotFound extends RuntimeException {
        public EntryNotFound(String id) { super("entry not found: " + id); }
    }
}
