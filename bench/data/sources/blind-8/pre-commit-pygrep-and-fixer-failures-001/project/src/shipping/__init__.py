"""Parcel shipping."""
