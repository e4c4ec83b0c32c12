"""The junit reducer on real JUnit XML reports made here: pytest's `--junitxml` of a small
project (passing tests, a failing assertion, an error in a fixture, a skipped test; and a
run that passes), ruff's `--output-format=junit` of a file with lint errors, and the same
report in a GitHub Actions log, ctest's `--output-junit` of the C project test_ctest
builds, and Maven Surefire's `TEST-*.xml` of the project test_maven builds. From those, a
report on one line, one cut short, and two of 20 MB: pytest's shape (its passing cases on
one line) and Surefire's (a case a line). Samples captured from the same runs (pytest 9.2,
ruff 0.17.6, cmake and ctest 3.25.1, Maven 3.8.7 with Surefire 3.2.5, in
/tmp/junit-samples) keep every test running where a tool is missing. Record them again
with

    .venv/bin/python -m tests.reducers.test_junit
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from harness.output.document import Document
from harness.reducers import ReducerSet
from harness.reducers.families.junit import JUNIT
from tests.reducers import test_ctest, test_maven
from tests.reducers.helpers import info_for
from tests.reducers.toolchain import (
    SAMPLES,
    cited,
    line_of,
    live_or_sample,
    record_samples,
    reduce,
    run,
)

LEDGER_TESTS = """import pytest


def balance(entries):
    return sum(entries)


@pytest.fixture
def ledger_db():
    raise ConnectionError("ledger database at 10.0.0.5:5432 is not reachable")


@pytest.mark.parametrize("n", range(8))
def test_balance_of_n_entries(n):
    assert balance([1] * n) == n


def test_refund_is_subtracted():
    entries = [100, -30]
    assert balance(entries) == 60, "refund not applied"


def test_ledger_db_is_open(ledger_db):
    assert ledger_db


@pytest.mark.skip(reason="currency conversion is not implemented")
def test_currency():
    pass
"""
PASSING_TESTS = """import pytest


@pytest.mark.parametrize("n", range(12))
def test_balance_of_n_entries(n):
    assert sum([1] * n) == n
"""
LINTED = """import os
import sys


def total(entries):
    if entries == None:
        return missing_default
    return sum(entries)
"""
CI_BEFORE = """##[group]Run actions/setup-python@v5
with:
  python-version: 3.12
##[endgroup]
Successfully set up CPython (3.12.3)
##[group]Run pip install ruff==0.17.6
pip install ruff==0.17.6
shell: /usr/bin/bash -e {0}
##[endgroup]
Collecting ruff==0.17.6
  Downloading ruff-0.17.6-py3-none-manylinux_2_17_x86_64.whl (11.2 MB)
Installing collected packages: ruff
Successfully installed ruff-0.17.6
##[group]Run ruff check --output-format=junit ledger.py
ruff check --output-format=junit ledger.py
shell: /usr/bin/bash -e {0}
##[endgroup]
"""
CI_AFTER = "##[error]Process completed with exit code 1.\n"
RUNS = ("pytest", "pytest_passing", "ruff", "ruff_ci", "ctest", "surefire")
FAILED_PYTEST = ["test_ledger.test_refund_is_subtracted", "test_ledger.test_ledger_db_is_open"]


def report(name: str, folder: Path) -> bytes:
    """The report the named tool writes of a project made in `folder`."""
    if name.startswith("pytest"):
        return pytest_report(folder, PASSING_TESTS if name == "pytest_passing" else LEDGER_TESTS)
    if name.startswith("ruff"):
        (folder / "ledger.py").write_text(LINTED)
        ruff = str(Path(sys.executable).parent / "ruff")
        output = run([ruff, "check", "--isolated", "--no-cache", "--select=E,F",
                      "--output-format=junit", "ledger.py"], folder)  # fmt: skip
        return github_log(output) if name == "ruff_ci" else output
    if name == "ctest":
        return ctest_report(folder)
    test_maven.build("test_failures", folder)
    return (folder / "target" / "surefire-reports" / "TEST-com.acme.SplitTest.xml").read_bytes()


def pytest_report(folder: Path, tests: str) -> bytes:
    """pytest's `--junitxml` of the tests, run with none of this repository's plugins."""
    (folder / "pytest.ini").write_text("[pytest]\n")
    (folder / "test_ledger.py").write_text(tests)
    run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--junitxml=report.xml"],
        folder, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")  # fmt: skip
    return (folder / "report.xml").read_bytes()


def ctest_report(folder: Path) -> bytes:
    """ctest's `--output-junit` of test_ctest's project: tests that pass, fail with a
    message, abort, crash, time out, name a missing executable, are disabled."""
    for path, text in {"CMakeLists.txt": test_ctest.CMAKELISTS, **test_ctest.SOURCES}.items():
        (folder / path).write_text(text)
    run(["cmake", "-S", ".", "-B", "build", f"-DTESTS={test_ctest.ALL}"], folder)
    run(["cmake", "--build", "build"], folder)
    run(["ctest", "--test-dir", "build", "-j4", "--output-junit", "report.xml"], folder)
    return (folder / "build" / "report.xml").read_bytes()


def github_log(output: bytes) -> bytes:
    """The output as a GitHub Actions job log shows it: between the steps' framing, each line
    stamped."""
    lines = [*CI_BEFORE.encode().splitlines(), *output.splitlines(), CI_AFTER.encode().strip()]
    return b"".join(b"2026-11-22T08:%02d:%02d.%07dZ " % (i // 60, i % 60, i) + line + b"\n"
                    for i, line in enumerate(lines))  # fmt: skip


@pytest.fixture(params=["live", "sample"])
def source(request: pytest.FixtureRequest, tmp_path: Path):  # type: ignore[no-untyped-def]
    return live_or_sample(request.param, "junit", report, tmp_path)


def test_pytest_failures_and_errors_are_named_with_their_messages(source):  # type: ignore[no-untyped-def]
    packet, doc = reduce(JUNIT, source("pytest"))
    counts = [packet.fields[k] for k in ("outcome", "tests", "failures", "errors", "skipped")]
    assert counts == ["failed", 11, 1, 1, 1]
    assert packet.fields["failed_tests"] == FAILED_PYTEST
    assert packet.fields["messages"] == [
        "AssertionError: refund not applied | assert 70 == 60 | + where 70 = balance([100, -30])",
        'failed on setup with "ConnectionError: ledger database at 10.0.0.5:5432 is not reachable"',
    ]
    assert packet.fields["locations"] == ["test_ledger.py:20", "test_ledger.py:10"]
    assert packet.fields["types"] == ["AssertionError", "ConnectionError"]
    text = packet.render()
    assert "junit: 1 failed, 1 error of 11 tests (pytest)" in text
    # pytest's E lines and the failure's place, which follow the report's one line of cases
    said = (
        "E       AssertionError: refund not applied",
        "E       assert 70 == 60",
        "E       ConnectionError: ledger database",
        "test_ledger.py:20: AssertionError",
    )
    assert {line_of(doc, text) for text in said} <= cited(packet)


def test_ruff_lint_errors_are_cited_by_their_failure_lines(source):  # type: ignore[no-untyped-def]
    packet, doc = reduce(JUNIT, source("ruff"))
    assert [packet.fields[k] for k in ("tests", "failures", "errors")] == [4, 4, 0]
    # the class is the file: the rule is the name, the suite's file and the case's line the place
    assert packet.fields["failed_tests"] == ["org.ruff.F401", "org.ruff.E711", "org.ruff.F821"]
    assert [place.rsplit("/", 1)[-1] for place in packet.fields["locations"]] == [  # type: ignore[union-attr]
        "ledger.py:1", "ledger.py:2", "ledger.py:6", "ledger.py:7"
    ]  # fmt: skip
    text = packet.render()
    assert "junit: 4 failed of 4 tests (ruff)" in text
    for message in ("`os` imported but unused", "Undefined name `missing_default`"):
        assert line_of(doc, f'<failure message="{message}">') in cited(packet)
        assert message in text


def test_ctest_failures_are_read_from_what_each_test_printed(source):  # type: ignore[no-untyped-def]
    packet, doc = reduce(JUNIT, source("ctest"))
    counts = [packet.fields[k] for k in ("tests", "failures", "errors", "skipped")]
    assert counts == [8, 5, 0, 1]
    assert packet.fields["failed_tests"] == ["fails", "aborts", "segfaults", "hangs", "regex"]
    text = packet.render()
    # ctest's <failure message=""/> says nothing: the case's <system-out> says it
    assert "test_fails.c:6: expected queue_len(5) == 5, got 3" in packet.fields["messages"]  # type: ignore[operator]
    assert line_of(doc, "expected queue_len(5) == 5, got 3") in cited(packet)
    assert "Assertion `queue_len(4) == 4' failed." in text
    assert "test_fails.c:6" in packet.fields["locations"]  # type: ignore[operator]


def test_surefire_failures_are_cited_with_the_projects_own_frame(source):  # type: ignore[no-untyped-def]
    packet, doc = reduce(JUNIT, source("surefire"))
    assert [packet.fields[k] for k in ("tests", "failures", "errors")] == [3, 1, 1]
    assert packet.fields["failed_tests"] == [
        "com.acme.SplitTest.remainderGoesToFirstParts", "com.acme.SplitTest.noParts"
    ]  # fmt: skip
    assert packet.fields["types"] == ["AssertionFailedError", "ArrayIndexOutOfBoundsException"]
    assert packet.fields["locations"] == ["SplitTest.java:9", "SplitTest.java:11"]
    assert packet.fields["messages"] == [
        "array contents differ at index [0], expected: <34> but was: <33>",
        "Index 0 out of bounds for length 0",
    ]
    text = packet.render()
    assert "junit: 1 failed, 1 error of 3 tests (surefire)" in text
    assert line_of(doc, "at com.acme.SplitTest.noParts(SplitTest.java:11)") in cited(packet)
    assert line_of(doc, "at java.base/") not in cited(packet)


def test_a_report_in_a_ci_log_is_read_and_its_step_kept(source):  # type: ignore[no-untyped-def]
    data = source("ruff_ci")
    doc = Document(data)
    for family in ("process", "generic", "ruff"):
        assert ReducerSet().select(doc, info_for(doc, family=family)).key == "junit@2"
    packet, doc = reduce(JUNIT, data)
    assert packet.fields["failed_tests"] == ["org.ruff.F401", "org.ruff.E711", "org.ruff.F821"]
    assert "Undefined name `missing_default`" in packet.render()
    assert line_of(doc, '<failure message="`os` imported but unused">') in cited(packet)
    assert line_of(doc, "##[error]Process completed with exit code 1.") in cited(packet)
    # at a CI log's budget, the first failure's line still
    small, _ = reduce(JUNIT, data, budget=350)
    assert line_of(doc, '<failure message="`os` imported but unused">') in cited(small)


@pytest.mark.parametrize("budget", [256, 400, 4096])
def test_a_report_on_one_line_is_read_within_budget(source, budget: int):  # type: ignore[no-untyped-def]
    data = b"".join(line.strip() for line in source("ruff").splitlines())
    packet, _ = reduce(JUNIT, data, budget=budget)
    assert packet.fields["failures"] == 4
    assert packet.fields["failed_tests"][0] == "org.ruff.F401"  # type: ignore[index]
    if budget >= 400:  # the line shows its start only: the fields say what failed
        assert "`os` imported but unused" in packet.render()


@pytest.mark.parametrize("shape", ["pytest", "surefire"])
def test_a_report_of_20_mb_is_read_within_budget(source, shape: str):  # type: ignore[no-untyped-def]
    """Passing cases by the hundred thousand before the failing ones: on one line of 20 MB
    as pytest writes them, or a case a line as Surefire does."""
    data, tests = twenty_megabytes(source(shape))
    packet, doc = reduce(JUNIT, data)
    assert packet.fields["tests"] == tests
    assert packet.fields["failures"] == packet.fields["errors"] == 1
    text = packet.render()
    if shape == "pytest":
        assert packet.fields["failed_tests"] == FAILED_PYTEST
        assert line_of(doc, "E       AssertionError: refund not applied") in cited(packet)
    else:
        assert "com.acme.SplitTest.remainderGoesToFirstParts" in packet.fields["failed_tests"]  # type: ignore[operator]
        assert "array contents differ at index [0]" in text
    assert all(len(c.excerpt) < 20_000 for c in packet.citations)


def twenty_megabytes(report: bytes) -> tuple[bytes, int]:
    """The report with its first passing case repeated to 20 MB before its first case, and
    its count of tests raised to match."""
    case = re.search(rb"<testcase [^>]*/>", report)
    assert case is not None
    copies = 20_000_000 // len(case[0])
    first = report.index(b"<testcase ")
    start = report.rfind(b"\n", 0, first) + 1
    if report[start:first].strip():  # cases follow each other on one line
        start, indent, newline = first, b"", b""
    else:  # a case a line
        indent, newline = report[start:first], b"\n"
    data = report[:start] + (indent + case[0] + newline) * copies + report[start:]
    tests = int(re.search(rb'<testsuite [^>]*?tests="(\d+)"', report)[1]) + copies  # type: ignore[index]
    return re.sub(rb'(<testsuite [^>]*?tests=")\d+', rb"\g<1>%d" % tests, data, count=1), tests


def test_a_report_cut_short_still_names_its_failures(source):  # type: ignore[no-untyped-def]
    data = source("surefire")
    cut = data[: data.index(b"at com.acme.SplitTest.noParts")]
    packet, _ = reduce(JUNIT, cut)
    assert packet.fields["failed_tests"] == [
        "com.acme.SplitTest.remainderGoesToFirstParts", "com.acme.SplitTest.noParts"
    ]  # fmt: skip
    assert packet.fields["locations"] == ["SplitTest.java:9"]


def test_a_small_budget_keeps_the_first_failure(source):  # type: ignore[no-untyped-def]
    packet, doc = reduce(JUNIT, source("pytest"), budget=300)
    assert line_of(doc, "E       AssertionError: refund not applied") in cited(packet)


def test_a_passing_report_says_so(source):  # type: ignore[no-untyped-def]
    data = source("pytest_passing")
    packet, _ = reduce(JUNIT, data)
    assert packet.fields["outcome"] == "passed"
    assert (packet.fields["tests"], packet.fields["failures"]) == (12, 0)
    assert "failed_tests" not in packet.fields
    assert "junit: all 12 tests passed (pytest)" in packet.render()
    doc = Document(data)
    assert ReducerSet().select(doc, info_for(doc)).key == "junit@2"


@pytest.mark.parametrize("name", ["pytest", "ruff", "ctest", "surefire"])
def test_the_selector_picks_junit_for_a_report(source, name: str):  # type: ignore[no-untyped-def]
    """Whatever the tool's family: a report is no runner's or linter's console output."""
    doc = Document(source(name))
    for family in ("process", "pytest", "ruff", "ctest", "maven"):
        assert ReducerSet().select(doc, info_for(doc, family=family)).key == "junit@2", family


def test_console_output_is_left_to_its_runners_reducer(tmp_path: Path):
    """pytest's own output of the project whose report it wrote, and every other tool's
    sample: none of it is JUnit XML."""
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    (tmp_path / "test_ledger.py").write_text(LEDGER_TESTS)
    console = run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider"], tmp_path,
                  PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")  # fmt: skip
    doc = Document(console)
    assert ReducerSet().select(doc, info_for(doc)).name == "pytest"
    for path in sorted(SAMPLES.rglob("*")):
        if path.is_file() and path.parent.name != "junit":
            doc = Document(path.read_bytes())
            assert JUNIT.sniff(doc, info_for(doc)) == 0.0, path


if __name__ == "__main__":
    record_samples("junit", RUNS, report)
    sys.exit(0)
