package com.acme.ledger.service;

import com.acme.ledger.model.Posting;
import java.util.HashMap;
import java.util.Map;

public class PostingService {
    private final Map<String, Posting> byId = new HashMap<>();

    public void save(Posting item) { byId.put(item.getId(), item); }

    public Posting find(String id) {
        Posting found = byId.get(id);
        if (found == null) {
            throw new PostingNotFound(id);
        }
        return found;
    }

    public long total() {
        long sum = 0;
        for (Posting item : byId.values()) {
            sum += item.getAmountMinor();
        }
        return sum;
    }

    public static class PostingNotFound extends RuntimeException {
        public PostingNotFound(String id) { super("posting not found: " + id); }
    }
}
