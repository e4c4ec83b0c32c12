__version__ = "3.25.0"
