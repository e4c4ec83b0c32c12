"""Manifests list each file of a mirror with its size and sha256."""
import json
from pathlib import Path


class ManifestError(Exception):
    pass


def load(path: Path) -> list[tuple[str, int, str]]:
    data = json.loads(path.read_text())
    out = []
    for entry in data["files"]:
        try:
            out.append((entry["path"], entry["size"], entry["sha256"]))
        except KeyError as exc:
            raise ManifestError(
                f"{data['mirror']}: entry {entry.get('path')} has no {exc}"
            ) from exc
    return out
