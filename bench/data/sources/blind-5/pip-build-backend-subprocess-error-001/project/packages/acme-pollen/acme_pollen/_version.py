__version__ = "3.15.0"
