"""Build a fifth held-out batch of LogDx-CI-shaped cases from real tool output.

    .venv/bin/python scripts/make_fresh_cases_4.py [--only CASE_ID ...] [--keep-work] [--preview]

Same method as scripts/make_fresh_cases_2.py and scripts/make_fresh_cases_3.py
(whose CI framing, scratch git repository, label and README helpers this script
imports), with twenty new scenarios: a pytest fixture that fails at teardown
among a flood of warnings, a unittest module that cannot be imported, a
RecursionError from an include cycle after a thousand log lines, mypy's JSON
output, ``ruff format --check --diff``, an AddressSanitizer report, a valgrind
leak under ``make check``, ``No rule to make target`` in a parallel recursive
make, a coloured ``_Static_assert`` failure under cmake, a failing Rust doctest,
a panicking cargo build script, cargo's ``--message-format=json``, a node
process killed by running out of heap, ``npm ls`` finding an invalid installed
version, ``terraform test`` with a failed assertion (colour output), pip
refusing a wheel whose hash does not match the lock file, a smoke test killed
by ``timeout`` (exit 124), a Java ``Caused by:`` chain after javac warnings,
``prove -v`` with a failing Perl test, and a sqlite migration that stops on a
missing column.

Each scenario commits a small broken project to a scratch git repository
(<tmp>/lgfc4/<NN>/origin/, NN = the case's position in SCENARIOS), checks it out
the way the CI runner does (real git commands), runs the real tools on it,
captures stdout and stderr merged in order, and writes
bench/cases-fresh-4/<case_id>/{raw.log,case.json,ground_truth.json,tags.json}.
Half the logs are framed like a GitHub Actions job log, half like a GitLab job
log (see make_fresh_cases_2.py); the runner's own lines are the only text this
script writes into a log.

Labels are written by hand in this file from the bug planted in each project;
only their line numbers are computed. Before a case is written, every label
value, alias, file, relevant test and must_mention term is checked to be an
exact substring of raw.log (also with ANSI escapes removed): the script fails
otherwise. The log reducers are never imported or run here.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fresh_batch import Builder, Built, FreshBatch, run
from make_cases import (  # scripts/ is not a package: imported by path
    PY,
    VENV_BIN,
    Case,
    Sig,
    child_env,
    dd,
)
from make_fresh_cases import PATH_WITH_VENV
from make_fresh_cases_2 import (
    Batch,
    Gha,
    Lab,
    cache_action,
    make_origin,
    py_env,
    setup_python,
)
from make_fresh_cases_3 import cargo_env, npm_env, tf_env

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "cases-fresh-4"
WORK = Path(tempfile.gettempdir()) / "lgfc4"  # neutral: paths in the logs must not name the case
SPLIT = "loopglass-fresh-4-heldout"
GENERATOR = "scripts/make_fresh_cases_4.py"
MIN_BYTES, MAX_BYTES = 15_000, 2_000_000
BATCH = Batch(OUT, SPLIT, GENERATOR, MIN_BYTES, MAX_BYTES)


def port_is_free(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) != 0


WORDS = (
    "amber basalt cedar delta ember fable garnet harbor iris juniper kestrel lumen maple "
    "nectar onyx pollen quartz raven sable thistle umber vesper willow xenon yarrow zephyr"
).split()


def word(k: int) -> str:
    return WORDS[k % len(WORDS)]


# =========================================================================== scenarios
# Each builder takes its scratch folder and returns (raw log, framing, labelled Case).


# ------------------------------------------------------------------ 1 pytest teardown error


def build_pytest_teardown(w: Path) -> Built:
    files: dict[str, str] = {
        "pyproject.toml": dd("""
            [project]
            name = "ledgerly"
            version = "3.7.0"
            requires-python = ">=3.11"

            [tool.pytest.ini_options]
            testpaths = ["tests"]
            filterwarnings = ["default"]
            """),
        "ledger/__init__.py": "",
        "ledger/db.py": dd("""
            class Conn:
                \"\"\"In-memory stand-in for the ledger database connection.\"\"\"

                def __init__(self):
                    self.rows = []
                    self.open_transactions = 0
                    self._pending = []

                def begin(self):
                    self.open_transactions += 1
                    self._pending = []

                def insert(self, row):
                    self._pending.append(row)

                def commit(self):
                    self.rows.extend(self._pending)
                    self._pending = []
                    self.open_transactions -= 1

                def rollback(self):
                    self._pending = []
                    self.open_transactions -= 1
            """),
        "ledger/compat.py": dd("""
            import warnings
            from decimal import Decimal


            def money(value):
                warnings.warn(
                    "ledger.compat.money() is deprecated; use ledger.money.Money.parse()",
                    DeprecationWarning,
                    stacklevel=2,
                )
                return Decimal(str(value)).quantize(Decimal("0.01"))
            """),
        "ledger/refunds.py": dd("""
            from decimal import Decimal


            def refund(conn, payment, amount):
                \"\"\"Record a refund against `payment`; returns the refunded amount.\"\"\"
                amount = Decimal(amount)
                if amount <= 0:
                    raise ValueError("refund amount must be positive")
                if amount > payment["total"]:
                    raise ValueError("refund exceeds payment")
                conn.begin()
                conn.insert({"payment": payment["id"], "refund": amount})
                if amount < payment["total"]:
                    payment["state"] = "partially_refunded"
                    return amount
                payment["state"] = "refunded"
                conn.commit()
                return amount
            """),
        "tests/conftest.py": dd("""
            import pytest

            from ledger.db import Conn


            @pytest.fixture
            def conn():
                c = Conn()
                yield c
                assert c.open_transactions == 0, (
                    f"{c.open_transactions} transaction(s) left open by test"
                )
            """),
        "tests/test_refunds.py": dd("""
            from decimal import Decimal

            import pytest

            from ledger.refunds import refund


            def payment(total):
                return {"id": "pay_0193", "total": Decimal(total), "state": "captured"}


            def test_refund_full(conn):
                p = payment("40.00")
                assert refund(conn, p, "40.00") == Decimal("40.00")
                assert p["state"] == "refunded"


            def test_refund_partial(conn):
                p = payment("40.00")
                assert refund(conn, p, "15.50") == Decimal("15.50")
                assert p["state"] == "partially_refunded"


            def test_refund_rejects_zero(conn):
                with pytest.raises(ValueError, match="positive"):
                    refund(conn, payment("10.00"), "0")


            def test_refund_rejects_too_much(conn):
                with pytest.raises(ValueError, match="exceeds"):
                    refund(conn, payment("10.00"), "10.01")
            """),
    }
    areas = ["accounts", "fx", "invoices", "journals", "payouts", "statements", "tax", "vat"]
    for a, area in enumerate(areas):
        cases = ", ".join(f'("{k + a}.{k:02d}", {k + a})' for k in range(1, 31))
        files[f"tests/test_{area}.py"] = dd(f"""
            import pytest

            from ledger.compat import money


            @pytest.mark.parametrize("raw,whole", [{cases}])
            def test_{area}_amounts(conn, raw, whole):
                conn.begin()
                conn.insert({{"area": "{area}", "amount": money(raw)}})
                conn.commit()
                assert int(money(raw)) == whole


            def test_{area}_empty(conn):
                assert conn.rows == []
            """)
    slug = "fintools/ledgerly"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim-bookworm")
    job.prepare(sha, "ledgerly-pip")
    env = py_env()
    job.sh("python --version", env=env)
    job.sh("python -m pip list --format=columns", env=env)
    shown = "python -m pytest -v -p no:cacheprovider"
    job.sh(shown, env=env)
    raw = job.finish(artifacts="reports/junit.xml")
    case = Case(
        case_id="pytest-teardown-error-warnings-001",
        framework="pytest",
        failure_category="test_setup_error",
        summary=(
            "Every test passes, but the `conn` fixture's teardown check fails for "
            "tests/test_refunds.py::test_refund_partial: refund() in ledger/refunds.py "
            "calls conn.begin() and, on the partial-refund path (amount < total), returns "
            "before conn.commit(), so the fixture finds '1 transaction(s) left open by test'. "
            "The hundreds of DeprecationWarnings about ledger.compat.money() in the warnings "
            "summary are noise."
        ),
        notes=(
            "GitLab-style log: runner set-up, pip list, then pytest -v with 252 passing "
            "tests, one ERROR at teardown, a long warnings summary and the short summary."
        ),
        signals=[
            Sig(
                "failed_test",
                "critical",
                "ERROR at teardown of test_refund_partial",
                why="teardown error header",
            ),
            Sig(
                "assertion",
                "critical",
                "AssertionError: 1 transaction(s) left open by test",
                why="the failed teardown check",
            ),
            Sig(
                "failed_test",
                "critical",
                "ERROR tests/test_refunds.py::test_refund_partial",
                why="short summary line",
            ),
            Sig("stack_location", "important", file="tests/conftest.py", line=10),
            Sig("test_summary", "important", "252 passed, 480 warnings, 1 error"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["ledger/refunds.py", "tests/conftest.py", "tests/test_refunds.py"],
        relevant_tests=["tests/test_refunds.py::test_refund_partial"],
        must_mention=["test_refund_partial", "teardown", "transaction"],
        must_not_claim=[
            "DeprecationWarning caused the failure",
            "test_refund_partial assertion failed",
            "money() is broken",
        ],
        evidence_formats=["traceback", "test_summary"],
        noise_profile=[
            "runner_setup",
            "package_list_noise",
            "warning_noise",
            "test_progress_noise",
        ],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------------------ 2 unittest import failure


def build_unittest_import_failure(w: Path) -> Built:
    files: dict[str, str] = {
        "billing/__init__.py": "",
        "billing/invoice.py": dd("""
            from dataclasses import dataclass, field
            from decimal import Decimal


            @dataclass
            class Line:
                sku: str
                qty: int
                unit: Decimal


            @dataclass
            class InvoiceSummary:
                \"\"\"Totals of an invoice (was InvoiceTotals before 4.0).\"\"\"

                lines: list[Line] = field(default_factory=list)

                @property
                def net(self) -> Decimal:
                    return sum((ln.unit * ln.qty for ln in self.lines), Decimal("0"))
            """),
        "tests/__init__.py": "",
        "tests/test_invoice_totals.py": dd("""
            import unittest
            from decimal import Decimal

            from billing.invoice import InvoiceTotals, Line


            class InvoiceTotalsTest(unittest.TestCase):
                def test_net(self):
                    t = InvoiceTotals([Line("A-1", 2, Decimal("3.50"))])
                    self.assertEqual(t.net, Decimal("7.00"))
            """),
    }
    modules = ["currency", "discounts", "dunning", "exports", "ledger_sync", "payments",
               "proration", "receipts", "refunds", "reminders", "rounding", "subscriptions",
               "tax_rules", "usage", "vat_ids"]  # fmt: skip
    for m, mod in enumerate(modules):
        files[f"billing/{mod}.py"] = "".join(
            f"def {mod}_rule_{k}(x):\n    return x * {k + 1} + {m}\n\n\n" for k in range(14)
        )
        body = "".join(
            f"    def test_{mod}_rule_{k}(self):\n"
            f"        self.assertEqual({mod}.{mod}_rule_{k}({k}), {k * (k + 1) + m})\n\n"
            for k in range(14)
        )
        cls = "".join(p.title() for p in mod.split("_"))
        files[f"tests/test_{mod}.py"] = (
            f"import unittest\n\nfrom billing import {mod}\n\n\n"
            f"class {cls}Test(unittest.TestCase):\n{body}"
        )
    slug = "payhub/billing-core"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "unit (3.13)")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python(job, "9b1f2c")
    env = py_env()
    job.step("python -m compileall -q billing tests\necho compiled", env=env)
    shown = "python -m unittest discover -s tests -t . -v"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="unittest-import-failure-001",
        framework="unittest",
        failure_category="test_assertion",
        summary=(
            "All 210 real tests pass, but unittest cannot import the test module "
            "tests/test_invoice_totals.py: its line 4 does `from billing.invoice import "
            "InvoiceTotals, Line`, and billing/invoice.py renamed InvoiceTotals to "
            "InvoiceSummary. The loader reports it as an ERROR of a synthetic "
            "unittest.loader._FailedTest, and the run ends FAILED (errors=1). Update the "
            "test to import InvoiceSummary."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, checkout, setup-python, compileall, then "
            "`unittest discover -v` with 210 ok lines, the _FailedTest ERROR and its "
            "ImportError traceback."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "ImportError: Failed to import test module: tests.test_invoice_totals",
                why="loader error",
            ),
            Sig(
                "error_message",
                "critical",
                "ImportError: cannot import name 'InvoiceTotals' from 'billing.invoice'",
                why="the import that fails",
            ),
            Sig("stack_location", "important", file="tests/test_invoice_totals.py", line=4),
            Sig("test_summary", "important", "FAILED (errors=1)"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["tests/test_invoice_totals.py", "billing/invoice.py"],
        relevant_tests=["test_invoice_totals"],
        must_mention=["InvoiceTotals", "billing.invoice", "test_invoice_totals"],
        must_not_claim=[
            "a test assertion failed",
            "ModuleNotFoundError",
            "billing.invoice is missing",
        ],
        evidence_formats=["traceback", "test_summary"],
        noise_profile=["runner_setup", "test_progress_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# ---------------------------------------------------------------- 3 RecursionError include cycle


def build_traceback_recursion(w: Path) -> Built:
    render = dd("""
        \"\"\"Render the merged service configuration for one environment.\"\"\"
        import json
        import logging
        import sys
        from pathlib import Path

        log = logging.getLogger("render_config")
        ROOT = Path("configs")


        def load(rel):
            with open(ROOT / rel, encoding="utf-8") as fh:
                return json.load(fh)


        def resolve(rel):
            data = load(rel)
            merged = {}
            for inc in data.get("include", []):
                log.info("include %s -> %s", rel, inc)
                merged.update(resolve(inc))
            merged.update({k: v for k, v in data.items() if k != "include"})
            return merged


        def main(env):
            services = sorted(p.relative_to(ROOT).as_posix() for p in ROOT.glob("services/*.json"))
            for rel in services:
                data = load(rel)
                log.info("loaded %s (%d keys, owner=%s)", rel, len(data), data["owner"])
            log.info("validated %d service configs", len(services))
            out = resolve(f"env/{env}.json")
            Path("build").mkdir(exist_ok=True)
            Path("build", f"{env}.json").write_text(json.dumps(out, indent=2))
            log.info("wrote build/%s.json", env)


        FRESH = FreshBatch(
    description=(__doc__ or "").splitlines()[0],
    scenarios=SCENARIOS,
    work=WORK,
    batch=BATCH,
    probes=VERSION_PROBES,
    tools_of=TOOLS_OF,
    readme_head=README_HEAD,
    check_labels=True,
)


def main(argv: list[str] | None = None) -> int:
    return run(FRESH, argv)


if __name__ == "__main__":
            logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
            main(sys.argv[1])
        """)
    files: dict[str, str] = {
        "tools/render_config.py": render,
        "configs/env/staging.json": json.dumps({"include": ["base/common.json"], "replicas": 2}),
        "configs/env/prod.json": json.dumps(
            {"include": ["base/common.json", "regions/eu-west.json"], "replicas": 6}
        ),
        "configs/base/common.json": json.dumps({"log_level": "info", "timeout_s": 30}),
        "configs/regions/eu-west.json": json.dumps(
            {"include": ["base/network.json"], "region": "eu-west-1"}
        ),
        # the planted cycle: network.json includes the region file that includes it
        "configs/base/network.json": json.dumps(
            {"include": ["regions/eu-west.json"], "vpc_cidr": "10.40.0.0/16"}
        ),
    }
    for k in range(420):
        files[f"configs/services/svc-{k:03d}.json"] = json.dumps(
            {"owner": f"team-{word(k)}", "port": 9000 + k, "tier": k % 3, "name": f"svc-{k:03d}"}
        )
    slug = "platform/service-config"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim-bookworm")
    job.prepare(sha, "service-config")
    env = py_env()
    job.sh("python tools/render_config.py staging", env=env)
    shown = "python tools/render_config.py prod"
    job.sh(shown, env=env)
    raw = job.finish(artifacts="build/")
    case = Case(
        case_id="traceback-recursion-include-cycle-001",
        framework="traceback",
        failure_category="runtime_error",
        summary=(
            "Rendering the prod config dies with RecursionError: configs/regions/eu-west.json "
            "includes base/network.json, and configs/base/network.json includes "
            "regions/eu-west.json back, so resolve() in tools/render_config.py (line 21, "
            "`merged.update(resolve(inc))`) recurses until Python's limit. The log shows the "
            "two include lines alternating about a thousand times before the traceback. "
            "Remove the include from base/network.json (or detect cycles in resolve())."
        ),
        notes=(
            "GitLab-style log: a successful staging render (420 'loaded' lines), then the "
            "prod render: 420 'loaded' lines, ~1000 alternating include lines and a "
            "RecursionError traceback with a '[Previous line repeated N more times]' line."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "RecursionError: maximum recursion depth exceeded",
                why="the exception",
            ),
            Sig(
                "error_message",
                "critical",
                "include base/network.json -> regions/eu-west.json",
                why="the include that closes the cycle",
            ),
            Sig(
                "error_message",
                "critical",
                "include regions/eu-west.json -> base/network.json",
                why="the other half of the cycle",
            ),
            Sig("stack_location", "important", file="tools/render_config.py", line=21),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=[
            "configs/base/network.json",
            "configs/regions/eu-west.json",
            "tools/render_config.py",
        ],
        must_mention=["RecursionError", "base/network.json", "regions/eu-west.json"],
        must_not_claim=[
            "a JSON syntax error",
            "a missing config file",
            "a bug in the logging module",
        ],
        evidence_formats=["traceback", "plain_error_line"],
        noise_profile=["runner_setup", "progress_noise", "interleaved_logging"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ---------------------------------------------------------------------------- 4 mypy JSON output


FLEET_AREAS = ["billing", "depots", "dispatch", "drivers", "maintenance", "routing", "telemetry"]


def fleet_module(area: str, k: int) -> str:
    return dd(f"""
        from dataclasses import dataclass


        @dataclass(frozen=True)
        class {area.title()}Record{k}:
            key: str
            weight: int

            def scaled(self, factor: int) -> int:
                return self.weight * factor + {k}


        def collect_{k}(items: list[{area.title()}Record{k}]) -> dict[str, int]:
            return {{item.key: item.scaled(2) for item in items}}
        """)


def build_mypy_json(w: Path) -> Built:
    files: dict[str, str] = {
        "pyproject.toml": dd("""
            [project]
            name = "fleet"
            version = "5.2.0"

            [tool.mypy]
            strict = true
            """),
        "fleet/__init__.py": "",
        "fleet/telemetry/readings.py": dd("""
            from dataclasses import dataclass


            @dataclass(frozen=True)
            class Reading:
                vehicle: str
                odometer_km: int
                fuel_pct: float
            """),
        "fleet/dispatch/router.py": dd("""
            from fleet.telemetry.schema import Reading


            def needs_refuel(reading: Reading, threshold: float = 15.0) -> bool:
                return reading.fuel_pct < threshold


            def order(readings: list[Reading]) -> list[str]:
                return [r.vehicle for r in sorted(readings, key=lambda r: r.fuel_pct)]
            """),
        "fleet/billing/rates.py": dd("""
            from decimal import Decimal

            RATES: dict[str, Decimal] = {"van": Decimal("0.42"), "truck": Decimal("0.77")}


            def rate_for(kind: str) -> Decimal:
                return RATES.get(kind)


            def trip_cost(kind: str, km: int) -> Decimal:
                return rate_for(kind) * km
            """),
        "tests/test_records.py": "",
    }
    tests = []
    for area in FLEET_AREAS:
        files[f"fleet/{area}/__init__.py"] = ""
        for k in range(7):
            files[f"fleet/{area}/records_{k}.py"] = fleet_module(area, k)
            tests.append(
                f"from fleet.{area}.records_{k} import {area.title()}Record{k}, collect_{k}\n\n\n"
                f"def test_{area}_{k}() -> None:\n"
                f"    r = {area.title()}Record{k}('a', {k})\n"
                f"    assert collect_{k}([r]) == {{'a': {k * 2 + k}}}\n"
            )
    for i, t in enumerate(tests):
        files[f"tests/test_records_{i:02d}.py"] = t
    del files["tests/test_records.py"]
    slug = "logistics/fleet"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "typecheck")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python(job, "f3d6a1")
    env = py_env()
    job.step("python -m pip list", env=env)
    job.step("python -m pytest -v -p no:cacheprovider tests", env=env)
    job.step("ruff check fleet tests", env=env)
    shown = "python -m mypy -O json fleet"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="mypy-json-output-import-not-found-001",
        framework="mypy",
        failure_category="type_error",
        summary=(
            "mypy (strict, JSON output) reports two root errors: fleet/dispatch/router.py line 1 "
            "imports Reading from fleet.telemetry.schema, a module that no longer exists (the "
            "dataclass lives in fleet/telemetry/readings.py) [import-not-found]; and "
            "rate_for() in fleet/billing/rates.py line 7 returns RATES.get(kind), which is "
            "Decimal | None, from a function declared to return Decimal [return-value]. "
            "A third error, no-any-return at router.py line 5, follows from the unresolved "
            "import (Reading becomes Any). The tests and ruff pass."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, pip list, 49 passing pytest -v tests, a clean "
            "ruff run, then mypy -O json: one JSON object per line, no summary line."
        ),
        signals=[
            Sig(
                "compile_error",
                "critical",
                "Cannot find implementation or library stub for module named "
                '\\"fleet.telemetry.schema\\"',
                why="the missing module",
            ),
            Sig(
                "compile_error",
                "critical",
                'Incompatible return value type (got \\"Decimal | None\\", expected \\"Decimal\\")',
                why="the second error",
            ),
            Sig(
                "error_message",
                "critical",
                '"file": "fleet/dispatch/router.py", "line": 1,',
                why="where the import fails",
            ),
            Sig("error_message", "important", '"file": "fleet/billing/rates.py", "line": 7,'),
            Sig("error_message", "important", '"code": "import-not-found"'),
            Sig("error_message", "optional", '"code": "return-value"'),
            Sig(
                "compile_error",
                "optional",
                'Returning Any from function declared to return \\"bool\\"',
            ),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["fleet/dispatch/router.py", "fleet/billing/rates.py"],
        must_mention=["fleet.telemetry.schema", "import-not-found", "fleet/billing/rates.py"],
        must_not_claim=["a test failed", "ruff found errors", "a missing third-party stub"],
        evidence_formats=["json_lines", "type_checker_output"],
        noise_profile=["runner_setup", "package_list_noise", "test_progress_noise"],
        multi_failure=True,
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ---------------------------------------------------------------------- 5 ruff format --check


def ruff_format_tree(w: Path, files: dict[str, str]) -> dict[str, str]:
    """The .py files as `ruff format` writes them (so only the planted files are off)."""
    scratch = w / "ruff-scratch"
    for rel, text in files.items():
        path = scratch / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    subprocess.run(
        [str(VENV_BIN / "ruff"), "format", "--no-cache", "."],
        cwd=scratch,
        check=True,
        capture_output=True,
    )
    out = {rel: (scratch / rel).read_text() for rel in files}
    shutil.rmtree(scratch)
    return out


def build_ruff_format_check(w: Path) -> Built:
    files: dict[str, str] = {
        "pyproject.toml": dd("""
            [project]
            name = "quotakeeper"
            version = "1.9.0"

            [tool.ruff]
            line-length = 100
            """),
        "src/quotakeeper/__init__.py": "",
        "tests/__init__.py": "",
    }
    kinds = ["api", "batch", "burst", "daily", "egress", "ingress", "monthly", "seats", "storage"]
    for kind in kinds:
        for k in range(8):
            files[f"src/quotakeeper/{kind}_{k}.py"] = (
                f"LIMIT = {100 * (k + 1)}\n\n\ndef remaining(used: int) -> int:\n"
                f"    return max(LIMIT - used, 0)\n\n\ndef over(used: int) -> bool:\n"
                f"    return used > LIMIT\n"
            )
            params = ", ".join(f"({u}, {max(100 * (k + 1) - u, 0)})" for u in (0, 50, 99, 250))
            files[f"tests/test_{kind}_{k}.py"] = (
                f"import pytest\n\nfrom quotakeeper import {kind}_{k} as q\n\n\n"
                f'@pytest.mark.parametrize("used,left", [{params}])\n'
                f"def test_remaining(used, left):\n    assert q.remaining(used) == left\n"
            )
    files = ruff_format_tree(w, files)
    # planted: two files committed without running the formatter
    files["src/quotakeeper/windows.py"] = dd("""
        from datetime import timedelta

        WINDOWS = {'hourly': timedelta(hours=1), 'daily': timedelta(days=1),
                   'monthly': timedelta(days=30)}
        def window(name:str)->timedelta:
            return WINDOWS[ name ]
        """)
    files["src/quotakeeper/limits.py"] = dd("""
        def effective_limit(base: int, bonus: int, *, cap: int | None = None, floor: int = 0) -> int:
            total = base+bonus
            if cap is not None and total > cap: return cap
            return max(total, floor)
        """)  # noqa: E501
    slug = "infra/quotakeeper"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim-bookworm")
    job.prepare(sha, "quotakeeper-pip")
    env = py_env(PYTHONPATH="src")
    job.sh("ruff --version", env=env)
    job.sh("python -m pytest -v -p no:cacheprovider tests", env=env)
    job.sh("ruff check .", env=env)
    shown = "ruff format --check --diff ."
    job.sh(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="ruff-format-check-diff-001",
        framework="ruff",
        failure_category="lint_error",
        summary=(
            "The formatter check fails: src/quotakeeper/limits.py and "
            "src/quotakeeper/windows.py were committed without running `ruff format` (single "
            "quotes, a one-line `if`, missing spaces and blank lines). `ruff format --check "
            "--diff` prints their diffs and '2 files would be reformatted'. All tests pass "
            "and `ruff check` is clean; run `ruff format` and commit."
        ),
        notes=(
            "GitLab-style log: runner set-up, 288 passing pytest -v tests, `ruff check` "
            "clean ('All checks passed!'), then the formatter's unified diffs of two files "
            "and its one-line summary."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "2 files would be reformatted",
                why="formatter summary",
            ),
            Sig("diff", "critical", "--- src/quotakeeper/limits.py", why="first file"),
            Sig("diff", "critical", "--- src/quotakeeper/windows.py", why="second file"),
            Sig("command", "important", "$ ruff format --check --diff ."),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["src/quotakeeper/limits.py", "src/quotakeeper/windows.py"],
        must_mention=["ruff format", "limits.py", "windows.py"],
        must_not_claim=["a lint rule failed", "a test failed", "a syntax error"],
        evidence_formats=["diff", "plain_error_line"],
        noise_profile=["runner_setup", "test_progress_noise"],
        multi_failure=True,
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------------------------ 6 AddressSanitizer


TAG_MODULES = ["arena", "hash", "index", "intern", "label", "query", "shard", "tokens"]


def build_gcc_asan(w: Path) -> Built:
    files: dict[str, str] = {
        "Makefile": dd("""
            CC      := gcc
            CFLAGS  := -std=c11 -g -O1 -fno-omit-frame-pointer -fsanitize=address -Wall -Wextra -Iinclude
            LDFLAGS := -fsanitize=address
            SRCS    := $(wildcard src/*.c)
            OBJS    := $(patsubst src/%.c,build/obj/%.o,$(SRCS))
            TESTS   := $(patsubst tests/%.c,build/tests/%,$(wildcard tests/test_*.c))

            all: build/libtagstore.a $(TESTS)

            build/obj/%.o: src/%.c
            \t@mkdir -p $(dir $@)
            \t$(CC) $(CFLAGS) -c $< -o $@

            build/libtagstore.a: $(OBJS)
            \tar rcs $@ $^

            build/tests/%: tests/%.c build/libtagstore.a
            \t@mkdir -p $(dir $@)
            \t$(CC) $(CFLAGS) $< build/libtagstore.a $(LDFLAGS) -o $@

            check: all
            \tbash scripts/run-tests.sh $(TESTS)

            .PHONY: all check
            """).replace("\\t", "\t"),  # noqa: E501
        "scripts/run-tests.sh": dd("""
            #!/usr/bin/env bash
            failed=0
            for t in "$@"; do
              name=$(basename "$t")
              if "$t"; then
                echo "PASS: $name"
              else
                echo "FAIL: $name (exit $?)"
                failed=$((failed + 1))
              fi
            done
            echo "$failed of $# tests failed"
            [ "$failed" -eq 0 ]
            """),
        "include/tagstore.h": "".join(
            f"int {m}_touch(int x);\n" for m in TAG_MODULES if m != "label"
        )
        + "char *tag_label_dup(const char *src);\n",
        "src/label.c": dd("""
            #include <stdlib.h>
            #include <string.h>
            #include "tagstore.h"

            /* Copy a tag label into a fresh heap buffer owned by the caller. */
            char *tag_label_dup(const char *src) {
                size_t n = strlen(src);
                char *copy = malloc(n);
                memcpy(copy, src, n + 1);
                return copy;
            }
            """),
        "tests/test_label_dup.c": dd("""
            #include <stdio.h>
            #include <stdlib.h>
            #include <string.h>
            #include "tagstore.h"

            int main(void) {
                const char *labels[] = {"env", "region", "service", "owner-team"};
                for (int i = 0; i < 4; i++) {
                    char *c = tag_label_dup(labels[i]);
                    printf("dup %-10s -> %s\\n", labels[i], c);
                    if (strcmp(c, labels[i]) != 0) return 1;
                    free(c);
                }
                return 0;
            }
            """),
    }
    for m in TAG_MODULES:
        if m == "label":
            continue
        files[f"src/{m}.c"] = dd(f"""
            #include "tagstore.h"

            static int {m}_scale(int x, int unused_hint) {{ return x * 3 + 1; }}

            int {m}_touch(int x) {{ return {m}_scale(x, 0) - 1; }}
            """)
        for k in range(3):
            files[f"tests/test_{m}_{k}.c"] = dd(f"""
                #include <stdio.h>
                #include "tagstore.h"

                int main(void) {{
                    for (int i = 0; i < 5; i++)
                        printf("{m}_touch(%d) = %d\\n", i + {k}, {m}_touch(i + {k}));
                    return {m}_touch({k}) == {k} * 3 ? 0 : 1;
                }}
                """)
    slug = "obs/tagstore"
    _, sha = make_origin(w, slug, files)
    (w / "origin").mkdir(exist_ok=True)
    job = Gha(w, slug, "asan (gcc)")
    job.set_up_job(["actions/cache@v4"])
    job.checkout(sha)
    cache_action(job, "~/.ccache", "ccache-Linux-asan-41d2", "ccache-Linux-asan-", 18_874_368)
    env = child_env(PATH="/usr/local/bin:/usr/bin:/bin")
    job.step("gcc --version\nmake -j4 all", env=env)
    shown = "make check"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="gcc-asan-heap-buffer-overflow-001",
        framework="gcc",
        failure_category="runtime_error",
        summary=(
            "The AddressSanitizer build passes every test except test_label_dup: "
            "tag_label_dup() in src/label.c allocates strlen(src) bytes (line 8) and then "
            "copies strlen(src) + 1 bytes (line 9), one byte past the buffer for the "
            "terminating NUL. ASan reports a heap-buffer-overflow WRITE at src/label.c:9, "
            "the allocation at src/label.c:8. malloc(n + 1) fixes it. The -Wunused-parameter "
            "warnings of the build are unrelated."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, checkout, a cache restore, a make -j4 build "
            "with unused-parameter warnings, then the test runner script: 22 PASS lines and "
            "one ASan report with shadow-byte map, then the runner's summary."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "ERROR: AddressSanitizer: heap-buffer-overflow",
                why="the sanitizer report",
            ),
            Sig("stack_location", "critical", file="src/label.c", line=9, why="the write"),
            Sig("failed_test", "critical", "FAIL: test_label_dup", why="failing test"),
            Sig("error_message", "important", "in tag_label_dup"),
            Sig("stack_location", "important", file="src/label.c", line=8),
            Sig("test_summary", "important", "1 of 22 tests failed"),
            Sig("error_message", "important", "make: *** [Makefile:22: check] Error 1"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 2."),
        ],
        relevant_files=["src/label.c", "tests/test_label_dup.c"],
        relevant_tests=["test_label_dup"],
        must_mention=["tag_label_dup", "heap-buffer-overflow", "malloc"],
        must_not_claim=["a compile error", "unused parameter", "a segmentation fault"],
        primary_language="c",
        evidence_formats=["compiler_diagnostic", "plain_error_line"],
        noise_profile=["runner_setup", "build_progress_noise", "warning_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# -------------------------------------------------------------------- 7 valgrind under make check


def build_make_valgrind(w: Path) -> Built:
    files: dict[str, str] = {
        "Makefile": dd("""
            CC     := gcc
            CFLAGS := -std=c11 -g -O0 -Wall -Iinclude
            TESTS  := $(sort $(patsubst tests/%.c,%,$(wildcard tests/t_*.c)))
            VALGRIND := valgrind --leak-check=full --error-exitcode=3

            all: $(addprefix build/,$(TESTS))

            build/%: tests/%.c src/csv.c include/csv.h
            \t@mkdir -p build
            \t$(CC) $(CFLAGS) $< src/csv.c -o $@

            check: $(addprefix check-,$(TESTS))

            check-%: build/%
            \t$(VALGRIND) ./$<

            .PHONY: all check
            """).replace("\\t", "\t"),
        "include/csv.h": dd("""
            #ifndef CSV_H
            #define CSV_H
            #include <stddef.h>
            char **csv_split(const char *line, size_t *n);
            void csv_free(char **fields, size_t n);
            #endif
            """),
        "src/csv.c": dd("""
            #include <stdlib.h>
            #include <string.h>
            #include "csv.h"

            static char *dup_range(const char *a, const char *b) {
                char *s = malloc((size_t)(b - a) + 1);
                memcpy(s, a, (size_t)(b - a));
                s[b - a] = '\\0';
                return s;
            }

            /* Split one CSV line; returns NULL on an unterminated quote. */
            char **csv_split(const char *line, size_t *n) {
                size_t cap = 8;
                char **fields = malloc(cap * sizeof *fields);
                *n = 0;
                const char *p = line;
                for (;;) {
                    const char *start = p, *end;
                    if (*p == '"') {
                        start = ++p;
                        while (*p && *p != '"') p++;
                        if (!*p) {
                            return NULL;
                        }
                        end = p++;
                    } else {
                        while (*p && *p != ',') p++;
                        end = p;
                    }
                    if (*n == cap) fields = realloc(fields, (cap *= 2) * sizeof *fields);
                    fields[(*n)++] = dup_range(start, end);
                    if (*p != ',') break;
                    p++;
                }
                return fields;
            }

            void csv_free(char **fields, size_t n) {
                for (size_t i = 0; i < n; i++) free(fields[i]);
                free(fields);
            }
            """),
        "tests/t_unterminated.c": dd("""
            #include <stdio.h>
            #include "csv.h"

            int main(void) {
                size_t n;
                char **f = csv_split("id,\\"open quote", &n);
                printf("unterminated -> %s\\n", f ? "fields" : "NULL");
                return f == NULL ? 0 : 1;
            }
            """),
    }
    samples = {
        "basic": "a,b,c", "empty": "", "single": "x", "quoted": '\\"a,b\\",c', "numbers": "1,2,3,4",
        "blank_fields": ",,", "long": ",".join(f"f{i}" for i in range(20)), "spaces": "a b,c d",
        "trailing": "a,b,", "leading": ",a,b", "quoted_empty": '\\"\\",x', "many_quotes":
        '\\"a\\",\\"b\\",\\"c\\"', "unicode": "caf\\u00e9,na\\u00efve", "tabs": "a\\tb,c",
        "wide": ",".join("w" * 30 for _ in range(6)), "one_quote_field": '\\"only\\"',
        "utf8_quoted": '\\"\\u00fcber\\",x', "vtab": "a\\vb,c",
    }  # fmt: skip
    for k in range(36):
        samples[f"rows_{k:02d}"] = ",".join(f"{word(k + i)}{i}" for i in range(k % 7 + 2))
    for name, line in samples.items():
        files[f"tests/t_{name}.c"] = dd(f"""
            #include <stdio.h>
            #include "csv.h"

            int main(void) {{
                size_t n;
                char **f = csv_split("{line}", &n);
                if (!f) return 1;
                for (size_t i = 0; i < n; i++) printf("[%zu] '%s'\\n", i, f[i]);
                csv_free(f, n);
                return 0;
            }}
            """)
    slug = "datakit/csvlite"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "gcc:12-bookworm")
    job.prepare(sha, "csvlite-build")
    env = child_env(PATH="/usr/local/bin:/usr/bin:/bin")
    job.sh("valgrind --version", env=env)
    job.sh("make all", env=env)
    shown = "make check"
    job.sh(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="make-valgrind-definitely-lost-001",
        framework="make",
        failure_category="runtime_error",
        summary=(
            "`make check` runs every test under valgrind with --error-exitcode=3 and stops at "
            "check-t_unterminated: csv_split() in src/csv.c returns NULL on an unterminated "
            "quote (line 24) without freeing the `fields` array it malloc'd at line 15, so "
            "valgrind reports 67 bytes (64 direct: the array; 3 indirect: the field "
            "already split) definitely lost, allocated by csv_split (csv.c:15), and exits 3. "
            "The test's own assertion passes; free(fields) (and the fields already split) "
            "before returning NULL."
        ),
        notes=(
            "GitLab-style log: runner set-up, make all echoing 55 gcc commands, then valgrind "
            "runs of the tests in name order, each with its banner, heap summary and error "
            "summary; the leaking test is in the middle of the list and make stops there."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "67 (64 direct, 3 indirect) bytes in 1 blocks are definitely lost in loss "
                "record 2 of 2",
                why="the leak",
            ),
            Sig("stack_location", "critical", file="csv.c", line=15, why="allocation site"),
            Sig(
                "error_message",
                "critical",
                "make: *** [Makefile:15: check-t_unterminated] Error 3",
                why="the failing target",
            ),
            Sig("error_message", "important", "ERROR SUMMARY: 1 errors from 1 contexts"),
            Sig("error_message", "important", "csv_split (csv.c:15)"),
            Sig("error_message", "optional", "unterminated -> NULL"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 2"),
        ],
        relevant_files=["src/csv.c", "tests/t_unterminated.c"],
        relevant_tests=["t_unterminated"],
        must_mention=["csv_split", "definitely lost", "t_unterminated"],
        must_not_claim=["invalid read", "the test assertion failed", "a compile error"],
        primary_language="c",
        evidence_formats=["plain_error_line", "make_error"],
        noise_profile=["runner_setup", "repeated_success_blocks", "build_command_echo"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------------- 8 make: No rule to make target


MEDIA_DIRS = {
    "util": ["alloc", "bits", "crc32", "hexdump", "log", "ringbuf", "strbuf", "timebase"],
    "net": ["rtp", "rtcp", "sdp", "socket", "srtp", "stun", "turn", "jitter"],
    "codec": ["opus_range", "opus_silk", "g711", "g722", "resample", "vad", "opus_frame"],
    "media": ["mixer", "recorder", "player", "dtmf", "tone", "levels", "aec"],
    "app": ["config", "main", "stats", "signals", "cli"],
}


def build_make_no_rule(w: Path) -> Built:
    files: dict[str, str] = {
        "Makefile": dd("""
            SUBDIRS := util net codec media app

            all: $(SUBDIRS)

            $(SUBDIRS):
            \t$(MAKE) -C $@

            net: util
            media: net codec
            app: media

            .PHONY: all $(SUBDIRS)
            """).replace("\\t", "\t"),
        "common.mk": dd("""
            CC     := gcc
            CFLAGS := -std=c11 -O2 -Wall -Wextra -I../include
            %.o: %.c
            \t$(CC) $(CFLAGS) -c $< -o $@
            """).replace("\\t", "\t"),
        "include/voip.h": "int voip_version(void);\n",
    }
    for d, base in MEDIA_DIRS.items():
        mods = [f"{d}_{word(k)}_{k}" for k in range(22)] + base
        objs = " ".join(f"{m}.o" for m in mods)
        files[f"{d}/Makefile"] = (
            f"include ../common.mk\n\nOBJS := {objs}\n\nlib{d}.a: $(OBJS)\n\tar rcs $@ $^\n"
        )
        for k, m in enumerate(mods):
            real = "opus_framer" if m == "opus_frame" else m  # planted: renamed, list not updated
            unused = "    int scratch[4];\n" if k % 3 == 0 else ""
            files[f"{d}/{real}.c"] = (
                f'#include "voip.h"\n\nint {d}_{m}_init(int level)\n{{\n{unused}'
                f"    return level * {k + 2} + voip_version();\n}}\n"
            )
    files["util/version.c"] = '#include "voip.h"\n\nint voip_version(void) { return 7; }\n'
    files["util/Makefile"] = files["util/Makefile"].replace("OBJS := ", "OBJS := version.o ")
    slug = "voiplab/softswitch"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "build (gcc, -j4)")
    job.set_up_job(["actions/cache@v4"])
    job.checkout(sha)
    cache_action(job, "~/.ccache", "ccache-Linux-softswitch-8e21", "ccache-Linux-", 9_437_184)
    env = child_env(PATH="/usr/local/bin:/usr/bin:/bin")
    job.step("make --version | head -1\ngcc --version | head -1", env=env)
    shown = "make -j4"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="make-no-rule-to-make-target-001",
        framework="make",
        failure_category="build_script_error",
        summary=(
            "codec/Makefile still lists opus_frame.o in OBJS, but the source was renamed to "
            "codec/opus_framer.c, so the sub-make in codec/ has no rule to make "
            "'opus_frame.o' (needed by libcodec.a) and stops; the top-level make reports the "
            "codec target failed (Error 2) while the other directories finish. Update OBJS "
            "to opus_framer.o. The unused-variable warnings are unrelated."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, checkout, a cache restore, then a recursive "
            "make -j4 whose sub-makes' compile lines, -Wunused-variable warnings and "
            "Entering/Leaving directory lines interleave; the error is one short line in "
            "the middle of codec's output."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "No rule to make target 'opus_frame.o', needed by 'libcodec.a'.  Stop.",
                why="the missing rule",
            ),
            Sig(
                "error_message",
                "critical",
                "make: *** [Makefile:6: codec] Error 2",
                why="the failing sub-make",
            ),
            Sig("exit_code", "important", "##[error]Process completed with exit code 2."),
        ],
        relevant_files=["codec/Makefile", "codec/opus_framer.c"],
        must_mention=["opus_frame.o", "libcodec.a", "No rule to make target"],
        must_not_claim=["a compile error", "unused variable", "a linker error"],
        primary_language="c",
        evidence_formats=["make_error", "plain_error_line"],
        noise_profile=["runner_setup", "parallel_interleaving", "warning_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ----------------------------------------------------------------- 9 _Static_assert, colour


WIRE_BASE = ["addr", "alloc", "bitrev", "checksum", "clock", "crc", "wire_deframe", "escape",
             "frame", "hexdump", "wire_parse_hdr", "pool", "queue", "retry", "route",
             "wire_serialize", "stats", "timer", "trace", "varint"]  # fmt: skip
WIRE_SOURCES = sorted(WIRE_BASE + [f"{word(k)}_{k}" for k in range(110)])
WIRE_USERS = {"wire_deframe", "wire_parse_hdr", "wire_serialize"}


def build_gcc_static_assert(w: Path) -> Built:
    files: dict[str, str] = {
        "CMakeLists.txt": dd("""
            cmake_minimum_required(VERSION 3.20)
            project(wirecodec VERSION 2.3.0 LANGUAGES C)
            set(CMAKE_C_STANDARD 11)
            file(GLOB SOURCES CONFIGURE_DEPENDS src/*.c)
            list(SORT SOURCES)
            add_library(wirecodec ${SOURCES})
            target_include_directories(wirecodec PUBLIC include)
            target_compile_options(wirecodec PRIVATE -Wall -Wextra -fdiagnostics-color=always)
            add_executable(wiredump tools/wiredump.c)
            target_link_libraries(wiredump PRIVATE wirecodec)
            """),
        "include/wire.h": dd("""
            #ifndef WIRE_H
            #define WIRE_H
            #include <stdint.h>

            /* On-the-wire frame header; peers read it as 16 raw bytes. */
            struct wire_hdr {
                uint32_t magic;
                uint16_t version;
                uint16_t flags;
                uint32_t length;
                uint32_t checksum;
                uint64_t trace_id; /* added for distributed tracing */
            };

            _Static_assert(sizeof(struct wire_hdr) == 16, "wire_hdr must stay 16 bytes (protocol v2)");

            #endif
            """),  # noqa: E501
        "tools/wiredump.c": '#include <stdio.h>\nint main(void) { puts("wiredump"); return 0; }\n',
    }
    for k, name in enumerate(WIRE_SOURCES):
        inc = '#include "wire.h"\n' if name in WIRE_USERS else ""
        warn = "    int spare = 0;\n" if k % 4 == 1 else ""
        files[f"src/{name}.c"] = (
            f"#include <stddef.h>\n{inc}\nint wc_{name}(const unsigned char *buf, size_t len)\n"
            f"{{\n{warn}    int acc = {k};\n    for (size_t i = 0; i < len; i++) acc += buf[i];\n"
            f"    return acc;\n}}\n"
        )
    slug = "netproto/wirecodec"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "gcc:12-bookworm")
    job.prepare(sha, "wirecodec-build")
    env = child_env(PATH="/usr/local/bin:/usr/bin:/bin", CLICOLOR_FORCE="1")
    job.sh("cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo", env=env)
    shown = "cmake --build build --parallel 4"
    job.sh(shown, env=env)
    raw = job.finish(artifacts="build/wiredump")
    case = Case(
        case_id="gcc-static-assert-color-001",
        framework="gcc",
        failure_category="compile_error",
        summary=(
            "A uint64_t trace_id field was added to struct wire_hdr in include/wire.h, "
            "making it 24 bytes, so the header's _Static_assert(sizeof(struct wire_hdr) == 16, "
            '"wire_hdr must stay 16 bytes (protocol v2)") fails in every file that includes '
            "it (src/wire_deframe.c, src/wire_parse_hdr.c, src/wire_serialize.c); the build "
            "(-j4) stops after the first of them, src/wire_deframe.c, reports the error at "
            "include/wire.h:15. The "
            "unused-variable warnings are unrelated."
        ),
        notes=(
            "GitLab-style log: runner set-up, cmake configure, then a coloured make build "
            "(CLICOLOR_FORCE, -fdiagnostics-color=always: ANSI escapes in progress lines and "
            "diagnostics) of 130 files with -j4 (interleaved); the first TU that includes the "
            "header fails on its static assertion and make stops after the jobs in flight."
        ),
        signals=[
            Sig(
                "compile_error",
                "critical",
                'static assertion failed: "wire_hdr must stay 16 bytes (protocol v2)"',
                why="the failed assertion",
            ),
            Sig("stack_location", "critical", file="include/wire.h", line=15, why="where"),
            Sig(
                "error_message",
                "important",
                "src/wire_deframe.c.o] Error 1",
            ),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 2"),
        ],
        relevant_files=["include/wire.h"],
        must_mention=["wire_hdr", "16 bytes", "include/wire.h", "_Static_assert"],
        must_not_claim=["unused variable", "a linker error", "a bug in src/wire_deframe.c"],
        primary_language="c",
        evidence_formats=["compiler_diagnostic", "ansi_colored_block"],
        noise_profile=["runner_setup", "build_progress_noise", "warning_noise"],
        multi_failure=True,
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------------------------- 10 cargo doctest


def build_cargo_doctest(w: Path) -> Built:
    lib = dd("""
        //! Small time-formatting helpers shared by the scheduler and the CLI.
        pub mod duration;
        pub mod units;
        """)
    duration = dd("""
        //! Parsing of human durations such as `90s`, `15m` or `1h30m`.

        /// Seconds in one unit suffix.
        fn unit_seconds(suffix: char) -> Option<u64> {
            match suffix {
                's' => Some(1),
                'm' => Some(60),
                'h' => Some(60 * 60 / 60),
                'd' => Some(86_400),
                _ => None,
            }
        }

        /// Parse a duration like `1h30m` into seconds.
        ///
        /// ```
        /// use timefmt::duration::parse_duration;
        /// assert_eq!(parse_duration("45s"), Some(45));
        /// assert_eq!(parse_duration("1h30m"), Some(5400));
        /// ```
        pub fn parse_duration(text: &str) -> Option<u64> {
            let mut total = 0u64;
            let mut digits = String::new();
            for ch in text.chars() {
                if ch.is_ascii_digit() {
                    digits.push(ch);
                } else {
                    let n: u64 = digits.parse().ok()?;
                    total += n * unit_seconds(ch)?;
                    digits.clear();
                }
            }
            if digits.is_empty() { Some(total) } else { None }
        }

        #[cfg(test)]
        mod tests {
            use super::parse_duration;

            #[test]
            fn seconds() { assert_eq!(parse_duration("90s"), Some(90)); }
            #[test]
            fn minutes() { assert_eq!(parse_duration("15m"), Some(900)); }
            #[test]
            fn days() { assert_eq!(parse_duration("2d"), Some(172_800)); }
            #[test]
            fn garbage() { assert_eq!(parse_duration("5x"), None); }
            #[test]
            fn trailing_digits() { assert_eq!(parse_duration("10"), None); }
        }
        """)
    units = ["    //! Unit conversions.\n"]
    tests = []
    for k in range(60):
        units.append(
            f"\n/// Convert {word(k)} ticks to milliseconds.\n///\n/// ```\n"
            f"/// assert_eq!(timefmt::units::{word(k)}_{k}_ms(2), {2 * (k + 3)});\n/// ```\n"
            f"pub fn {word(k)}_{k}_ms(ticks: u64) -> u64 {{\n    ticks * {k + 3}\n}}\n"
        )
        tests.append(
            f"#[test]\nfn {word(k)}_{k}_scales() {{\n"
            f"    assert_eq!(units::{word(k)}_{k}_ms(5), {5 * (k + 3)});\n}}\n"
        )
    files = {
        "Cargo.toml": dd("""
            [package]
            name = "timefmt"
            version = "0.9.2"
            edition = "2021"

            [dependencies]
            """),
        "Cargo.lock": "# This file is automatically @generated by Cargo.\n# It is not intended "
        'for manual editing.\nversion = 4\n\n[[package]]\nname = "timefmt"\nversion = "0.9.2"\n',
        "src/lib.rs": lib,
        "src/duration.rs": duration,
        "src/units.rs": "".join(units).replace("    //!", "//!", 1),
        "tests/units.rs": "use timefmt::units;\n\n" + "\n".join(tests),
    }
    slug = "chrono-tools/timefmt"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "test (stable)")
    job.set_up_job(["dtolnay/rust-toolchain@stable", "actions/cache@v4"])
    job.checkout(sha)
    job.action("dtolnay/rust-toolchain@stable", {"toolchain": "stable"})
    cache_action(job, "~/.cargo/registry\ntarget", "cargo-Linux-9a2c71", "cargo-Linux-", 52_428_800)
    env = cargo_env()
    job.step("cargo build --locked", env=env)
    shown = "cargo test --locked"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="cargo-doctest-failure-001",
        framework="cargo",
        failure_category="test_assertion",
        summary=(
            "All unit and integration tests pass, but the doctest of parse_duration in "
            'src/duration.rs fails: `parse_duration("1h30m")` gives Some(1860) instead of '
            "Some(5400) because unit_seconds('h') returns 60 * 60 / 60 (60 seconds) instead "
            "of 3600. The unit tests never exercise hours; only the doc example does."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, checkout, toolchain and cache actions, cargo "
            "build, then cargo test: 5 unit tests, 60 integration tests, and 61 doctests of "
            "which one fails, with its assert_eq left/right."
        ),
        signals=[
            Sig(
                "failed_test",
                "critical",
                "src/duration.rs - duration::parse_duration (line 16)",
                why="failing doctest",
            ),
            Sig("assertion", "critical", "left: Some(1860)", why="actual value"),
            Sig("assertion", "critical", "right: Some(5400)", why="expected value"),
            Sig("test_summary", "important", "test result: FAILED. 60 passed; 1 failed"),
            Sig("error_message", "important", "error: doctest failed, to rerun pass `--doc`"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 101."),
        ],
        relevant_files=["src/duration.rs"],
        relevant_tests=["src/duration.rs - duration::parse_duration (line 16)"],
        must_mention=["parse_duration", "1860", "5400", "doctest"],
        must_not_claim=["a unit test failed", "an integration test failed", "a compile error"],
        primary_language="rust",
        evidence_formats=["assertion_diff", "test_summary"],
        noise_profile=["runner_setup", "test_progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ---------------------------------------------------------------- 11 cargo build script panic


PROBE_CRATES = ["probe-core", "probe-net", "probe-store", "probe-rules", "probe-wire",
                "probe-sched", "probe-agent"]  # fmt: skip


def noisy_crate(name: str, deps: list[str], k: int) -> str:
    uses = "".join(f"use {d.replace('-', '_')} as _;\n" for d in deps)
    fns = "".join(
        f"pub fn {word(k + i)}_{i}(input: u32) -> u32 {{\n    let unused_{i} = input + 1;\n"
        f"    input * {i + 2}\n}}\n\n"
        for i in range(18)
    )
    return f"{uses}\n{fns}"


def build_cargo_build_script(w: Path) -> Built:
    members = [*PROBE_CRATES, "telemetry-codegen"]
    files: dict[str, str] = {
        "Cargo.toml": '[workspace]\nresolver = "2"\nmembers = ['
        + ", ".join(f'"crates/{m}"' for m in members)
        + "]\n",
        "crates/telemetry-codegen/Cargo.toml": dd("""
            [package]
            name = "telemetry-codegen"
            version = "0.4.0"
            edition = "2021"
            build = "build.rs"
            """),
        "crates/telemetry-codegen/build.rs": dd("""
            use std::{env, fs, path::Path};

            fn main() {
                let schema = "schema/telemetry.toml";
                println!("cargo:rerun-if-changed={schema}");
                let text = fs::read_to_string(schema)
                    .unwrap_or_else(|e| panic!("cannot read schema file {schema}: {e}"));
                let fields: Vec<&str> = text.lines().filter(|l| l.contains('=')).collect();
                let out = Path::new(&env::var("OUT_DIR").unwrap()).join("fields.rs");
                fs::write(out, format!("pub const FIELD_COUNT: usize = {};\\n", fields.len()))
                    .unwrap();
            }
            """),
        "crates/telemetry-codegen/schema/telemetry.v2.toml": "".join(
            f'{word(k)}_{k} = "u32"\n' for k in range(30)
        ),
        "crates/telemetry-codegen/src/lib.rs": (
            'include!(concat!(env!("OUT_DIR"), "/fields.rs"));\n'
        ),
    }
    for i, name in enumerate(PROBE_CRATES):  # no Cargo.lock: cargo writes one (path deps only)
        deps = PROBE_CRATES[:i][-2:]
        dep_lines = "".join(f'{d} = {{ path = "../{d}" }}\n' for d in deps)
        files[f"crates/{name}/Cargo.toml"] = (
            f'[package]\nname = "{name}"\nversion = "1.{i}.0"\nedition = "2021"\n\n'
            f"[dependencies]\n{dep_lines}"
        )
        files[f"crates/{name}/src/lib.rs"] = noisy_crate(name, deps, i * 7)
    agent = "crates/probe-agent/Cargo.toml"
    files[agent] += 'telemetry-codegen = { path = "../telemetry-codegen" }\n'
    build_deps = PROBE_CRATES[:6]  # the generator reuses the rule tables of these crates
    files["crates/telemetry-codegen/Cargo.toml"] += "\n[build-dependencies]\n" + "".join(
        f'{d} = {{ path = "../{d}" }}\n' for d in build_deps
    )
    slug = "observe/probe"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "rust:1-bookworm")
    job.prepare(sha, "probe-cargo")
    env = cargo_env()
    job.sh("cargo --version && rustc --version", env=env)
    shown = "cargo build --workspace --jobs 1"
    job.sh(shown, env=env)
    raw = job.finish(artifacts="target/debug/")
    case = Case(
        case_id="cargo-build-script-panic-001",
        framework="cargo",
        failure_category="build_script_error",
        summary=(
            "The build script of telemetry-codegen (crates/telemetry-codegen/build.rs) panics: "
            "it reads schema/telemetry.toml, but the schema file in the crate is "
            "schema/telemetry.v2.toml, so read_to_string fails with 'No such file or "
            "directory' and cargo reports 'failed to run custom build command for "
            "`telemetry-codegen v0.4.0`'. The unused-variable warnings of the probe-* crates "
            "are unrelated."
        ),
        notes=(
            "GitLab-style log: runner set-up, cargo/rustc versions, then cargo build of a "
            "eight-crate workspace: many unused-variable warnings, then the build script's "
            "captured stdout/stderr and its panic message."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "failed to run custom build command for `telemetry-codegen v0.4.0",
                why="the failing build script",
            ),
            Sig(
                "panic",
                "critical",
                "cannot read schema file schema/telemetry.toml: No such file or directory",
                why="the panic message",
            ),
            Sig("stack_location", "important", file="crates/telemetry-codegen/build.rs", line=7),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 101"),
        ],
        relevant_files=[
            "crates/telemetry-codegen/build.rs",
            "crates/telemetry-codegen/schema/telemetry.v2.toml",
        ],
        must_mention=["build.rs", "schema/telemetry.toml", "telemetry-codegen"],
        must_not_claim=["unused variable", "a network error", "a compile error in probe-agent"],
        primary_language="rust",
        evidence_formats=["panic_message", "plain_error_line"],
        noise_profile=["runner_setup", "warning_noise", "build_progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------------ 12 cargo --message-format=json


def build_cargo_json(w: Path) -> Built:
    crates = ["ledger-types", "ledger-codec", "ledger-metrics", "ledger-store", "ledger-report"]
    files: dict[str, str] = {
        "Cargo.toml": '[workspace]\nresolver = "2"\nmembers = ['
        + ", ".join(f'"{c}"' for c in crates)
        + "]\n",
    }
    lock = ["# This file is automatically @generated by Cargo.",
            "# It is not intended for manual editing.", "version = 4", ""]  # fmt: skip
    for i, name in enumerate(crates):
        deps = crates[:i][-2:]
        dep_lines = "".join(f'{d} = {{ path = "../{d}" }}\n' for d in deps)
        files[f"{name}/Cargo.toml"] = (
            f'[package]\nname = "{name}"\nversion = "0.{i + 3}.1"\nedition = "2021"\n\n'
            f"[dependencies]\n{dep_lines}"
        )
        files[f"{name}/src/lib.rs"] = noisy_crate(name, deps, i * 5)
        lock += ["[[package]]", f'name = "{name}"', f'version = "0.{i + 3}.1"']
        if deps:
            lock.append("dependencies = [" + ", ".join(f'"{d}"' for d in deps) + "]")
        lock.append("")
    files["Cargo.lock"] = "\n".join(lock)
    files["ledger-metrics/src/lib.rs"] += dd("""
        pub mod hist {
            /// One bucket of a latency histogram (renamed from `histogram`).
            pub struct Bucket {
                pub upper_ms: u64,
                pub count: u64,
            }

            impl Bucket {
                pub fn new(upper_ms: u64) -> Self {
                    Bucket { upper_ms, count: 0 }
                }
            }
        }
        """)
    files["ledger-report/src/lib.rs"] = (
        dd("""
        use ledger_metrics as metrics;

        pub fn latency_buckets() -> Vec<u64> {
            let b = metrics::histogram::Bucket::new(250);
            vec![b.upper_ms]
        }
        """)
        + files["ledger-report/src/lib.rs"]
    )
    slug = "ledgerworks/ledger"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "build (json diagnostics)")
    job.set_up_job(["dtolnay/rust-toolchain@stable", "actions/cache@v4"])
    job.checkout(sha)
    job.action("dtolnay/rust-toolchain@stable", {"toolchain": "stable"})
    cache_action(job, "target", "cargo-Linux-ledger-77e0", "cargo-Linux-ledger-", 104_857_600)
    env = cargo_env()
    shown = "cargo build --workspace --locked --jobs 1 --message-format=json"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="cargo-json-messages-e0433-001",
        framework="cargo",
        failure_category="compile_error",
        summary=(
            "ledger-report/src/lib.rs line 4 calls metrics::histogram::Bucket::new, but "
            "ledger-metrics renamed the module `histogram` to `hist`, so rustc fails with "
            "E0433 (cannot find `histogram` in `metrics`) and the "
            "build ends with success false. The log is cargo's JSON message stream: the "
            "error is inside a compiler-message object's `rendered` field, among many "
            "unused-variable warnings of the same kind."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, checkout, toolchain and cache actions, then "
            "`cargo build --message-format=json`: one long JSON object per line "
            "(compiler-artifact, build-finished and compiler-message with `rendered` text "
            "containing escaped newlines)."
        ),
        signals=[
            Sig(
                "compile_error",
                "critical",
                "error[E0433]: cannot find `histogram` in `metrics`",
                why="the compile error",
            ),
            Sig("stack_location", "critical", file="ledger-report/src/lib.rs", line=4, why="where"),
            Sig("error_message", "important", '{"reason":"build-finished","success":false}'),
            Sig("error_message", "important", "could not compile `ledger-report`"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 101."),
        ],
        relevant_files=["ledger-report/src/lib.rs", "ledger-metrics/src/lib.rs"],
        must_mention=["histogram", "hist", "E0433"],
        must_not_claim=["unused variable", "a missing dependency", "a linker error"],
        primary_language="rust",
        evidence_formats=["json_lines", "compiler_diagnostic"],
        noise_profile=["runner_setup", "warning_noise", "structured_log_noise"],
        difficulty="hard",
        commands=job.commands,
    )
    return raw, "github_actions", case


# -------------------------------------------------------------------- 13 node heap exhausted


def build_node_oom(w: Path) -> Built:
    files = {
        "package.json": json.dumps(
            {
                "name": "docs-search",
                "version": "4.1.0",
                "private": True,
                "type": "module",
                "scripts": {"index": "node --max-old-space-size=96 scripts/build-index.js"},
            },
            indent=2,
        )
        + "\n",
        "scripts/build-index.js": dd("""
            // Build the search index of the documentation corpus.
            import { corpus } from './corpus.js';
            import { tokenize } from './tokenize.js';

            const index = new Map();
            // memo of tokenized pages, keyed by page id (pages are revisited by the link walk)
            const tokenCache = new Map();

            function tokensOf(page, revision) {
              const key = `${page.id}@${revision}`;
              if (!tokenCache.has(key)) tokenCache.set(key, tokenize(page.body));
              return tokenCache.get(key);
            }

            let revision = 0;
            for (const page of corpus(400000)) {
              revision += 1;
              for (const tok of tokensOf(page, revision)) {
                let posting = index.get(tok);
                if (!posting) index.set(tok, (posting = []));
                if (posting.length < 8) posting.push(page.id);
              }
              if (page.id % 3 === 0) {
                console.log(`indexed ${page.id} pages (${index.size} terms)`);
              }
            }
            console.log(`done: ${index.size} terms`);
            """),
        "scripts/corpus.js": dd("""
            const WORDS = ['alpha', 'bravo', 'cursor', 'delta', 'event', 'field', 'graph',
              'handler', 'index', 'join', 'kernel', 'lambda', 'module', 'node', 'object'];
            export function* corpus(n) {
              for (let id = 1; id <= n; id++) {
                const parts = [];
                for (let i = 0; i < 60; i++) parts.push(WORDS[(id * 7 + i * 3) % WORDS.length] + (i % 9));
                yield { id, body: parts.join(' ') };
              }
            }
            """),  # noqa: E501
        "scripts/tokenize.js": dd("""
            export function tokenize(body) {
              return body.toLowerCase().split(/\\s+/).filter(Boolean);
            }
            """),
    }
    slug = "devdocs/docs-search"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "node:20-bookworm-slim")
    job.prepare(sha, "docs-search-npm")
    env = npm_env(w)
    job.sh("node --version", env=env)
    job.sh("npm --version", env=env)
    shown = "npm run index"
    job.sh(shown, env=env, timeout=600)
    raw = job.finish(artifacts="public/search-index.json")
    case = Case(
        case_id="node-heap-out-of-memory-001",
        framework="generic",
        failure_category="runtime_error",
        summary=(
            "`npm run index` runs out of V8 heap (--max-old-space-size=96) and node aborts "
            "with 'FATAL ERROR: ... Allocation failed - JavaScript heap out of memory' "
            "(SIGABRT, exit 134). The cause is in scripts/build-index.js: tokenCache "
            "is keyed by `${page.id}@${revision}`, and revision changes for every page, so "
            "the memo never hits and keeps every page's token array alive. Key the cache by "
            "page id only (or drop it)."
        ),
        notes=(
            "GitLab-style log: runner set-up, node version, then hundreds of 'indexed N "
            "pages' progress lines, the GC trace '<--- Last few GCs --->', the FATAL ERROR "
            "line and node's native stack."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "Allocation failed - JavaScript heap out of memory",
                why="the crash",
            ),
            Sig("exit_code", "critical", "ERROR: Job failed: exit code 134", why="SIGABRT"),
            Sig("error_message", "important", "<--- Last few GCs --->"),
            Sig("command", "important", "node --max-old-space-size=96 scripts/build-index.js"),
        ],
        relevant_files=["scripts/build-index.js"],
        must_mention=["heap", "max-old-space-size", "build-index.js"],
        must_not_claim=["a JavaScript exception", "a syntax error", "the corpus is too large"],
        primary_language="javascript",
        evidence_formats=["plain_error_line"],
        noise_profile=["runner_setup", "progress_noise"],
        difficulty="hard",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------------------------- 14 npm ls invalid


UI_PACKAGES = {
    "design-tokens": [], "icons": ["design-tokens"], "theme": ["design-tokens"],
    "a11y": [], "hooks": ["a11y"], "forms": ["hooks", "theme", "icons"],
    "tables": ["hooks", "theme"], "charts": ["theme", "hooks"], "dates": [],
    "i18n": ["dates"], "layout": ["theme", "a11y"], "modals": ["layout", "hooks", "a11y"],
    "toasts": ["layout", "icons"], "nav": ["layout", "icons", "i18n"],
    "search": ["forms", "hooks", "i18n"], "upload": ["forms", "toasts", "i18n"],
    "editor": ["forms", "toasts", "modals", "i18n"], "dashboard": ["charts", "tables", "nav"],
}  # fmt: skip


def build_npm_ls_invalid(w: Path) -> Built:
    utils = [f"util-{word(k)}-{k}" for k in range(36)]
    graph = {
        name: [*needs, *(utils[(k * 5 + j) % 36] for j in range(4))]
        for k, (name, needs) in enumerate(UI_PACKAGES.items())
    }
    graph.update({u: [] for u in utils})
    versions = {name: f"4.{k % 5}.{k}" for k, name in enumerate(graph)}
    versions["design-tokens"] = "4.0.2"
    deps = {f"@acme/{n}": f"^{v}" for n, v in versions.items()}
    pkg = {"name": "admin-console", "version": "12.3.0", "private": True,
           "scripts": {"build": "node scripts/build.js"}, "dependencies": deps}  # fmt: skip
    files = {
        "package.json": json.dumps(pkg, indent=2) + "\n",
        "scripts/build.js": "console.log('build');\n",
        "README.md": "# admin-console\n",
    }
    slug = "acme-web/admin-console"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "build")
    job.set_up_job(["actions/setup-node@v4", "actions/cache@v4"])
    job.checkout(sha)
    job.action(
        "actions/setup-node@v4",
        {"node-version": "20", "check-latest": "false", "token": "***"},
        "Found in cache @ /opt/hostedtoolcache/node/20.20.2/x64\n"
        "##[group]Environment details\nnode: v20.20.2\nnpm: 11.19.1\nyarn: 1.22.22\n##[endgroup]",
    )
    cache_action(
        job,
        "node_modules",
        "node-modules-Linux-5c1f0e9a",
        "node-modules-Linux-",
        211_812_352,
    )
    # what that cache held: node_modules from before the design-tokens 4.x upgrade (the
    # cache key is derived from a file that did not change)
    stale = dict(versions, **{"design-tokens": "3.8.2"})
    for name, needs in graph.items():
        meta = {"name": f"@acme/{name}", "version": stale[name],
                "dependencies": {f"@acme/{d}": f"^{versions[d].split('.')[0]}.0.0"
                                 for d in needs}}  # fmt: skip
        if name == "icons":
            meta["dependencies"]["@acme/design-tokens"] = "^3.2.0"
        target = job.cwd / "node_modules" / "@acme" / name
        target.mkdir(parents=True)
        (target / "package.json").write_text(json.dumps(meta, indent=2) + "\n")
        (target / "index.js").write_text(f"module.exports = '{name}';\n")
    env = npm_env(w)
    job.step("node --version\nnpm --version", env=env)
    shown = "npm ls --all"
    job.step(shown, env=env)
    job.step("npm run build", env=env)
    raw = job.finish()
    case = Case(
        case_id="npm-ls-invalid-dependency-001",
        framework="npm",
        failure_category="dependency_install",
        summary=(
            "package.json was upgraded to @acme/design-tokens ^4.0.2, but node_modules was "
            "restored from a cache made before the upgrade (its key did not change), so "
            "@acme/design-tokens 3.8.2 is installed. `npm ls --all` marks it invalid against "
            'the root project\'s "^4.0.2" (and @acme/theme\'s "^4.0.0") and exits with '
            "ELSPROBLEMS. Run `npm ci` (or include package.json / the lock file in the "
            "cache key)."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, checkout, setup-node and a cache restore, then "
            "the full `npm ls --all` tree (deduped entries, two invalid markers) and npm's "
            "ELSPROBLEMS error lines."
        ),
        signals=[
            Sig(
                "dependency",
                "critical",
                '@acme/design-tokens@3.8.2 invalid: "^4.0.2" from the root project',
                why="the invalid installed version",
            ),
            Sig("error_message", "critical", "npm error code ELSPROBLEMS", why="the npm error"),
            Sig(
                "error_message",
                "important",
                "npm error invalid: @acme/design-tokens@3.8.2",
            ),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["package.json"],
        must_mention=["@acme/design-tokens", "3.8.2", "node_modules"],
        must_not_claim=["a network error", "a build error", "a peer dependency conflict"],
        primary_language="javascript",
        evidence_formats=["package_manager_error", "plain_error_line"],
        noise_profile=["runner_setup", "dependency_install", "log_group_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------------------------- 15 terraform test


def build_terraform_test(w: Path) -> Built:
    apps = ["billing", "catalog", "checkout", "identity", "ledger", "notify", "search"]
    resources = []
    for a in apps:
        for part in ("queue", "worker", "alarm", "dashboard", "schedule", "secret"):
            resources.append(
                dd(f"""
                resource "terraform_data" "{a}_{part}" {{
                  input = {{
                    name    = "${{var.env}}-{a}-{part}"
                    team    = "team-{a}"
                    size    = var.env == "prod" ? 3 : 1
                    retries = {len(a) + len(part)}
                  }}
                }}
                """)
            )
    files = {
        "versions.tf": 'terraform {\n  required_version = ">= 1.6.0"\n}\n',
        "variables.tf": dd("""
            variable "env" {
              type    = string
              default = "staging"
            }

            variable "app" {
              type    = string
              default = "billing"
            }
            """),
        "logs.tf": dd("""
            locals {
              # naming convention: <env>-<app>-<purpose>
              log_bucket_name = "${var.app}-${var.env}-logs"
            }

            resource "terraform_data" "log_bucket" {
              input = {
                name           = local.log_bucket_name
                retention_days = var.env == "prod" ? 400 : 30
              }
            }
            """),
        "apps.tf": "\n".join(resources),
        "env/prod.tfvars": 'env = "prod"\napp = "billing"\n',
        "tests/naming.tftest.hcl": dd("""
            variables {
              env = "prod"
              app = "billing"
            }

            run "queue_names_follow_convention" {
              command = plan
              assert {
                condition     = terraform_data.billing_queue.input.name == "prod-billing-queue"
                error_message = "queue name must be <env>-<app>-<purpose>"
              }
            }

            run "log_bucket_name_follows_convention" {
              command = plan
              assert {
                condition     = terraform_data.log_bucket.input.name == "prod-billing-logs"
                error_message = "log bucket name must be <env>-<app>-logs"
              }
            }
            """),
        "tests/retention.tftest.hcl": dd("""
            run "prod_keeps_logs_400_days" {
              command = plan
              variables {
                env = "prod"
              }
              assert {
                condition     = terraform_data.log_bucket.input.retention_days == 400
                error_message = "prod must keep logs for 400 days"
              }
            }

            run "staging_keeps_logs_30_days" {
              command = plan
              assert {
                condition     = terraform_data.log_bucket.input.retention_days == 30
                error_message = "staging keeps logs for 30 days"
              }
            }
            """),
        "tests/sizing.tftest.hcl": "\n".join(
            dd(f"""
                run "{a}_worker_sized_for_{e}" {{
                  command = plan
                  variables {{
                    env = "{e}"
                  }}
                  assert {{
                    condition     = terraform_data.{a}_worker.input.size == {3 if e == "prod" else 1}
                    error_message = "{a} worker size is wrong for {e}"
                  }}
                }}
                """)  # noqa: E501
            for a in apps
            for e in ("prod", "staging")
        ),
    }
    slug = "platform/tf-app-stack"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "hashicorp/terraform:1.11")
    job.prepare(sha, "tf-app-stack")
    env = tf_env(w)
    job.sh("terraform version", env=env)
    job.sh("terraform init -input=false", env=env)
    job.sh("terraform validate", env=env)
    job.sh("terraform plan -input=false -var-file=env/prod.tfvars", env=env)
    shown = "terraform test"
    job.sh(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="terraform-test-assertion-001",
        framework="terraform",
        failure_category="test_assertion",
        summary=(
            "`terraform test` fails one run: log_bucket_name_follows_convention in "
            "tests/naming.tftest.hcl asserts terraform_data.log_bucket.input.name == "
            '"prod-billing-logs", but logs.tf builds local.log_bucket_name as '
            '"${var.app}-${var.env}-logs" (app and env swapped against the <env>-<app>-'
            '<purpose> convention), giving "billing-prod-logs". The plan and the other 17 '
            "runs succeed."
        ),
        notes=(
            "GitLab-style log with terraform's ANSI colours: runner set-up, init, validate, a "
            "full coloured plan of 43 terraform_data resources, then terraform test: three "
            "files, 18 runs, one failed assertion diagnostic."
        ),
        signals=[
            Sig("error_message", "critical", "Test assertion failed", why="the failure"),
            Sig(
                "failed_test",
                "critical",
                'in run "log_bucket_name_follows_convention"',
                why="which run",
            ),
            Sig(
                "assertion",
                "critical",
                "log bucket name must be <env>-<app>-logs",
                why="the assertion's message",
            ),
            Sig("stack_location", "important", file="tests/naming.tftest.hcl", line=17),
            Sig("test_summary", "important", "17 passed, 1 failed."),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["logs.tf", "tests/naming.tftest.hcl"],
        relevant_tests=["log_bucket_name_follows_convention"],
        must_mention=["log_bucket", "billing-prod-logs", "prod-billing-logs"],
        must_not_claim=["terraform validate failed", "the plan failed", "a provider error"],
        primary_language="hcl",
        evidence_formats=["terraform_diagnostic", "ansi_colored_block"],
        noise_profile=["runner_setup", "plan_output_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# -------------------------------------------------------------------- 16 pip hash mismatch


WHEEL_BUILDER = dd('''
    """Build the vendored internal wheels from packages/<name>/ into dist/ (reproducibly)."""
    import base64
    import hashlib
    import sys
    import zipfile
    from pathlib import Path


    def build(src: Path, dist: Path) -> Path:
        name, version = src.name, (src / "VERSION").read_text().strip()
        mod = name.replace("-", "_")
        info = f"{mod}-{version}.dist-info"
        members = {}
        for path in sorted((src / mod).rglob("*.py")):
            members[path.relative_to(src).as_posix()] = path.read_bytes()
        members[f"{info}/METADATA"] = (
            f"Metadata-Version: 2.1\\nName: {name}\\nVersion: {version}\\n".encode()
        )
        members[f"{info}/WHEEL"] = (
            b"Wheel-Version: 1.0\\nGenerator: build_wheels\\nRoot-Is-Purelib: true\\n"
            b"Tag: py3-none-any\\n"
        )
        record = []
        for rel, data in members.items():
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
            record.append(f"{rel},sha256={digest.decode()},{len(data)}")
        record.append(f"{info}/RECORD,,")
        members[f"{info}/RECORD"] = ("\\n".join(record) + "\\n").encode()
        out = dist / f"{mod}-{version}-py3-none-any.whl"
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
            for rel, data in members.items():
                zf.writestr(zipfile.ZipInfo(rel, date_time=(2026, 1, 1, 0, 0, 0)), data)
        return out


    FRESH = FreshBatch(
    description=(__doc__ or "").splitlines()[0],
    scenarios=SCENARIOS,
    work=WORK,
    batch=BATCH,
    probes=VERSION_PROBES,
    tools_of=TOOLS_OF,
    readme_head=README_HEAD,
    check_labels=True,
)


def main(argv: list[str] | None = None) -> int:
    return run(FRESH, argv)


if __name__ == "__main__":
        dist = Path("dist")
        dist.mkdir(exist_ok=True)
        for src in sorted(Path("packages").iterdir()):
            whl = build(src, dist)
            print(f"built {whl} ({whl.stat().st_size} bytes)")
        sys.exit(0)
    ''')

INTERNAL_PKGS = ["acme-audit", "acme-auth", "acme-cache", "acme-flags", "acme-geo",
                 "acme-http", "acme-jobs", "acme-mail", "acme-money", "acme-tracing"]  # fmt: skip


def wheel_sha256(builder: dict[str, object], src: Path, dist: Path) -> str:
    build = builder["build"]
    if not callable(build):
        raise TypeError("wheel builder has no build()")
    whl = build(src, dist)
    return hashlib.sha256(whl.read_bytes()).hexdigest()


def build_pip_hash_mismatch(w: Path) -> Built:
    files: dict[str, str] = {"tools/build_wheels.py": WHEEL_BUILDER}
    for k, name in enumerate(INTERNAL_PKGS):
        mod = name.replace("-", "_")
        files[f"packages/{name}/VERSION"] = f"1.{k}.0\n" if name != "acme-geo" else "1.4.0\n"
        files[f"packages/{name}/{mod}/__init__.py"] = "".join(
            f"def {word(k + i)}_{i}(x):\n    return x + {i}\n\n\n" for i in range(8)
        )
    # the lock file was generated before the last change to acme-geo (same version number)
    old_geo = files["packages/acme-geo/acme_geo/__init__.py"]
    new_geo = old_geo + "def haversine_km(a, b):\n    return 0.0\n"
    ns: dict[str, object] = {"__name__": "wheel_builder"}
    exec(compile(WHEEL_BUILDER, "build_wheels.py", "exec"), ns)  # noqa: S102 - our own source
    scratch = w / "wheel-hashes"
    hashes = {}
    for name in INTERNAL_PKGS:
        src = scratch / "packages" / name
        mod = name.replace("-", "_")
        (src / mod).mkdir(parents=True)
        (src / "VERSION").write_text(files[f"packages/{name}/VERSION"])
        (src / mod / "__init__.py").write_text(files[f"packages/{name}/{mod}/__init__.py"])
        (scratch / "dist").mkdir(exist_ok=True)
        hashes[name] = wheel_sha256(ns, src, scratch / "dist")
    shutil.rmtree(scratch)
    files["packages/acme-geo/acme_geo/__init__.py"] = new_geo
    lock = ["# generated by tools/lock.sh --require-hashes; do not edit"]
    for name in INTERNAL_PKGS:
        version = files[f"packages/{name}/VERSION"].strip()
        lock.append(f"{name}=={version} \\\n    --hash=sha256:{hashes[name]}")
    files["requirements-lock.txt"] = "\n".join(lock) + "\n"
    slug = "acme-platform/internal-deps"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "install (locked)")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python(job, "0c7d55")
    env = py_env(PIP_CONFIG_FILE="/dev/null")
    job.step(
        "python tools/build_wheels.py\nls -l dist | tail -n +2 | awk '{print $5, $9}'", env=env
    )
    job.step(
        "python -m venv .venv-ci\n.venv-ci/bin/python -m pip --version\n"
        ".venv-ci/bin/python -m pip debug --verbose",
        env=env,
    )
    shown = (
        ".venv-ci/bin/python -m pip install -v --no-index --find-links dist "
        "--require-hashes -r requirements-lock.txt"
    )
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="pip-hash-mismatch-001",
        framework="pip",
        failure_category="dependency_install",
        summary=(
            "pip refuses to install with --require-hashes: acme-geo 1.4.0 was changed (a "
            "haversine_km function added) without bumping its version or regenerating "
            "requirements-lock.txt, so the wheel built from packages/acme-geo no longer has "
            "the sha256 pinned in the lock file. pip reports THESE PACKAGES DO NOT MATCH THE "
            "HASHES FROM THE REQUIREMENTS FILE for acme-geo==1.4.0 (lock line 10). Bump the "
            "version and regenerate the lock. The other nine wheels match."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, checkout, setup-python, a wheel build of ten "
            "internal packages, venv creation and `pip debug --verbose` (hundreds of "
            "compatible-tag lines), then `pip install -v --require-hashes` with "
            "its verbose link-collection lines and the hash-mismatch error."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "THESE PACKAGES DO NOT MATCH THE HASHES FROM THE REQUIREMENTS FILE",
                why="the error",
            ),
            Sig("package", "critical", "acme-geo==1.4.0 from", why="the package"),
            Sig("error_message", "important", "(from -r requirements-lock.txt (line 10))"),
            Sig("error_message", "important", "Expected sha256"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["requirements-lock.txt", "packages/acme-geo/acme_geo/__init__.py"],
        must_mention=["acme-geo", "hash", "requirements-lock.txt"],
        must_not_claim=["a network error", "no matching distribution", "tampering"],
        evidence_formats=["package_manager_error"],
        noise_profile=["runner_setup", "dependency_install", "verbose_build_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ----------------------------------------------------------------- 17 smoke test timeout 124


APP_PORT, SMOKE_PORT = 18381, 18380


def build_shell_timeout(w: Path) -> Built:
    for port in (APP_PORT, SMOKE_PORT):
        if not port_is_free(port):
            raise SystemExit(f"port {port} is in use; the smoke-test case needs it free")
    files = {
        ".env.ci": f"# CI settings for the preview server\nAPP_PORT={APP_PORT}\nAPP_ENV=ci\n",
        "scripts/render-site.sh": dd("""
            #!/usr/bin/env bash
            set -euo pipefail
            mkdir -p public/docs
            echo ok > public/healthz
            for section in api guides cli reference changelog; do
              for i in $(seq -w 1 90); do
                page="public/docs/$section-$i.html"
                printf '<h1>%s %s</h1>\\n' "$section" "$i" > "$page"
                echo "rendered $page ($(wc -c < "$page") bytes)"
              done
            done
            echo "site: $(find public -type f | wc -l) files"
            """),
        "scripts/wait-for-http.sh": dd("""
            #!/usr/bin/env bash
            # wait-for-http.sh URL: poll until URL answers 2xx
            url=$1
            i=0
            until curl -fsS -o /dev/null "$url"; do
              i=$((i + 1))
              echo "waiting for $url (attempt $i)"
              sleep 1
            done
            echo "up: $url"
            """),
    }
    slug = "docs-team/handbook"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "preview-smoke")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python(job, "51aa0e")
    env = child_env(PATH=PATH_WITH_VENV)
    job.step("bash scripts/render-site.sh", env=env)
    shown = dd(f"""
        set -a; . ./.env.ci; set +a
        python3 -m http.server "$APP_PORT" --bind 127.0.0.1 --directory public > server.log 2>&1 &
        server=$!
        trap 'kill $server; echo "--- server.log"; cat server.log' EXIT
        timeout 12 bash scripts/wait-for-http.sh "http://127.0.0.1:${{SMOKE_PORT:-{SMOKE_PORT}}}/healthz"
        """)
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="shell-smoke-timeout-exit-124-001",
        framework="generic",
        failure_category="test_timeout",
        summary=(
            f"The smoke step is killed by `timeout 12` (exit code 124): .env.ci sets "
            f"APP_PORT={APP_PORT}, so the preview server listens on port {APP_PORT} (server.log: "
            f"'Serving HTTP on 127.0.0.1 port {APP_PORT}'), while the smoke check polls "
            f"http://127.0.0.1:{SMOKE_PORT}/healthz (SMOKE_PORT defaults to {SMOKE_PORT}), so "
            f"curl keeps failing to connect until the timeout. Use the same port for both."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, checkout, setup-python, 450 'rendered' lines, "
            "then the smoke step: curl connection errors and 'waiting for' lines once a "
            "second, the trap's server.log dump, and the runner's exit-code line (124)."
        ),
        signals=[
            Sig(
                "exit_code",
                "critical",
                "##[error]Process completed with exit code 124.",
                why="killed by timeout",
            ),
            Sig(
                "error_message",
                "critical",
                f"Failed to connect to 127.0.0.1 port {SMOKE_PORT}",
                why="what the smoke test polls",
            ),
            Sig(
                "error_message",
                "critical",
                f"Serving HTTP on 127.0.0.1 port {APP_PORT}",
                why="where the server listens",
            ),
            Sig("command", "important", "timeout 12 bash scripts/wait-for-http.sh"),
        ],
        relevant_files=[".env.ci", "scripts/wait-for-http.sh"],
        must_mention=["APP_PORT", str(APP_PORT), str(SMOKE_PORT), "timeout"],
        must_not_claim=["the server crashed", "a flaky network", "the site build failed"],
        primary_language="shell",
        evidence_formats=["plain_error_line", "shell_command_output"],
        noise_profile=["runner_setup", "progress_noise"],
        difficulty="hard",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ------------------------------------------------------------- 18 Java "Caused by:" chain


FEEDS = [f"{word(k)}-{k:03d}" for k in range(160)]


def build_traceback_java(w: Path) -> Built:
    pkg = "src/com/acme/ingest"
    files: dict[str, str] = {
        "config/prod.properties": dd("""
            ingest.batch.size=500
            ingest.retry.max=4
            # flush every 30 seconds
            ingest.flush.interval=30s
            ingest.sink=warehouse
            """),
        f"{pkg}/config/Settings.java": dd("""
            package com.acme.ingest.config;

            import java.io.FileReader;
            import java.io.IOException;
            import java.util.Properties;

            public final class Settings {
                private final Properties props = new Properties();
                private final String path;

                public Settings(String path) throws IOException {
                    this.path = path;
                    try (FileReader r = new FileReader(path)) {
                        props.load(r);
                    }
                }

                public int integer(String key) {
                    return Integer.parseInt(props.getProperty(key).trim());
                }

                /** A duration in milliseconds; the value is a number of seconds. */
                public long millis(String key) {
                    String raw = props.getProperty(key).trim();
                    try {
                        return Long.parseLong(raw) * 1000L;
                    } catch (NumberFormatException e) {
                        throw new IllegalStateException(
                            "invalid setting '" + key + "' in " + path, e);
                    }
                }
            }
            """),
        f"{pkg}/Flusher.java": dd("""
            package com.acme.ingest;

            import com.acme.ingest.config.Settings;

            final class Flusher {
                private final long intervalMillis;

                Flusher(Settings settings) {
                    this.intervalMillis = settings.millis("ingest.flush.interval");
                }

                long interval() { return intervalMillis; }
            }
            """),
        f"{pkg}/FeedRunner.java": dd("""
            package com.acme.ingest;

            import java.util.ArrayList;
            import java.util.List;

            final class FeedRunner {
                @SuppressWarnings("rawtypes")
                private final List buffer = new ArrayList();

                @SuppressWarnings("unchecked")
                int run(String feed, int batch) {
                    int records = (feed.length() * 37) % batch + 20;
                    for (int i = 0; i < records; i++) buffer.add(feed + ":" + i);
                    System.out.printf("[ingest] feed %-14s fetched %4d records, %d buffered%n",
                        feed, records, buffer.size());
                    return records;
                }
            }
            """),
        f"{pkg}/Main.java": dd("""
            package com.acme.ingest;

            import com.acme.ingest.config.Settings;
            import java.nio.file.Files;
            import java.nio.file.Path;
            import java.util.List;

            public final class Main {
                public static void main(String[] args) throws Exception {
                    Settings settings = new Settings(args[0]);
                    int batch = settings.integer("ingest.batch.size");
                    System.out.println("[ingest] batch size " + batch + ", sink warehouse");
                    List<String> feeds = Files.readAllLines(Path.of("config/feeds.txt"));
                    FeedRunner runner = new FeedRunner();
                    int total = 0;
                    for (String feed : feeds) total += runner.run(feed, batch);
                    System.out.println("[ingest] fetched " + total + " records from "
                        + feeds.size() + " feeds; starting flusher");
                    Flusher flusher = new Flusher(settings);
                    System.out.println("[ingest] flushing every " + flusher.interval() + " ms");
                }
            }
            """),
        "config/feeds.txt": "\n".join(FEEDS) + "\n",
    }
    for k in range(12):  # legacy helpers: javac -Xlint prints their warnings
        files[f"{pkg}/legacy/Codec{k}.java"] = dd(f"""
            package com.acme.ingest.legacy;

            import java.util.ArrayList;
            import java.util.List;

            public class Codec{k} implements java.io.Serializable {{
                public List decode(String s) {{
                    List out = new ArrayList();
                    out.add(s.length() + {k});
                    return out;
                }}
            }}
            """)
    slug = "data-eng/ingest-service"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "eclipse-temurin:17-jdk")
    job.prepare(sha, "ingest-service")
    env = child_env(PATH="/usr/local/bin:/usr/bin:/bin")
    job.sh("javac -version", env=env)
    job.sh("javac -Xlint:all -d build $(find src -name '*.java' | sort)", env=env)
    shown = "java -cp build com.acme.ingest.Main config/prod.properties"
    job.sh(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="traceback-java-caused-by-001",
        framework="traceback",
        failure_category="runtime_error",
        summary=(
            "The ingest service crashes after fetching all 160 feeds, when it creates the "
            "Flusher: config/prod.properties sets ingest.flush.interval=30s, but "
            "Settings.millis() (Settings.java line 26) parses the value with Long.parseLong "
            "as a plain number of seconds, so it throws NumberFormatException: For input "
            'string: "30s", wrapped in IllegalStateException "invalid setting '
            "'ingest.flush.interval' in config/prod.properties\". Set the value to 30. The "
            "javac lint warnings are unrelated."
        ),
        notes=(
            "GitLab-style log: runner set-up, javac -Xlint:all with rawtypes/unchecked/serial "
            "warnings, then the service's 160 feed lines and a Java stack trace with a "
            "'Caused by:' section and '... N more'."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "java.lang.IllegalStateException: invalid setting 'ingest.flush.interval' in "
                "config/prod.properties",
                why="the top exception",
            ),
            Sig(
                "exception",
                "critical",
                'Caused by: java.lang.NumberFormatException: For input string: "30s"',
                why="the cause",
            ),
            Sig("stack_location", "critical", file="Settings.java", line=26, why="where"),
            Sig("stack_location", "important", file="Flusher.java", line=9),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["config/prod.properties", f"{pkg}/config/Settings.java"],
        must_mention=["ingest.flush.interval", "30s", "NumberFormatException"],
        must_not_claim=["a compile error", "rawtypes warning", "a missing config file"],
        primary_language="java",
        evidence_formats=["traceback", "chained_traceback"],
        noise_profile=["runner_setup", "warning_noise", "progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ----------------------------------------------------------------------- 19 perl prove -v


def build_perl_prove(w: Path) -> Built:
    files: dict[str, str] = {
        "lib/Text/Slug.pm": dd("""
            package Text::Slug;
            use strict;
            use warnings;
            use Exporter 'import';
            our @EXPORT_OK = qw(slugify);

            # Lower-case, replace anything that is not a letter or digit by '-', trim '-'.
            sub slugify {
                my ($s) = @_;
                $s = lc $s;
                $s =~ s/[^a-z0-9]/-/g;
                $s =~ s/^-+|-+$//g;
                return $s;
            }

            1;
            """),
        "t/slugify.t": dd("""
            use strict;
            use warnings;
            use Test::More tests => 10;
            use Text::Slug qw(slugify);

            is(slugify('Hello'), 'hello', 'lower-cases');
            is(slugify('hello world'), 'hello-world', 'space becomes dash');
            is(slugify('  padded  '), 'padded', 'trims dashes');
            is(slugify('v2 release'), 'v2-release', 'keeps digits');
            is(slugify('a_b'), 'a-b', 'underscore becomes dash');
            is(slugify('x'), 'x', 'single letter');
            is(slugify('hello, world'), 'hello-world', 'collapses runs of separators');
            is(slugify('ABC'), 'abc', 'all caps');
            is(slugify('a.b'), 'a-b', 'dot becomes dash');
            is(slugify('9lives'), '9lives', 'leading digit');
            """),
    }
    areas = ["authors", "feeds", "archive", "tags", "search", "pagination", "sitemap", "rss",
             "drafts", "comments", "media", "themes", "redirects", "i18n", "cache"]  # fmt: skip
    for k, area in enumerate(areas):
        n = 12 + k % 5
        body = "".join(f"is({i} + {k}, {i + k}, '{area} case {i}');\n" for i in range(1, n))
        files[f"t/{k:02d}-{area}.t"] = (
            f"use strict;\nuse warnings;\nuse Test::More tests => {n};\n\n"
            f"ok(1, '{area} loads');\n{body}"
        )
    slug = "blogkit/text-slug"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "perl-5.36")
    job.set_up_job(["actions/cache@v4"])
    job.checkout(sha)
    cache_action(job, "local", "perl-Linux-local-2fd4a0", "perl-Linux-local-", 7_340_032)
    env = child_env(PATH="/usr/local/bin:/usr/bin:/bin")
    job.step("perl -v | head -2\nprove --version", env=env)
    shown = "prove -v -l t/"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="perl-prove-tap-failure-001",
        framework="generic",
        failure_category="test_assertion",
        summary=(
            "One Perl test fails: t/slugify.t test 7 'collapses runs of separators' gets "
            "'hello--world' for slugify('hello, world'), expected 'hello-world'. "
            "Text::Slug::slugify (lib/Text/Slug.pm) replaces each non-alphanumeric character "
            "with its own dash (s/[^a-z0-9]/-/g) instead of each run of them "
            "(s/[^a-z0-9]+/-/g). The other 15 test files pass."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, checkout, cache restore, perl/prove versions, "
            "then `prove -v` TAP output of 16 files (~210 'ok' lines), the failing test's "
            "diagnostics and prove's Test Summary Report."
        ),
        signals=[
            Sig(
                "failed_test",
                "critical",
                "not ok 7 - collapses runs of separators",
                why="failing TAP line",
            ),
            Sig("assertion", "critical", "got: 'hello--world'", why="actual"),
            Sig("assertion", "critical", "expected: 'hello-world'", why="expected"),
            Sig("assertion", "important", "at t/slugify.t line 12."),
            Sig(
                "test_summary",
                "important",
                "(Wstat: 256 (exited 1) Tests: 10 Failed: 1)",
                aliases=("Failed test:  7",),
            ),
            Sig("test_summary", "important", "Result: FAIL"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["lib/Text/Slug.pm", "t/slugify.t"],
        relevant_tests=["collapses runs of separators"],
        must_mention=["slugify", "hello--world", "separators"],
        must_not_claim=["a compile error", "several tests failed", "a missing module"],
        primary_language="perl",
        evidence_formats=["assertion_diff", "test_summary"],
        noise_profile=["runner_setup", "test_progress_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------------------- 20 sqlite migration error


def build_shell_sqlite(w: Path) -> Built:
    files: dict[str, str] = {
        "scripts/migrate.sh": dd("""
            #!/usr/bin/env bash
            # Apply every migration in order to a fresh database (release dry run).
            set -euo pipefail
            db=build/release-check.db
            mkdir -p build
            rm -f "$db"
            for f in migrations/*.sql; do
              echo "==> applying $(basename "$f")"
              sqlite3 -bail -echo "$db" < "$f"
            done
            echo "==> schema OK: $(sqlite3 "$db" 'select count(*) from sqlite_master') objects"
            """),
    }
    tables = ["customers", "products", "orders", "invoices", "payments", "shipments",
              "returns", "coupons", "reviews", "warehouses", "suppliers", "carriers"]  # fmt: skip
    n = 1
    for t in tables:
        cols = "id INTEGER PRIMARY KEY, name TEXT NOT NULL, created_at TEXT"
        if t == "orders":
            cols += ", customer_ref INTEGER REFERENCES customers(id), total_cents INTEGER"
        # migration text for the fixture database (S608: no query is run from Python)
        create = f"CREATE TABLE {t} ({cols});\n"
        inserts = [
            f"INSERT INTO {t} (id, name, created_at) VALUES "  # noqa: S608
            f"({i}, '{t[:-1]}-{word(i)}-{i}', '2026-0{i % 9 + 1}-1{i % 9}');\n"
            for i in range(1, 61)
        ]
        files[f"migrations/{n:03d}_create_{t}.sql"] = create + "".join(inserts)
        n += 1
    for t in tables:
        for col in ("updated_at TEXT", "archived INTEGER DEFAULT 0", "notes TEXT"):
            files[f"migrations/{n:03d}_{t}_add_{col.split()[0]}.sql"] = (
                f"ALTER TABLE {t} ADD COLUMN {col};\n"
                f"UPDATE {t} SET {col.split()[0]} = NULL WHERE id < 0;\n"
            )
            n += 1
    files[f"migrations/{n:03d}_orders_rename_customer_ref.sql"] = (
        "-- align with the API: customer_ref -> customer_id\n"
        "ALTER TABLE orders RENAME COLUMN customer_ref TO customer_id;\n"
    )
    n += 1
    bad = f"{n:03d}_orders_customer_index.sql"
    files[f"migrations/{bad}"] = dd("""
        -- speed up the customer order history page
        CREATE INDEX idx_orders_created ON orders(created_at);
        CREATE INDEX idx_orders_customer ON orders(customer_ref, created_at);
        ANALYZE orders;
        """)
    n += 1
    for t in tables[:6]:
        files[f"migrations/{n:03d}_{t}_index_name.sql"] = (
            f"CREATE INDEX idx_{t}_name ON {t}(name);\n"
        )
        n += 1
    slug = "shopfront/backend"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "debian:bookworm-slim")
    job.prepare(sha, "backend-migrations")
    env = child_env(PATH="/usr/local/bin:/usr/bin:/bin")
    job.sh("sqlite3 --version", env=env)
    shown = "bash scripts/migrate.sh"
    job.sh(shown, env=env)
    raw = job.finish(artifacts="build/release-check.db")
    case = Case(
        case_id="shell-sqlite-migration-missing-column-001",
        framework="generic",
        failure_category="deploy_error",
        summary=(
            f"The migration dry run stops at {bad}: its second statement creates an index on "
            "orders(customer_ref, created_at), but the previous migration "
            "(orders_rename_customer_ref) renamed that column to customer_id, so sqlite3 "
            "fails with 'no such column: customer_ref' and -bail stops the script (set -e). "
            "Index customer_id instead."
        ),
        notes=(
            "GitLab-style log: runner set-up, then a shell script applying 56 migrations with "
            "`sqlite3 -bail -echo` (every statement echoed, hundreds of INSERT lines), the "
            "sqlite error in the middle of the last applied file, and the job's failure."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "no such column: customer_ref",
                why="the sqlite error",
            ),
            Sig("step_name", "critical", f"==> applying {bad}", why="the failing migration"),
            Sig(
                "command",
                "important",
                "ALTER TABLE orders RENAME COLUMN customer_ref TO customer_id;",
            ),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=[f"migrations/{bad}", "scripts/migrate.sh"],
        must_mention=["customer_ref", "customer_id", "idx_orders_customer"],
        must_not_claim=["a locked database", "a syntax error in the SQL", "the INSERTs failed"],
        primary_language="sql",
        evidence_formats=["plain_error_line", "shell_command_output"],
        noise_profile=["runner_setup", "verbose_build_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# =========================================================================== registry

SCENARIOS: list[tuple[str, tuple[str, ...], Builder]] = [
    ("pytest-teardown-error-warnings-001", ("git", "bash"), build_pytest_teardown),
    ("unittest-import-failure-001", ("git", "bash"), build_unittest_import_failure),
    ("traceback-recursion-include-cycle-001", ("git", "bash"), build_traceback_recursion),
    ("mypy-json-output-import-not-found-001", ("git", "bash"), build_mypy_json),
    ("ruff-format-check-diff-001", ("git", "bash"), build_ruff_format_check),
    ("gcc-asan-heap-buffer-overflow-001", ("gcc", "make", "git", "bash"), build_gcc_asan),
    ("make-valgrind-definitely-lost-001", ("valgrind", "make", "git", "bash"), build_make_valgrind),
    ("make-no-rule-to-make-target-001", ("gcc", "make", "git", "bash"), build_make_no_rule),
    (
        "gcc-static-assert-color-001",
        ("cmake", "gcc", "make", "git", "bash"),
        build_gcc_static_assert,
    ),
    ("cargo-doctest-failure-001", ("cargo", "git", "bash"), build_cargo_doctest),
    ("cargo-build-script-panic-001", ("cargo", "git", "bash"), build_cargo_build_script),
    ("cargo-json-messages-e0433-001", ("cargo", "git", "bash"), build_cargo_json),
    ("node-heap-out-of-memory-001", ("node", "git", "bash"), build_node_oom),
    ("npm-ls-invalid-dependency-001", ("node", "npm", "git", "bash"), build_npm_ls_invalid),
    ("terraform-test-assertion-001", ("terraform", "git", "bash"), build_terraform_test),
    ("pip-hash-mismatch-001", ("git", "bash"), build_pip_hash_mismatch),
    ("shell-smoke-timeout-exit-124-001", ("curl", "timeout", "git", "bash"), build_shell_timeout),
    ("traceback-java-caused-by-001", ("javac", "java", "git", "bash"), build_traceback_java),
    ("perl-prove-tap-failure-001", ("perl", "prove", "git", "bash"), build_perl_prove),
    ("shell-sqlite-migration-missing-column-001", ("sqlite3", "git", "bash"), build_shell_sqlite),
]

VERSION_PROBES: dict[str, list[str]] = {
    "python": [PY, "--version"],
    "pytest": [PY, "-m", "pytest", "--version"],
    "mypy": [PY, "-m", "mypy", "--version"],
    "ruff": [str(VENV_BIN / "ruff"), "--version"],
    "pip": [PY, "-m", "pip", "--version"],
    "git": ["git", "--version"],
    "bash": ["bash", "--version"],
    "gcc": ["gcc", "--version"],
    "make": ["make", "--version"],
    "cmake": ["cmake", "--version"],
    "valgrind": ["valgrind", "--version"],
    "cargo": ["cargo", "--version"],
    "rustc": ["rustc", "--version"],
    "node": ["node", "--version"],
    "npm": ["npm", "--version"],
    "terraform": ["terraform", "version"],
    "curl": ["curl", "--version"],
    "javac": ["javac", "-version"],
    "java": ["java", "-version"],
    "perl": ["perl", "-e", "print qq{perl $^V\\n}"],
    "prove": ["prove", "--version"],
    "sqlite3": ["sqlite3", "--version"],
}
TOOLS_OF = {
    "pytest": ("python", "pytest", "git", "bash"),
    "unittest": ("python", "git", "bash"),
    "traceback-java": ("javac", "java", "git", "bash"),
    "traceback": ("python", "git", "bash"),
    "mypy": ("python", "mypy", "ruff", "git", "bash"),
    "ruff": ("python", "ruff", "git", "bash"),
    "gcc-asan": ("gcc", "make", "git", "bash"),
    "gcc": ("cmake", "gcc", "make", "git", "bash"),
    "make-valgrind": ("gcc", "make", "valgrind", "git", "bash"),
    "make": ("gcc", "make", "git", "bash"),
    "cargo": ("cargo", "rustc", "git", "bash"),
    "node": ("node", "git", "bash"),
    "npm": ("node", "npm", "git", "bash"),
    "terraform": ("terraform", "git", "bash"),
    "pip": ("python", "pip", "git", "bash"),
    "shell-sqlite": ("sqlite3", "bash", "git"),
    "shell": ("python", "curl", "bash", "git"),
    "perl": ("perl", "prove", "git", "bash"),
}


README_HEAD = """\
# Fresh held-out reducer cases, fifth batch (made from real tool output)

{n} benchmark cases in the LogDx-CI layout (see
`/work/shared/corpus/logdx-ci/README.md`): `<case_id>/raw.log`, `case.json`,
`ground_truth.json`, `tags.json`, the same shapes as `bench/cases/`,
`bench/cases-fresh/`, `bench/cases-fresh-2/` and `bench/cases-fresh-3/`. This
file is written by `scripts/make_fresh_cases_4.py`; rebuild everything with

    .venv/bin/python scripts/make_fresh_cases_4.py

(`--only CASE_ID ...` rebuilds some cases and leaves this README alone;
`--preview` only writes the logs to the scratch folder, without labels.)

## Held out: do not tune on this batch

This batch measures the log reducers blind. It was generated at {made} UTC;
the newest file under `harness/reducers/` was then modified at
{reducers_mtime} UTC (only file times were read, not the code). The script
never imports or runs `harness.reducers`; nobody read the reducers' code, their
tests or their development cases (`bench/cases-dev/`, `bench/cases-dev-2/`)
while writing it, and the labels were written from the bugs planted in each
project before any reducer was run on these logs.

**Do not use these cases to develop, tune or debug the reducers.** Run the
evaluation on them, report the numbers, and leave the reducers alone because of
what you see. If a reducer is ever changed because of one of these cases, the
batch is spent: make a new one with new scenarios.

## What is different from the earlier batches

Twenty new scenarios, none the same failure kind and tool mode as a case in
`bench/cases/`, `bench/cases-fresh/`, `bench/cases-fresh-2/`,
`bench/cases-fresh-3/`, the dev sets (by their names) or the shared LogDx-CI
corpus:

- pytest: every test passes but a fixture's teardown check fails (`ERROR at
  teardown of ...`), above a warnings summary of 480 DeprecationWarnings.
- unittest: a test module that cannot be imported (`unittest.loader._FailedTest`,
  `ImportError: cannot import name ...`) among 210 passing tests.
- Python traceback: a `RecursionError` from an include cycle in config files,
  after ~1000 alternating log lines, whose last frames are inside `logging`.
- mypy with `-O json` (one JSON object per line, escaped quotes, no summary),
  two root errors and one follow-on error.
- ruff: `ruff format --check --diff` (unified diffs) after a clean `ruff check`.
- C: an AddressSanitizer heap-buffer-overflow report (with its shadow-byte map)
  in the middle of a test runner's PASS lines; a valgrind `definitely lost`
  leak under `make check` after many clean valgrind runs; `No rule to make
  target` in one sub-make of a recursive `make -j4` (interleaved output); a
  `_Static_assert` failing in a header during a parallel cmake build with
  gcc and cmake colours forced on (ANSI escapes).
- Rust: a failing doctest after passing unit and integration tests; a build
  script's panic (`failed to run custom build command`); `cargo build
  --message-format=json`, where the error is inside a JSON `rendered` string.
- node/npm: V8 running out of heap (`FATAL ERROR: ... JavaScript heap out of
  memory`, exit 134) after ~14,000 progress lines; `npm ls --all` reporting an
  invalid installed version (stale `node_modules` cache) with `ELSPROBLEMS`.
- terraform: `terraform test` with one failed `assert` among 18 runs, after a
  full plan; terraform's ANSI colours are kept.
- pip: `--require-hashes` refusing a wheel whose sha256 differs from the lock
  file, after `pip debug --verbose`.
- shell: a smoke test killed by `timeout` (exit 124) while polling the wrong
  port, whose evidence is split between curl errors and a server log dumped by
  a trap; a sqlite migration script (`sqlite3 -bail -echo`) stopping on `no such
  column` in the middle of a file.
- Java: a `Caused by:` exception chain (`... 2 more`) after javac `-Xlint:all`
  warnings.
- Perl: `prove -v` TAP output where the failing test's diagnostics (stderr)
  arrive before its `not ok` line, and prove's Test Summary Report.

Not used: tsc, eslint, go, clang, docker builds (not installed or not usable
offline, and nothing is downloaded). Families (`framework` in `case.json`) are
ones the earlier batches use; tools without a family of their own (node, Java
traceback aside, Perl, sqlite, the smoke test) use `generic`.

## Where the logs come from

Every `raw.log` is the real output of a real tool installed on this machine,
run by the script on a small, deliberately broken project. The script commits
the project to a scratch git repository `<tmp>/lgfc4/<NN>/origin/` (NN is the
case's number, so that no path in a log names the case; fixed author and
date, so commit ids do not change between rebuilds) and checks it out with
real git commands, using the helpers of `scripts/make_fresh_cases_2.py` (the
public URL routed to that folder by `url.<base>.insteadOf` in a scratch git
config; the user's git config is never read or written). Nothing is
downloaded: pip runs with `--no-index` in a scratch venv (and `PIP_CONFIG_FILE`
set to the null device), cargo and npm run offline (`CARGO_NET_OFFLINE`, an
empty npm cache in the scratch folder), terraform uses only `terraform_data`
with an empty CLI configuration and `CHECKPOINT_DISABLE=1`, and the smoke test
only talks to a local server on a port the script first checks is free. In
the npm ls case the restored `node_modules` (what the cache step restored) is
written by the script; npm itself reads and judges it.

Capture: stdout and stderr merged into one pipe in the order written (not a
tty), with the cleaned environment of `scripts/make_cases.py`
(`LANG=C.UTF-8`, `COLUMNS=120`, `PYTHONUNBUFFERED=1`, colour variables unset;
the static-assert case sets `CLICOLOR_FORCE=1` on purpose) and the project's
venv first on `PATH`.

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
  bash; the job stops at the first failing command, may upload artifacts and
  ends with `ERROR: Job failed: exit code N`.

The runner's own lines are the only text the script writes itself, and no
label points into them except the exit-status line and, for `command` signals,
the echoed command of the failing step.

## How they were labelled

By hand, in `scripts/make_fresh_cases_4.py`, from the bug planted in each
project: what a person needs to diagnose the failure (failing test ids, the
decisive error message or assertion, error codes, the file and line of the
error as a `stack_location` with `file` and `line` where the log carries one
in `file:line` or `file", line N,` form, the failing target, the exit status).
Each case marks 2-5 signals critical (the script checks the count) and the
rest important or optional; `must_not_claim` names the red herrings each log
contains (warnings, a passing earlier step, a follow-on error, frames in a
library, ...). Only line numbers are computed: `evidence_lines` are all the
lines of `raw.log` that contain the value (for a `stack_location`: the file
and `:line`, ANSI escapes ignored), up to 12 ranges; `evidence_spans` are two
lines either side of the first line of each critical signal. Before a case is
written, every `value`, alias, `stack_location` file, relevant test id and
`must_mention` term is checked to be an exact substring of `raw.log`, both as
written and with ANSI escapes removed (so no label straddles an escape); the
script fails if one is not, and re-reads each written case to check it again.
No value depends on timing: durations, timestamps, temporary paths, process
and thread ids, addresses and hashes are never used.

## Reproducibility

Rerunning the script rebuilds the same projects, commits and labels. What
differs between runs: the GitHub Actions timestamps, durations, process ids
(valgrind's `==PID==`, ASan's), addresses, the number of progress lines before
node runs out of heap and of polling attempts before `timeout` fires, and the
interleaving of the parallel builds (`make -j4`, `cmake --build --parallel 4`),
so those cases' sizes and line numbers move a little. Labels never depend on
any of these.

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
    check_labels=True,
)


def main(argv: list[str] | None = None) -> int:
    return run(FRESH, argv)


if __name__ == "__main__":
    sys.exit(main())
