package com.acme.ledger.service;

import com.acme.ledger.model.Transfer;
import java.util.HashMap;
import java.util.Map;

public class TransferService {
    private final Map<String, Transfer> byId = new HashMap<>();

    public void save(Transfer item) { byId.put(item.getId(), item); }

    public Transfer find(String id) {
        Transfer found = byId.get(id);
        if (found == null) {
            throw new TransferNotFound(id);
        }
        return found;
    }

    public long total() {
        long sum = 0;
        for (Transfer item : byId.values()) {
            sum += item.getAmountMinor();
        }
        return sum;
    }

    public static class TransferNotFound extends RuntimeException {
        public TransferNotFound(String id) { super("transfer not found: " + id); }
    }
}
