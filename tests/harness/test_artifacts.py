"""The harness's artifact store: content-addressed, immutable, verified, streamed, redacted."""

from __future__ import annotations

import tracemalloc
from collections.abc import Iterator
from pathlib import Path

import pytest

from harness.agent.loop import Agent
from harness.backends.scripted import ScriptedModel, ScriptedTurn
from harness.output.artifacts import ArtifactError, ArtifactSource, FileArtifactStore
from harness.tools import builtin_registry
from harness.tools.base import ToolContext
from tests.harness.conftest import make_agent

SOURCE_FIELDS = {"tool": "run_command", "trust_lane": "external-runtime", "family": "process"}
SOURCE = ArtifactSource(**SOURCE_FIELDS)
SECRET = "AKIAIOSFODNN7EXAMPLE"


def _files(root: Path) -> list[Path]:
    return [p for p in root.rglob("*") if p.is_file()]


def test_it_stores_the_same_bytes_once_under_two_ids(tmp_path: Path):
    store = FileArtifactStore(tmp_path)
    first = store.put([b"hello\n", b"world\n"], SOURCE)
    second = store.put([b"hello\nworld\n"], SOURCE)
    assert first.id != second.id and first.id.startswith("art_")
    assert first.sha256 == second.sha256 and first.size == 12
    assert len(list((tmp_path / "blobs").rglob("*"))) == 2, "one folder and one blob"
    assert bytes(store.open(second.id).data) == b"hello\nworld\n"


def test_it_keeps_blobs_read_only_and_checks_them_on_read(tmp_path: Path):
    store = FileArtifactStore(tmp_path)
    info = store.put([b"original\n"], SOURCE)
    blob = next(p for p in (tmp_path / "blobs").rglob("*") if p.is_file())
    assert blob.stat().st_mode & 0o222 == 0, "no one may write a stored blob"
    blob.chmod(0o644)
    blob.write_bytes(b"tampered\n")
    with pytest.raises(ArtifactError, match="do not match their sha256"):
        store.open(info.id)


def test_it_refuses_an_unknown_id(tmp_path: Path):
    with pytest.raises(ArtifactError, match="no artifact 'art_nope'"):
        FileArtifactStore(tmp_path).info("art_nope")


def test_it_streams_a_large_output_without_holding_it(tmp_path: Path):
    # tried: 200 MB from a generator, a megabyte at a time
    def chunks() -> Iterator[bytes]:
        line = b"2026-05-07T02:58:55.0000000Z building module 12345 ok\n"
        block = line * (1024 * 1024 // len(line))
        for _ in range(200):
            yield block

    tracemalloc.start()
    info = FileArtifactStore(tmp_path).put(chunks(), SOURCE)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert info.size == 200 * len(next(chunks()))
    assert peak < 32 * 1024 * 1024, f"peak {peak / 1e6:.0f} MB"


def test_it_learns_the_type_and_encoding(tmp_path: Path):
    store = FileArtifactStore(tmp_path)
    png = store.put([b"\x89PNG\r\n\x1a\n" + bytes(64)], SOURCE)
    assert (png.content_type, png.encoding) == ("image/png", "binary")
    invalid = store.put([b"caf\xe9 au lait\n"], SOURCE)
    assert invalid.encoding == "utf-8-invalid"
    assert store.put([b"plain\n"], SOURCE).encoding == "utf-8"


def test_it_redacts_before_writing_and_counts(tmp_path: Path):
    store = FileArtifactStore(tmp_path)
    info = store.put([f"key {SECRET}\n".encode()], SOURCE)
    assert info.redactions == 1
    assert bytes(store.open(info.id).data) == b"key [REDACTED:aws-access-key]\n"
    assert not any(SECRET.encode() in path.read_bytes() for path in _files(tmp_path))


def test_it_keeps_a_secret_a_tool_printed_out_of_the_store_and_the_context(
    workspace: Path, tmp_path: Path
):
    echo = {"thought": "t", "tool": "run_command", "input": {"argv": ["echo", f"id={SECRET}"]}}
    agent = make_agent(workspace, [echo, {"thought": "d", "final_answer": "ok"}])
    agent.artifacts = FileArtifactStore(tmp_path / "store")
    result = agent.run("leak")
    assert SECRET not in (result.steps[0].delivered or "")
    assert "[REDACTED:aws-access-key]" in (result.steps[0].delivered or "")
    assert not any(SECRET.encode() in p.read_bytes() for p in _files(tmp_path / "store"))


def _reader(workspace: Path, store: FileArtifactStore, run_id: str, artifact_id: str) -> Agent:
    turns = [ScriptedTurn(thought="read", tool="artifact_read", input={"artifact_id": artifact_id}),
             ScriptedTurn(thought="done", final_answer="ok")]  # fmt: skip
    return Agent(
        model=ScriptedModel(turns),
        tools=builtin_registry().only(["calculator"]),
        context=ToolContext(workspace=workspace),
        artifacts=store,
        run_id=run_id,
    )


def test_artifact_read_reads_only_the_runs_own_artifacts(tmp_path: Path):
    # tried: two runs sharing one store; run b asks for run a's artifact by its id
    store = FileArtifactStore(tmp_path / "store")
    mine = store.put([b"run a's own output\n"], ArtifactSource(**{**SOURCE_FIELDS, "run_id": "a"}))
    result = _reader(tmp_path, store, "a", mine.id).run("read it")
    assert result.steps[0].observation is not None
    assert "run a's own output" in result.steps[0].observation.output

    other = _reader(tmp_path, store, "b", mine.id).run("read it")
    observation = other.steps[0].observation
    assert observation is not None and observation.is_error
    assert "run a's own output" not in observation.output
    assert f"no artifact {mine.id!r} in this run" in observation.output
    unknown = _reader(tmp_path, store, "b", "art_nope").run("read it").steps[0].observation
    assert unknown is not None
    assert unknown.output.replace("'art_nope'", repr(mine.id)) == observation.output, (
        "another run's id reads as an unknown one"
    )
