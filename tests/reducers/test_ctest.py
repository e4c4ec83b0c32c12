"""The ctest reducer on real CTest runs: a small C project built with cmake here, whose
tests pass, fail with a message, abort on an assert(), dereference NULL, outlive their
timeout, name a missing executable, are disabled, and miss a PASS_REGULAR_EXPRESSION; run
in parallel with --output-on-failure, verbose (-V), plain, and with only the passing
test. Samples captured from the same runs (cmake and ctest 3.25.1, gcc 12.2, in
/tmp/ctest-samples) keep every test running where cmake is missing. Record them again
with

    .venv/bin/python -m tests.reducers.test_ctest
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from harness.output.document import Document
from harness.reducers import ReducerSet
from harness.reducers.families.ctest import CTEST
from tests.reducers.helpers import info_for, newest
from tests.reducers.toolchain import cited, line_of, live_or_sample, record_samples, reduce, run

CMAKELISTS = """cmake_minimum_required(VERSION 3.16)
project(queue C)
enable_testing()
add_library(queue STATIC queue.c)
foreach(t ${TESTS})
  add_executable(test_${t} test_${t}.c)
  target_link_libraries(test_${t} queue)
  add_test(NAME ${t} COMMAND test_${t})
endforeach()
if(hangs IN_LIST TESTS)
  set_tests_properties(hangs PROPERTIES TIMEOUT 1)
  add_test(NAME missing COMMAND does_not_exist_binary)
  add_test(NAME disabled COMMAND test_passes)
  set_tests_properties(disabled PROPERTIES DISABLED TRUE)
  add_test(NAME regex COMMAND test_passes)
  set_tests_properties(regex PROPERTIES PASS_REGULAR_EXPRESSION "all good")
endif()
"""
SOURCES = {
    "queue.c": "int queue_len(int n) { return n > 3 ? 3 : n; }\n",
    "test_passes.c": '#include <stdio.h>\nint queue_len(int);\n'
    'int main(void) { printf("ok %d\\n", queue_len(2)); return 0; }\n',
    "test_fails.c": '#include <stdio.h>\nint queue_len(int);\nint main(void) {\n'
    '  int got = queue_len(5);\n  if (got != 5) {\n'
    '    fprintf(stderr, "test_fails.c:6: expected queue_len(5) == 5, got %d\\n", got);\n'
    "    return 1;\n  }\n  return 0;\n}\n",
    "test_aborts.c": "#include <assert.h>\nint queue_len(int);\n"
    "int main(void) { assert(queue_len(4) == 4); return 0; }\n",
    "test_segfaults.c": "#include <stdio.h>\nint queue_len(int);\nint main(void) {\n"
    '  int *p = (int *)0;\n  printf("before the crash\\n");\n  fflush(stdout);\n'
    "  return *p + queue_len(1);\n}\n",
    "test_hangs.c": '#include <stdio.h>\n#include <unistd.h>\nint main(void) {\n'
    '  printf("draining the queue\\n");\n  fflush(stdout);\n  sleep(10);\n  return 0;\n}\n',
}  # fmt: skip
ALL = "passes;fails;aborts;segfaults;hangs"
RUNS: dict[str, tuple[str, tuple[str, ...]]] = {
    "parallel": (ALL, ("-j4", "--output-on-failure")),
    "verbose": (ALL, ("-j2", "-V")),
    "plain": (ALL, ()),
    "passing": ("passes", ()),
}
FAILED = [
    "fails (Failed)", "aborts (Subprocess aborted)", "segfaults (SEGFAULT)", "hangs (Timeout)",
    "missing (Not Run)", "regex (Failed)",
]  # fmt: skip


def ctest(name: str, folder: Path) -> bytes:
    """cmake configures and builds the project, and ctest runs its tests."""
    tests, flags = RUNS[name]
    for path, text in {"CMakeLists.txt": CMAKELISTS, **SOURCES}.items():
        (folder / path).write_text(text)
    run(["cmake", "-S", ".", "-B", "build", f"-DTESTS={tests}"], folder)
    built = run(["cmake", "--build", "build"], folder)
    assert b"Error" not in built, built.decode(errors="replace")
    return run(["ctest", "--test-dir", "build", *flags], folder)


@pytest.fixture(params=["live", "sample"])
def source(request: pytest.FixtureRequest, tmp_path: Path):  # type: ignore[no-untyped-def]
    return live_or_sample(request.param, "ctest", ctest, tmp_path)


@pytest.mark.parametrize("name", ["parallel", "verbose", "plain"])
def test_every_failing_test_is_named_with_its_reason(source, name: str):  # type: ignore[no-untyped-def]
    packet, _ = reduce(CTEST, source(name))
    assert packet.fields["outcome"] == "failed"
    assert (packet.fields["tests"], packet.fields["failed"]) == (7, 6)
    assert packet.fields["failed_tests"] == FAILED
    assert packet.fields["reasons"] == [
        "Failed", "Subprocess aborted", "SEGFAULT", "Timeout", "Not Run"
    ]  # fmt: skip
    text = packet.render()
    assert "***Timeout" in text
    assert "***Exception: SegFault" in text
    assert "14% tests passed, 6 tests failed out of 7" in text


@pytest.mark.parametrize("name", ["parallel", "verbose"])
def test_what_each_failing_test_printed_is_cited(source, name: str):  # type: ignore[no-untyped-def]
    packet, _ = reduce(CTEST, source(name))
    text = packet.render()
    assert "expected queue_len(5) == 5, got 3" in text
    assert "Assertion `queue_len(4) == 4' failed." in text
    assert "Could not find executable does_not_exist_binary" in text
    # a crash or a timeout says nothing of itself: the test's last words stand in
    assert "before the crash" in text
    assert "draining the queue" in text


def test_verbose_setup_lines_are_not_cited(source):  # type: ignore[no-untyped-def]
    """What `-V` says of each test before it runs is not its output (at a budget well
    under the output's size: a 4 KB packet of a 3.7 KB output holds it all)."""
    packet, _ = reduce(CTEST, source("verbose"), budget=1500)
    assert "Test command:" not in packet.render()


def test_a_small_budget_keeps_the_first_failure_and_the_list(source):  # type: ignore[no-untyped-def]
    packet, doc = reduce(CTEST, source("parallel"), budget=400)
    assert line_of(doc, "expected queue_len(5) == 5, got 3") in cited(packet)
    assert line_of(doc, "The following tests FAILED:") in cited(packet)


def test_a_passing_run_says_so(source):  # type: ignore[no-untyped-def]
    packet, _ = reduce(CTEST, source("passing"))
    assert packet.fields["outcome"] == "passed"
    assert (packet.fields["tests"], packet.fields["failed"]) == (1, 0)
    assert "failed_tests" not in packet.fields


@pytest.mark.parametrize("family", ["process", "cmake", "ctest"])
def test_the_selector_picks_ctest(source, family: str):  # type: ignore[no-untyped-def]
    doc = Document(source("parallel"))
    assert ReducerSet().select(doc, info_for(doc, family=family)).key == newest("ctest")


if __name__ == "__main__":
    record_samples("ctest", RUNS, ctest)
    sys.exit(0)
