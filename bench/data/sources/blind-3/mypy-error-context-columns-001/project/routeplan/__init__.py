"""Delivery route planning."""
