"""Models helpers."""


def describe_models() -> str:
    """Return a one-line description of the models settings."""
    return "models"
