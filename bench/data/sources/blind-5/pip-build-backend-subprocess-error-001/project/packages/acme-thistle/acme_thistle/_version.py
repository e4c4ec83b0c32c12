__version__ = "3.20.0"
