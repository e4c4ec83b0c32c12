"""Geofencing for the dispatch service."""
