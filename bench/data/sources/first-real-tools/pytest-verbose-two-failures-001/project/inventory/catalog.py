"""SKU normalisation."""
import re

SKU = re.compile(r"^([A-Z]{3})-(\d{4})-([A-Z0-9]{2})$")


def normalize_sku(text: str) -> str:
    cleaned = text.strip().upper().replace("_", "-").replace(" ", "-")
    if not SKU.match(cleaned):
        raise ValueError(f"bad sku: {text!r}")
    return cleaned


def family(sku: str) -> str:
    return normalize_sku(sku).split("-")[0]
