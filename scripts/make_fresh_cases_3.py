"""Build a fourth held-out batch of LogDx-CI-shaped cases from real tool output.

    .venv/bin/python scripts/make_fresh_cases_3.py [--only CASE_ID ...] [--keep-work] [--preview]

Same method as scripts/make_fresh_cases_2.py (whose CI framing, scratch git
repository and label helpers this script imports), with sixteen new scenarios:
a hypothesis property test that finds a failing example, a pytest-timeout kill of
a deadlocked test (with its thread dump), unittest's "unexpected success", a
multiprocessing worker's RemoteTraceback, an asyncio TaskGroup ExceptionGroup,
mypy with ``--show-error-context --show-column-numbers``, ruff's GitHub
annotations (``--output-format=github``), a ``multiple definition`` link error
under a plain Makefile, a ctest run where a C test aborts on ``assert``,
``cargo check --message-format=short`` with E0382, ``cargo fmt --check``, an
``npm run build`` that cannot resolve an ES module, ``npm ci`` refusing a lock
file out of sync, ``terraform plan`` rejecting a variable's value, a pip
ResolutionImpossible among local wheels, and a release script stopped by a
missing command (exit 127).

Each scenario commits a small broken project to a scratch git repository
(<tmp>/lgfc3/<NN>/origin/, NN = the case's position in SCENARIOS), checks it out
the way the CI runner does (real git commands), runs the real tools on it,
captures stdout and stderr merged in order, and writes
bench/cases-fresh-3/<case_id>/{raw.log,case.json,ground_truth.json,tags.json}.
Half the logs are framed like a GitHub Actions job log, half like a GitLab job
log (see make_fresh_cases_2.py); the runner's own lines are the only text this
script writes into a log.

Labels are written by hand in this file from the bug planted in each project;
only their line numbers are computed. The log reducers are never imported or
run here.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fresh_batch import Builder, Built, FreshBatch, run
from make_cases import (  # scripts/ is not a package: imported by path
    PY,
    VENV_BIN,
    Case,
    Sig,
    child_env,
    dd,
    tool,
    version_of,
)
from make_fresh_cases import PATH_WITH_VENV
from make_fresh_cases_2 import (
    Batch,
    Gha,
    Lab,
    cache_action,
    make_origin,
    pins,
    py_env,
    setup_python,
)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "cases-fresh-3"
WORK = Path(tempfile.gettempdir()) / "lgfc3"  # neutral: paths in the logs must not name the case
SPLIT = "loopglass-fresh-3-heldout"
GENERATOR = "scripts/make_fresh_cases_3.py"
MIN_BYTES, MAX_BYTES = 10_000, 80_000
BATCH = Batch(OUT, SPLIT, GENERATOR, MIN_BYTES, MAX_BYTES)


def cargo_env(**extra: str) -> dict[str, str]:
    """cargo offline, in the project's own target folder."""
    return child_env(
        PATH=PATH_WITH_VENV,
        CARGO_NET_OFFLINE="true",
        CARGO_TARGET_DIR="target",
        CARGO_INCREMENTAL="0",
        **extra,
    )


def npm_env(w: Path) -> dict[str, str]:
    """npm with a scratch user config and an empty cache: nothing can be fetched."""
    (w / ".npmrc-ci").write_text("update-notifier=false\nfund=false\naudit=false\n")
    return child_env(
        PATH=PATH_WITH_VENV,
        NPM_CONFIG_USERCONFIG=str(w / ".npmrc-ci"),
        NPM_CONFIG_CACHE=str(w / ".npm-cache"),
    )


def tf_env(w: Path) -> dict[str, str]:
    (w / "terraform.rc").write_text("")
    return child_env(
        PATH=PATH_WITH_VENV,
        TF_CLI_CONFIG_FILE=str(w / "terraform.rc"),
        TF_IN_AUTOMATION="1",
        CHECKPOINT_DISABLE="1",
    )


# --------------------------------------------------------------------------- writing a case


# =========================================================================== scenarios
# Each builder takes its scratch folder and returns (raw log, framing, labelled Case).


# ------------------------------------------------------------------------ 1 hypothesis property


PARTNERS = ["atlas", "borealis", "cobalt", "dune", "ember", "fjord", "garnet", "harbor"]


def build_pytest_hypothesis(w: Path) -> Built:
    rows = [
        (p, gross, fee)
        for p in PARTNERS
        for gross in (0, 100, 2_500, 99_999, 1_000_000)
        for fee in (0, 150, 300)
    ]
    files = {
        "pyproject.toml": dd("""
            [project]
            name = "payouts"
            version = "2.3.0"
            requires-python = ">=3.11"

            [tool.pytest.ini_options]
            testpaths = ["tests"]
            addopts = ["-p", "hypothesis.extra.pytestplugin"]
            """),
        "requirements-ci.txt": pins("pytest", "hypothesis"),
        "payouts/__init__.py": '"""Revenue share payouts to partners."""\n',
        "payouts/fees.py": dd('''
            """Platform fees in basis points, applied to gross cents."""


            def net_of_fee(gross_cents: int, fee_bps: int) -> int:
                if gross_cents < 0 or not 0 <= fee_bps <= 10_000:
                    raise ValueError("bad amount or fee")
                return gross_cents - gross_cents * fee_bps // 10_000
            '''),
        "payouts/allocate.py": dd('''
            """Split an amount of cents between partners by weight."""


            def allocate(total_cents: int, weights: list[int]) -> list[int]:
                """Each partner's share of total_cents, proportional to its weight."""
                if total_cents < 0 or not weights or min(weights) <= 0:
                    raise ValueError("need a non-negative total and positive weights")
                whole = sum(weights)
                return [round(total_cents * weight / whole) for weight in weights]
            '''),
        "tests/__init__.py": "",
        "tests/conftest.py": dd("""
            from hypothesis import settings

            settings.register_profile("ci", derandomize=True, database=None, max_examples=200)
            """),
        "tests/test_fees.py": dd(f"""
            import pytest

            from payouts.fees import net_of_fee

            ROWS = {rows!r}


            @pytest.mark.parametrize(("partner", "gross", "fee_bps"), ROWS)
            def test_net_is_never_above_gross(partner, gross, fee_bps):
                assert 0 <= net_of_fee(gross, fee_bps) <= gross


            @pytest.mark.parametrize("fee_bps", [-1, 10_001])
            def test_rejects_bad_fee(fee_bps):
                with pytest.raises(ValueError):
                    net_of_fee(100, fee_bps)
            """),
        "tests/test_allocate.py": dd(f"""
            import pytest

            from payouts.allocate import allocate

            EVEN = {[(p, n) for p in PARTNERS for n in (1, 2, 4, 5)]!r}


            @pytest.mark.parametrize(("partner", "n"), EVEN)
            def test_even_split_of_round_amount(partner, n):
                assert allocate(1000 * n, [1] * n) == [1000] * n


            def test_single_partner_gets_everything():
                assert allocate(12345, [7]) == [12345]


            @pytest.mark.parametrize("weights", [[], [0, 1], [-1, 2]])
            def test_rejects_bad_weights(weights):
                with pytest.raises(ValueError):
                    allocate(100, weights)
            """),
        "tests/test_properties.py": dd("""
            from hypothesis import given
            from hypothesis import strategies as st

            from payouts.allocate import allocate
            from payouts.fees import net_of_fee

            cents = st.integers(min_value=0, max_value=10**7)
            weights = st.lists(st.integers(min_value=1, max_value=100), min_size=1, max_size=8)


            @given(cents, st.integers(min_value=0, max_value=10_000))
            def test_fee_is_monotonic(gross, fee_bps):
                assert net_of_fee(gross, fee_bps) >= net_of_fee(gross, min(10_000, fee_bps + 1))


            @given(cents, weights)
            def test_allocation_is_non_negative(total, shares):
                assert all(part >= 0 for part in allocate(total, shares))


            @given(cents, weights)
            def test_allocation_preserves_total(total, shares):
                parts = allocate(total, shares)
                assert sum(parts) == total


            @given(cents, weights)
            def test_allocation_has_one_part_per_partner(total, shares):
                assert len(allocate(total, shares)) == len(shares)
            """),
    }
    slug = "fintech-lab/payouts"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "tests (3.13)")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python(job, "0c7e5a3f1d9b8a6c4e2f0d1b3a5c7e9f2d4b6a8c0e1f3d5b7a9c2e4f6a8b0d1c")
    env = py_env()
    job.step("python -m pip install --no-index -r requirements-ci.txt", env=env)
    shown = (
        "python -m pytest -v -p no:cacheprovider --hypothesis-profile=ci "
        "--hypothesis-show-statistics"
    )
    job.step(shown, env=env)
    raw = job.finish()
    failing = "tests/test_properties.py::test_allocation_preserves_total"
    case = Case(
        case_id="pytest-hypothesis-allocation-001",
        framework="pytest",
        failure_category="test_assertion",
        summary=(
            "The hypothesis property test_allocation_preserves_total fails: allocate() in "
            "payouts/allocate.py rounds each partner's share on its own "
            "(round(total * weight / whole)), so the shares need not add up to the total; "
            "hypothesis shrinks it to total=1, shares=[1, 1], where both halves round to 0 "
            "(assert 0 == 1). The remainder must be distributed (largest remainder). All "
            "example-based tests pass."
        ),
        notes=(
            "GitHub-Actions-style log: runner set-up, git checkout, setup-python, pip install, "
            "then pytest -v over 158 example-based tests and 4 hypothesis properties with "
            "--hypothesis-show-statistics; one property fails with a shrunk failing example."
        ),
        signals=[
            Sig("failed_test", "critical", f"FAILED {failing}", why="the failing property"),
            Sig("assertion", "critical", "E       assert 0 == 1", why="sum of parts vs total"),
            Sig(
                "assertion",
                "critical",
                "E       Failing test case: test_allocation_preserves_total(",
                why="hypothesis' shrunk example follows",
            ),
            Sig("assertion", "important", "E           shares=[1, 1],"),
            Sig("stack_location", "important", file="tests/test_properties.py", line=24),
            Sig("assertion", "important", "1 failed, 161 passed"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["payouts/allocate.py", "tests/test_properties.py"],
        relevant_tests=[failing],
        must_mention=["allocate", "round", "total=1", "shares=[1, 1]"],
        must_not_claim=["flaky test", "fees are wrong", "hypothesis health check failed"],
        evidence_formats=["assertion_diff", "test_summary", "property_test_example"],
        noise_profile=["runner_setup", "dependency_install", "test_progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# -------------------------------------------------------------------- 2 pytest-timeout deadlock


def build_pytest_timeout(w: Path) -> Built:
    keys = [f"sku-{i:04d}" for i in range(0, 2400, 11)]
    files = {
        "pyproject.toml": dd("""
            [project]
            name = "stockcache"
            version = "0.14.2"
            requires-python = ">=3.11"

            [tool.pytest.ini_options]
            testpaths = ["tests"]
            addopts = ["-p", "pytest_timeout"]
            timeout = 3
            """),
        "requirements-ci.txt": pins("pytest", "pytest-timeout"),
        "stockcache/__init__.py": '"""A write-behind cache of stock levels."""\n',
        "stockcache/cache.py": dd('''
            """Stock levels kept in memory; a journal of changes is flushed to disk."""
            import threading


            class StockCache:
                def __init__(self) -> None:
                    self._index: dict[str, int] = {}
                    self._journal: list[tuple[str, int]] = []
                    self._index_lock = threading.Lock()
                    self._journal_lock = threading.Lock()
                    self._flush_started = threading.Event()
                    self.flushed = 0

                def put(self, key: str, qty: int) -> None:
                    with self._index_lock:
                        self._index[key] = qty
                    with self._journal_lock:
                        self._journal.append((key, qty))

                def get(self, key: str) -> int:
                    with self._index_lock:
                        return self._index.get(key, 0)

                def flush(self) -> None:
                    """Write the journal out; takes the index lock, then the journal lock."""
                    with self._index_lock:
                        self._flush_started.set()
                        with self._journal_lock:
                            self.flushed += len(self._journal)
                            self._journal.clear()

                def compact(self) -> None:
                    """Drop zero entries while a background flush runs."""
                    with self._journal_lock:
                        flusher = threading.Thread(
                            target=self.flush, name="stock-flusher", daemon=True
                        )
                        flusher.start()
                        self._flush_started.wait(1)
                        with self._index_lock:
                            self._index = {k: v for k, v in self._index.items() if v}
                    flusher.join()
            '''),
        "tests/__init__.py": "",
        "tests/test_put_get.py": dd(f"""
            import pytest

            from stockcache.cache import StockCache

            KEYS = {keys!r}


            @pytest.mark.parametrize("key", KEYS)
            def test_put_then_get(key):
                cache = StockCache()
                cache.put(key, len(key))
                assert cache.get(key) == len(key)


            def test_missing_key_is_zero():
                assert StockCache().get("sku-none") == 0
            """),
        "tests/test_flush.py": dd("""
            from stockcache.cache import StockCache


            def test_flush_empties_journal():
                cache = StockCache()
                for i in range(50):
                    cache.put(f"sku-{i}", i)
                cache.flush()
                assert cache.flushed == 50


            def test_compact_drops_zero_levels():
                cache = StockCache()
                cache.put("sku-1", 0)
                cache.put("sku-2", 5)
                cache.compact()
                assert cache.get("sku-1") == 0
                assert cache.get("sku-2") == 5


            def test_flush_twice_is_harmless():
                cache = StockCache()
                cache.put("sku-9", 9)
                cache.flush()
                cache.flush()
                assert cache.flushed == 1
            """),
    }
    slug = "retail/stockcache"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim-bookworm")
    job.prepare(sha, "stockcache-pip-3.13")
    env = py_env()
    job.sh("python -m pip install --no-index -r requirements-ci.txt", env=env)
    shown = "python -m pytest -v -p no:cacheprovider --junitxml=report.xml"
    job.sh(shown, env=env)
    raw = job.finish(artifacts="report.xml")
    failing = "tests/test_flush.py::test_compact_drops_zero_levels"
    case = Case(
        case_id="pytest-timeout-deadlock-001",
        framework="pytest",
        failure_category="test_timeout",
        summary=(
            "test_compact_drops_zero_levels hangs and pytest-timeout kills it after 3 s: "
            "StockCache.compact() in stockcache/cache.py holds _journal_lock, starts the "
            "stock-flusher thread, and then waits for _index_lock (line 40), while flush() "
            "holds _index_lock and waits for _journal_lock (line 28): a lock-order inversion "
            "(deadlock). The two methods must take the locks in the same order."
        ),
        notes=(
            "GitLab-style log: runner set-up, git checkout, pip install, then pytest -v over "
            "222 passing tests; one test (run early) is killed by pytest-timeout, whose "
            "report carries "
            "the stack of the stuck stock-flusher thread between '+++ Timeout +++' lines."
        ),
        signals=[
            Sig("failed_test", "critical", f"FAILED {failing}", why="the test that hung"),
            Sig(
                "exception",
                "critical",
                "Failed: Timeout (>3.0s) from pytest-timeout.",
                why="killed by the timeout, not an assertion",
            ),
            Sig(
                "stack_location",
                "critical",
                file="stockcache/cache.py",
                line=40,
                why="main thread waits for _index_lock",
            ),
            Sig(
                "stack_location",
                "critical",
                file="stockcache/cache.py",
                line=28,
                why="flusher thread waits for _journal_lock",
            ),
            Sig("step_name", "important", "Stack of stock-flusher"),
            Sig("assertion", "important", "1 failed, 222 passed"),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["stockcache/cache.py"],
        relevant_tests=[failing],
        must_mention=["deadlock", "_index_lock", "_journal_lock", "compact", "flush"],
        must_not_claim=["assertion failed", "the machine is slow", "flaky network"],
        evidence_formats=["traceback", "test_summary", "thread_dump"],
        noise_profile=["runner_setup", "dependency_install", "test_progress_noise"],
        difficulty="hard",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ---------------------------------------------------------------- 3 unittest unexpected success


def build_unittest_unexpected_success(w: Path) -> Built:
    zones = [
        ("Europe/Berlin", 60, True), ("Europe/Lisbon", 0, True), ("Europe/Helsinki", 120, True),
        ("America/New_York", -300, True), ("America/Chicago", -360, True),
        ("America/Denver", -420, True), ("America/Phoenix", -420, False),
        ("America/Sao_Paulo", -180, False), ("Asia/Tokyo", 540, False),
        ("Asia/Kolkata", 330, False), ("Asia/Kathmandu", 345, False),
        ("Australia/Adelaide", 570, True), ("Australia/Brisbane", 600, False),
        ("Pacific/Auckland", 720, True), ("Pacific/Chatham", 765, True),
        ("Africa/Nairobi", 180, False), ("Atlantic/Azores", -60, True),
        ("America/St_Johns", -210, True),
    ]  # fmt: skip
    test_methods = []
    for zone, offset, dst in zones:
        ident = zone.replace("/", "_").lower()
        test_methods.append(
            f"    def test_standard_offset_{ident}(self):\n"
            f"        self.assertEqual(RULES[{zone!r}].standard_minutes, {offset})\n"
        )
        test_methods.append(
            f"    def test_observes_dst_{ident}(self):\n"
            f"        self.assertIs(RULES[{zone!r}].observes_dst, {dst})\n"
        )
        for month in (1, 4, 7, 10):
            test_methods.append(
                f"    def test_offset_in_month_{month:02d}_{ident}(self):\n"
                f"        offset = offset_minutes({zone!r}, 2026, {month}, 15)\n"
                f"        self.assertIn(offset, ({offset}, {offset + 60}, {offset - 60}))\n"
            )
    files = {
        "requirements-ci.txt": pins("babel"),
        "tzrules/__init__.py": '"""Offsets of a few time zones, without the tz database."""\n',
        "tzrules/table.py": dd(f'''
            """Standard offsets and whether a zone observes daylight saving time."""
            from dataclasses import dataclass


            @dataclass(frozen=True)
            class Rule:
                standard_minutes: int
                observes_dst: bool
                southern: bool = False


            SOUTHERN = {{"America/Sao_Paulo", "Australia/Adelaide", "Australia/Brisbane",
                        "Pacific/Auckland", "Pacific/Chatham"}}
            RULES = {{
                zone: Rule(offset, dst, zone in SOUTHERN) for zone, offset, dst in {zones!r}
            }}


            def offset_minutes(zone: str, year: int, month: int, day: int) -> int:
                rule = RULES[zone]
                if not rule.observes_dst:
                    return rule.standard_minutes
                summer = month in (10, 11, 12, 1, 2, 3) if rule.southern else 4 <= month <= 9
                return rule.standard_minutes + (60 if summer else 0)
            '''),
        "tests/__init__.py": "",
        "tests/test_table.py": (
            "import unittest\n\nfrom tzrules.table import RULES, offset_minutes\n\n\n"
            "class TestRuleTable(unittest.TestCase):\n" + "\n".join(test_methods)
        ),
        "tests/test_known_issues.py": dd("""
            import unittest

            from tzrules.table import RULES, offset_minutes


            class TestKnownIssues(unittest.TestCase):
                @unittest.expectedFailure
                def test_chatham_summer_offset(self):
                    # TZ-118: Chatham's DST offset used to come out an hour short in January.
                    self.assertEqual(offset_minutes("Pacific/Chatham", 2026, 1, 15), 825)

                @unittest.expectedFailure
                def test_lord_howe_half_hour_dst(self):
                    # TZ-131: Lord Howe shifts by 30 minutes, not 60; not in the table yet.
                    self.assertEqual(offset_minutes("Australia/Lord_Howe", 2026, 1, 15), 660)

                @unittest.skip("TZ-140: needs the 2027 EU rule change")
                def test_eu_2027_permanent_time(self):
                    self.assertFalse(RULES["Europe/Berlin"].observes_dst)

                @unittest.skipUnless(False, "tzdata comparison runs nightly only")
                def test_against_tzdata(self):
                    pass
            """),
    }
    slug = "platform/tzrules"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim-bookworm")
    job.prepare(sha, "tzrules-pip-3.13")
    env = py_env()
    job.sh("python --version", env=env)
    job.sh("python -m pip install --no-index -r requirements-ci.txt", env=env)
    shown = "python -m unittest discover -v -s tests -t ."
    job.sh(shown, env=env)
    raw = job.finish()
    unexpected = (
        "test_chatham_summer_offset (tests.test_known_issues.TestKnownIssues."
        "test_chatham_summer_offset) ... unexpected success"
    )
    case = Case(
        case_id="unittest-unexpected-success-001",
        framework="unittest",
        failure_category="test_assertion",
        summary=(
            "No test fails, yet the run exits 1: test_chatham_summer_offset in "
            "tests/test_known_issues.py is marked @unittest.expectedFailure (TZ-118) but now "
            "passes (the southern-hemisphere DST fix made Chatham's January offset 825), and "
            "unittest counts an unexpected success as a failure: 'FAILED (skipped=2, "
            "expected failures=1, unexpected successes=1)'. Remove the expectedFailure "
            "decorator. The skipped tests and the other expected failure are not the cause."
        ),
        notes=(
            "GitLab-style log: runner set-up, git checkout, pip install, then unittest -v over "
            "108 passing tests, two skips, one expected failure and one unexpected success; "
            "there is no traceback anywhere in the log."
        ),
        signals=[
            Sig("failed_test", "critical", unexpected, why="the test that unexpectedly passed"),
            Sig(
                "test_summary",
                "critical",
                "FAILED (skipped=2, expected failures=1, unexpected successes=1)",
                why="why the run fails",
            ),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 1"),
            Sig("assertion", "optional", "Ran 112 tests in"),
            Sig("failed_test", "optional", "test_lord_howe_half_hour_dst"),
        ],
        relevant_files=["tests/test_known_issues.py", "tzrules/table.py"],
        relevant_tests=["test_chatham_summer_offset"],
        must_mention=["unexpected success", "expectedFailure", "test_chatham_summer_offset"],
        must_not_claim=[
            "an assertion failed",
            "test_lord_howe_half_hour_dst is the cause",
            "skipped tests fail the run",
        ],
        evidence_formats=["test_summary"],
        noise_profile=["runner_setup", "dependency_install", "test_progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------------------ 4 multiprocessing traceback


def partition_csv(n: int) -> str:
    rows = ["order_id,region,quantity,unit_cents"]
    for i in range(12 + n % 9):
        qty = '"1,204"' if (n, i) == (233, 7) else str((n * 7 + i * 13) % 400 + 1)
        rows.append(f"{n * 1000 + i},{['north', 'south', 'east', 'west'][i % 4]},{qty},{199 + i}")
    return "\n".join(rows) + "\n"


def build_traceback_multiprocessing(w: Path) -> Built:
    files = {
        "requirements-ci.txt": pins("click"),
        "salesetl/__init__.py": '"""Nightly sales roll-up."""\n',
        "salesetl/parse.py": dd('''
            """Parse one partition file into (region, quantity, cents) rows."""
            import csv
            from pathlib import Path


            def parse_row(row: dict[str, str]) -> tuple[str, int, int]:
                quantity = int(row["quantity"])
                return row["region"], quantity, quantity * int(row["unit_cents"])


            def summarize(path: str) -> tuple[str, int, int]:
                with Path(path).open(newline="") as handle:
                    rows = [parse_row(row) for row in csv.DictReader(handle)]
                return Path(path).stem, len(rows), sum(cents for _, _, cents in rows)
            '''),
        "salesetl/run.py": dd('''
            """Summarize every partition in a process pool and log each result in order."""
            import logging
            import sys
            from multiprocessing import Pool
            from pathlib import Path

            from salesetl.parse import summarize

            log = logging.getLogger("salesetl")


            def main(folder: str, workers: int = 2) -> int:
                logging.basicConfig(
                    level=logging.INFO, format="%(levelname)s %(name)s: %(message)s",
                    stream=sys.stdout,
                )
                paths = sorted(str(p) for p in Path(folder).glob("*.csv"))
                log.info("rolling up %d partitions with %d workers", len(paths), workers)
                total = 0
                with Pool(workers) as pool:
                    for name, rows, cents in pool.imap(summarize, paths):
                        total += cents
                        log.info("%s: %d rows, %d cents (running total %d)", name, rows, cents,
                                 total)
                log.info("done: %d cents", total)
                return 0


            FRESH = FreshBatch(
    description=(__doc__ or "").splitlines()[0],
    scenarios=SCENARIOS,
    work=WORK,
    batch=BATCH,
    probes=VERSION_PROBES,
    tools_of=TOOLS_OF,
    readme_head=README_HEAD,
    check_labels=False,
)


def main(argv: list[str] | None = None) -> int:
    return run(FRESH, argv)


if __name__ == "__main__":
                sys.exit(main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 2))
            '''),
    }
    for n in range(300):
        files[f"data/2026-11-19/part-{n:04d}.csv"] = partition_csv(n)
    slug = "data-eng/sales-etl"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "nightly-rollup")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python(job, "5e7a9c1b3d5f7e9a1c3b5d7f9e1a3c5b7d9f1e3a5c7b9d1f3e5a7c9b1d3f5e7a")
    env = py_env()
    job.step("python -m pip install --no-index -r requirements-ci.txt", env=env)
    shown = "python -m salesetl.run data/2026-11-19 2"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="traceback-multiprocessing-remote-001",
        framework="traceback",
        failure_category="runtime_error",
        summary=(
            'The roll-up stops at partition part-0233: its quantity column holds "1,204" '
            "(a thousands separator), and parse_row() in salesetl/parse.py (line 7) calls "
            "int() on it in a pool worker: ValueError: invalid literal for int() with base "
            "10: '1,204'. The worker's traceback is the RemoteTraceback; the main process "
            "re-raises the same ValueError from pool.imap in salesetl/run.py. Partitions "
            "0000-0232 were summarized."
        ),
        notes=(
            "GitHub-Actions-style log: runner set-up, checkout, setup-python, pip install, "
            "then ~240 INFO lines (one per partition) and a multiprocessing RemoteTraceback "
            "chained to the main process's traceback."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "ValueError: invalid literal for int() with base 10: '1,204'",
                why="the worker's error",
            ),
            Sig(
                "stack_location",
                "critical",
                file="salesetl/parse.py",
                line=7,
                why="where int() fails, in the worker",
            ),
            Sig(
                "step_name",
                "critical",
                "INFO salesetl: part-0232: ",
                why="the last partition done: the failing one is part-0233",
            ),
            Sig("exception", "important", "multiprocessing.pool.RemoteTraceback"),
            Sig("stack_location", "important", file="salesetl/run.py", line=21),
            Sig("exit_code", "important", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["salesetl/parse.py", "data/2026-11-19/part-0233.csv"],
        must_mention=["1,204", "parse_row", "int()", "thousands separator"],
        must_not_claim=["the pool crashed", "out of memory", "a worker was killed"],
        evidence_formats=["traceback", "chained_traceback"],
        noise_profile=["runner_setup", "dependency_install", "progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------------------------- 5 asyncio ExceptionGroup


MIRROR_REGIONS = ["eu-west", "eu-central", "us-east", "us-west", "ap-south", "ap-east", "sa-east"]


def mirror_manifest(name: str, index: int) -> str:
    files = []
    for k in range(6 + index % 5):
        entry = {"path": f"pool/main/p{k:02d}/pkg-{index:02d}-{k}.deb", "size": 1000 + index * k}
        if not (name == "us-west-4" and k == 3):  # the broken manifest: one entry lacks a hash
            entry["sha256"] = f"{(index * 7919 + k * 104729) % 16**12:012x}" * 5 + "0000"
        files.append(entry)
    return json.dumps({"mirror": name, "files": files}, indent=1) + "\n"


def build_traceback_exceptiongroup(w: Path) -> Built:
    names = [f"{r}-{i}" for r in MIRROR_REGIONS for i in range(1, 6)]
    files = {
        "requirements-ci.txt": pins("click"),
        "mirrorsync/__init__.py": '"""Check package mirrors against their manifests."""\n',
        "mirrorsync/manifest.py": dd('''
            """Manifests list each file of a mirror with its size and sha256."""
            import json
            from pathlib import Path


            class ManifestError(Exception):
                pass


            def load(path: Path) -> list[tuple[str, int, str]]:
                data = json.loads(path.read_text())
                out = []
                for entry in data["files"]:
                    try:
                        out.append((entry["path"], entry["size"], entry["sha256"]))
                    except KeyError as exc:
                        raise ManifestError(
                            f"{data['mirror']}: entry {entry.get('path')} has no {exc}"
                        ) from exc
                return out
            '''),
        "mirrorsync/check.py": dd('''
            """Check every mirror, one region at a time, the mirrors of a region concurrently."""
            import asyncio
            import logging
            import sys
            from pathlib import Path

            from mirrorsync.manifest import load

            log = logging.getLogger("mirrorsync")


            async def check_mirror(name: str, folder: Path, delay: float) -> int:
                await asyncio.sleep(delay)
                entries = load(folder / f"{name}.json")
                for path, size, digest in entries:
                    log.info("%s: %s %d bytes sha256=%s ok", name, path, size, digest[:12])
                return len(entries)


            async def check_region(region: list[str], folder: Path) -> int:
                async with asyncio.TaskGroup() as group:
                    tasks = [
                        group.create_task(check_mirror(name, folder, 0.01 * i))
                        for i, name in enumerate(region)
                    ]
                return sum(task.result() for task in tasks)


            async def main(folder: Path) -> None:
                names = sorted(p.stem for p in folder.glob("*.json"))
                regions: dict[str, list[str]] = {}
                for name in names:
                    regions.setdefault(name.rsplit("-", 1)[0], []).append(name)
                for region, members in regions.items():
                    count = await check_region(members, folder)
                    log.info("region %s: %d mirrors, %d files verified", region, len(members),
                             count)


            FRESH = FreshBatch(
    description=(__doc__ or "").splitlines()[0],
    scenarios=SCENARIOS,
    work=WORK,
    batch=BATCH,
    probes=VERSION_PROBES,
    tools_of=TOOLS_OF,
    readme_head=README_HEAD,
    check_labels=False,
)


def main(argv: list[str] | None = None) -> int:
    return run(FRESH, argv)


if __name__ == "__main__":
                logging.basicConfig(level=logging.INFO, stream=sys.stdout,
                                    format="%(levelname)-7s %(name)s %(message)s")
                asyncio.run(main(Path(sys.argv[1])))
            '''),
    }
    for index, name in enumerate(names):
        files[f"manifests/{name}.json"] = mirror_manifest(name, index)
    slug = "infra/mirrorsync"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim-bookworm")
    job.prepare(sha, "mirrorsync-pip-3.13")
    env = py_env()
    job.sh("python -m pip install --no-index -r requirements-ci.txt", env=env)
    job.sh("python -m compileall -q mirrorsync", env=env)
    shown = "python -m mirrorsync.check manifests"
    job.sh(shown, env=env)
    raw = job.finish(after=["ls manifests | wc -l"])
    case = Case(
        case_id="traceback-exceptiongroup-taskgroup-001",
        framework="traceback",
        failure_category="runtime_error",
        summary=(
            "The mirror check stops in region us-west: manifests/us-west-4.json has an entry "
            "(pool/main/p03/pkg-18-3.deb) without a sha256, so load() in "
            "mirrorsync/manifest.py raises KeyError: 'sha256', re-raised as ManifestError "
            "(line 17); the asyncio TaskGroup in check_region() cancels the region's other "
            "mirrors and raises an ExceptionGroup ('unhandled errors in a TaskGroup (1 "
            "sub-exception)'). The six regions before it (ap-east ... us-east) passed."
        ),
        notes=(
            "GitLab-style log: runner set-up, checkout, pip install, compileall, then ~300 "
            "INFO lines (one per verified file) and an ExceptionGroup traceback whose "
            "sub-exception is a ManifestError chained from a KeyError; an after_script "
            "runs."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "mirrorsync.manifest.ManifestError: us-west-4: entry "
                "pool/main/p03/pkg-18-3.deb has no 'sha256'",
                why="the real error, inside the group",
            ),
            Sig("exception", "critical", "KeyError: 'sha256'", why="its cause"),
            Sig(
                "stack_location",
                "critical",
                file="mirrorsync/manifest.py",
                line=17,
                why="where the ManifestError is raised",
            ),
            Sig(
                "exception",
                "important",
                "ExceptionGroup: unhandled errors in a TaskGroup (1 sub-exception)",
            ),
            Sig("stack_location", "important", file="mirrorsync/check.py", line=21),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["manifests/us-west-4.json", "mirrorsync/manifest.py"],
        must_mention=["us-west-4", "sha256", "pkg-18-3.deb"],
        must_not_claim=["a timeout", "the task was cancelled by the user", "network error"],
        evidence_formats=["traceback", "exception_group", "chained_traceback"],
        noise_profile=["runner_setup", "dependency_install", "progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------------------------- 6 mypy error context


def build_mypy_error_context(w: Path) -> Built:
    files = {
        "pyproject.toml": dd("""
            [project]
            name = "routeplan"
            version = "4.1.0"
            requires-python = ">=3.11"

            [tool.mypy]
            python_version = "3.13"
            strict = true
            show_error_context = true
            show_column_numbers = true
            """),
        "requirements-ci.txt": pins("mypy", "pytest"),
        "routeplan/__init__.py": '"""Delivery route planning."""\n',
        "routeplan/model.py": dd('''
            """Depots, stops and vehicles."""
            from dataclasses import dataclass, field


            @dataclass
            class Depot:
                code: str
                capacity: int


            @dataclass
            class Stop:
                code: str
                demand: int
                window_start: int
                window_end: int


            @dataclass
            class Vehicle:
                plate: str
                capacity: int
                stops: list[Stop] = field(default_factory=list)
            '''),
        "routeplan/registry.py": dd('''
            """Depots by code."""
            from routeplan.model import Depot

            DEPOTS: dict[str, Depot] = {}


            def find_depot(code: str) -> Depot | None:
                return DEPOTS.get(code)
            '''),
        "routeplan/planner.py": dd('''
            """Greedy assignment of stops to vehicles."""
            from routeplan.model import Stop, Vehicle
            from routeplan.registry import find_depot


            def remaining(vehicle: Vehicle) -> int:
                return vehicle.capacity - sum(stop.demand for stop in vehicle.stops)


            def depot_headroom(code: str, vehicles: list[Vehicle]) -> int:
                depot = find_depot(code)
                return depot.capacity - sum(v.capacity for v in vehicles)


            def assign(stops: list[Stop], vehicles: list[Vehicle]) -> dict[str, list[str]]:
                plan: dict[str, list[str]] = {v.plate: [] for v in vehicles}
                for stop in sorted(stops, key=lambda s: s.window_start):
                    for vehicle in vehicles:
                        if remaining(vehicle) >= stop.demand:
                            vehicle.stops.append(stop)
                            plan[vehicle.plate].append(stop.code)
                            break
                return plan
            '''),
        "routeplan/windows.py": dd('''
            """Time windows in minutes after midnight."""
            from routeplan.model import Stop


            def parse_hhmm(text: str) -> int:
                hours, minutes = text.split(":")
                return int(hours) * 60 + int(minutes)


            def make_stop(code: str, demand: int, start: str, end: str) -> Stop:
                return Stop(code, demand, parse_hhmm(start), end)


            def overlaps(a: Stop, b: Stop) -> bool:
                return a.window_start < b.window_end and b.window_start < a.window_end
            '''),
        "routeplan/export.py": dd('''
            """Export a plan as rows for the dispatch sheet."""
            import csv
            import io


            def to_csv(plan: dict[str, list[str]]) -> str:
                buffer = io.StringIO()
                writer = csv.writer(buffer)
                for plate, codes in sorted(plan.items()):
                    writer.writerow([plate, len(codes), " ".join(codes)])
                return buffer.getvalue()


            def totals(plan: dict[str, list[str]]) -> dict[str, int]:
                return {plate: len(codes) for plate, codes in plan.items()}
            '''),
    }
    for i, area in enumerate(["north", "south", "east", "west", "harbour", "airport", "centre"]):
        files[f"routeplan/areas/{area}.py"] = dd(f'''
            """Stops of the {area} area."""
            from routeplan.model import Stop

            STOPS: list[Stop] = [
                Stop("{area[:2].upper()}-{i}01", {i + 2}, 480, 600),
                Stop("{area[:2].upper()}-{i}02", {i + 3}, 540, 720),
            ]


            def total_demand() -> int:
                return sum(stop.demand for stop in STOPS)
            ''')
    files["routeplan/areas/__init__.py"] = ""
    slug = "logistics/routeplan"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "typecheck")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python(job, "3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a5c")
    env = py_env()
    job.step("python -m pip install --no-index -r requirements-ci.txt\npython -m pip list", env=env)
    shown = "python -m mypy routeplan"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="mypy-error-context-columns-001",
        framework="mypy",
        failure_category="type_error",
        summary=(
            "mypy --strict (with show_error_context and show_column_numbers from pyproject) "
            "finds two errors: in routeplan/planner.py, function depot_headroom, line 12 uses "
            "`depot.capacity` although find_depot() returns `Depot | None` [union-attr]; and "
            "in routeplan/windows.py, function make_stop, line 11 passes `end` (a str) as "
            "Stop's window_end, which is an int [arg-type] (it needs parse_hhmm(end))."
        ),
        notes=(
            "GitHub-Actions-style log: runner set-up, checkout, setup-python, pip install "
            "followed by a long `pip list`, then mypy's output with 'In function' context "
            "lines and file:line:column positions."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                'routeplan/planner.py:12:12: error: Item "None" of "Depot | None" has no '
                'attribute "capacity"  [union-attr]',
                why="first error",
            ),
            Sig(
                "error_message",
                "critical",
                'routeplan/windows.py:11:50: error: Argument 4 to "Stop" has incompatible '
                'type "str"; expected "int"  [arg-type]',
                why="second error",
            ),
            Sig("error_message", "important", "Found 2 errors in 2 files"),
            Sig(
                "step_name", "optional", 'routeplan/planner.py: note: In function "depot_headroom":'
            ),
            Sig("exit_code", "important", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["routeplan/planner.py", "routeplan/windows.py"],
        must_mention=["union-attr", "arg-type", "find_depot", "window_end"],
        must_not_claim=["missing stubs", "pip install failed", "syntax error"],
        evidence_formats=["plain_error_line", "type_checker_output"],
        noise_profile=["runner_setup", "dependency_install", "package_list_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# -------------------------------------------------------------------- 7 ruff github annotations


def build_ruff_github(w: Path) -> Built:
    headers = [
        ("Content-Type", "text/html; charset=utf-8", "text/html; charset=utf-8"),
        ("content-type", "application/json", "application/json"),
        ("Accept", "*/*", "*/*"),
        ("X-Request-Id", "abc-123", "abc-123"),
        ("Cache-Control", "no-cache, no-store", "no-cache, no-store"),
    ]
    rows = [(n, v, e, i) for i in range(30) for n, v, e in headers]
    files = {
        "pyproject.toml": dd("""
            [project]
            name = "hookrelay"
            version = "1.9.0"
            requires-python = ">=3.11"

            [tool.ruff]
            line-length = 100

            [tool.ruff.lint]
            select = ["E", "F", "W", "I"]

            [tool.ruff.lint.per-file-ignores]
            "tests/*" = ["E501"]

            [tool.pytest.ini_options]
            testpaths = ["tests"]
            """),
        "requirements-dev.txt": pins("pytest", "ruff"),
        "hookrelay/__init__.py": '"""Relay webhooks to internal services."""\n',
        "hookrelay/headers.py": dd('''
            """Header parsing."""


            def parse_header(name: str, value: str) -> tuple[str, str]:
                return name.strip().lower(), value.strip()


            def content_type(headers: dict[str, str]) -> str | None:
                value = headers.get("content-type")
                if value == None:
                    return None
                return value.split(";")[0].strip()
            '''),
        "hookrelay/client.py": dd('''
            """Deliver a webhook with retries."""
            import time
            import urllib.request

            from hookrelay.headers import parse_header

            MAX_ATTEMPTS = 5


            def backoff(attempt: int, base: float = 0.5) -> float:
                return min(30.0, base * 2**attempt)


            def deliver(url: str, body: bytes, headers: dict[str, str]) -> int:
                pairs = dict(parse_header(k, v) for k, v in headers.items())
                for attempt in range(MAX_ATTEMPTS):
                    request = urllib.request.Request(url, data=body, headers=pairs)
                    try:
                        with urllib.request.urlopen(request, timeout=10) as response:
                            return response.status
                    except OSError:
                        time.sleep(retry_delay)
                return 0


            def parse_header(raw: str) -> tuple[str, str]:
                name, _, value = raw.partition(":")
                return name.strip().lower(), value.strip()
            '''),
        "tests/__init__.py": "",
        "tests/test_headers.py": dd(f"""
            import pytest

            from hookrelay.headers import parse_header

            ROWS = {rows!r}


            @pytest.mark.parametrize(("name", "value", "expected", "round"), ROWS)
            def test_parse_header(name, value, expected, round):
                assert parse_header(name, value) == (name.lower(), expected)
            """),
        "tests/test_backoff.py": dd("""
            import pytest

            from hookrelay.client import backoff


            @pytest.mark.parametrize("attempt", range(12))
            def test_backoff_is_capped(attempt):
                assert 0 < backoff(attempt) <= 30.0
            """),
    }
    slug = "acme-web/hookrelay"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "checks")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python(job, "9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d")
    env = py_env()
    job.step("python -m pip install --no-index -r requirements-dev.txt", env=env)
    job.step("python -m pytest -v -p no:cacheprovider", env=env)
    job.step("ruff --version", env=env)
    shown = "ruff check --output-format=github ."
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="ruff-github-annotations-001",
        framework="ruff",
        failure_category="lint_error",
        summary=(
            "ruff check (GitHub annotation output) reports three problems: F821 undefined "
            "name `retry_delay` in hookrelay/client.py line 22 (deliver() sleeps for a "
            "variable that does not exist; it should be backoff(attempt)), F811 "
            "redefinition of the imported parse_header at line 26 of the same file, and "
            "E711 `== None` in hookrelay/headers.py line 10. The tests and the format check "
            "pass."
        ),
        notes=(
            "GitHub-Actions-style log: runner set-up, checkout, setup-python, pip install, "
            "a passing pytest -v run (162 tests), `ruff --version`, then "
            "ruff's `::error title=Ruff (CODE),file=...` workflow commands."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "hookrelay/client.py:22:24: F821 Undefined name `retry_delay`",
                why="the real bug",
            ),
            Sig(
                "error_message",
                "critical",
                "hookrelay/client.py:26:5: F811 Redefinition of unused `parse_header` from line 5",
                why="second finding",
            ),
            Sig(
                "error_message",
                "critical",
                "hookrelay/headers.py:10:17: E711 Comparison to `None` should be `cond is None`",
                why="third finding",
            ),
            Sig("exit_code", "important", "##[error]Process completed with exit code 1."),
            Sig("step_name", "optional", "##[group]Run ruff check --output-format=github ."),
        ],
        relevant_files=["hookrelay/client.py", "hookrelay/headers.py"],
        must_mention=["F821", "retry_delay", "F811", "E711"],
        must_not_claim=["tests failed", "formatting failed", "import sorting"],
        evidence_formats=["github_annotation", "plain_error_line"],
        noise_profile=["runner_setup", "dependency_install", "test_progress_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# -------------------------------------------------------------------- 8 gcc multiple definition


GW_MODULES = [
    "args", "buffer", "clock", "config", "crc32", "dns", "env", "epoll", "framing", "hash",
    "http", "json", "listener", "logging", "metrics", "pool", "queue", "ratelimit", "router",
    "signals", "socket", "strings", "timer", "tls_stub", "upstream",
]  # fmt: skip


def build_gcc_multiple_definition(w: Path) -> Built:
    files = {
        "Makefile": dd("""
            CC      ?= gcc
            CFLAGS  ?= -std=c11 -O2 -g -Wall -Wextra -Wshadow -Wformat=2 -fstack-protector-strong \\
            \t-D_FORTIFY_SOURCE=2 -DGW_VERSION=\\"3.4.1\\" -DGW_BUILD_PROFILE=release -Iinclude
            SRC     := $(sort $(wildcard src/*.c))
            OBJ     := $(patsubst src/%.c,build/obj/%.o,$(SRC))
            BIN     := build/bin/gatewayd

            all: $(BIN)

            build/obj/%.o: src/%.c | build/obj
            \t$(CC) $(CFLAGS) -c $< -o $@

            $(BIN): $(OBJ) | build/bin
            \t$(CC) $(CFLAGS) -o $@ $^ -lm

            build/obj build/bin:
            \tmkdir -p $@

            clean:
            \trm -rf build

            .PHONY: all clean
            """),
        "include/gw/settings.h": dd("""
            #ifndef GW_SETTINGS_H
            #define GW_SETTINGS_H

            /* Runtime settings shared by every module. */
            int gw_log_level = 2;
            const char *gw_listen_addr = "0.0.0.0:8080";

            #endif
            """),
        "include/gw/common.h": dd("""
            #ifndef GW_COMMON_H
            #define GW_COMMON_H
            #include <stddef.h>
            #include <stdint.h>

            uint32_t gw_mix(uint32_t seed, const char *name);

            #endif
            """),
    }
    uses_settings = {"logging", "listener", "router"}
    codecs = [
        f"codec_{a}_{b}"
        for a in ("avro", "cbor", "csv", "msgpack", "proto", "xml")
        for b in ("reader", "writer", "schema", "stream", "errors", "fuzz_hooks", "table")
    ]
    for i, mod in enumerate(codecs):  # unused parameters: warnings only, not the failure
        files[f"src/{mod}.c"] = (
            '#include "gw/common.h"\n\n'
            f"uint32_t gw_{mod}_id(const char *opts, size_t len) {{\n"
            f'    return gw_mix({i * 40503 % 65521}u, "{mod}"){" + (uint32_t)len" * (i % 3 > 0)};\n'
            "}\n"
        )
    for i, mod in enumerate(GW_MODULES):
        include = '#include "gw/settings.h"\n' if mod in uses_settings else ""
        extra = (
            f"int gw_{mod}_verbose(void) {{ return gw_log_level > {i % 3}; }}\n"
            if mod in uses_settings
            else ""
        )
        files[f"src/{mod}.c"] = (
            f'#include "gw/common.h"\n{include}\n'
            f"uint32_t gw_{mod}_id(void) {{ return gw_mix({i * 2654435761 % 65521}u, "
            f'"{mod}"); }}\n{extra}'
        )
    files["src/hash.c"] += dd("""

        uint32_t gw_mix(uint32_t seed, const char *name) {
            uint32_t h = seed ^ 2166136261u;
            for (const char *p = name; *p; ++p) {
                h = (h ^ (uint8_t)*p) * 16777619u;
            }
            return h;
        }
        """)
    files["src/main.c"] = dd("""
        #include <stdio.h>
        #include "gw/common.h"

        int main(void) {
            printf("gatewayd %u\\n", gw_mix(7u, "main"));
            return 0;
        }
        """)
    slug = "edge/gatewayd"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "gcc:12-bookworm")
    job.prepare(sha, "gatewayd-build")
    env = child_env(PATH="/usr/local/bin:/usr/bin:/bin", CI="true", GITLAB_CI="true")
    job.sh("gcc --version", env=env)
    job.sh("make --version | head -n 1", env=env)
    shown = "make -j1 all"
    job.sh(shown, env=env)
    raw = job.finish(artifacts="build/bin/gatewayd")
    case = Case(
        case_id="gcc-make-multiple-definition-001",
        framework="gcc",
        failure_category="compile_error",
        summary=(
            "Every object compiles, but the link of build/bin/gatewayd fails: "
            "include/gw/settings.h defines (not declares) `int gw_log_level` and "
            "`gw_listen_addr`, and three files include it (listener.c, logging.c, router.c), "
            "so with gcc's default -fno-common the linker sees multiple definitions of "
            "gw_log_level and gw_listen_addr. The header must declare them `extern` and one .c "
            "file define them."
        ),
        notes=(
            "GitLab-style log: runner set-up, checkout, gcc and make versions, then make "
            "echoing 69 gcc compile commands (with -Wunused-parameter warnings from the codec "
            "files) and the link, whose ld errors repeat for each object that included the "
            "header; make stops with Error 1."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "multiple definition of `gw_log_level'",
                why="the linker error",
            ),
            Sig(
                "error_message",
                "critical",
                "collect2: error: ld returned 1 exit status",
                why="link failed",
            ),
            Sig(
                "command",
                "critical",
                "make: *** [Makefile:14: build/bin/gatewayd] Error 1",
                why="which target",
            ),
            Sig("error_message", "important", "multiple definition of `gw_listen_addr'"),
            Sig("stack_location", "important", file="include/gw/settings.h", line=5),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 2"),
        ],
        relevant_files=["include/gw/settings.h", "src/listener.c", "src/logging.c"],
        must_mention=["gw_log_level", "multiple definition", "extern", "settings.h"],
        must_not_claim=[
            "undefined reference",
            "the unused-parameter warnings fail the build",
            "missing library",
        ],
        primary_language="c",
        evidence_formats=["linker_error", "make_error"],
        noise_profile=["runner_setup", "build_command_echo"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------------------------- 9 ctest assert abort


def build_ctest_assert(w: Path) -> Built:
    files = {
        "CMakeLists.txt": dd("""
            cmake_minimum_required(VERSION 3.20)
            project(pktq VERSION 0.8.0 LANGUAGES C)
            set(CMAKE_C_STANDARD 11)
            enable_testing()

            add_library(pktq src/pktq.c)
            target_include_directories(pktq PUBLIC include)
            target_compile_options(pktq PRIVATE -Wall -Wextra)

            file(GLOB TEST_SOURCES CONFIGURE_DEPENDS tests/test_*.c)
            list(SORT TEST_SOURCES)
            foreach(src IN LISTS TEST_SOURCES)
              get_filename_component(name ${src} NAME_WE)
              add_executable(${name} ${src})
              target_link_libraries(${name} PRIVATE pktq)
              string(REPLACE "test_" "pktq_" test_name ${name})
              add_test(NAME ${test_name} COMMAND ${name})
            endforeach()
            """),
        "include/pktq.h": dd("""
            #ifndef PKTQ_H
            #define PKTQ_H
            #include <stddef.h>

            #define PKTQ_CAP 8

            typedef struct {
                int slots[PKTQ_CAP];
                size_t head; /* next write */
                size_t tail; /* next read */
                size_t count;
            } pktq;

            void pktq_init(pktq *q);
            int pktq_push(pktq *q, int v);
            int pktq_pop(pktq *q, int *out);
            size_t pktq_len(const pktq *q);

            #endif
            """),
        "src/pktq.c": dd("""
            #include "pktq.h"

            void pktq_init(pktq *q) { q->head = q->tail = q->count = 0; }

            int pktq_push(pktq *q, int v) {
                if (q->count == PKTQ_CAP) return -1;
                q->slots[q->head] = v;
                q->head = (q->head + 1) % PKTQ_CAP;
                q->count++;
                return 0;
            }

            int pktq_pop(pktq *q, int *out) {
                if (q->count == 0) return -1;
                *out = q->slots[q->tail];
                q->tail = (q->tail + 1) % PKTQ_CAP;
                q->count--;
                return 0;
            }

            size_t pktq_len(const pktq *q) {
                /* head is ahead of tail */
                return q->head - q->tail;
            }
            """),
        "tests/test_wrap.c": dd("""
            #include <assert.h>
            #include <stdio.h>
            #include "pktq.h"

            int main(void) {
                pktq q;
                int v;
                pktq_init(&q);
                for (int i = 0; i < 7; i++) assert(pktq_push(&q, i) == 0);
                for (int i = 0; i < 6; i++) assert(pktq_pop(&q, &v) == 0);
                printf("after 7 pushes and 6 pops: head=%zu tail=%zu\\n", q.head, q.tail);
                for (int i = 0; i < 2; i++) assert(pktq_push(&q, 100 + i) == 0);
                printf("after 2 more pushes: head=%zu tail=%zu len=%zu\\n", q.head, q.tail,
                       pktq_len(&q));
                assert(pktq_len(&q) == 3);
                return 0;
            }
            """),
    }
    for n in range(1, 9):
        files[f"tests/test_fill_{n}.c"] = dd(f"""
            #include <assert.h>
            #include "pktq.h"

            int main(void) {{
                pktq q;
                pktq_init(&q);
                for (int i = 0; i < {n}; i++) assert(pktq_push(&q, i) == 0);
                assert(pktq_len(&q) == {n});
                return 0;
            }}
            """)
    for n in range(1, 8):
        files[f"tests/test_fifo_{n}.c"] = dd(f"""
            #include <assert.h>
            #include "pktq.h"

            int main(void) {{
                pktq q;
                int v;
                pktq_init(&q);
                for (int i = 0; i < {n}; i++) pktq_push(&q, i * 3);
                for (int i = 0; i < {n}; i++) {{
                    assert(pktq_pop(&q, &v) == 0);
                    assert(v == i * 3);
                }}
                assert(pktq_pop(&q, &v) == -1);
                return 0;
            }}
            """)
    files["tests/test_full.c"] = dd("""
        #include <assert.h>
        #include "pktq.h"

        int main(void) {
            pktq q;
            pktq_init(&q);
            for (int i = 0; i < PKTQ_CAP; i++) assert(pktq_push(&q, i) == 0);
            assert(pktq_push(&q, 99) == -1);
            return 0;
        }
        """)
    slug = "netlab/pktq"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "build-and-test (Debug)")
    job.set_up_job(["actions/cache@v4"])
    job.checkout(sha)
    cache_action(job, "build/_deps", "deps-Linux-pktq-7c1e", "deps-Linux-pktq-", 3_145_728)
    env = child_env(PATH="/usr/local/bin:/usr/bin:/bin")
    job.step("cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug", env=env)
    job.step("cmake --build build -- -j1", env=env)
    shown = "ctest --test-dir build --output-on-failure"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="ctest-assert-abort-001",
        framework="ctest",
        failure_category="test_assertion",
        summary=(
            "Two of 17 ctest tests abort on an assert, from one bug: pktq_len() in "
            "src/pktq.c returns head - tail, which is wrong once head wraps around the ring "
            "(PKTQ_CAP 8). pktq_fill_8 (tests/test_fill_8.c line 8) gets 0 instead of 8 when "
            "head wraps to 0 on a full queue, and pktq_wrap (tests/test_wrap.c line 15) gets a "
            "size_t underflow instead of 3. pktq_len() should return count. ctest reports "
            "'Subprocess aborted' for both; the tests' own printf output is lost (stdout is "
            "a pipe and abort() does not flush it)."
        ),
        notes=(
            "GitHub-Actions-style log: runner set-up, checkout, a cache restore, cmake "
            "configure, a make build of a library and 17 test programs, then ctest with "
            "--output-on-failure; each failing test's output is glibc's assert message."
        ),
        signals=[
            Sig("failed_test", "critical", "pktq_fill_8 (Subprocess aborted)", why="failing test"),
            Sig("failed_test", "critical", "pktq_wrap (Subprocess aborted)", why="failing test"),
            Sig(
                "assertion",
                "critical",
                "test_fill_8.c:8: main: Assertion `pktq_len(&q) == 8' failed.",
                why="first failed assertion",
            ),
            Sig(
                "assertion",
                "critical",
                "test_wrap.c:15: main: Assertion `pktq_len(&q) == 3' failed.",
                why="second failed assertion",
            ),
            Sig("test_summary", "important", "88% tests passed, 2 tests failed out of 17"),
            Sig("exit_code", "important", "##[error]Process completed with exit code 8."),
        ],
        relevant_files=["src/pktq.c", "tests/test_wrap.c", "tests/test_fill_8.c"],
        relevant_tests=["pktq_wrap", "pktq_fill_8"],
        must_mention=["pktq_len", "head - tail", "wrap"],
        must_not_claim=["segmentation fault", "compile error", "two unrelated bugs"],
        primary_language="c",
        evidence_formats=["test_summary", "assertion_message"],
        multi_failure=True,
        noise_profile=["runner_setup", "build_progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ------------------------------------------------------------------------- 10 cargo check short


PIPE_CRATES = ["schema", "codec", "storage", "metrics", "retry", "ingest"]


def noisy_rust_module(crate: str, k: int) -> str:
    """A module that compiles with warnings (unused variables, dead code)."""
    return dd(f"""
        pub fn {crate}_score_{k}(values: &[i64]) -> i64 {{
            let scale = {k + 2};
            let unused_{k} = values.len();
            values.iter().map(|v| v * scale).sum()
        }}

        fn {crate}_helper_{k}(x: i64) -> i64 {{
            x + {k}
        }}

        pub struct {crate.capitalize()}Stat{k} {{
            pub total: i64,
            count: usize,
        }}
        """)


def build_cargo_check_short(w: Path) -> Built:
    members = [f"crates/{c}" for c in PIPE_CRATES]
    files = {
        "Cargo.toml": '[workspace]\nresolver = "2"\nmembers = '
        + json.dumps(members)
        + '\n\n[workspace.package]\nversion = "0.6.0"\nedition = "2021"\n',
        "Cargo.lock": "# This file is automatically @generated by Cargo.\n"
        "# It is not intended for manual editing.\nversion = 4\n\n"
        + "".join(
            f'[[package]]\nname = "{c}"\nversion = "0.6.0"\n'
            + ('dependencies = [\n "codec",\n "schema",\n "storage",\n]\n' if c == "ingest" else "")
            + "\n"
            for c in sorted(PIPE_CRATES)
        ),
    }
    for crate in PIPE_CRATES[:-1]:
        mods = [f"part{k}" for k in range(7)]
        files[f"crates/{crate}/Cargo.toml"] = (
            f'[package]\nname = "{crate}"\nversion.workspace = true\nedition.workspace = true\n'
        )
        files[f"crates/{crate}/src/lib.rs"] = "".join(f"pub mod {m};\n" for m in mods)
        for k, m in enumerate(mods):
            files[f"crates/{crate}/src/{m}.rs"] = noisy_rust_module(crate, k)
    files["crates/ingest/Cargo.toml"] = dd("""
        [package]
        name = "ingest"
        version.workspace = true
        edition.workspace = true

        [dependencies]
        codec = { path = "../codec" }
        schema = { path = "../schema" }
        storage = { path = "../storage" }
        """)
    files["crates/ingest/src/main.rs"] = dd("""
        mod config;

        use config::Config;

        fn start(cfg: Config) -> usize {
            cfg.batch_size * cfg.workers
        }

        fn main() {
            let cfg = Config::from_env();
            let capacity = start(cfg);
            println!("ingest {} starting, capacity {}", cfg.name, capacity);
            let _ = schema::part0::schema_score_0(&[1, 2, 3]);
        }
        """)
    files["crates/ingest/src/config.rs"] = dd("""
        pub struct Config {
            pub name: String,
            pub batch_size: usize,
            pub workers: usize,
        }

        impl Config {
            pub fn from_env() -> Self {
                let name = std::env::var("INGEST_NAME").unwrap_or_else(|_| "ingest".into());
                Config { name, batch_size: 500, workers: 4 }
            }
        }
        """)
    slug = "data-eng/pipeline-rs"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "rust:1.95-slim-bookworm")
    job.prepare(sha, "pipeline-rs-cargo")
    env = cargo_env(CI="true", GITLAB_CI="true")
    job.sh("rustc -vV", env=env)
    job.sh("cargo --version", env=env)
    shown = "cargo check --workspace --locked --message-format=short"
    job.sh(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="cargo-check-short-e0382-001",
        framework="cargo",
        failure_category="compile_error",
        summary=(
            "cargo check fails in the ingest binary: main() passes `cfg` by value to "
            "start(cfg) (crates/ingest/src/main.rs line 11) and then reads cfg.name on line "
            "12, a borrow of a moved value (E0382); start() should take &Config, or the name "
            "be read first. The many unused-variable and dead-code warnings in the library "
            "crates are not the failure."
        ),
        notes=(
            "GitLab-style log: runner set-up, checkout, rustc -vV, cargo --version, "
            "then cargo check with --message-format=short: one line per diagnostic "
            "(dozens of warnings from five library crates) and the E0382 error."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "crates/ingest/src/main.rs:12:49: error[E0382]: borrow of moved value: `cfg`",
                why="the compile error with its position",
            ),
            Sig(
                "error_message",
                "critical",
                'error: could not compile `ingest` (bin "ingest") due to 1 previous error',
                why="which crate",
            ),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 101"),
            Sig("error_message", "optional", "warning: unused variable: `unused_0`"),
        ],
        relevant_files=["crates/ingest/src/main.rs"],
        must_mention=["E0382", "cfg", "moved", "start"],
        must_not_claim=["the warnings fail the build", "a dependency failed to download"],
        primary_language="rust",
        evidence_formats=["compiler_error_short"],
        noise_profile=["runner_setup", "warning_noise", "build_progress_noise"],
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------------------------- 11 cargo fmt --check


def rustfmt_tree(w: Path, files: dict[str, str]) -> dict[str, str]:
    """The .rs files as rustfmt would write them (so only the planted lines are off)."""
    scratch = w / "rustfmt-scratch"
    for rel, text in files.items():
        path = scratch / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    rs = sorted(str(p) for p in scratch.rglob("*.rs"))
    rustfmt = tool("rustfmt") or "rustfmt"
    subprocess.run([rustfmt, "--edition", "2021", *rs], check=True, capture_output=True)
    out = {rel: (scratch / rel).read_text() for rel in files}
    shutil.rmtree(scratch)
    return out


def build_cargo_fmt_check(w: Path) -> Built:
    ops = ["add", "sub", "mul", "div", "rem", "min", "max", "pow", "shl", "shr"]
    files = {
        "Cargo.toml": dd("""
            [package]
            name = "calcvm"
            version = "0.3.2"
            edition = "2021"
            """),
        "Cargo.lock": "# This file is automatically @generated by Cargo.\n"
        "# It is not intended for manual editing.\nversion = 4\n\n"
        '[[package]]\nname = "calcvm"\nversion = "0.3.2"\n',
        "src/lib.rs": "pub mod lexer;\npub mod ops;\npub mod parser;\n",
        "src/lexer.rs": dd("""
            #[derive(Debug, PartialEq)]
            pub enum Token {
                Num(i64),
                Op(char),
                LParen,
                RParen,
            }

            pub fn lex(src: &str) -> Vec<Token> {
                let mut out = Vec::new();
                let mut chars = src.chars().peekable();
                while let Some(&c) = chars.peek() {
                    if c.is_ascii_digit() {
                        let mut n = 0i64;
                        while let Some(&d) = chars.peek() {
                            if !d.is_ascii_digit() {
                                break;
                            }
                            n = n * 10 + d.to_digit(10).unwrap() as i64;
                            chars.next();
                        }
                        out.push(Token::Num(n));
                        continue;
                    }
                    match c {
                        '(' => out.push(Token::LParen),
                        ')' => out.push(Token::RParen),
                        '+' | '-' | '*' | '/' => out.push(Token::Op(c)),
                        _ => {}
                    }
                    chars.next();
                }
                out
            }
            """),
        "src/parser.rs": dd("""
            use crate::lexer::Token;

            pub fn precedence(op: char) -> u8 {
                match op {
                    '+' | '-' => 1,
                    '*' | '/' => 2,
                    _ => 0,
                }
            }

            pub fn to_rpn(tokens: Vec<Token>) -> Vec<Token> {
                let mut out = Vec::new();
                let mut stack: Vec<Token> = Vec::new();
                for t in tokens {
                    match t {
                        Token::Num(_) => out.push(t),
                        Token::Op(o) => {
                            while let Some(Token::Op(top)) = stack.last() {
                                if precedence(*top) < precedence(o) {
                                    break;
                                }
                                out.push(stack.pop().unwrap());
                            }
                            stack.push(Token::Op(o));
                        }
                        Token::LParen => stack.push(t),
                        Token::RParen => {
                            while let Some(top) = stack.pop() {
                                if top == Token::LParen {
                                    break;
                                }
                                out.push(top);
                            }
                        }
                    }
                }
                while let Some(top) = stack.pop() {
                    out.push(top);
                }
                out
            }
            """),
        "src/ops.rs": "".join(
            f"pub fn op_{op}(a: i64, b: i64) -> i64 {{\n    a.wrapping_add(b) ^ {i}\n}}\n\n"
            for i, op in enumerate(ops)
        ),
        "tests/ops.rs": "use calcvm::ops::*;\n\n"
        + "".join(
            f"#[test]\nfn {op}_case_{k}() {{\n"
            f"    assert_eq!(op_{op}({k}, {k + 1}), ({k}i64 + {k + 1}) ^ {i});\n}}\n\n"
            for i, op in enumerate(ops)
            for k in range(12)
        ),
        "tests/lexer.rs": "use calcvm::lexer::{lex, Token};\n\n"
        + "".join(
            f"#[test]\nfn lexes_number_{n}() {{\n"
            f'    assert_eq!(lex("{n}"), vec![Token::Num({n})]);\n}}\n\n'
            for n in range(0, 400, 11)
        ),
    }
    files = rustfmt_tree(w, files)
    # the planted formatting problems: a condensed match arm block and a long signature
    files["src/lexer.rs"] = files["src/lexer.rs"].replace(
        "                if !d.is_ascii_digit() {\n                    break;\n                }\n",
        "                if !d.is_ascii_digit() { break; }\n",
    )
    files["src/parser.rs"] = files["src/parser.rs"].replace(
        "pub fn to_rpn(tokens: Vec<Token>) -> Vec<Token> {",
        "pub fn to_rpn(\n    tokens: Vec<Token>,\n) -> Vec<Token> {",
    )
    slug = "tools/calcvm"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "rust (stable)")
    job.set_up_job(["dtolnay/rust-toolchain@stable", "actions/cache@v4"])
    job.checkout(sha)
    cache_action(
        job, "~/.cargo/registry\ntarget", "Linux-cargo-calcvm-9e21", "Linux-cargo-", 41_943_040
    )
    env = cargo_env()
    job.step("cargo build --locked --all-targets", env=env)
    job.step("cargo test --locked", env=env)
    shown = "cargo fmt --all -- --check"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="cargo-fmt-check-diff-001",
        framework="cargo",
        failure_category="lint_error",
        summary=(
            "The build and all tests pass; the job fails on `cargo fmt --all -- --check`, "
            "which finds two unformatted spots: src/lexer.rs has `if !d.is_ascii_digit() { "
            "break; }` on one line (rustfmt wants the block split over three lines), and "
            "src/parser.rs splits the short signature of to_rpn() over three lines (rustfmt "
            "wants it on one). Running `cargo fmt` fixes both."
        ),
        notes=(
            "GitHub-Actions-style log: runner set-up, checkout, toolchain and cache actions, "
            "a passing cargo build, a passing cargo test (157 tests), then rustfmt's "
            "'Diff in <path>:<line>:' blocks."
        ),
        signals=[
            Sig("error_message", "critical", "src/lexer.rs:13:", why="first unformatted file"),
            Sig("error_message", "critical", "src/parser.rs:8:", why="second unformatted file"),
            Sig(
                "error_message",
                "important",
                "-                if !d.is_ascii_digit() { break; }",
            ),
            Sig("step_name", "important", "##[group]Run cargo fmt --all -- --check"),
            Sig("exit_code", "important", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["src/lexer.rs", "src/parser.rs"],
        must_mention=["cargo fmt", "src/lexer.rs", "src/parser.rs"],
        must_not_claim=["tests failed", "compile error", "clippy"],
        primary_language="rust",
        evidence_formats=["diff"],
        noise_profile=["runner_setup", "test_progress_noise", "build_progress_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# ------------------------------------------------------------------------- 12 npm run build ESM


ADMIN_PAGES = [
    "accounts", "audit", "billing", "catalog", "coupons", "customers", "dashboard", "exports",
    "flags", "inventory", "invoices", "orders", "payouts", "refunds", "reports", "returns",
    "roles", "settings", "shipping", "suppliers", "taxes", "teams", "tickets", "webhooks",
]  # fmt: skip


def build_npm_build_esm(w: Path) -> Built:
    pkg = {
        "name": "admin-console",
        "version": "5.0.1",
        "private": True,
        "type": "module",
        "scripts": {
            "prebuild": "node scripts/clean.js",
            "build": "node scripts/build.js",
            "check": "node --check scripts/build.js",
        },
    }
    files: dict[str, str] = {
        "package.json": json.dumps(pkg, indent=2) + "\n",
        "package-lock.json": json.dumps(
            {
                "name": "admin-console",
                "version": "5.0.1",
                "lockfileVersion": 3,
                "requires": True,
                "packages": {"": {"name": "admin-console", "version": "5.0.1"}},
            },
            indent=2,
        )
        + "\n",
        "scripts/clean.js": dd("""
            import { rmSync } from 'node:fs';
            rmSync('dist', { recursive: true, force: true });
            console.log('cleaned dist/');
            """),
        "scripts/build.js": dd("""
            // Render every page module to dist/<page>.html, in order.
            import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';

            mkdirSync('dist', { recursive: true });
            const pages = readdirSync('src/pages').filter((f) => f.endsWith('.js')).sort();
            let bytes = 0;
            for (const file of pages) {
              const mod = await import(`../src/pages/${file}`);
              const html = mod.render();
              writeFileSync(`dist/${file.replace('.js', '.html')}`, html);
              bytes += html.length;
              console.log(`  built dist/${file.replace('.js', '.html')}  ${html.length} B`);
              for (const section of mod.sections ?? []) {
                console.log(`    section ${section}`);
              }
            }
            console.log(`build: ${pages.length} pages, ${bytes} bytes`);
            """),
        "src/lib/html.js": dd("""
            export const escape = (s) =>
              String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
            export const page = (title, body) =>
              `<!doctype html><title>${escape(title)}</title><main>${body}</main>`;
            """),  # noqa: E501
        "src/lib/format/money.js": dd("""
            export const formatMoney = (cents, currency = 'EUR') =>
              `${(cents / 100).toFixed(2)} ${currency}`;
            """),
    }
    for i, name in enumerate(ADMIN_PAGES):
        lib = "../lib/format/money.js" if name != "payouts" else "../lib/formatters/money.js"
        sections = [f"{name}-{s}" for s in ("summary", "table", "filters", "export", "history")]
        files[f"src/pages/{name}.js"] = dd(f"""
            import {{ page }} from '../lib/html.js';
            import {{ formatMoney }} from '{lib}';

            export const sections = {sections!r};

            export function render() {{
              const rows = Array.from({{ length: {8 + i % 5} }}, (_, k) =>
                `<tr><td>{name} ${{k}}</td><td>${{formatMoney(k * {101 + i})}}</td></tr>`);
              return page('{name.title()}', `<table>${{rows.join('')}}</table>`);
            }}
            """)
    slug = "acme-shop/admin-console"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "build")
    job.set_up_job(["actions/setup-node@v4"])
    job.checkout(sha)
    node_version = version_of(["node", "--version"]).lstrip("v")
    job.action(
        "actions/setup-node@v4",
        {"node-version": "20", "cache": "npm", "check-latest": "false", "token": "***"},
        dd(f"""
        Found in cache @ /opt/hostedtoolcache/node/{node_version}/x64
        ##[group]Environment details
        node: v{node_version}
        npm: {version_of(["npm", "--version"])}
        yarn: 1.22.22
        ##[endgroup]
        """),
    )
    env = npm_env(w)
    job.step("npm ci --offline", env=env)
    job.step("npm run check", env=env)
    shown = "npm run build"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="npm-run-build-module-not-found-001",
        framework="npm",
        failure_category="build_script_error",
        summary=(
            "`npm run build` renders pages in order and stops at src/pages/payouts.js: it "
            "imports formatMoney from '../lib/formatters/money.js', but the module lives at "
            "src/lib/format/money.js, so Node throws ERR_MODULE_NOT_FOUND (Cannot find "
            "module .../src/lib/formatters/money.js imported from .../src/pages/payouts.js) "
            "and the build script exits 1. The 12 pages before it built fine."
        ),
        notes=(
            "GitHub-Actions-style log: runner set-up, checkout, setup-node, `npm ci "
            "--offline`, a passing `npm run check`, then the build printing each page and "
            "its sections before Node's ERR_MODULE_NOT_FOUND error (an uncaught error from a "
            "dynamic import, with Node's internal stack)."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "Error [ERR_MODULE_NOT_FOUND]: Cannot find module",
                why="the error",
            ),
            Sig(
                "error_message",
                "critical",
                "src/lib/formatters/money.js' imported from",
                why="the missing path",
            ),
            Sig("error_message", "critical", "src/pages/payouts.js", why="the importing page"),
            Sig("exit_code", "important", "##[error]Process completed with exit code 1."),
            Sig("step_name", "optional", "built dist/orders.html"),
        ],
        relevant_files=["src/pages/payouts.js", "src/lib/format/money.js"],
        must_mention=["ERR_MODULE_NOT_FOUND", "formatters", "payouts.js", "format/money.js"],
        must_not_claim=["npm ci failed", "a dependency is missing from node_modules"],
        primary_language="javascript",
        evidence_formats=["traceback", "plain_error_line"],
        noise_profile=["runner_setup", "build_progress_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# ------------------------------------------------------------------- 13 npm ci lock out of sync


def build_npm_ci_out_of_sync(w: Path) -> Built:
    deps = {"@acme/ui": "file:packages/ui", "@acme/icons": "file:packages/icons"}
    lock_packages: dict[str, Any] = {
        "": {"name": "storefront", "version": "8.2.0", "dependencies": dict(deps)},
    }
    for name in ("ui", "icons"):
        lock_packages[f"node_modules/@acme/{name}"] = {"resolved": f"packages/{name}", "link": True}
        lock_packages[f"packages/{name}"] = {"name": f"@acme/{name}", "version": "2.4.0"}
    deps["@acme/telemetry"] = "file:packages/telemetry"  # added to package.json, lock not updated
    pkg = {
        "name": "storefront",
        "version": "8.2.0",
        "private": True,
        "dependencies": deps,
        "scripts": {"test": "node --test"},
    }
    files: dict[str, str] = {
        "package.json": json.dumps(pkg, indent=2) + "\n",
        "package-lock.json": json.dumps(
            {
                "name": "storefront",
                "version": "8.2.0",
                "lockfileVersion": 3,
                "requires": True,
                "packages": lock_packages,
            },
            indent=2,
        )
        + "\n",
    }
    for name, count in (("ui", 70), ("icons", 110), ("telemetry", 6)):
        files[f"packages/{name}/package.json"] = json.dumps(
            {"name": f"@acme/{name}", "version": "2.4.0" if name != "telemetry" else "0.1.0",
             "main": "index.js", "files": ["index.js", "lib/"]},
            indent=2,
        ) + "\n"  # fmt: skip
        files[f"packages/{name}/index.js"] = "module.exports = require('./lib/all.js');\n"
        files[f"packages/{name}/lib/all.js"] = "".join(
            f"exports.{name}{k} = require('./{name}-{k:03d}.js');\n" for k in range(count)
        )
        for k in range(count):
            files[f"packages/{name}/lib/{name}-{k:03d}.js"] = (
                f"module.exports = function {name}{k}(props) {{\n"
                f"  return {{ kind: '{name}', id: {k}, props }};\n}};\n"
            )
    slug = "acme-shop/storefront"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "node:20-bookworm-slim")
    job.prepare(sha, "storefront-npm")
    env = npm_env(w)
    job.sh("node --version && npm --version", env=env)
    job.sh("(cd packages/icons && npm pack --dry-run)", env=env)
    job.sh("(cd packages/ui && npm pack --dry-run)", env=env)
    shown = "npm ci --offline"
    job.sh(shown, env=env)
    raw = job.finish(artifacts="dist/")
    case = Case(
        case_id="npm-ci-lockfile-out-of-sync-001",
        framework="npm",
        failure_category="dependency_install",
        summary=(
            "`npm ci` refuses to install: package.json now depends on @acme/telemetry "
            "(file:packages/telemetry, version 0.1.0) but package-lock.json was not "
            "regenerated, so npm reports the two out of sync ('Missing: "
            "@acme/telemetry@0.1.0 from lock file') and exits with EUSAGE. Run `npm install` "
            "and commit the updated lock file. The long help text npm prints after the error "
            "and the earlier `npm pack --dry-run` listings are not part of the failure."
        ),
        notes=(
            "GitLab-style log: runner set-up, checkout, node/npm versions, two `npm pack "
            "--dry-run` listings of workspace packages (hundreds of npm notice lines), then "
            "npm ci's error followed by its whole usage text."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "`npm ci` can only install packages when your package.json and "
                "package-lock.json or npm-shrinkwrap.json are in sync.",
                why="the error",
            ),
            Sig(
                "error_message",
                "critical",
                "Missing: @acme/telemetry@0.1.0 from lock file",
                why="what is out of sync",
            ),
            Sig("error_message", "important", "npm error code EUSAGE"),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["package.json", "package-lock.json"],
        must_mention=["package-lock.json", "@acme/telemetry", "npm install"],
        must_not_claim=["network error", "ENOTCACHED", "a test failed"],
        primary_language="javascript",
        evidence_formats=["plain_error_line"],
        noise_profile=["runner_setup", "package_list_noise", "usage_text_noise"],
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------------------- 14 terraform plan variable


def build_terraform_plan_variable(w: Path) -> Built:
    services = ["api", "worker", "scheduler", "webhooks", "search", "reports", "exports", "auth"]
    resources = []
    for svc in services:
        resources.append(
            dd(f"""
            resource "terraform_data" "{svc}_deployment" {{
              input = {{
                name     = "${{var.environment}}-{svc}"
                replicas = var.replica_count
                image    = "registry.example.com/shop/{svc}:${{var.release}}"
                region   = var.region
                labels   = local.labels
              }}
            }}

            resource "terraform_data" "{svc}_autoscaler" {{
              input = {{
                target       = terraform_data.{svc}_deployment.output.name
                min_replicas = var.replica_count
                max_replicas = var.replica_count * 3
                cpu_target   = 70
              }}
            }}

            resource "terraform_data" "{svc}_alerts" {{
              input = {{
                service   = terraform_data.{svc}_deployment.output.name
                error_pct = 2
                p99_ms    = 800
                channels  = ["#oncall-${{var.environment}}", "pagerduty-{svc}"]
              }}
            }}
            """)
        )
    files = {
        "versions.tf": dd("""
            terraform {
              required_version = ">= 1.6.0"
            }
            """),
        "variables.tf": dd("""
            variable "environment" {
              type = string
              validation {
                condition     = contains(["staging", "production"], var.environment)
                error_message = "environment must be staging or production."
              }
            }

            variable "replica_count" {
              type = number
              validation {
                condition     = var.replica_count >= 1 && var.replica_count <= 9
                error_message = "replica_count must be between 1 and 9 (the node pool has 9 nodes)."
              }
            }

            variable "region" {
              type    = string
              default = "eu-west-1"
            }

            variable "release" {
              type = string
            }
            """),
        "main.tf": dd("""
            locals {
              labels = {
                team        = "shop-platform"
                environment = var.environment
                managed_by  = "terraform"
              }
            }
            """)
        + "\n"
        + "\n".join(resources),
        "outputs.tf": dd("""
            output "deployments" {
              value = sort([for k, v in terraform_data.api_deployment.output : k])
            }
            """),
        "env/staging.tfvars": dd("""
            environment   = "staging"
            replica_count = 2
            release       = "2026.11.3"
            """),
        "env/production.tfvars": dd("""
            environment   = "production"
            region        = "eu-central-1"
            replica_count = 12
            release       = "2026.11.3"
            """),
    }
    slug = "shop-platform/deployments"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "plan (staging, production)")
    job.set_up_job(["hashicorp/setup-terraform@v3"])
    job.checkout(sha)
    tf_version = version_of(["terraform", "version"]).split()[-1].lstrip("v")
    job.action(
        "hashicorp/setup-terraform@v3",
        {
            "terraform_version": tf_version,
            "terraform_wrapper": "false",
            "cli_config_credentials_hostname": "app.terraform.io",
        },
    )
    env = tf_env(w)
    job.step("terraform fmt -check -recursive\nterraform init -input=false -no-color", env=env)
    job.step("terraform validate -no-color", env=env)
    job.step(
        "terraform plan -input=false -no-color -lock=false -var-file=env/staging.tfvars",
        env=env,
    )
    shown = "terraform plan -input=false -no-color -lock=false -var-file=env/production.tfvars"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="terraform-plan-variable-validation-001",
        framework="terraform",
        failure_category="config_error",
        summary=(
            "The production plan is rejected before planning: env/production.tfvars sets "
            "replica_count = 12, but the validation rule of variable replica_count "
            "(variables.tf) only allows 1 to 9 ('the node pool has 9 nodes'): Error: Invalid "
            "value for variable. The staging plan (replica_count = 2, 24 resources to add) "
            "succeeds; the configuration itself is valid."
        ),
        notes=(
            "GitHub-Actions-style log: runner set-up, checkout, setup-terraform, fmt + init, "
            "validate, a full successful staging plan (24 terraform_data resources), then the "
            "production plan failing on a variable validation rule."
        ),
        signals=[
            Sig("error_message", "critical", "Error: Invalid value for variable", why="error"),
            Sig("error_message", "critical", "on env/production.tfvars line 3:", why="where"),
            Sig(
                "error_message",
                "critical",
                "replica_count must be between 1 and 9 (the node pool has 9 nodes).",
                why="the rule's message",
            ),
            Sig("error_message", "important", "var.replica_count is 12"),
            Sig("stack_location", "important", file="variables.tf", line=11),
            Sig(
                "step_name",
                "important",
                "##[group]Run terraform plan -input=false -no-color "
                "-lock=false -var-file=env/production.tfvars",
            ),
            Sig("exit_code", "important", "##[error]Process completed with exit code 1."),
            Sig("test_summary", "optional", "Plan: 24 to add, 0 to change, 0 to destroy."),
        ],
        relevant_files=["env/production.tfvars", "variables.tf"],
        must_mention=["replica_count", "12", "production.tfvars", "between 1 and 9"],
        must_not_claim=["the staging plan failed", "provider", "state lock"],
        primary_language="hcl",
        evidence_formats=["plain_error_line", "terraform_diagnostic"],
        noise_profile=["runner_setup", "plan_output_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# ------------------------------------------------------------------ 15 pip ResolutionImpossible


INTERNAL_WHEELS = [
    ("acme-http", "1.9.2", []),
    ("acme-http", "2.1.0", []),
    ("acme-auth", "3.0.0", ["acme-http>=1.8,<2"]),
    ("acme-auth", "3.1.0", ["acme-http>=1.9,<2"]),
    ("acme-events", "0.9.4", ["acme-http>=2.0"]),
    ("acme-logging", "1.2.0", []),
    ("acme-config", "4.0.1", ["acme-logging>=1.0"]),
]


def wheel_source(name: str, version: str, deps: list[str]) -> dict[str, str]:
    module = name.replace("-", "_")
    root = f"vendor/{name}-{version}"
    return {
        f"{root}/pyproject.toml": dd(f"""
            [build-system]
            requires = ["setuptools>=61"]
            build-backend = "setuptools.build_meta"

            [project]
            name = "{name}"
            version = "{version}"
            dependencies = {json.dumps(deps)}
            """),
        f"{root}/{module}/__init__.py": f'__version__ = "{version}"\n',
    }


def build_pip_resolution(w: Path) -> Built:
    files: dict[str, str] = {
        "requirements.txt": dd("""
            # runtime requirements of the orders service (internal index only)
            acme-config==4.0.1
            acme-auth~=3.0
            acme-events==0.9.4
            """),
        "orders/__init__.py": '"""Orders service."""\n',
        "scripts/build-wheelhouse.sh": dd("""
            #!/usr/bin/env bash
            # Build the internal packages into ./wheelhouse, one at a time.
            set -euo pipefail
            mkdir -p wheelhouse
            for src in vendor/*/; do
              python -m pip wheel -v --no-deps --no-build-isolation --no-index -w wheelhouse "$src"
            done
            ls -1 wheelhouse
            """),
    }
    for name, version, deps in INTERNAL_WHEELS:
        files.update(wheel_source(name, version, deps))
    slug = "shop/orders-service"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim-bookworm")
    job.prepare(sha, "orders-service-pip")
    env = py_env(PIP_CONFIG_FILE=os.devnull)
    job.sh("python -m venv .venv-ci --without-pip", env=env)
    job.sh("bash scripts/build-wheelhouse.sh", env=env)
    shown = (
        "python -m pip --python .venv-ci/bin/python install --no-index --find-links wheelhouse "
        "-r requirements.txt"
    )
    job.sh(shown, env=env)
    raw = job.finish(artifacts="wheelhouse/")
    case = Case(
        case_id="pip-resolution-impossible-001",
        framework="pip",
        failure_category="dependency_install",
        summary=(
            "pip cannot resolve requirements.txt: acme-auth~=3.0 (every version, 3.0.0 and "
            "3.1.0) requires acme-http<2, while acme-events==0.9.4 requires acme-http>=2.0, "
            "so no acme-http satisfies both (ResolutionImpossible). One of the pins must "
            "change: an acme-auth release that allows acme-http 2, or an older acme-events. "
            "All internal wheels were built; nothing is missing from the wheelhouse."
        ),
        notes=(
            "GitLab-style log: runner set-up, checkout, a venv, a script building seven "
            "internal wheels with `pip wheel -v` (setuptools' verbose build output), then `pip "
            "install --no-index` failing with pip's conflict report."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "because these package versions have conflicting dependencies.",
                why="the error",
            ),
            Sig(
                "error_message",
                "critical",
                "acme-auth 3.1.0 depends on acme-http<2 and >=1.9",
                why="one side",
            ),
            Sig(
                "error_message",
                "critical",
                "acme-events 0.9.4 depends on acme-http>=2.0",
                why="the other side",
            ),
            Sig("error_message", "important", "ERROR: ResolutionImpossible"),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["requirements.txt"],
        must_mention=["acme-http", "acme-auth", "acme-events", "conflict"],
        must_not_claim=["network error", "no matching distribution", "a wheel failed to build"],
        evidence_formats=["plain_error_line"],
        noise_profile=["runner_setup", "build_progress_noise", "dependency_install"],
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------------------- 16 shell command not found


def build_shell_command_not_found(w: Path) -> Built:
    components = ["agent", "collector", "console", "forwarder", "gateway", "indexer", "notifier",
                  "planner", "relay", "scanner", "shipper", "watcher"]  # fmt: skip
    files: dict[str, str] = {
        "VERSION": "7.3.0\n",
        "scripts/package-release.sh": dd("""
            #!/usr/bin/env bash
            # Package every component, checksum the tarballs and sign the checksums.
            set -eo pipefail

            version=$(cat VERSION)
            out="dist/$version"
            mkdir -p "$out"

            for dir in components/*/; do
              name=$(basename "$dir")
              echo "==> packaging $name $version"
              tar --sort=name --owner=0 --group=0 --mtime='2026-11-01 00:00Z' \\
                -cvzf "$out/$name-$version.tar.gz" -C components "$name"
            done

            echo "==> checksums"
            (cd "$out" && sha256sum -- *.tar.gz | tee SHA256SUMS | awk '{print "    " $2}')

            echo "==> signing $out/SHA256SUMS"
            cosign sign-blob --yes --key cosign.key --output-signature "$out/SHA256SUMS.sig" \\
              "$out/SHA256SUMS"
            echo "==> done"
            """),
    }
    for i, comp in enumerate(components):
        for sub in ("bin", "conf", "lib", "share/doc"):
            for k in range(3 + (i + len(sub)) % 4):
                files[f"components/{comp}/{sub}/{comp}-{sub.replace('/', '-')}-{k:02d}.txt"] = (
                    f"{comp} {sub} file {k}\n"
                )
    if tool("cosign"):  # the scenario needs a command that is really missing
        raise RuntimeError("cosign is installed here: the script would run it")
    slug = "platform/observability-suite"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "registry.example.com/ci/release-tools:2026.11")
    job.prepare(sha, "release-tools")
    env = child_env(PATH="/usr/local/bin:/usr/bin:/bin", CI="true", GITLAB_CI="true")
    job.sh("bash --version | head -n 1", env=env)
    shown = "bash scripts/package-release.sh"
    job.sh(shown, env=env)
    raw = job.finish(after=["ls dist/7.3.0 | wc -l"], artifacts="dist/7.3.0/SHA256SUMS")
    case = Case(
        case_id="shell-command-not-found-001",
        framework="generic",
        failure_category="build_script_error",
        summary=(
            "The release script packages all 12 components and writes their checksums, then "
            "fails at the signing step: scripts/package-release.sh line 20 runs `cosign "
            "sign-blob`, but cosign is not installed in the release-tools image ('cosign: "
            "command not found', exit status 127). Install cosign in the image; packaging "
            "and checksums worked."
        ),
        notes=(
            "GitLab-style log: runner set-up, checkout, then a bash release script whose "
            "`tar -v` listings fill most of the log, a checksum list, and the missing-command "
            "error at the end; an after_script and an artifact upload follow."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "scripts/package-release.sh: line 20: cosign: command not found",
                why="the error, with file and line",
            ),
            Sig("exit_code", "critical", "ERROR: Job failed: exit code 127", why="exit 127"),
            Sig("step_name", "important", "==> signing dist/7.3.0/SHA256SUMS"),
            Sig("step_name", "optional", "==> checksums"),
        ],
        relevant_files=["scripts/package-release.sh"],
        must_mention=["cosign", "command not found", "127"],
        must_not_claim=["tar failed", "checksum mismatch", "permission denied"],
        primary_language="shell",
        evidence_formats=["plain_error_line", "shell_command_output"],
        noise_profile=["runner_setup", "progress_noise"],
        commands=job.commands,
    )
    return raw, "gitlab", case


# ======================================================================= builders go here


# =========================================================================== main

SCENARIOS: list[tuple[str, tuple[str, ...], Builder]] = [
    ("pytest-hypothesis-allocation-001", ("git", "bash"), build_pytest_hypothesis),
    ("pytest-timeout-deadlock-001", ("git", "bash"), build_pytest_timeout),
    ("unittest-unexpected-success-001", ("git", "bash"), build_unittest_unexpected_success),
    ("traceback-multiprocessing-remote-001", ("git", "bash"), build_traceback_multiprocessing),
    ("traceback-exceptiongroup-taskgroup-001", ("git", "bash"), build_traceback_exceptiongroup),
    ("mypy-error-context-columns-001", ("git", "bash"), build_mypy_error_context),
    ("ruff-github-annotations-001", ("git", "bash"), build_ruff_github),
    (
        "gcc-make-multiple-definition-001",
        ("gcc", "make", "git", "bash"),
        build_gcc_multiple_definition,
    ),
    (
        "ctest-assert-abort-001",
        ("cmake", "ctest", "gcc", "make", "git", "bash"),
        build_ctest_assert,
    ),
    ("cargo-check-short-e0382-001", ("cargo", "git", "bash"), build_cargo_check_short),
    ("cargo-fmt-check-diff-001", ("cargo", "rustfmt", "git", "bash"), build_cargo_fmt_check),
    ("npm-run-build-module-not-found-001", ("node", "npm", "git", "bash"), build_npm_build_esm),
    ("npm-ci-lockfile-out-of-sync-001", ("node", "npm", "git", "bash"), build_npm_ci_out_of_sync),
    (
        "terraform-plan-variable-validation-001",
        ("terraform", "git", "bash"),
        build_terraform_plan_variable,
    ),
    ("pip-resolution-impossible-001", ("git", "bash"), build_pip_resolution),
    ("shell-command-not-found-001", ("bash", "git", "tar"), build_shell_command_not_found),
]

VERSION_PROBES: dict[str, list[str]] = {
    "python": [PY, "--version"],
    "pytest": [PY, "-m", "pytest", "--version"],
    "hypothesis": [PY, "-c", "import hypothesis; print('hypothesis', hypothesis.__version__)"],
    "pytest-timeout": [PY, "-c", "from importlib.metadata import version as v; "
                       "print('pytest-timeout', v('pytest-timeout'))"],
    "mypy": [PY, "-m", "mypy", "--version"],
    "ruff": [str(VENV_BIN / "ruff"), "--version"],
    "pip": [PY, "-m", "pip", "--version"],
    "git": ["git", "--version"],
    "bash": ["bash", "--version"],
    "gcc": ["gcc", "--version"],
    "make": ["make", "--version"],
    "cmake": ["cmake", "--version"],
    "ctest": ["ctest", "--version"],
    "cargo": ["cargo", "--version"],
    "rustc": ["rustc", "--version"],
    "rustfmt": ["rustfmt", "--version"],
    "node": ["node", "--version"],
    "npm": ["npm", "--version"],
    "terraform": ["terraform", "version"],
}  # fmt: skip
TOOLS_OF = {
    "pytest-hypothesis": ("python", "pytest", "hypothesis", "git", "bash"),
    "pytest-timeout": ("python", "pytest", "pytest-timeout", "git", "bash"),
    "unittest": ("python", "git", "bash"),
    "traceback": ("python", "git", "bash"),
    "mypy": ("python", "mypy", "git", "bash"),
    "ruff": ("python", "ruff", "git", "bash"),
    "gcc": ("gcc", "make", "git", "bash"),
    "ctest": ("cmake", "ctest", "gcc", "make", "git", "bash"),
    "cargo-fmt": ("cargo", "rustfmt", "git", "bash"),
    "cargo": ("cargo", "rustc", "git", "bash"),
    "npm": ("node", "npm", "git", "bash"),
    "terraform": ("terraform", "git", "bash"),
    "pip": ("python", "pip", "git", "bash"),
    "shell": ("bash", "git"),
}


README_HEAD = """\
# Fresh held-out reducer cases, fourth batch (made from real tool output)

{n} benchmark cases in the LogDx-CI layout (see
`/work/shared/corpus/logdx-ci/README.md`): `<case_id>/raw.log`, `case.json`,
`ground_truth.json`, `tags.json`, the same shapes as `bench/cases/`,
`bench/cases-fresh/` and `bench/cases-fresh-2/`. This file is written by
`scripts/make_fresh_cases_3.py`; rebuild everything with

    .venv/bin/python scripts/make_fresh_cases_3.py

(`--only CASE_ID ...` rebuilds some cases and leaves this README alone;
`--preview` only writes the logs to the scratch folder, without labels.)

## Held out: do not tune on this batch

This batch measures the log reducers blind. It was generated at {made} UTC;
the newest file under `harness/reducers/` was then modified at
{reducers_mtime} UTC (only file times were read, not the code). The script
never imports or runs `harness.reducers`; nobody read the reducers' code, their
tests or their development cases (`bench/cases-dev/`) while writing it, and
the labels were written from the bugs planted in each project before any
reducer was run on these logs.

**Do not use these cases to develop, tune or debug the reducers.** Run the
evaluation on them, report the numbers, and leave the reducers alone because of
what you see. If a reducer is ever changed because of one of these cases, the
batch is spent: make a new one with new scenarios.

## What is different from the earlier batches

Sixteen new scenarios, none the same failure kind and tool mode as a case in
`bench/cases/`, `bench/cases-fresh/`, `bench/cases-fresh-2/`, the dev sets
(by their names) or the shared LogDx-CI corpus:

- pytest: a hypothesis property test with a shrunk failing example
  (`--hypothesis-show-statistics`), and a deadlocked test killed by
  pytest-timeout, whose report carries a thread's stack between
  `+++ Timeout +++` lines.
- unittest: a run with no failing test that fails on an *unexpected success*
  (an `@expectedFailure` test that now passes); there is no traceback at all.
- Python tracebacks: a `multiprocessing` pool worker's `RemoteTraceback`
  chained to the parent's traceback after ~230 log lines, and an asyncio
  `TaskGroup` `ExceptionGroup` whose sub-exception is chained from a KeyError.
- mypy with `show_error_context` and `show_column_numbers` (`file: note: In
  function ...` lines, `file:line:col:` positions) after a long `pip list`;
  ruff with `--output-format=github` (`::error title=...` workflow commands)
  after a passing pytest run.
- C: a `multiple definition` link error under a plain Makefile (after 69
  echoed compile commands with unused-parameter warnings), and a cmake +
  ctest run where two C tests abort on `assert` (`Subprocess aborted`).
- Rust: `cargo check --message-format=short` with E0382 among ~90 one-line
  warnings, and `cargo fmt --check` failing after a passing build and tests.
- npm/node: `npm run build` stopped by `ERR_MODULE_NOT_FOUND` from a dynamic
  import, and `npm ci` refusing a lock file out of sync with package.json,
  followed by npm's whole usage text.
- terraform: `plan` rejecting a tfvars value by a variable validation rule,
  after a full successful plan of another environment.
- pip: `ResolutionImpossible` between two internal packages after `pip wheel
  -v` builds of a local wheelhouse.
- shell: a release script that stops on a missing command (exit 127) after
  long `tar -v` listings.

Not used: tsc and eslint (not installed, and nothing is downloaded), clang,
go, java/maven (offline builds are not possible).

## Where the logs come from

Every `raw.log` is the real output of a real tool installed on this machine,
run by the script on a small, deliberately broken project. The script commits
the project to a scratch git repository `<tmp>/lgfc3/<NN>/origin/` (NN is the
case's number, so that no path in a log names the case; fixed author and
date, so commit ids do not change between rebuilds) and checks it out with
real git commands, using the helpers of `scripts/make_fresh_cases_2.py` (the
public URL routed to that folder by `url.<base>.insteadOf` in a scratch git
config; the user's git config is never read or written). Nothing is
downloaded: pip runs with `--no-index` (and `PIP_CONFIG_FILE` set to the null
device where it must not see the machine's pip configuration), cargo and npm
run offline (`CARGO_NET_OFFLINE`, `--offline`, an empty npm cache in the
scratch folder), terraform uses only `terraform_data` with an empty CLI
configuration and `CHECKPOINT_DISABLE=1`, and the shell case checks that the
command it needs to be missing really is missing.

Capture: stdout and stderr merged into one pipe in the order written (not a
tty), with the cleaned environment of `scripts/make_cases.py`
(`LANG=C.UTF-8`, `COLUMNS=120`, `PYTHONUNBUFFERED=1`, colour variables unset)
and the project's venv first on `PATH`.

Two framings, half each (`log_framing` in `case.json`), as in
`bench/cases-fresh-2/README.md`:

- `github_actions`: every line starts with the UTC time it arrived; the
  runner's set-up lines, `actions/checkout@v4` running real git commands,
  setup/cache actions, then each `run:` step as `##[group]Run <first line>`,
  the script, `shell: /usr/bin/bash -e {{0}}`, `##[endgroup]`, the step's
  output; a failing step ends with `##[error]Process completed with exit code
  N.`, then the post-job clean-up. Each step really runs as `bash -e <script>`.
- `gitlab`: runner and executor lines, a real `git init` / fetch / checkout,
  cache restore, each command of the script echoed as `$ command` and run by
  bash; the job stops at the first failing command, may run an
  `after_script`, uploads artifacts and ends with `ERROR: Job failed: exit
  code N`.

The runner's own lines are the only text the script writes itself, and no
label points into them except the final exit-status line.

## How they were labelled

By hand, in `scripts/make_fresh_cases_3.py`, from the bug planted in each
project: what a person needs to diagnose the failure (failing test ids, the
decisive error message or assertion, error codes and rule names, the file and
line of the error as a `stack_location` with `file` and `line` where the log
carries one, the failing target, the exit status). Each case marks 2-5
signals critical (the script checks the count) and the rest important or
optional; `must_not_claim` names the red herrings each log contains
(warnings, a passing earlier step, an expected failure, a later symptom,
...). Only line numbers are computed: `evidence_lines` are all the lines of
`raw.log` that contain the value (for a `stack_location`: the file and
`:line`, or the file and `line N,`, ANSI escapes ignored), up to 12 ranges;
`evidence_spans` are two lines either side of the first line of each critical
signal. Every `value`, alias, `stack_location` file and relevant test id is an
exact substring of `raw.log`: the script fails if one is not, and re-reads
each written case to check it again. No value depends on timing: durations,
timestamps, temporary paths, thread ids, object addresses and build hashes
are never used.

## Reproducibility

Rerunning the script rebuilds the same projects, commits and labels. What
differs between runs: the GitHub Actions timestamps, durations, thread ids
and object addresses, hypothesis' statistics, and the order of lines cargo
prints for crates checked in parallel. Sizes move by a few bytes; labelled
line numbers can move only where cargo's parallel output reorders.

## Tools

| tool | version |
|---|---|
"""


FRESH = FreshBatch(
    description=(__doc__ or "").splitlines()[0],
    scenarios=SCENARIOS,
    work=WORK,
    batch=BATCH,
    probes=VERSION_PROBES,
    tools_of=TOOLS_OF,
    readme_head=README_HEAD,
    check_labels=False,
)


def main(argv: list[str] | None = None) -> int:
    return run(FRESH, argv)


if __name__ == "__main__":
    sys.exit(main())
