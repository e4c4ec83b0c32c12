"""Relay webhooks to internal services."""
