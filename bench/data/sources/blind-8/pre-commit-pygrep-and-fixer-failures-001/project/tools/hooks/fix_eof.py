"""Make every file end with exactly one newline; exit 1 if a file was changed."""
import sys

changed = 0
for name in sys.argv[1:]:
    with open(name, "rb") as f:
        data = f.read()
    if not data:
        continue
    fixed = data.rstrip(b"\n") + b"\n"
    if fixed != data:
        with open(name, "wb") as f:
            f.write(fixed)
        print(f"Fixing {name}")
        changed = 1
sys.exit(changed)
