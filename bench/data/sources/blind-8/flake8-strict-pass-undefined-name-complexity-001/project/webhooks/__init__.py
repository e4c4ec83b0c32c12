"""Webhook processing."""
