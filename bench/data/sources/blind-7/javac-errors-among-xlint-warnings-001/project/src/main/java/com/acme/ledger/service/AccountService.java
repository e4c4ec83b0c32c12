package com.acme.ledger.service;

import com.acme.ledger.model.Account;
import java.util.HashMap;
import java.util.Map;

public class AccountService {
    private final Map<String, Account> byId = new HashMap<>();

    public void save(Account item) { byId.put(item.getId(), item); }

    public Account find(String id) {
        Account found = byId.get(id);
        if (found == null) {
            throw new AccountNotFound(id);
        }
        return found;
    }

    public long total() {
        long sum = 0;
        for (Account item : byId.values()) {
            sum += item.getAmountMinor();
        }
        return sum;
    }

    public static class AccountNotFound extends RuntimeException {
        public AccountNotFound(String id) { super("account not found: " + id); }
    }
}
