"""Errors helpers."""


def describe_errors() -> str:
    """Return a one-line description of the errors settings."""
    return "errors"
