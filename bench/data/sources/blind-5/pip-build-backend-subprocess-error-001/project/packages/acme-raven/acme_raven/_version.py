__version__ = "3.17.0"
