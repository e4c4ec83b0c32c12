"""Build a fresh held-out batch of LogDx-CI-shaped cases from real tool output.

    .venv/bin/python scripts/make_fresh_cases.py [--only CASE_ID ...] [--keep-work] [--preview]

Same method as scripts/make_cases.py (whose label helpers this script imports),
but new scenarios, other tools and other modes: pytest ``-x --tb=short -q``,
``python -m unittest -v``, ``python -m doctest -v``, gcc ``-Werror`` under make,
a cmake configure that cannot find a package, ``cargo clippy -- -D warnings``,
a cargo test whose worker thread panics, a chained Python traceback after a long
JSON-lines log, an uncaught Node.js TypeError, ``npm install --offline`` with an
uncached package, ``terraform validate`` over many modules, and a ``set -e``
shell script that stops on a missing file.

Each scenario writes a small broken project to
<tmp>/loopglass-make-fresh-cases/<case_id>, runs the real tool on it, captures
stdout and stderr merged in order, and writes
bench/cases-fresh/<case_id>/{raw.log,case.json,ground_truth.json,tags.json}.

About half the logs are framed like a GitHub Actions job log (a timestamp at
the start of every line, ``##[group]Run ...`` / ``##[endgroup]`` around each
step's script, ``##[error]Process completed with exit code N.`` at the end);
each such step really runs as ``bash -e <script>``, as the runner does. The
other half are framed like the first batch (``$ command`` lines and GitLab's
``ERROR: Job failed: exit code N``).

Labels are written by hand in this file; only their line numbers are computed.
The log reducers are never imported or run here.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_cases import (  # scripts/ is not a package: imported by path
    PY,
    VENV_BIN,
    Case,
    Job,
    Sig,
    _lines,
    _ranges,
    bucket,
    child_env,
    dd,
    dump_json,
    locate,
    merge_spans,
    position,
    tool,
    version_of,
    write_tree,
)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "cases-fresh"
WORK = Path(tempfile.gettempdir()) / "loopglass-make-fresh-cases"
SPLIT = "loopglass-fresh-heldout"
GENERATOR = "scripts/make_fresh_cases.py"
PATH_WITH_VENV = f"{VENV_BIN}:{os.environ.get('PATH', '/usr/bin:/bin')}"
BASH = shutil.which("bash") or "/bin/bash"

# --------------------------------------------------------------------------- GitHub Actions job


class GhaJob:
    """A GitHub-Actions-like job log: every step is ``bash -e <script>``, every line stamped."""

    def __init__(self, cwd: Path) -> None:
        self.cwd = cwd
        self.out: list[str] = []
        self.code = 0
        self.steps = 0
        self.commands: list[str] = []

    def stamp(self) -> str:
        # the runner stamps each line with the wall-clock time it arrived (UTC, 7 digits)
        return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f") + "0Z "

    def emit(self, line: str) -> None:
        self.out.append(self.stamp() + line + "\n")

    def step(
        self,
        script: str,
        *,
        env: dict[str, str] | None = None,
        shown_env: dict[str, str] | None = None,
        cwd: Path | None = None,
        timeout: int = 900,
    ) -> int:
        """Run one ``run:`` step unless an earlier step failed; return its exit status."""
        if self.code:
            return self.code
        body = script.strip("\n")
        lines = body.split("\n")
        self.commands.append(body)
        self.emit(f"##[group]Run {lines[0]}")
        for line in lines:
            self.emit(line)
        self.emit("shell: /usr/bin/bash -e {0}")
        if shown_env:
            self.emit("env:")
            for key, value in shown_env.items():
                self.emit(f"  {key}: {value}")
        self.emit("##[endgroup]")
        self.steps += 1
        path = self.cwd / f".gha-step-{self.steps}.sh"
        path.write_text(body + "\n")
        run_env = dict(env or child_env())
        run_env.update(shown_env or {})
        run_env.setdefault("PATH", PATH_WITH_VENV)
        run_env["CI"] = "true"
        run_env["GITHUB_ACTIONS"] = "true"
        proc = subprocess.Popen(
            [BASH, "-e", str(path)],
            cwd=cwd or self.cwd,
            env=run_env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
        )
        if proc.stdout is None:
            raise RuntimeError("no stdout pipe")
        deadline = time.monotonic() + timeout
        for raw in iter(proc.stdout.readline, b""):
            line = raw.decode("utf-8", "surrogateescape").rstrip("\n")
            self.emit(line)
            if time.monotonic() > deadline:
                proc.kill()
                raise RuntimeError(f"step timed out: {lines[0]}")
        code = proc.wait()
        path.unlink()
        if code:
            self.emit(f"##[error]Process completed with exit code {code}.")
            self.code = code
        return code

    def text(self) -> str:
        return "".join(self.out)


def plain_env(**extra: str) -> dict[str, str]:
    """The cleaned child environment with the project's venv first on PATH."""
    return child_env(PATH=PATH_WITH_VENV, **extra)


# --------------------------------------------------------------------------- writing a case


def write_case(case: Case, raw: str, versions: dict[str, str], framing: str) -> dict[str, Any]:
    folder = OUT / case.case_id
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    data = raw.encode("utf-8", "surrogateescape")
    plain = _lines(raw)
    total = len(raw.split("\n")) - (1 if raw.endswith("\n") else 0)
    signals: list[dict[str, Any]] = []
    spans: list[dict[str, Any]] = []
    firsts: list[int] = []
    criticals = [s for s in case.signals if s.importance == "critical"]
    if not 2 <= len(criticals) <= 4:
        raise ValueError(f"{case.case_id}: {len(criticals)} critical signals (want 2-4)")
    for sig in case.signals:
        hits = locate(sig, raw, plain)  # raises if a value is not an exact substring
        entry: dict[str, Any] = {"type": sig.type}
        if sig.value is not None:
            entry["value"] = sig.value
        if sig.file is not None:
            entry["file"] = sig.file
            entry["line"] = sig.line
        if sig.aliases:
            absent = [a for a in sig.aliases if a not in raw]
            if absent:
                raise ValueError(f"{case.case_id}: aliases not in raw.log: {absent}")
            entry["aliases"] = list(sig.aliases)
        entry["importance"] = sig.importance
        entry["evidence_lines"] = _ranges(hits)
        signals.append(entry)
        if sig.importance == "critical":
            firsts.append(hits[0])
            spans.append(
                {
                    "start_line": max(1, hits[0] - 2),
                    "end_line": min(total, hits[0] + 2),
                    "reason": sig.why or f"{sig.type} evidence",
                }
            )
    for name in case.relevant_tests:
        if name not in raw:
            raise ValueError(f"{case.case_id}: relevant test {name!r} not in raw.log")
    (folder / "raw.log").write_bytes(data)
    truth = {
        "root_cause": {"summary": case.summary, "category": case.failure_category},
        "required_signals": signals,
        "relevant_files": case.relevant_files,
        "relevant_tests": case.relevant_tests,
        "evidence_spans": merge_spans(spans),
        "expected_diagnosis": {
            "must_mention": case.must_mention,
            "must_not_claim": case.must_not_claim,
        },
    }
    meta = {
        "case_id": case.case_id,
        "repo": None,
        "source": "local_tool_run",
        "framework": case.framework,
        "failure_category": case.failure_category,
        "raw_log_path": "raw.log",
        "line_count": total,
        "byte_size": len(data),
        "generator": GENERATOR,
        "log_framing": framing,
        "commands": case.commands,
        "tool_versions": versions,
        "notes": case.notes,
    }
    tags = {
        "case_id": case.case_id,
        "split": SPLIT,
        "origin": "loopglass_make_fresh_cases",
        "failure_category": case.failure_category,
        "framework": case.framework,
        "primary_language": case.primary_language,
        "log_size_bucket": bucket(len(data)),
        "signal_position": position(firsts, total),
        "evidence_formats": case.evidence_formats,
        "noise_profile": case.noise_profile,
        "multi_failure": case.multi_failure,
        "flaky_or_transient": case.flaky,
        "requires_repo_context": False,
        "diagnosis_difficulty": case.difficulty,
        "notes": f"labels hand-written in {GENERATOR}; line numbers computed",
    }
    for name, obj in (("case.json", meta), ("ground_truth.json", truth), ("tags.json", tags)):
        (folder / name).write_text(dump_json(obj))
    return {
        "case_id": case.case_id,
        "framework": case.framework,
        "category": case.failure_category,
        "framing": framing,
        "bytes": len(data),
        "lines": total,
        "position": tags["signal_position"],
    }


# =========================================================================== scenarios
# Each builder takes its scratch folder and returns (raw log, framing, labelled Case).

Built = tuple[str, str, Case]


# --------------------------------------------------------------------------- 1 pytest -x


def build_pytest_exitfirst(w: Path) -> Built:
    plans = ["basic", "team", "pro", "scale", "enterprise"]
    prices = {"basic": 900, "team": 2900, "pro": 10000, "scale": 24900, "enterprise": 99900}
    files = {
        "pyproject.toml": dd("""
            [project]
            name = "tariffs"
            version = "5.2.0"

            [tool.pytest.ini_options]
            testpaths = ["tests"]
            """),
        "tariffs/__init__.py": "",
        "tariffs/plans.py": f"PRICES_CENTS = {prices!r}\n",
        "tariffs/proration.py": dd('''
            """Prorate a plan price over the days of a billing period."""


            def prorate(amount_cents: int, used_days: int, period_days: int) -> int:
                if not 0 <= used_days <= period_days:
                    raise ValueError("used_days out of range")
                return amount_cents * used_days // period_days
            '''),
        "tariffs/invoice.py": dd('''
            """Invoices for plan changes."""
            from dataclasses import dataclass, field

            from tariffs.plans import PRICES_CENTS
            from tariffs.proration import prorate


            @dataclass
            class Invoice:
                plan: str
                lines: list[tuple[str, int]] = field(default_factory=list)

                @property
                def total_cents(self) -> int:
                    return sum(cents for _, cents in self.lines)


            def prorated_invoice(plan: str, used_days: int, period_days: int) -> Invoice:
                inv = Invoice(plan)
                inv.lines.append((f"{plan} {used_days}/{period_days} days",
                                  prorate(PRICES_CENTS[plan], used_days, period_days)))
                return inv
            '''),
        "tests/__init__.py": "",
        "tests/unit/__init__.py": "",
        "tests/integration/__init__.py": "",
    }
    # unit tests: many passing parametrised cases over several modules
    for plan in plans:
        cases = [(plan, used, 30) for used in range(0, 31)] + [
            (plan, used, 31) for used in range(0, 32, 2)
        ]
        cases += [(plan, used, 28) for used in range(0, 29, 3)]
        files[f"tests/unit/test_prorate_{plan}.py"] = dd(f"""
            import pytest

            from tariffs.plans import PRICES_CENTS
            from tariffs.proration import prorate

            CASES = {cases!r}


            @pytest.mark.parametrize(("plan", "used", "period"), CASES)
            def test_prorate_bounds_{plan}(plan, used, period):
                cents = prorate(PRICES_CENTS[plan], used, period)
                assert 0 <= cents <= PRICES_CENTS[plan]


            @pytest.mark.parametrize("period", [28, 29, 30, 31])
            def test_full_period_is_full_price_{plan}(period):
                assert prorate(PRICES_CENTS["{plan}"], period, period) == PRICES_CENTS["{plan}"]


            def test_rejects_negative_days_{plan}():
                with pytest.raises(ValueError):
                    prorate(PRICES_CENTS["{plan}"], -1, 30)
            """)
    # integration tests: rounded proration on invoices; the third module has the bug
    whole = [(p, d, 30) for p in plans for d in (0, 10, 15, 30)]
    files["tests/integration/test_a_invoice_lines.py"] = dd(f"""
        import pytest

        from tariffs.invoice import prorated_invoice

        CASES = {whole!r}


        @pytest.mark.parametrize(("plan", "used", "period"), CASES)
        def test_invoice_has_one_line(plan, used, period):
            inv = prorated_invoice(plan, used, period)
            assert len(inv.lines) == 1
            assert inv.lines[0][0].startswith(plan)
        """)
    files["tests/integration/test_b_invoice_labels.py"] = dd(f"""
        import pytest

        from tariffs.invoice import prorated_invoice

        CASES = {[(p, d) for p in plans for d in range(1, 31, 2)]!r}


        @pytest.mark.parametrize(("plan", "used"), CASES)
        def test_label_names_days(plan, used):
            inv = prorated_invoice(plan, used, 30)
            assert f"{{used}}/30 days" in inv.lines[0][0]
        """)
    rounded = []
    for p in plans:
        for used, period in ((1, 2), (1, 4), (3, 4), (1, 5), (2, 5), (1, 3), (2, 3)):
            rounded.append((f"plan-{p}-{used}of{period}", p, used, period))
    files["tests/integration/test_c_invoice_totals.py"] = dd(f"""
        from decimal import ROUND_HALF_UP, Decimal

        import pytest

        from tariffs.invoice import prorated_invoice
        from tariffs.plans import PRICES_CENTS

        CASES = {[(p, u, d) for _, p, u, d in rounded]!r}
        IDS = {[i for i, *_ in rounded]!r}


        def expected_cents(plan, used, period):
            exact = Decimal(PRICES_CENTS[plan]) * used / period
            return int(exact.quantize(Decimal(1), rounding=ROUND_HALF_UP))


        @pytest.mark.parametrize(("plan", "used", "period"), CASES, ids=IDS)
        def test_prorated_invoice(plan, used, period):
            invoice = prorated_invoice(plan, used, period)
            expected = expected_cents(plan, used, period)
            assert invoice.total_cents == expected
        """)
    files["tests/integration/test_d_invoice_upgrade.py"] = dd(f"""
        import pytest

        from tariffs.invoice import prorated_invoice

        @pytest.mark.parametrize("plan", {plans!r})
        def test_zero_days_is_free(plan):
            assert prorated_invoice(plan, 0, 30).total_cents == 0
        """)
    write_tree(w, files)
    job = GhaJob(w)
    env = plain_env()
    job.step("python --version\npython -m pytest --version", env=env)
    job.step(
        "python -m pytest -v -p no:cacheprovider tests/unit",
        env=env,
        shown_env={"PYTHONUNBUFFERED": "1"},
    )
    shown = "python -m pytest -x --tb=short -q -p no:cacheprovider tests/integration"
    job.step(shown, env=env, shown_env={"PYTHONUNBUFFERED": "1"})
    raw = job.text()
    tid = "tests/integration/test_c_invoice_totals.py::test_prorated_invoice[plan-team-1of3]"
    case = Case(
        case_id="pytest-exitfirst-tb-short-001",
        framework="pytest",
        failure_category="test_assertion",
        summary=(
            "The integration step stops at its first failure (-x): prorate() in "
            "tariffs/proration.py floors (`amount * used // period`) while invoices must round "
            "half up, so the team plan's 1/3-period invoice comes out one cent short "
            "(966 instead of 967). The unit-test step before it passes completely."
        ),
        notes=(
            "GitHub-Actions-style log: a passing `pytest -v` step (310 unit tests), then "
            "`pytest -x --tb=short -q` that stops after one failure."
        ),
        signals=[
            Sig("failed_test", "critical", tid, why="the failing test id"),
            Sig("assertion", "critical", "AssertionError: assert 966 == 967", why="the mismatch"),
            Sig(
                "stack_location",
                "critical",
                file="tests/integration/test_c_invoice_totals.py",
                line=21,
                why="the failing assert",
            ),
            Sig("assertion", "important", "1 failed, 107 passed"),
            Sig("assertion", "optional", "stopping after 1 failures"),
            Sig(
                "assertion",
                "optional",
                "where 966 = Invoice(plan='team', lines=[('team 1/3 days', 966)]).total_cents",
            ),
            Sig("exit_code", "important", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["tariffs/proration.py", "tests/integration/test_c_invoice_totals.py"],
        relevant_tests=[tid],
        must_mention=["prorate", "round", "967", "test_prorated_invoice"],
        must_not_claim=["unit tests failed", "import error", "flaky test"],
        evidence_formats=["assertion_diff", "traceback", "github_annotation"],
        noise_profile=["test_progress_noise", "log_group_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------------------------------- 2 unittest -v


def build_unittest(w: Path) -> Built:
    files = {
        "mailroom/__init__.py": "",
        "mailroom/addresses.py": dd(r'''
            """Address parsing."""
            import re

            ADDR = re.compile(r"^\s*(?:(?P<name>[^<]*?)\s*<)?(?P<addr>[^<>@\s]+@[^<>@\s]+)>?\s*$")


            def parse(text: str) -> tuple[str, str]:
                m = ADDR.match(text)
                if not m:
                    raise ValueError(f"not an address: {text!r}")
                return (m.group("name") or "").strip('" '), m.group("addr").lower()


            def domain(text: str) -> str:
                return parse(text)[1].rsplit("@", 1)[1]
            '''),
        "mailroom/headers.py": dd('''
            """Reply headers."""


            def reply_headers(original: dict[str, str], me: str) -> dict[str, str]:
                refs = original.get("References", "")
                headers = {
                    "To": original.get("Reply-To", original["From"]),
                    "From": me,
                    "Subject": "Re: " + original["Subject"].removeprefix("Re: "),
                    "In-Reply-To": original["Message-ID"],
                }
                if refs:
                    headers["References"] = refs
                return headers
            '''),
        "mailroom/routing.py": dd('''
            """Pick a queue for an incoming message."""

            QUEUES = {"billing": "q-billing", "support": "q-support", "sales": "q-sales"}


            def queue_for(headers: dict[str, str | None]) -> str:
                tag = headers.get("X-Route-Tag")
                return QUEUES.get(tag.lower(), "q-default")
            '''),
        "tests/__init__.py": "",
    }
    # many passing tests, written out as methods so that -v lists each one
    domains = ["example.org", "mail.example.com", "corp.example.net", "eu.example.io"]
    for k, dom in enumerate(domains):
        methods = []
        for i in range(70):
            user = f"user{i:03d}.{k}"
            methods.append(
                f"    def test_parse_plain_{i:03d}(self):\n"
                f'        self.assertEqual(parse("{user}@{dom}"), ("", "{user}@{dom}"))\n\n'
                f"    def test_domain_of_named_{i:03d}(self):\n"
                f'        self.assertEqual(domain("User {i} <{user.upper()}@{dom}>"), "{dom}")\n'
            )
        cls = dom.split(".")[0].title()
        files[f"tests/test_addresses_{k}.py"] = (
            "import unittest\n\nfrom mailroom.addresses import domain, parse\n\n\n"
            f"class TestAddresses{cls}(unittest.TestCase):\n" + "\n".join(methods)
        )
    files["tests/test_headers.py"] = dd("""
        import unittest

        from mailroom.headers import reply_headers

        ORIGINAL = {
            "From": "Ana <ana@example.org>",
            "Subject": "Invoice 4411",
            "Message-ID": "<4411.ana@example.org>",
            "References": "<4400.ops@example.org>",
        }


        class TestReplyHeaders(unittest.TestCase):
            def test_subject_prefixed_once(self):
                h = reply_headers({**ORIGINAL, "Subject": "Re: Invoice 4411"}, "me@example.com")
                self.assertEqual(h["Subject"], "Re: Invoice 4411")

            def test_reply_to_wins(self):
                h = reply_headers({**ORIGINAL, "Reply-To": "ap@example.org"}, "me@example.com")
                self.assertEqual(h["To"], "ap@example.org")

            def test_reply_headers_keep_thread(self):
                h = reply_headers(ORIGINAL, "me@example.com")
                self.assertEqual(h, {
                    "To": "Ana <ana@example.org>",
                    "From": "me@example.com",
                    "Subject": "Re: Invoice 4411",
                    "In-Reply-To": "<4411.ana@example.org>",
                    "References": "<4400.ops@example.org> <4411.ana@example.org>",
                })
        """)
    files["tests/test_routing.py"] = dd("""
        import unittest

        from mailroom.routing import queue_for


        class TestQueueFor(unittest.TestCase):
            def test_billing(self):
                self.assertEqual(queue_for({"X-Route-Tag": "Billing"}), "q-billing")

            def test_sales(self):
                self.assertEqual(queue_for({"X-Route-Tag": "SALES"}), "q-sales")

            def test_unknown_tag(self):
                self.assertEqual(queue_for({"X-Route-Tag": "press"}), "q-default")

            def test_untagged_message_goes_to_default(self):
                self.assertEqual(queue_for({"Subject": "hello"}), "q-default")
        """)
    write_tree(w, files)
    job = Job(w)
    shown = "python -m unittest -v"
    job.run(shown, [PY, "-m", "unittest", "-v"], env=plain_env())
    raw = job.text()
    case = Case(
        case_id="unittest-verbose-fail-and-error-001",
        framework="unittest",
        failure_category="test_assertion",
        summary=(
            "Two independent unittest failures among 567 tests. reply_headers() in "
            "mailroom/headers.py copies the original References header but does not append "
            "the original Message-ID, so test_reply_headers_keep_thread fails its dict "
            "comparison. queue_for() in mailroom/routing.py calls .lower() on the X-Route-Tag "
            "header without checking for None, so an untagged message raises AttributeError."
        ),
        notes="python -m unittest -v: 565 `... ok` lines, one FAIL with a dict diff, one ERROR.",
        signals=[
            Sig(
                "failed_test",
                "critical",
                "FAIL: test_reply_headers_keep_thread "
                "(tests.test_headers.TestReplyHeaders.test_reply_headers_keep_thread)",
                why="the failing test",
            ),
            Sig(
                "failed_test",
                "critical",
                "ERROR: test_untagged_message_goes_to_default "
                "(tests.test_routing.TestQueueFor.test_untagged_message_goes_to_default)",
                why="the erroring test",
            ),
            Sig(
                "exception",
                "critical",
                "AttributeError: 'NoneType' object has no attribute 'lower'",
                why="the error raised in queue_for",
            ),
            Sig("assertion", "critical", "FAILED (failures=1, errors=1)", why="final counts"),
            Sig(
                "assertion",
                "important",
                "+  'References': '<4400.ops@example.org> <4411.ana@example.org>',",
            ),
            Sig("stack_location", "important", file="mailroom/routing.py", line=8),
            Sig("stack_location", "important", file="tests/test_headers.py", line=24),
            Sig("assertion", "optional", "Ran 567 tests"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["mailroom/headers.py", "mailroom/routing.py"],
        relevant_tests=[
            "tests.test_headers.TestReplyHeaders.test_reply_headers_keep_thread",
            "tests.test_routing.TestQueueFor.test_untagged_message_goes_to_default",
        ],
        must_mention=["References", "Message-ID", "X-Route-Tag", "None", "lower"],
        must_not_claim=["a single root cause", "import error", "flaky test"],
        evidence_formats=["assertion_diff", "traceback"],
        noise_profile=["test_progress_noise"],
        multi_failure=True,
        difficulty="medium",
        commands=[shown],
    )
    return raw, "gitlab", case


# --------------------------------------------------------------------------- 3 doctest -v


def doctest_module(name: str, k: int) -> str:
    """A self-contained module whose functions carry passing doctests."""
    funcs = [f'"""{name}: small conversions used by the report renderer."""\n']
    for i in range(14):
        a, b = k * 3 + i + 2, i + 1
        funcs.append(
            dd(f'''

                def {name}_scale_{i:02d}(value: float, factor: float = {b}) -> float:
                    """Scale a value.

                    >>> {name}_scale_{i:02d}({a})
                    {a * b!r}
                    >>> {name}_scale_{i:02d}({a}, 0.5)
                    {a * 0.5!r}
                    >>> round({name}_scale_{i:02d}(1 / 3), 4)
                    {round(b / 3, 4)!r}
                    """
                    return value * factor


                def {name}_label_{i:02d}(count: int) -> str:
                    """Pluralise.

                    >>> {name}_label_{i:02d}(1)
                    '1 {name}'
                    >>> {name}_label_{i:02d}({a})
                    '{a} {name}s'
                    """
                    return f"{{count}} {name}" + ("" if count == 1 else "s")
                ''')
        )
    return "".join(funcs)


def build_doctest(w: Path) -> Built:
    names = ["angle", "area", "cell", "frame", "glyph", "grid", "margin", "page"]
    files = {f"src/{n}.py": doctest_module(n, k) for k, n in enumerate(names)}
    files["src/humanize.py"] = dd('''
        """Human-readable sizes and durations for the report footer."""

        UNITS = ["B", "KiB", "MiB", "GiB", "TiB"]


        def format_bytes(n: int) -> str:
            """Format a byte count with binary prefixes.

            >>> format_bytes(0)
            '0 B'
            >>> format_bytes(1023)
            '1023 B'
            >>> format_bytes(1536)
            '1.5 KiB'
            >>> format_bytes(10 * 1024 ** 2)
            '10 MiB'
            """
            size = float(n)
            for unit in UNITS:
                if size < 1024 or unit == UNITS[-1]:
                    break
                size /= 1024
            if unit == "B":
                return f"{int(size)} B"
            return f"{size:.2f} {unit}".replace(".00 ", " ")


        def format_duration(seconds: int) -> str:
            """Format seconds as h/m/s.

            >>> format_duration(59)
            '59s'
            >>> format_duration(3725)
            '1h 2m 5s'
            """
            h, rest = divmod(seconds, 3600)
            m, s = divmod(rest, 60)
            parts = [f"{h}h"] if h else []
            if h or m:
                parts.append(f"{m}m")
            parts.append(f"{s}s")
            return " ".join(parts)
        ''')
    for k, n in enumerate(["ruler", "table", "units"]):
        files[f"src/{n}.py"] = doctest_module(n, k + 20)
    write_tree(w, files)
    job = Job(w)
    mods = sorted(files)
    shown = "python -m doctest -v " + " ".join(mods)
    job.run(shown, [PY, "-m", "doctest", "-v", *mods], env=plain_env())
    raw = job.text()
    case = Case(
        case_id="doctest-verbose-mismatch-001",
        framework="doctest",
        failure_category="test_assertion",
        summary=(
            "One doctest fails: format_bytes(1536) in src/humanize.py returns '1.50 KiB' but "
            "its docstring expects '1.5 KiB'. The function formats with `:.2f` and only strips "
            "a '.00' suffix, so non-integral sizes keep a trailing zero. python -m doctest "
            "stops after the first module with a failure, so later modules did not run."
        ),
        notes=(
            "python -m doctest -v given 12 modules: 426 Trying/Expecting/ok blocks and "
            "per-module summaries over the first seven, one failed example in the seventh."
        ),
        signals=[
            Sig("stack_location", "critical", file="src/humanize.py", line=13, why="example"),
            Sig("assertion", "critical", "'1.50 KiB'", why="what format_bytes returned"),
            Sig(
                "failed_test",
                "critical",
                "1 of   4 in humanize.format_bytes",
                why="the failing docstring",
            ),
            Sig("assertion", "important", "***Test Failed*** 1 failure."),
            Sig("command", "optional", "format_bytes(1536)"),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["src/humanize.py"],
        relevant_tests=["humanize.format_bytes"],
        must_mention=["format_bytes", "1.5 KiB", "1.50 KiB", "humanize.py"],
        must_not_claim=["import error", "all doctests failed", "syntax error"],
        evidence_formats=["assertion_diff", "plain_error_line"],
        noise_profile=["test_progress_noise"],
        commands=[shown],
    )
    return raw, "gitlab", case


# --------------------------------------------------------------------------- 4 gcc -Werror


GCC_MODULES = [
    "arp", "bpf_filter", "checksum", "conntrack", "crc32c", "dhcp_client", "dns_cache",
    "eth_frame", "flow_table", "frag_reassembly", "gre_tunnel", "hash_ring", "icmp_echo",
    "igmp_snoop", "ip4_route", "ip6_route", "ipsec_sa", "lacp", "lldp", "mac_table",
    "mpls_label", "nat_table", "ndp", "packet_pool", "pcap_writer", "policer", "qos_queue",
    "rate_meter", "ring_buffer", "rss_hash", "sctp_assoc", "shaper", "sflow", "snmp_agent",
    "stp_bridge", "syn_cookie", "tcp_reorder", "tcp_timer", "timer_wheel", "tun_tap",
    "udp_socket", "vlan_tag", "vrf_table", "vxlan", "wred_queue",
]  # fmt: skip
DEPRECATED_USERS = {"conntrack", "flow_table", "hash_ring", "nat_table", "rss_hash", "sflow"}


def gcc_module(name: str, k: int) -> str:
    call = (
        f"    acc ^= pkt_hash32(buf, len);  /* TODO(#{4100 + k}): move to pkt_hash64 */\n"
        if name in DEPRECATED_USERS
        else f"    acc ^= (uint32_t)pkt_hash64(buf, len, {k}u);\n"
    )
    body = (
        f'#include "pkt/common.h"\n#include "pkt/{name}.h"\n\n'
        f"static uint32_t {name}_mix(uint32_t x)\n{{\n"
        f"    x ^= x >> {k % 13 + 3};\n"
        f"    x *= 0x{(0x9E3779B1 + k * 2654435761) & 0xFFFFFFFF:08x}u;\n"
        f"    return x ^ (x >> 15);\n}}\n\n"
        f"uint32_t {name}_digest(const uint8_t *buf, size_t len)\n{{\n"
        f"    uint32_t acc = {k}u;\n"
        f"    for (size_t i = 0; i < len; i++)\n        acc = {name}_mix(acc + buf[i]);\n"
        + call
        + "    return acc;\n}\n"
    )
    if name == "ring_buffer":
        body += dd("""

            int ring_buffer_find(const struct pkt_ring *rb, uint32_t tag)
            {
                for (int i = 0; i < rb->count; i++) {
                    if (rb->slots[(rb->head + i) % PKT_RING_SLOTS] == tag)
                        return i;
                }
                return -1;
            }
            """)
    return body


def build_gcc_werror(w: Path) -> Built:
    files = {
        "include/pkt/common.h": dd("""
            #ifndef PKT_COMMON_H
            #define PKT_COMMON_H
            #include <stddef.h>
            #include <stdint.h>

            #define PKT_RING_SLOTS 1024u

            struct pkt_ring {
                uint32_t slots[PKT_RING_SLOTS];
                size_t head;
                size_t count;
            };

            __attribute__((deprecated("use pkt_hash64")))
            uint32_t pkt_hash32(const uint8_t *buf, size_t len);
            uint64_t pkt_hash64(const uint8_t *buf, size_t len, uint32_t seed);
            #endif
            """),
        "src/hash.c": dd("""
            #include "pkt/common.h"

            uint32_t pkt_hash32(const uint8_t *buf, size_t len)
            {
                return (uint32_t)pkt_hash64(buf, len, 0u);
            }

            uint64_t pkt_hash64(const uint8_t *buf, size_t len, uint32_t seed)
            {
                uint64_t h = 1469598103934665603ull ^ seed;
                for (size_t i = 0; i < len; i++)
                    h = (h ^ buf[i]) * 1099511628211ull;
                return h;
            }
            """),
        "Makefile": dd("""
            CC      ?= gcc
            BUILD   ?= build
            OPT     ?= -O2
            WERROR  ?= -Werror -Wno-error=deprecated-declarations
            CFLAGS  := -std=c11 $(OPT) -g -fPIC -fno-strict-aliasing -fstack-protector-strong \\
                       -D_FORTIFY_SOURCE=2 -D_POSIX_C_SOURCE=200809L -DPKT_VERSION=\\"3.1.0\\" \\
                       -Wall -Wextra -Wshadow -Wformat=2 -Wundef $(WERROR) -Iinclude
            SRCS    := $(sort $(wildcard src/*.c))
            OBJS    := $(patsubst src/%.c,$(BUILD)/%.o,$(SRCS))

            all: $(BUILD)/libpkt.a

            $(BUILD)/libpkt.a: $(OBJS)
            \t$(AR) rcs $@ $^

            $(BUILD)/%.o: src/%.c | $(BUILD)
            \t$(CC) $(CFLAGS) -MMD -MP -c $< -o $@

            $(BUILD):
            \tmkdir -p $(BUILD)

            clean:
            \trm -rf build build-debug

            .PHONY: all clean
            -include $(OBJS:.o=.d)
            """).replace("\\t", "\t"),
    }
    for k, name in enumerate(GCC_MODULES):
        guard = f"PKT_{name.upper()}_H"
        proto = f"uint32_t {name}_digest(const uint8_t *buf, size_t len);\n"
        if name == "ring_buffer":
            proto += "int ring_buffer_find(const struct pkt_ring *rb, uint32_t tag);\n"
        files[f"include/pkt/{name}.h"] = (
            f'#ifndef {guard}\n#define {guard}\n#include "pkt/common.h"\n{proto}#endif\n'
        )
        files[f"src/{name}.c"] = gcc_module(name, k)
    write_tree(w, files)
    job = GhaJob(w)
    env = plain_env()
    job.step("gcc --version\nmake --version | head -n 1", env=env)
    job.step("make CC=gcc BUILD=build-debug OPT=-O0 WERROR=", env=env)
    shown = "make CC=gcc"
    job.step(shown, env=env, shown_env={"MAKEFLAGS": "--no-print-directory"})
    raw = job.text()
    case = Case(
        case_id="gcc-werror-sign-compare-001",
        framework="gcc",
        failure_category="compile_error",
        summary=(
            "The -Werror release build fails in src/ring_buffer.c: ring_buffer_find() "
            "compares `int i` with the size_t field rb->count (line 21), which -Wextra "
            "reports as -Wsign-compare and -Werror turns into an error, so make stops. The "
            "debug build in the previous step printed the same diagnostic only as a warning. "
            "The pkt_hash32 deprecation warnings are explicitly not errors "
            "(-Wno-error=deprecated-declarations) and are not the cause."
        ),
        notes=(
            "GitHub-Actions-style log: a -O0 debug build of 46 C files that passes with "
            "warnings, then the -O2 -Werror build that stops at the first error."
        ),
        signals=[
            Sig("compile_error", "critical", "[-Werror=sign-compare]", why="the error and flag"),
            Sig(
                "stack_location",
                "critical",
                file="src/ring_buffer.c",
                line=21,
                why="the comparison",
            ),
            Sig(
                "compile_error",
                "critical",
                "cc1: all warnings being treated as errors",
                why="why a warning fails the build",
            ),
            Sig(
                "compile_error",
                "important",
                "comparison of integer expressions of different signedness: "
                "\u2018int\u2019 and \u2018size_t\u2019",
            ),
            Sig("exit_code", "important", "make: *** [Makefile:17: build/ring_buffer.o] Error 1"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 2."),
        ],
        relevant_files=["src/ring_buffer.c", "include/pkt/common.h", "Makefile"],
        must_mention=["ring_buffer.c", "sign-compare", "-Werror", "size_t"],
        must_not_claim=[
            "the deprecated pkt_hash32 calls fail the build",
            "linker error",
            "missing header",
        ],
        evidence_formats=["compiler_diagnostic", "github_annotation"],
        noise_profile=["verbose_build_noise", "warning_noise", "log_group_noise"],
        difficulty="medium",
        primary_language="c",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------------------------------- 5 cmake configure


CMAKE_HEADERS = [
    "alloca.h", "arpa/inet.h", "byteswap.h", "dirent.h", "dlfcn.h", "endian.h", "errno.h",
    "execinfo.h", "fcntl.h", "getopt.h", "grp.h", "ifaddrs.h", "inttypes.h", "langinfo.h",
    "libgen.h", "limits.h", "link.h", "locale.h", "malloc.h", "math.h", "netdb.h",
    "net/if.h", "netinet/in.h", "netinet/tcp.h", "poll.h", "pthread.h", "pwd.h", "sched.h",
    "semaphore.h", "signal.h", "stdatomic.h", "stdint.h", "stdlib.h", "string.h",
    "strings.h", "sys/auxv.h", "sys/epoll.h", "sys/eventfd.h", "sys/file.h", "sys/inotify.h",
    "sys/ioctl.h", "sys/mman.h", "sys/param.h", "sys/prctl.h", "sys/random.h",
    "sys/resource.h", "sys/select.h", "sys/sendfile.h", "sys/signalfd.h", "sys/socket.h",
    "sys/stat.h", "sys/statvfs.h", "sys/syscall.h", "sys/sysctl.h", "sys/time.h",
    "sys/timerfd.h", "sys/types.h", "sys/uio.h", "sys/un.h", "sys/utsname.h", "sys/wait.h",
    "sys/xattr.h", "syslog.h", "termios.h", "threads.h", "time.h", "ucontext.h", "unistd.h",
    "utime.h", "wchar.h", "xlocale.h", "zlib.h", "lz4.h", "zstd.h", "snappy-c.h",
]  # fmt: skip
CMAKE_SYMBOLS = [
    ("accept4", "sys/socket.h"), ("arc4random", "stdlib.h"), ("backtrace", "execinfo.h"),
    ("clock_gettime", "time.h"), ("copy_file_range", "unistd.h"), ("dup3", "unistd.h"),
    ("epoll_create1", "sys/epoll.h"), ("eventfd", "sys/eventfd.h"), ("explicit_bzero", "string.h"),
    ("fallocate", "fcntl.h"), ("fdatasync", "unistd.h"), ("getauxval", "sys/auxv.h"),
    ("getentropy", "unistd.h"), ("getrandom", "sys/random.h"), ("gettid", "unistd.h"),
    ("inotify_init1", "sys/inotify.h"), ("kqueue", "sys/event.h"), ("madvise", "sys/mman.h"),
    ("memfd_create", "sys/mman.h"), ("memrchr", "string.h"), ("mkostemp", "stdlib.h"),
    ("mremap", "sys/mman.h"), ("pipe2", "unistd.h"), ("posix_fadvise", "fcntl.h"),
    ("posix_memalign", "stdlib.h"), ("preadv", "sys/uio.h"), ("prlimit", "sys/resource.h"),
    ("pthread_setname_np", "pthread.h"), ("pwritev", "sys/uio.h"), ("qsort_r", "stdlib.h"),
    ("reallocarray", "stdlib.h"), ("sched_getcpu", "sched.h"), ("sendfile", "sys/sendfile.h"),
    ("setproctitle", "stdlib.h"), ("signalfd", "sys/signalfd.h"), ("splice", "fcntl.h"),
    ("strlcpy", "string.h"), ("strsignal", "string.h"), ("syncfs", "unistd.h"),
    ("timerfd_create", "sys/timerfd.h"), ("utimensat", "sys/stat.h"),
]  # fmt: skip
CMAKE_FLAGS = [
    "-Wall", "-Wextra", "-Wshadow", "-Wformat=2", "-Wundef", "-Wcast-align", "-Wvla",
    "-Wnull-dereference", "-Wdouble-promotion", "-Wimplicit-fallthrough", "-Wstrict-prototypes",
    "-Wmissing-prototypes", "-Wold-style-definition", "-Wpointer-arith", "-Wwrite-strings",
    "-Wduplicated-cond", "-Wlogical-op", "-Wjump-misses-init", "-fstack-clash-protection",
    "-fcf-protection", "-fno-plt", "-fvisibility=hidden", "-Wthread-safety", "-Wshorten-64-to-32",
]  # fmt: skip


CMAKE_TYPES = [
    "char", "short", "int", "long", "long long", "void *", "size_t", "ssize_t", "off_t",
    "time_t", "suseconds_t", "socklen_t", "pid_t", "uid_t", "gid_t", "mode_t", "intptr_t",
    "uintptr_t", "ptrdiff_t", "wchar_t", "float", "double", "long double", "__int128",
    "sig_atomic_t", "clock_t", "nfds_t", "in_addr_t", "in_port_t", "sa_family_t",
]  # fmt: skip
CMAKE_MEMBERS = [
    ("struct stat", "st_mtim", "sys/stat.h"), ("struct stat", "st_blksize", "sys/stat.h"),
    ("struct stat", "st_birthtime", "sys/stat.h"), ("struct tm", "tm_gmtoff", "time.h"),
    ("struct tm", "tm_zone", "time.h"), ("struct sockaddr", "sa_len", "sys/socket.h"),
    ("struct sockaddr_in6", "sin6_scope_id", "netinet/in.h"),
    ("struct dirent", "d_type", "dirent.h"), ("struct msghdr", "msg_control", "sys/socket.h"),
    ("struct tcp_info", "tcpi_rtt", "netinet/tcp.h"),
    ("struct sigaction", "sa_sigaction", "signal.h"),
    ("struct statvfs", "f_fsid", "sys/statvfs.h"), ("struct ifreq", "ifr_hwaddr", "net/if.h"),
    ("siginfo_t", "si_addr", "signal.h"), ("struct utsname", "domainname", "sys/utsname.h"),
]  # fmt: skip
CMAKE_LIBS = [
    ("m", "cos"), ("dl", "dlopen"), ("rt", "clock_gettime"), ("pthread", "pthread_create"),
    ("z", "deflate"), ("lz4", "LZ4_compress_default"), ("zstd", "ZSTD_compress"),
    ("snappy", "snappy_compress"), ("ssl", "SSL_new"), ("crypto", "EVP_DigestInit"),
    ("systemd", "sd_notify"), ("cap", "cap_get_proc"), ("numa", "numa_available"),
    ("unwind", "unw_backtrace"), ("atomic", "__atomic_fetch_add_8"),
]  # fmt: skip


def cmake_var(text: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in text).upper()


def build_cmake_missing(w: Path) -> Built:
    checks = ["include(CheckIncludeFile)", "include(CheckSymbolExists)",
              "include(CheckCCompilerFlag)", "include(CheckTypeSize)",
              "include(CheckStructHasMember)", "include(CheckLibraryExists)", ""]  # fmt: skip
    checks += [f"check_include_file({h} HAVE_{cmake_var(h)})" for h in CMAKE_HEADERS]
    checks.append("")
    checks += [f"check_symbol_exists({f} {h} HAVE_{cmake_var(f)})" for f, h in CMAKE_SYMBOLS]
    checks.append("")
    checks += [
        f"check_c_compiler_flag({fl} HAVE_FLAG_{cmake_var(fl.lstrip('-'))})" for fl in CMAKE_FLAGS
    ]
    checks += ["", 'set(CMAKE_EXTRA_INCLUDE_FILES "sys/types.h;sys/socket.h;netinet/in.h;poll.h")']
    checks += [f'check_type_size("{t}" SIZEOF_{cmake_var(t)})' for t in CMAKE_TYPES]
    checks += ["unset(CMAKE_EXTRA_INCLUDE_FILES)", ""]
    checks += [
        f'check_struct_has_member("{st}" {m} {h} HAVE_{cmake_var(st)}_{cmake_var(m)})'
        for st, m, h in CMAKE_MEMBERS
    ]
    checks.append("")
    checks += [f'check_library_exists({lib} {fn} "" HAVE_LIB{cmake_var(lib)})'
               for lib, fn in CMAKE_LIBS]  # fmt: skip
    files = {
        "cmake/checks.cmake": "\n".join(checks) + "\n",
        "CMakeLists.txt": dd("""
            cmake_minimum_required(VERSION 3.20)
            project(telemetryd VERSION 2.8.0 LANGUAGES C CXX)

            set(CMAKE_C_STANDARD 11)
            set(CMAKE_CXX_STANDARD 17)
            set(CMAKE_EXPORT_COMPILE_COMMANDS ON)
            list(APPEND CMAKE_MODULE_PATH "${CMAKE_CURRENT_SOURCE_DIR}/cmake")

            option(TELEMETRYD_WITH_PARQUET "Write Parquet segments" ON)
            option(TELEMETRYD_WITH_TESTS "Build the tests" ON)

            find_program(CCACHE_PROGRAM ccache)
            if(NOT CCACHE_PROGRAM)
              message(WARNING "ccache not found; rebuilds will be slower")
            endif()

            include(checks)

            find_package(Threads REQUIRED)
            find_package(PkgConfig)

            if(TELEMETRYD_WITH_PARQUET)
              message(STATUS "Parquet output: enabled")
              find_package(Arrow 14.0 REQUIRED)
              find_package(Parquet 14.0 REQUIRED)
            endif()

            add_subdirectory(src)
            """),
        "src/CMakeLists.txt": "add_executable(telemetryd main.c)\n",
        "src/main.c": "int main(void) { return 0; }\n",
    }
    write_tree(w, files)
    job = Job(w)
    cmake = tool("cmake") or "cmake"
    env = child_env(PATH="/usr/local/bin:/usr/bin:/bin")
    job.run("cmake --version", [cmake, "--version"], env=env)
    # a common CI idiom: show the try-compile log when configure fails
    shown = (
        "cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo"
        " || { cat build/CMakeFiles/CMakeError.log; exit 1; }"
    )
    job.run(shown, [BASH, "-c", shown], env=env)
    raw = job.text()
    case = Case(
        case_id="cmake-configure-missing-package-001",
        framework="cmake",
        failure_category="dependency_install",
        summary=(
            "CMake configure fails at CMakeLists.txt:24: find_package(Arrow 14.0 REQUIRED) "
            "finds neither FindArrow.cmake nor ArrowConfig.cmake / arrow-config.cmake, because "
            "the Apache Arrow C++ development package is not installed on the runner (or "
            "Arrow_DIR / CMAKE_PREFIX_PATH is not set); TELEMETRYD_WITH_PARQUET is ON by "
            "default. The try-compile failures dumped from CMakeError.log afterwards (missing "
            "lz4.h, zstd.h, sys/sysctl.h, ...) are optional feature probes, not the cause."
        ),
        notes=(
            "cmake configure with ~200 feature checks, the find_package error, then the job "
            "prints CMakeError.log: hundreds of lines of failed try-compiles (noise)."
        ),
        signals=[
            Sig(
                "stack_location",
                "critical",
                file="CMakeLists.txt",
                line=24,
                why="the find_package call",
            ),
            Sig(
                "dependency",
                "critical",
                'Could not find a package configuration file provided by "Arrow"',
                why="the missing package",
            ),
            Sig(
                "exception",
                "critical",
                "-- Configuring incomplete, errors occurred!",
                why="configure outcome",
            ),
            Sig("dependency", "important", "ArrowConfig.cmake"),
            Sig("dependency", "optional", "version 14.0) with any of the following names:"),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["CMakeLists.txt"],
        must_mention=["Arrow", "find_package", "CMakeLists.txt:24", "Arrow_DIR"],
        must_not_claim=[
            "lz4.h or zstd.h missing causes the failure",
            "compiler is broken",
            "network failure",
        ],
        evidence_formats=["plain_error_line", "shell_command_output"],
        noise_profile=["configure_check_noise", "dumped_log_noise"],
        difficulty="medium",
        primary_language="c",
        commands=["cmake --version", shown],
    )
    return raw, "gitlab", case


# --------------------------------------------------------------------------- 6 cargo clippy


def clippy_clean_lib(name: str, dep: str | None, k: int) -> str:
    """A crate that builds and passes clippy cleanly."""
    use = f"pub use {dep}::Meters;\n" if dep else "pub type Meters = f64;\n"
    items = [use]
    for i in range(8):
        items.append(
            dd(f"""

            /// Weighted sum number {i} for `{name}`.
            pub fn {name}_weighted_{i}(values: &[f64]) -> f64 {{
                values
                    .iter()
                    .enumerate()
                    .map(|(j, v)| v * (j as f64 + {k + i + 1}.0))
                    .sum()
            }}
            """)
        )
    items.append(
        dd(f"""

        #[cfg(test)]
        mod tests {{
            #[test]
            fn weighted_of_empty_is_zero() {{
                assert_eq!(super::{name}_weighted_0(&[]), 0.0);
            }}
        }}
        """)
    )
    return "".join(items)


def build_cargo_clippy(w: Path) -> Built:
    crates = ["geo_units", "geo_proj", "geo_tiles", "geo_simplify", "geo_route",
              "geo_render", "geo_store", "geo_cache", "geo_sync", "geo_stats", "geo_export",
              "geo_api"]  # fmt: skip
    files = {
        "Cargo.toml": dd("""
            [workspace]
            resolver = "2"
            members = ["crates/*"]

            [workspace.package]
            version = "1.4.2"
            edition = "2021"
            """),
    }
    prev = None
    for k, name in enumerate(crates):
        deps = f'{prev} = {{ path = "../{prev}" }}\n' if prev else ""
        files[f"crates/{name}/Cargo.toml"] = (
            dd(f"""
            [package]
            name = "{name}"
            version.workspace = true
            edition.workspace = true

            [dependencies]
            """)
            + deps
        )
        files[f"crates/{name}/src/lib.rs"] = clippy_clean_lib(name, prev, k)
        prev = name
    files["crates/geo_index/Cargo.toml"] = dd("""
        [package]
        name = "geo_index"
        version.workspace = true
        edition.workspace = true

        [dependencies]
        geo_units = { path = "../geo_units" }
        """)
    files["crates/geo_index/src/lib.rs"] = dd("""
        //! A uniform grid index over points.
        pub mod grid;
        pub use grid::Grid;
        """)
    files["crates/geo_index/src/grid.rs"] = dd("""
        use geo_units::Meters;

        /// Points bucketed into square cells.
        pub struct Grid {
            pub cell: Meters,
            pub cells: Vec<Vec<(Meters, Meters)>>,
            pub width: usize,
        }

        impl Grid {
            pub fn new(cell: Meters, width: usize) -> Self {
                Grid { cell, cells: vec![Vec::new(); width * width], width }
            }

            pub fn insert(&mut self, x: Meters, y: Meters) {
                let col = (x / self.cell) as usize;
                let row = (y / self.cell) as usize;
                if col < self.width && row < self.width {
                    self.cells[row * self.width + col].push((x, y));
                }
            }

            /// Number of points in every cell, row by row.
            pub fn counts(&self) -> Vec<usize> {
                let cells = &self.cells;
                let mut out = Vec::with_capacity(cells.len());
                for i in 0..cells.len() {
                    out.push(cells[i].len());
                }
                out
            }

            /// True when the cell at (`col`, `row`) exists.
            pub fn has_cell(&self, col: i64, row: i64) -> bool {
                let w = self.width as i64;
                col >= 0 && col < w && row >= 0 && row < w
            }

            pub fn from_points(cell: Meters, width: usize, pts: &[(Meters, Meters)]) -> Self {
                let mut g = Grid::new(cell, width);
                for &(x, y) in pts {
                    g.insert(x, y);
                }
                return g;
            }
        }

        #[cfg(test)]
        mod tests {
            use super::Grid;

            #[test]
            fn counts_one_point() {
                let mut g = Grid::new(10.0, 4);
                g.insert(5.0, 5.0);
                assert_eq!(g.counts()[0], 1);
            }
        }
        """)
    write_tree(w, files)
    job = GhaJob(w)
    env = plain_env(CARGO_NET_OFFLINE="true", CARGO_TARGET_DIR="target")
    colour = {"CARGO_TERM_COLOR": "always", "CARGO_INCREMENTAL": "0"}
    job.step("cargo --version\ncargo clippy --version\ncargo generate-lockfile --offline", env=env)
    job.step("cargo build --workspace --all-targets --locked -v", env=env, shown_env=colour)
    shown = "cargo clippy --workspace --all-targets --locked -- -D warnings"
    job.step(shown, env=env, shown_env=colour)
    raw = job.text()
    case = Case(
        case_id="cargo-clippy-deny-warnings-001",
        framework="cargo",
        failure_category="lint_error",
        summary=(
            "cargo build passes, but `cargo clippy -- -D warnings` turns two default clippy "
            "lints in crates/geo_index/src/grid.rs into errors: needless_range_loop at line "
            "27 (`for i in 0..cells.len()` only indexes `cells`) and needless_return at line "
            "44 (`return g;`), so geo_index does not compile under clippy."
        ),
        notes=(
            "GitHub-Actions-style log with CARGO_TERM_COLOR=always: a verbose cargo build of "
            "13 crates (long rustc command lines), then clippy with two lint errors."
        ),
        signals=[
            Sig(
                "compile_error",
                "critical",
                "the loop variable `i` is only used to index `cells`",
                why="first lint",
            ),
            Sig(
                "stack_location",
                "critical",
                file="crates/geo_index/src/grid.rs",
                line=27,
                why="first lint site",
            ),
            Sig("compile_error", "critical", "unneeded `return` statement", why="second lint"),
            Sig(
                "compile_error",
                "important",
                "`-D clippy::needless-range-loop` implied by `-D warnings`",
            ),
            Sig("stack_location", "important", file="crates/geo_index/src/grid.rs", line=44),
            Sig(
                "exit_code",
                "important",
                "could not compile `geo_index`",
            ),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 101."),
        ],
        relevant_files=["crates/geo_index/src/grid.rs"],
        must_mention=["needless_range_loop", "needless_return", "grid.rs", "-D warnings"],
        must_not_claim=["cargo build failed", "type error", "dependency download failed"],
        evidence_formats=["compiler_diagnostic", "ansi_colored_block", "github_annotation"],
        noise_profile=["verbose_build_noise", "log_group_noise"],
        multi_failure=True,
        primary_language="rust",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------------------------------- 7 cargo test thread


def build_cargo_test_thread(w: Path) -> Built:
    checks = []
    for i in range(800):
        n = i * 13 % 251 + 1
        parts = i % 7 + 1
        checks.append(
            f"    #[test]\n    fn split_even_{i:03d}() {{\n"
            f"        let v: Vec<u64> = (1..={n}u64).collect();\n"
            f"        assert_eq!(chunk_bounds(v.len(), {parts}).len(), {min(parts, n)});\n"
            f"    }}\n"
        )
    files = {
        "Cargo.toml": dd("""
            [package]
            name = "parsum"
            version = "0.7.3"
            edition = "2021"

            [dependencies]
            """),
        "src/lib.rs": dd("""
            //! Parallel sums over slices using a fixed pool of scoped worker threads.
            pub mod pool;
            pub use pool::{chunk_bounds, parallel_sum};
            """),
        "src/pool.rs": dd("""
            use std::sync::Arc;
            use std::thread;

            /// Split `len` items into at most `parts` contiguous [start, end) ranges.
            pub fn chunk_bounds(len: usize, parts: usize) -> Vec<(usize, usize)> {
                let parts = parts.min(len).max(1);
                let size = len / parts;
                (0..parts)
                    .map(|p| (p * size, if p + 1 == parts { len } else { (p + 1) * size }))
                    .collect()
            }

            /// Sum `data` on `workers` named threads.
            pub fn parallel_sum(data: Vec<u64>, workers: usize) -> u64 {
                let data = Arc::new(data);
                let size = data.len().div_ceil(workers);
                let handles: Vec<_> = (0..workers)
                    .map(|w| {
                        let data = Arc::clone(&data);
                        thread::Builder::new()
                            .name(format!("sum-worker-{w}"))
                            .spawn(move || {
                                let start = w * size;
                                let end = start + size;
                                data[start..end].iter().sum::<u64>()
                            })
                            .expect("spawn worker")
                    })
                    .collect();
                handles.into_iter().map(|h| h.join().unwrap()).sum()
            }
            """),
        "tests/bounds.rs": "use parsum::chunk_bounds;\n\n" + "\n".join(checks[:420]),
        "tests/windows.rs": "use parsum::chunk_bounds;\n\n" + "\n".join(checks[420:]),
        "tests/sums.rs": dd("""
            use parsum::parallel_sum;

            #[test]
            fn sum_even_split() {
                let v: Vec<u64> = (1..=1000).collect();
                assert_eq!(parallel_sum(v, 4), 500_500);
            }

            #[test]
            fn sum_single_worker() {
                let v: Vec<u64> = (1..=10).collect();
                assert_eq!(parallel_sum(v, 1), 55);
            }

            #[test]
            fn sum_two_workers() {
                let v: Vec<u64> = (1..=64).collect();
                assert_eq!(parallel_sum(v, 2), 2080);
            }

            #[test]
            fn sum_eight_workers() {
                let v: Vec<u64> = (1..=4096).collect();
                assert_eq!(parallel_sum(v, 8), 8_390_656);
            }

            #[test]
            fn sum_uneven_split() {
                let v: Vec<u64> = (1..=1001).collect();
                assert_eq!(parallel_sum(v, 4), 501_501);
            }
            """),
    }
    write_tree(w, files)
    job = Job(w)
    cargo = tool("cargo") or "cargo"
    env = plain_env(CARGO_NET_OFFLINE="true", CARGO_TARGET_DIR="target")
    job.run("cargo generate-lockfile --offline", [cargo, "generate-lockfile", "--offline"],
            env=env, expect_ok=True)  # fmt: skip
    shown = "cargo test --locked --no-fail-fast"
    job.run(shown, [cargo, "test", "--locked", "--no-fail-fast"], env=env)
    raw = job.text()
    case = Case(
        case_id="cargo-test-thread-panic-001",
        framework="cargo",
        failure_category="test_assertion",
        summary=(
            "sum_uneven_split fails: parallel_sum() in src/pool.rs gives every worker a chunk "
            "of ceil(len/workers) items and slices data[start..start + size] without clamping "
            "the end to data.len(), so with 1001 items and 4 workers the last worker thread "
            "(sum-worker-3) panics with an out-of-range slice; join().unwrap() in the test "
            "thread then panics with `Any { .. }`. The 800 chunk_bounds tests pass."
        ),
        notes=(
            "cargo test over three test binaries (805 tests): a worker-thread panic followed "
            "by the test thread's unwrap panic."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "range end index 1004 out of range for slice of length 1001",
                why="the worker's panic message",
            ),
            Sig("stack_location", "critical", file="src/pool.rs", line=25, why="slice site"),
            Sig("failed_test", "critical", "test sum_uneven_split ... FAILED", why="failing test"),
            Sig("exception", "important", "thread 'sum-worker-3'"),
            Sig(
                "exception",
                "important",
                "called `Result::unwrap()` on an `Err` value: Any { .. }",
            ),
            Sig("assertion", "important", "test result: FAILED. 4 passed; 1 failed"),
            Sig("command", "optional", "error: test failed, to rerun pass `--test sums`"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 101"),
        ],
        relevant_files=["src/pool.rs", "tests/sums.rs"],
        relevant_tests=["sum_uneven_split"],
        must_mention=["sum-worker-3", "1004", "1001", "pool.rs", "slice"],
        must_not_claim=["the unwrap in the test is the bug", "deadlock", "flaky test"],
        evidence_formats=["panic_message", "test_summary"],
        noise_profile=["test_progress_noise"],
        difficulty="medium",
        primary_language="rust",
        commands=["cargo generate-lockfile --offline", shown],
    )
    return raw, "gitlab", case


# --------------------------------------------------------------------------- 8 chained traceback


def build_traceback_jsonl(w: Path) -> Built:
    tenants = ["globex", "initech", "umbrella", "hooli", "stark", "wayne", "acme-us", "tyrell"]
    routes = {t: ("lake" if k % 3 else "staging") for k, t in enumerate(tenants)}
    routes["acme-eu"] = "warehouse"  # the new tenant's route names a sink nobody configured
    files = {
        "config/pipeline.json": json.dumps(
            {
                "sinks": {
                    "lake": {"dsn": "s3://ingest-lake/raw", "batch_rows": 250},
                    "staging": {"dsn": "postgresql://staging-db/ingest", "batch_rows": 250},
                },
                "routes": routes,
                "batches": 2400,
            },
            indent=2,
        )
        + "\n",
        "ingest/__init__.py": "",
        "ingest/logs.py": dd('''
            """One JSON object per log line."""
            import json
            import logging
            import sys

            RESERVED = set(vars(logging.makeLogRecord({})))


            class JsonFormatter(logging.Formatter):
                def format(self, record: logging.LogRecord) -> str:
                    out = {
                        "ts": self.formatTime(record, "%Y-%m-%dT%H:%M:%S"),
                        "level": record.levelname,
                        "logger": record.name,
                        "msg": record.getMessage(),
                    }
                    out.update({k: v for k, v in vars(record).items() if k not in RESERVED})
                    return json.dumps(out)


            def setup() -> None:
                handler = logging.StreamHandler(sys.stdout)
                handler.setFormatter(JsonFormatter())
                logging.basicConfig(level=logging.INFO, handlers=[handler])
            '''),
        "ingest/sinks.py": dd('''
            """Sinks rows are written to."""


            class SinkConfigError(Exception):
                pass


            class Sinks:
                def __init__(self, config: dict) -> None:
                    self.config = config["sinks"]
                    self.routes = config["routes"]

                def for_tenant(self, tenant: str) -> dict:
                    name = self.routes[tenant]
                    try:
                        return self.config[name]
                    except KeyError as exc:
                        known = ", ".join(sorted(self.config))
                        raise SinkConfigError(
                            f"tenant {tenant!r} routes to sink {name!r}, which is not "
                            f"configured (known sinks: {known})"
                        ) from exc
            '''),
        "ingest/checkpoint.py": dd('''
            """Checkpoints of committed batches."""


            class CheckpointError(RuntimeError):
                pass


            class Checkpoint:
                def __init__(self) -> None:
                    self.last = 0
                    self.draining = False

                def commit(self, batch: int) -> None:
                    self.last = batch

                def flush(self, batch: int) -> None:
                    if self.draining:
                        raise CheckpointError(
                            f"cannot flush checkpoint for batch {batch}: writer is draining"
                        )
            '''),
        "ingest/worker.py": dd('''
            """python -m ingest.worker config/pipeline.json"""
            import json
            import logging
            import sys
            import time

            from ingest import logs
            from ingest.checkpoint import Checkpoint
            from ingest.sinks import Sinks

            log = logging.getLogger("ingest.worker")
            TENANTS = ["globex", "initech", "umbrella", "hooli", "stark", "wayne", "acme-us",
                       "tyrell"]


            def tenant_for(batch: int) -> str:
                if batch == 1873:
                    return "acme-eu"  # first batch from the tenant onboarded this week
                return TENANTS[batch * 7 % len(TENANTS)]


            def run(config: dict, checkpoint: Checkpoint) -> None:
                sinks = Sinks(config)
                for batch in range(1, config["batches"] + 1):
                    tenant = tenant_for(batch)
                    sink = sinks.for_tenant(tenant)
                    rows = sink["batch_rows"] - batch % 17
                    log.info("batch committed", extra={
                        "batch": batch, "tenant": tenant, "sink": sink["dsn"], "rows": rows,
                        "lag_ms": batch * 37 % 900})
                    if batch % 97 == 0:
                        log.warning("slow batch", extra={"batch": batch, "tenant": tenant,
                                                         "threshold_ms": 800})
                    if batch % 250 == 0:
                        log.info("checkpoint", extra={"batch": batch})
                    checkpoint.commit(batch)
                    time.sleep(0.002)  # stands in for the sink write


            def main(path: str) -> None:
                logs.setup()
                with open(path) as fh:
                    config = json.load(fh)
                log.info("worker starting", extra={"config": path,
                                                   "tenants": len(config["routes"])})
                checkpoint = Checkpoint()
                try:
                    run(config, checkpoint)
                except Exception:
                    log.error("worker crashed, flushing checkpoint",
                              extra={"last_batch": checkpoint.last})
                    checkpoint.draining = True
                    checkpoint.flush(checkpoint.last + 1)
                    raise


            if __name__ == "__main__":
                main(sys.argv[1])
            '''),
    }
    write_tree(w, files)
    job = GhaJob(w)
    env = plain_env()
    job.step("python --version", env=env)
    shown = "python -m ingest.worker config/pipeline.json"
    job.step(shown, env=env, shown_env={"PYTHONUNBUFFERED": "1", "INGEST_ENV": "ci"})
    raw = job.text()
    case = Case(
        case_id="traceback-chained-jsonl-001",
        framework="traceback",
        failure_category="runtime_error",
        summary=(
            "The ingest worker crashes at batch 1873, the first batch of the new tenant "
            "'acme-eu': config/pipeline.json routes acme-eu to sink 'warehouse', but only "
            "'lake' and 'staging' are configured, so Sinks.for_tenant() hits KeyError and "
            "re-raises it as SinkConfigError. The CheckpointError printed last is a "
            "consequence: the crash handler's checkpoint flush fails while draining."
        ),
        notes=(
            "GitHub-Actions-style log: ~1,900 JSON log lines, then a three-part traceback "
            "(raise ... from, then 'During handling of the above exception')."
        ),
        signals=[
            Sig("exception", "critical", "KeyError: 'warehouse'", why="root exception"),
            Sig(
                "exception",
                "critical",
                "ingest.sinks.SinkConfigError: tenant 'acme-eu' routes to sink 'warehouse', "
                "which is not configured (known sinks: lake, staging)",
                why="the error naming tenant and sink",
            ),
            Sig("stack_location", "critical", file="ingest/sinks.py", line=16, why="lookup"),
            Sig(
                "exception",
                "important",
                "The above exception was the direct cause of the following exception:",
            ),
            Sig(
                "exception",
                "important",
                "ingest.checkpoint.CheckpointError: cannot flush checkpoint for batch 1873: "
                "writer is draining",
            ),
            Sig("stack_location", "optional", file="ingest/worker.py", line=26),
            Sig("step_name", "optional", '"msg": "worker crashed, flushing checkpoint"'),
            Sig("exit_code", "important", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["config/pipeline.json", "ingest/sinks.py"],
        must_mention=["acme-eu", "warehouse", "SinkConfigError", "pipeline.json"],
        must_not_claim=[
            "the checkpoint writer is the root cause",
            "out of memory",
            "network failure",
        ],
        evidence_formats=["traceback", "json_lines", "github_annotation"],
        noise_profile=["structured_log_noise", "log_group_noise"],
        difficulty="hard",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------------------------------- 9 node TypeError


def build_node_typeerror(w: Path) -> Built:
    users = []
    for i in range(1, 2401):
        user = {
            "id": i,
            "name": f"user{i:04d}",
            "contact": {"email": f"User{i:04d}@Example.COM", "phone": f"+1-555-{i:04d}"},
            "plan": ["free", "team", "pro"][i % 3],
        }
        if i == 1733:  # an account migrated from the old CRM: no contact block at all
            del user["contact"]
            user["legacy_contact_id"] = "crm-88213"
        users.append(user)
    files = {
        "package.json": json.dumps(
            {"name": "crm-sync", "version": "3.9.1", "type": "module", "private": True},
            indent=2,
        )
        + "\n",
        "fixtures/users.json": json.dumps(users) + "\n",
        "src/normalize.js": dd("""
            // Map an upstream CRM user to our account shape.
            const PLANS = new Set(['free', 'team', 'pro']);

            export function normalizeUser(user) {
              if (!PLANS.has(user.plan)) {
                throw new RangeError(`unknown plan ${user.plan} for user ${user.id}`);
              }
              return {
                accountId: `acct_${user.id}`,
                displayName: user.name,
                plan: user.plan,
                email: user.contact.email.toLowerCase(),
                phone: user.contact.phone ?? null,
              };
            }
            """),
        "src/sync.js": dd("""
            import { readFileSync } from 'node:fs';
            import { normalizeUser } from './normalize.js';

            const PAGE_SIZE = 25;
            const VERBOSE = process.env.CRM_SYNC_VERBOSE === '1';

            function syncPage(page, users) {
              const accounts = users.map(normalizeUser);
              if (VERBOSE) {
                for (const a of accounts) {
                  console.log(`[crm-sync]   upsert ${a.accountId} plan=${a.plan} ` +
                    `email=${a.email} phone=${a.phone}`);
                }
              }
              const pro = accounts.filter((a) => a.plan === 'pro').length;
              console.log(`[crm-sync] page ${String(page).padStart(3, '0')}: upserted ` +
                `${accounts.length} accounts (${pro} pro) ids ${users[0].id}-${users.at(-1).id}`);
              return accounts.length;
            }

            export function syncAll(path) {
              const users = JSON.parse(readFileSync(path, 'utf8'));
              const pages = Math.ceil(users.length / PAGE_SIZE);
              console.log(`[crm-sync] ${users.length} users in ${pages} pages from ${path}`);
              let total = 0;
              for (let page = 1; page <= pages; page++) {
                const slice = users.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
                total += syncPage(page, slice);
                if (page % 10 === 0) {
                  console.log(`[crm-sync] checkpoint after page ${page}: ${total} accounts`);
                }
              }
              return total;
            }
            """),
        "src/index.js": dd("""
            import { syncAll } from './sync.js';

            const total = syncAll(process.argv[2] ?? 'fixtures/users.json');
            console log(`[crm-sync] done: ${total} accounts`);
            """).replace("console log", "console.log"),
    }
    write_tree(w, files)
    job = Job(w)
    node = tool("node") or "node"
    env = plain_env(NO_COLOR="1", CRM_SYNC_VERBOSE="1")
    job.run("node --version", [node, "--version"], env=env)
    shown = "CRM_SYNC_VERBOSE=1 node src/index.js fixtures/users.json"
    job.run(shown, [node, "src/index.js", "fixtures/users.json"], env=env)
    raw = job.text()
    case = Case(
        case_id="node-uncaught-typeerror-001",
        framework="generic",
        failure_category="runtime_error",
        summary=(
            "crm-sync dies on page 70 (users 1726-1750): normalizeUser() in "
            "src/normalize.js:12 reads user.contact.email, but one migrated account in that "
            "page (user 1733) has no `contact` object, so Node throws an uncaught TypeError. "
            "normalizeUser needs to handle users without contact data."
        ),
        notes="Node.js: 1,700 verbose upsert lines, then an uncaught TypeError with its stack.",
        signals=[
            Sig(
                "exception",
                "critical",
                "TypeError: Cannot read properties of undefined (reading 'email')",
                why="the uncaught error",
            ),
            Sig("stack_location", "critical", file="src/normalize.js", line=12, why="throw site"),
            Sig("command", "important", "email: user.contact.email.toLowerCase(),"),
            Sig(
                "step_name",
                "important",
                "[crm-sync] page 069: upserted 25 accounts (8 pro) ids 1701-1725",
            ),
            Sig("stack_location", "optional", file="src/sync.js", line=8),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["src/normalize.js", "fixtures/users.json"],
        must_mention=["contact", "undefined", "normalizeUser", "normalize.js"],
        must_not_claim=["network failure", "syntax error", "dependency missing"],
        evidence_formats=["traceback", "source_excerpt"],
        noise_profile=["progress_noise"],
        primary_language="javascript",
        commands=["node --version", shown],
    )
    return raw, "gitlab", case


# --------------------------------------------------------------------------- 10 npm offline


NPM_PACKAGES = ["auth", "billing", "charts-core", "config", "dates", "errors", "events",
                "flags", "forms", "http", "i18n", "logger", "money", "routing", "storage",
                "theme"]  # fmt: skip


def build_npm_offline(w: Path) -> Built:
    files: dict[str, str] = {
        "shared/package.json": json.dumps(
            {"name": "acme-shared", "private": True, "workspaces": ["packages/*"]}, indent=2
        )
        + "\n",
        "shared/scripts/build.js": dd("""
            // Copy src/*.js to dist/ with a banner; print one line per file.
            import { createHash } from 'node:crypto';
            import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';

            const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
            mkdirSync('dist', { recursive: true });
            let bytes = 0;
            const names = readdirSync('src').filter((n) => n.endsWith('.js')).sort();
            for (const name of names) {
              const text = readFileSync(`src/${name}`, 'utf8');
              if (text.includes('util.isArray')) {
                console.warn(`warn: ${pkg.name}: src/${name} uses deprecated util.isArray`);
              }
              const out = `/* ${pkg.name}@${pkg.version} */\\n${text}`;
              writeFileSync(`dist/${name}`, out);
              const sha = createHash('sha1').update(out).digest('hex').slice(0, 10);
              console.log(`  src/${name} -> dist/${name} (${out.length} bytes, sha1 ${sha})`);
              bytes += out.length;
            }
            console.log(`built ${pkg.name}: ${names.length} modules, ${bytes} bytes`);
            """),
        "app/.npmrc": "fund=false\naudit=false\n",
    }
    for k, name in enumerate(NPM_PACKAGES):
        base = f"shared/packages/{name}"
        files[f"{base}/package.json"] = (
            json.dumps(
                {
                    "name": f"@acme/{name}",
                    "version": f"2.{k}.0",
                    "type": "module",
                    "main": "dist/index.js",
                    "scripts": {"build": "node ../../scripts/build.js"},
                },
                indent=2,
            )
            + "\n"
        )
        files[f"{base}/src/index.js"] = f"export const name = '@acme/{name}';\n"
        for i in range(14):
            legacy = "import util from 'node:util';\nexport const isList = util.isArray;\n"
            files[f"{base}/src/{name}-part{i:02d}.js"] = (
                f"export function {name.replace('-', '_')}_{i}(x) {{\n  return x * {k + i};\n}}\n"
                + (legacy if (k + i) % 23 == 0 else "")
            )
    files["app/package.json"] = (
        json.dumps(
            {
                "name": "acme-dashboard",
                "version": "7.3.0",
                "private": True,
                "type": "module",
                "dependencies": {
                    "@acme/charts-core": "file:../shared/packages/charts-core",
                    "@acme/dates": "file:../shared/packages/dates",
                    "@acme/money": "file:../shared/packages/money",
                    "@acme/theme": "file:../shared/packages/theme",
                    "chartkit": "^4.2.0",
                },
            },
            indent=2,
        )
        + "\n"
    )
    files["app/src/main.js"] = "import { name } from '@acme/charts-core';\nconsole.log(name);\n"
    files[".npmrc-ci"] = "update-notifier=false\n"
    write_tree(w, files)
    job = GhaJob(w)
    env = plain_env(
        NPM_CONFIG_USERCONFIG=str(w / ".npmrc-ci"),
        NPM_CONFIG_CACHE=str(w / ".npm-cache"),
        NO_COLOR="1",
    )
    job.step("node --version\nnpm --version", env=env)
    job.step("cd shared\nnpm install --offline --no-audit --no-fund", env=env)
    job.step("cd shared\nnpm run build --workspaces", env=env)
    shown = "cd app\nnpm install --offline --no-audit --no-fund --loglevel=verbose"
    job.step(shown, env=env, shown_env={"npm_config_offline": "true"})
    raw = job.text()
    case = Case(
        case_id="npm-offline-enotcached-001",
        framework="npm",
        failure_category="dependency_install",
        summary=(
            "The app's `npm install --offline` fails with ENOTCACHED: app/package.json now "
            "depends on chartkit ^4.2.0 from the public registry, which is not in the "
            "runner's npm cache, and --offline forbids fetching it. The shared workspace "
            "packages install and build fine; their deprecation and module-type warnings are "
            "noise."
        ),
        notes=(
            "GitHub-Actions-style log: npm install + a 16-workspace build (with node "
            "warnings), then a verbose offline npm install that fails."
        ),
        signals=[
            Sig("dependency", "critical", "npm error code ENOTCACHED", why="npm error code"),
            Sig(
                "dependency",
                "critical",
                "request to https://registry.npmjs.org/chartkit failed: cache mode is "
                "'only-if-cached' but no cached response is available.",
                why="the package that is not cached",
            ),
            Sig(
                "command",
                "important",
                "npm install --offline --no-audit --no-fund --loglevel=verbose",
            ),
            Sig("exit_code", "important", "##[error]Process completed with exit code 1."),
            Sig("dependency", "optional", "npm verbose stack Error: request to"),
        ],
        relevant_files=["app/package.json"],
        must_mention=["chartkit", "ENOTCACHED", "offline", "cache"],
        must_not_claim=[
            "util.isArray deprecation breaks the build",
            "registry is down",
            "workspace build failed",
        ],
        evidence_formats=["package_manager_error", "plain_error_line", "github_annotation"],
        noise_profile=["verbose_build_noise", "warning_noise", "log_group_noise"],
        primary_language="javascript",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------------------------------- 11 terraform validate


TF_MODULES = ["alerting", "api_gateway", "artifact_repo", "audit_log", "backup", "bastion",
              "batch_jobs", "budget", "cdn", "certs", "ci_runners", "container_registry",
              "cron", "dns_zone", "edge_cache", "email", "feature_flags", "firewall",
              "iam_roles", "kms", "load_balancer", "log_sink", "metrics", "nat_gateway",
              "network", "object_store", "postgres", "queue", "redis", "search", "secrets",
              "service_mesh", "sftp", "status_page", "tracing", "vpn", "waf",
              "workers"]  # fmt: skip


def tf_module(name: str, k: int) -> dict[str, str]:
    res = []
    for i in range(3):
        res.append(
            dd(f"""
            resource "terraform_data" "{name}_{i}" {{
              input = {{
                name        = "${{var.env}}-{name}-{i}"
                replicas    = var.replicas + {i}
                labels      = local.labels
              }}
            }}
            """)
        )
    return {
        "variables.tf": dd(f"""
            variable "env" {{
              type    = string
              default = "ci"
            }}

            variable "replicas" {{
              type    = number
              default = {k % 4 + 1}
            }}
            """),
        "main.tf": dd(f"""
            locals {{
              labels = {{ module = "{name}", owner = "platform" }}
            }}
            """)
        + "\n".join(res),
        "outputs.tf": f'output "ids" {{\n  value = [terraform_data.{name}_0.id]\n}}\n',
    }


def build_terraform_validate(w: Path) -> Built:
    files: dict[str, str] = {}
    for k, name in enumerate(TF_MODULES):
        for fname, text in tf_module(name, k).items():
            files[f"modules/{name}/{fname}"] = text
    files["modules/dns_zone/records.tf"] = dd("""
        variable "ttl" {
          type    = number
          default = 300
        }

        resource "terraform_data" "apex" {
          input = {
            name = "${var.env}.example.net."
            ttl  = var.ttl
          }
        }

        resource "terraform_data" "www" {
          input = {
            name = "www.${var.env}.example.net."
            ttl  = var.record_ttl
          }
        }
        """)
    files["modules/queue/dlq.tf"] = dd("""
        resource "terraform_data" "dead_letter" {
          input = {
            name              = "${var.env}-queue-dlq"
            max_receive_count = 5
          }
          input_hash = sha256("${var.env}-queue-dlq")
        }
        """)
    files["scripts/validate-modules.sh"] = dd("""
        #!/usr/bin/env bash
        # terraform validate every module; report all failures at the end
        set -uo pipefail
        failed=()
        for dir in modules/*/; do
          name=$(basename "$dir")
          echo "==> module $name"
          if ! terraform -chdir="$dir" init -backend=false -input=false -no-color; then
            failed+=("$name (init)")
            continue
          fi
          if ! terraform -chdir="$dir" validate -no-color; then
            failed+=("$name")
          fi
        done
        echo
        if (( ${#failed[@]} )); then
          echo "${#failed[@]} module(s) failed validation: ${failed[*]}"
          exit 1
        fi
        echo "all modules valid"
        """)
    files[".terraformrc"] = ""
    write_tree(w, files)
    job = Job(w)
    env = child_env(TF_CLI_CONFIG_FILE=str(w / ".terraformrc"), CHECKPOINT_DISABLE="1",
                    TF_INPUT="0")  # fmt: skip
    tf = tool("terraform") or "terraform"
    job.run("terraform version", [tf, "version"], env=env)
    shown = "bash scripts/validate-modules.sh"
    job.run(shown, [BASH, "scripts/validate-modules.sh"], env=env)
    raw = job.text()
    case = Case(
        case_id="terraform-validate-modules-001",
        framework="terraform",
        failure_category="config_error",
        summary=(
            "Two of 38 Terraform modules fail `terraform validate`: modules/dns_zone/"
            "records.tf line 16 references var.record_ttl, which is not declared (the "
            "module declares `ttl`), and modules/queue/dlq.tf line 6 sets `input_hash`, which "
            "is not an argument of terraform_data. The script validates every module and "
            "exits 1 at the end."
        ),
        notes=(
            "A shell loop running terraform init + validate over 38 modules; two validation "
            "errors in the middle, a one-line failure summary at the end."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "Error: Reference to undeclared input variable",
                why="first module error",
            ),
            Sig("stack_location", "critical", file="records.tf", line=16, why="first error site"),
            Sig("exception", "critical", "Error: Unsupported argument", why="second error"),
            Sig(
                "assertion",
                "critical",
                "2 module(s) failed validation: dns_zone queue",
                why="which modules",
            ),
            Sig(
                "exception",
                "important",
                'An input variable with the name "record_ttl" has not been declared.',
            ),
            Sig("stack_location", "important", file="dlq.tf", line=6),
            Sig("exception", "important", 'An argument named "input_hash" is not expected here.'),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["modules/dns_zone/records.tf", "modules/queue/dlq.tf"],
        must_mention=["record_ttl", "input_hash", "dns_zone", "queue"],
        must_not_claim=["provider download failed", "terraform init failed", "state lock"],
        primary_language="hcl",
        evidence_formats=["plain_error_line", "shell_command_output"],
        noise_profile=["repeated_success_blocks"],
        multi_failure=True,
        difficulty="medium",
        commands=["terraform version", shown],
    )
    return raw, "gitlab", case


# --------------------------------------------------------------------------- 12 shell set -e


def build_shell_set_e(w: Path) -> Built:
    files: dict[str, str] = {}
    kinds = {"css": "body{margin:0}", "js": "export default 1;", "svg": "<svg/>", "json": "{}"}
    for i in range(180):
        ext = list(kinds)[i % 4]
        files[f"web/assets/{['app', 'vendor', 'icons', 'locale'][i % 4]}/f{i:03d}.{ext}"] = (
            f"/* asset {i} */ {kinds[ext]}\n" * (i % 5 + 1)
        )
    for i in range(24):
        files[f"docs/page{i:02d}.md"] = f"# Page {i}\n\nRelease notes part {i}.\n"
    files["config/release.example.toml"] = 'channel = "stable"\nsigning_key = ""\n'
    files["CHANGELOG.md"] = "# Changelog\n\n## 3.4.0\n- previous release\n"
    files["VERSION"] = "3.4.1\n"
    files["scripts/package-release.sh"] = dd("""
        #!/usr/bin/env bash
        # Assemble dist/ for a release: copy assets and docs, write checksums, add config.
        set -euo pipefail
        trap 'echo "error: $0:$LINENO: \\`$BASH_COMMAND\\` exited with status $?" >&2' ERR

        version=$(cat VERSION)
        echo "==> packaging release $version"
        rm -rf dist && mkdir -p dist/assets dist/docs

        if ! grep -q "## $version" CHANGELOG.md; then
          echo "warning: CHANGELOG.md has no entry for $version, continuing"
        fi

        echo "==> copying web assets"
        for f in $(find web/assets -type f | sort); do
          mkdir -p "dist/assets/$(dirname "${f#web/assets/}")"
          cp -v "$f" "dist/assets/${f#web/assets/}"
        done

        echo "==> copying docs"
        cp -v docs/*.md dist/docs/

        echo "==> writing checksums"
        (cd dist && find . -type f | sort | xargs sha256sum) | tee dist/SHA256SUMS

        echo "==> adding release config"
        cp config/release.toml dist/release.toml

        echo "==> creating archive"
        tar -czf "release-$version.tar.gz" dist
        echo "==> done: release-$version.tar.gz"
        """)
    write_tree(w, files)
    job = GhaJob(w)
    env = plain_env()
    job.step("bash --version | head -n 1", env=env)
    shown = "bash scripts/package-release.sh"
    job.step(shown, env=env, shown_env={"RELEASE_CHANNEL": "stable"})
    raw = job.text()
    case = Case(
        case_id="shell-set-e-missing-file-001",
        framework="generic",
        failure_category="build_script_error",
        summary=(
            "scripts/package-release.sh (set -euo pipefail) stops at line 27: "
            "`cp config/release.toml dist/release.toml` fails because config/release.toml "
            "does not exist in the checkout (only config/release.example.toml is committed; "
            "the real file is expected to be provided by CI). The CHANGELOG warning earlier "
            "in the log does not stop the script."
        ),
        notes=(
            "GitHub-Actions-style log: ~400 lines of cp -v and sha256sum output, then the "
            "failing cp and the script's ERR-trap message."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "cp: cannot stat 'config/release.toml': No such file or directory",
                why="the failing command's error",
            ),
            Sig(
                "stack_location",
                "critical",
                file="scripts/package-release.sh",
                line=27,
                why="the ERR trap's line",
            ),
            Sig("step_name", "important", "==> adding release config"),
            Sig(
                "command",
                "important",
                "`cp config/release.toml dist/release.toml` exited with status 1",
            ),
            Sig("exit_code", "important", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["scripts/package-release.sh", "config/release.example.toml"],
        must_mention=["config/release.toml", "No such file or directory", "set -e"],
        must_not_claim=[
            "the CHANGELOG warning fails the job",
            "checksum mismatch",
            "permission denied",
        ],
        primary_language="shell",
        evidence_formats=["plain_error_line", "shell_command_output", "github_annotation"],
        noise_profile=["progress_noise", "log_group_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# =========================================================================== main

Builder = Callable[[Path], Built]
SCENARIOS: list[tuple[str, tuple[str, ...], Builder]] = [
    ("pytest-exitfirst-tb-short-001", ("bash",), build_pytest_exitfirst),
    ("unittest-verbose-fail-and-error-001", (), build_unittest),
    ("doctest-verbose-mismatch-001", (), build_doctest),
    ("gcc-werror-sign-compare-001", ("gcc", "make", "bash"), build_gcc_werror),
    ("cmake-configure-missing-package-001", ("cmake", "gcc", "make", "bash"), build_cmake_missing),
    ("cargo-clippy-deny-warnings-001", ("cargo", "cargo-clippy", "bash"), build_cargo_clippy),
    ("cargo-test-thread-panic-001", ("cargo",), build_cargo_test_thread),
    ("traceback-chained-jsonl-001", ("bash",), build_traceback_jsonl),
    ("node-uncaught-typeerror-001", ("node",), build_node_typeerror),
    ("npm-offline-enotcached-001", ("node", "npm", "bash"), build_npm_offline),
    ("terraform-validate-modules-001", ("terraform", "bash"), build_terraform_validate),
    ("shell-set-e-missing-file-001", ("bash", "sha256sum", "tar"), build_shell_set_e),
]

VERSION_PROBES: dict[str, list[str]] = {
    "python": [PY, "--version"],
    "pytest": [PY, "-m", "pytest", "--version"],
    "bash": ["bash", "--version"],
    "gcc": ["gcc", "--version"],
    "make": ["make", "--version"],
    "cmake": ["cmake", "--version"],
    "cargo": ["cargo", "--version"],
    "rustc": ["rustc", "--version"],
    "clippy": ["cargo", "clippy", "--version"],
    "node": ["node", "--version"],
    "npm": ["npm", "--version"],
    "terraform": ["terraform", "version"],
}
TOOLS_OF = {
    "pytest": ("python", "pytest", "bash"),
    "unittest": ("python",),
    "doctest": ("python",),
    "gcc": ("gcc", "make", "bash"),
    "cmake": ("cmake", "gcc", "make", "bash"),
    "cargo-clippy": ("cargo", "rustc", "clippy", "bash"),
    "cargo-test": ("cargo", "rustc"),
    "traceback": ("python", "bash"),
    "node": ("node",),
    "npm": ("node", "npm", "bash"),
    "terraform": ("terraform", "bash"),
    "shell": ("bash",),
}


def tools_for(case_id: str) -> tuple[str, ...]:
    for prefix, names in TOOLS_OF.items():
        if case_id.startswith(prefix):
            return names
    return ()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--only", nargs="*", default=None, help="case ids to (re)build")
    ap.add_argument("--keep-work", action="store_true", help="keep the scratch projects")
    ap.add_argument(
        "--preview", action="store_true", help="only write <work>/<case_id>.log, no labels"
    )
    args = ap.parse_args(argv)
    versions = {k: version_of(v) if tool(v[0]) or Path(v[0]).exists() else "missing"
                for k, v in VERSION_PROBES.items()}  # fmt: skip
    if WORK.exists():
        shutil.rmtree(WORK)
    OUT.mkdir(parents=True, exist_ok=True)
    if args.only is None and not args.preview:  # full rebuild: drop stale case folders
        known = {cid for cid, _, _ in SCENARIOS}
        for folder in OUT.iterdir():
            if folder.is_dir() and folder.name not in known:
                shutil.rmtree(folder)
    results = []
    for case_id, needs, build in SCENARIOS:
        if args.only is not None and case_id not in args.only:
            continue
        missing = [n for n in needs if not tool(n)]
        if missing:
            print(f"skip {case_id}: missing {', '.join(missing)}", file=sys.stderr)
            continue
        work = WORK / case_id
        work.mkdir(parents=True)
        raw, framing, case = build(work)
        if args.preview:
            (WORK / f"{case_id}.log").write_bytes(raw.encode("utf-8", "surrogateescape"))
            print(f"{case_id}: {len(raw):,} chars -> {WORK / case_id}.log")
            continue
        if case.case_id != case_id:
            raise ValueError(f"builder for {case_id} labelled {case.case_id}")
        used = {k: versions[k] for k in tools_for(case_id)}
        results.append(write_case(case, raw, used, framing))
        r = results[-1]
        print(f"{r['case_id']:44s} {r['bytes']:>9,d} B {r['lines']:>7,d} lines  {r['position']}")
    if not args.keep_work and not args.preview and WORK.exists():
        shutil.rmtree(WORK)
    if args.only is None and not args.preview:
        write_readme(results, versions)
    return 0


README_HEAD = """\
# Fresh held-out reducer cases (second batch, made from real tool output)

{n} benchmark cases in the LogDx-CI layout (see
`/work/shared/corpus/logdx-ci/README.md`): `<case_id>/raw.log`, `case.json`,
`ground_truth.json`, `tags.json`, the same shapes as `bench/cases/`. This
file is written by `scripts/make_fresh_cases.py`; rebuild everything with

    .venv/bin/python scripts/make_fresh_cases.py

## Held out: do not tune on this batch

`bench/cases/` was looked at while the log reducers were improved, so it no
longer shows whether they generalise. This batch replaces it for that purpose.
It was generated at {made} UTC, after the reducers were last changed: the
newest file under `harness/reducers/` was then modified at {reducers_mtime}
UTC (only file times were read, not the code). The script never imports or
runs `harness.reducers`, and the labels were written from the bugs planted
in each project before any reducer was run on these logs.

**Do not use these cases to develop, tune or debug the reducers.** Run the
evaluation on them, report the numbers, and leave the reducers alone because of
what you see. If a reducer is ever changed because of one of these cases, the
batch is spent: make a new one with new scenarios.

## What is different from `bench/cases/`

New scenarios and, where the machine allows, other tools or modes:
pytest `-x --tb=short -q` after a passing `-v` step, `python -m unittest -v`,
`python -m doctest -v`, gcc `-Werror` under make, a cmake configure that cannot
find a package (followed by a dump of `CMakeError.log`), `cargo clippy --
-D warnings` (coloured), `cargo test` with a panic in a worker thread, a
three-part chained Python traceback after ~1,900 JSON log lines, an uncaught
Node.js TypeError, `npm install --offline` of a package that is not cached,
`terraform validate` over 38 modules, and a `set -euo pipefail` shell script
that stops on a missing file. Not available on this machine, so not used:
clang, pyright, shellcheck, go.

## Where the logs come from

Every `raw.log` is the real output of a real tool installed on this machine,
run by the script on a small, deliberately broken project that it writes to
`<tmp>/loopglass-make-fresh-cases/<case_id>/`. Nothing is downloaded: cargo
and npm run offline (`CARGO_NET_OFFLINE`, `npm --offline` with an empty cache
in the scratch folder), terraform only uses its built-in provider with
`CHECKPOINT_DISABLE=1`, cmake only looks on the local disk.

Capture: stdout and stderr merged into one pipe in the order written (not a
tty), with the same cleaned environment as `scripts/make_cases.py`
(`LANG=C.UTF-8`, `COLUMNS=120`, `PYTHONUNBUFFERED=1`, colour variables unset)
and the project's venv first on `PATH`. Colour is forced once
(`CARGO_TERM_COLOR=always` in the clippy case).

Two framings, about half each (`log_framing` in `case.json`):

- `github_actions`: shaped like a downloaded GitHub Actions job log. Every
  line starts with the wall-clock UTC time it arrived
  (`2026-11-21T16:00:00.0000000Z `); each step starts with
  `##[group]Run <first line>`, the step's script, `shell: /usr/bin/bash -e {{0}}`
  and an `env:` block when the step sets variables, then `##[endgroup]`; a
  failing step ends the job with `##[error]Process completed with exit code N.`
  Each step really runs as `bash -e <script>`, as the runner does.
- `gitlab`: like `bench/cases/`: each command echoed as `$ command`, and a
  failing job ends with `ERROR: Job failed: exit code N`.

The framing lines are the only text the script adds; everything else is
verbatim tool output.

## How they were labelled

By hand, in `scripts/make_fresh_cases.py`, from the bug planted in each
project: what a person needs to diagnose the failure (failing test ids, the
assertion or error message line, error codes and lint names, the file and line
of the error as a `stack_location` with `file` and `line`, the missing package,
the exit status). Each case marks 2-4 signals critical (the script checks the
count) and the rest important or optional; `must_not_claim` names the red
herrings each log contains (deprecation warnings, failed configure probes, the
last exception of a chain, ...). Only line numbers are computed:
`evidence_lines` are all the lines of `raw.log` that contain the value (for a
`stack_location`: the file and `:line`, or `line N,`, ANSI escapes ignored), up
to 12 ranges; `evidence_spans` are two lines either side of the first line of
each critical signal. Every `value`, alias, `stack_location` file and relevant
test id is an exact substring of `raw.log`; the script fails if one is not. No
value depends on timing: durations, timestamps, temporary paths, thread ids and
hashes of build outputs are never used.

## Reproducibility

Rerunning the script rebuilds the same projects and the same labels. What
differs between runs: the GitHub Actions timestamps and JSON log times,
durations, rust thread ids and build hashes, npm's log file name, and the order
of lines cargo prints for crates built in parallel. Sizes move by a few bytes;
labelled line numbers can move only where cargo's parallel output reorders.

## Tools

| tool | version |
|---|---|
"""


def newest_reducer_mtime() -> str:
    """Modification time of the newest file under harness/reducers (times only, no code)."""
    times = [f.stat().st_mtime for f in (ROOT / "harness" / "reducers").rglob("*.py")]
    if not times:
        return "unknown"
    return datetime.fromtimestamp(max(times), UTC).strftime("%Y-%m-%d %H:%M")


def write_readme(results: list[dict[str, Any]], versions: dict[str, str]) -> None:
    made = datetime.now(UTC).strftime("%Y-%m-%d %H:%M")
    lines = [README_HEAD.format(n=len(results), made=made, reducers_mtime=newest_reducer_mtime())]
    lines += [f"| {k} | {v} |\n" for k, v in versions.items()]
    lines.append("\n## Cases\n\n")
    lines.append(
        "| case | framework | category | framing | raw.log bytes | lines | signal position |\n"
    )
    lines.append("|---|---|---|---|---:|---:|---|\n")
    for r in results:
        lines.append(
            f"| `{r['case_id']}` | {r['framework']} | {r['category']} | {r['framing']} "
            f"| {r['bytes']:,} | {r['lines']:,} | {r['position']} |\n"
        )
    lines.append(
        "\nThe notes field of each `case.json` says what the log shows; "
        "`ground_truth.json` gives the root cause.\n"
    )
    (OUT / "README.md").write_text("".join(lines))


if __name__ == "__main__":
    sys.exit(main())
