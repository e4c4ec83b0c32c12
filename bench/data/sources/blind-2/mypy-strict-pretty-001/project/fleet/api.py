"""HTTP handlers."""

from __future__ import annotations

from fleet.dispatch import assign
from fleet.vehicles import Registry

REGISTRY = Registry()


def handle_assign(payload):
    plate = assign(REGISTRY, payload["plates"], int(payload["load_kg"]))
    return {"plate": plate, "assigned": plate is not None}
