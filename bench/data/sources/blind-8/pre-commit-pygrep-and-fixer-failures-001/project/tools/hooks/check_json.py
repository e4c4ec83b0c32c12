"""Fail on files that are not valid JSON."""
import json
import sys

bad = 0
for name in sys.argv[1:]:
    try:
        with open(name, encoding="utf-8") as f:
            json.load(f)
    except ValueError as e:
        print(f"{name}: {e}")
        bad = 1
sys.exit(bad)
