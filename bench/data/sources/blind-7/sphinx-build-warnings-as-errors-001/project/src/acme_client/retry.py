"""Retry helpers."""


def describe_retry() -> str:
    """Return a one-line description of the retry settings."""
    return "retry"
