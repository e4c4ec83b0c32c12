"""Double-entry ledger helpers."""
