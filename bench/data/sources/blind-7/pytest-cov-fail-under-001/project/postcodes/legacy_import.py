"""Import the old CSV exports of the address book (format v1 and v2)."""
import csv
import io
import logging
from dataclasses import dataclass

from postcodes.parse import normalise

log = logging.getLogger(__name__)

V1_COLUMNS = ["id", "name", "street", "town", "postcode"]
V2_COLUMNS = ["id", "name", "line1", "line2", "town", "county", "postcode", "country"]


@dataclass
class Address:
    ident: str
    name: str
    lines: list[str]
    town: str
    postcode: str
    country: str = "GB"


def sniff_version(header: list[str]) -> int:
    if header == V1_COLUMNS:
        return 1
    if header == V2_COLUMNS:
        return 2
    raise ValueError(f"unknown export header: {header}")


def row_to_address(version: int, row: dict[str, str]) -> Address:
    if version == 1:
        lines = [row["street"]]
        country = "GB"
    else:
        lines = [x for x in (row["line1"], row["line2"]) if x]
        country = row["country"] or "GB"
    postcode = row["postcode"]
    if country == "GB":
        try:
            postcode = normalise(postcode)
        except ValueError:
            log.warning("row %s: bad postcode %r kept as is", row["id"], postcode)
    return Address(row["id"], row["name"].strip(), lines, row["town"], postcode, country)


def read_export(text: str) -> list[Address]:
    reader = csv.reader(io.StringIO(text))
    header = next(reader)
    version = sniff_version(header)
    out = []
    for values in reader:
        if not any(values):
            continue
        if len(values) != len(header):
            log.warning("skipping short row: %r", values)
            continue
        out.append(row_to_address(version, dict(zip(header, values))))
    return out


def dedupe(addresses: list[Address]) -> list[Address]:
    seen: dict[tuple[str, str], Address] = {}
    for address in addresses:
        key = (address.name.lower(), address.postcode)
        if key in seen:
            log.info("duplicate %s merged into %s", address.ident, seen[key].ident)
            continue
        seen[key] = address
    return list(seen.values())


def summary(addresses: list[Address]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for address in addresses:
        counts[address.country] = counts.get(address.country, 0) + 1
    return dict(sorted(counts.items()))
