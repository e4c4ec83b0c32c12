"""Hostile tool outputs through the artifact store, the reducer selection and the agent loop.

Whatever bytes a tool writes, a packet is made: within its budget (or passed through whole
when small), flagged `binary` or `invalid-utf8` as the bytes are, tainted as its trust lane
says, and citing the stored artifact's lines exactly. The big cases (200 MB streamed, a
single 5 MB line, an ANSI storm, JSON nested 10,000 deep, 50 MB of binary) run through the
loop with real tools, with the Python heap's peak measured (tracemalloc): it stays well
under the output's size, so no stage holds the output whole.
"""

from __future__ import annotations

import json
import sys
import tempfile
import tracemalloc
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, note, settings
from hypothesis import strategies as st

from harness.agent.loop import Agent
from harness.agent.shapes import AgentRunResult, AgentStep, TrustLane
from harness.backends.scripted import ScriptedModel, ScriptedTurn
from harness.config import AgentConfig
from harness.output.artifacts import ArtifactInfo, ArtifactSource, FileArtifactStore
from harness.output.document import Document
from harness.reducers import ReducerSet
from harness.reducers.packet import Packet
from harness.reducers.selector import PASSTHROUGH_BELOW, PASSTHROUGH_FAMILY, all_reducers
from harness.reporting.events import event_adapter
from harness.reporting.sinks import ListSink
from harness.tools import builtin_registry
from harness.tools.base import ToolContext
from tests.badinput.hostile import DEPTHS, any_character, json_values, nested_array

MB = 1024 * 1024
FAMILIES = sorted(
    {family for reducer in all_reducers() for family in reducer.families}
    | {"generic", "files", "artifact", "calculator", "mcp"}
)
LANES: list[TrustLane] = ["internal", "external-runtime", "external-web"]
VERSIONS = sorted(reducer.key for reducer in all_reducers())

ANSI = [b"\x1b[31m", b"\x1b[1;32m", b"\x1b[0m", b"\x1b[2K", b"\x1b[1A", b"\x1b]0;title\x07",
        b"\x1b]8;;http://x\x1b\\", b"^[[33m", b"\r", b"\x1b", b"\x1b[", b"\x1b[?25l"]  # fmt: skip
TEXT = [b"\n", b"\x00", b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\xef\xbb\xbf", b"\r\n",
        b"error: ", b"FAILED ", b"Traceback (most recent call last):\n", b'  File "x.py", line 1\n',
        b"=== FAILURES ===\n", b"== 1 failed, 2 passed in 0.1s ==\n", b"{", b"}", b"[", b"]",
        b'"', b"2024-01-01T00:00:00.000Z ", b"| a |   b |\n", b"+---+---+\n", b"npm ERR! ",
        b"error[E0425]: ", b"warning: ", b"Error: ", b"\t", b" " * 40, b"exit status 2\n",
        b"password=hunter2hunter2\n", b"-----BEGIN RSA PRIVATE KEY-----\n", b"%PDF-1.4\n",
        b"\x89PNG\r\n\x1a\n", b"PK\x03\x04"]  # fmt: skip
"""Terminal escapes and the bits tool outputs are made of: markers reducers look for,
invalid UTF-8, NUL, byte-order marks, secrets, and the magic numbers of binary formats."""

pieces = st.one_of(
    st.sampled_from(ANSI + TEXT),
    st.binary(max_size=40),
    st.text(any_character, max_size=30).map(lambda text: text.encode("utf-8", "surrogatepass")),
    json_values.map(lambda value: json.dumps(value).encode()),
)
outputs = st.one_of(
    st.binary(max_size=3000),
    st.lists(pieces, max_size=80).map(b"".join),
    st.tuples(st.lists(pieces, min_size=1, max_size=10).map(b"".join), st.integers(1, 400)).map(
        lambda pair: pair[0] * pair[1]  # past the passthrough sizes, so a reducer reads it
    ),
    DEPTHS.map(lambda depth: nested_array(depth).encode()),
)


def cases(count: int) -> settings:
    """`count` generated cases, the same ones on every run (CI included)."""
    return settings(max_examples=count, derandomize=True, deadline=None, database=None)


@pytest.fixture(scope="module")
def scratch() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="badinput-outputs-") as folder:
        yield Path(folder)


def store_in(scratch: Path) -> FileArtifactStore:
    return FileArtifactStore(scratch / "artifacts")


# -- what every packet must be --------------------------------------------------------------


def assert_packet(packet: Packet, data: bytes, info: ArtifactInfo, reducers: ReducerSet) -> None:
    """Sizes, budget, flags, taint and citations, checked against the stored bytes."""
    rendered = packet.render()
    assert packet.raw_bytes == info.size == len(data)
    assert packet.budget == reducers.budget_for(len(data))
    assert packet.packet_bytes == len(rendered.encode())
    if "passthrough" in packet.flags:
        assert len(data) < max(PASSTHROUGH_BELOW, PASSTHROUGH_FAMILY.get(info.family, 0))
    else:
        assert packet.packet_bytes <= packet.budget, (packet.packet_bytes, packet.budget)
    if b"\x00" in data[:8192]:
        assert "binary" in packet.flags and packet.reducer == "binary@1"
    if "binary" not in packet.flags:
        assert ("invalid-utf8" in packet.flags) == (not _is_utf8(data)), packet.flags
    # A fetched page is someone else's words whatever its tool's lane (families/web.py).
    always_tainted = packet.reducer.startswith("web@")
    assert packet.tainted == (info.trust_lane != "internal" or always_tainted)
    assert_citations_exact(packet, data)


def assert_citations_exact(packet: Packet, data: bytes) -> None:
    """Each excerpt is the artifact's text at its lines (split on \\n alone, invalid UTF-8
    replaced), or, by JSON pointer, the JSON of the value there."""
    lines = data.split(b"\n")
    count = len(lines) - (1 if data.endswith(b"\n") or not data else 0)
    for citation in packet.citations:
        if citation.pointer is not None:
            value = _at_pointer(json.loads(data), citation.pointer)
            assert _same_json(json.loads(citation.excerpt), value), citation.pointer
            continue
        assert citation.start_line is not None and citation.end_line is not None
        assert 1 <= citation.start_line <= citation.end_line <= count, citation.where()
        chosen = lines[citation.start_line - 1 : citation.end_line]
        assert citation.excerpt == "\n".join(line.decode("utf-8", "replace") for line in chosen)


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _same_json(a: Any, b: Any) -> bool:
    """Equal as JSON values (NaN equal to NaN, unlike in Python)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def _at_pointer(value: Any, pointer: str) -> Any:
    for part in pointer.split("/")[1:]:
        key = part.replace("~1", "/").replace("~0", "~")
        value = value[int(key)] if isinstance(value, list) else value[key]
    return value


def reduce_stored(
    scratch: Path, data: bytes, source: ArtifactSource, reducers: ReducerSet, version: str = ""
) -> tuple[Packet, bytes, ArtifactInfo]:
    """The packet of `data` stored as an artifact, and the stored bytes (secrets redacted)."""
    store = store_in(scratch)
    info = store.put(iter([data]), source)
    doc = store.open(info.id)
    stored = bytes(doc.data)
    assert info.redactions > 0 or stored == data, "only a secret is taken out"
    return reducers.reduce(doc, info, version or None), stored, info


def source(family: str, lane: TrustLane) -> ArtifactSource:
    return ArtifactSource(tool="t", trust_lane=lane, family=family)


# -- the store and the selector, as in a run ------------------------------------------------


@cases(300)
@given(
    data=outputs,
    family=st.sampled_from(FAMILIES),
    lane=st.sampled_from(LANES),
    budget=st.sampled_from([4096, 1024, 256]),
)
@example(data=b"", family="process", lane="internal", budget=4096)
@example(data=b"\x00" * 9000, family="files", lane="internal", budget=4096)
@example(data=b"a" * 9000 + b"\x00\xff", family="process", lane="internal", budget=4096)
@example(data=b"\x1b[31m" * 5000, family="pytest", lane="external-runtime", budget=256)
@example(data=nested_array(10_000).encode(), family="json", lane="external-web", budget=4096)
@example(data=(b"\x1b[31m" * 6 + b"\x01\x80") * 32, family="web", lane="internal", budget=4096)
def test_any_output_becomes_a_packet_within_its_budget(
    scratch: Path, data: bytes, family: str, lane: TrustLane, budget: int
):
    """Tried: random bytes; outputs spliced from ANSI escapes, CR progress rewrites, NUL,
    invalid UTF-8 (lone surrogates encoded, cut sequences), BOMs, the markers of pytest,
    npm, cargo and tracebacks, tables, secrets, binary magic numbers and JSON values, some
    repeated up to 400 times; arrays nested 1-3000 deep; under every tool family, trust
    lane and three budgets."""
    note(f"{len(data)} bytes: {data[:200]!r}; family {family}, lane {lane}, budget {budget}")
    reducers = ReducerSet(budget=budget)
    packet, stored, info = reduce_stored(scratch, data, source(family, lane), reducers)
    assert_packet(packet, stored, info, reducers)


@cases(250)
@given(
    data=outputs.filter(lambda data: b"\x00" not in data[:8192]),
    version=st.sampled_from(VERSIONS),
)
def test_every_reducer_version_reads_any_text(scratch: Path, data: bytes, version: str):
    """Tried: the hostile outputs above (binary aside, which only the binary reducer gets)
    given to each released reducer version by name, as a pinned run or the lab may."""
    note(f"{len(data)} bytes: {data[:200]!r}; {version}")
    reducers = ReducerSet()
    output = source("generic", "external-runtime")
    packet, stored, _ = reduce_stored(scratch, data, output, reducers, version)
    assert packet.reducer == version
    if "passthrough" not in packet.flags:
        assert packet.packet_bytes == len(packet.render().encode()) <= packet.budget
    assert_citations_exact(packet, stored)


# -- through the loop, with the real tools ---------------------------------------------------


def run_tools(scratch: Path, workspace: Path, calls: list[dict[str, Any]]) -> AgentRunResult:
    """The scripted model calls each of `calls` (tool and input), then answers."""
    turns = [ScriptedTurn(thought="look", **call) for call in calls]
    agent = Agent(
        model=ScriptedModel([*turns, ScriptedTurn(final_answer="done")]),
        tools=builtin_registry().only(["read_file", "run_command"]),
        context=ToolContext(workspace=workspace),
        config=AgentConfig(max_steps=len(calls) + 1, loop_detection=False),
        artifacts=store_in(scratch),
    )
    sink = ListSink()
    result = agent.run("read the output", sink)
    for event in sink.events:  # what a JSONL log or the worker's sink writes
        assert event_adapter.validate_json(event.model_dump_json()) == event
    assert result.stopped_reason == "final_answer", result.metadata["error"]
    return result


def stored_packet(scratch: Path, step: AgentStep) -> tuple[Packet, Document, ArtifactInfo]:
    """The step's packet, the stored bytes it was made of, and their artifact; and the model
    read exactly the packet's text."""
    assert step.packet is not None and step.observation is not None
    packet = Packet.model_validate(step.packet)
    assert step.observation.output == packet.render()
    store = store_in(scratch)
    return packet, store.open(packet.artifact_id), store.info(packet.artifact_id)


def fresh_workspace(scratch: Path) -> Path:
    return Path(tempfile.mkdtemp(dir=scratch))


@cases(60)
@given(data=outputs)
@example(data=b"\x00\x01\x02" * 1000)
@example(data=b"\xff\xfe" + "caf\u00e9".encode("utf-16-le") * 3000)
def test_a_file_read_and_printed_is_a_packet_of_its_bytes(scratch: Path, data: bytes):
    """Tried: each hostile output as a workspace file read by read_file (internal lane) and
    printed by run_command's `cat` (external-runtime lane)."""
    workspace = fresh_workspace(scratch)
    (workspace / "out.bin").write_bytes(data)
    calls = [{"tool": "read_file", "input": {"path": "out.bin"}},
             {"tool": "run_command", "input": {"argv": ["cat", "out.bin"]}}]  # fmt: skip
    result = run_tools(scratch, workspace, calls)
    for step in result.steps[:2]:
        packet, doc, info = stored_packet(scratch, step)
        stored = bytes(doc.data)
        assert info.redactions > 0 or stored == data, "the artifact holds the bytes as they were"
        assert_packet(packet, stored, info, ReducerSet())


# -- the big ones ----------------------------------------------------------------------------


@contextmanager
def heap_under(limit: int) -> Iterator[None]:
    """The Python heap (numpy's arrays included) may grow by at most `limit` bytes inside."""
    tracemalloc.start()
    try:
        yield
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < limit, f"the heap grew by {peak / MB:.0f} MB"


def printed(scratch: Path, program: str, limit: int) -> tuple[Packet, Document]:
    """What `python -c program` prints, run by run_command through the loop, with the heap
    kept under `limit`."""
    call = {"tool": "run_command", "input": {"argv": [sys.executable, "-c", program]}}
    with heap_under(limit):
        result = run_tools(scratch, fresh_workspace(scratch), [call])
    packet, doc, _ = stored_packet(scratch, result.steps[0])
    assert packet.raw_bytes == doc.size and packet.tainted
    assert packet.packet_bytes <= packet.budget == 4096
    return packet, doc


LOG_BLOCK = 10_000
"""Lines the 200 MB program prints per write: 'step 0 ok' to 'step 9999 ok', again and again."""


def log_line(number: int) -> str:
    return f"2024-01-01 INFO step {(number - 1) % LOG_BLOCK} ok"


def test_two_hundred_megabytes_stream_through_in_bounded_memory(scratch: Path):
    """Tried: a command printing 200 MB of log lines, then an error. The packet is within
    4 KB and cites the error and the lines before it exactly; the heap's peak stays under
    100 MB (half the output)."""
    blocks = 200_000_000 // len(("\n".join(map(log_line, range(1, LOG_BLOCK + 1)))) + "\n") + 1
    program = (
        "import sys\n"
        f"block = b''.join(b'2024-01-01 INFO step %d ok\\n' % i for i in range({LOG_BLOCK}))\n"
        f"for _ in range({blocks}): sys.stdout.buffer.write(block)\n"
        "sys.stdout.buffer.write(b'ERROR: disk quota exceeded on /dev/sda1\\n')\n"
    )
    packet, doc = printed(scratch, program, limit=100 * MB)
    error_line = blocks * LOG_BLOCK + 1
    assert doc.size > 200_000_000 and doc.line_count == error_line
    cited = {citation.end_line for citation in packet.citations}
    assert error_line in cited, packet.render()
    for citation in packet.citations:
        assert citation.start_line is not None and citation.end_line is not None
        expected = [log_line(n) for n in range(citation.start_line, citation.end_line + 1)]
        if citation.end_line == error_line:
            expected[-1] = "ERROR: disk quota exceeded on /dev/sda1"
        assert citation.excerpt == "\n".join(expected)


def test_a_single_five_megabyte_line_is_cited_whole_and_shown_clipped(scratch: Path):
    """Tried: a command printing one 5 MB line (no newline) with an error in its middle. The
    citation holds the whole line; the model reads it clipped, with its length."""
    program = "import sys; sys.stdout.write('a' * 2_500_000 + ' error: boom ' + 'b' * 2_500_000)"
    packet, doc = printed(scratch, program, limit=60 * MB)
    line = "a" * 2_500_000 + " error: boom " + "b" * 2_500_000
    assert doc.line_count == 1 and packet.citations, packet.render()
    assert [(c.start_line, c.end_line, c.excerpt == line) for c in packet.citations] == [
        (1, 1, True)
    ]
    assert f"…[{len(line)} chars]" in packet.render()


ANSI_STORM = r"""
import sys
out = sys.stdout
for i in range(200_000):
    k = i % 41
    out.write("\x1b[2K\r\x1b[32m[" + "#" * k + " " * (40 - k) + "] %d%%\x1b[0m" % k)
    if k == 40:
        out.write("\x1b[1A\n")
    if i % 20_500 == 40:
        out.write("\x1b]0;title\x07\x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\\n")
out.write("\x1b[1;31mERROR: build failed\x1b[0m\n")
"""
"""A progress bar redrawn 200,000 times (a line per 41 redraws), hyperlinks, a red error."""


def test_an_ansi_storm_is_read_as_the_terminal_shows_it(scratch: Path):
    """Tried: 10 MB of colours, line erases, cursor moves, window titles, hyperlinks and
    carriage-return progress bars, then a red error. The packet shows no escape and cites
    the error."""
    packet, doc = printed(scratch, ANSI_STORM, limit=60 * MB)
    assert doc.size > 10_000_000
    rendered = packet.render()
    assert "\x1b" not in rendered and "ERROR: build failed" in rendered, rendered
    assert_citations_exact(packet, bytes(doc.data))


@pytest.mark.parametrize("tool", ["read_file", "run_command"])
def test_json_nested_ten_thousand_deep_is_a_packet(scratch: Path, tool: str):
    """Tried: an object nested 10,000 levels deep (60 KB), read by read_file and printed by
    cat; and arrays nested as deep, reduced under the json family."""
    workspace = fresh_workspace(scratch)
    data = ('{"a":' * 10_000 + "1" + "}" * 10_000).encode()
    (workspace / "deep.json").write_bytes(data)
    call = {"tool": "read_file", "input": {"path": "deep.json"}}
    if tool == "run_command":
        call = {"tool": "run_command", "input": {"argv": ["cat", "deep.json"]}}
    packet, doc, info = stored_packet(scratch, run_tools(scratch, workspace, [call]).steps[0])
    assert_packet(packet, bytes(doc.data), info, ReducerSet())
    arrays = nested_array(10_000).encode()
    packet, stored, info = reduce_stored(
        scratch, arrays, source("json", "external-web"), ReducerSet()
    )
    assert_packet(packet, stored, info, ReducerSet())


def test_fifty_megabytes_of_binary_are_described_not_shown(scratch: Path):
    """Tried: a command printing 50 MB of every byte value. The packet is the binary
    reducer's: its size and type, flagged binary; the heap stays under 20 MB."""
    program = "import sys; sys.stdout.buffer.write(bytes(range(256)) * (50 * 4096))"
    packet, doc = printed(scratch, program, limit=20 * MB)
    assert packet.reducer == "binary@1" and "binary" in packet.flags
    assert f"binary output, {doc.size} bytes" in packet.render()
    assert doc.size == 50 * 4096 * 256
