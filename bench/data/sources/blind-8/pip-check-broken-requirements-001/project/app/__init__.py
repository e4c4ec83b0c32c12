"""Billing worker."""
