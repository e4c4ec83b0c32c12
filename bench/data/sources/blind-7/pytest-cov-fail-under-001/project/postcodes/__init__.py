"""UK postcode parsing and lookup."""
__version__ = "1.8.0"
