"""A small double-entry ledger."""
