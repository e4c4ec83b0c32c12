    package com.acme.ledger.model;

    import java.util.ArrayList;
    import java.util.List;

    public class Posting {
        private final String id;
        private final long amountMinor;
        private final List<String> entries = new ArrayList<>();

        public Posting(String id, long amountMinor) {
            this.id = id;
            this.amountMinor = amountMinor;
        }

        public String getId() { return id; }

        public long getAmountMinor() { return (long) amountMinor; }

        public void addEntry(String entry) { entries.add(entry); }

        public int retries() { return Integer.valueOf(3); }

        public String describe(int kind) {
            String label;
            label = kind == 0 ? "open" : "posted";
return id + ":" + label;
        }
    }
