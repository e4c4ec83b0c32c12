"""Warehouse inventory service."""
