__version__ = "3.13.0"
