__version__ = "4.7.1"
