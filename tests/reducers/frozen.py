"""Released reducer versions do not change: the packets each `name@N` makes of the samples
are recorded in frozen.json, and test_frozen checks them on every run.

    python -m tests.reducers.frozen     # records versions not yet in frozen.json

It never rewrites a recorded version. A change to a released reducer (or to the packet
rendering all of them share) shows as a failing test_frozen: release it as `name@N+1`,
keeping `name@N` as it was (see harness/reducers/base.py), and record the new version.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers.base import Reducer
from harness.reducers.selector import all_reducers

SAMPLES = Path(__file__).parent / "samples"
FROZEN = Path(__file__).parent / "frozen.json"
BUDGET = 1024
"""Small enough that most samples are cut, so the choice of what to keep is frozen too."""


def sample_paths() -> list[Path]:
    return sorted(p for p in SAMPLES.rglob("*") if p.is_file())


def digest(reducer: Reducer, path: Path) -> str:
    """The packet the reducer makes of a sample, as a sha256 of its JSON."""
    doc = Document(path.read_bytes())
    info = ArtifactInfo(
        id="art_FROZEN", sha256="", size=doc.size, content_type="text/plain", encoding="utf-8",
        redactions=0, tool=path.parent.name, trust_lane="external-runtime",
        family=path.parent.name, exit_status=None, source_url=None, run_id="",
        step_index=None, created=0.0,
    )  # fmt: skip
    packet = reducer.reduce(doc, info, BUDGET)
    return hashlib.sha256(json.dumps(packet.as_json(), sort_keys=True).encode()).hexdigest()


def digests(reducer: Reducer, paths: list[Path]) -> dict[str, str]:
    return {str(p.relative_to(SAMPLES)): digest(reducer, p) for p in paths}


def recorded() -> dict[str, dict[str, str]]:
    return json.loads(FROZEN.read_text()) if FROZEN.exists() else {}


def main() -> int:
    frozen = recorded()
    new = [r for r in all_reducers() if r.key not in frozen]
    for reducer in new:
        frozen[reducer.key] = digests(reducer, sample_paths())
        print(f"recorded {reducer.key} over {len(frozen[reducer.key])} samples")
    FROZEN.write_text(json.dumps(dict(sorted(frozen.items())), indent=1, sort_keys=True) + "\n")
    if not new:
        print("every reducer version is recorded already")
    return 0


if __name__ == "__main__":
    sys.exit(main())
