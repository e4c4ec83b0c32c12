"""Assign loads to vehicles."""

from __future__ import annotations

import json
from pathlib import Path

from fleet.vehicles import Registry


def load_limit(config: Path, depot: str) -> int:
    """Per-depot load limit in kilograms, from the depot config file."""
    data = json.loads(config.read_text())
    return data["depots"][depot]["max_load_kg"]


def can_carry(registry: Registry, plate: str, load_kg: int) -> bool:
    vehicle = registry.get(plate)
    return load_kg <= vehicle.capacity


def assign(registry: Registry, plates: list[str], load_kg: int) -> str | None:
    for plate in plates:
        if can_carry(registry, plate, load_kg):
            return plate
    return None
