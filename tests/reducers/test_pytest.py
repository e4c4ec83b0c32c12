"""The pytest and jest reducers, on real output: pytest run here on projects made for the
test, jest and pytest-xdist output recorded under samples/ (neither is installed here)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document, clean
from harness.reducers import Packet, ReducerSet
from harness.reducers.families.jest import JEST
from harness.reducers.families.pytest import PYTEST, PYTEST7
from harness.reducers.families.traceback import TRACEBACK
from tests.reducers.helpers import assert_exact_citations, info_for, newest

SAMPLES = Path(__file__).parent / "samples"
IN = " \u203a "
"""What jest prints between a describe block's name and its test's."""
BUDGETS = (256, 700, 1500, 4096)

CALC = """
import pytest


def add(a, b):
    return a + b + (1 if a > 10 else 0)


def parse(text):
    return int(text)


def test_add_small():
    assert add(1, 2) == 3


def test_add_large():
    assert add(20, 22) == 42


class TestParse:
    def test_parse_ok(self):
        assert parse("12") == 12

    def test_parse_bad(self):
        value = parse("twelve")
        assert value == 12


@pytest.mark.parametrize("value, expected", [(1, 2), (2, 4), (3, 7)])
def test_double(value, expected):
    assert value * 2 == expected


@pytest.mark.parametrize("word", ["ok", "needs space"], ids=["plain", "with space"])
def test_words(word):
    assert " " not in word


@pytest.mark.skip(reason="not on this platform")
def test_skipped():
    pass


@pytest.mark.xfail(reason="known bug")
def test_known_bug():
    assert add(11, 0) == 11


@pytest.fixture
def database():
    raise RuntimeError("database unavailable")


def test_query(database):
    pass
"""
TEXTUTIL = '''
def shout(word):
    """
    >>> shout("hi")
    'HI!'
    """
    return word.upper()
'''
BROKEN = "import missing_module_xyz\n\n\ndef test_never():\n    pass\n"
MANY = """
import pytest


@pytest.mark.parametrize("n", range(300))
def test_negative(n):
    assert n < 0, "values must be negative"
"""
CRASH = """
import faulthandler


def test_fine():
    pass


def test_crash():
    faulthandler._sigsegv()
"""
PROJECT = {"tests/test_calc.py": CALC, "textutil.py": TEXTUTIL, "tests/test_broken.py": BROKEN}
FAILED = [
    "tests/test_calc.py::test_add_large",
    "tests/test_calc.py::TestParse::test_parse_bad",
    "tests/test_calc.py::test_double[3-7]",
    "tests/test_calc.py::test_words[with space]",
    "textutil.py::textutil.shout",
]
ERRORS = ["tests/test_broken.py", "tests/test_calc.py::test_query"]
KEY_LINES = [
    "assert 43 == 42",
    "ValueError: invalid literal for int() with base 10: 'twelve'",
    "ModuleNotFoundError: No module named 'missing_module_xyz'",
    "RuntimeError: database unavailable",
]
COUNTS = {"failed": 5, "passed": 5, "skipped": 1, "xfailed": 1}
"""And 2 or 3 errors: whether `--doctest-modules` imports the broken module twice depends
on the pytest version."""
STYLES = {
    "default": [],
    "quiet": ["-q"],
    "verbose": ["-v"],
    "all": ["-rA"],
    "short": ["--tb=short"],
    "native": ["--tb=native"],
    "color": ["--color=yes"],
    "line": ["--tb=line"],
}


def write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    (root / "pytest.ini").write_text("[pytest]\n")
    return root


def run_pytest(root: Path, *args: str) -> bytes:
    """Real pytest on the project, with none of this repository's plugins or settings."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST", "DJANGO"))}
    env.update(PYTEST_DISABLE_PLUGIN_AUTOLOAD="1", COLUMNS="100", PYTHONHASHSEED="0")
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *args]
    done = subprocess.run(command, cwd=root, env=env, capture_output=True, timeout=120,
                          check=False)  # fmt: skip
    return done.stdout + done.stderr


@pytest.fixture(scope="module")
def outputs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    root = write(tmp_path_factory.mktemp("calc"), PROJECT)
    common = ["--doctest-modules", "--continue-on-collection-errors"]
    return {style: run_pytest(root, *common, *args) for style, args in STYLES.items()}


def pytest_info(doc: Document, family: str = "pytest") -> ArtifactInfo:
    return info_for(doc, family=family, tool="run_tests")


def reduce(doc: Document, budget: int = 4096, family: str = "pytest") -> Packet:
    return PYTEST.reduce(doc, pytest_info(doc, family), budget)


def assert_within(packet: Packet, doc: Document, budget: int) -> None:
    assert packet.packet_bytes <= budget
    assert len(packet.render().encode()) <= budget
    assert_exact_citations(packet, doc)


@pytest.mark.parametrize("style", STYLES)
def test_it_names_every_failing_test_as_pytest_prints_it(outputs, style):
    doc = Document(outputs[style])
    packet = reduce(doc)
    assert packet.reducer == "pytest@1"
    assert packet.fields["failed_tests"] == FAILED
    assert sorted(packet.fields["error_tests"]) == sorted(ERRORS)
    assert {name: packet.fields.get(name) for name in COUNTS} == COUNTS
    assert packet.fields["errors"] in (2, 3)
    assert packet.fields["outcome"] == "failed"
    assert_within(packet, doc, 4096)


@pytest.mark.parametrize("style", STYLES)
def test_it_cites_the_result_line_and_each_failures_error_line(outputs, style):
    doc = Document(outputs[style])
    text = reduce(doc).render()
    result = next(clean(line) for _, line in doc.lines() if "5 failed" in clean(line))
    assert result.strip() in text
    for line in KEY_LINES:
        assert line in text, line
    if style in ("default", "verbose", "all", "color"):
        assert "tests/test_calc.py:18: AssertionError" in text, "the location line"


def test_it_cites_a_doctest_failures_expected_and_got(outputs):
    doc = Document(outputs["default"])
    text = reduce(doc).render()
    assert "Expected:\n    'HI!'\nGot:\n    'HI'" in text
    assert "DocTestFailure" in packet_types(doc)


def packet_types(doc: Document) -> list[str]:
    types = reduce(doc).fields["error_types"]
    assert isinstance(types, list)
    return [str(t) for t in types]


def test_its_error_types_are_the_exceptions_raised(outputs):
    types = packet_types(Document(outputs["default"]))
    assert {"AssertionError", "ValueError", "ModuleNotFoundError", "RuntimeError"} <= set(types)


@pytest.mark.parametrize("budget", BUDGETS)
@pytest.mark.parametrize("style", ["default", "verbose", "color"])
def test_it_stays_under_any_budget_and_cites_exactly(outputs, style, budget):
    doc = Document(outputs[style])
    packet = reduce(doc, budget)
    assert_within(packet, doc, budget)
    assert packet.fields["failed"] == 5, "the counts are the last thing to go"
    if budget >= 700:
        assert "5 failed, 5 passed" in packet.render(), "then the result line"


def test_the_selector_picks_it_for_pytest_output_of_any_family(outputs):
    doc = Document(outputs["default"])
    for family in ("pytest", "process", "generic"):
        packet = ReducerSet().reduce(doc, pytest_info(doc, family))
        assert packet.reducer == PYTEST7.key, family  # the newest version
        assert packet.packet_bytes <= packet.budget


def test_it_leaves_output_of_other_tools_alone(outputs):
    pytest_doc = Document(outputs["default"])
    assert PYTEST.sniff(pytest_doc, pytest_info(pytest_doc)) >= 0.9
    assert JEST.sniff(pytest_doc, pytest_info(pytest_doc)) == 0
    assert TRACEBACK.sniff(pytest_doc, pytest_info(pytest_doc)) <= 0.3
    for sample in (SAMPLES / "jest").iterdir():
        doc = Document(sample.read_bytes())
        assert PYTEST.sniff(doc, pytest_info(doc)) == 0, sample.name
    plain = Document(b"".join(b"compiling module %d ... ok\n" % n for n in range(500)))
    assert PYTEST.sniff(plain, pytest_info(plain)) == 0


def test_a_log_whose_tests_passed_long_before_the_failure_is_not_claimed(tmp_path):
    root = write(tmp_path, {"tests/test_ok.py": "def test_ok():\n    pass\n"})
    passed = run_pytest(root)
    later = b"".join(
        b"src/module_%d.py:3: error: Name 'x' is not defined\n" % n for n in range(300)
    )
    doc = Document(passed + later)
    assert PYTEST.sniff(doc, pytest_info(doc)) <= 0.3
    assert PYTEST.sniff(Document(passed), pytest_info(doc)) >= 0.9


def test_many_identical_failures_are_cited_once_and_counted(tmp_path):
    root = write(tmp_path, {"tests/test_many.py": MANY})
    doc = Document(run_pytest(root))
    packet = ReducerSet().reduce(doc, pytest_info(doc))
    text = packet.render()
    assert packet.reducer == PYTEST7.key
    assert "300 tests failed like test_negative[0]" in text
    assert text.count("E       AssertionError: values must be negative") == 1, "cited once"
    assert "= 300 failed in " in text
    assert packet.fields["failed"] == 300 and packet.fields["failed_tests_more"] > 0
    assert_within(packet, doc, packet.budget)


def test_many_failures_in_verbose_style_fill_the_budget_with_distinct_evidence(tmp_path):
    root = write(tmp_path, {"tests/test_many.py": MANY, **PROJECT})
    doc = Document(run_pytest(root, "-v", "--doctest-modules", "--continue-on-collection-errors"))
    packet = ReducerSet().reduce(doc, pytest_info(doc))
    text = packet.render()
    for line in KEY_LINES:
        assert line in text, line
    assert "values must be negative" in text
    assert_within(packet, doc, packet.budget)


def test_a_collection_error_that_stops_the_run(tmp_path):
    root = write(
        tmp_path, {"tests/test_broken.py": BROKEN, "tests/test_ok.py": "def test_ok(): pass\n"}
    )
    doc = Document(run_pytest(root))
    packet = reduce(doc)
    text = packet.render()
    assert packet.fields["outcome"] == "interrupted"
    assert packet.fields["error_tests"] == ["tests/test_broken.py"]
    assert "Interrupted: 1 error during collection" in text
    assert "E   ModuleNotFoundError: No module named 'missing_module_xyz'" in text
    assert_within(packet, doc, 4096)


def test_stopping_at_the_first_failure_is_a_failure_not_an_interruption(tmp_path):
    root = write(tmp_path, {"tests/test_calc.py": CALC})
    packet = reduce(Document(run_pytest(root, "-x")))
    assert packet.fields["outcome"] == "failed"
    assert packet.fields["failed_tests"] == ["tests/test_calc.py::test_add_large"]
    assert "stopping after 1 failures" in packet.render()


def test_output_cut_short_keeps_the_failures_it_has(outputs):
    lines = outputs["default"].split(b"\n")
    end = next(i for i, line in enumerate(lines) if b"test_words[with space]" in line)
    doc = Document(b"\n".join(lines[:end]))
    packet = reduce(doc)
    text = packet.render()
    assert packet.fields["outcome"] == "incomplete"
    assert "assert 43 == 42" in text
    assert "the output ends before pytest's result line" in text
    assert_within(packet, doc, 4096)


def test_a_crash_cites_the_fatal_error_and_the_test_that_ran(tmp_path):
    root = write(tmp_path, {"tests/test_crash.py": CRASH})
    doc = Document(run_pytest(root, "-v"))
    packet = reduce(doc, 1024)
    text = packet.render()
    assert packet.fields["outcome"] == "crashed"
    assert "Fatal Python error: Segmentation fault" in text
    assert 'test_crash.py", line 10 in test_crash' in text
    assert_within(packet, doc, 1024)


def test_ci_log_prefixes_and_colours_change_nothing_but_the_lines(outputs):
    raw = outputs["color"]
    assert b"\x1b[" in raw
    ci = b"".join(b"2026-05-04T06:35:53.%07dZ " % n + line + b"\n"
                  for n, line in enumerate(raw.splitlines()))  # fmt: skip
    doc = Document(ci)
    packet = reduce(doc)
    assert packet.fields["failed_tests"] == FAILED
    assert "ValueError: invalid literal for int() with base 10: 'twelve'" in packet.render()
    assert_within(packet, doc, 4096)


@pytest.mark.parametrize("name", ["xdist.txt", "xdist_verbose.txt"])
def test_xdist_output(name):
    """pytest-xdist is not installed here: these were recorded with `-n 2` on PROJECT."""
    doc = Document((SAMPLES / "pytest" / name).read_bytes())
    packet = reduce(doc)
    assert sorted(packet.fields["failed_tests"]) == sorted(FAILED)
    assert sorted(packet.fields["error_tests"]) == sorted(ERRORS)
    text = packet.render()
    for line in KEY_LINES:
        assert line in text, line
    assert "[gw" not in "".join(map(str, packet.fields.values()))
    assert_within(packet, doc, 4096)


def test_unittest_output_reads_the_same_way(tmp_path):
    (tmp_path / "test_units.py").write_text(
        "import unittest\n\n\nclass TestUnits(unittest.TestCase):\n"
        "    def test_ok(self):\n        self.assertTrue(True)\n\n"
        "    def test_equal(self):\n        self.assertEqual('<a>', '<b>')\n\n"
        "    def test_error(self):\n        {}['missing']\n"
    )
    done = subprocess.run([sys.executable, "-m", "unittest", "-v", "test_units"], cwd=tmp_path,
                          capture_output=True, timeout=60, check=False)  # fmt: skip
    doc = Document(done.stdout + done.stderr)
    packet = reduce(doc)
    text = packet.render()
    assert packet.fields["failed_tests"] == ["test_equal (test_units.TestUnits.test_equal)"]
    assert packet.fields["error_tests"] == ["test_error (test_units.TestUnits.test_error)"]
    assert packet.fields["failed"] == 1 and packet.fields["errors"] == 1
    assert "AssertionError: '<a>' != '<b>'" in text and "KeyError: 'missing'" in text
    assert "FAILED (failures=1, errors=1)" in text
    assert_within(packet, doc, 4096)


# jest -------------------------------------------------------------------------------------


def jest_sample(name: str) -> Document:
    return Document((SAMPLES / "jest" / name).read_bytes())


def reduce_jest(doc: Document, budget: int = 4096) -> Packet:
    return JEST.reduce(doc, info_for(doc, family="jest", tool="run_command"), budget)


@pytest.mark.parametrize("name", ["default.txt", "verbose_color.txt"])
def test_jest_failures_their_diffs_and_the_totals(name):
    doc = jest_sample(name)
    packet = reduce_jest(doc)
    text = packet.render()
    assert packet.reducer == "jest@1"
    assert sorted(packet.fields["failed_tests"]) == [
        f"add{IN}large numbers", f"add{IN}objects{IN}shape", "error message",
        f"parse{IN}throws on empty", "renders greeting",
    ]  # fmt: skip
    assert sorted(packet.fields["failed_suites"]) == [
        "__tests__/broken.test.js", "__tests__/math.test.js", "__tests__/snap.test.js",
    ]  # fmt: skip
    assert (packet.fields["failed"], packet.fields["passed"], packet.fields["total"]) == (5, 4, 11)
    assert packet.fields["suites_failed"] == 3 and packet.fields["snapshots_failed"] == 2
    for line in [
        "Tests:       5 failed, 1 skipped, 1 todo, 4 passed, 11 total",
        "Expected: 42", "Received: 43",
        '-   "sum": 12,', '+   "sum": 13,',
        "- count: 1", "+ count: 2",
        'Snapshot: "bad token (1:8)"', 'Received: "bad token (2:8)"',
        "TypeError: empty input: cannot parse",
        "Cannot find module './does-not-exist' from '__tests__/broken.test.js'",
        "at Object.toBe (__tests__/math.test.js:4:53)",
    ]:  # fmt: skip
        assert line in text, line
    assert_within(packet, doc, 4096)


@pytest.mark.parametrize("budget", BUDGETS)
@pytest.mark.parametrize("name", ["default.txt", "verbose_color.txt", "many_failures.txt"])
def test_jest_stays_under_any_budget(name, budget):
    doc = jest_sample(name)
    packet = reduce_jest(doc, budget)
    assert_within(packet, doc, budget)
    assert "Tests:" in packet.render()


def test_jest_folds_identical_failures_and_keeps_the_different_one():
    doc = jest_sample("many_failures.txt")
    packet = ReducerSet().reduce(doc, info_for(doc, family="jest"))
    text = packet.render()
    assert packet.reducer == newest("jest")
    assert f"25 tests failed like registry url{IN}scope 0 has no trailing slash" in text
    assert 'Expected: "https://registry.example.com"' in text
    assert "Exceeded timeout of 50 ms for a test." in text, "the other failure"
    assert "Tests:       26 failed, 88 passed, 114 total" in text
    assert_within(packet, doc, packet.budget)


def test_jest_no_tests_found():
    doc = jest_sample("no_tests.txt")
    packet = reduce_jest(doc, 512)
    assert "No tests found, exiting with code 1" in packet.render()
    assert packet.fields["outcome"] == "no tests"


def test_jest_in_a_ci_log_is_recognised_by_its_summary():
    raw = jest_sample("verbose_color.txt").data
    noise = b"".join(b"2026-05-06T13:25:02.%07dZ npm info step %d\n" % (n, n) for n in range(400))
    ci = noise + b"".join(b"2026-05-06T13:26:02.%07dZ " % n + line + b"\n"
                          for n, line in enumerate(bytes(raw).splitlines()))  # fmt: skip
    doc = Document(ci)
    info = info_for(doc, family="generic")
    assert JEST.sniff(doc, info) >= 0.9 and PYTEST.sniff(doc, info) == 0
    packet = ReducerSet().reduce(doc, info)
    assert packet.reducer == newest("jest")
    assert "Expected: 42" in packet.render()
    assert_within(packet, doc, packet.budget)


def test_jest_sniff_ignores_pytest_and_plain_text(outputs):
    for raw in (outputs["default"], b"PASS\nFAIL\n" * 200, b"Tests: none\n" * 100):
        doc = Document(raw)
        assert JEST.sniff(doc, info_for(doc)) < 0.5


def test_samples_are_real_jest_output():
    """Recorded with jest 30 (`npx jest --ci`); guard against editing them by hand."""
    text = (SAMPLES / "jest" / "default.txt").read_text()
    assert re.search(r"^Time:\s+[\d.]+ s", text, re.M)
    assert text.rstrip().endswith("Ran all test suites.")
