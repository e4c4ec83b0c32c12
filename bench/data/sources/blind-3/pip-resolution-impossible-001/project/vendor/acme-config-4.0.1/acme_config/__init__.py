__version__ = "4.0.1"
