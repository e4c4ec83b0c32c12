"""Lean packing (harness/reducers/lean.py) in the versions that use it: real tool output,
at the small budgets where a field's paraphrase, a banner's width or a long path cost the
evidence."""

from __future__ import annotations

import sys
from pathlib import Path

from harness.output.document import clean
from harness.reducers.families.gcc import GCC4, GCC5
from harness.reducers.families.pytest import PYTEST4, PYTEST5
from harness.reducers.lean import workspace_root, worth
from harness.reducers.packet import compact
from harness.reducers.selector import all_reducers
from tests.reducers.toolchain import line_of, reduce, run

LEAN_VERSIONS = [r for r in all_reducers() if getattr(r, "lean", False)]
FAILING_TESTS = """
import pytest

@pytest.mark.parametrize("west, east", [(170.0, -170.0), (-10.0, 10.0)])
def test_contains(west, east):
    assert west < east

def test_ok():
    assert True
"""
SWITCH = """
enum kind { DATA, HEARTBEAT };
int payload(enum kind k) {
    switch (k) {
    case DATA:
        return 1;
    }
    return 0;
}
"""


def test_every_family_that_falls_back_has_a_lean_version_and_released_ones_are_not():
    names = {r.name for r in LEAN_VERSIONS}
    assert names >= {"text", "diagnostics", "gcc", "cargo", "pytest", "jest", "mocha",
                     "nodetest", "install", "terraform", "traceback"}  # fmt: skip
    assert not GCC4.lean and not PYTEST4.lean and GCC5.lean and PYTEST5.lean


def test_a_failing_tests_verdict_line_is_cited_in_place_of_its_name_in_a_field(tmp_path: Path):
    (tmp_path / "test_zones.py").write_text(FAILING_TESTS)
    data = run([sys.executable, "-m", "pytest", "-ra", "-p", "no:cacheprovider"], tmp_path)
    packet, doc = reduce(PYTEST5, data, 600, "pytest")
    text = clean(packet.render())
    verdict = line_of(doc, "FAILED test_zones.py::test_contains[170.0--170.0]")
    assert doc.clean_line(verdict) in text
    assert "failed_tests" in packet.fields and "failed_tests" in packet.unshown


def test_banners_are_shown_with_short_rules_and_the_old_version_shows_them_whole(
    tmp_path: Path,
):
    (tmp_path / "test_zones.py").write_text(FAILING_TESTS)
    data = run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider"], tmp_path)
    packet, doc = reduce(PYTEST5, data, 1024, "pytest")
    result = doc.clean_line(line_of(doc, " failed, "))
    assert "=" * 8 in result and result.strip("= ") in packet.render()
    assert "=" * 4 not in packet.render()
    old, _ = reduce(PYTEST4, data, 1024, "pytest")
    assert "=" * 8 in old.render() and old.root is None and "root" not in old.as_json()


def test_a_long_paths_workspace_gives_way_to_the_compilers_message(tmp_path: Path):
    workspace = tmp_path / "home" / "runner" / "work" / "telemetry-proto" / "telemetry-proto"
    (workspace / "src" / "proto").mkdir(parents=True)
    (workspace / "include").mkdir()
    source = workspace / "src" / "proto" / "decoder.c"
    source.write_text(SWITCH)
    argv = ["gcc", "-Werror=switch", f"-I{workspace / 'include'}", "-c", str(source)]
    data = run(argv, workspace, LANG="C")
    packet, doc = reduce(GCC5, data, 420, "gcc")
    message = "error: enumeration value 'HEARTBEAT' not handled in switch"
    assert len(doc.clean_line(line_of(doc, message))) > 120  # clipped at this budget
    assert f"…/src/proto/decoder.c:4:5: {message}" in packet.render()
    old, _ = reduce(GCC4, data, 420, "gcc")
    assert message not in old.render()


def test_the_workspace_root_is_the_project_folder_that_most_paths_are_under():
    lines = [
        "/w/home/runner/work/app/app/src/lib/money.js imported from /w/home/runner/work/app/"
        "app/src/pages/pay.js",
        '  File "/root/.pyenv/versions/3.13.0/lib/python3.13/logging/__init__.py", line 1',
        "g++ -I/w/ws/include -c /w/ws/src/a.cpp",
    ]
    assert workspace_root(lines[:2]) == "/w/home/runner/work/app/app/"
    assert workspace_root(lines[2:]) == "/w/ws/"
    assert workspace_root(["/usr/bin/env python", "https://example.org/src/x"]) == ""


def test_a_line_is_compact_and_its_paths_are_shortened_only_when_it_is_too_long():
    long = "/w/ws/src/a.cpp:3:1: error: " + "x" * 120
    assert compact(long, "/w/ws/", 120) == "…/src/a.cpp:3:1: error: " + "x" * 120
    assert compact("/w/ws/src/a.cpp:3:1: error: x", "/w/ws/", 120).startswith("/w/ws/")
    assert compact("_____ test_x _____", "", 120) == "___ test_x ___"


def test_lines_that_say_nothing_are_worth_nothing():
    assert worth("E") == 0.0 and worth("ok") == 0.0 and worth("----") == 0.0
    assert 0 < worth("hint: ") == worth("Got:") < 1 and worth("ValueError: bad") == 1.0
