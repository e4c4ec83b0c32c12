"""The traceback reducer, on tracebacks that real Python prints here."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from harness.output.document import Buffer, Document
from harness.reducers import Packet, ReducerSet
from harness.reducers.builder import PacketBuilder
from harness.reducers.families.traceback import (
    TRACEBACK,
    TRACEBACK4,
    TRACEBACK5,
    TracebackReducer,
    cite_chains,
    find_traces,
)
from tests.reducers.helpers import assert_exact_citations, info_for, newest

SIMPLE = """
def ratio(total, count):
    return total / count


def report(rows):
    return ratio(sum(rows), len(rows))


print(report([]))
"""
CAUSE = """
import json


def load(text):
    try:
        return json.loads(text)["port"]
    except KeyError as error:
        raise RuntimeError("config has no port") from error


load('{"host": "x"}')
"""
CONTEXT = """
def close(handle):
    try:
        handle.close()
    except AttributeError:
        log.warning("cannot close %r", handle)


close(None)
"""
RECURSION = """
def walk(node):
    return walk(node + 1)


walk(0)
"""
GROUP = """
raise ExceptionGroup("two checks failed", [ValueError("bad port"), TypeError("no host")])
"""
THREADS = """
import logging, sys, threading

logging.basicConfig(format="%(levelname)-7s %(name)s %(message)s", level=logging.INFO)
log = logging.getLogger("catalog")
RATES = {"EUR": 1.1}
synced = []


def price(amount, currency):
    return round(amount * RATES[currency], 2)


def sync(region, currency):
    for amount in range(3):
        price(amount, currency)
    synced.append(region)


for region, currency in [("eu-west-1", "EUR"), ("af-south-1", "ZAR")]:
    thread = threading.Thread(target=sync, args=(region, currency), name=f"sync-{region}")
    thread.start()
    thread.join()
for batch in range(300):
    log.info("pushed batch %d of eu-west-1", batch)
if len(synced) < 2:
    log.error("sync incomplete: %d/2 regions synced", len(synced))
    sys.exit(1)
"""
LOGGED = """
import logging

logging.basicConfig(format="%(levelname)s:%(name)s:%(message)s")
log = logging.getLogger("importer")


def parse(row):
    return int(row["qty"])


for name in ["orders.csv"]:
    try:
        parse({"qty": "seven"})
    except ValueError:
        log.exception("import failed for %s", name)
"""
BROKEN_MODULE = "def handler(:\n    pass\n"
IMPORTS_BROKEN = "import broken_module\n"
SEGFAULT = "import ctypes\n\n\ndef peek():\n    return ctypes.string_at(0)\n\n\npeek()\n"


def run_python(tmp_path: Path, source: str, name: str = "app.py", *flags: str) -> bytes:
    script = tmp_path / name
    script.write_text(source)
    done = subprocess.run([sys.executable, *flags, name], cwd=tmp_path, capture_output=True,
                          timeout=60, check=False)  # fmt: skip
    return done.stdout + done.stderr


def reduce(
    raw: bytes | Buffer, budget: int = 4096, reducer: TracebackReducer = TRACEBACK
) -> tuple[Packet, Document]:
    doc = Document(raw)
    packet = reducer.reduce(doc, info_for(doc, family="python"), budget)
    assert packet.packet_bytes <= budget and len(packet.render().encode()) <= budget
    assert_exact_citations(packet, doc)
    return packet, doc


def log_around(raw: bytes, lines: int = 800) -> bytes:
    """The traceback in the middle of a longer log, as a CI step would show it."""
    before = b"".join(b"[worker] step %d: processing batch ok\n" % n for n in range(lines))
    return before + raw + b"[worker] shutting down\n"


def test_the_exception_and_the_innermost_frame(tmp_path):
    packet, _ = reduce(run_python(tmp_path, SIMPLE))
    text = packet.render()
    assert packet.fields["exception"] == "ZeroDivisionError: division by zero"
    assert str(packet.fields["location"]).endswith("app.py:3 in ratio")
    assert 'File "' in text and '", line 3, in ratio' in text
    assert "return total / count" in text


def test_a_chain_cites_both_exceptions_and_what_links_them(tmp_path):
    packet, _ = reduce(run_python(tmp_path, CAUSE))
    text = packet.render()
    assert packet.fields["chain"] == ["KeyError", "RuntimeError"]
    assert packet.fields["exception"] == "RuntimeError: config has no port"
    assert "KeyError: 'port'" in text
    assert "The above exception was the direct cause of the following exception:" in text


def test_an_exception_while_handling_another(tmp_path):
    packet, _ = reduce(run_python(tmp_path, CONTEXT))
    text = packet.render()
    assert packet.fields["chain"] == ["AttributeError", "NameError"]
    assert "NameError: name 'log' is not defined" in text
    assert "AttributeError: 'NoneType' object has no attribute 'close'" in text
    assert "During handling of the above exception, another exception occurred:" in text


def test_a_syntax_error_shows_the_offending_line(tmp_path):
    (tmp_path / "broken_module.py").write_text(BROKEN_MODULE)
    for raw in (run_python(tmp_path, IMPORTS_BROKEN), run_python(tmp_path, BROKEN_MODULE, "x.py")):
        packet, _ = reduce(log_around(raw), 1024)
        text = packet.render()
        assert str(packet.fields["exception"]).startswith("SyntaxError: ")
        assert "def handler(:" in text
        assert '", line 1' in text


def test_a_script_that_does_not_compile_is_recognised_in_any_log(tmp_path):
    raw = log_around(run_python(tmp_path, BROKEN_MODULE, "x.py"))
    doc = Document(raw)
    assert b"Traceback" not in raw
    packet = ReducerSet().reduce(doc, info_for(doc, family="generic"))
    assert packet.reducer == newest("traceback")
    assert "def handler(:" in packet.render()


def test_a_recursion_error(tmp_path):
    raw = run_python(tmp_path, RECURSION)
    assert b"Previous line repeated" in raw
    packet, _ = reduce(raw, 600)
    assert packet.fields["exception"] == "RecursionError: maximum recursion depth exceeded"
    assert "in walk" in packet.render()


@pytest.mark.skipif(sys.version_info < (3, 11), reason="exception groups")
def test_an_exception_group_and_its_members(tmp_path):
    packet, _ = reduce(run_python(tmp_path, GROUP))
    text = packet.render()
    assert packet.fields["exception"] == "ExceptionGroup: two checks failed (2 sub-exceptions)"
    assert "ValueError: bad port" in text and "TypeError: no host" in text


@pytest.mark.skipif(sys.platform != "linux", reason="a segfault's report differs by platform")
def test_a_faulthandler_dump_cites_the_fatal_error_and_the_innermost_frames(tmp_path):
    raw = run_python(tmp_path, SEGFAULT, "app.py", "-X", "faulthandler")
    packet, _ = reduce(log_around(raw), 1024)
    text = packet.render()
    assert packet.fields["exception"] == "Fatal Python error: Segmentation fault"
    assert 'app.py", line 5 in peek' in text
    assert packet.fields["location"].startswith(".../") or "string_at" in packet.fields["location"]


def test_several_tracebacks_the_last_one_first(tmp_path):
    raw = b"".join(run_python(tmp_path, source) for source in (CAUSE, SIMPLE, CONTEXT))
    doc = Document(raw)
    assert len(find_traces(doc)) == 5, "two chains of two, and one"
    packet, _ = reduce(raw, 300)
    assert "NameError: name 'log' is not defined" in packet.render(), "the last comes first"
    full, _ = reduce(raw)
    assert full.fields["tracebacks"] == 5
    for line in ("RuntimeError: config has no port", "ZeroDivisionError: division by zero"):
        assert line in full.render()


def test_the_same_traceback_again_and_again_is_cited_once_and_counted(tmp_path):
    doc = Document(log_around(b"".join(run_python(tmp_path, SIMPLE) for _ in range(6)), 300))
    packet = PacketBuilder("test@1", doc, info_for(doc), 4096)
    assert len(cite_chains(packet, find_traces(doc))) == 1
    assert len({c.start for c in packet.candidates if c.label == "exception"}) == 1
    assert packet.summary == ["6x the same traceback: ZeroDivisionError: division by zero"]
    built, _ = reduce(doc.data, 700)
    assert "6x the same traceback" in built.render()


def test_the_selector_reads_a_python_failure_with_it(tmp_path):
    raw = log_around(run_python(tmp_path, CAUSE), 2000)
    doc = Document(raw)
    for family in ("python", "generic", "process"):
        packet = ReducerSet().reduce(doc, info_for(doc, family=family))
        assert packet.reducer == newest("traceback"), family
        assert packet.packet_bytes <= packet.budget
        assert "RuntimeError: config has no port" in packet.render()


def test_it_claims_only_output_with_a_traceback(tmp_path):
    samples = Path(__file__).parent / "samples" / "jest"
    plain = Document(b"".join(b"Error: step %d failed\n" % n for n in range(200)))
    assert TRACEBACK.sniff(plain, info_for(plain)) == 0
    for sample in samples.iterdir():
        doc = Document(sample.read_bytes())
        assert TRACEBACK.sniff(doc, info_for(doc)) == 0, sample.name
    early = Document(run_python(tmp_path, SIMPLE) + b"later output line\n" * 3000)
    assert 0 < TRACEBACK.sniff(early, info_for(early)) < 0.5
    late = Document(run_python(tmp_path, SIMPLE))
    assert TRACEBACK.sniff(late, info_for(late)) > 0.6


def test_without_a_traceback_it_falls_back_to_the_generic_evidence():
    raw = b"".join(b"step %d ok\n" % n for n in range(400)) + b"error: disk full\n"
    packet, _ = reduce(raw, 1024)
    assert "error: disk full" in packet.render()
    assert packet.confidence < 1


def test_v5_cites_a_thread_s_header_and_the_program_s_last_error_line(tmp_path):
    """A thread's traceback in the middle of the output, the program logging on after it
    and ending with an error line of its own."""
    raw = run_python(tmp_path, THREADS)
    packet, _ = reduce(raw, 800, TRACEBACK5)
    text = packet.render()
    assert "Exception in thread sync-af-south-1:" in text
    assert "KeyError: 'ZAR'" in text
    assert "ERROR   catalog sync incomplete: 1/2 regions synced" in text
    # the threading module's frames that called the target are not the failure
    assert "threading.py" not in text
    old, _ = reduce(raw, 800, TRACEBACK4)
    assert "sync incomplete" not in old.render()


def test_v5_cites_the_message_logging_exception_puts_above_a_traceback(tmp_path):
    packet, _ = reduce(log_around(run_python(tmp_path, LOGGED)), 500, TRACEBACK5)
    text = packet.render()
    assert "ERROR:importer:import failed for orders.csv" in text
    assert "ValueError: invalid literal for int() with base 10: 'seven'" in text
