__version__ = "3.11.0"
