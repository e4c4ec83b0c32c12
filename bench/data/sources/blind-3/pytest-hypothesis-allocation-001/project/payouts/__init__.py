"""Revenue share payouts to partners."""
