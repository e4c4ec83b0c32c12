__version__ = "3.24.0"
