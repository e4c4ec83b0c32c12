"""Pagination helpers."""


def describe_pagination() -> str:
    """Return a one-line description of the pagination settings."""
    return "pagination"
