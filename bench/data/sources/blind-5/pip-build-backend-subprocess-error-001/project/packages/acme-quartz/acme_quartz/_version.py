__version__ = "3.16.0"
