__version__ = "3.12.0"
