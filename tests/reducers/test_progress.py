"""What a packet says of the work, read back by the reducer that made it (progress.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.output.document import Document
from harness.reducers import Packet, ReducerSet
from harness.reducers.progress import BuildProgress, InstallProgress, Progress, SuiteProgress
from harness.reducers.selector import progress_of
from tests.reducers.helpers import info_for

SAMPLES = Path(__file__).parent / "samples"


def _progress(sample: str) -> Progress | None:
    doc = Document((SAMPLES / sample).read_bytes())
    packet = ReducerSet().reduce(doc, info_for(doc, family=sample.partition("/")[0]))
    return progress_of(packet.as_json(), packet.render())


@pytest.mark.parametrize(
    ("sample", "progress"),
    [
        ("pytest/xdist.txt", SuiteProgress(passed=5, failed=5, errors=2)),
        ("unittest/django.txt", SuiteProgress(failed=2, errors=1)),
        ("jest/default.txt", SuiteProgress(passed=4, failed=5)),
        ("mocha/spec.txt", SuiteProgress(passed=4, failed=8)),
        ("nodetest/tap.txt", SuiteProgress(passed=46, failed=5)),
        ("ctest/plain", SuiteProgress(passed=1, failed=6)),
        ("gcc/compile_error_color.txt", BuildProgress("build", errors=3)),
        (
            "cmake/find_package_config.txt",
            BuildProgress("build", failures=((1, "CMake errors"), (1, "missing packages"))),
        ),
        ("mypy/color.txt", BuildProgress("diagnostics", errors=6)),
        (
            "cargo/panics_test.txt",
            BuildProgress("cargo", errors=0, failures=((8, "failed tests"),), warnings=1),
        ),
        ("pip/build_backend.txt", InstallProgress("badpkg")),
        ("terraform/plan.txt", None),
    ],
)
def test_each_family_reads_the_progress_of_its_own_packets(sample: str, progress: Progress):
    assert _progress(sample) == progress


def test_the_counts_say_whether_the_work_fails():
    assert SuiteProgress(passed=3, failed=0).failing is False
    assert SuiteProgress(passed=3, errors=1).failing is True
    assert BuildProgress("build", warnings=4).failing is False
    assert BuildProgress("build", failures=((1, "undefined"),)).failing is True
    assert InstallProgress("leftpad").failing is True


def test_a_packet_of_no_known_reducer_says_nothing_of_the_work():
    fields = {"passed": 3, "failed": 1}
    packet = Packet(artifact_id="art_1", reducer="nope@1", fields=fields).as_json()
    assert progress_of(packet, "") is None
    assert progress_of({}, "3 passed in 0.1s") is None


def test_a_family_reads_the_packets_of_every_version_by_its_name():
    fields = {"passed": 3, "failed": 1}
    for key in ("pytest@1", "pytest@6", "pytest@99"):
        packet = Packet(artifact_id="art_1", reducer=key, fields=fields).as_json()
        assert progress_of(packet, "") == SuiteProgress(passed=3, failed=1)
