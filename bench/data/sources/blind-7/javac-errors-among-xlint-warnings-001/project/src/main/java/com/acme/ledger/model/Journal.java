    package com.acme.ledger.model;

    import java.util.ArrayList;
    import java.util.List;

    public class Journal {
        private final String id;
        private final long amountMinor;
        private final List<String> entries = new ArrayList<>();

        public Journal(String id, long amountMinor) {
            this.id = id;
            this.amountMinor = amountMinor;
        }

        public String getId() { return id; }

        public long getAmountMinor() { return (long) amountMinor; }

        public void addEntry(String entry) { entries.add(entry); }

        public int retries() { return Integer.valueOf(3); }

        public String describe(int kind) {
            String label;
            switch (kind) {
    case 0: label = "open";
    case 1: label = "posted"; break;
    default: label = "closed";
}
return id + ":" + label;
        }
    }
