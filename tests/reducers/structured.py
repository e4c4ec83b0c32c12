"""Shared by the tests of the structured-output reducers (install, terraform, kubectl, gh,
JSON, web): samples, an ArtifactInfo, and the checks every packet must pass."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document, clean
from harness.reducers.base import Reducer
from harness.reducers.packet import Packet, render
from tests.reducers.helpers import assert_exact_citations

SAMPLES = Path(__file__).parent / "samples"
BUDGETS = (256, 400, 700, 1024, 2048, 4096)


def sample(family: str, name: str) -> Document:
    return Document((SAMPLES / family / name).read_bytes())


def samples(family: str) -> list[Path]:
    return sorted((SAMPLES / family).iterdir())


def info(doc: Document, family: str, **fields: Any) -> ArtifactInfo:
    values: dict[str, Any] = {
        "id": "art_01JQ7ZS3M2V0X8E4KD2WGZ5N1T", "sha256": "", "size": doc.size,
        "content_type": "text/plain", "encoding": "utf-8", "redactions": 0,
        "tool": "run_command", "trust_lane": "external-runtime", "family": family,
        "exit_status": None, "source_url": None, "run_id": "", "step_index": None,
        "created": 0.0,
    }  # fmt: skip
    return ArtifactInfo(**(values | fields))


def reduce(reducer: Reducer, doc: Document, family: str, budget: int, **fields: Any) -> Packet:
    packet = reducer.reduce(doc, info(doc, family, **fields), budget)
    check(packet, doc, budget)
    return packet


def check(packet: Packet, doc: Document, budget: int) -> None:
    """Under budget without being cut, and every citation the artifact's exact text."""
    text = render(packet, budget)
    assert packet.packet_bytes == len(text.encode()) <= budget
    assert not text.endswith("\n[…]"), "the packet had to be cut to its budget"
    assert_exact_citations(packet, doc)


def cited(packet: Packet) -> str:
    """The cited text as the model reads it: escapes and CI timestamps cleaned."""
    return "\n".join(clean(line) for c in packet.citations for line in c.excerpt.split("\n"))


def require(tool: str) -> str:
    """The tool's path, or skip the test saying which tool is missing."""
    path = shutil.which(tool)
    if path is None:
        pytest.skip(f"{tool} is not installed")
    return path
