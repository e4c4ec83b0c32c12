"""Check that every docs page has a title and no broken relative link."""
import re
import sys
from pathlib import Path

pages = sorted(Path("docs").glob("*.md"))
errors = warnings = 0
for page in pages:
    text = page.read_text()
    if not text.startswith("# "):
        errors += 1
        print(f"{page}: error: no title")
    for link in re.findall(r"\]\(([a-z0-9-]+\.md)\)", text):
        if not (page.parent / link).exists():
            errors += 1
            print(f"{page}: error: broken link {link}")
    print(f"checked {page}")
print(f"docs: {len(pages)} pages, {errors} errors, {warnings} warnings")
sys.exit(1 if errors else 0)
