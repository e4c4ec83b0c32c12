__version__ = "3.4.0"
