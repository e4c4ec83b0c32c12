__version__ = "3.5.0"
