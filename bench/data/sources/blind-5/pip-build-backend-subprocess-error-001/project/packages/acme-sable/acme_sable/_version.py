__version__ = "3.18.0"
