__version__ = "3.21.0"
