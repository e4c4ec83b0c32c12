"""Split a postcode into outward and inward codes."""
import re
from dataclasses import dataclass

PATTERN = re.compile(r"^([A-Z]{1,2})([0-9][0-9A-Z]?) ?([0-9])([A-Z]{2})$")


@dataclass(frozen=True)
class Postcode:
    area: str
    district: str
    sector: str
    unit: str

    @property
    def outward(self) -> str:
        return self.area + self.district

    @property
    def inward(self) -> str:
        return self.sector + self.unit

    def __str__(self) -> str:
        return f"{self.outward} {self.inward}"


def parse(text: str) -> Postcode:
    cleaned = " ".join(text.upper().split())
    match = PATTERN.match(cleaned)
    if match is None:
        raise ValueError(f"not a postcode: {text!r}")
    return Postcode(*match.groups())


def normalise(text: str) -> str:
    return str(parse(text))
