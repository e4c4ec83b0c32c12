"""Product pages."""
import html
import logging
from pathlib import Path

log = logging.getLogger("catalog_sync.render")
DESCRIPTIONS = Path("data/descriptions")


def render_product(row: dict[str, str], out: Path) -> int:
    description = ""
    if row["has_description"] == "1":
        path = DESCRIPTIONS / f"{row['sku']}.txt"
        log.info("reading description %s", path)
        description = path.read_text(encoding="utf-8")
    page = (
        f"<h1>{html.escape(row['name'])}</h1>"
        f"<p class=price>{row['price_eur'] or 'n/a'} EUR</p>"
        f"<p>{html.escape(description)}</p>"
    )
    return (out / f"{row['sku']}.html").write_text(page)
