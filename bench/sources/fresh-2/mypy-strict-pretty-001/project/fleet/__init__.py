"""Fleet operations service."""
