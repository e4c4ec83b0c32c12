"""Auth helpers."""


def describe_auth() -> str:
    """Return a one-line description of the auth settings."""
    return "auth"
