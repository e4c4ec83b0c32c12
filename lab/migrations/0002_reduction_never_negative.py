"""Stored results made before the reduction ratio was clamped: an output passed through
whole had a negative ratio (its packet header made it larger); it is 0."""

from __future__ import annotations

from typing import Any

from django.apps.registry import Apps
from django.db import migrations
from django.db.backends.base.schema import BaseDatabaseSchemaEditor

BATCH = 500


def clamp(apps: Apps, schema_editor: BaseDatabaseSchemaEditor) -> None:
    items = apps.get_model("lab", "ComparisonItem")
    changed: list[Any] = []
    for item in items.objects.only("results").iterator(chunk_size=BATCH):
        if clamped(item.results):
            changed.append(item)
        if len(changed) >= BATCH:
            items.objects.bulk_update(changed, ["results"])
            changed = []
    items.objects.bulk_update(changed, ["results"])


def clamped(results: dict[str, dict[str, Any]]) -> bool:
    """Set every negative reduction ratio in `results` to 0; whether any was."""
    negative = [r for r in results.values() if r.get("reduction_ratio", 0) < 0]
    for result in negative:
        result["reduction_ratio"] = 0.0
    return bool(negative)


class Migration(migrations.Migration):
    dependencies = [("lab", "0001_initial")]

    operations = [migrations.RunPython(clamp, migrations.RunPython.noop)]
