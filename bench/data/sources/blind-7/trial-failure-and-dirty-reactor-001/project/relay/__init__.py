"""A line-based message relay on Twisted."""
