"""Dev cases for pytest@2's reading of unittest and doctest output, from real runs.

    .venv/bin/python scripts/dev_cases_unittest.py [--only CASE_ID ...] [--keep-work]

Each scenario writes a small broken Python project (a `ledger` package, its
unittest suite, its doctests, a Django app) into <tmp>/loopglass-dev-unittest/
<case_id>, runs the real tools on it (`python -m unittest`, `python -m doctest`,
`pytest --doctest-modules`, Django's `manage.py test`; Python 3.13 from the
venv, and 3.11 and 3.8 from pyenv when they are installed) and writes
bench/cases-dev/unittest/<case_id>/{raw.log,case.json,ground_truth.json,tags.json}.

A raw.log reads like one CI job around the test step: a GitHub Actions log
(every line timestamped, steps in `##[group]Run ...` blocks, a failing step
ending in `##[error]Process completed with exit code N.`) or a GitLab one
(`$ command` lines, `ERROR: Job failed: exit code N`). The runner's own lines
(its preamble, the checkout, the step headers) are written here; every other
line is the real output of a real command: pip installing the project's
dependencies from a local wheelhouse (`--no-index`), `compileall`, `pip list`,
and the test run. Timestamps advance by a fixed step, so rebuilding gives the
same logs but for durations and addresses.

Labels are written by hand below from the bug planted in each project (the
failing test ids, the assertion or exception, the doctest's Expected/Got,
the file of the failing line, the verdict); only their line numbers are
computed (by scripts/make_cases.py's write_case). The reducers are never run
here.
"""

# ruff: noqa: E501  (the projects' sources, labels and CI runner lines are kept whole)
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path

import make_cases
from make_cases import PY, Case, Sig, child_env, dd, make_wheel, version_of, write_case, write_tree

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "cases-dev" / "unittest"
WORK = Path(tempfile.gettempdir()) / "loopglass-dev-unittest"
PYENV = Path.home() / ".pyenv" / "versions"
PY311 = str(PYENV / "3.11.7" / "bin" / "python3.11")
PY38 = str(PYENV / "3.8.18" / "bin" / "python3.8")
GENERATOR = "scripts/dev_cases_unittest.py"


# --------------------------------------------------------------------------- CI logs


def capture(argv: list[str], cwd: Path, env: dict[str, str] | None = None) -> tuple[int, str]:
    """Run a command, stdout and stderr merged in the order written."""
    done = subprocess.run(
        argv,
        cwd=cwd,
        env=env or child_env(),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        timeout=600,
        check=False,
    )
    out = done.stdout.decode("utf-8", "surrogateescape")
    return done.returncode, out if out.endswith("\n") or not out else out + "\n"


class Actions:
    """A GitHub Actions job log: every line timestamped, steps in `##[group]` blocks."""

    def __init__(self, cwd: Path, python: str, job: str) -> None:
        self.cwd, self.python, self.job = cwd, python, job
        self.clock = datetime(2025, 3, 4, 9, 12, 5, 120000)
        self.lines: list[str] = []
        self.code = 0

    def emit(self, text: str, pace: int = 3) -> None:
        for line in text.splitlines():
            self.clock += timedelta(milliseconds=pace)
            self.lines.append(self.clock.strftime("%Y-%m-%dT%H:%M:%S.%f") + "0Z " + line)

    def preamble(self) -> None:
        self.emit(RUNNER.format(job=self.job, python=self.python), pace=40)

    def step(self, shown: str, argv: list[str], env: dict[str, str] | None = None) -> int:
        """A `run:` step; a failing one ends the job (its later steps are skipped)."""
        self.emit(
            f"##[group]Run {shown}\n{shown}\nshell: /usr/bin/bash -e {{0}}\nenv:\n"
            f"  pythonLocation: /opt/hostedtoolcache/Python/{self.python}/x64\n"
            f"  LD_LIBRARY_PATH: /opt/hostedtoolcache/Python/{self.python}/x64/lib\n"
            "##[endgroup]"
        )
        code, out = capture(argv, self.cwd, env)
        self.emit(out, pace=2)
        if code:
            self.emit(f"##[error]Process completed with exit code {code}.")
            self.code = code
        return code

    def text(self) -> str:
        if self.code:
            self.emit(POST_JOB, pace=25)
        return "\n".join(self.lines) + "\n"


RUNNER = """\
Current runner version: '2.322.0'
##[group]Operating System
Ubuntu
24.04.1
LTS
##[endgroup]
##[group]Runner Image
Image: ubuntu-24.04
Version: 20250209.1.0
Included Software: https://github.com/actions/runner-images/blob/ubuntu24/20250209.1/images/ubuntu/Ubuntu2404-Readme.md
##[endgroup]
##[group]GITHUB_TOKEN Permissions
Contents: read
Metadata: read
##[endgroup]
Secret source: Actions
Prepare workflow directory
Prepare all required actions
Getting action download info
Download action repository 'actions/checkout@v4' (SHA:11bd71901bbe5b1630ceea73d27597364c9af683)
Download action repository 'actions/setup-python@v5' (SHA:42375524e23c412d93fb67b49958b491fce71c38)
Complete job name: {job}
##[group]Run actions/checkout@v4
with:
  repository: acme/ledger
  token: ***
  ssh-strict: true
  persist-credentials: true
  clean: true
  fetch-depth: 1
  lfs: false
  submodules: false
##[endgroup]
Syncing repository: acme/ledger
##[group]Getting Git version info
Working directory is '/home/runner/work/ledger/ledger'
[command]/usr/bin/git version
git version 2.48.1
##[endgroup]
[command]/usr/bin/git init /home/runner/work/ledger/ledger
Initialized empty Git repository in /home/runner/work/ledger/ledger/.git/
[command]/usr/bin/git remote add origin https://github.com/acme/ledger
##[group]Fetching the repository
[command]/usr/bin/git -c protocol.version=2 fetch --no-tags --prune --no-recurse-submodules --depth=1 origin +4f1c2d9e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e:refs/remotes/origin/main
From https://github.com/acme/ledger
 * [new ref]         4f1c2d9e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e -> origin/main
##[endgroup]
##[group]Checking out the ref
[command]/usr/bin/git checkout --progress --force -B main refs/remotes/origin/main
Switched to a new branch 'main'
branch 'main' set up to track 'origin/main'.
##[endgroup]
[command]/usr/bin/git log -1 --format=%H
4f1c2d9e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e
##[group]Run actions/setup-python@v5
with:
  python-version: {python}
  cache: pip
  check-latest: false
  update-environment: true
  allow-prereleases: false
##[endgroup]
##[group]Installed versions
Successfully set up CPython ({python})
##[endgroup]"""

POST_JOB = """\
Post job cleanup.
[command]/usr/bin/git version
git version 2.48.1
Temporarily overriding HOME='/home/runner/work/_temp/1f0e2d3c' before making global git config changes
[command]/usr/bin/git config --global --add safe.directory /home/runner/work/ledger/ledger
[command]/usr/bin/git config --local --name-only --get-regexp core\\.sshCommand
[command]/usr/bin/git submodule foreach --recursive sh -c "git config --local --name-only --get-regexp 'core\\.sshCommand' && git config --local --unset-all 'core.sshCommand' || :"
Cleaning up orphan processes"""


class GitLab:
    """A GitLab job log: the runner's preamble, `$ command` lines, the job's verdict."""

    def __init__(self, cwd: Path, image: str) -> None:
        self.cwd = cwd
        self.parts = [GITLAB_PREAMBLE.format(image=image)]
        self.code = 0

    def run(self, shown: str, argv: list[str], env: dict[str, str] | None = None) -> int:
        self.parts.append(f"$ {shown}\n")
        code, out = capture(argv, self.cwd, env)
        self.parts.append(out)
        self.code = code
        return code

    def text(self) -> str:
        tail = "Cleaning up project directory and file based variables\n"
        tail += f"ERROR: Job failed: exit code {self.code}\n" if self.code else "Job succeeded\n"
        return "".join(self.parts) + tail


GITLAB_PREAMBLE = """\
Running with gitlab-runner 17.8.3 (690ce25c)
  on shared-runner-7 t3_xz9Qk, system ID: s_5c1e9b0d4a2f
Preparing the "docker" executor
Using Docker executor with image {image} ...
Pulling docker image {image} ...
Using docker image sha256:7c4e0b9f3a1d8e2c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c for {image} with digest {image}@sha256:0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9 ...
Preparing environment
Running on runner-t3xz9qk-project-4187-concurrent-0 via ci-runner-7...
Getting source from Git repository
Fetching changes with git depth set to 20...
Reinitialized existing Git repository in /builds/acme/ledger/.git/
Checking out 4f1c2d9e as detached HEAD (ref is main)...
Removing .deps/
Skipping Git submodules setup
Executing "step_script" stage of the job script
Using docker image sha256:7c4e0b9f3a1d8e2c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c for {image} ...
"""


# --------------------------------------------------------------------------- the project


def ledger_files(bugs: set[str]) -> dict[str, str]:
    """The `ledger` package; each name in `bugs` plants one bug."""
    rounding = "ROUND_DOWN" if "round" in bugs else "ROUND_HALF_UP"
    share = "amount / (parts - 1)" if "split" in bugs else "amount / parts"
    total = "line.unit_price" if "totals" in bugs else "line.unit_price * line.quantity"
    label = "Subtotal" if "render" in bugs else "Total"
    hour = "3660" if "duration" in bugs else "3600"
    convert = "convert_amount" if "fx-rename" in bugs else "convert"
    required = '("currency", "locale", "ledger_path")'
    if "config" in bugs:
        required = '("currency", "locale", "ledger_path", "fiscal_year_start")'
    clock = "hour % 12" if "clock" in bugs else "hour"
    amount = (
        'text.replace(",", ".")' if "parse" in bugs else 'text.replace(".", "").replace(",", ".")'
    )
    return {
        "pyproject.toml": dd("""
            [project]
            name = "ledger"
            version = "2.4.0"
            requires-python = ">=3.8"
            dependencies = ["acme-codec>=2.0", "acme-units>=2.0", "acme-schema>=2.0"]
            """),
        "ledger/__init__.py": '"""Small-business ledger."""\n',
        "ledger/money.py": dd(f'''
            """Amounts of money: rounding, splitting, formatting.

            >>> from decimal import Decimal
            >>> format_money(Decimal("12.5"), "EUR")
            '12.50 EUR'
            """
            from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal

            CENT = Decimal("0.01")


            def to_cents(amount):
                """The amount in cents.

                >>> to_cents(Decimal("12.34"))
                1234
                >>> to_cents("0.5")
                50
                """
                return int(Decimal(str(amount)) * 100)


            def round_money(value):
                """Round to cents, halves away from zero.

                >>> round_money(Decimal("2.675"))
                Decimal('2.68')
                >>> round_money(Decimal("10"))
                Decimal('10.00')
                """
                return Decimal(value).quantize(CENT, rounding={rounding})


            def split(amount, parts):
                """Split an amount into equal shares, the remainder on the first.

                >>> split(Decimal("10.00"), 3)
                [Decimal('3.34'), Decimal('3.33'), Decimal('3.33')]
                >>> split(Decimal("7.00"), 1)
                [Decimal('7.00')]
                """
                share = ({share}).quantize(CENT, rounding=ROUND_DOWN)
                first = amount - share * (parts - 1)
                return [first] + [share] * (parts - 1)


            def format_money(amount, currency):
                """Two decimals and the currency code.

                >>> format_money(Decimal("3"), "USD")
                '3.00 USD'
                """
                return f"{{round_money(amount)}} {{currency}}"
            '''),
        "ledger/invoice.py": dd(f'''
            """Invoices: lines, totals per currency, a plain-text rendering."""
            from collections import defaultdict
            from dataclasses import dataclass, field
            from decimal import Decimal

            from ledger.money import format_money, round_money


            @dataclass
            class Line:
                description: str
                quantity: int
                unit_price: Decimal
                currency: str = "EUR"


            @dataclass
            class Invoice:
                number: str
                lines: list = field(default_factory=list)

                def add(self, description, quantity, unit_price, currency="EUR"):
                    self.lines.append(Line(description, quantity, Decimal(unit_price), currency))

                def totals_by_currency(self):
                    totals = defaultdict(Decimal)
                    for line in self.lines:
                        totals[line.currency] += {total}
                    return {{code: round_money(value) for code, value in sorted(totals.items())}}

                def render(self):
                    rows = [f"Invoice {{self.number}}"]
                    for line in self.lines:
                        rows.append(f"{{line.quantity}} x {{line.description}} @ {{line.unit_price}}")
                    for code, value in self.totals_by_currency().items():
                        rows.append(f"{label}: {{format_money(value, code)}}")
                    return "\\n".join(rows) + "\\n"
            '''),
        "ledger/fx.py": dd(f'''
            """Exchange rates."""
            from decimal import Decimal

            RATES = {{("EUR", "USD"): Decimal("1.08"), ("USD", "EUR"): Decimal("0.93")}}


            def {convert}(amount, source, target):
                if source == target:
                    return amount
                return amount * RATES[(source, target)]
            '''),
        "ledger/config.py": dd(f'''
            """Settings of a ledger, from a mapping (a parsed TOML file)."""

            REQUIRED = {required}


            class ConfigError(Exception):
                pass


            def load(mapping):
                settings = {{}}
                for key in REQUIRED:
                    try:
                        settings[key] = mapping[key]
                    except KeyError as exc:
                        raise ConfigError(f"missing setting {{key!r}}") from exc
                return settings
            '''),
        "ledger/parse.py": dd(f'''
            """Parsing user input."""
            import re
            from decimal import Decimal

            UNITS = {{"h": {hour}, "m": 60, "s": 1}}
            PART = re.compile(r"(\\d+)([hms])")


            def parse_duration(text):
                """Seconds in a duration such as 1h30m."""
                return sum(int(n) * UNITS[unit] for n, unit in PART.findall(text))


            def parse_amount(text):
                """A decimal amount written with a comma or a point.

                >>> parse_amount("12,50")
                Decimal('12.50')
                >>> parse_amount("1.234,5")
                Decimal('1234.5')
                """
                return Decimal({amount})
            '''),
        "ledger/schedule.py": dd(f'''
            """When recurring postings run."""
            DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


            def run_label(day, hour):
                return f"{{DAYS[day]}} {{{clock}:02d}}:00"
            '''),
        "ledger/catalog.py": dd('''
            """Account codes."""


            def normalize(code):
                family, number = code.strip().split("_")
                return f"{family.upper()}-{int(number):04d}"
            '''),
    }


def catalog_tests(modules: int, per: int) -> dict[str, str]:
    """Passing tests in bulk, as a real suite has them: `modules` files of `per` tests."""
    files = {}
    for k in range(modules):
        family = "abcdefghijklmnopqrstuvwxyz"[k] * 3
        methods = "".join(
            f"    def test_{family}_{n:04d}(self):\n"
            f'        self.assertEqual(normalize("{family}_{n}"), "{family.upper()}-{n:04d}")\n\n'
            for n in range(100 + 7 * k, 100 + 7 * k + per)
        )
        files[f"tests/test_catalog_{family}.py"] = (
            "import unittest\n\nfrom ledger.catalog import normalize\n\n\n"
            f"class TestCatalog{family.title()}(unittest.TestCase):\n{methods}"
        )
    return files


INVOICE_TESTS = dd("""
    import unittest
    from decimal import Decimal

    from ledger.invoice import Invoice


    class TestInvoice(unittest.TestCase):
        def setUp(self):
            self.invoice = Invoice("2025-0042")
            self.invoice.add("Widget", 2, "12.50")
            self.invoice.add("Gadget", 1, "5.00")
            self.invoice.add("Support hour", 3, "40.00", currency="USD")

        def test_line_count(self):
            self.assertEqual(len(self.invoice.lines), 3)

        def test_totals_by_currency(self):
            self.assertDictEqual(
                self.invoice.totals_by_currency(),
                {"EUR": Decimal("30.00"), "USD": Decimal("120.00")},
            )

        def test_render(self):
            expected = (
                "Invoice 2025-0042\\n"
                "2 x Widget @ 12.50\\n"
                "1 x Gadget @ 5.00\\n"
                "3 x Support hour @ 40.00\\n"
                "Total: 30.00 EUR\\n"
                "Total: 120.00 USD\\n"
            )
            self.assertMultiLineEqual(self.invoice.render(), expected)

        def test_number(self):
            self.assertTrue(self.invoice.number.startswith("2025-"))
    """)

MONEY_TESTS = dd("""
    import unittest
    from decimal import Decimal

    from ledger.money import format_money, round_money, split, to_cents


    class TestMoney(unittest.TestCase):
        def test_to_cents(self):
            self.assertEqual(to_cents(Decimal("12.34")), 1234)

        def test_round_half_up(self):
            self.assertEqual(round_money(Decimal("2.675")), Decimal("2.68"))

        def test_split_three(self):
            self.assertEqual(sum(split(Decimal("10.00"), 3)), Decimal("10.00"))

        def test_split_one(self):
            self.assertEqual(split(Decimal("7.00"), 1), [Decimal("7.00")])

        def test_format(self):
            self.assertEqual(format_money(Decimal("3"), "USD"), "3.00 USD")
    """)


# --------------------------------------------------------------------------- noise steps


WHEELS = [
    "codec",
    "units",
    "schema",
    "cache",
    "events",
    "flags",
    "http",
    "i18n",
    "jobs",
    "mail",
    "metrics",
    "orm",
    "queue",
    "retry",
    "search",
    "storage",
    "tasks",
    "tracing",
]


def wheelhouse(w: Path) -> None:
    """Dependencies as local wheels, each needing the one before, so pip has work to show."""
    house = w / "wheelhouse"
    house.mkdir(parents=True, exist_ok=True)
    for i, name in enumerate(WHEELS):
        deps = [f"acme-{WHEELS[i - 1]}>=1.0"] if i else []
        for version in ("1.0.0", f"2.{i}.1"):
            make_wheel(house, f"acme-{name}", version, deps)
    (w / "requirements-ci.txt").write_text("".join(f"acme-{n}>=2.0\n" for n in WHEELS))


def install_argv(loud: bool) -> tuple[str, list[str]]:
    options = ["-vv"] if loud else []
    argv = [
        "-m",
        "pip",
        "install",
        *options,
        "--no-index",
        "--find-links",
        "./wheelhouse",
        "--target",
        ".deps",
        "-r",
        "requirements-ci.txt",
    ]
    return " ".join(["python", *argv]), [PY, *argv]


def noise_steps(
    job: Actions | GitLab, w: Path, compile_dirs: str = "ledger tests", *, loud: bool = False
) -> None:
    """What runs before the tests: dependencies (`loud`: pip -vv), a byte-compile check,
    the installed list."""
    wheelhouse(w)
    shown, argv = install_argv(loud)
    env = child_env(PIP_CONFIG_FILE="/dev/null")
    steps = [
        (shown, argv, env),
        (
            f"python -m compileall -f {compile_dirs}",
            [PY, "-m", "compileall", "-f", *compile_dirs.split()],
            None,
        ),
        ("python -m pip list", [PY, "-m", "pip", "list"], env),
    ]
    for shown, argv, step_env in steps:
        if isinstance(job, Actions):
            job.step(shown, argv, step_env)
        else:
            job.run(shown, argv, step_env)


def unittest_env() -> dict[str, str]:
    return child_env(PYTHONPATH=".")


# --------------------------------------------------------------------------- scenarios


def verbose_dict_diff(w: Path) -> tuple[str, Case]:
    """unittest -v over 300 tests; an assertDictEqual and an assertMultiLineEqual fail."""
    write_tree(
        w,
        ledger_files({"totals"})
        | catalog_tests(12, 26)
        | {
            "tests/__init__.py": "",
            "tests/test_invoice.py": INVOICE_TESTS,
            "tests/test_money.py": MONEY_TESTS,
        },
    )
    job = Actions(w, "3.13.0", "test (3.13)")
    job.preamble()
    noise_steps(job, w)
    shown = "python -m unittest discover -s tests -t . -v"
    job.step(
        shown, [PY, "-m", "unittest", "discover", "-s", "tests", "-t", ".", "-v"], unittest_env()
    )
    t1 = "tests.test_invoice.TestInvoice.test_totals_by_currency"
    t2 = "tests.test_invoice.TestInvoice.test_render"
    case = Case(
        case_id="unittest-verbose-dict-diff-001",
        framework="unittest",
        failure_category="test_assertion",
        summary=(
            "Invoice.totals_by_currency() in ledger/invoice.py adds each line's unit price "
            "instead of unit price times quantity, so the EUR total is 17.50 instead of 30.00 "
            "and USD 40.00 instead of 120.00; test_totals_by_currency fails on the dict and "
            "test_render on the rendered totals."
        ),
        notes="python -m unittest -v over 318 tests (GitHub Actions log); 2 failures with diffs.",
        signals=[
            Sig("failed_test", "critical", t1, why="first failing test"),
            Sig("failed_test", "critical", t2, why="second failing test"),
            Sig(
                "assertion",
                "critical",
                "AssertionError: {'EUR': Decimal('17.50'), 'USD': Decimal('40.00')} != "
                "{'EUR': Decimal('30.00'), 'USD': Decimal('120.00')}",
                why="the wrong totals",
            ),
            Sig("assertion", "important", "- Total: 17.50 EUR"),
            Sig("stack_location", "important", file="tests/test_invoice.py", line=18),
            Sig("summary", "critical", "FAILED (failures=2)", why="the verdict"),
            Sig("exit_code", "important", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["ledger/invoice.py", "tests/test_invoice.py"],
        relevant_tests=[t1, t2],
        must_mention=["totals_by_currency", "quantity", "17.50"],
        must_not_claim=["import error", "flaky test"],
        evidence_formats=["assertion_diff", "traceback", "ci_annotations"],
        noise_profile=["test_progress_noise", "dependency_install_noise", "ci_timestamps"],
        multi_failure=True,
        commands=[shown],
    )
    return job.text(), case


def import_error_gitlab(w: Path) -> tuple[str, Case]:
    """Plain unittest: a test module cannot import a renamed function; another test errors."""
    fx_tests = dd("""
        import unittest
        from decimal import Decimal

        from ledger.fx import convert


        class TestFx(unittest.TestCase):
            def test_same_currency(self):
                self.assertEqual(convert(Decimal("5"), "EUR", "EUR"), Decimal("5"))
        """)
    config_tests = dd("""
        import unittest

        from ledger.config import load


        class TestConfig(unittest.TestCase):
            def test_load(self):
                settings = load({"currency": "EUR", "locale": "de_DE", "ledger_path": "books"})
                self.assertEqual(settings["currency"], "EUR")

            def test_defaults_locale(self):
                settings = load({"currency": "EUR", "ledger_path": "books"})
                self.assertEqual(settings["locale"], "en_US")
        """)
    write_tree(
        w,
        ledger_files({"fx-rename"})
        | catalog_tests(6, 30)
        | {
            "tests/__init__.py": "",
            "tests/test_fx.py": fx_tests,
            "tests/test_config.py": config_tests,
            "tests/test_money.py": MONEY_TESTS,
            "tests/test_invoice.py": INVOICE_TESTS,
        },
    )
    job = GitLab(w, "python:3.13-slim")
    noise_steps(job, w, loud=True)
    shown = "python -m unittest discover -s tests -t ."
    job.run(shown, [PY, "-m", "unittest", "discover", "-s", "tests", "-t", "."], unittest_env())
    case = Case(
        case_id="unittest-import-error-gitlab-001",
        framework="unittest",
        failure_category="import_error",
        summary=(
            "ledger/fx.py renamed convert() to convert_amount(), but tests/test_fx.py still "
            "imports convert, so unittest cannot load the module (an _FailedTest error). "
            "Separately, ledger.config.load() requires 'locale' and raises ConfigError when "
            "it is missing, where test_defaults_locale expects a default."
        ),
        notes="python -m unittest discover (plain) in a GitLab job; 2 errors, one a module that failed to import.",
        signals=[
            Sig(
                "exception",
                "critical",
                "ImportError: cannot import name 'convert' from 'ledger.fx'",
                why="the import that fails",
            ),
            Sig("failed_test", "critical", "tests.test_fx", why="the module that did not load"),
            Sig("failed_test", "important", "tests.test_config.TestConfig.test_defaults_locale"),
            Sig("exception", "critical", "ledger.config.ConfigError: missing setting 'locale'"),
            Sig("stack_location", "important", file="ledger/config.py", line=16),
            Sig("summary", "critical", "FAILED (errors=2)", why="the verdict"),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["ledger/fx.py", "tests/test_fx.py", "ledger/config.py"],
        relevant_tests=["tests.test_fx", "tests.test_config.TestConfig.test_defaults_locale"],
        must_mention=["convert", "convert_amount", "locale"],
        must_not_claim=["assertion failure in test_fx", "network failure"],
        evidence_formats=["traceback", "shell_command_output"],
        noise_profile=["dependency_install_noise"],
        multi_failure=True,
        commands=[shown],
    )
    return job.text(), case


SYNC_TESTS = dd("""
    import socket
    import unittest


    class TestSyncClient(unittest.TestCase):
        @classmethod
        def setUpClass(cls):
            cls.conn = socket.create_connection(("127.0.0.1", 9), timeout=2)

        def test_push(self):
            self.conn.sendall(b"PUSH")
    """)

PARSE_TESTS = dd("""
    import unittest

    from ledger.parse import parse_duration


    class TestDuration(unittest.TestCase):
        def test_durations(self):
            cases = {"45s": 45, "2m": 120, "1h30m": 5400, "10m5s": 605, "2h": 7200}
            for text, seconds in cases.items():
                with self.subTest(text=text):
                    self.assertEqual(parse_duration(text), seconds)
    """)


def setupclass_subtests(w: Path) -> tuple[str, Case]:
    """Python 3.11, -v: setUpClass cannot connect; two subtests of one test fail."""
    write_tree(
        w,
        ledger_files({"duration"})
        | catalog_tests(10, 25)
        | {
            "tests/__init__.py": "",
            "tests/test_sync.py": SYNC_TESTS,
            "tests/test_parse.py": PARSE_TESTS,
            "tests/test_money.py": MONEY_TESTS,
        },
    )
    job = Actions(w, "3.11.7", "test (3.11)")
    job.preamble()
    noise_steps(job, w)
    shown = "python -m unittest -v"
    job.step(shown, [PY311, "-m", "unittest", "-v"], unittest_env())
    case = Case(
        case_id="unittest-setupclass-subtests-py311-001",
        framework="unittest",
        failure_category="test_assertion",
        summary=(
            "Two causes. TestSyncClient.setUpClass connects to 127.0.0.1:9, where nothing "
            "listens in CI (ConnectionRefusedError), so the class errors before its tests. "
            "parse_duration() in ledger/parse.py counts an hour as 3660 seconds, so the "
            "subtests with hours (1h30m, 2h) fail."
        ),
        notes="python3.11 -m unittest -v (GitHub Actions log); a setUpClass error and 2 failing subtests.",
        signals=[
            Sig(
                "failed_test",
                "critical",
                "setUpClass (tests.test_sync.TestSyncClient)",
                why="the class fixture that errors",
            ),
            Sig("exception", "critical", "ConnectionRefusedError: [Errno 111] Connection refused"),
            Sig(
                "failed_test",
                "important",
                "tests.test_parse.TestDuration.test_durations) (text='1h30m')",
                aliases=(
                    "test_durations (tests.test_parse.TestDuration.test_durations) (text='1h30m')",
                ),
                why="a failing subtest and its params",
            ),
            Sig("assertion", "critical", "AssertionError: 5460 != 5400"),
            Sig("assertion", "important", "AssertionError: 7320 != 7200"),
            Sig("stack_location", "important", file="tests/test_parse.py", line=11),
            Sig("summary", "critical", "FAILED (failures=2, errors=1)", why="the verdict"),
        ],
        relevant_files=["ledger/parse.py", "tests/test_sync.py", "tests/test_parse.py"],
        relevant_tests=[
            "tests.test_sync.TestSyncClient",
            "tests.test_parse.TestDuration.test_durations",
        ],
        must_mention=["3660", "setUpClass", "Connection refused"],
        must_not_claim=["import error"],
        evidence_formats=["traceback", "assertion_diff", "ci_annotations"],
        noise_profile=["test_progress_noise", "dependency_install_noise", "ci_timestamps"],
        multi_failure=True,
        commands=[shown],
    )
    return job.text(), case


CONFIG_TESTS = dd("""
    import unittest

    from ledger.config import load


    class TestConfig(unittest.TestCase):
        def test_load_full(self):
            settings = load({"currency": "EUR", "locale": "de_DE", "ledger_path": "books"})
            self.assertEqual(settings["ledger_path"], "books")
    """)

SCHEDULE_TESTS = dd("""
    import unittest

    from ledger.schedule import run_label


    class TestSchedule(unittest.TestCase):
        def test_evening_run(self):
            label = run_label(4, 18)
            self.assertTrue(label.endswith("18:00"), f"evening run scheduled at {label!r}")

        def test_morning_run(self):
            self.assertEqual(run_label(0, 6), "Mon 06:00")
    """)


def py38_old_ids(w: Path) -> tuple[str, Case]:
    """Python 3.8's test ids (`test_x (module.Class)`): a chained error and a failing assertTrue."""
    write_tree(
        w,
        ledger_files({"config", "clock"})
        | catalog_tests(9, 30)
        | {
            "tests/__init__.py": "",
            "tests/test_config.py": CONFIG_TESTS,
            "tests/test_schedule.py": SCHEDULE_TESTS,
        },
    )
    job = GitLab(w, "python:3.8-slim")
    noise_steps(job, w)
    shown = "python -m unittest discover -v"
    job.run(shown, [PY38, "-m", "unittest", "discover", "-v"], unittest_env())
    case = Case(
        case_id="unittest-py38-chained-error-001",
        framework="unittest",
        failure_category="test_assertion",
        summary=(
            "ledger/config.py now requires 'fiscal_year_start', which the test's mapping does "
            "not have: load() raises ConfigError from the KeyError. ledger/schedule.py formats "
            "the hour modulo 12, so an 18:00 run is labelled 06:00."
        ),
        notes="python3.8 -m unittest discover -v in a GitLab job; old-style test ids, a chained exception.",
        signals=[
            Sig("failed_test", "important", "test_load_full (tests.test_config.TestConfig)"),
            Sig(
                "exception",
                "critical",
                "ledger.config.ConfigError: missing setting 'fiscal_year_start'",
            ),
            Sig("failed_test", "critical", "test_evening_run (tests.test_schedule.TestSchedule)"),
            Sig(
                "assertion",
                "critical",
                "AssertionError: False is not true : evening run scheduled at 'Fri 06:00'",
            ),
            Sig("exception", "important", "KeyError: 'fiscal_year_start'"),
            Sig("stack_location", "important", file="ledger/config.py", line=16),
            Sig("summary", "critical", "FAILED (failures=1, errors=1)", why="the verdict"),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["ledger/config.py", "ledger/schedule.py"],
        relevant_tests=[
            "tests.test_config.TestConfig.test_load_full",
            "tests.test_schedule.TestSchedule.test_evening_run",
        ],
        must_mention=["fiscal_year_start", "hour % 12"],
        must_not_claim=["import error"],
        evidence_formats=["traceback", "shell_command_output"],
        noise_profile=["test_progress_noise", "dependency_install_noise"],
        multi_failure=True,
        commands=[shown],
    )
    return job.text(), case


def django_files(tests: int) -> dict[str, str]:
    """A Django project with an `orders` app whose model doubles its total."""
    many = "".join(
        f"    def test_status_label_{n:03d}(self):\n"
        f'        self.assertEqual(Order(number="N-{n}", status="s{n % 7}").status_label(), "S{n % 7}")\n\n'
        for n in range(tests)
    )
    return {
        "manage.py": dd("""
            import os
            import sys

            if __name__ == "__main__":
                os.environ.setdefault("DJANGO_SETTINGS_MODULE", "shop.settings")
                from django.core.management import execute_from_command_line

                execute_from_command_line(sys.argv)
            """),
        "shop/__init__.py": "",
        "shop/settings.py": dd("""
            SECRET_KEY = "not-secret-ci"
            DEBUG = False
            ALLOWED_HOSTS = ["testserver"]
            INSTALLED_APPS = [
                "django.contrib.auth",
                "django.contrib.contenttypes",
                "orders",
            ]
            MIDDLEWARE = []
            ROOT_URLCONF = "shop.urls"
            DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}
            USE_TZ = True
            DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
            """),
        "shop/urls.py": dd("""
            from django.urls import path

            from orders import views

            urlpatterns = [path("orders/<str:number>/", views.detail)]
            """),
        "orders/__init__.py": "",
        "orders/views.py": dd("""
            from django.http import JsonResponse

            from .models import Order


            def detail(request, number):
                order = Order.objects.get(number=number)
                return JsonResponse({"number": order.number, "total": str(order.total())})
            """),
        "orders/models.py": dd("""
            from django.db import models


            class Order(models.Model):
                number = models.CharField(max_length=20, unique=True)
                status = models.CharField(max_length=10, default="new")
                quantity = models.IntegerField(default=1)
                unit_price = models.DecimalField(max_digits=8, decimal_places=2, default=0)

                def total(self):
                    return self.quantity * self.unit_price * 2

                def status_label(self):
                    return self.status.upper()
            """),
        "orders/migrations/__init__.py": "",
        "orders/migrations/0001_initial.py": dd("""
            from django.db import migrations, models


            class Migration(migrations.Migration):
                initial = True
                dependencies = []
                operations = [
                    migrations.CreateModel(
                        name="Order",
                        fields=[
                            ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False)),
                            ("number", models.CharField(max_length=20, unique=True)),
                            ("status", models.CharField(default="new", max_length=10)),
                            ("quantity", models.IntegerField(default=1)),
                            ("unit_price", models.DecimalField(decimal_places=2, default=0, max_digits=8)),
                        ],
                    ),
                ]
            """),
        "orders/tests.py": dd("""
            from decimal import Decimal

            from django.test import TestCase

            from .models import Order


            class OrderTests(TestCase):
                def test_total(self):
                    order = Order.objects.create(number="A-1", quantity=3, unit_price=Decimal("2.50"))
                    self.assertEqual(order.total(), Decimal("7.50"))

                def test_duplicate_number_is_rejected_by_form(self):
                    Order.objects.create(number="A-2")
                    Order.objects.create(number="A-2")

                def test_missing_order_is_404(self):
                    response = self.client.get("/orders/NOPE/")
                    self.assertEqual(response.status_code, 404)

            """)
        + "\nclass StatusLabelTests(TestCase):\n"
        + many,
    }


def django_manage_test(w: Path) -> tuple[str, Case]:
    """Django's runner at -v 2: migrations, 150 tests, an IntegrityError, a 500, a total."""
    write_tree(w, django_files(150))
    job = Actions(w, "3.13.0", "django (3.13)")
    job.preamble()
    noise_steps(job, w, "orders shop")
    shown = "python manage.py test orders -v 2"
    job.step(shown, [PY, "manage.py", "test", "orders", "-v", "2"], child_env())
    case = Case(
        case_id="unittest-django-manage-test-001",
        framework="unittest",
        failure_category="test_assertion",
        summary=(
            "Order.total() in orders/models.py multiplies by 2 (7.50 expected, 15.00 got). "
            "test_duplicate_number_is_rejected_by_form creates two orders with the same "
            "number and hits the UNIQUE constraint (IntegrityError). The detail view uses "
            "Order.objects.get, so a missing order raises DoesNotExist instead of a 404."
        ),
        notes="python manage.py test -v 2 (GitHub Actions log): migrations, 153 tests, 1 failure and 2 errors.",
        signals=[
            Sig("failed_test", "critical", "orders.tests.OrderTests.test_total"),
            Sig("assertion", "critical", "AssertionError: Decimal('15.00') != Decimal('7.50')"),
            Sig(
                "failed_test",
                "important",
                "orders.tests.OrderTests.test_duplicate_number_is_rejected_by_form",
            ),
            Sig(
                "exception",
                "critical",
                "django.db.utils.IntegrityError: UNIQUE constraint failed: orders_order.number",
            ),
            Sig("failed_test", "important", "orders.tests.OrderTests.test_missing_order_is_404"),
            Sig(
                "exception",
                "important",
                "orders.models.Order.DoesNotExist: Order matching query does not exist.",
            ),
            Sig("stack_location", "important", file="orders/tests.py", line=11),
            Sig("summary", "critical", "FAILED (failures=1, errors=2)", why="the verdict"),
        ],
        relevant_files=["orders/models.py", "orders/views.py", "orders/tests.py"],
        relevant_tests=["orders.tests.OrderTests.test_total"],
        must_mention=["total", "IntegrityError", "404"],
        must_not_claim=["migration failure"],
        evidence_formats=["traceback", "ci_annotations"],
        noise_profile=["test_progress_noise", "migration_noise", "ci_timestamps"],
        multi_failure=True,
        commands=[shown],
    )
    return job.text(), case


def doctest_verbose_module(w: Path) -> tuple[str, Case]:
    """python -m doctest -v over the package: two examples fail, many pass."""
    files = ledger_files({"round", "split"})
    write_tree(w, files | catalog_tests(4, 10))
    job = Actions(w, "3.13.0", "doctest (3.13)")
    job.preamble()
    noise_steps(job, w)
    modules = ["ledger/money.py", "ledger/parse.py", "ledger/invoice.py", "ledger/catalog.py"]
    shown = "python -m doctest -v " + " ".join(modules)
    job.step(shown, [PY, "-m", "doctest", "-v", *modules], unittest_env())
    case = Case(
        case_id="doctest-verbose-module-001",
        framework="doctest",
        failure_category="test_assertion",
        summary=(
            "ledger/money.py: round_money() quantizes with ROUND_DOWN, so 2.675 becomes 2.67 "
            "where its doctest expects 2.68; split() divides by parts - 1, so three shares "
            "come out wrong and splitting into one part divides by zero (decimal.DivisionByZero)."
            " doctest stops at this first failing module."
        ),
        notes="python -m doctest -v over 4 modules (GitHub Actions log); 3 money examples fail.",
        signals=[
            Sig("failed_test", "critical", "money.round_money", why="the first failing doctest"),
            Sig("assertion", "critical", "    Decimal('2.67')", why="what round_money gave"),
            Sig("failed_test", "important", "money.split"),
            Sig(
                "assertion",
                "critical",
                "    [Decimal('0.00'), Decimal('5.00'), Decimal('5.00')]",
                aliases=("decimal.DivisionByZero: [<class 'decimal.DivisionByZero'>]",),
                why="what split gives: wrong shares, or a division by zero",
            ),
            Sig("stack_location", "important", file="ledger/money.py", line=26),
            Sig("summary", "critical", "***Test Failed*** 3 failures.", why="the verdict"),
            Sig("summary", "important", "2 items had failures:"),
        ],
        relevant_files=["ledger/money.py"],
        relevant_tests=["money.round_money", "money.split"],
        must_mention=["ROUND_DOWN", "parts - 1"],
        must_not_claim=["import error"],
        evidence_formats=["doctest_report", "traceback", "ci_annotations"],
        noise_profile=["test_progress_noise", "dependency_install_noise", "ci_timestamps"],
        multi_failure=True,
        commands=[shown],
    )
    return job.text(), case


USAGE_TXT = dd("""
    Using the ledger
    ================

    Invoices add up their lines per currency:

        >>> from ledger.invoice import Invoice
        >>> invoice = Invoice("2025-0100")
        >>> invoice.add("Widget", 2, "12.50")
        >>> invoice.add("Support hour", 1, "40.00", currency="USD")
        >>> invoice.totals_by_currency()
        {'EUR': Decimal('25.00'), 'USD': Decimal('40.00')}

    And render as text:

        >>> print(invoice.render(), end="")
        Invoice 2025-0100
        2 x Widget @ 12.50
        1 x Support hour @ 40.00
        Total: 25.00 EUR
        Total: 40.00 USD

    Amounts are parsed from user input:

        >>> from ledger.parse import parse_amount
        >>> parse_amount("3,75")
        Decimal('3.75')
        >>> parse_amount(user_input)
        Decimal('1.00')
    """)

API_TXT = dd("""
    Money helpers
    =============

        >>> from decimal import Decimal
        >>> from ledger.money import format_money, to_cents
        >>> format_money(Decimal("7"), "EUR")
        '7.00 EUR'
        >>> to_cents("19.99")
        1999
    """)


def doctest_textfiles(w: Path) -> tuple[str, Case]:
    """Python 3.11, GitLab: doctest over two text files; one fails twice."""
    write_tree(
        w,
        ledger_files({"render"})
        | catalog_tests(8, 30)
        | {"tests/__init__.py": "", "docs/usage.txt": USAGE_TXT, "docs/api.txt": API_TXT},
    )
    job = GitLab(w, "python:3.11-slim")
    noise_steps(job, w, loud=True)
    unit = "python -m unittest discover -s tests -t ."
    job.run(unit, [PY311, "-m", "unittest", "discover", "-s", "tests", "-t", "."], unittest_env())
    shown = "python -m doctest docs/api.txt docs/usage.txt"
    job.run(shown, [PY311, "-m", "doctest", "docs/api.txt", "docs/usage.txt"], unittest_env())
    case = Case(
        case_id="doctest-textfiles-gitlab-001",
        framework="doctest",
        failure_category="test_assertion",
        summary=(
            "docs/usage.txt fails twice: Invoice.render() in ledger/invoice.py labels the "
            "totals 'Subtotal:' where the documentation shows 'Total:', and the example "
            "parse_amount(user_input) uses a name the document never defines (NameError)."
        ),
        notes="unittest passes, then python3.11 -m doctest over two text files in a GitLab job.",
        signals=[
            Sig("stack_location", "important", file="docs/usage.txt", line=15),
            Sig("assertion", "critical", "    Subtotal: 25.00 EUR", why="what render gave"),
            Sig("exception", "critical", "NameError: name 'user_input' is not defined"),
            Sig("summary", "critical", "***Test Failed*** 2 failures.", why="the verdict"),
            Sig("summary", "important", "   2 of   9 in usage.txt"),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["docs/usage.txt", "ledger/invoice.py"],
        relevant_tests=["usage.txt"],
        must_mention=["Subtotal", "user_input"],
        must_not_claim=["unit tests failed"],
        evidence_formats=["doctest_report", "traceback", "shell_command_output"],
        noise_profile=["dependency_install_noise"],
        multi_failure=True,
        commands=[unit, shown],
    )
    return job.text(), case


def pytest_doctest_modules(w: Path) -> tuple[str, Case]:
    """pytest --doctest-modules: two doctests fail (a value, an unexpected exception)."""
    helpers = "".join(
        f'\n\ndef code_{n:03d}(text):\n    """Code {n}.\n\n    >>> code_{n:03d}("ab")\n'
        f'    \'AB-{n:03d}\'\n    """\n    return f"{{text.upper()}}-{n:03d}"\n'
        for n in range(60)
    )
    write_tree(
        w,
        ledger_files({"round", "split", "parse"}) | {"ledger/codes.py": '"""Codes."""\n' + helpers},
    )
    job = Actions(w, "3.13.0", "doctest (3.13)")
    job.preamble()
    noise_steps(job, w, "ledger")
    shown = "python -m pytest --doctest-modules -p no:cacheprovider ledger"
    job.step(
        shown,
        [PY, "-m", "pytest", "--doctest-modules", "-p", "no:cacheprovider", "ledger"],
        child_env(COLUMNS="80"),  # a runner has no terminal: pytest's default width
    )
    case = Case(
        case_id="pytest-doctest-modules-001",
        framework="doctest",
        failure_category="test_assertion",
        summary=(
            "ledger/money.py: round_money() quantizes with ROUND_DOWN (2.675 gives 2.67, the "
            "doctest expects 2.68), and split() divides by parts - 1 (wrong shares). "
            "ledger/parse.py: parse_amount() only swaps the comma, so '1.234,5' is not a "
            "number (decimal.InvalidOperation)."
        ),
        notes="pytest --doctest-modules over the package (GitHub Actions log); 3 of 66 doctests fail.",
        signals=[
            Sig("failed_test", "critical", "ledger/money.py::ledger.money.round_money"),
            Sig("failed_test", "important", "ledger/money.py::ledger.money.split"),
            Sig("assertion", "critical", "    Decimal('2.67')", why="what round_money gave"),
            Sig("failed_test", "important", "ledger/parse.py::ledger.parse.parse_amount"),
            Sig(
                "exception",
                "critical",
                "decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]",
                aliases=(
                    "UNEXPECTED EXCEPTION: InvalidOperation([<class 'decimal.ConversionSyntax'>])",
                ),
                why="parse_amount's unexpected exception",
            ),
            Sig("summary", "critical", "3 failed, 63 passed", why="the verdict"),
        ],
        relevant_files=["ledger/money.py"],
        relevant_tests=[
            "ledger/money.py::ledger.money.round_money",
            "ledger/money.py::ledger.money.split",
        ],
        must_mention=["ROUND_DOWN", "parts - 1", "parse_amount"],
        must_not_claim=["import error"],
        evidence_formats=["doctest_report", "ci_annotations"],
        noise_profile=["dependency_install_noise", "ci_timestamps"],
        multi_failure=True,
        commands=[shown],
    )
    return job.text(), case


DOCS_TESTS = dd("""
    import doctest
    import unittest

    import ledger.money
    import ledger.parse


    def load_tests(loader, tests, ignore):
        tests.addTests(doctest.DocTestSuite(ledger.money))
        tests.addTests(doctest.DocTestSuite(ledger.parse))
        return tests
    """)

CLI_TESTS = dd("""
    import unittest

    from ledger.invoice import Invoice


    class TestReport(unittest.TestCase):
        def test_report_mentions_every_currency(self):
            invoice = Invoice("2025-0200")
            invoice.add("Widget", 1, "3.00")
            invoice.add("Hosting", 1, "9.00", currency="USD")
            text = invoice.render()
            print(text)
            self.assertIn("Total: 9.00 USD", text)
    """)


def docsuite_buffer(w: Path) -> tuple[str, Case]:
    """unittest -b with a DocTestSuite: a doctest fails inside a unittest block; a test with
    buffered output fails."""
    write_tree(
        w,
        ledger_files({"round", "render", "parse"})
        | catalog_tests(7, 30)
        | {
            "tests/__init__.py": "",
            "tests/test_docs.py": DOCS_TESTS,
            "tests/test_cli.py": CLI_TESTS,
        },
    )
    job = GitLab(w, "python:3.13-slim")
    noise_steps(job, w, loud=True)
    shown = "python -m unittest discover -b -s tests -t ."
    job.run(
        shown, [PY, "-m", "unittest", "discover", "-b", "-s", "tests", "-t", "."], unittest_env()
    )
    case = Case(
        case_id="unittest-docsuite-buffer-001",
        framework="unittest",
        failure_category="test_assertion",
        summary=(
            "Three failures. ledger.money.round_money rounds down (its doctest expects "
            "Decimal('2.68')). parse_amount() only swaps the comma, so its doctest's "
            "'1.234,5' is not a number (decimal.InvalidOperation). Invoice.render() prints 'Subtotal:' so "
            "test_report_mentions_every_currency does not find 'Total: 9.00 USD'."
        ),
        notes="python -m unittest -b with DocTestSuites (GitLab job); doctest reports inside unittest blocks.",
        signals=[
            Sig("failed_test", "important", "ledger.money.round_money", why="a failing doctest"),
            Sig("assertion", "critical", "    Decimal('2.67')"),
            Sig("failed_test", "important", "ledger.parse.parse_amount"),
            Sig(
                "exception",
                "critical",
                "decimal.InvalidOperation: [<class 'decimal.ConversionSyntax'>]",
            ),
            Sig(
                "failed_test",
                "critical",
                "tests.test_cli.TestReport.test_report_mentions_every_currency",
            ),
            Sig("assertion", "important", "AssertionError: 'Total: 9.00 USD' not found in"),
            Sig("summary", "critical", "FAILED (failures=3)", why="the verdict"),
        ],
        relevant_files=["ledger/money.py", "ledger/parse.py", "ledger/invoice.py"],
        relevant_tests=["ledger.money.round_money", "ledger.parse.parse_amount"],
        must_mention=["ROUND_DOWN", "1.234,5", "Subtotal"],
        must_not_claim=["import error"],
        evidence_formats=["doctest_report", "traceback", "shell_command_output"],
        noise_profile=["dependency_install_noise"],
        multi_failure=True,
        commands=[shown],
    )
    return job.text(), case


def schedule_tests(count: int) -> str:
    methods = "".join(
        f"    def test_run_{day}_{hour:02d}(self):\n        self.check({day}, {hour})\n\n"
        for day, hour in [(d, h) for d in range(7) for h in range(12, 24)][:count]
    )
    return (
        dd("""
        import unittest

        from ledger.schedule import DAYS, run_label


        class TestRunLabels(unittest.TestCase):
            def check(self, day, hour):
                self.assertEqual(run_label(day, hour), f"{DAYS[day]} {hour:02d}:00")

        """)
        + methods
    )


def many_same_failures(w: Path) -> tuple[str, Case]:
    """40 tests fail the same way (an hour modulo 12), one test errors on its own."""
    write_tree(
        w,
        ledger_files({"clock", "split"})
        | catalog_tests(8, 28)
        | {
            "tests/__init__.py": "",
            "tests/test_schedule.py": schedule_tests(40),
            "tests/test_money.py": MONEY_TESTS,
        },
    )
    job = Actions(w, "3.13.0", "test (3.13)")
    job.preamble()
    noise_steps(job, w)
    shown = "python -m unittest"
    job.step(shown, [PY, "-m", "unittest"], unittest_env())
    case = Case(
        case_id="unittest-many-same-failures-001",
        framework="unittest",
        failure_category="test_assertion",
        summary=(
            "run_label() in ledger/schedule.py formats hour % 12, so every afternoon run "
            "(40 tests, 12:00 to 23:00) is labelled with the morning hour. Separately, "
            "split() in ledger/money.py divides by parts - 1: test_split_one raises "
            "decimal.DivisionByZero."
        ),
        notes="python -m unittest (plain, GitHub Actions log); 40 failures of one kind and 1 error.",
        signals=[
            Sig("failed_test", "critical", "tests.test_money.TestMoney.test_split_one"),
            Sig(
                "exception",
                "critical",
                "decimal.DivisionByZero: [<class 'decimal.DivisionByZero'>]",
            ),
            Sig(
                "assertion",
                "critical",
                "AssertionError: 'Mon 00:00' != 'Mon 12:00'",
                aliases=("AssertionError: 'Mon 01:00' != 'Mon 13:00'",),
                why="the run label",
            ),
            Sig("stack_location", "important", file="tests/test_schedule.py", line=8),
            Sig("summary", "critical", "FAILED (failures=40, errors=1)", why="the verdict"),
            Sig("exit_code", "important", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["ledger/schedule.py", "ledger/money.py"],
        relevant_tests=[
            "tests.test_schedule.TestRunLabels",
            "tests.test_money.TestMoney.test_split_one",
        ],
        must_mention=["hour % 12", "parts - 1"],
        must_not_claim=["flaky test", "timezone"],
        evidence_formats=["traceback", "ci_annotations"],
        noise_profile=["repeated_failures", "dependency_install_noise", "ci_timestamps"],
        multi_failure=True,
        commands=[shown],
    )
    return job.text(), case


SCENARIOS: list[tuple[str, Callable[[Path], tuple[str, Case]], tuple[str, ...]]] = [
    ("unittest-verbose-dict-diff-001", verbose_dict_diff, ()),
    ("unittest-import-error-gitlab-001", import_error_gitlab, ()),
    ("unittest-setupclass-subtests-py311-001", setupclass_subtests, (PY311,)),
    ("unittest-py38-chained-error-001", py38_old_ids, (PY38,)),
    ("unittest-django-manage-test-001", django_manage_test, ()),
    ("doctest-verbose-module-001", doctest_verbose_module, ()),
    ("doctest-textfiles-gitlab-001", doctest_textfiles, (PY311,)),
    ("pytest-doctest-modules-001", pytest_doctest_modules, ()),
    ("unittest-docsuite-buffer-001", docsuite_buffer, ()),
    ("unittest-many-same-failures-001", many_same_failures, ()),
]


def relabel(folder: Path) -> None:
    """What write_case (made for bench/cases) says of its origin, said of this script."""
    for name, key, value in (
        ("case.json", "generator", GENERATOR),
        ("tags.json", "split", "dev"),
        ("tags.json", "origin", "loopglass_dev_cases_unittest"),
    ):
        path = folder / name
        data = json.loads(path.read_text())
        data[key] = value
        if name == "tags.json":
            data["notes"] = f"labels hand-written in {GENERATOR}; line numbers computed"
        path.write_text(make_cases.dump_json(data))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", default=None, help="case ids to (re)build")
    parser.add_argument("--keep-work", action="store_true", help="keep the scratch projects")
    args = parser.parse_args(argv)
    make_cases.OUT = OUT  # write_case writes there
    if WORK.exists():
        shutil.rmtree(WORK)
    OUT.mkdir(parents=True, exist_ok=True)
    for case_id, build, needs in SCENARIOS:
        if args.only is not None and case_id not in args.only:
            continue
        missing = [n for n in needs if not Path(n).exists()]
        if missing:
            print(f"skip {case_id}: missing {', '.join(missing)}", file=sys.stderr)
            continue
        work = WORK / case_id
        work.mkdir(parents=True)
        raw, case = build(work)
        versions = {"python": version_of([needs[0] if needs else PY, "--version"])}
        result = write_case(case, raw, versions)
        relabel(OUT / case_id)
        print(
            f"{case_id:44s} {result['bytes']:>9,d} B {result['lines']:>7,d} lines  {result['position']}"
        )
    if not args.keep_work and WORK.exists():
        shutil.rmtree(WORK)
    (OUT / "README.md").write_text(README)
    return 0


README = f"""# Dev cases: unittest and doctest output

Cases in the LogDx-CI layout (raw.log, case.json, ground_truth.json, tags.json)
for developing pytest@2's reading of `python -m unittest`, `python -m doctest`,
`pytest --doctest-modules` and Django's `manage.py test`. Each raw.log is a real
run on a small broken project inside a GitHub Actions or GitLab job log; labels
are hand-written from the planted bug, 3 or 4 critical per case. Made by

    .venv/bin/python {GENERATOR}

(see its docstring). Not held out: they were used to develop pytest@2.

    .venv/bin/python -m harness.reducers.eval bench/cases-dev/unittest [--reducer pytest@1]
"""


if __name__ == "__main__":
    sys.exit(main())
