"""Offsets of a few time zones, without the tz database."""
