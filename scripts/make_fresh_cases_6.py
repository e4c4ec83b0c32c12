"""Build a seventh held-out batch of LogDx-CI-shaped cases from real tool output.

    .venv/bin/python scripts/make_fresh_cases_6.py [--only CASE_ID ...] [--keep-work] [--preview]

Same method as scripts/make_fresh_cases_2.py to scripts/make_fresh_cases_5.py (whose CI
framing, scratch git repository, label and README helpers this script imports), with
twenty new scenarios: pytest with ``--tb=native`` after a passing lint step whose
output says "0 errors", ``unittest -b`` (buffered output printed after the
failure), a SyntaxError raised while a plugin module is imported, a child process's
traceback inside a JSON log stream followed by the parent's CalledProcessError, mypy
with ``--warn-unused-ignores`` and a note pointing at another file, ``ruff check
--statistics`` (rule counts, no file names), gcc ``-Wall -Wextra`` with many warnings
and one late error, the linker not finding ``-lwebp``, a recursive make whose sub-make
misses a generated header, cmake's "links to target ... but the target was not found",
ctest ``--output-on-failure`` with two failures, ``cargo test --no-fail-fast`` with
failures in two crates, E0277 (``Rc`` is not ``Send``) in a workspace build, ``npm run
lint`` failing with a custom exit code, a node unhandled rejection of a non-Error
reason, pip failing to install a build dependency offline, ``terraform validate
-json`` with two diagnostics, a terraform plan stopped by an invalid ``cidrsubnet``
argument, a ``set -x`` bash trace ending in a jq error, and an ``is_deeply`` failure
under ExtUtils::MakeMaker's ``make test``.

Each scenario commits a small broken project to a scratch git repository
(<tmp>/lgfc6/<NN>/origin/, NN = the case's position in SCENARIOS), checks it out
the way the CI runner does (real git commands), runs the real tools on it,
captures stdout and stderr merged in order, and writes
bench/cases-fresh-6/<case_id>/{raw.log,case.json,ground_truth.json,tags.json}.
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

import json
import shutil
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
from make_fresh_cases_2 import (
    Batch,
    Gha,
    Lab,
    cache_action,
    make_origin,
    py_env,
    setup_python,
)
from make_fresh_cases_4 import cargo_env, npm_env, tf_env, word

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "cases-fresh-6"
WORK = Path(tempfile.gettempdir()) / "lgfc6"  # neutral: paths in the logs must not name the case
SPLIT = "loopglass-fresh-6-heldout"
GENERATOR = "scripts/make_fresh_cases_6.py"
MIN_BYTES, MAX_BYTES = 15_000, 2_000_000
BATCH = Batch(OUT, SPLIT, GENERATOR, MIN_BYTES, MAX_BYTES)
SYS_PATH = "/usr/local/bin:/usr/bin:/bin"
LQ, RQ = "\u2018", "\u2019"  # the quotes gcc prints in a UTF-8 locale
PYPI_FILES = Path("/opt/pypi/files")  # the machine's local wheel mirror (pip's find-links)


def c_env(**extra: str) -> dict[str, str]:
    """The C toolchain without the project venv (as on a plain runner image)."""
    return child_env(PATH=SYS_PATH, **extra)


def tabs(text: str) -> str:
    """A Makefile written with ``\\t`` for its recipe tabs."""
    return dd(text).replace("\\t", "\t")


def setup_node(job: Gha) -> None:
    job.action(
        "actions/setup-node@v4",
        {"node-version": "20", "check-latest": "false", "always-auth": "false"},
        "Found in cache @ /opt/hostedtoolcache/node/20.20.2/x64\n"
        "##[group]Environment details\nnode: v20.20.2\nnpm: 11.19.1\n##[endgroup]",
    )


def setup_terraform(job: Gha) -> None:
    job.action(
        "hashicorp/setup-terraform@v3",
        {"terraform_version": "1.11.4", "terraform_wrapper": "false",
         "cli_config_credentials_hostname": "app.terraform.io"},
        "[command]/usr/bin/unzip -o -q "
        "/home/runner/work/_temp/5e2b81c4/terraform_1.11.4_linux_amd64.zip\n"
        "Adding /home/runner/work/_temp/terraform to PATH",
    )  # fmt: skip


# =========================================================================== scenarios
# Each builder takes its scratch folder and returns (raw log, framing, labelled Case).


# --------------------------------------------- 1 pytest --tb=native after a passing lint


FLEET_METRICS = ["fuel", "idle", "mileage", "speed", "stops", "temps", "tyres", "uptime"]


def build_pytest_tb_native(w: Path) -> Built:
    files: dict[str, str] = {
        "pyproject.toml": dd("""
            [project]
            name = "fleetstats"
            version = "4.2.0"
            requires-python = ">=3.11"

            [tool.ruff]
            line-length = 100

            [tool.pytest.ini_options]
            testpaths = ["tests"]
            """),
        "fleetstats/__init__.py": "",
        "fleetstats/summary.py": dd("""
            \"\"\"Weekly per-vehicle summaries for the fleet dashboard.\"\"\"
            import statistics


            def weekly_summary(readings: dict[str, list[float]]) -> dict[str, float]:
                \"\"\"Mean reading per day of the week (days without readings are skipped).\"\"\"
                out = {}
                for day, values in readings.items():
                    out[day] = round(statistics.mean(values), 2)
                return out
            """),
        "tests/__init__.py": "",
        "tests/test_summary.py": dd("""
            from fleetstats.summary import weekly_summary


            def test_weekly_summary_means():
                assert weekly_summary({"mon": [1.0, 3.0], "tue": [2.0]}) == {"mon": 2.0, "tue": 2.0}


            def test_weekly_summary_empty_week():
                week = {"mon": [4.0], "tue": [], "wed": [6.0, 8.0]}
                assert weekly_summary(week) == {"mon": 4.0, "wed": 7.0}
            """),
        "docs/check_docs.py": dd("""
            \"\"\"Check that every docs page has a title and no broken relative link.\"\"\"
            import re
            import sys
            from pathlib import Path

            pages = sorted(Path("docs").glob("*.md"))
            errors = warnings = 0
            for page in pages:
                text = page.read_text()
                if not text.startswith("# "):
                    errors += 1
                    print(f"{page}: error: no title")
                for link in re.findall(r"\\]\\(([a-z0-9-]+\\.md)\\)", text):
                    if not (page.parent / link).exists():
                        errors += 1
                        print(f"{page}: error: broken link {link}")
                print(f"checked {page}")
            print(f"docs: {len(pages)} pages, {errors} errors, {warnings} warnings")
            sys.exit(1 if errors else 0)
            """),
    }
    for k, metric in enumerate(FLEET_METRICS):
        files[f"fleetstats/{metric}.py"] = "".join(
            f"def {metric}_{word(k + i)}(value: float) -> float:\n"
            f"    return round(value * {i + 2} + {k}, 3)\n\n\n"
            for i in range(6)
        )
        files[f"tests/test_{metric}.py"] = f"import pytest\n\nfrom fleetstats import {metric}\n" + (
            "".join(
                f"\n\n@pytest.mark.parametrize('value', [0.0, 1.5, 2.0, 10.0, 99.5])\n"
                f"def test_{metric}_{word(k + i)}(value):\n"
                f"    assert {metric}.{metric}_{word(k + i)}(value) == round(value * {i + 2}"
                f" + {k}, 3)\n"
                for i in range(6)
            )
        )
        files[f"docs/{metric}.md"] = (
            f"# {metric.title()} metrics\n\nSee [the summary](summary.md) and the error-budget "
            f"notes for {metric}.\n"
        )
    files["docs/summary.md"] = "# Weekly summary\n\nDays without readings are skipped.\n"
    slug = "fleet/fleetstats"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "checks (3.13)")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python(job, "f0c4a7")
    env = py_env()
    job.step(
        "ruff --version\nruff check --output-format=full .\npython docs/check_docs.py", env=env
    )
    shown = "python -m pytest -v --tb=native -p no:cacheprovider"
    job.step(shown, env=env)
    job.step("python -m pip wheel --no-deps -w dist .", env=env)
    raw = job.finish()
    case = Case(
        case_id="pytest-tb-native-after-lint-001",
        framework="pytest",
        failure_category="test_assertion",
        summary=(
            "The test step fails (the lint and docs step before it passed with 'All checks "
            "passed!' and '0 errors, 0 warnings'): tests/test_summary.py::"
            "test_weekly_summary_empty_week raises statistics.StatisticsError: mean requires "
            "at least one data point, because weekly_summary() in fleetstats/summary.py "
            "(line 9) calls statistics.mean() on a day with no readings although its "
            "docstring says such days are skipped. The other 241 tests pass; the wheel step "
            "never runs."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, a lint step (ruff, a docs checker printing "
            "'0 errors'), then pytest -v --tb=native: 242 PASSED lines, one FAILED, and "
            "the failure as a plain Python traceback with absolute runner paths."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "statistics.StatisticsError: mean requires at least one data point",
                why="the exception",
            ),
            Sig("stack_location", "critical", file="fleetstats/summary.py", line=9),
            Sig(
                "failed_test",
                "critical",
                "FAILED tests/test_summary.py::test_weekly_summary_empty_week",
                why="the failing test",
            ),
            Sig("test_summary", "important", "1 failed, 241 passed"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["fleetstats/summary.py"],
        relevant_tests=["tests/test_summary.py::test_weekly_summary_empty_week"],
        must_mention=["StatisticsError", "weekly_summary", "summary.py"],
        must_not_claim=["a lint error", "the docs check failed", "an assertion mismatch"],
        evidence_formats=["traceback", "test_summary"],
        noise_profile=["runner_setup", "test_progress_noise", "misleading_error_words"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# ------------------------------------------------------ 2 unittest -b (buffered output)


BILLING_AREAS = ["credits", "currency", "discounts", "dunning", "invoices", "ledger",
                 "payouts", "plans", "refunds", "usage"]  # fmt: skip


def build_unittest_buffer(w: Path) -> Built:
    files: dict[str, str] = {
        "billing/__init__.py": "",
        "billing/tax.py": dd("""
            \"\"\"VAT on invoice lines (amounts in euros, two decimals).\"\"\"


            def vat(net: float, rate: float) -> float:
                \"\"\"VAT for one line, rounded half-up to the cent.\"\"\"
                print(f"vat: net={net} rate={rate} raw={net * rate}")
                return round(net * rate, 2)


            def gross(net: float, rate: float) -> float:
                return round(net + vat(net, rate), 2)
            """),
        "tests/__init__.py": "",
        "tests/test_tax.py": dd("""
            import unittest

            from billing.tax import gross, vat


            class TaxTests(unittest.TestCase):
                def test_vat_standard_rate(self):
                    self.assertEqual(vat(100.0, 0.2), 20.0)

                def test_gross_adds_vat(self):
                    self.assertEqual(gross(10.0, 0.1), 11.0)

                def test_vat_rounds_half_up(self):
                    # 10.70 * 25% = 2.675: half a cent rounds up
                    print("invoice INV-2231 line 3: net 10.70 at 25%")
                    self.assertEqual(vat(10.7, 0.25), 2.68)


            if __name__ == "__main__":
                unittest.main()
            """),
    }
    for k, area in enumerate(BILLING_AREAS):
        files[f"billing/{area}.py"] = "".join(
            f"def {area}_{word(k + i)}(cents: int) -> int:\n"
            f"    print('{area}: {word(k + i)} for', cents)\n"
            f"    return cents * {i + 1} + {k}\n\n\n"
            for i in range(5)
        )
        tests = "".join(
            f"    def test_{word(k + i)}_{n}(self):\n"
            f"        self.assertEqual(m.{area}_{word(k + i)}({n * 100}), {n * 100 * (i + 1) + k})\n\n"  # noqa: E501
            for i in range(5)
            for n in range(5)
        )
        files[f"tests/test_{area}.py"] = (
            f"import unittest\n\nfrom billing import {area} as m\n\n\n"
            f"class {area.title()}Tests(unittest.TestCase):\n{tests}"
        )
    slug = "payments/billing-core"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim-bookworm")
    job.prepare(sha, "billing-core-pip")
    env = py_env()
    job.sh("python --version", env=env)
    job.sh("python -m compileall -q billing tests && echo bytecode ok", env=env)
    shown = "python -m unittest discover -b -v -s tests -t ."
    job.sh(shown, env=env)
    raw = job.finish(after=["find . -name '*.pyc' -delete -print | head -20"])
    case = Case(
        case_id="unittest-buffer-captured-output-001",
        framework="unittest",
        failure_category="test_assertion",
        summary=(
            "One unittest failure: tests.test_tax.TaxTests.test_vat_rounds_half_up expects "
            "vat(10.7, 0.25) to be 2.68, but vat() in billing/tax.py returns round(net * "
            "rate, 2) on a float, and 2.675 is stored as 2.67499..., so it rounds to 2.67 "
            "(AssertionError: 2.67 != 2.68). Use Decimal with ROUND_HALF_UP. With -b the "
            "test's printed lines appear under 'Stdout:' (after its FAIL status line and again "
            "after the traceback). The other 252 tests pass."
        ),
        notes=(
            "GitLab-style log: runner set-up, a compileall check, then unittest discover "
            "-b -v: 253 test lines, the FAIL block with its traceback followed by the "
            "buffered 'Stdout:' section, the summary, and an after_script deleting .pyc "
            "files."
        ),
        signals=[
            Sig(
                "failed_test",
                "critical",
                "FAIL: test_vat_rounds_half_up (tests.test_tax.TaxTests.test_vat_rounds_half_up)",
                why="the failing test",
            ),
            Sig("assertion", "critical", "AssertionError: 2.67 != 2.68", why="the mismatch"),
            Sig("stack_location", "important", file="tests/test_tax.py", line=16),
            Sig("test_summary", "important", "FAILED (failures=1)"),
            Sig("error_message", "optional", "vat: net=10.7 rate=0.25"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["billing/tax.py", "tests/test_tax.py"],
        relevant_tests=["test_vat_rounds_half_up"],
        must_mention=["test_vat_rounds_half_up", "2.67", "round"],
        must_not_claim=["an import error", "the VAT rate is wrong", "a test error"],
        evidence_formats=["traceback", "assertion_diff", "test_summary"],
        noise_profile=["runner_setup", "test_progress_noise", "captured_output"],
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------- 3 SyntaxError raised at plugin import


REPORT_PLUGINS = ["bars", "calendar", "funnel", "gauge", "heatmap", "histogram", "pie",
                  "sankey", "scatter", "table", "timeline", "treemap"]  # fmt: skip


def build_traceback_syntaxerror(w: Path) -> Built:
    files: dict[str, str] = {
        "reportgen/__init__.py": "",
        "reportgen/__main__.py": dd("""
            \"\"\"python -m reportgen build [--all]: render every report with its plugins.\"\"\"
            import importlib
            import json
            import sys
            from pathlib import Path

            PLUGINS = [
                "bars", "calendar", "funnel", "gauge", "heatmap", "histogram", "pie",
                "sankey", "scatter", "table", "timeline", "treemap",
            ]


            def load_plugins():
                plugins = {}
                for name in PLUGINS:
                    plugins[name] = importlib.import_module(f"reportgen.plugins.{name}")
                    print(f"plugin {name:<10} loaded", flush=True)
                return plugins


            def main(argv):
                reports = sorted(Path("reports").glob("*.json"))
                print(f"reportgen: {len(reports)} report definitions")
                plugins = load_plugins()
                for path in reports:
                    spec = json.loads(path.read_text())
                    out = plugins[spec["kind"]].render(spec["cells"])
                    print(f"rendered {path.stem}: {len(out)} bytes")
                return 0


            if __name__ == "__main__":
                sys.exit(main(sys.argv[1:]))
            """),
        "reportgen/plugins/__init__.py": "",
        "tools/gen_fixtures.py": dd("""
            import json
            from pathlib import Path

            kinds = [
                "bars", "calendar", "funnel", "gauge", "heatmap", "histogram", "pie",
                "sankey", "scatter", "table", "timeline", "treemap",
            ]
            out = Path("reports")
            out.mkdir(exist_ok=True)
            for k in range(360):
                kind = kinds[k % len(kinds)]
                cells = [{"row": r, "col": (r * 7 + k) % 5, "v": r + k} for r in range(6)]
                (out / f"r{k:03d}-{kind}.json").write_text(json.dumps({"kind": kind, "cells": cells}))
                print(f"fixture r{k:03d}-{kind}.json ({len(cells)} cells)")
            """),  # noqa: E501
    }
    for name in REPORT_PLUGINS:
        files[f"reportgen/plugins/{name}.py"] = dd(f"""
            \"\"\"The {name} chart.\"\"\"


            def render(cells):
                rows = [f"{{c['row']}},{{c['col']}},{{c['v']}}" for c in cells]
                return "{name}\\n" + "\\n".join(rows)
            """)
    files["reportgen/plugins/heatmap.py"] = dd("""
        \"\"\"The heatmap chart: cells sorted by (row, col), one shade per value bucket.\"\"\"

        SHADES = " .:-=+*#%@"


        def shade(v, top):
            return SHADES[min(len(SHADES) - 1, v * len(SHADES) // max(top, 1))]


        def render(cells):
            top = max(c["v"] for c in cells)
            lines = []
            ordered = sorted(cells, key=lambda c: (c["row"], c["col"])
            for c in ordered:
                lines.append(f"{c['row']},{c['col']},{shade(c['v'], top)}")
            return "heatmap\\n" + "\\n".join(lines)
        """)
    slug = "analytics/reportgen"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "reports")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python(job, "a38d51")
    env = py_env()
    job.step("python tools/gen_fixtures.py", env=env)
    shown = "python -m reportgen build --all"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="traceback-syntaxerror-at-import-001",
        framework="traceback",
        failure_category="runtime_error",
        summary=(
            "The report build dies while loading its plugins: importing "
            "reportgen.plugins.heatmap raises SyntaxError: '(' was never closed, because "
            "line 13 of reportgen/plugins/heatmap.py (`ordered = sorted(cells, key=lambda "
            'c: (c["row"], c["col"])`) lacks its closing parenthesis. The traceback runs '
            "through importlib frames; the four plugins before it load fine and no report "
            "is rendered."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, 360 fixture lines, then the build: four "
            "'plugin ... loaded' lines and a traceback through importlib ending in the "
            "SyntaxError block (file and line without a comma, the source line, a caret)."
        ),
        signals=[
            Sig("exception", "critical", "SyntaxError: '(' was never closed", why="the error"),
            Sig(
                "error_message",
                "critical",
                'reportgen/plugins/heatmap.py", line 13',
                why="the file and line of the syntax error",
            ),
            Sig("error_message", "important", "ordered = sorted(cells, key=lambda c:"),
            Sig("error_message", "important", "in load_plugins"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["reportgen/plugins/heatmap.py"],
        must_mention=["SyntaxError", "heatmap.py", "never closed"],
        must_not_claim=["a missing module", "the fixtures are invalid", "an ImportError"],
        evidence_formats=["traceback"],
        noise_profile=["runner_setup", "progress_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# ------------------------------------ 4 child traceback inside JSON logs, CalledProcessError


PIPE_STAGES = ["extract", "dedupe", "enrich", "score", "export", "publish"]


def build_traceback_subprocess(w: Path) -> Built:
    files: dict[str, str] = {
        "tools/jsonlog.py": dd("""
            import json
            import logging


            class JsonFormatter(logging.Formatter):
                def format(self, record):
                    doc = {"level": record.levelname, "logger": record.name,
                           "msg": record.getMessage()}
                    doc.update(getattr(record, "fields", {}))
                    return json.dumps(doc)


            def setup(name):
                handler = logging.StreamHandler()
                handler.setFormatter(JsonFormatter())
                logging.basicConfig(level=logging.INFO, handlers=[handler])
                return logging.getLogger(name)
            """),
        "tools/pipeline.py": dd("""
            \"\"\"Run the nightly lead-scoring pipeline, one subprocess per stage.\"\"\"
            import subprocess
            import sys

            from jsonlog import setup

            log = setup("pipeline")
            STAGES = ["extract", "dedupe", "enrich", "score", "export", "publish"]


            def main(day):
                for stage in STAGES:
                    log.info("stage start", extra={"fields": {"stage": stage, "day": day}})
                    subprocess.run(
                        [sys.executable, f"tools/stage_{stage}.py", "--day", day], check=True
                    )
                    log.info("stage done", extra={"fields": {"stage": stage, "errors": 0}})


            if __name__ == "__main__":
                main(sys.argv[1])
            """),
        "tools/stage_export.py": dd("""
            \"\"\"Export scored leads to the CRM's CSV drop, partitioned by signup date.\"\"\"
            import csv
            import datetime
            import sys

            from jsonlog import setup

            log = setup("stage.export")


            def partition_of(row):
                signup = datetime.datetime.strptime(row["signup"], "%Y-%m-%d")
                return signup.strftime("%Y/%m")


            def main(day):
                with open("data/scored.csv", newline="") as fh:
                    rows = list(csv.DictReader(fh))
                parts = {}
                for n, row in enumerate(rows, 1):
                    parts.setdefault(partition_of(row), []).append(row)
                    if n % 50 == 0:
                        log.info("exported", extra={"fields": {"rows": n, "errors": 0}})
                log.info("partitions", extra={"fields": {"count": len(parts), "day": day}})


            if __name__ == "__main__":
                main(sys.argv[2])
            """),
    }
    for stage in PIPE_STAGES:
        if stage == "export":
            continue
        files[f"tools/stage_{stage}.py"] = dd(f"""
            import sys

            from jsonlog import setup

            log = setup("stage.{stage}")
            for batch in range(1, 31):
                log.info("batch", extra={{"fields": {{"stage": "{stage}", "batch": batch,
                                                     "rows": batch * 20, "errors": 0,
                                                     "warnings": 0}}}})
            log.info("summary", extra={{"fields": {{"day": sys.argv[2], "error_rate": 0.0}}}})
            """)
    rows = ["lead_id,email,score,signup"]
    for k in range(400):
        signup = f"2026-{k % 12 + 1:02d}-{k % 28 + 1:02d}"
        if k == 287:
            signup = "2026-31-10"  # day and month swapped by the web form's locale bug
        rows.append(f"L{k:05d},{word(k)}{k}@example.com,{(k * 37) % 100},{signup}")
    files["data/scored.csv"] = "\n".join(rows) + "\n"
    slug = "growth/lead-pipeline"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim-bookworm")
    job.prepare(sha, "lead-pipeline")
    env = py_env(PYTHONPATH="tools")
    job.sh("python --version && wc -l data/scored.csv", env=env)
    shown = "python tools/pipeline.py 2026-11-20"
    job.sh(shown, env=env)
    raw = job.finish(after=["ls -la data/"], artifacts="out/")
    case = Case(
        case_id="traceback-subprocess-json-logs-001",
        framework="traceback",
        failure_category="runtime_error",
        summary=(
            "The export stage's subprocess crashes: partition_of() in tools/stage_export.py "
            "(line 12) parses the signup date of row 288 of data/scored.csv, '2026-31-10' "
            "(day and month swapped), and strptime raises ValueError: time data '2026-31-10' "
            "does not match format '%Y-%m-%d'. The parent tools/pipeline.py then fails with "
            "subprocess.CalledProcessError (exit status 1) from its subprocess.run(check=True); "
            "that second traceback only says which stage failed. The JSON log lines' "
            '"errors": 0 fields are from the earlier, successful stages.'
        ),
        notes=(
            "GitLab-style log: runner set-up, then the pipeline: ~130 JSON log lines from "
            "four stages, the child's traceback in the middle of the export stage's JSON "
            "lines, the parent's CalledProcessError traceback, and an after_script."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "ValueError: time data '2026-31-10' does not match format '%Y-%m-%d'",
                why="the child's error",
            ),
            Sig("stack_location", "critical", file="tools/stage_export.py", line=12),
            Sig(
                "exception",
                "important",
                "subprocess.CalledProcessError: Command",
            ),
            Sig("error_message", "important", "returned non-zero exit status 1."),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["data/scored.csv", "tools/stage_export.py"],
        must_mention=["2026-31-10", "strptime", "stage_export"],
        must_not_claim=["the pipeline script is broken", "a missing file", "a timeout"],
        evidence_formats=["traceback", "json_lines"],
        noise_profile=["runner_setup", "json_log_noise", "misleading_error_words"],
        multi_failure=False,
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------ 5 mypy --warn-unused-ignores with a note


JOB_MODULES = ["alerts", "backfill", "calendar", "cleanup", "digest", "exports", "imports",
               "metrics", "quotas", "reindex", "retention", "snapshots"]  # fmt: skip


def build_mypy_unused_ignores(w: Path) -> Built:
    files: dict[str, str] = {
        "pyproject.toml": dd("""
            [project]
            name = "cronkit"
            version = "1.9.0"

            [tool.mypy]
            python_version = "3.13"
            warn_unused_ignores = true
            disallow_untyped_defs = true
            """),
        "cronkit/__init__.py": "",
        "cronkit/model.py": dd("""
            from dataclasses import dataclass, field


            @dataclass
            class Job:
                name: str
                schedule: str
                retry: int = 0
                tags: list[str] = field(default_factory=list)
            """),
        "cronkit/runner.py": dd("""
            from cronkit.model import Job


            def nightly_jobs(names: list[str]) -> list[Job]:
                jobs = []
                for name in names:
                    jobs.append(Job(name=name, schedule="0 3 * * *", retries=3))
                return jobs
            """),
        "cronkit/legacy.py": dd("""
            import json
            from typing import Any


            def load_schedule(text: str) -> dict[str, Any]:
                data: dict[str, Any] = json.loads(text)  # type: ignore[no-any-return]
                return data
            """),
    }
    for k, mod in enumerate(JOB_MODULES):
        files[f"cronkit/{mod}.py"] = "from cronkit.model import Job\n\n\n" + "".join(
            f"def {mod}_{word(k + i)}(job: Job, limit: int = {i + 1}) -> int:\n"
            f"    return len(job.tags) * limit + {k}\n\n\n"
            for i in range(8)
        )
    slug = "infra/cronkit"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "typecheck")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python(job, "2bd7e0")
    env = py_env()
    job.step("python -m pip list --format=columns | head -60", env=env)
    shown = "python -m mypy --pretty --show-error-context cronkit"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="mypy-warn-unused-ignores-notes-001",
        framework="mypy",
        failure_category="type_error",
        summary=(
            "mypy reports two errors. cronkit/runner.py line 7 builds Job(..., retries=3), "
            "but the Job dataclass in cronkit/model.py has a field named `retry` "
            '(Unexpected keyword argument "retries" for "Job" [call-arg], after a \'note: '
            'In function "nightly_jobs"\' context line). And with warn_unused_ignores on, '
            "cronkit/legacy.py line 6 has a `# type: ignore[no-any-return]` that suppresses "
            "nothing ([unused-ignore]). Rename the argument and drop the comment."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, a pip list, then mypy --pretty "
            "--show-error-context: 'In function' context lines, the two errors with source "
            "lines and carets, and the 'Found 2 errors' summary."
        ),
        signals=[
            Sig(
                "compile_error",
                "critical",
                'Unexpected keyword argument "retries" for "Job"',
                why="the wrong argument name",
            ),
            Sig("stack_location", "critical", file="cronkit/runner.py", line=7),
            Sig(
                "compile_error",
                "critical",
                'Unused "type: ignore" comment',
                why="the second error",
            ),
            Sig("stack_location", "important", file="cronkit/legacy.py", line=6),
            Sig("test_summary", "important", "Found 2 errors in 2 files"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["cronkit/runner.py", "cronkit/model.py", "cronkit/legacy.py"],
        must_mention=["retries", "Job", "unused-ignore", "legacy.py"],
        must_not_claim=["a missing import", "a runtime error", "a syntax error"],
        evidence_formats=["type_checker_output"],
        noise_profile=["runner_setup", "package_list_noise"],
        multi_failure=True,
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ------------------------------------------------------------- 6 ruff check --statistics


def build_ruff_statistics(w: Path) -> Built:
    files: dict[str, str] = {
        "pyproject.toml": dd("""
            [project]
            name = "geofence"
            version = "0.8.3"

            [tool.ruff]
            line-length = 100

            [tool.ruff.lint]
            select = ["E", "F", "W", "I"]
            """),
        "geofence/__init__.py": "",
        "geofence/zones.py": dd("""
            import math
            import os
            from typing import Optional


            def radius_km(zone: dict) -> float:
                if zone.get("radius") == None:
                    return 1.0
                return float(zone["radius"])
            """),
        "geofence/alerts.py": dd("""
            import json
            import sys


            def alert(zone: str, device: str) -> str:
                payload = {"zone": zone, "device": device}
                level = "warn"
                return f"{zone}:{device}"
            """),
        "geofence/tracks.py": dd("""
            def last_point(points: list[tuple[float, float]]) -> tuple[float, float]:
                count = len(points)
                return points[-1]
            """),
        "tests/__init__.py": "",
    }
    for k in range(90):
        name = f"{word(k)}_{k:02d}"
        files[f"geofence/{name}.py"] = (
            f"def inside_{name}(lat: float, lon: float) -> bool:\n"
            f"    return abs(lat - {k}.5) < 1 and abs(lon - {k}.25) < 1\n"
        )
        files[f"tests/test_{name}.py"] = dd(f"""
            import pytest

            from geofence.{name} import inside_{name}


            @pytest.mark.parametrize("lat,lon,ok", [({k}.5, {k}.25, True), (0.0, 90.0, False)])
            def test_inside(lat, lon, ok):
                assert inside_{name}(lat, lon) is ok
            """)
    slug = "mobility/geofence"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim-bookworm")
    job.prepare(sha, "geofence-pip")
    env = py_env()
    job.sh("ruff --version", env=env)
    job.sh("python -m pytest -v -p no:cacheprovider tests", env=env)
    job.sh("ruff format --check .", env=env)
    shown = "ruff check --statistics ."
    job.sh(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="ruff-statistics-summary-001",
        framework="ruff",
        failure_category="lint_error",
        summary=(
            "The lint step runs `ruff check --statistics`, which prints one count per rule "
            "and no file names: five F401 unused-import (math, os, typing.Optional in "
            "geofence/zones.py, json and sys in geofence/alerts.py), three F841 unused-variable (payload and level in alerts.py, count in "  # noqa: E501
            "tracks.py) and one E711 none-comparison (`== None` in zones.py). Run `ruff "
            "check .` without --statistics to see the locations. Tests and formatting pass."
        ),
        notes=(
            "GitLab-style log: runner set-up, 180 passing pytest -v tests, a clean `ruff "
            "format --check`, then ruff's statistics table (count, code, fixability, name) "
            "and the fixable-count hint."
        ),
        signals=[
            Sig("lint_rule", "critical", "F401", why="unused imports"),
            Sig("lint_rule", "critical", "F841", why="unused variables"),
            Sig("lint_rule", "critical", "E711", why="comparison to None"),
            Sig("error_message", "important", "unused-import"),
            Sig("error_message", "important", "unused-variable"),
            Sig("error_message", "optional", "none-comparison"),
            Sig("test_summary", "important", "Found 9 errors."),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["geofence/zones.py", "geofence/alerts.py", "geofence/tracks.py"],
        must_mention=["F401", "F841", "E711", "--statistics"],
        must_not_claim=["a test failed", "a formatting problem", "a syntax error"],
        evidence_formats=["lint_output"],
        noise_profile=["runner_setup", "test_progress_noise"],
        multi_failure=True,
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------ 7 gcc -Wall -Wextra: many warnings, one late error


FW_MODULES = ["adc", "battery", "button", "buzzer", "clock", "crc", "display", "eeprom",
              "flash", "gps", "gyro", "heater", "i2c", "keypad", "led", "lora", "motor",
              "nfc", "power", "pwm", "radio", "relay", "rtc", "sensor", "serial", "spi",
              "telemetry", "timer", "uart", "usb", "watchdog"]  # fmt: skip


def fw_module(name: str, k: int) -> str:
    body = [f'#include <stddef.h>\n#include "{name}.h"\n\n']
    for i in range(3):
        fn = f"{name}_{word(k + i)}"
        if (k + i) % 3 == 0:  # -Wsign-compare and -Wunused-parameter noise
            body.append(
                f"int {fn}(const unsigned char *buf, size_t n, void *ctx) {{\n"
                f"    int acc = {k};\n"
                f"    for (int i = 0; i < n; i++)\n"
                f"        acc += buf[i] * {i + 1};\n"
                f"    return acc;\n}}\n\n"
            )
        elif (k + i) % 3 == 1:  # -Wunused-variable noise
            body.append(
                f"int {fn}(const unsigned char *buf, size_t n, void *ctx) {{\n"
                f"    int unused_{i} = {k};\n"
                f"    (void)ctx;\n"
                f"    return n ? buf[0] + {i} : {k};\n}}\n\n"
            )
        else:
            body.append(
                f"int {fn}(const unsigned char *buf, size_t n, void *ctx) {{\n"
                f"    (void)ctx;\n"
                f"    return n > {i} ? buf[{i}] : -1;\n}}\n\n"
            )
    return "".join(body)


def build_gcc_late_error(w: Path) -> Built:
    files: dict[str, str] = {
        "Makefile": tabs("""
            CC      := gcc
            CFLAGS  := -std=c11 -O2 -g -Wall -Wextra -Iinclude
            SRCS    := $(sort $(wildcard src/*.c))
            OBJS    := $(patsubst src/%.c,build/%.o,$(SRCS))

            all: build/firmware.a

            build/%.o: src/%.c
            \t@mkdir -p build
            \t$(CC) $(CFLAGS) -c $< -o $@

            build/firmware.a: $(OBJS)
            \tar rcs $@ $^

            .PHONY: all
            """),
        "include/ring.h": dd("""
            #ifndef RING_H
            #define RING_H
            struct ring { int buf[64]; int head, len; };
            /* flags: RING_OVERWRITE drops the oldest sample when the ring is full */
            #define RING_OVERWRITE 1
            int ring_push(struct ring *r, int value, int flags);
            #endif
            """),
        "src/ring.c": dd("""
            #include "ring.h"

            int ring_push(struct ring *r, int value, int flags) {
                if (r->len == 64 && !(flags & RING_OVERWRITE))
                    return -1;
                r->buf[(r->head + r->len) % 64] = value;
                if (r->len < 64)
                    r->len++;
                else
                    r->head = (r->head + 1) % 64;
                return 0;
            }
            """),
    }
    for k, name in enumerate(FW_MODULES):
        files[f"include/{name}.h"] = "#include <stddef.h>\n" + "".join(
            f"int {name}_{word(k + i)}(const unsigned char *buf, size_t n, void *ctx);\n"
            for i in range(3)
        )
        files[f"src/{name}.c"] = fw_module(name, k)
    files["src/telemetry.c"] = dd("""
        #include "ring.h"
        #include "telemetry.h"

        static struct ring samples;

        int telemetry_sample(int value) {
            if (value < 0)
                return -1;
            return ring_push(&samples, value);
        }
        """)
    files["include/telemetry.h"] = "int telemetry_sample(int value);\n"
    slug = "devices/sensor-firmware"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "firmware (gcc)")
    job.set_up_job(["actions/cache@v4"])
    job.checkout(sha)
    cache_action(job, "~/.ccache", "ccache-Linux-fw-0d31", "ccache-Linux-fw-", 6_291_456)
    env = c_env()
    job.step("gcc --version | head -1\nmake --version | head -1", env=env)
    shown = "make all"
    job.step(shown, env=env)
    job.step("ls -l build/", env=env)
    raw = job.finish()
    case = Case(
        case_id="gcc-wextra-warnings-late-error-001",
        framework="gcc",
        failure_category="compile_error",
        summary=(
            "The firmware build stops at src/telemetry.c, late in a sequential make: "
            "telemetry_sample() calls ring_push(&samples, value) at line 9, but ring_push "
            "in include/ring.h takes a third `flags` argument (too few arguments to function "
            "'ring_push'; the note points at include/ring.h:6). The dozens of -Wsign-compare, "
            "-Wunused-parameter and -Wunused-variable warnings in the modules before it are "
            "not errors (no -Werror) and did not stop the build."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, checkout, a cache restore, then `make all` "
            "with -Wall -Wextra: 27 compile commands, most followed by warning blocks, then "
            "the one error block near the end and make's Error line."
        ),
        signals=[
            Sig(
                "compile_error",
                "critical",
                f"error: too few arguments to function {LQ}ring_push{RQ}",
                why="the compile error",
            ),
            Sig("stack_location", "critical", file="src/telemetry.c", line=9),
            Sig("error_message", "important", "include/ring.h:6:5: note: declared here"),
            Sig("error_message", "important", "build/telemetry.o] Error 1"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 2."),
        ],
        relevant_files=["src/telemetry.c", "include/ring.h"],
        must_mention=["ring_push", "telemetry.c", "too few arguments"],
        must_not_claim=["-Werror", "a sign-compare error", "a link error"],
        primary_language="c",
        evidence_formats=["compiler_diagnostic"],
        noise_profile=["runner_setup", "warning_noise", "build_progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------------- 8 ld: cannot find -lwebp


IMG_MODULES = ["blend", "blur", "border", "crop", "dither", "exif", "flip", "gamma",
               "grayscale", "histogram", "invert", "levels", "mask", "noise", "palette",
               "quantize", "resize", "rotate", "sepia", "sharpen", "thumbnail", "tile",
               "vignette", "watermark"]  # fmt: skip
IMG_MODULES += [f"fx_{word(k)}_{k:03d}" for k in range(150)]


def build_gcc_ld_missing_lib(w: Path) -> Built:
    files: dict[str, str] = {
        "Makefile": tabs("""
            CC      := gcc
            CFLAGS  := -std=c11 -O2 -Wall -Iinclude
            LDLIBS  := -lm $(shell pkg-config --libs libwebp 2>/dev/null || echo -lwebp)
            SRCS    := $(sort $(wildcard src/*.c))
            OBJS    := $(patsubst src/%.c,build/%.o,$(SRCS))

            build/imgtool: $(OBJS)
            \t$(CC) -o $@ $^ $(LDLIBS)

            build/%.o: src/%.c
            \t@mkdir -p build
            \t$(CC) $(CFLAGS) -c $< -o $@

            clean:
            \trm -rf build
            .PHONY: clean
            """),
        "include/webp_out.h": "int write_webp(const char *path, const unsigned char *rgb, int w, int h);\n",  # noqa: E501
        "src/webp_out.c": dd("""
            #include <stddef.h>
            #include <stdint.h>
            #include <stdio.h>
            #include "webp_out.h"

            /* from <webp/encode.h>; the runner image ships libwebp7 but not libwebp-dev */
            size_t WebPEncodeRGB(const uint8_t *rgb, int width, int height, int stride,
                                 float quality, uint8_t **output);
            void WebPFree(void *ptr);

            int write_webp(const char *path, const unsigned char *rgb, int w, int h) {
                uint8_t *out = NULL;
                size_t n = WebPEncodeRGB(rgb, w, h, w * 3, 82.0f, &out);
                FILE *f = fopen(path, "wb");
                if (!f || !n)
                    return -1;
                fwrite(out, 1, n, f);
                fclose(f);
                WebPFree(out);
                return 0;
            }
            """),
        "src/main.c": dd("""
            #include <stdio.h>
            #include "webp_out.h"

            int main(int argc, char **argv) {
                static unsigned char px[16 * 16 * 3];
                if (argc < 2) {
                    fprintf(stderr, "usage: imgtool OUT.webp\\n");
                    return 2;
                }
                return write_webp(argv[1], px, 16, 16) ? 1 : 0;
            }
            """),
    }
    for k, name in enumerate(IMG_MODULES):
        files[f"include/{name}.h"] = "".join(
            f"void {name}_{word(k + i)}(unsigned char *px, int n);\n" for i in range(4)
        )
        files[f"src/{name}.c"] = f'#include <math.h>\n#include "{name}.h"\n\n' + "".join(
            f"void {name}_{word(k + i)}(unsigned char *px, int n) {{\n"
            f"    for (int j = 0; j < n; j++)\n"
            f"        px[j] = (unsigned char)fmin(255.0, px[j] * {1 + i / 10:.1f} + {k});\n}}\n\n"
            for i in range(4)
        )
    slug = "media/imgtool"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "gcc:12-bookworm")
    job.prepare(sha, "imgtool-build")
    env = c_env()
    job.sh("gcc --version | head -1 && ld --version | head -1", env=env)
    job.sh(
        "pkg-config --modversion libwebp || echo 'libwebp.pc not found, linking -lwebp'", env=env
    )
    job.sh("ls /usr/lib/x86_64-linux-gnu/ | grep -i webp", env=env)
    shown = "make -j4"
    job.sh(shown, env=env)
    raw = job.finish(artifacts="build/imgtool")
    case = Case(
        case_id="gcc-ld-cannot-find-library-001",
        framework="gcc",
        failure_category="compile_error",
        summary=(
            "Every object compiles, but the final link fails: `/usr/bin/ld: cannot find "
            "-lwebp: No such file or directory`. The image has the libwebp runtime "
            "(libwebp.so.7) but not the development package (no libwebp.so link and no "
            "libwebp.pc, which the Makefile's pkg-config fallback papers over), so the "
            "linker cannot resolve -lwebp. Install libwebp-dev in the image."
        ),
        notes=(
            "GitLab-style log: runner set-up, version and pkg-config probes (pkg-config's "
            "'Package libwebp was not found' message and the runtime .so.7 listing), then "
            "make -j4: 176 compile commands and the failing link with collect2's message."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "/usr/bin/ld: cannot find -lwebp: No such file or directory",
                why="the linker error",
            ),
            Sig(
                "error_message",
                "critical",
                "collect2: error: ld returned 1 exit status",
                why="the link step failed",
            ),
            Sig("error_message", "important", "build/imgtool] Error 1"),
            Sig("error_message", "important", "libwebp.so.7"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 2"),
        ],
        relevant_files=["Makefile"],
        must_mention=["-lwebp", "cannot find", "libwebp"],
        must_not_claim=["an undefined reference", "a compile error", "a missing header"],
        primary_language="c",
        evidence_formats=["plain_error_line"],
        noise_profile=["runner_setup", "build_progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------ 9 recursive make: sub-make misses a header


def build_make_recursive(w: Path) -> Built:
    util_names = [f"{word(k)}_{k:02d}" for k in range(90)]
    files: dict[str, str] = {
        "Makefile": tabs("""
            SUBDIRS := lib/util lib/proto tools/cli

            .PHONY: all clean $(SUBDIRS)
            all: $(SUBDIRS)

            $(SUBDIRS):
            \t$(MAKE) -C $@

            lib/proto: lib/util
            tools/cli: lib/proto

            clean:
            \tfor d in $(SUBDIRS); do $(MAKE) -C $$d clean; done
            """),
        "lib/util/Makefile": tabs("""
            CFLAGS := -std=c11 -O2 -Wall -I../../include
            SRCS   := $(sort $(wildcard *.c))
            OBJS   := $(SRCS:.c=.o)

            libutil.a: $(OBJS)
            \t$(AR) rcs $@ $^

            %.o: %.c
            \t$(CC) $(CFLAGS) -c $< -o $@

            clean:
            \trm -f *.o libutil.a
            """),
        "lib/proto/Makefile": tabs("""
            CFLAGS := -std=c11 -O2 -Wall -I../../include -I.
            OBJS   := frame.o decode.o encode.o

            libproto.a: $(OBJS)
            \t$(AR) rcs $@ $^

            proto_gen.h: schema.def gen.sh
            \tsh gen.sh schema.def > $@

            %.o: %.c
            \t$(CC) $(CFLAGS) -c $< -o $@

            clean:
            \trm -f *.o libproto.a proto_gen.h
            """),
        "lib/proto/gen.sh": dd("""
            #!/bin/sh
            # Generate message ids from the schema: one #define per line of schema.def.
            echo "/* generated from $1: do not edit */"
            n=1
            while read -r name; do
              echo "#define MSG_$name $n"
              n=$((n + 1))
            done < "$1"
            """),
        "lib/proto/schema.def": "HELLO\nPING\nPONG\nDATA\nACK\nBYE\n",
        "lib/proto/frame.c": dd("""
            #include <stddef.h>

            size_t frame_len(const unsigned char *b) { return (size_t)b[0] << 8 | b[1]; }
            """),
        "lib/proto/decode.c": dd("""
            #include <stddef.h>
            #include <string.h>
            #include "proto_gen.h"

            int decode_kind(const unsigned char *b, size_t n) {
                if (n < 3)
                    return -1;
                return b[2] == MSG_PING ? MSG_PONG : b[2];
            }
            """),
        "lib/proto/encode.c": dd("""
            #include <stddef.h>

            size_t encode_ack(unsigned char *out) { out[0] = 0; out[1] = 3; out[2] = 5; return 3; }
            """),
        "tools/cli/Makefile": tabs("""
            CFLAGS := -std=c11 -O2 -Wall -I../../include

            netcli: main.o ../../lib/proto/libproto.a ../../lib/util/libutil.a
            \t$(CC) -o $@ $^

            clean:
            \trm -f *.o netcli
            """),
        "tools/cli/main.c": "int main(void) { return 0; }\n",
    }
    for k, name in enumerate(util_names):
        files[f"lib/util/{name}.c"] = "".join(
            f"int {name}_{i}(int x) {{ return x * {i + 2} + {k}; }}\n" for i in range(4)
        )
    slug = "net/wirekit"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "build")
    job.set_up_job([])
    job.checkout(sha)
    env = c_env()
    job.step("make --version | head -1\ncc --version | head -1", env=env)
    shown = "make"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="make-recursive-submake-error-001",
        framework="make",
        failure_category="compile_error",
        summary=(
            "The recursive build fails in the lib/proto sub-make: decode.c includes the "
            "generated header proto_gen.h, but lib/proto/Makefile never makes decode.o "
            "depend on it, so in a clean checkout the generator rule never runs and gcc "
            "stops with 'decode.c:3:10: fatal error: proto_gen.h: No such file or "
            "directory'. make[1] fails the decode.o recipe and the top-level make reports "
            "the lib/proto target failed (Error 2). lib/util built fine. Add `decode.o: "
            "proto_gen.h` to lib/proto/Makefile."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, then a recursive make: 'Entering/Leaving "
            "directory' lines, 90 compile commands in lib/util, the fatal error in "
            "lib/proto (the path printed relative to the sub-make's folder) and the two "
            "levels of make error lines."
        ),
        signals=[
            Sig(
                "compile_error",
                "critical",
                "decode.c:3:10: fatal error: proto_gen.h: No such file or directory",
                why="the missing generated header",
            ),
            Sig(
                "error_message",
                "critical",
                "make[1]: *** [Makefile:11: decode.o] Error 1",
                why="the sub-make's failing recipe",
            ),
            Sig("error_message", "important", "make: *** [Makefile:7: lib/proto] Error 2"),
            Sig("error_message", "important", "lib/proto'"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 2."),
        ],
        relevant_files=["lib/proto/Makefile", "lib/proto/decode.c"],
        must_mention=["proto_gen.h", "lib/proto", "decode.c"],
        must_not_claim=["a syntax error in decode.c", "lib/util failed", "a link error"],
        primary_language="c",
        evidence_formats=["compiler_diagnostic", "plain_error_line"],
        noise_profile=["runner_setup", "build_progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ----------------------------------- 10 cmake: links to a target that was not found


KV_COMPONENTS = ["arena", "bloom", "cache", "codec", "compact", "config", "crc", "index",
                 "journal", "lock", "log", "manifest", "memtable", "metrics", "net",
                 "proto", "repl", "shard", "snapshot", "sstable", "stats", "txn",
                 "wal"]  # fmt: skip
KV_HEADERS = ["arpa/inet.h", "dlfcn.h", "endian.h", "fcntl.h", "inttypes.h", "netdb.h",
              "netinet/in.h", "poll.h", "pthread.h", "sched.h", "signal.h", "stdatomic.h",
              "stdint.h", "sys/epoll.h", "sys/eventfd.h", "sys/mman.h", "sys/random.h",
              "sys/resource.h", "sys/socket.h", "sys/stat.h", "sys/time.h", "sys/uio.h",
              "termios.h", "unistd.h", "zlib.h", "lz4.h", "zstd.h", "snappy-c.h"]  # fmt: skip


def build_cmake_link_target(w: Path) -> Built:
    checks = "".join(
        f"check_include_file({h} HAVE_{h.upper().replace('/', '_').replace('.', '_').replace('-', '_')})\n"  # noqa: E501
        for h in KV_HEADERS
    )
    comps = "".join(
        f"add_library(kv_{c} STATIC src/{c}.c)\n"
        f"target_include_directories(kv_{c} PUBLIC include)\n"
        f'message(STATUS "component {c}: enabled")\n'
        for c in KV_COMPONENTS
    )
    cmakelists = (
        "cmake_minimum_required(VERSION 3.20)\n"
        "project(kvserver VERSION 2.4.0 LANGUAGES C)\n"
        "set(CMAKE_C_STANDARD 11)\n"
        "include(CheckIncludeFile)\n"
        "include(CheckSymbolExists)\n"
        + checks
        + "check_symbol_exists(epoll_create1 sys/epoll.h HAVE_EPOLL_CREATE1)\n"
        + "check_symbol_exists(getrandom sys/random.h HAVE_GETRANDOM)\n"
        + "find_package(Threads REQUIRED)\n"
        + comps
        + "add_executable(kvserver src/main.c)\n"
        + "# snapshots are compressed with zlib since 2.4 (see CHANGELOG)\n"
        + "target_link_libraries(kvserver PRIVATE kv_snapshot kv_wal ZLIB::ZLIB Threads::Threads)\n"
        + "install(TARGETS kvserver)\n"
    )
    files: dict[str, str] = {
        "CMakeLists.txt": cmakelists,
        "src/main.c": "int main(void) { return 0; }\n",
    }
    for k, c in enumerate(KV_COMPONENTS):
        files[f"src/{c}.c"] = f"int kv_{c}_version(void) {{ return {k}; }}\n"
    gen_srcs = [f"gen_{word(k)}_{k:03d}" for k in range(200)]
    files["tools/codegen/CMakeLists.txt"] = (
        "cmake_minimum_required(VERSION 3.20)\nproject(kvcodegen C)\n"
        "add_executable(kvcodegen main.c " + " ".join(f"{g}.c" for g in gen_srcs) + ")\n"
    )
    files["tools/codegen/main.c"] = "int main(void) { return 0; }\n"
    for k, g in enumerate(gen_srcs):
        files[f"tools/codegen/{g}.c"] = f"int {g}(int x) {{ return x * {k + 1}; }}\n"
    files["include/kv.h"] = "int kv_snapshot_version(void);\n"
    slug = "storage/kvserver"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "gcc:12-bookworm")
    job.prepare(sha, "kvserver-build")
    env = c_env()
    job.sh("cmake --version", env=env)
    job.sh("cmake -S tools/codegen -B build-tools && cmake --build build-tools -j4", env=env)
    shown = "cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo"
    job.sh(shown, env=env)
    job.sh("cmake --build build --parallel 4", env=env)
    raw = job.finish(after=["cat build/CMakeFiles/CMakeConfigureLog.yaml | wc -l"])
    line = next(
        n
        for n, text in enumerate(cmakelists.split("\n"), 1)
        if text.startswith("target_link_libraries(kvserver")
    )
    case = Case(
        case_id="cmake-link-target-not-found-001",
        framework="cmake",
        failure_category="config_error",
        summary=(
            f"CMake's generate step fails: target_link_libraries links kvserver to "
            f"ZLIB::ZLIB, but CMakeLists.txt never calls find_package(ZLIB), so no such "
            f'imported target exists (\'Target "kvserver" links to: ZLIB::ZLIB but the '
            f"target was not found', reported at CMakeLists.txt:{line} "
            f"(target_link_libraries)). Configuring succeeds (dozens of header checks, "
            f"'Configuring done'), then 'CMake Generate step failed'. Add "
            f"find_package(ZLIB REQUIRED)."
        ),
        notes=(
            "GitLab-style log: runner set-up, cmake --version, a build of the code generator "
            "(201 objects), then the main configure with ~30 "
            "'Looking for ...' checks and 23 'component ... enabled' lines, the generate "
            "error, and an after_script."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                f"CMake Error at CMakeLists.txt:{line} (target_link_libraries):",
                why="where CMake reports it",
            ),
            Sig("error_message", "critical", "ZLIB::ZLIB", why="the missing target"),
            Sig("error_message", "critical", "but the target was not found."),
            Sig("error_message", "important", "CMake Generate step failed."),
            Sig("error_message", "important", 'Target "kvserver" links to:'),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["CMakeLists.txt"],
        must_mention=["ZLIB::ZLIB", "find_package", "kvserver"],
        must_not_claim=["a compile error", "zlib.h was not found", "a missing source file"],
        primary_language="c",
        evidence_formats=["plain_error_line"],
        noise_profile=["runner_setup", "configure_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ---------------------------------------- 11 ctest --output-on-failure: two failures


CODEC_TESTS = ["hex_encode", "hex_decode", "hex_upper", "b64_encode", "b64_decode",
               "b64_long", "url_encode", "url_reserved", "url_roundtrip", "utf8_valid",
               "utf8_invalid", "utf8_bom", "crc_empty", "crc_known", "varint_small",
               "varint_large", "varint_max", "csv_quote", "csv_plain", "json_escape",
               "json_unicode", "json_control", "qp_soft", "qp_hard", "rle_empty",
               "rle_runs", "zigzag_neg", "zigzag_pos", "percent_utf8", "slug_basic",
               "slug_unicode", "ascii_fold", "bytes_human", "bytes_si"]  # fmt: skip


def build_ctest_two_failures(w: Path) -> Built:
    codec = dd("""
        #include <string.h>
        #include "codec.h"

        static const char B64[] =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

        void b64_encode(const unsigned char *in, size_t n, char *out) {
            size_t o = 0;
            for (size_t i = 0; i < n; i += 3) {
                unsigned v = in[i] << 16 | (i + 1 < n ? in[i + 1] << 8 : 0)
                             | (i + 2 < n ? in[i + 2] : 0);
                out[o++] = B64[v >> 18 & 63];
                out[o++] = B64[v >> 12 & 63];
                if (i + 1 < n)
                    out[o++] = B64[v >> 6 & 63];
                if (i + 2 < n)
                    out[o++] = B64[v & 63];
            }
            out[o] = 0;
        }

        static int hexval(char c) {
            return c >= '0' && c <= '9' ? c - '0' : (c | 32) - 'a' + 10;
        }

        void url_decode(const char *in, char *out) {
            while (*in) {
                if (*in == '%' && in[1] && in[2]) {
                    *out++ = (char)(hexval(in[1]) << 4 | hexval(in[2]));
                    in += 3;
                } else {
                    *out++ = *in++;
                }
            }
            *out = 0;
        }
        """)
    files: dict[str, str] = {
        "CMakeLists.txt": dd("""
            cmake_minimum_required(VERSION 3.20)
            project(codecs C)
            set(CMAKE_C_STANDARD 11)
            add_library(codec src/codec.c)
            target_include_directories(codec PUBLIC include)
            enable_testing()
            file(GLOB TEST_SOURCES CONFIGURE_DEPENDS tests/t_*.c)
            list(SORT TEST_SOURCES)
            foreach(src ${TEST_SOURCES})
              get_filename_component(name ${src} NAME_WE)
              string(REGEX REPLACE "^t_" "" short ${name})
              add_executable(${name} ${src})
              target_link_libraries(${name} codec)
              add_test(NAME ${short} COMMAND ${name})
            endforeach()
            """),
        "include/codec.h": dd("""
            #include <stddef.h>
            void b64_encode(const unsigned char *in, size_t n, char *out);
            void url_decode(const char *in, char *out);
            """),
        "src/codec.c": codec,
        "tests/check.h": dd("""
            #include <stdio.h>
            #include <string.h>
            static int failures;
            #define CHECK_STR(got, want) do { \\
                if (strcmp((got), (want)) != 0) { \\
                    printf("%s:%d: CHECK_STR failed: got \\"%s\\", want \\"%s\\"\\n", \\
                           __FILE__, __LINE__, (got), (want)); \\
                    failures++; \\
                } else printf("ok %s\\n", (want)); } while (0)
            """),
        "tests/t_b64_padding.c": dd("""
            #include "check.h"
            #include "codec.h"

            int main(void) {
                char out[64];
                b64_encode((const unsigned char *)"abc", 3, out);
                CHECK_STR(out, "YWJj");
                b64_encode((const unsigned char *)"ab", 2, out);
                CHECK_STR(out, "YWI=");
                b64_encode((const unsigned char *)"a", 1, out);
                CHECK_STR(out, "YQ==");
                return failures != 0;
            }
            """),
        "tests/t_url_plus_space.c": dd("""
            #include "check.h"
            #include "codec.h"

            int main(void) {
                char out[64];
                url_decode("a%20b", out);
                CHECK_STR(out, "a b");
                url_decode("q=red+shoes", out);
                CHECK_STR(out, "q=red shoes");
                return failures != 0;
            }
            """),
    }
    for k, name in enumerate(CODEC_TESTS):
        files[f"tests/t_{name}.c"] = dd(f"""
            #include "check.h"
            #include "codec.h"

            int main(void) {{
                char out[64];
                for (int i = 0; i < {k % 4 + 2}; i++) {{
                    url_decode("{name}%2D{k}", out);
                    CHECK_STR(out, "{name}-{k}");
                }}
                return failures != 0;
            }}
            """)
    slug = "libs/codecs"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "test (ubuntu-24.04, gcc)")
    job.set_up_job([])
    job.checkout(sha)
    env = c_env()
    job.step("cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug\ncmake --build build -j 4", env=env)
    shown = "ctest --test-dir build -j2 --output-on-failure"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="ctest-output-on-failure-two-failures-001",
        framework="ctest",
        failure_category="test_assertion",
        summary=(
            "Two of 36 ctest tests fail, with their output shown by --output-on-failure. "
            "b64_padding: b64_encode() in src/codec.c never writes the '=' padding, so "
            '"ab" encodes to "YWI" and "a" to "YQ" (CHECK_STR failed: got "YWI", want '
            "\"YWI=\"). url_plus_space: url_decode() does not turn '+' into a space (got "
            '"q=red+shoes", want "q=red shoes"). The other 34 tests pass.'
        ),
        notes=(
            "GitHub-Actions-style log: set-up, cmake configure and a parallel build of 36 "
            "test executables ('[ NN%] Building C object' lines), then ctest -j2: 34 "
            "Passed lines, two Failed tests with their captured output, the "
            "'tests FAILED' list."
        ),
        signals=[
            Sig("failed_test", "critical", "b64_padding (Failed)", why="first failing test"),
            Sig("failed_test", "critical", "url_plus_space (Failed)", why="second failing test"),
            Sig(
                "assertion",
                "critical",
                'CHECK_STR failed: got "YWI", want "YWI="',
                why="the padding bug",
            ),
            Sig(
                "assertion",
                "critical",
                'CHECK_STR failed: got "q=red+shoes", want "q=red shoes"',
                why="the plus bug",
            ),
            Sig("test_summary", "important", "94% tests passed, 2 tests failed out of 36"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 8."),
        ],
        relevant_files=["src/codec.c"],
        relevant_tests=["b64_padding", "url_plus_space"],
        must_mention=["b64_padding", "url_plus_space", "padding", "+"],
        must_not_claim=["a crash", "a timeout", "a build error"],
        primary_language="c",
        evidence_formats=["test_summary", "assertion_diff"],
        noise_profile=["runner_setup", "build_progress_noise", "test_progress_noise"],
        multi_failure=True,
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------- 12 cargo test --no-fail-fast: failures in two crates


def geo_crate(name: str, k: int) -> str:
    fns = "".join(
        f"pub fn {word(k + i)}_{i}(x: i64) -> i64 {{\n    x * {i + 2} - {k}\n}}\n\n"
        for i in range(60)
    )
    tests = "".join(
        f"    #[test]\n    fn {word(k + i)}_{i}_linear() {{\n"
        f"        assert_eq!({word(k + i)}_{i}(3), {3 * (i + 2) - k});\n    }}\n\n"
        for i in range(60)
    )
    return f"{fns}#[cfg(test)]\nmod tests {{\n    use super::*;\n\n{tests}}}\n"


def build_cargo_no_fail_fast(w: Path) -> Built:
    crates = ["geo-cli", "geo-core", "geo-fmt", "geo-index", "geo-proj", "geo-tiles", "geo-wkt"]
    core = dd("""
        //! Core geometry: points and bounding boxes.

        #[derive(Debug, Clone, Copy, PartialEq)]
        pub struct Point {
            pub lat: f64,
            pub lon: f64,
        }

        /// Bounding box of the points as (min, max) corners.
        pub fn bbox(points: &[Point]) -> (Point, Point) {
            let mut lo = points[0];
            let mut hi = points[0];
            for p in points {
                lo.lat = lo.lat.min(p.lat);
                lo.lon = lo.lon.min(p.lon);
                hi.lat = hi.lat.max(p.lat);
                hi.lon = hi.lat.max(p.lon);
            }
            (lo, hi)
        }

        #[cfg(test)]
        mod tests {
            use super::*;

            fn p(lat: f64, lon: f64) -> Point {
                Point { lat, lon }
            }

            #[test]
            fn bbox_single_point() {
                assert_eq!(bbox(&[p(1.0, 2.0)]), (p(1.0, 2.0), p(1.0, 2.0)));
            }

            #[test]
            fn bbox_spans_all_points() {
                let pts = [p(10.0, -3.0), p(-2.0, 40.0), p(5.0, 7.5)];
                assert_eq!(bbox(&pts), (p(-2.0, -3.0), p(10.0, 40.0)), "bbox of {:?}", pts);
            }
        }
        """)
    index = dd("""
        //! A grid index: cell ids from "row:col" keys.

        #[derive(Debug, PartialEq)]
        pub enum KeyError {
            Malformed(String),
            OutOfRange { row: u32, col: u32 },
        }

        pub const ROWS: u32 = 180;
        pub const COLS: u32 = 360;

        pub fn cell_id(key: &str) -> Result<u32, KeyError> {
            let (r, c) = key.split_once(':').ok_or_else(|| KeyError::Malformed(key.into()))?;
            let row: u32 = r.trim().parse().map_err(|_| KeyError::Malformed(key.into()))?;
            let col: u32 = c.trim().parse().map_err(|_| KeyError::Malformed(key.into()))?;
            if row > ROWS || col > COLS {
                return Err(KeyError::OutOfRange { row, col });
            }
            Ok(row * COLS + col)
        }
        """)
    search = dd("""
        use geo_index::{cell_id, KeyError, COLS, ROWS};

        #[test]
        fn first_cell() -> Result<(), KeyError> {
            assert_eq!(cell_id("0:0")?, 0);
            Ok(())
        }

        #[test]
        fn last_cell() -> Result<(), KeyError> {
            assert_eq!(cell_id("179:359")?, 179 * 360 + 359);
            Ok(())
        }

        #[test]
        fn keys_with_spaces() -> Result<(), KeyError> {
            assert_eq!(cell_id(" 12 : 40 ")?, 12 * COLS + 40);
            Ok(())
        }

        #[test]
        fn row_past_the_grid_is_rejected() {
            assert_eq!(cell_id("180:0"), Err(KeyError::OutOfRange { row: ROWS, col: 0 }));
        }
        """)
    files: dict[str, str] = {
        "Cargo.toml": '[workspace]\nresolver = "2"\nmembers = ['
        + ", ".join(f'"crates/{c}"' for c in crates)
        + "]\n",
    }
    for k, c in enumerate(crates):
        files[f"crates/{c}/Cargo.toml"] = dd(f"""
            [package]
            name = "{c}"
            version = "0.{k + 3}.1"
            edition = "2021"
            """)
        files[f"crates/{c}/src/lib.rs"] = {"geo-core": core, "geo-index": index}.get(
            c, geo_crate(c, k)
        )
    files["crates/geo-index/tests/search.rs"] = search
    slug = "maps/geo-rs"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "rust:1.95-bookworm")
    job.prepare(sha, "geo-rs-cargo")
    env = cargo_env()
    job.sh("cargo --version && rustc --version", env=env)
    job.sh("cargo build --workspace --all-targets", env=env)
    shown = "cargo test --workspace --no-fail-fast"
    job.sh(shown, env=env)
    raw = job.finish(artifacts="target/nextest/")
    case = Case(
        case_id="cargo-test-no-fail-fast-two-crates-001",
        framework="cargo",
        failure_category="test_assertion",
        summary=(
            "With --no-fail-fast, cargo runs every test binary and reports two failing "
            "targets. In geo-core, tests::bbox_spans_all_points fails because bbox() in "
            "crates/geo-core/src/lib.rs computes hi.lon from hi.lat (typo `hi.lat.max(p.lon)`), "
            "so the box's max longitude is 10.0 instead of 40.0 (assert_eq left/right). In geo-index's "  # noqa: E501
            "integration test tests/search.rs, row_past_the_grid_is_rejected fails because "
            "cell_id() checks `row > ROWS` instead of `row >= ROWS`, so row 180 is accepted. "
            "cargo ends with 'error: 2 targets failed:' naming both."
        ),
        notes=(
            "GitLab-style log: runner set-up, cargo build, then cargo test over seven "
            "crates: ~300 'ok' lines, two failures in different test binaries (each with "
            "its own failures: section and 'test result: FAILED'), doc-test sections, and "
            "the closing list of failed targets."
        ),
        signals=[
            Sig("failed_test", "critical", "tests::bbox_spans_all_points", why="geo-core"),
            Sig("failed_test", "critical", "row_past_the_grid_is_rejected", why="geo-index"),
            Sig("error_message", "critical", "error: 2 targets failed:", why="the verdict"),
            Sig("error_message", "important", "`-p geo-core --lib`"),
            Sig("error_message", "important", "`-p geo-index --test search`"),
            Sig("panic", "important", "assertion `left == right` failed: bbox of"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 101"),
        ],
        relevant_files=["crates/geo-core/src/lib.rs", "crates/geo-index/src/lib.rs"],
        relevant_tests=["tests::bbox_spans_all_points", "row_past_the_grid_is_rejected"],
        must_mention=["bbox_spans_all_points", "row_past_the_grid_is_rejected", "geo-index"],
        must_not_claim=["a compile error", "only one crate failed", "a panic in cell_id"],
        primary_language="rust",
        evidence_formats=["assertion_diff", "test_summary"],
        noise_profile=["runner_setup", "test_progress_noise"],
        multi_failure=True,
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------- 13 cargo build: E0277 (Rc is not Send)


INGEST_CRATES = ["ingest-auth", "ingest-batch", "ingest-codec", "ingest-config",
                 "ingest-dedupe", "ingest-metrics", "ingest-queue", "ingest-retry",
                 "ingest-schema", "ingest-store", "ingest-worker"]  # fmt: skip


def ingest_crate(k: int) -> str:
    return "\n".join(
        f"/// Stage {i} of the {word(k)} pipeline.\n"
        f"pub fn {word(k + i)}_{i}(input: &[u8]) -> usize {{\n"
        f"    let unused_{i} = input.len();\n"
        f"    input.iter().filter(|b| **b > {i * 9}).count()\n}}\n"
        for i in range(12)
    )


def build_cargo_e0277(w: Path) -> Built:
    worker = dd("""
        //! Runs ingest batches on a pool of worker threads.
        use std::cell::RefCell;
        use std::rc::Rc;
        use std::thread;

        pub struct Stats {
            pub batches: u64,
        }

        pub fn run_batches(batches: Vec<Vec<u8>>) -> u64 {
            let stats = Rc::new(RefCell::new(Stats { batches: 0 }));
            let mut handles = Vec::new();
            for batch in batches {
                let stats = Rc::clone(&stats);
                handles.push(thread::spawn(move || {
                    let _len = batch.len();
                    stats.borrow_mut().batches += 1;
                }));
            }
            for h in handles {
                h.join().unwrap();
            }
            let n = stats.borrow().batches;
            n
        }
        """)
    files: dict[str, str] = {
        "Cargo.toml": '[workspace]\nresolver = "2"\nmembers = ['
        + ", ".join(f'"crates/{c}"' for c in INGEST_CRATES)
        + "]\n",
    }
    for k, c in enumerate(INGEST_CRATES):
        files[f"crates/{c}/Cargo.toml"] = dd(f"""
            [package]
            name = "{c}"
            version = "3.{k}.0"
            edition = "2021"
            """)
        files[f"crates/{c}/src/lib.rs"] = worker if c == "ingest-worker" else ingest_crate(k)
    slug = "data/ingest"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "build (stable)")
    job.set_up_job(["dtolnay/rust-toolchain@stable", "actions/cache@v4"])
    job.checkout(sha)
    job.action("dtolnay/rust-toolchain@stable", {"toolchain": "stable", "components": "rustfmt"})
    cache_action(job, "~/.cargo/registry\ntarget", "cargo-Linux-8e1f77", "cargo-Linux-", 25_165_824)
    env = cargo_env()
    job.step("cargo fmt --all --check && echo 'rustfmt: ok'", env=env)
    job.step(
        "cargo metadata --format-version 1 --no-deps | jq -r '.packages[] | .name + \" \" + .version'",  # noqa: E501
        env=env,
    )
    shown = "cargo build --workspace"
    job.step(shown, env=env)
    job.step("cargo test --workspace", env=env)
    raw = job.finish()
    case = Case(
        case_id="cargo-build-e0277-workspace-001",
        framework="cargo",
        failure_category="compile_error",
        summary=(
            "The workspace build fails in ingest-worker: run_batches() in "
            "crates/ingest-worker/src/lib.rs shares its counters through "
            "Rc<RefCell<Stats>> and moves a clone into thread::spawn, but Rc is not Send: "
            "error[E0277]: `Rc<RefCell<Stats>>` cannot be sent between threads safely "
            "(at line 15). Use Arc<Mutex<Stats>> (or an AtomicU64). The other crates "
            "compile with unused-variable warnings; fmt and metadata steps before it pass."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, toolchain and cache actions, a clean "
            "`cargo fmt --check`, a metadata listing, then cargo build: Compiling lines, "
            "unused-variable warnings from the other crates, the E0277 block with its notes "
            "(required by a bound in `spawn`), and cargo's 'could not compile'."
        ),
        signals=[
            Sig(
                "compile_error",
                "critical",
                "error[E0277]: `Rc<RefCell<Stats>>` cannot be sent between threads safely",
                why="the error",
            ),
            Sig("stack_location", "critical", file="crates/ingest-worker/src/lib.rs", line=15),
            Sig(
                "error_message",
                "critical",
                "error: could not compile `ingest-worker` (lib)",
                why="the failing crate",
            ),
            Sig("error_message", "important", "required by a bound in `spawn`"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 101."),
        ],
        relevant_files=["crates/ingest-worker/src/lib.rs"],
        must_mention=["E0277", "Rc", "Send", "thread::spawn"],
        must_not_claim=["a formatting problem", "an unused variable error", "a borrow error"],
        primary_language="rust",
        evidence_formats=["compiler_diagnostic"],
        noise_profile=["runner_setup", "warning_noise", "build_progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ---------------------------------------- 14 npm run lint: custom script, exit code 2


UI_DIRS = ["ui", "server", "shared"]


def build_npm_lint_exit(w: Path) -> Built:
    lint = dd("""
        // Layering check: ui/ may import shared/ only; server/ may import shared/ only.
        import { readdirSync, readFileSync, statSync } from 'node:fs';
        import { join, relative, dirname, resolve } from 'node:path';

        const root = process.argv[2] ?? 'src';
        const layers = { ui: ['ui', 'shared'], server: ['server', 'shared'], shared: ['shared'] };
        const files = [];
        (function walk(dir) {
          for (const name of readdirSync(dir).sort()) {
            const p = join(dir, name);
            if (statSync(p).isDirectory()) walk(p);
            else if (p.endsWith('.mjs')) files.push(p);
          }
        })(root);
        let problems = 0;
        for (const file of files) {
          const layer = relative(root, file).split('/')[0];
          const lines = readFileSync(file, 'utf8').split('\\n');
          lines.forEach((line, i) => {
            const m = line.match(/from '(\\.[^']+)'/);
            if (!m) return;
            const target = relative(root, resolve(dirname(file), m[1])).split('/')[0];
            if (!layers[layer].includes(target)) {
              problems += 1;
              console.log(`${file}:${i + 1}: forbidden import '${m[1]}' (${layer} must not import ${target})`);
            }
          });
        }
        console.log(`layer-lint: checked ${files.length} files, ${problems} problem(s)`);
        process.exit(problems ? 2 : 0);
        """)  # noqa: E501
    build = dd("""
        import { readdirSync, statSync } from 'node:fs';
        import { join } from 'node:path';

        let total = 0;
        for (const layer of ['shared', 'server', 'ui']) {
          for (const name of readdirSync(join('src', layer)).sort()) {
            const size = statSync(join('src', layer, name)).size;
            total += size;
            console.log(`  dist/${layer}/${name.replace('.mjs', '.js')}  ${(size / 1024).toFixed(2)} kB`);
          }
        }
        console.log(`build finished in 412ms: ${(total / 1024).toFixed(1)} kB, 0 errors, 0 warnings`);
        """)  # noqa: E501
    files: dict[str, str] = {
        "package.json": json.dumps(
            {
                "name": "storefront",
                "version": "7.3.0",
                "private": True,
                "type": "module",
                "scripts": {
                    "build": "node scripts/build.mjs",
                    "lint": "node scripts/layer-lint.mjs src",
                    "test": "node --test",
                },
            },
            indent=2,
        )
        + "\n",
        "scripts/layer-lint.mjs": lint,
        "scripts/build.mjs": build,
    }
    for k in range(150):
        for layer in UI_DIRS:
            name = f"{word(k)}{k}"
            imp = "" if layer == "shared" else f"import {{ fmt{k} }} from '../shared/{name}.mjs';\n"
            files[f"src/{layer}/{name}.mjs"] = (
                f"{imp}export function fmt{k}(x) {{\n  return `{layer}:{name}:${{x}}`;\n}}\n"
            )
    files["src/ui/cart-badge.mjs"] = dd("""
        import { fmt3 } from '../shared/delta3.mjs';
        import { countItems } from '../server/cart-store.mjs';

        export function badge(cartId) {
          return fmt3(countItems(cartId));
        }
        """)
    files["src/server/cart-store.mjs"] = (
        "export function countItems(id) {\n  return id.length;\n}\n"
    )
    slug = "web/storefront"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "node:20-bookworm")
    job.prepare(sha, "storefront-npm")
    env = npm_env(w)
    job.sh("node --version && npm --version", env=env)
    job.sh("npm run build", env=env)
    shown = "npm run lint"
    job.sh(shown, env=env)
    raw = job.finish(artifacts="dist/")
    case = Case(
        case_id="npm-run-lint-custom-exit-code-001",
        framework="npm",
        failure_category="lint_error",
        summary=(
            "`npm run lint` runs the project's own layering check, which finds one "
            "forbidden import: src/ui/cart-badge.mjs line 2 imports "
            "'../server/cart-store.mjs' (ui must not import server). The script exits 2 "
            "and npm passes the code on (the job fails with exit code 2; npm itself prints "
            "no error lines). The build step before it "
            "passed ('0 errors, 0 warnings'). Move countItems to shared/ or call the API."
        ),
        notes=(
            "GitLab-style log: runner set-up, node/npm versions, `npm run build` listing "
            "452 output files, then `npm run lint`: npm's script banner, the lint "
            "script's one problem line and its summary, and the job's exit code 2."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "src/ui/cart-badge.mjs:2: forbidden import '../server/cart-store.mjs' "
                "(ui must not import server)",
                why="the lint finding",
            ),
            Sig("exit_code", "critical", "ERROR: Job failed: exit code 2", why="the exit code"),
            Sig("error_message", "important", "layer-lint: checked 452 files, 1 problem(s)"),
            Sig("command", "important", "node scripts/layer-lint.mjs src"),
        ],
        relevant_files=["src/ui/cart-badge.mjs", "scripts/layer-lint.mjs"],
        must_mention=["cart-badge.mjs", "cart-store", "lint"],
        must_not_claim=["the build failed", "a syntax error", "a missing dependency"],
        primary_language="javascript",
        evidence_formats=["plain_error_line"],
        noise_profile=["runner_setup", "build_progress_noise", "misleading_error_words"],
        commands=job.commands,
    )
    return raw, "gitlab", case


# -------------------------------------------- 15 node: unhandled rejection (non-Error)


def build_node_unhandled_rejection(w: Path) -> Built:
    sync = dd("""
        // Mirror the built assets to every regional bucket (dry-run client in CI).
        import { readFileSync } from 'node:fs';
        import { setTimeout as sleep } from 'node:timers/promises';

        const manifest = JSON.parse(readFileSync('assets.json', 'utf8'));
        const buckets = JSON.parse(readFileSync('buckets.json', 'utf8'));

        async function checkQuota(bucket, bytes) {
          await sleep(1);
          if (bytes > bucket.quotaBytes) {
            throw `quota exceeded for bucket ${bucket.name}: need ${bytes} bytes, quota ${bucket.quotaBytes}`;
          }
        }

        async function upload(bucket, asset) {
          await sleep(0);
          return `${bucket.name}/${asset.path}`;
        }

        async function syncBucket(bucket) {
          const total = manifest.reduce((n, a) => n + a.bytes, 0);
          let done = 0;
          for (const asset of manifest) {
            const key = await upload(bucket, asset);
            done += 1;
            if (done % 10 === 0) console.log(`[${bucket.name}] ${done}/${manifest.length} ${key}`);
          }
          checkQuota(bucket, total);
          console.log(`[${bucket.name}] synced ${manifest.length} assets (${total} bytes)`);
        }

        for (const bucket of buckets) {
          await syncBucket(bucket);
        }
        console.log('all buckets synced');
        """)  # noqa: E501
    assets = [
        {"path": f"static/{word(k)}/{word(k * 3)}-{k:04d}.{['js', 'css', 'png', 'woff2'][k % 4]}",
         "bytes": 2000 + (k * 7919) % 90000}
        for k in range(180)
    ]  # fmt: skip
    total = sum(a["bytes"] for a in assets)
    regions = ["us-east", "us-west", "eu-central", "eu-west", "ap-south", "ap-northeast",
               "sa-east"]  # fmt: skip
    buckets = [
        {"name": f"media-{r}", "quotaBytes": 9_000_000 if r != "eu-west" else 8_000_000}
        for r in regions
    ]
    files = {
        "package.json": json.dumps(
            {"name": "asset-sync", "version": "1.4.2", "private": True, "type": "module"},
            indent=2,
        )
        + "\n",
        "scripts/sync.mjs": sync,
        "assets.json": json.dumps(assets, indent=1) + "\n",
        "buckets.json": json.dumps(buckets, indent=2) + "\n",
    }
    slug = "web/asset-sync"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "deploy-assets (dry run)")
    job.set_up_job(["actions/setup-node@v4"])
    job.checkout(sha)
    setup_node(job)
    env = npm_env(w)
    job.step("node -e \"console.log(require('./assets.json').length + ' assets')\"", env=env)
    shown = "node scripts/sync.mjs"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="node-unhandled-rejection-reason-001",
        framework="generic",
        failure_category="runtime_error",
        summary=(
            f"The asset sync crashes node with an unhandled promise rejection: syncBucket() "
            f"in scripts/sync.mjs calls checkQuota() without `await`, and for media-eu-west "
            f"(quota 8000000 bytes, assets {total} bytes) checkQuota throws a plain string, "
            f"so node reports 'UnhandledPromiseRejection: ... The promise rejected with the "
            f'reason "quota exceeded for bucket media-eu-west: ..."\' with code '
            f"ERR_UNHANDLED_REJECTION and only node-internal stack frames. Because the check is not awaited, "  # noqa: E501
            f"the script had already printed 'synced' for that bucket. Await the check and "
            f"throw an Error."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, setup-node, then ~150 progress lines for "
            "four buckets and node's unhandled-rejection report (an internal source line, "
            "node-internal frames only, the 'Node.js v20' footer), exit 1."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                f"quota exceeded for bucket media-eu-west: need {total} bytes, quota 8000000",
                why="the rejection reason",
            ),
            Sig("error_message", "critical", "ERR_UNHANDLED_REJECTION", why="node's error code"),
            Sig("exception", "important", "UnhandledPromiseRejection: This error originated"),
            Sig("exit_code", "important", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["scripts/sync.mjs", "buckets.json"],
        must_mention=["media-eu-west", "quota", "UnhandledPromiseRejection"],
        must_not_claim=["a network error", "all buckets synced", "an upload failed"],
        primary_language="javascript",
        evidence_formats=["plain_error_line"],
        noise_profile=["runner_setup", "progress_noise"],
        difficulty="hard",
        commands=job.commands,
    )
    return raw, "github_actions", case


# -------------------------------- 16 pip: a build dependency missing from the wheelhouse


SDK_PKGS = [f"acme-{word(k)}{'' if k < 26 else k // 26 + 1}" for k in range(60)]
SDK_PKGS.insert(40, "acme-telemetry")  # requirements-ci.txt lists it after the first forty


def build_pip_build_deps(w: Path) -> Built:
    files: dict[str, str] = {
        "requirements-ci.txt": "".join(f"./libs/{p}\n" for p in SDK_PKGS),
    }
    for k, name in enumerate(SDK_PKGS):
        mod = name.replace("-", "_")
        requires = '"setuptools>=61"'
        version = f'version = "1.{k}.0"'
        extra = ""
        if name == "acme-telemetry":
            requires = '"setuptools>=64", "setuptools-scm>=8"'
            version = 'dynamic = ["version"]'
            extra = '\n[tool.setuptools_scm]\nroot = "../.."\n'
        files[f"libs/{name}/pyproject.toml"] = (
            f"[build-system]\nrequires = [{requires}]\n"
            f'build-backend = "setuptools.build_meta"\n\n'
            f'[project]\nname = "{name}"\n{version}\nrequires-python = ">=3.10"\n{extra}'
        )
        files[f"libs/{name}/{mod}/__init__.py"] = "".join(
            f"def {word(k + i)}(x):\n    return x + {i}\n\n\n" for i in range(4)
        )
    slug = "platform/acme-sdk"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim-bookworm")
    job.prepare(sha, "acme-sdk-wheelhouse")
    wheelhouse = job.cwd / ".wheelhouse"  # the runner cache restored above
    wheelhouse.mkdir()
    for wheel in ("setuptools-84.0.0-py3-none-any.whl", "wheel-0.48.0-py3-none-any.whl"):
        shutil.copy(PYPI_FILES / wheel, wheelhouse / wheel)
    env = py_env(PIP_CONFIG_FILE="/dev/null")
    job.sh("python -m venv .ci-venv && .ci-venv/bin/python -m pip --version", env=env)
    job.sh("ls -1 .wheelhouse", env=env)
    shown = ".ci-venv/bin/python -m pip install --no-index --find-links .wheelhouse -r requirements-ci.txt"  # noqa: E501
    job.sh(shown, env=env)
    raw = job.finish(after=["du -sh .wheelhouse"])
    case = Case(
        case_id="pip-build-deps-offline-missing-001",
        framework="pip",
        failure_category="dependency_install",
        summary=(
            "The offline install of the SDK's local packages fails while installing the "
            "build dependencies of ./libs/acme-telemetry: its pyproject.toml's "
            "[build-system] requires setuptools-scm>=8, which is not in the .wheelhouse "
            "cache (it holds only setuptools and wheel), and pip runs with --no-index: "
            "'ERROR: Could not find a version that satisfies the requirement "
            "setuptools-scm>=8 (from versions: none)' inside pip's 'pip subprocess to "
            "install build dependencies did not run successfully' box. The forty packages "
            "before it prepare fine. Add setuptools-scm to the wheelhouse."
        ),
        notes=(
            "GitLab-style log: runner set-up, a venv, the wheelhouse listing, then pip "
            "install -r: Processing/Installing build dependencies/Preparing metadata lines "
            "for forty local packages, then the build-dependency failure box with pip's "
            "nested output and the final 'error: subprocess-exited-with-error'."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "ERROR: Could not find a version that satisfies the requirement "
                "setuptools-scm>=8 (from versions: none)",
                why="the missing build dependency",
            ),
            Sig(
                "error_message",
                "critical",
                "pip subprocess to install build dependencies did not run successfully.",
                why="the failing phase",
            ),
            Sig("error_message", "critical", "acme-telemetry", why="the package"),
            Sig(
                "error_message",
                "important",
                "ERROR: No matching distribution found for setuptools-scm>=8",
            ),
            Sig("error_message", "important", "error: subprocess-exited-with-error"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["libs/acme-telemetry/pyproject.toml", "requirements-ci.txt"],
        must_mention=["setuptools-scm", "acme-telemetry", "build dependencies"],
        must_not_claim=["a network error", "a compile error", "a version conflict"],
        evidence_formats=["plain_error_line"],
        noise_profile=["runner_setup", "verbose_build_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------ 17 terraform validate -json: two diagnostics


TF_NET_PARTS = ["bastion", "dns", "firewall", "flowlogs", "gateway", "lb", "nat", "peering",
                "routes", "vpn"]  # fmt: skip


def build_terraform_validate_json(w: Path) -> Built:
    files: dict[str, str] = {
        "versions.tf": 'terraform {\n  required_version = ">= 1.5.0"\n}\n',
        "variables.tf": dd("""
            variable "env" {
              type    = string
              default = "staging"
            }

            variable "subnets" {
              type    = list(string)
              default = ["10.20.0.0/24", "10.20.1.0/24", "10.20.2.0/24"]
            }
            """),
        "network.tf": dd("""
            locals {
              subnet_count = lenght(var.subnets)
              labels       = { env = var.env, team = "network" }
            }

            resource "terraform_data" "vpc" {
              input = {
                name    = "${var.env}-vpc"
                subnets = local.subnet_count
              }
            }
            """),
        "monitoring.tf": dd("""
            resource "terraform_data" "alarms" {
              input = {
                name = "${var.env}-alarms"
              }
              tags = local.labels
            }
            """),
    }
    for k, part in enumerate(TF_NET_PARTS):
        files[f"modules/{part}/main.tf"] = 'variable "env" {\n  type = string\n}\n\n' + "\n".join(
            dd(f"""
            resource "terraform_data" "{part}_{i}" {{
              input = {{
                name  = "${{var.env}}-{part}-{i}"
                index = {k * 10 + i}
              }}
            }}
            """)
            for i in range(4)
        )
    files["modules.tf"] = "\n".join(
        f'module "{part}" {{\n  source = "./modules/{part}"\n  env    = var.env\n}}\n'
        for part in TF_NET_PARTS
    )
    slug = "netops/tf-network"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "terraform (validate)")
    job.set_up_job(["hashicorp/setup-terraform@v3"])
    job.checkout(sha)
    setup_terraform(job)
    env = tf_env(w)
    job.step("terraform version\nterraform init -input=false -backend=false", env=env)
    job.step("terraform fmt -check -recursive && echo 'fmt: 0 files need formatting'", env=env)
    job.step(
        'for d in modules/*/; do\n  echo "== $d"\n'
        '  terraform -chdir="$d" init -input=false -backend=false\n'
        '  terraform -chdir="$d" validate -json\ndone',
        env=env,
    )
    job.step("terraform providers", env=env)
    shown = "terraform validate -json"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="terraform-validate-json-two-diagnostics-001",
        framework="terraform",
        failure_category="config_error",
        summary=(
            "The root module's `terraform validate -json` reports valid: false with two "
            "errors (the ten child modules, validated one by one before it, are valid): network.tf "
            "line 2 calls lenght(var.subnets), a misspelling of length ('Call to unknown "
            'function\', There is no function named "lenght"), and monitoring.tf line 5 '
            "sets `tags` on a terraform_data resource, which has no such argument "
            "('Unsupported argument'). init, fmt and providers passed."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, setup-terraform, init, a clean fmt check "
            "('0 files need formatting'), init and a valid `validate -json` document (with "
            "'\"error_count\": 0') for each of ten modules, the providers tree, then the "
            "root's pretty-printed "
            "JSON document with two diagnostics (ranges, snippets)."
        ),
        signals=[
            Sig("error_message", "critical", '"valid": false', why="validation failed"),
            Sig(
                "error_message",
                "critical",
                '"summary": "Call to unknown function"',
                why="first diagnostic",
            ),
            Sig(
                "error_message",
                "critical",
                '"summary": "Unsupported argument"',
                why="second diagnostic",
            ),
            Sig("error_message", "important", '"error_count": 2'),
            Sig("error_message", "important", '"filename": "network.tf"'),
            Sig("error_message", "important", '"filename": "monitoring.tf"'),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["network.tf", "monitoring.tf"],
        must_mention=["lenght", "tags", "network.tf", "monitoring.tf"],
        must_not_claim=["a provider error", "a formatting problem", "a state lock"],
        primary_language="hcl",
        evidence_formats=["json"],
        noise_profile=["runner_setup", "verbose_build_noise", "misleading_error_words"],
        multi_failure=True,
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------- 18 terraform plan: invalid function argument (cidrsubnet)


def build_terraform_cidrsubnet(w: Path) -> Built:
    files: dict[str, str] = {
        "versions.tf": 'terraform {\n  required_version = ">= 1.5.0"\n}\n',
        "variables.tf": dd("""
            variable "env" {
              type = string
            }

            variable "vpc_cidr" {
              type = string
            }

            variable "azs" {
              type = list(string)
            }
            """),
        "subnets.tf": dd("""
            locals {
              # one /24 per zone, spaced 100 apart to leave room for future tiers
              subnet_cidrs = [for i, az in var.azs : cidrsubnet(var.vpc_cidr, 8, i * 100)]
            }

            resource "terraform_data" "subnet" {
              count = length(var.azs)
              input = {
                name = "${var.env}-${var.azs[count.index]}"
                cidr = local.subnet_cidrs[count.index]
              }
            }
            """),
        "services.tf": "\n".join(
            dd(f"""
            resource "terraform_data" "svc_{word(k)}_{k}" {{
              input = {{
                name   = "${{var.env}}-{word(k)}-{k}"
                subnet = terraform_data.subnet[{k % 3}].output.cidr
                port   = {8000 + k}
              }}
            }}
            """)
            for k in range(40)
        ),
        "env/staging.tfvars": dd("""
            env      = "staging"
            vpc_cidr = "10.40.0.0/16"
            azs      = ["eu-west-1a", "eu-west-1b", "eu-west-1c"]
            """),
        "env/prod.tfvars": dd("""
            env      = "prod"
            vpc_cidr = "10.50.0.0/16"
            azs      = ["eu-west-1a", "eu-west-1b", "eu-west-1c", "eu-west-1d"]
            """),
    }
    slug = "platform/tf-vpc"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "hashicorp/terraform:1.11")
    job.prepare(sha, "tf-vpc")
    env = tf_env(w)
    job.sh("terraform init -input=false -no-color", env=env)
    job.sh("terraform validate -no-color", env=env)
    job.sh("terraform plan -input=false -no-color -var-file=env/staging.tfvars", env=env)
    shown = "terraform plan -input=false -no-color -var-file=env/prod.tfvars"
    job.sh(shown, env=env)
    raw = job.finish(artifacts="prod.tfplan")
    case = Case(
        case_id="terraform-plan-function-call-error-001",
        framework="terraform",
        failure_category="config_error",
        summary=(
            "The prod plan fails in subnets.tf line 3: cidrsubnet(var.vpc_cidr, 8, i * 100) "
            "numbers the zones' /24 subnets 0, 100, 200, 300, and prod has four zones, so "
            "the fourth call asks for subnet 300 of a /16 split into 256 /24s: 'Error in "
            'function call ... Call to function "cidrsubnet" failed: prefix extension of 8 '
            "does not accommodate a subnet numbered 300.' The staging plan (three "
            "zones) succeeds just before it."
        ),
        notes=(
            "GitLab-style log: runner set-up, init, validate ('Success!'), a full staging "
            "plan of 43 resources, then the prod plan's error block (the expression, the "
            "value of var.vpc_cidr, the message wrapped over two lines)."
        ),
        signals=[
            Sig("error_message", "critical", "Error: Error in function call", why="the error"),
            Sig(
                "error_message",
                "critical",
                'Call to function "cidrsubnet" failed: prefix extension of 8 does not',
                why="why it failed",
            ),
            Sig("error_message", "critical", "on subnets.tf line 3, in locals:", why="where"),
            Sig("error_message", "important", "accommodate a subnet numbered 300."),
            Sig("error_message", "important", 'var.vpc_cidr is "10.50.0.0/16"'),
            Sig(
                "command",
                "important",
                "terraform plan -input=false -no-color -var-file=env/prod.tfvars",
            ),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["subnets.tf", "env/prod.tfvars"],
        must_mention=["cidrsubnet", "300", "prod"],
        must_not_claim=["the staging plan failed", "a provider error", "an overlapping CIDR"],
        primary_language="hcl",
        evidence_formats=["plain_error_line"],
        noise_profile=["runner_setup", "verbose_build_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------ 19 bash set -x trace ending in jq error


RELEASE_SERVICES = ["accounts", "audit", "billing", "catalog", "checkout", "gateway",
                    "inventory", "notify", "orders", "payments", "search", "users"]  # fmt: skip


def build_shell_set_x_jq(w: Path) -> Built:
    script = dd("""
        #!/usr/bin/env bash
        # Render the release manifest: one line per service with its image and tag.
        set -euxo pipefail
        out=build/release.txt
        mkdir -p build
        : > "$out"
        for dir in services/*/; do
          svc=$(basename "$dir")
          manifest="$dir/manifest.json"
          replicas=$(jq -r '.replicas' "$manifest")
          repo=$(jq -r '.image.repository' "$manifest")
          tag=$(jq -r '.image.tag' "$manifest")
          for port in $(jq -r '.ports[]' "$manifest"); do
            echo "  $svc listens on $port"
          done
          echo "$svc $repo:$tag x$replicas" >> "$out"
        done
        wc -l "$out"
        """)
    files: dict[str, str] = {"scripts/render-release.sh": script}
    for k, svc in enumerate(RELEASE_SERVICES):
        image: object = {"repository": f"registry.example.com/shop/{svc}", "tag": f"2026.11.{k}"}
        if svc == "inventory":
            image = f"registry.example.com/shop/{svc}:2026.11.{k}"  # the new one-string form
        doc = {"name": svc, "replicas": k % 3 + 2, "image": image,
               "ports": [8080 + k, 9090 + k, 9100 + k]}  # fmt: skip
        files[f"services/{svc}/manifest.json"] = json.dumps(doc, indent=2) + "\n"
    slug = "shop/release-tools"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "release-manifest")
    job.set_up_job([])
    job.checkout(sha)
    env = c_env()
    job.step(
        "jq --version\nfor f in services/*/manifest.json; do jq -e . \"$f\" > /dev/null; done\necho 'manifests: 0 errors'",  # noqa: E501
        env=env,
    )
    shown = "bash scripts/render-release.sh"
    job.step(shown, env=env)
    job.step("cat build/release.txt", env=env)
    raw = job.finish()
    case = Case(
        case_id="shell-set-x-trace-jq-error-001",
        framework="generic",
        failure_category="build_script_error",
        summary=(
            "The release script (set -euxo pipefail) stops at the inventory service: "
            "services/inventory/manifest.json gives `image` as one string "
            '("registry.example.com/shop/inventory:2026.11.6") instead of an object with '
            "repository and tag, so `jq -r '.image.repository'` fails with 'jq: error (at "
            "services/inventory//manifest.json:10): Cannot index string with string "
            '"repository"\' '
            "and the command substitution's exit status 5 ends the script. The earlier `jq "
            "-e .` validity check passed: the file is valid JSON, just the wrong shape."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, a JSON validity check ending 'manifests: 0 "
            "errors', then the script's xtrace: hundreds of '+ ' and '++ ' lines for six "
            "services, the jq error, and the runner's exit-code line."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                'Cannot index string with string "repository"',
                why="the jq error",
            ),
            Sig("error_message", "critical", "services/inventory//manifest.json", why="which file"),
            Sig("exit_code", "critical", "##[error]Process completed with exit code 5."),
            Sig(
                "command", "important", "jq -r .image.repository services/inventory//manifest.json"
            ),
        ],
        relevant_files=["services/inventory/manifest.json", "scripts/render-release.sh"],
        must_mention=["inventory", "image", "jq"],
        must_not_claim=["invalid JSON", "a missing file", "jq is not installed"],
        primary_language="shell",
        evidence_formats=["shell_command_output", "plain_error_line"],
        noise_profile=["runner_setup", "shell_trace_noise", "misleading_error_words"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------- 20 Perl: is_deeply failure under make test


def build_perl_is_deeply(w: Path) -> Built:
    files: dict[str, str] = {
        "Makefile.PL": dd("""
            use strict;
            use warnings;
            use ExtUtils::MakeMaker;

            WriteMakefile(
                NAME         => 'Text::CSVLite',
                VERSION_FROM => 'lib/Text/CSVLite.pm',
                ABSTRACT     => 'A tiny CSV line splitter',
                AUTHOR       => 'Dana Whitfield <dana@example.com>',
                LICENSE      => 'perl',
                PREREQ_PM    => { 'Test::More' => '0.98' },
            );
            """),
        "lib/Text/CSVLite.pm": dd("""
            package Text::CSVLite;
            use strict;
            use warnings;
            use Exporter 'import';
            our @EXPORT_OK = qw(split_line join_line);
            our $VERSION = '0.31';

            # Split one CSV line; double-quoted fields may contain commas.
            sub split_line {
                my ($line) = @_;
                my @fields = split /,/, $line, -1;
                s/^"(.*)"$/$1/ for @fields;
                return \\@fields;
            }

            sub join_line {
                my @f = map { /[,"]/ ? '"' . s/"/""/gr . '"' : $_ } @_;
                return join ',', @f;
            }

            1;
            """),
        "t/03-quoted.t": dd("""
            use strict;
            use warnings;
            use Test::More;
            use Text::CSVLite qw(split_line);

            is_deeply(split_line('a,b,c'), [qw(a b c)], 'plain fields');
            is_deeply(split_line('"x",y'), ['x', 'y'], 'quoted field without comma');
            is_deeply(
                split_line('42,"Smith, Jane",admin'),
                ['42', 'Smith, Jane', 'admin'],
                'quoted field with a comma',
            );
            is_deeply(split_line('a,,b'), ['a', '', 'b'], 'empty middle field');

            done_testing;
            """),
    }
    for k in range(7):
        n = 100
        body = "".join(
            f"is(join_line('{word(k + i)}', '{i}', 'v{k}'), '{word(k + i)},{i},v{k}', "
            f"'join {word(k + i)} {i}');\n"
            for i in range(n)
        )
        files[f"t/{10 + k:02d}-join-{word(k)}.t"] = (
            "use strict;\nuse warnings;\nuse Test::More;\nuse Text::CSVLite qw(join_line);\n\n"
            + body
            + "\ndone_testing;\n"
        )
    files["t/01-load.t"] = "use strict;\nuse Test::More tests => 1;\nuse_ok('Text::CSVLite');\n"
    slug = "cpan/text-csvlite"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "perl:5.36")
    job.prepare(sha, "text-csvlite")
    env = c_env()
    job.sh("perl -v | head -2", env=env)
    job.sh("perl Makefile.PL", env=env)
    job.sh("make", env=env)
    shown = "make test TEST_VERBOSE=1"
    job.sh(shown, env=env)
    raw = job.finish(after=["make clean > /dev/null; ls"])
    case = Case(
        case_id="perl-makemaker-is-deeply-001",
        framework="generic",
        failure_category="test_assertion",
        summary=(
            "One test fails under `make test` (ExtUtils::MakeMaker, Test::Harness): "
            "t/03-quoted.t's 'quoted field with a comma' (is_deeply at line 8) gets "
            "['42', '\"Smith', ' Jane\"', 'admin'] because split_line() in "
            "lib/Text/CSVLite.pm splits on every comma before removing quotes "
            "('Structures begin differing at: $got->[1] = '\"Smith' $expected->[1] = "
            "'Smith, Jane''). The other 8 test files pass; make stops with Error 255."
        ),
        notes=(
            "GitLab-style log: runner set-up, perl -v, Makefile.PL's 'Generating a Unix-style "
            "Makefile', make's blib copy lines, then `make test`: Test::Harness's per-file "
            "lines with every ok line (TEST_VERBOSE=1), the is_deeply diagnostics, the Test Summary Report and make's error."  # noqa: E501
        ),
        signals=[
            Sig(
                "failed_test",
                "critical",
                "Failed test 'quoted field with a comma'",
                why="the failing assertion",
            ),
            Sig("error_message", "critical", "at t/03-quoted.t line 8.", why="where"),
            Sig("assertion", "critical", "$got->[1] = '\"Smith'", why="what split_line gave"),
            Sig("assertion", "important", "$expected->[1] = 'Smith, Jane'"),
            Sig("test_summary", "important", "Result: FAIL"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 2"),
        ],
        relevant_files=["lib/Text/CSVLite.pm", "t/03-quoted.t"],
        relevant_tests=["t/03-quoted.t"],
        must_mention=["quoted field with a comma", "Smith, Jane", "03-quoted.t"],
        must_not_claim=["a missing module", "a compile error", "join_line is wrong"],
        primary_language="perl",
        evidence_formats=["assertion_diff", "test_summary"],
        noise_profile=["runner_setup", "build_progress_noise", "test_progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# =========================================================================== registry

SCENARIOS: list[tuple[str, tuple[str, ...], Builder]] = [
    ("pytest-tb-native-after-lint-001", ("git", "bash"), build_pytest_tb_native),
    ("unittest-buffer-captured-output-001", ("git", "bash"), build_unittest_buffer),
    ("traceback-syntaxerror-at-import-001", ("git", "bash"), build_traceback_syntaxerror),
    ("traceback-subprocess-json-logs-001", ("git", "bash"), build_traceback_subprocess),
    ("mypy-warn-unused-ignores-notes-001", ("git", "bash"), build_mypy_unused_ignores),
    ("ruff-statistics-summary-001", ("git", "bash"), build_ruff_statistics),
    ("gcc-wextra-warnings-late-error-001", ("gcc", "make", "git", "bash"), build_gcc_late_error),
    ("gcc-ld-cannot-find-library-001", ("gcc", "make", "git", "bash"), build_gcc_ld_missing_lib),
    ("make-recursive-submake-error-001", ("gcc", "make", "git", "bash"), build_make_recursive),
    ("cmake-link-target-not-found-001", ("cmake", "gcc", "git", "bash"), build_cmake_link_target),
    (
        "ctest-output-on-failure-two-failures-001",
        ("cmake", "ctest", "gcc", "git", "bash"),
        build_ctest_two_failures,
    ),
    ("cargo-test-no-fail-fast-two-crates-001", ("cargo", "git", "bash"), build_cargo_no_fail_fast),
    ("cargo-build-e0277-workspace-001", ("cargo", "jq", "git", "bash"), build_cargo_e0277),
    ("npm-run-lint-custom-exit-code-001", ("node", "npm", "git", "bash"), build_npm_lint_exit),
    (
        "node-unhandled-rejection-reason-001",
        ("node", "npm", "git", "bash"),
        build_node_unhandled_rejection,
    ),
    ("pip-build-deps-offline-missing-001", ("git", "bash"), build_pip_build_deps),
    (
        "terraform-validate-json-two-diagnostics-001",
        ("terraform", "git", "bash"),
        build_terraform_validate_json,
    ),
    (
        "terraform-plan-function-call-error-001",
        ("terraform", "git", "bash"),
        build_terraform_cidrsubnet,
    ),
    ("shell-set-x-trace-jq-error-001", ("jq", "git", "bash"), build_shell_set_x_jq),
    ("perl-makemaker-is-deeply-001", ("perl", "make", "git", "bash"), build_perl_is_deeply),
]

VERSION_PROBES: dict[str, list[str]] = {
    "python": [PY, "--version"],
    "pytest": [PY, "-m", "pytest", "--version"],
    "mypy": [PY, "-m", "mypy", "--version"],
    "ruff": [str(VENV_BIN / "ruff"), "--version"],
    "pip": [PY, "-m", "pip", "--version"],
    "setuptools": [PY, "-c", "import setuptools; print('setuptools', setuptools.__version__)"],
    "git": ["git", "--version"],
    "bash": ["bash", "--version"],
    "jq": ["jq", "--version"],
    "gcc": ["gcc", "--version"],
    "make": ["make", "--version"],
    "ld": ["ld", "--version"],
    "cmake": ["cmake", "--version"],
    "ctest": ["ctest", "--version"],
    "cargo": ["cargo", "--version"],
    "rustc": ["rustc", "--version"],
    "node": ["node", "--version"],
    "npm": ["npm", "--version"],
    "terraform": ["terraform", "version"],
    "perl": ["perl", "-e", "print qq{perl $^V\\n}"],
}
TOOLS_OF = {
    "pytest": ("python", "pytest", "ruff", "git", "bash"),
    "unittest": ("python", "git", "bash"),
    "traceback": ("python", "git", "bash"),
    "mypy": ("python", "mypy", "git", "bash"),
    "ruff": ("python", "ruff", "pytest", "git", "bash"),
    "gcc-ld": ("gcc", "ld", "make", "git", "bash"),
    "gcc": ("gcc", "make", "git", "bash"),
    "make": ("make", "gcc", "git", "bash"),
    "cmake": ("cmake", "gcc", "git", "bash"),
    "ctest": ("cmake", "ctest", "gcc", "git", "bash"),
    "cargo-build": ("cargo", "rustc", "jq", "git", "bash"),
    "cargo": ("cargo", "rustc", "git", "bash"),
    "npm": ("node", "npm", "git", "bash"),
    "node": ("node", "git", "bash"),
    "pip": ("python", "pip", "setuptools", "git", "bash"),
    "terraform": ("terraform", "git", "bash"),
    "shell": ("bash", "jq", "git"),
    "perl": ("perl", "make", "git", "bash"),
}


README_HEAD = """\
# Fresh held-out reducer cases, seventh batch (made from real tool output)

{n} benchmark cases in the LogDx-CI layout (see
`/work/shared/corpus/logdx-ci/README.md`): `<case_id>/raw.log`, `case.json`,
`ground_truth.json`, `tags.json`, the same shapes as `bench/cases/` and
`bench/cases-fresh/` to `bench/cases-fresh-5/`. This file is written by
`scripts/make_fresh_cases_6.py`; rebuild everything with

    .venv/bin/python scripts/make_fresh_cases_6.py

(`--only CASE_ID ...` rebuilds some cases and leaves this README alone;
`--preview` only writes the logs to the scratch folder, without labels.)

## Held out: do not tune on this batch

This batch measures the log reducers blind. It was generated at {made} UTC;
the newest file under `harness/reducers/` was then modified at
{reducers_mtime} UTC (only file times were read, never the code).
The reducers may be changed by someone else while this batch is used, so that
time is only a marker: reducer code newer than it has not been measured
against this batch's scenarios either way. The script never imports or runs
`harness.reducers`; nobody read the reducers' code, their tests, their
development cases (`bench/cases-dev/`, `bench/cases-dev-2/`) or the raw logs
and labels of the earlier batches while writing it, no reducer was run on
these logs, and the labels were written from the bugs planted in each project.

**Do not use these cases to develop, tune or debug the reducers.** Run the
evaluation on them, report the numbers, and leave the reducers alone because of
what you see. If a reducer is ever changed because of one of these cases, the
batch is spent: make a new one with new scenarios.

## What is different from the earlier batches

Twenty new scenarios, none the same failure kind and tool mode as a case in
`bench/cases/`, `bench/cases-fresh/` to `bench/cases-fresh-5/`, the dev sets
(by their folder names) or the shared LogDx-CI corpus (by its case names):

- pytest with `--tb=native` (a plain Python traceback with absolute runner
  paths) in the second of three steps, after a lint step whose output says
  "All checks passed!" and "0 errors, 0 warnings".
- unittest with `-b`: the failing test's printed lines come after its
  traceback under `Stdout:`.
- Python tracebacks: a `SyntaxError` ("'(' was never closed") raised while a
  plugin is imported through importlib (file and line without a comma); a
  child process's traceback in the middle of a stream of JSON log lines whose
  fields say `"errors": 0`, followed by the parent's `CalledProcessError`.
- mypy `--pretty --show-error-context` with `warn_unused_ignores`: an
  `[unused-ignore]` error and a `[call-arg]` error whose note points at
  another file.
- `ruff check --statistics`: rule counts only, no file names.
- C: gcc `-Wall -Wextra` with dozens of warnings and one error late in a
  sequential make; the linker not finding `-lwebp` (runtime library present,
  development link missing); a recursive make whose sub-make misses a
  generated header (`make[1]` and `make` error lines, `Entering directory`);
  cmake's generate step failing on a link to an imported target that was never
  found; ctest `--output-on-failure` with two failing tests.
- Rust: `cargo test --no-fail-fast` with failures in two crates (a unit test
  and an integration test) and cargo's closing `error: 2 targets failed:`;
  E0277 (`Rc` is not `Send`) in a workspace build after passing fmt and
  metadata steps.
- npm/node: `npm run lint` running the project's own layering check, which
  exits 2 (`npm error code 2`) after a build step that printed "0 errors";
  an unhandled promise rejection whose reason is a string, so node prints
  `ERR_UNHANDLED_REJECTION` and no stack.
- pip: an offline `pip install --no-index --find-links` whose build
  dependency (`setuptools-scm`) is not in the wheelhouse, reported inside
  pip's "install build dependencies did not run successfully" box.
- terraform: `validate -json` with two diagnostics (an unknown function and an
  unsupported argument) after init, fmt and providers; a plan stopped by
  `cidrsubnet`'s "Invalid function argument" in one environment after a full
  plan of another.
- shell: a `set -euxo pipefail` script whose xtrace fills the log, ending in a
  jq error (exit 5) after a validity check that printed "0 errors".
- Perl: an `is_deeply` failure under ExtUtils::MakeMaker's `make test`
  (`Structures begin differing at:`, Test Summary Report, make's Error 255).

Not used: go, tsc, eslint, clang, docker builds, javac/Maven (not installed,
not usable offline, or already covered). Families (`framework` in
`case.json`) are ones the earlier batches use; tools without a family of their
own (node, jq, Perl) use `generic`.

## Where the logs come from

Every `raw.log` is the real output of a real tool installed on this machine,
run by the script on a small, deliberately broken project. The script commits
the project to a scratch git repository `<tmp>/lgfc6/<NN>/origin/` (NN is the
case's number, so that no path in a log names the case; fixed author and
date, so commit ids do not change between rebuilds) and checks it out with
real git commands, using the helpers of `scripts/make_fresh_cases_2.py` (the
public URL routed to that folder by `url.<base>.insteadOf` in a scratch git
config; the user's git config is never read or written). Nothing is
downloaded: pip runs with `--no-index` (and `PIP_CONFIG_FILE` set to the null
device; the pip case's wheelhouse holds the setuptools and wheel wheels copied
from the machine's local mirror, standing in for a restored runner cache),
cargo and npm run offline (`CARGO_NET_OFFLINE`, an empty npm cache in the
scratch folder; the npm projects have no dependencies), and terraform uses
only `terraform_data` with an empty CLI configuration and
`CHECKPOINT_DISABLE=1`.

Capture: stdout and stderr merged into one pipe in the order written (not a
tty), with the cleaned environment of `scripts/make_cases.py`
(`LANG=C.UTF-8`, `COLUMNS=120`, `PYTHONUNBUFFERED=1`, colour variables unset)
and the project's venv first on `PATH` for the Python cases.

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
  bash; the job stops at the first failing command, may run an after_script
  (real commands) and upload artifacts, and ends with `ERROR: Job failed: exit
  code N`.

The runner's own lines are the only text the script writes itself, and no
label points into them except the exit-status line and, for `command` signals,
the echoed command of the failing step.

## How they were labelled

By hand, in `scripts/make_fresh_cases_6.py`, from the bug planted in each
project: what a person needs to diagnose the failure (failing test ids, the
decisive error message or assertion, error codes and rule names, the file and
line of the error as a `stack_location` with `file` and `line` where the log
carries one in `file:line`, `file", line N,` or `file line N,` form, the
failing target, the exit status). Where the log only has another form (a
SyntaxError's `File "...", line N` without a comma, terraform's `on FILE line
N`), that text is an `error_message` value. Each case marks 2-5 signals
critical (the script checks the count) and the rest important or optional;
`must_not_claim` names the red herrings each log contains. Only line numbers
are computed: `evidence_lines` are all the lines of `raw.log` that contain the
value, up to 12 ranges; `evidence_spans` are two lines either side of the
first line of each critical signal. Before a case is written, every `value`,
alias, `stack_location` file, relevant test id and `must_mention` term is
checked to be an exact substring of `raw.log`, both as written and with ANSI
escapes removed; the script fails if one is not, and re-reads each written
case to check it again. No value depends on timing: durations, timestamps,
temporary paths, process and thread ids, addresses and hashes are never used.

## Reproducibility

Rerunning the script rebuilds the same projects, commits and labels. What
differs between runs: the GitHub Actions timestamps, durations, pip's
temporary folder names, and the interleaving of the parallel parts (`make
-j4`, `cmake --build -j 4`, `ctest -j2`, cargo's test threads and parallel
rustc jobs), so those cases' sizes and line numbers move a little. Labels
never depend on any of these.

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
