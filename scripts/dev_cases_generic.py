"""Dev cases for the generic fallback: real tool output in shapes no family reducer parses.

    .venv/bin/python scripts/dev_cases_generic.py [--only CASE_ID ...] [--keep-work]

Each scenario writes a small broken project into a scratch folder
(<tmp>/loopglass-dev-generic/<repo>/<repo>), runs the real tool on it (ruff, mypy, node,
npm, cmake/ctest, make, bash, cargo, rustfmt, javac, perl, jq, python, timeout) and
wraps its output in a CI job log, GitHub Actions or GitLab (the wrappers of
scripts/dev_cases_cmake.py). The shapes are the ones the family reducers do not read:
a formatter's diff, CI annotation lines, JSON lines, a module resolution error, a test
runner whose subprocess aborted, a missing command's exit 127, a golden-file diff, a
timeout. The framework named in case.json is the tool's (so a family reducer that gets
the case by family has to fall back to the generic evidence).

The cases go to bench/cases-dev-2/<case_id>/ in the LogDx-CI layout; labels are written
by hand below from the planted bug, only line numbers are computed (`write_case`). The
reducers are never imported here.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import dev_cases_cmake as ci  # scripts/ is not a package: found through sys.path
import make_cases
from make_cases import Case, Sig, dd, version_of, write_tree

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "cases-dev-2"
WORK = Path(tempfile.gettempdir()) / "loopglass-dev-generic"
GENERATOR = "scripts/dev_cases_generic.py"
SPLIT = "loopglass-dev"
VENV = ROOT / ".venv" / "bin"
RUFF, MYPY, PY = str(VENV / "ruff"), str(VENV / "mypy"), str(VENV / "python")
TOOLS = {
    "ruff": [RUFF, "--version"], "mypy": [MYPY, "--version"], "node": ["node", "--version"],
    "npm": ["npm", "--version"], "cmake": ["cmake", "--version"], "ctest": ["ctest", "--version"],
    "make": ["make", "--version"], "gcc": ["gcc", "--version"], "bash": ["bash", "--version"],
    "cargo": ["cargo", "--version"], "rustfmt": ["rustfmt", "--version"],
    "javac": ["javac", "-version"], "perl": ["perl", "-v"], "jq": ["jq", "--version"],
    "timeout": ["timeout", "--version"],
}  # fmt: skip
Ran = ci.Ran
run = ci.run


def shell(shown: str, w: Path, **env: str) -> Ran:
    """A CI step's script, run by bash as the runner runs it (`bash -e`)."""
    return run(shown, ["bash", "-e", "-c", shown], w, **env)


def github(repo: str, packages: list[str], count: int, start: int = 0) -> ci.GitHubLog:
    log = ci.GitHubLog(repo, start=start)
    log.setup()
    log.install(packages, count, start)
    return log


def gitlab(project: str, image: str, packages: list[str], count: int) -> ci.GitLabLog:
    log = ci.GitLabLog(project, image=image)
    log.install(packages, count, 7)
    return log


# =========================================================================== python tools

LEDGER_MODULES = ["accounts", "budget", "currency", "export", "journal", "report", "rules"]


def ledger_module(name: str, k: int) -> str:
    """A module that ruff, ruff format and mypy all pass."""
    return dd(f'''
        """The {name} part of the ledger."""

        from __future__ import annotations

        from dataclasses import dataclass


        @dataclass(frozen=True)
        class {name.title()}Row:
            account: str
            amount: int


        def {name}_total(rows: list[{name.title()}Row], account: str) -> int:
            return sum(row.amount for row in rows if row.account == account) + {k}


        def {name}_accounts(rows: list[{name.title()}Row]) -> list[str]:
            return sorted({{row.account for row in rows}})
        ''')


def ledger_tree(planted: dict[str, str]) -> dict[str, str]:
    files = {f"src/ledger/{n}.py": ledger_module(n, k) for k, n in enumerate(LEDGER_MODULES)}
    files["src/ledger/__init__.py"] = '"""A small double-entry ledger."""\n'
    files["pyproject.toml"] = '[project]\nname = "ledger"\nversion = "0.4.1"\n'
    return files | planted


IO_UNFORMATTED = dd("""
    import json
    from pathlib import Path


    def load_entries(path: Path) -> list[dict[str, object]]:
        with open(path) as f:
            return [json.loads(line) for line in f if line.strip()]


    def total(entries: list[dict[str, int]], account: str) -> int:
        return sum(e['amount'] for e in entries if e["account"]==account)
    """)


def build_ruff_format_diff(w: Path) -> tuple[str, Case]:
    write_tree(w, ledger_tree({"src/ledger/io.py": IO_UNFORMATTED}))
    log = github("acme/ledger", ["python3-venv"], 60)
    log.step(run("ruff --version", [RUFF, "--version"], w))
    log.step(run("ruff check src", [RUFF, "check", "--no-cache", "src"], w))
    ran = run("ruff format --check --diff src", [RUFF, "format", "--no-cache", "--check",
                                                   "--diff", "src"], w)  # fmt: skip
    log.step(ran)
    return log.finish(), Case(
        case_id="ruff-format-diff-gha-001",
        framework="ruff",
        failure_category="lint_error",
        summary="`ruff format --check` fails: src/ledger/io.py is not formatted (single "
        "quotes and `==` without spaces in total()); the step prints the diff ruff would apply.",
        notes="GitHub Actions: ruff check passes, ruff format --check --diff fails.",
        signals=[
            Sig("error_message", "critical", "--- src/ledger/io.py",
                aliases=("+++ src/ledger/io.py",), why="the file that is not formatted"),
            Sig("error_message", "critical", "1 file would be reformatted",
                why="the formatter's verdict"),
            Sig("assertion", "important",
                "-    return sum(e['amount'] for e in entries if e[\"account\"]==account)"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["src/ledger/io.py"],
        must_mention=["ruff format", "src/ledger/io.py"],
        must_not_claim=["lint error", "test failure"],
        evidence_formats=["unified_diff"],
        noise_profile=["ci_setup_noise", "package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


CLI_UNDEFINED = dd("""
    import os
    import sys

    from ledger.report import report_total


    def main() -> int:
        rows = report_total([], sys.argv[1])
        print(rows, undefined_total)
        return 0
    """)


def build_ruff_github_annotations(w: Path) -> tuple[str, Case]:
    write_tree(w, ledger_tree({"src/ledger/cli.py": CLI_UNDEFINED}))
    log = github("acme/ledger", ["python3-venv", "python3-pip"], 90, start=1)
    log.step(run("ruff --version", [RUFF, "--version"], w))
    ran = run("ruff check --output-format=github src",
              [RUFF, "check", "--no-cache", "--output-format=github", "src"], w)  # fmt: skip
    log.step(ran)
    return log.finish(), Case(
        case_id="ruff-github-annotations-gha-001",
        framework="ruff",
        failure_category="lint_error",
        summary="ruff (GitHub annotation output) fails on src/ledger/cli.py: `undefined_total` "
        "is an undefined name (F821) at line 9, and `os` is imported unused (F401).",
        notes="GitHub Actions: `ruff check --output-format=github` prints `::error` lines.",
        signals=[
            Sig("error_message", "critical", "F821 Undefined name `undefined_total`",
                why="the real bug"),
            Sig("error_message", "critical", "src/ledger/cli.py:9:", why="where"),
            Sig("error_message", "important", "F401 `os` imported but unused"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["src/ledger/cli.py"],
        must_mention=["F821", "undefined_total"],
        must_not_claim=["formatting"],
        evidence_formats=["ci_annotation"],
        noise_profile=["ci_setup_noise", "package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


def build_mypy_json(w: Path) -> tuple[str, Case]:
    planted = CLI_UNDEFINED.replace("import os\n", "").replace(
        "report_total([], sys.argv[1])", 'report_total([], 42, sys.argv[1])')  # fmt: skip
    write_tree(w, ledger_tree({"src/ledger/cli.py": planted}))
    log = gitlab("finance/ledger", "python:3.12", ["python3-venv"], 70)
    log.step(run("mypy --version", [MYPY, "--version"], w))
    ran = run("mypy --output json --no-incremental src",
              [MYPY, "--output", "json", "--no-incremental", "src"], w,
              MYPYPATH="src")  # fmt: skip
    log.step(ran)
    return log.finish(), Case(
        case_id="mypy-json-output-gitlab-001",
        framework="mypy",
        failure_category="type_error",
        summary="mypy (JSON output) fails on src/ledger/cli.py: report_total is called with "
        "three arguments instead of two, and `undefined_total` is not defined.",
        notes="GitLab: mypy --output json prints one JSON object per diagnostic.",
        signals=[
            Sig("error_message", "critical", 'Too many arguments for \\"report_total\\"',
                why="the wrong call"),
            Sig("error_message", "critical", 'Name \\"undefined_total\\" is not defined',
                why="the undefined name"),
            Sig("error_message", "important", '"file": "src/ledger/cli.py"'),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["src/ledger/cli.py"],
        must_mention=["report_total", "undefined_total"],
        must_not_claim=["import error"],
        evidence_formats=["json_lines"],
        noise_profile=["package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


WAIT_FOR = dd("""
    import socket
    import sys
    import time

    host, port = sys.argv[1], int(sys.argv[2])
    for attempt in range(1, 1000):
        try:
            socket.create_connection((host, port), timeout=0.05).close()
            break
        except OSError as error:
            print(f"waiting for {host}:{port} (attempt {attempt}): {error}", flush=True)
            time.sleep(0.1)
    """)


def build_wait_timeout(w: Path) -> tuple[str, Case]:
    write_tree(w, {"scripts/wait_for.py": WAIT_FOR})
    log = github("acme/ledger-api", ["postgresql-client"], 40, start=2)
    ran = shell("timeout 4 python3 scripts/wait_for.py 127.0.0.1 5999", w)
    log.step(ran, env={"DATABASE_URL": "postgres://ledger@127.0.0.1:5999/ledger"})
    return log.finish(), Case(
        case_id="wait-for-db-timeout-gha-001",
        framework="generic",
        failure_category="timeout",
        summary="The job's wait-for-database step times out: nothing listens on "
        "127.0.0.1:5999 (connection refused on every attempt), and `timeout 4` kills the "
        "script with exit code 124; the database service was never started.",
        notes="GitHub Actions: a python wait loop under coreutils timeout.",
        signals=[
            Sig("exit_code", "critical", "##[error]Process completed with exit code 124.",
                why="timeout's exit status"),
            Sig("error_message", "critical", "[Errno 111] Connection refused",
                why="why it waited"),
            Sig("error_message", "important", "waiting for 127.0.0.1:5999"),
        ],
        must_mention=["timeout", "5999", "connection refused"],
        must_not_claim=["test failure"],
        evidence_formats=["plain_text"],
        noise_profile=["ci_setup_noise", "package_install_noise", "retry_spam"],
        commands=[ran.shown],
    )  # fmt: skip


# =========================================================================== node


def node_tree(extra: dict[str, str]) -> dict[str, str]:
    package = {"name": "svc-config", "version": "1.2.0", "type": "module",
               "scripts": {"build": "node src/index.js", "test": "node --test test/"}}  # fmt: skip
    files = {"package.json": json.dumps(package, indent=2) + "\n",
             "config.yml": "port: 8080\nworkers: 4\n"}  # fmt: skip
    for k, name in enumerate(["clamp", "merge", "pick", "retry", "slug"]):
        files[f"src/{name}.js"] = f"export function {name}(x) {{\n  return x + {k};\n}}\n"
        files[f"test/{name}.test.js"] = dd(f"""
            import test from "node:test";
            import assert from "node:assert";
            import {{ {name} }} from "../src/{name}.js";

            test("{name} adds its offset", () => assert.equal({name}(1), {k + 1}));
            """)
    return files | extra


INDEX_YAML = dd("""
    import { readFileSync } from "node:fs";
    import { parse } from "yaml";
    import { clamp } from "./clamp.js";

    const config = parse(readFileSync("config.yml", "utf8"));
    console.log(`workers: ${clamp(config.workers)}`);
    """)


def build_node_module_not_found(w: Path) -> tuple[str, Case]:
    write_tree(w, node_tree({"src/index.js": INDEX_YAML}))
    log = github("acme/svc-config", ["nodejs", "npm"], 80, start=3)
    log.step(run("node --version", ["node", "--version"], w))
    log.step(run("npm test", ["npm", "test"], w))
    ran = run("npm run build", ["npm", "run", "build"], w)
    log.step(ran)
    return log.finish(), Case(
        case_id="node-esm-module-not-found-gha-001",
        framework="npm",
        failure_category="dependency_error",
        summary="`npm run build` fails: src/index.js imports the `yaml` package, which is not "
        "a dependency in package.json and is not installed (ERR_MODULE_NOT_FOUND).",
        notes="GitHub Actions: npm test passes, npm run build fails resolving an import.",
        signals=[
            Sig("error_message", "critical", "Cannot find package 'yaml' imported from",
                why="the missing package"),
            Sig("error_message", "critical", "Error [ERR_MODULE_NOT_FOUND]",
                aliases=("code: 'ERR_MODULE_NOT_FOUND'",), why="the error"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["src/index.js", "package.json"],
        must_mention=["yaml", "package.json"],
        must_not_claim=["test failure"],
        primary_language="javascript",
        evidence_formats=["stack_trace"],
        noise_profile=["ci_setup_noise", "package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


NATIVE_TEST = dd("""
    import test from "node:test";
    import assert from "node:assert";

    test("native binding loads", () => {
      assert.ok(typeof process.abort === "function");
      process.abort();
    });
    """)


def build_node_test_abort(w: Path) -> tuple[str, Case]:
    write_tree(w, node_tree({"test/native.test.js": NATIVE_TEST}))
    log = gitlab("web/svc-config", "node:20", ["nodejs"], 50)
    ran = run("npm test", ["npm", "test"], w)
    log.step(ran)
    return log.finish(), Case(
        case_id="nodetest-subprocess-abort-gitlab-001",
        framework="nodetest",
        failure_category="test_failure",
        summary="node --test: the process running test/native.test.js aborts (SIGABRT, "
        "process.abort() in the 'native binding loads' test), so that file fails with "
        "'test failed' while the other files pass.",
        notes="GitLab: node's test runner runs each file in a subprocess; one aborts.",
        signals=[
            Sig("error_message", "critical", "signal: 'SIGABRT'", why="how the file died"),
            Sig("failed_test", "critical", "test/native.test.js", why="which file"),
            Sig("error_message", "important", "# fail 1"),
        ],
        relevant_files=["test/native.test.js"],
        must_mention=["SIGABRT", "native.test.js"],
        must_not_claim=["assertion failed"],
        primary_language="javascript",
        evidence_formats=["tap"],
        noise_profile=["package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


# =========================================================================== C, make, shell

RING_CMAKE = dd("""
    cmake_minimum_required(VERSION 3.20)
    project(ring VERSION 0.2.0 LANGUAGES C)
    enable_testing()
    add_library(ring src/ring.c)
    target_include_directories(ring PUBLIC src)
    foreach(name push pop wrap clear peek len)
      add_executable(${name}_test tests/${name}_test.c)
      target_link_libraries(${name}_test ring)
      add_test(NAME ${name}_test COMMAND ${name}_test)
    endforeach()
    """)
RING_H = dd("""
    typedef struct { int buf[4]; unsigned head, tail; } ring;
    void ring_push(ring *r, int v);
    int ring_pop(ring *r);
    unsigned ring_len(const ring *r);
    """)
RING_C = dd("""
    #include "ring.h"
    void ring_push(ring *r, int v) { r->buf[r->head++ % 4] = v; }
    int ring_pop(ring *r) { return r->buf[r->tail++ % 4]; }
    unsigned ring_len(const ring *r) { return (r->head - r->tail) % 4; }
    """)
RING_TEST = dd("""
    #include <assert.h>
    #include "ring.h"

    int main(void)
    {
        ring r = {0};
        ring_push(&r, 1);
        assert(ring_pop(&r) == 1);
        return 0;
    }
    """)
LEN_TEST = dd("""
    #include <assert.h>
    #include <stdio.h>
    #include "ring.h"

    int main(void)
    {
        ring r = {0};
        for (int i = 0; i < 4; i++)
            ring_push(&r, i);
        printf("len after 4 pushes: %u\\n", ring_len(&r));
        assert(ring_len(&r) == 4);
        return 0;
    }
    """)


def build_ctest_abort(w: Path) -> tuple[str, Case]:
    tests = {f"tests/{n}_test.c": RING_TEST for n in ("push", "pop", "wrap", "clear", "peek")}
    write_tree(w, {"CMakeLists.txt": RING_CMAKE, "src/ring.h": RING_H, "src/ring.c": RING_C,
                   "tests/len_test.c": LEN_TEST} | tests)  # fmt: skip
    log = gitlab("embedded/ring", "gcc:12", ["cmake"], 60)
    log.step(run("cmake -S . -B build", ["cmake", "-S", ".", "-B", "build"], w))
    log.step(run("cmake --build build", ["cmake", "--build", "build"], w))
    ran = run("ctest --test-dir build --output-on-failure",
              ["ctest", "--test-dir", "build", "--output-on-failure"], w)  # fmt: skip
    log.step(ran)
    return log.finish(), Case(
        case_id="ctest-subprocess-aborted-gitlab-001",
        framework="cmake",
        failure_category="test_failure",
        summary="ctest: len_test aborts on its assertion ring_len(&r) == 4 "
        "(tests/len_test.c:11): ring_len computes (head - tail) % 4, which is 0 for a full "
        "ring of 4.",
        notes="GitLab: cmake configure and build pass, ctest --output-on-failure fails.",
        signals=[
            Sig("assertion", "critical", "Assertion `ring_len(&r) == 4' failed.",
                why="the failed assertion"),
            Sig("failed_test", "critical", "len_test (Subprocess aborted)",
                why="the test that failed and how"),
            Sig("error_message", "important", "1 tests failed out of 6"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 8"),
        ],
        relevant_files=["tests/len_test.c", "src/ring.c"],
        must_mention=["len_test", "ring_len"],
        must_not_claim=["compile error", "segmentation fault"],
        primary_language="c",
        evidence_formats=["test_runner_summary"],
        noise_profile=["package_install_noise", "verbose_build_noise"],
        commands=[ran.shown],
    )  # fmt: skip


GOLDEN_MAKEFILE = dd("""
    CFLAGS := -O2 -Wall
    all: build/fmtnum

    build/fmtnum: src/fmtnum.c
    \tmkdir -p build
    \t$(CC) $(CFLAGS) -o $@ $<

    check: build/fmtnum
    \t./build/fmtnum < tests/input.txt > build/actual.txt
    \tdiff -u tests/expected.txt build/actual.txt
    \techo "all golden files match"
    """)
FMTNUM_C = dd("""
    #include <stdio.h>

    /* Prints each number with a thousands separator and two decimals. */
    int main(void)
    {
        double x;
        while (scanf("%lf", &x) == 1) {
            long whole = (long)x;
            int cents = (int)((x - whole) * 100 + 0.5);
            if (whole >= 1000)
                printf("%ld,%03ld.%02d\\n", whole / 1000, whole % 1000, cents);
            else
                printf("%ld.%02d\\n", whole, cents);
        }
        return 0;
    }
    """)
NUMBERS = ["3.5", "12", "999.99", "1000", "1234.5", "56789.1", "1234567.25", "42.42"]
EXPECTED = ["3.50", "12.00", "999.99", "1,000.00", "1,234.50", "56,789.10", "1,234,567.25",
            "42.42"]  # fmt: skip


def build_make_golden_diff(w: Path) -> tuple[str, Case]:
    write_tree(w, {"Makefile": GOLDEN_MAKEFILE, "src/fmtnum.c": FMTNUM_C,
                   "tests/input.txt": "\n".join(NUMBERS) + "\n",
                   "tests/expected.txt": "\n".join(EXPECTED) + "\n"})  # fmt: skip
    log = github("acme/fmtnum", ["build-essential"], 110, start=4)
    log.step(run("make", ["make"], w))
    ran = run("make check", ["make", "check"], w)
    log.step(ran)
    return log.finish(), Case(
        case_id="make-golden-diff-gha-001",
        framework="make",
        failure_category="test_failure",
        summary="`make check`: fmtnum's output differs from tests/expected.txt for numbers of a "
        "million or more: 1234567.25 prints as 1234,567.25 (only one thousands separator).",
        notes="GitHub Actions: a golden-file test in a Makefile, diff -u fails the recipe.",
        signals=[
            Sig("assertion", "critical", "+1234,567.25", why="the wrong output"),
            Sig("assertion", "critical", "-1,234,567.25", why="what was expected"),
            Sig("error_message", "important", "[Makefile:10: check] Error 1"),
            Sig("error_message", "important", "--- tests/expected.txt"),
        ],
        relevant_files=["src/fmtnum.c", "tests/expected.txt"],
        must_mention=["1,234,567.25", "thousands separator"],
        must_not_claim=["compile error"],
        primary_language="c",
        evidence_formats=["unified_diff"],
        noise_profile=["ci_setup_noise", "package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


SASS_MAKEFILE = dd("""
    CSS := build/site.css
    JS := build/app.js
    all: $(JS) $(CSS)

    build/app.js: assets/app.js
    \tmkdir -p build
    \tcp $< $@

    build/site.css: styles/site.scss
    \tmkdir -p build
    \tsassc --style compressed $< $@
    """)


def build_make_missing_tool(w: Path) -> tuple[str, Case]:
    write_tree(w, {"Makefile": SASS_MAKEFILE, "assets/app.js": "console.log('hi');\n",
                   "styles/site.scss": "$c: #333;\nbody { color: $c; }\n"})  # fmt: skip
    log = gitlab("web/site", "debian:bookworm", ["make", "nodejs"], 90)
    log.step(run("make --version", ["make", "--version"], w))
    ran = run("make all", ["make", "all"], w)
    log.step(ran)
    return log.finish(), Case(
        case_id="make-missing-tool-gitlab-001",
        framework="make",
        failure_category="build_error",
        summary="`make all` fails building build/site.css: the recipe runs `sassc`, which is "
        "not installed in the image (exit status 127).",
        notes="GitLab: the image lacks the sass compiler the Makefile calls.",
        signals=[
            Sig("error_message", "critical", "sassc: No such file or directory",
                why="the missing command"),
            Sig("error_message", "critical", "[Makefile:11: build/site.css] Error 127",
                why="the failed target"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 2"),
        ],
        relevant_files=["Makefile"],
        must_mention=["sassc", "not installed"],
        must_not_claim=["compile error"],
        primary_language="shell",
        evidence_formats=["make_error"],
        noise_profile=["package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


GEN_SH = dd("""
    #!/usr/bin/env bash
    set -euo pipefail
    echo "==> generating protobuf stubs"
    mkdir -p gen
    for f in proto/*.proto; do
      echo "  $f"
    done
    protoc --python_out=gen proto/*.proto
    echo "done"
    """)


def build_bash_command_not_found(w: Path) -> tuple[str, Case]:
    protos = {f"proto/{n}.proto": 'syntax = "proto3";\n' for n in ("ledger", "account", "user")}
    write_tree(w, {"scripts/gen.sh": GEN_SH} | protos)
    log = github("acme/ledger-proto", ["python3-grpcio"], 70, start=5)
    ran = shell("bash scripts/gen.sh", w)
    log.step(ran)
    return log.finish(), Case(
        case_id="bash-command-not-found-gha-001",
        framework="bash",
        failure_category="build_error",
        summary="scripts/gen.sh stops at line 8: `protoc` is not installed on the runner "
        "(command not found, exit 127); the job installs python3-grpcio but not "
        "protobuf-compiler.",
        notes="GitHub Actions: a shell script under set -e.",
        signals=[
            Sig("error_message", "critical", "scripts/gen.sh: line 8: protoc: command not found",
                why="the missing command"),
            Sig("exit_code", "critical", "##[error]Process completed with exit code 127.",
                why="exit status of a missing command"),
        ],
        relevant_files=["scripts/gen.sh"],
        must_mention=["protoc"],
        must_not_claim=["syntax error"],
        primary_language="shell",
        evidence_formats=["plain_text"],
        noise_profile=["ci_setup_noise", "package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


CHECK_CONFIG_SH = dd("""
    set -e
    for f in config/*.json; do
      echo "checking $f"
      missing=$(jq '[.services[] | select(.port == null)] | length' "$f")
      echo "  services without a port: $missing"
    done
    echo "config ok"
    """)
SERVICES = [{"name": "api", "port": 8080}, {"name": "worker", "port": 8081}]


def build_jq_config_check(w: Path) -> tuple[str, Case]:
    files = {f"config/{n}.json": json.dumps({"services": SERVICES}, indent=2) + "\n"
             for n in ("base", "dev", "prod")}  # fmt: skip
    files["config/staging.json"] = json.dumps(SERVICES, indent=2) + "\n"  # planted: no wrapper
    write_tree(w, files | {"scripts/check-config.sh": CHECK_CONFIG_SH})
    log = gitlab("ops/deploy-config", "alpine:3.20", ["jq", "bash"], 45)
    ran = shell("bash scripts/check-config.sh", w)
    log.step(ran)
    return log.finish(), Case(
        case_id="jq-config-check-gitlab-001",
        framework="bash",
        failure_category="config_error",
        summary="config/staging.json is a bare array of services, not an object with a "
        "`services` key, so jq cannot index it (`.services`).",
        notes="GitLab: a shell check of JSON configs with jq.",
        signals=[
            Sig("error_message", "critical", 'Cannot index array with string "services"',
                why="jq's error"),
            Sig("error_message", "critical", "checking config/staging.json", why="which file"),
        ],
        relevant_files=["config/staging.json"],
        must_mention=["staging.json", "services"],
        must_not_claim=["syntax error"],
        primary_language="shell",
        evidence_formats=["plain_text"],
        noise_profile=["package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


def build_bash_127_after_script(w: Path) -> tuple[str, Case]:
    protos = {f"proto/{n}.proto": 'syntax = "proto3";\n' for n in ("ledger", "account", "user")}
    write_tree(w, {"scripts/gen.sh": GEN_SH} | protos)
    log = gitlab("payments/ledger-proto", "python:3.12", ["python3-grpcio"], 40)
    ran = shell("bash scripts/gen.sh", w)
    log.step(ran)
    listing = run("pip list --format=columns", [PY, "-m", "pip", "list", "--format=columns"], w)
    return log.finish(after_script=(listing,)), Case(
        case_id="bash-127-after-script-gitlab-001",
        framework="bash",
        failure_category="build_error",
        summary="scripts/gen.sh stops at line 8: `protoc` is not installed in the image "
        "(command not found, exit 127); the after_script's package listing follows it.",
        notes="GitLab: the failure is followed by an after_script that prints ~150 lines.",
        signals=[
            Sig("error_message", "critical", "scripts/gen.sh: line 8: protoc: command not found",
                why="the missing command"),
            Sig("exit_code", "critical", "ERROR: Job failed: exit code 127",
                why="exit status of a missing command"),
        ],
        relevant_files=["scripts/gen.sh"],
        must_mention=["protoc"],
        must_not_claim=["a Python package is missing"],
        primary_language="shell",
        evidence_formats=["plain_text"],
        noise_profile=["package_install_noise", "log_dump_after_failure"],
        commands=[ran.shown],
    )  # fmt: skip


def unused_imports(name: str, k: int) -> str:
    return "import os\nimport re\nimport sys\n\n" + ledger_module(name, k)


def build_ruff_annotations_many(w: Path) -> tuple[str, Case]:
    planted = {f"src/ledger/{n}.py": unused_imports(n, k) for k, n in enumerate(LEDGER_MODULES)}
    write_tree(w, ledger_tree(planted | {"src/ledger/cli.py": CLI_UNDEFINED}))
    log = github("acme/ledger", ["python3-venv"], 30, start=8)
    ran = run("ruff check --output-format=github --select F src",
              [RUFF, "check", "--no-cache", "--output-format=github", "--select", "F", "src"],
              w)  # fmt: skip
    log.step(ran)
    return log.finish(), Case(
        case_id="ruff-annotations-many-gha-001",
        framework="ruff",
        failure_category="lint_error",
        summary="ruff (GitHub annotations): among 22 unused imports (F401, autofixable) the one "
        "real bug is F821, `undefined_total` undefined in src/ledger/cli.py at line 9.",
        notes="GitHub Actions: many `::error` lines of one template, one of another.",
        signals=[
            Sig("error_message", "critical", "F821 Undefined name `undefined_total`",
                why="the real bug"),
            Sig("error_message", "critical", "src/ledger/cli.py:9:", why="where"),
            Sig("error_message", "important", "F401 `os` imported but unused"),
        ],
        relevant_files=["src/ledger/cli.py"],
        must_mention=["F821", "undefined_total"],
        must_not_claim=["formatting"],
        evidence_formats=["ci_annotation"],
        noise_profile=["ci_setup_noise", "repeated_errors"],
        commands=[ran.shown],
    )  # fmt: skip


def build_ctest_verbose_abort(w: Path) -> tuple[str, Case]:
    names = ("push", "pop", "wrap", "clear", "peek", "fill", "drain", "reset")
    tests = {f"tests/{n}_test.c": RING_TEST for n in names}
    cmake = RING_CMAKE.replace(
        "push pop wrap clear peek len", " ".join([*names[:3], "len", *names[3:]])
    )
    write_tree(w, {"CMakeLists.txt": cmake, "src/ring.h": RING_H, "src/ring.c": RING_C,
                   "tests/len_test.c": LEN_TEST} | tests)  # fmt: skip
    log = github("embedded/ring", ["cmake", "ninja-build"], 50, start=9)
    log.step(run("cmake -S . -B build -G Ninja", ["cmake", "-S", ".", "-B", "build", "-G",
                                                  "Ninja"], w))  # fmt: skip
    log.step(run("cmake --build build", ["cmake", "--build", "build"], w))
    ran = run("ctest --test-dir build -V", ["ctest", "--test-dir", "build", "-V"], w)
    log.step(ran)
    return log.finish(), Case(
        case_id="ctest-verbose-abort-gha-001",
        framework="cmake",
        failure_category="test_failure",
        summary="ctest -V: len_test aborts on its assertion ring_len(&r) == 4 "
        "(tests/len_test.c:11), in the middle of the verbose run; ring_len computes "
        "(head - tail) % 4, which is 0 for a full ring.",
        notes="GitHub Actions: ctest -V prints every test's command and output.",
        signals=[
            Sig("assertion", "critical", "Assertion `ring_len(&r) == 4' failed.",
                why="the failed assertion"),
            Sig("failed_test", "critical", "len_test (Subprocess aborted)",
                why="the test that failed and how"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 8."),
        ],
        relevant_files=["tests/len_test.c", "src/ring.c"],
        must_mention=["len_test", "ring_len"],
        must_not_claim=["compile error"],
        primary_language="c",
        evidence_formats=["test_runner_summary"],
        noise_profile=["ci_setup_noise", "verbose_test_output"],
        commands=[ran.shown],
    )  # fmt: skip


# =========================================================================== rust, java, perl

TALLY_LIB = dd("""
    pub fn add(a: i32, b: i32) -> i32 {
        a + b
    }

    pub fn scale(values: &[i32], factor: i32) -> Vec<i32> {
        values.iter().map(|v| v*factor).collect()
    }

    pub fn mean(values: &[i32]) -> Option<f64> {
        if values.is_empty() {
            return None;
        }
        Some(values.iter().sum::<i32>() as f64 / values.len() as f64)
    }
    """)
TALLY_TOML = '[package]\nname = "tally"\nversion = "0.3.0"\nedition = "2021"\n'


def build_cargo_fmt_check(w: Path) -> tuple[str, Case]:
    write_tree(w, {"Cargo.toml": TALLY_TOML, "src/lib.rs": TALLY_LIB})
    log = github("acme/tally", ["pkg-config"], 70, start=6)
    log.step(run("cargo fmt --version", ["cargo", "fmt", "--version"], w))
    ran = run("cargo fmt --all -- --check", ["cargo", "fmt", "--all", "--", "--check"], w)
    log.step(ran, env={"CARGO_TERM_COLOR": "always"})
    return log.finish(), Case(
        case_id="cargo-fmt-check-gha-001",
        framework="cargo",
        failure_category="lint_error",
        summary="`cargo fmt --check` fails: src/lib.rs is not formatted (`v*factor` in "
        "scale() needs spaces around `*`).",
        notes="GitHub Actions: rustfmt prints `Diff in <file>:<line>:` and the diff.",
        signals=[
            Sig("error_message", "critical", "/src/lib.rs:3:", why="the file not formatted"),
            Sig("error_message", "critical", "Diff in ", why="rustfmt's verdict"),
            Sig("assertion", "important", "values.iter().map(|v| v*factor).collect()"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["src/lib.rs"],
        must_mention=["cargo fmt", "src/lib.rs"],
        must_not_claim=["compile error"],
        primary_language="rust",
        evidence_formats=["unified_diff"],
        noise_profile=["ci_setup_noise", "package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


def build_cargo_missing_path_dep(w: Path) -> tuple[str, Case]:
    toml = TALLY_TOML + '\n[dependencies]\nfixtures = { path = "../fixtures" }\n'
    write_tree(w, {"Cargo.toml": toml, "src/lib.rs": TALLY_LIB})
    log = gitlab("rust/tally", "rust:1.86", ["pkg-config", "libssl-dev"], 80)
    log.step(run("cargo --version", ["cargo", "--version"], w))
    ran = run("cargo build", ["cargo", "build"], w, CARGO_NET_OFFLINE="true")
    log.step(ran)
    return log.finish(), Case(
        case_id="cargo-missing-path-dep-gitlab-001",
        framework="cargo",
        failure_category="dependency_error",
        summary="cargo cannot load the path dependency `fixtures` (../fixtures/Cargo.toml does "
        "not exist: the sibling crate is not checked out in CI).",
        notes="GitLab: cargo's `Caused by:` chain for a missing path dependency.",
        signals=[
            Sig("error_message", "critical", "failed to get `fixtures` as a dependency",
                why="the dependency"),
            Sig("error_message", "critical", "/fixtures/Cargo.toml`", why="the missing file"),
            Sig("error_message", "important", "No such file or directory (os error 2)"),
        ],
        relevant_files=["Cargo.toml"],
        must_mention=["fixtures", "path"],
        must_not_claim=["compile error", "network"],
        primary_language="rust",
        evidence_formats=["caused_by_chain"],
        noise_profile=["package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


APP_JAVA = dd("""
    package com.acme;

    import java.util.List;

    public class App {
        public static void main(String[] args) {
            List<String> names = List.of("a", "b");
            int n = Parser.parseCount(args[0]);
            System.out.println(names.size() + n);
        }
    }
    """)
PARSER_JAVA = dd("""
    package com.acme;

    public class Parser {
        public static int parse(String s) {
            return Integer.parseInt(s.trim());
        }
    }
    """)


def build_javac_cannot_find_symbol(w: Path) -> tuple[str, Case]:
    write_tree(w, {"src/com/acme/App.java": APP_JAVA, "src/com/acme/Parser.java": PARSER_JAVA})
    log = gitlab("java/acme-cli", "eclipse-temurin:17", ["openjdk-17-jdk-headless"], 100)
    log.step(run("javac -version", ["javac", "-version"], w))
    ran = shell("javac -d out $(find src -name '*.java')", w)
    log.step(ran)
    return log.finish(), Case(
        case_id="javac-cannot-find-symbol-gitlab-001",
        framework="java",
        failure_category="compile_error",
        summary="javac: App.java line 8 calls Parser.parseCount, but Parser only has parse().",
        notes="GitLab: javac's error with its code frame and symbol/location lines.",
        signals=[
            Sig("compile_error", "critical", "App.java:8: error: cannot find symbol",
                why="where and what"),
            Sig("compile_error", "critical", "symbol:   method parseCount(String)",
                why="the missing method"),
            Sig("error_message", "important", "1 error"),
        ],
        relevant_files=["src/com/acme/App.java", "src/com/acme/Parser.java"],
        must_mention=["parseCount"],
        must_not_claim=["missing import"],
        primary_language="java",
        evidence_formats=["compiler_diagnostic"],
        noise_profile=["package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


REPORT_PL = dd("""
    #!/usr/bin/perl
    use strict;
    use warnings;
    use Text::CSV_XS;

    my $csv = Text::CSV_XS->new({ binary => 1 });
    print "ok\\n";
    """)


def build_perl_missing_module(w: Path) -> tuple[str, Case]:
    write_tree(w, {"scripts/report.pl": REPORT_PL})
    log = github("acme/reports", ["perl", "libwww-perl"], 60, start=7)
    log.step(run("perl -v", ["perl", "-v"], w))
    ran = run("perl scripts/report.pl data/2024.csv", ["perl", "scripts/report.pl"], w)
    log.step(ran)
    return log.finish(), Case(
        case_id="perl-missing-module-gha-001",
        framework="perl",
        failure_category="dependency_error",
        summary="scripts/report.pl uses Text::CSV_XS, which is not installed on the runner.",
        notes="GitHub Actions: perl's `Can't locate ... in @INC`.",
        signals=[
            Sig("error_message", "critical", "Can't locate Text/CSV_XS.pm in @INC",
                why="the missing module"),
            Sig("error_message", "important", "at scripts/report.pl line 4."),
        ],
        relevant_files=["scripts/report.pl"],
        must_mention=["Text::CSV_XS"],
        must_not_claim=["syntax error"],
        primary_language="perl",
        evidence_formats=["plain_text"],
        noise_profile=["ci_setup_noise", "package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


# =========================================================================== main

Builder = Callable[[Path], tuple[str, Case]]
SCENARIOS: list[tuple[str, str, Builder]] = [
    ("ruff-format-diff-gha-001", "ledger", build_ruff_format_diff),
    ("ruff-github-annotations-gha-001", "ledger", build_ruff_github_annotations),
    ("mypy-json-output-gitlab-001", "ledger", build_mypy_json),
    ("wait-for-db-timeout-gha-001", "ledger-api", build_wait_timeout),
    ("node-esm-module-not-found-gha-001", "svc-config", build_node_module_not_found),
    ("nodetest-subprocess-abort-gitlab-001", "svc-config", build_node_test_abort),
    ("ctest-subprocess-aborted-gitlab-001", "ring", build_ctest_abort),
    ("make-golden-diff-gha-001", "fmtnum", build_make_golden_diff),
    ("make-missing-tool-gitlab-001", "site", build_make_missing_tool),
    ("bash-command-not-found-gha-001", "ledger-proto", build_bash_command_not_found),
    ("bash-127-after-script-gitlab-001", "ledger-proto", build_bash_127_after_script),
    ("ruff-annotations-many-gha-001", "ledger", build_ruff_annotations_many),
    ("ctest-verbose-abort-gha-001", "ring", build_ctest_verbose_abort),
    ("jq-config-check-gitlab-001", "deploy-config", build_jq_config_check),
    ("cargo-fmt-check-gha-001", "tally", build_cargo_fmt_check),
    ("cargo-missing-path-dep-gitlab-001", "tally", build_cargo_missing_path_dep),
    ("javac-cannot-find-symbol-gitlab-001", "acme-cli", build_javac_cannot_find_symbol),
    ("perl-missing-module-gha-001", "reports", build_perl_missing_module),
]
"""(case id, the project's folder name, its builder)."""


def relabel(folder: Path) -> None:
    """Say in the case files that this script made the case, for development."""
    for name, updates in (("case.json", {"generator": GENERATOR}),
                          ("tags.json", {"split": SPLIT, "origin": "loopglass_dev_cases",
                                         "notes": f"labels hand-written in {GENERATOR}; "
                                                  "line numbers computed"})):  # fmt: skip
        path = folder / name
        data = json.loads(path.read_text())
        path.write_text(make_cases.dump_json(data | updates))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", default=None, help="case ids to (re)build")
    parser.add_argument("--keep-work", action="store_true", help="keep the scratch projects")
    args = parser.parse_args(argv)
    missing = [name for name, argv in TOOLS.items() if shutil.which(argv[0]) is None]
    if missing:
        print(f"missing tools: {', '.join(missing)}", file=sys.stderr)
        return 2
    versions = {name: version_of(argv) for name, argv in TOOLS.items()}
    make_cases.OUT = OUT  # write_case writes there
    OUT.mkdir(parents=True, exist_ok=True)
    for case_id, repo, builder in SCENARIOS:
        if args.only is not None and case_id not in args.only:
            continue
        if (WORK / repo).exists():
            shutil.rmtree(WORK / repo)
        work = WORK / repo / repo
        work.mkdir(parents=True)
        raw, case = builder(work)
        if case.case_id != case_id:
            raise ValueError(f"builder for {case_id} labelled {case.case_id}")
        result = make_cases.write_case(case, raw, versions)
        relabel(OUT / case_id)
        print(f"{case_id:50s} {result['bytes']:>8,d} B {result['lines']:>6,d} lines  "
              f"{result['position']}")  # fmt: skip
        if not args.keep_work:
            shutil.rmtree(WORK / repo)
    return 0


if __name__ == "__main__":
    sys.exit(main())
