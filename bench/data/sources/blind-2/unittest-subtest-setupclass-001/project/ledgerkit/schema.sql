-- ledger schema v7
CREATE TABLE IF NOT EXISTS accounts (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('asset', 'liability', 'income', 'expense'))
);

CREATE TABLE IF NOT EXISTS entries (
    id INTEGER PRIMARY KEY,
    journal_id INTEGER NOT NULL,
    account TEXT NOT NULL REFERENCES accounts(code),
    amount_cents INTEGER NOT NULL,
    CHECK amount_cents <> 0
);

CREATE INDEX IF NOT EXISTS entries_by_journal ON entries(journal_id);
