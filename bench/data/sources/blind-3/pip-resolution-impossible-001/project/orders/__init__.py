"""Orders service."""
