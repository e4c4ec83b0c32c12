"""The diagnostics reducer: mypy and ruff run here on small broken projects; tsc, eslint
and pyright (not installed here) through samples captured from the real tools (tsc 5.9.3,
eslint 9.39.5 and pyright 1.1.414, run with npx; absolute project folders renamed to
/work/app). The samples of mypy and ruff are tested too, so nothing depends on the tools
being here."""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.output.document import Document
from harness.reducers import ReducerSet
from harness.reducers.families.cargo import CARGO
from harness.reducers.families.diagnostics import DIAGNOSTICS, plain
from harness.reducers.families.gcc import GCC
from harness.reducers.families.text import TEXT
from tests.reducers.helpers import info_for
from tests.reducers.toolchain import (
    cited,
    cited_together,
    line_of,
    reduce,
    run,
    sample,
)

APP = """\
import json


def add(a: int, b: int) -> int:
    return a + b


def scale(values: list[float]) -> list[float]:
    return values


x: int = "s"
add(1, "2")
y = add(1)
ints: list[int] = [1]
scale(ints)
json.nope
"""
UTIL = """\
class C:
    def m(self) -> None: ...


def f() -> str:
    return C().n
"""
LINT = """\
import os
import sys


def f(a: int) -> str:
    l = 1
    return a + sys.argv
"""


def _mypy(tmp_path: Path, *options: str) -> bytes:
    if importlib.util.find_spec("mypy") is None:
        pytest.skip("mypy is not installed")
    (tmp_path / "app.py").write_text(APP)
    (tmp_path / "util.py").write_text(UTIL)
    argv = [sys.executable, "-m", "mypy", "--no-incremental", "--cache-dir", str(tmp_path / "c")]
    return run([*argv, *options, "app.py", "util.py"], tmp_path)


def _ruff(tmp_path: Path, *options: str) -> bytes:
    venv = Path(sys.executable).parent / "ruff"
    (tmp_path / "x.py").write_text(LINT)
    argv = [str(venv) if venv.exists() else "ruff", "check", "--no-cache", "--isolated"]
    return run([*argv, "--select", "E,F", *options, "x.py"], tmp_path)


# --- mypy ---------------------------------------------------------------------------------


@pytest.mark.parametrize("source", ["real", "sample"])
def test_mypy_errors_become_entries_counted_per_code_with_the_summary_first(tmp_path, source):
    data = _mypy(tmp_path) if source == "real" else sample("mypy", "plain.txt")
    packet, doc = reduce(DIAGNOSTICS, data)
    entries = packet.fields["diagnostics"]
    assert isinstance(entries, list)
    assert {"app.py:12:assignment", "app.py:13:arg-type", "util.py:6:attr-defined"} <= set(entries)
    assert packet.fields["errors"] == 6
    assert packet.fields["files"] == 2
    codes = packet.fields["codes"]
    assert isinstance(codes, list) and {"arg-type=2", "attr-defined=2"} <= set(codes)
    assert packet.summary[0] == "Found 6 errors in 2 files (checked 2 source files)"
    error = line_of(doc, 'Argument 1 to "scale"')
    assert cited_together(packet, error, error + 2), "the error with its two notes"
    assert doc.line(error + 2).startswith("app.py:16: note: Consider using")


@pytest.mark.parametrize("source", ["real", "sample"])
def test_mypy_pretty_output_keeps_wrapped_codes_and_code_frames(tmp_path, source):
    data = _mypy(tmp_path, "--pretty") if source == "real" else sample("mypy", "pretty.txt")
    packet, doc = reduce(DIAGNOSTICS, data)
    assert "app.py:12:assignment" in packet.fields["diagnostics"]
    assert set(packet.fields["codes"]) == {"attr-defined=2", "arg-type=2", "assignment=1",
                                           "call-arg=1"}  # fmt: skip
    header = line_of(doc, "app.py:12: error:")
    assert doc.line(header + 1).endswith("[assignment]")
    assert cited_together(packet, header, header + 3), "header, wrapped message, frame"


@pytest.mark.parametrize("source", ["real", "sample"])
def test_mypy_with_columns_and_error_ends(tmp_path, source):
    if source == "real":
        data = _mypy(tmp_path, "--show-column-numbers", "--show-error-end")
    else:
        data = sample("mypy", "columns.txt")
    packet, doc = reduce(DIAGNOSTICS, data)
    assert "app.py:14:call-arg" in packet.fields["diagnostics"]
    assert packet.fields["errors"] == 6
    assert doc.line(line_of(doc, "call-arg")).startswith("app.py:14:5:14:10: error:")


def test_coloured_mypy_is_parsed_and_its_first_error_said_plainly():
    """mypy's colours end with `ESC ( B`, which the renderer keeps; the summary says the
    first error as plain text."""
    packet, doc = reduce(DIAGNOSTICS, sample("mypy", "color.txt"))
    assert "util.py:6:attr-defined" in packet.fields["diagnostics"]
    assert "\x1b(B" in doc.line(1)
    assert plain(doc.line(1)) == 'util.py:6: error: "C" has no attribute "n"  [attr-defined]'
    assert plain(doc.line(1)) in packet.summary


@pytest.mark.parametrize("source", ["real", "sample"])
def test_many_errors_under_a_small_budget_keep_the_summary_and_count_the_rest(tmp_path, source):
    if source == "real":
        if importlib.util.find_spec("mypy") is None:
            pytest.skip("mypy is not installed")
        (tmp_path / "many.py").write_text("".join(f'v{n}: int = "{n}"\n' for n in range(300)))
        argv = [sys.executable, "-m", "mypy", "--no-incremental", "--cache-dir"]
        data = run([*argv, str(tmp_path / "c"), "many.py"], tmp_path)
    else:
        data = sample("mypy", "many.txt")
    for budget in (256, 512, 1024):
        packet, doc = reduce(DIAGNOSTICS, data, budget)
        assert packet.summary[0] == "Found 300 errors in 1 file (checked 1 source file)"
        if budget >= 512:
            entries = packet.fields["diagnostics"]
            assert isinstance(entries, list) and entries[0] == "many.py:1:assignment"
            assert str(entries[-1]).startswith("+") and str(entries[-1]).endswith(" more")
            assert line_of(doc, "many.py:1:") in cited(packet)
        assert packet.truncated


def test_a_failed_pre_commit_hook_is_cited_with_its_diagnostics():
    mypy = sample("mypy", "plain.txt").decode()
    log = (
        "check yaml...............................................................Passed\n"
        "mypy.....................................................................Failed\n"
        "- hook id: mypy\n- exit code: 1\n\n" + mypy + "\n" + "trailing line\n" * 40
    ).encode()
    packet, doc = reduce(DIAGNOSTICS, log, 1024)
    hook = line_of(doc, "mypy.....")
    assert cited_together(packet, hook, hook + 2)
    assert line_of(doc, "check yaml") not in cited(packet)


def test_pyright_output_takes_the_rule_from_the_end_of_the_message():
    """Captured from pyright 1.1.414 (run with npx; the project's folder renamed)."""
    packet, doc = reduce(DIAGNOSTICS, sample("pyright", "plain.txt"))
    entries = packet.fields["diagnostics"]
    assert {"/work/app/app.py:12:reportAssignmentType", "/work/app/app.py:14:reportCallIssue",
            "/work/app/util.py:6:reportAttributeAccessIssue"} <= set(entries)  # fmt: skip
    assert packet.fields["errors"] == 6
    assert packet.summary[0] == "6 errors, 0 warnings, 0 informations"
    invariant = line_of(doc, "app.py:16:7 - error")
    assert cited_together(packet, invariant, invariant + 3), "the message's indented lines"


# --- ruff -----------------------------------------------------------------------------------


@pytest.mark.parametrize("source", ["real", "sample"])
def test_ruff_concise_output(tmp_path, source):
    if source == "real":
        data = _ruff(tmp_path, "--output-format", "concise")
    else:
        data = sample("ruff", "concise.txt")
    packet, doc = reduce(DIAGNOSTICS, data)
    assert {"x.py:1:F401", "x.py:6:E741", "x.py:6:F841"} <= set(packet.fields["diagnostics"])
    assert packet.fields["tools"] == ["ruff"]
    assert line_of(doc, "F401") in cited(packet)
    assert any(line.startswith("Found ") for line in packet.summary)


@pytest.mark.parametrize("source", ["real", "sample"])
def test_ruff_full_output_cites_the_frame_and_help_of_a_diagnostic(tmp_path, source):
    data = _ruff(tmp_path) if source == "real" else sample("ruff", "full.txt")
    packet, doc = reduce(DIAGNOSTICS, data)
    assert "x.py:1:F401" in packet.fields["diagnostics"]
    header = line_of(doc, "F401")
    assert doc.line(header + 1).strip().startswith("--> x.py:1:8")
    help_line = line_of(doc, "help: Remove unused import", header)
    assert cited_together(packet, header, help_line)


def test_coloured_ruff_gives_the_same_entries_as_plain_ruff():
    coloured = reduce(DIAGNOSTICS, sample("ruff", "concise_color.txt"))[0]
    uncoloured = reduce(DIAGNOSTICS, sample("ruff", "concise.txt"))[0]
    assert coloured.fields["diagnostics"] == uncoloured.fields["diagnostics"]


# --- tsc --------------------------------------------------------------------------------------


def test_real_tsc(tmp_path):
    if shutil.which("tsc") is None:
        pytest.skip("tsc is not installed (see the samples under samples/tsc)")
    (tmp_path / "a.ts").write_text("export const n: number = 'five';\n")
    packet, _ = reduce(DIAGNOSTICS, run(["tsc", "--strict", "--noEmit", "a.ts"], tmp_path))
    assert "a.ts:1:TS2322" in packet.fields["diagnostics"]


def test_tsc_pretty_output_cites_each_error_with_its_code_frame():
    packet, doc = reduce(DIAGNOSTICS, sample("tsc", "pretty_color.txt"))
    entries = packet.fields["diagnostics"]
    assert {"a.ts:1:TS6133", "a.ts:11:TS2741", "b.tsx:2:TS2339", "d.ts:1:TS2322"} <= set(entries)
    assert packet.fields["errors"] == 10
    assert "TS2322=3" in packet.fields["codes"]
    assert packet.summary[0] == "Found 10 errors in 4 files."
    first = line_of(doc, "TS6133")
    assert cited_together(packet, first, first + 3), "header, blank, source line, underline"
    assert set(doc.clean_line(first + 3).strip()) == {"~"}


def test_tsc_summary_of_errors_in_one_file():
    packet, _ = reduce(DIAGNOSTICS, sample("tsc", "same_file.txt"))
    assert packet.summary[0] == "Found 2 errors in the same file, starting at: b.ts:1"
    assert packet.fields["diagnostics"] == ["b.ts:1:TS2322", "b.ts:2:TS2322"]


def test_tsc_plain_output_keeps_chained_messages_and_related_locations():
    packet, doc = reduce(DIAGNOSTICS, sample("tsc", "plain.txt"), 2048)
    assert "d.ts:1:TS2322" in packet.fields["diagnostics"]
    chained = line_of(doc, "d.ts(1,14)")
    assert doc.line(chained + 2).strip() == "Type 'number' is not assignable to type 'string'."
    assert cited_together(packet, chained, chained + 2)
    pretty = reduce(DIAGNOSTICS, sample("tsc", "pretty_color.txt"), 8192)[1]
    related = line_of(pretty, "TS2741")
    assert "'y' is declared here." in pretty.clean_line(related + 8)


# --- eslint -----------------------------------------------------------------------------------


def test_real_eslint(tmp_path):
    if shutil.which("eslint") is None:
        pytest.skip("eslint is not installed (see the samples under samples/eslint)")
    (tmp_path / "eslint.config.mjs").write_text('export default [{rules: {"no-undef": "error"}}];')
    (tmp_path / "a.js").write_text("export const x = y + 1;\n")
    packet, _ = reduce(DIAGNOSTICS, run(["eslint", "a.js"], tmp_path))
    assert any(str(e).endswith("a.js:1:no-undef") for e in packet.fields["diagnostics"])


@pytest.mark.parametrize("name", ["stylish.txt", "stylish_color.txt"])
def test_eslint_rows_take_their_file_from_the_line_above(name):
    packet, doc = reduce(DIAGNOSTICS, sample("eslint", name))
    entries = packet.fields["diagnostics"]
    assert {"/work/app/src/app.js:1:no-unused-vars", "/work/app/src/util.js:1:no-undef"} <= set(
        entries
    )
    assert "/work/app/src/broken.js:1:error" in entries, "a parsing error has no rule"
    assert packet.fields["errors"] == 8 and packet.fields["warnings"] == 2
    assert packet.summary[0] == "✖ 10 problems (8 errors, 2 warnings)"
    row = line_of(doc, "'y' is not defined")
    assert cited_together(packet, row - 1, row), "the file's line above its row"


def test_warnings_rank_below_errors():
    packet, doc = reduce(DIAGNOSTICS, sample("eslint", "stylish.txt"), 700)
    assert line_of(doc, "Unexpected console statement") not in cited(packet)
    assert line_of(doc, "'fs' is defined but never used") in cited(packet)


# --- choosing the reducer -----------------------------------------------------------------------

OUTPUTS = {
    "mypy": ("mypy", "plain.txt"),
    "ruff": ("ruff", "full.txt"),
    "tsc": ("tsc", "pretty_color.txt"),
    "eslint": ("eslint", "stylish.txt"),
    "pyright": ("pyright", "plain.txt"),
}


@pytest.mark.parametrize("tool", OUTPUTS)
def test_it_claims_checker_output_and_the_others_do_not(tool):
    doc = Document(sample(*OUTPUTS[tool]))
    info = info_for(doc)
    assert DIAGNOSTICS.sniff(doc, info) >= 0.9
    assert CARGO.sniff(doc, info) == 0.0
    assert GCC.sniff(doc, info) == 0.0


@pytest.mark.parametrize(("family", "name"), [("cargo", "build_error.txt"),
                                              ("make", "compile_error.txt"),
                                              ("cargo", "test_failure.txt")])  # fmt: skip
def test_it_does_not_claim_compiler_or_test_output(family, name):
    doc = Document(sample(family, name))
    assert DIAGNOSTICS.sniff(doc, info_for(doc)) == 0.0


def test_the_selector_prefers_it_over_the_generic_reducer_for_a_command_run():
    reducers = ReducerSet([TEXT, DIAGNOSTICS, CARGO, GCC])
    doc = Document(sample("tsc", "pretty_color.txt"))
    assert doc.size > 1024
    assert reducers.select(doc, info_for(doc, family="process")) is DIAGNOSTICS


def test_output_without_diagnostics_gets_the_generic_evidence():
    log = ("step ok\n" * 100 + "fatal: could not read from remote repository\n").encode()
    packet, doc = reduce(DIAGNOSTICS, log, 512, family="mypy")
    assert packet.reducer == "diagnostics@1"
    assert doc.line_count in cited(packet)
    assert "diagnostics" not in packet.fields


LINES = [
    line
    for family, name in [*OUTPUTS.values(), ("cargo", "build_error.txt"), ("make", "no_rule.txt")]
    for line in sample(family, name).decode().split("\n")
]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(LINES) | st.text(max_size=80), max_size=120),
       st.sampled_from([256, 600, 2048]))  # fmt: skip
def test_any_mixture_of_lines_gives_an_exact_packet_under_budget(lines, budget):
    data = "\n".join(lines).encode()
    for reducer in (DIAGNOSTICS, CARGO, GCC):
        reduce(reducer, data, budget)
