package com.acme.ledger.treasury;

import java.util.Map;
import java.util.TreeMap;

public class FxTable {
    private final Map<String, Integer> microRates = new TreeMap<>();

    public void put(String currency, double rate) {
        int scaled = Math.round(rate * 1_000_000L);
        microRates.put(currency, scaled);
    }

    public long convert(long amountMinor, String currency) {
        return amountMinor * microRates.get(currency) / 1_000_000L;
    }
}
