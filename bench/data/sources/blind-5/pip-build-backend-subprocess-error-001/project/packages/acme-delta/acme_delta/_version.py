__version__ = "3.3.0"
