"""The generic fallback (harness/reducers/fallback.py) and the versions that use it: real
tool output in shapes no family reducer parses, inside CI-job noise, at small budgets."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from harness.output.document import Document, clean
from harness.reducers.base import Reducer
from harness.reducers.fallback import failing_step, focus
from harness.reducers.families.cargo import CARGO3, CARGO4
from harness.reducers.families.diagnostics import DIAGNOSTICS2, DIAGNOSTICS3
from harness.reducers.families.gcc import GCC4
from harness.reducers.families.text import TEXT2, TEXT3
from harness.reducers.selector import all_reducers
from tests.reducers.helpers import assert_exact_citations, info_for
from tests.reducers.toolchain import reduce, run

FALLBACK_VERSIONS = [r for r in all_reducers() if getattr(r, "fallback", False)]
SETUP = "".join(f"Setting up libpkg{n}:amd64 (1.{n}.0-1) ...\n" for n in range(300))
"""A package install's lines: the noise before the failing step of a CI job."""


def gitlab_job(command: str, output: bytes, code: int, after: bytes = b"") -> bytes:
    """The output as a GitLab job shows it: setup, `$ command`, output, after_script."""
    job = SETUP.encode() + f"$ {command}\n".encode() + output
    if after:
        job += b"Running after_script\nRunning after script...\n$ pip list\n" + after
    return job + f"Cleaning up project directory\nERROR: Job failed: exit code {code}\n".encode()


def shown(reducer: Reducer, data: bytes, budget: int, family: str = "process") -> str:
    packet, _ = reduce(reducer, data, budget, family)
    return clean(packet.render())


def test_every_family_that_falls_back_has_a_version_that_does_and_old_ones_do_not():
    names = {r.name for r in FALLBACK_VERSIONS}
    assert names >= {"text", "diagnostics", "gcc", "cargo", "pytest", "jest", "mocha",
                     "nodetest", "install", "terraform", "traceback"}  # fmt: skip
    assert not TEXT2.fallback and not DIAGNOSTICS2.fallback and not CARGO3.fallback


def test_a_missing_command_before_an_after_script_is_found(tmp_path: Path):
    script = tmp_path / "gen.sh"
    script.write_text("set -e\necho generating stubs\nprotoc --python_out=gen a.proto\n")
    output = run(["bash", str(script)], tmp_path)
    listing = "".join(f"package-{n:03d}    1.{n}.0\n" for n in range(150)).encode()
    data = gitlab_job("bash gen.sh", output, 127, after=listing)
    text = shown(TEXT3, data, 500)
    assert "protoc: command not found" in text and "exit code 127" in text


def test_ci_annotations_longer_than_a_packet_shows_them_say_their_message(tmp_path: Path):
    source = tmp_path / "src"
    source.mkdir()
    for n in range(12):
        (source / f"mod{n}.py").write_text("import os\nimport re\n\nVALUE = 1\n")
    (source / "cli.py").write_text("def main() -> int:\n    return undefined_total\n")
    ruff = str(Path(".venv/bin/ruff").resolve())
    output = run([ruff, "check", "--no-cache", "--output-format=github", "src"], tmp_path)
    assert b"::error title=" in output
    data = gitlab_job("ruff check --output-format=github src", output, 1)
    text = shown(DIAGNOSTICS3, data, 600, "ruff")
    assert "F821 Undefined name `undefined_total`" in text


def test_json_lines_say_their_messages(tmp_path: Path):
    (tmp_path / "app.py").write_text("def f(x: int) -> str:\n    return x\n\nf('a', 2)\n")
    mypy = str(Path(".venv/bin/mypy").resolve())
    output = run([mypy, "--output", "json", "--no-incremental", "app.py"], tmp_path)
    messages = [json.loads(line)["message"] for line in output.decode().splitlines()]
    assert messages, output
    text = shown(DIAGNOSTICS3, gitlab_job("mypy --output json app.py", output, 1), 600, "mypy")
    assert json.dumps(messages[0])[1:-1] in text  # as the raw line has it, quotes escaped


def test_a_test_runner_whose_subprocess_aborted(tmp_path: Path):
    (tmp_path / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.20)\nproject(t C)\nenable_testing()\n"
        "add_executable(len_test len_test.c)\nadd_test(NAME len_test COMMAND len_test)\n"
    )
    (tmp_path / "len_test.c").write_text(
        "#include <assert.h>\nint main(void) { int len = 0; assert(len == 4); return 0; }\n"
    )
    run(["cmake", "-S", ".", "-B", "build"], tmp_path)
    build = run(["cmake", "--build", "build"], tmp_path)
    output = run(["ctest", "--test-dir", "build", "--output-on-failure"], tmp_path)
    assert b"Subprocess aborted" in output
    data = gitlab_job("ctest --output-on-failure", build + output, 8)
    text = shown(GCC4, data, 500, "cmake")
    assert "Assertion `len == 4' failed" in text and "len_test (Subprocess aborted)" in text


def test_a_formatters_diff_names_the_file(tmp_path: Path):
    (tmp_path / "Cargo.toml").write_text('[package]\nname = "t"\nversion = "0.1.0"\n')
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "lib.rs").write_text("pub fn f(v: i32) -> i32 {\n    v*2\n}\n")
    output = run(["cargo", "fmt", "--", "--check"], tmp_path)
    assert b"Diff in" in output
    text = shown(CARGO4, gitlab_job("cargo fmt -- --check", output, 1), 400, "cargo")
    assert "Diff in" in text and "src/lib.rs" in text


def test_the_failing_step_ends_at_its_annotation_or_before_gitlabs_after_script():
    github = Document(b"##[group]Run make\nmake\n##[endgroup]\nboom\n##[error]Process completed "
                      b"with exit code 2.\nPost job cleanup.\n")  # fmt: skip
    assert failing_step(github) == (1, 5)
    gitlab = Document(b"setup\n$ make\nboom\nRunning after_script\n$ ls\nx\nERROR: Job failed\n")
    assert failing_step(gitlab) == (2, 3)
    plain = Document(b"one\ntwo\n")
    assert failing_step(plain) == (1, 2)


def test_focus_is_the_message_of_a_long_annotation_or_json_line_only():
    annotation = "::error title=x,file=" + "a/" * 100 + "b.py,line=3::b.py:3:1: F821 Undefined"
    assert focus(annotation, 120) == "b.py:3:1: F821 Undefined"
    line = json.dumps({"file": "x.py", "line": 3, "pad": "p" * 200, "message": 'Bad "x"'})
    assert focus(line, 120) == 'Bad \\"x\\"'
    assert focus("short ::error::x", 120) == ""
    assert focus("plain " * 100 + "error: not found", 120) == ""


LINES = st.sampled_from([
    "error: it broke", "::error file=a.py,line=3::" + "x" * 500, "##[error]Process completed "
    "with exit code 127.", '{"message": "Cannot find \\"y\\"", "severity": "error", "p": "'
    + "q" * 400 + '"}', "--- a/x.py", "+++ b/x.py", "@@ -1,2 +1,2 @@", "-old", "+new",
    "Diff in /w/src/lib.rs:3:", "gen.sh: line 8: protoc: command not found", "$ make",
    "Running after_script", "Cleaning up project directory", "ERROR: Job failed: exit code 1",
    "##[group]Run make", "signal: 'SIGABRT'", "", "ok", "é" * 40, "\x1b[31mFAIL\x1b[0m", "\x00",
])  # fmt: skip


@settings(max_examples=60, deadline=None)
@given(
    st.lists(LINES, min_size=1, max_size=300),
    st.sampled_from([256, 400, 1024, 4096]),
    st.sampled_from(FALLBACK_VERSIONS),
)
def test_every_fallback_version_reduces_any_log_under_budget_citing_exactly(
    lines: list[str], budget: int, reducer: Reducer
):
    doc = Document("\n".join(lines).encode())
    packet = reducer.reduce(doc, info_for(doc), budget)
    assert packet.packet_bytes == len(packet.render(budget).encode()) <= budget
    assert_exact_citations(packet, doc)


@settings(max_examples=40, deadline=None)
@given(st.binary(max_size=8_000), st.sampled_from(FALLBACK_VERSIONS))
def test_every_fallback_version_reduces_any_bytes(data: bytes, reducer: Reducer):
    doc = Document(data)
    packet = reducer.reduce(doc, info_for(doc), 512)
    assert packet.packet_bytes <= 512
    assert_exact_citations(packet, doc)
