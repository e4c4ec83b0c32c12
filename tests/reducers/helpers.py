"""Shared by the reducer tests: an ArtifactInfo for bytes that never went through a store."""

from __future__ import annotations

import json
from typing import Any

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers import Packet, ReducerSet


def newest(name: str) -> str:
    """The key of the version of `name` a default ReducerSet uses: its newest."""
    return ReducerSet().active[name].key


def info_for(doc: Document, **fields: Any) -> ArtifactInfo:
    values: dict[str, Any] = {
        "id": "art_TEST", "sha256": "", "size": doc.size, "content_type": "text/plain",
        "encoding": "utf-8", "redactions": 0, "tool": "run_command",
        "trust_lane": "external-runtime", "family": "process", "exit_status": None,
        "source_url": None, "run_id": "", "step_index": None, "created": 0.0,
    }  # fmt: skip
    return ArtifactInfo(**(values | fields))


def reduce_bytes(data: bytes, **fields: Any) -> tuple[Packet, Document]:
    doc = Document(data)
    return ReducerSet().reduce(doc, info_for(doc, **fields)), doc


def assert_exact_citations(packet: Packet, doc: Document) -> None:
    """Every citation's excerpt is the artifact's text at the cited lines, to the byte; or,
    for a citation by JSON pointer (a reducer that read the output as JSON), the value
    there."""
    for citation in packet.citations:
        if citation.pointer is None:
            assert citation.start_line is not None and citation.end_line is not None
            assert citation.excerpt == doc.text(citation.start_line, citation.end_line)
        else:
            value = json_or_none(doc)
            assert value is not None, "a pointer into an output that is not JSON"
            assert json.loads(citation.excerpt) == resolve(value, citation.pointer)


def resolve(value: Any, pointer: str) -> Any:
    """RFC 6901, written again here so the test does not trust the code it tests."""
    if pointer == "":
        return value
    for token in pointer.split("/")[1:]:
        step = token.replace("~1", "/").replace("~0", "~")
        value = value[int(step)] if isinstance(value, list) else value[step]
    return value


def json_or_none(doc: Document) -> Any:
    try:
        return json.loads(bytes(doc.data))
    except (ValueError, RecursionError):
        return None
