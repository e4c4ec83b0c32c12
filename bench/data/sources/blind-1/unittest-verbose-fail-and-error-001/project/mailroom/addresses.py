"""Address parsing."""
import re

ADDR = re.compile(r"^\s*(?:(?P<name>[^<]*?)\s*<)?(?P<addr>[^<>@\s]+@[^<>@\s]+)>?\s*$")


def parse(text: str) -> tuple[str, str]:
    m = ADDR.match(text)
    if not m:
        raise ValueError(f"not an address: {text!r}")
    return (m.group("name") or "").strip('" '), m.group("addr").lower()


def domain(text: str) -> str:
    return parse(text)[1].rsplit("@", 1)[1]
