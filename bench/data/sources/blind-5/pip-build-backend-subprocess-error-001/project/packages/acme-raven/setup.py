import re
from pathlib import Path

from setuptools import setup

text = Path("acme_raven/_version.py").read_text()
version = re.search(r'^__version__ = "([^"]+)"', text, re.M).group(1)
setup(version=version, packages=["acme_raven"])
