"""The shop backend."""
