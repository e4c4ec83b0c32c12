package com.acme.ledger.service;

import com.acme.ledger.model.Batch;
import java.util.HashMap;
import java.util.Map;

public class BatchService {
    private final Map<String, Batch> byId = new HashMap<>();

    public void save(Batch item) { byId.put(item.getId(), item); }

    public Batch find(String id) {
        Batch found = byId.get(id);
        if (found == null) {
            throw new BatchNotFound(id);
        }
        return found;
    }

    public long total() {
        long sum = 0;
        for (Batch item : byId.values()) {
            sum += item.getAmountMinor();
        }
        return sum;
    }

    public static class BatchNotFound extends RuntimeException {
        public BatchNotFound(String id) { super("batch not found: " + id); }
    }
}
