__version__ = "3.22.0"
