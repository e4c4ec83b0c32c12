__version__ = "3.23.0"
