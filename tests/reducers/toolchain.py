"""Shared by the diagnostics, cargo and gcc reducer tests: run a tool, reduce its output,
check what every packet must hold, and find lines and citations."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

import pytest

from harness.output.document import Document, clean
from harness.reducers import Packet
from harness.reducers.base import Reducer
from tests.reducers.helpers import assert_exact_citations, info_for

SAMPLES = Path(__file__).parent / "samples"


def sample(family: str, name: str) -> bytes:
    return (SAMPLES / family / name).read_bytes()


def require(*tools: str) -> None:
    """Skip the test, saying which, when a tool it runs is not installed here."""
    for tool in tools:
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed")


_OUTER_MAKE = {"MAKELEVEL", "MAKEFLAGS", "MFLAGS", "MAKEOVERRIDES"}


def run(argv: Sequence[str], cwd: Path, **env: str) -> bytes:
    """A tool's output, stdout and stderr in one stream as a terminal shows them; the test
    is skipped when the tool is not installed here."""
    require(argv[0])
    # Under `make test` the outer make exports MAKELEVEL/MAKEFLAGS, and an inner make would
    # then print "make[1]:" where a user's shell shows "make:".
    outer = {k: v for k, v in os.environ.items() if k not in _OUTER_MAKE}
    done = subprocess.run(list(argv), cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          timeout=600, env=outer | env, check=False)  # fmt: skip
    return done.stdout


def reduce(
    reducer: Reducer, data: bytes, budget: int = 4096, family: str = "process"
) -> tuple[Packet, Document]:
    """The reducer's packet, checked: under budget, every citation the artifact's exact text."""
    doc = Document(data)
    packet = reducer.reduce(doc, info_for(doc, family=family), budget)
    assert packet.packet_bytes <= budget
    assert len(packet.render(budget).encode()) <= budget
    assert_exact_citations(packet, doc)
    return packet, doc


def line_of(doc: Document, text: str, after: int = 0) -> int:
    """The first line (after line `after`) whose clean text contains `text`."""
    for number, line in doc.lines():
        if number > after and text in clean(line):
            return number
    raise AssertionError(f"no line holds {text!r}")


def cited(packet: Packet) -> set[int]:
    return {
        number
        for c in packet.citations
        if c.start_line is not None and c.end_line is not None
        for number in range(c.start_line, c.end_line + 1)
    }


def cited_together(packet: Packet, first: int, last: int) -> bool:
    """Whether one citation holds lines `first` to `last`."""
    return any(
        c.start_line is not None and c.end_line is not None
        and c.start_line <= first and last <= c.end_line
        for c in packet.citations
    )  # fmt: skip


Make = Callable[[str, Path], bytes]
"""Runs a tool on the named project, written into the given folder, and returns its output."""


def live_or_sample(param: str, family: str, make: Make, folder: Path) -> Callable[[str], bytes]:
    """A test's outputs by name: from the tool run now (`param` "live"), or from the samples
    recorded from it, for machines without the tool."""
    if param == "live":
        return lambda name: make(name, folder)
    return lambda name: sample(family, name)


def record_samples(family: str, names: Iterable[str], make: Make) -> None:
    """Run each project in /tmp/<family>-samples/<name> (the same folder every time, so the
    paths in the samples do not change between recordings) and keep its output."""
    (SAMPLES / family).mkdir(parents=True, exist_ok=True)
    for name in names:
        folder = Path("/tmp") / f"{family}-samples" / name
        folder.mkdir(parents=True, exist_ok=True)
        (SAMPLES / family / name).write_bytes(make(name, folder))
