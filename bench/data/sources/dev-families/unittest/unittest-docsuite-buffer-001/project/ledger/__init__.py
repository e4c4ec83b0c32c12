"""Small-business ledger."""
