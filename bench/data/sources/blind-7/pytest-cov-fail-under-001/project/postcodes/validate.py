"""Validation with reasons, for form errors."""
from postcodes.areas import AREAS
from postcodes.parse import PATTERN


def problems(text: str) -> list[str]:
    out = []
    cleaned = " ".join(text.upper().split())
    if not cleaned:
        return ["empty"]
    if len(cleaned.replace(" ", "")) > 7:
        out.append("too long")
    if not PATTERN.match(cleaned):
        out.append("bad format")
    elif PATTERN.match(cleaned).group(1) not in AREAS:
        out.append("unknown area")
    return out


def is_valid(text: str) -> bool:
    return not problems(text)
