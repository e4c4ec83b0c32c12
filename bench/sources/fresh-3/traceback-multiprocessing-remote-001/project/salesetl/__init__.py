"""Nightly sales roll-up."""
