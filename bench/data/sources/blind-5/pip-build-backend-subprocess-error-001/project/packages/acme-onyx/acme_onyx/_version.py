__version__ = "3.14.0"
