__version__ = '3.19.0'
