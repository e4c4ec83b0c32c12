__version__ = "3.26.0"
