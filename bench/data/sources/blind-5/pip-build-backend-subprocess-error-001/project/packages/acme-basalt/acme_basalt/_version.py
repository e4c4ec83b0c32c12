__version__ = "3.1.0"
