"""Build the eighth fresh held-out batch of LogDx-CI-shaped cases from real tool output.

    .venv/bin/python scripts/make_fresh_cases_8.py [--only CASE_ID ...] [--keep-work] [--preview]

Same method as scripts/make_fresh_cases_2.py to scripts/make_fresh_cases_7.py (whose CI
framing, scratch git repository, label and README helpers this script imports from the
shared scripts), with sixteen new scenarios, each a tool or a failure shape that no earlier
batch has: a C test binary stopped by UndefinedBehaviorSanitizer (``runtime error: signed
integer overflow``) under make, GNU make's ``missing separator`` in a sub-make's makefile
after a passing build, ``cmake --install`` failing on ``file INSTALL cannot find`` after a
passing build and ctest, ``cargo build --locked`` refusing a stale Cargo.lock, a package's
``rust-version`` newer than the toolchain, a node ES module ``does not provide an export
named`` SyntaxError after a passing ``node --test`` run, terraform's ``Invalid for_each
argument`` (keys known only after apply) after a long plan, ``erlc +warnings_as_errors``,
a Tcl error with its ``errorInfo`` trace, ``javadoc -Xdoclint:all`` errors among many
warnings, ``pg_restore --exit-on-error`` against the real PostgreSQL (``already exists``),
``pre-commit run --all-files`` with local hooks (a pygrep hook and a fixer that modified a
file), ``pip check`` reporting broken requirements after ``pip install --no-deps``, flake8's
strict pass (F821 and C901) after a long ``--exit-zero`` pass, gawk's ``fatal: division by
zero attempted`` in an ETL loop, and ``python -m json.tool`` stopping a config render on a
missing comma.

Each scenario commits a small broken project to a scratch git repository
(<tmp>/lgfc8/<NN>/origin/, NN = the case's position in SCENARIOS), checks it out the way
the CI runner does (real git commands), runs the real tools on it, captures stdout and
stderr merged in order, and writes
bench/cases-fresh-8/<case_id>/{raw.log,case.json,ground_truth.json,tags.json}.
Half the logs are framed like a GitHub Actions job log, half like a GitLab job log (see
make_fresh_cases_2.py); the runner's own lines are the only text this script writes into
a log.

Labels are written by hand in this file from the bug planted in each project; only their
line numbers are computed. Before a case is written, every label value, alias, file,
relevant test and must_mention term is checked to be an exact substring of raw.log (also
with ANSI escapes removed): the script fails otherwise. The log reducers are never
imported or run here.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from packaging.version import Version

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fresh_batch import Builder, Built, FreshBatch, run
from make_cases import (  # scripts/ is not a package: imported by path
    PY,
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
)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "cases-fresh-8"
WORK = Path(tempfile.gettempdir()) / "lgfc8"  # neutral: paths in the logs must not name the case
SPLIT = "loopglass-fresh-8-heldout"
GENERATOR = "scripts/make_fresh_cases_8.py"
MIN_BYTES, MAX_BYTES = 15_000, 2_000_000
BATCH = Batch(OUT, SPLIT, GENERATOR, MIN_BYTES, MAX_BYTES)
SYS_PATH = "/usr/local/bin:/usr/bin:/bin"
WHEELS = Path("/opt/pypi/files")  # the machine's local wheel mirror (pip's find-links)
PY311_BIN = Path.home() / ".pyenv" / "versions" / "3.11.7" / "bin"
CARGO_BIN = Path.home() / ".cargo" / "bin"
PSQL = shutil.which("psql") or "/usr/bin/psql"
PG = {"PGHOST": "127.0.0.1", "PGPORT": "5432", "PGUSER": "postgres"}  # trust auth


# =========================================================================== helpers


def tabs(text: str) -> str:
    """A Makefile written with ``\\t`` for its recipe tabs."""
    return dd(text).replace("\\t", "\t")


def sys_env(**extra: str) -> dict[str, str]:
    """A plain runner image: system tools only, no project venv on PATH."""
    return child_env(PATH=SYS_PATH, **extra)


def py311_env(**extra: str) -> dict[str, str]:
    """The CPython 3.11 that setup-python would put first on PATH; pip sees only the
    machine's wheel mirror (nothing is downloaded)."""
    return child_env(
        PATH=f"{PY311_BIN}:{SYS_PATH}",
        PIP_CONFIG_FILE="/dev/null",
        PIP_NO_INDEX="1",
        PIP_FIND_LINKS=str(WHEELS),
        **extra,
    )


PIP_SHOWN = {"PIP_NO_INDEX": "1", "PIP_FIND_LINKS": str(WHEELS)}


def cargo_env(**extra: str) -> dict[str, str]:
    return child_env(
        PATH=f"{CARGO_BIN}:{SYS_PATH}",
        CARGO_NET_OFFLINE="true",
        CARGO_TERM_COLOR="never",
        CARGO_INCREMENTAL="0",
        **extra,
    )


def npm_env(w: Path, **extra: str) -> dict[str, str]:
    """npm offline, with an empty cache and user config of its own (not the machine's)."""
    (w / "npmrc").write_text("")
    return child_env(
        PATH=SYS_PATH,
        npm_config_userconfig=str(w / "npmrc"),
        npm_config_cache=str(w / "npm-cache"),
        npm_config_update_notifier="false",
        npm_config_fund="false",
        npm_config_audit="false",
        npm_config_offline="true",
        **extra,
    )


def tf_env(w: Path, **extra: str) -> dict[str, str]:
    rc = w / "terraform.rc"
    rc.write_text("")
    return child_env(
        PATH=SYS_PATH,
        TF_CLI_CONFIG_FILE=str(rc),
        CHECKPOINT_DISABLE="1",
        TF_IN_AUTOMATION="1",
        **extra,
    )


def setup_python_311(job: Gha, cache_key: str) -> None:
    """actions/setup-python for the pyenv CPython 3.11 used by the scratch-venv cases."""
    version = PY311_BIN.parent.name
    job.action(
        "actions/setup-python@v5",
        {
            "python-version": version.rsplit(".", 1)[0],
            "cache": "pip",
            "cache-dependency-path": "requirements-ci.txt",
            "check-latest": "false",
            "token": "***",
            "update-environment": "true",
            "allow-prereleases": "false",
            "freethreaded": "false",
        },
        dd(f"""
        ##[group]Installed versions
        Successfully set up CPython ({version})
        ##[endgroup]
        [command]/opt/hostedtoolcache/Python/{version}/x64/bin/pip cache dir
        /home/runner/.cache/pip
        Received 12582912 of 48210377 (26.1%), 12.0 MBs/sec
        Received 48210377 of 48210377 (100.0%), 22.9 MBs/sec
        Cache Size: ~46 MB (48210377 B)
        [command]/usr/bin/tar -xf /home/runner/work/_temp/61f0c2d4-8a3e-4b7c-9e15-3d2a7c6b9f08/cache.tzst -P -C {job.cwd} --use-compress-program unzstd
        Cache restored successfully
        Cache restored from key: setup-python-Linux-x64-24.04-Ubuntu-python-{version}-pip-{cache_key}
        """),  # noqa: E501
    )


def setup_node(job: Gha) -> None:
    job.action(
        "actions/setup-node@v4",
        {"node-version": "20", "check-latest": "false", "always-auth": "false"},
        "Found in cache @ /opt/hostedtoolcache/node/20.20.2/x64\n"
        "##[group]Environment details\nnode: v20.20.2\nnpm: 11.19.1\n##[endgroup]",
    )


def word(k: int) -> str:
    """A short, pronounceable, deterministic name."""
    cons, vows = "bdfgklmnprstvz", "aeiou"
    return cons[k % 14] + vows[k // 14 % 5] + cons[(k * 7 + 3) % 14] + vows[(k * 3 + 1) % 5]


def line_of(text: str, needle: str) -> int:
    """1-based line of the first line of `text` that contains `needle` (planted bugs)."""
    for i, line in enumerate(text.split("\n"), 1):
        if needle in line:
            return i
    raise ValueError(f"{needle!r} not in text")


def make_wheel(folder: Path, name: str, version: str, requires: list[str]) -> None:
    """A tiny pure-Python wheel, as an internal package index would serve it."""
    dist = name.replace("-", "_")
    fname = folder / f"{dist}-{version}-py3-none-any.whl"
    info = f"{dist}-{version}.dist-info"
    meta = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\nRequires-Python: >=3.9\n"
    meta += "".join(f"Requires-Dist: {r}\n" for r in requires)
    members = {
        f"{dist}/__init__.py": f'__version__ = "{version}"\n',
        f"{info}/METADATA": meta,
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: internal-build\nRoot-Is-Purelib: true\n"
        "Tag: py3-none-any\n",
    }
    members[f"{info}/RECORD"] = "".join(f"{p},,\n" for p in members) + f"{info}/RECORD,,\n"
    with zipfile.ZipFile(fname, "w") as zf:
        for path, text in members.items():
            zf.writestr(zipfile.ZipInfo(path, date_time=(2024, 1, 1, 0, 0, 0)), text)


# =========================================================================== scenarios
# Each builder takes its scratch folder and returns (raw log, framing, labelled Case).

# ----------------------------------------- 1 C: UndefinedBehaviorSanitizer stops a test binary

TILE_MODULES = [
    "base32",
    "bbox",
    "clamp",
    "crc8",
    "geohash",
    "gridref",
    "quadkey",
    "ringbuf",
    "scale",
    "varint",
    "zigzag",
]


def tile_module(name: str, k: int) -> tuple[str, str, list[tuple[str, int, int]]]:
    """A small C module (two functions), its header, and test rows (fn, arg, expected)."""
    a, b = 3 + k, 7 * k + 1
    src = dd(f"""
    /* {name}.c: {name} helpers for the tile index */
    #include "{name}.h"

    int {name}_scale(int x, int unused_flags)
    {{
        return x * {a} + {b};
    }}

    int {name}_fold(int x)
    {{
        int acc = 0;
        for (int i = 0; i <= x % 17; i++)
            acc += (i ^ {k + 1}) & 0xff;
        return acc;
    }}
    """)
    hdr = dd(f"""
    #ifndef {name.upper()}_H
    #define {name.upper()}_H
    int {name}_scale(int x, int unused_flags);
    int {name}_fold(int x);
    #endif
    """)
    rows = []
    for x in range(0, 240, 13):
        rows.append((f"{name}_scale", x, x * a + b))
        rows.append((f"{name}_fold", x, sum((i ^ (k + 1)) & 0xFF for i in range(x % 17 + 1))))
    return src, hdr, rows


MIX_C = dd("""
/* mix.c: the tile key hash used to shard the index */
#include <stddef.h>
#include "mix.h"

/* djb2-style mixing; the shard is taken from the low bits */
int tile_mix(const char *key)
{
    int h = 5381;
    for (size_t i = 0; key[i] != '\\0'; i++)
        h = h * 33 + (unsigned char)key[i];
    return h;
}

int tile_shard(const char *key, int shards)
{
    int h = tile_mix(key);
    return (h & 0x7fffffff) % shards;
}
""")


def djb2_int(key: str) -> int | None:
    """tile_mix in exact arithmetic; None once it leaves the range of an int."""
    h = 5381
    for ch in key.encode():
        h = h * 33
        if not -(2**31) <= h < 2**31:
            return None
        h += ch
        if not -(2**31) <= h < 2**31:
            return None
    return h


def build_ubsan_overflow(w: Path) -> Built:
    files: dict[str, str] = {}
    tests: list[str] = []
    includes = ['#include "mix.h"']
    for k, name in enumerate(TILE_MODULES):
        src, hdr, rows = tile_module(name, k)
        files[f"src/{name}.c"] = src
        files[f"src/{name}.h"] = hdr
        includes.append(f'#include "{name}.h"')
        tests.append(f'    group("{name}");')
        for fn, x, want in rows:
            arg = f"{x}, 0" if fn.endswith("_scale") else f"{x}"
            tests.append(f'    check_int("{fn}({x})", {fn}({arg}), {want});')
    files["src/mix.c"] = MIX_C
    files["src/mix.h"] = (
        "int tile_mix(const char *key);\nint tile_shard(const char *key, int shards);\n"
    )
    short = ["z", "ab", "x12", "t", "q7k", "n0", "k9"]
    tests.append('    group("tile_mix_short_keys");')
    for key in short:
        tests.append(f'    check_int("tile_mix(\\"{key}\\")", tile_mix("{key}"), {djb2_int(key)});')
    long_keys = ["z14/8192/5461", "z14/8193/5461", "z15/16384/10922"]
    tests.append('    group("tile_mix_long_keys");')
    for key in long_keys:
        tests.append(
            f'    check_int("tile_shard(\\"{key}\\", 64) in range", '
            f'tile_shard("{key}", 64) < 64, 1);'
        )
    files["tests/run_tests.c"] = dd("""
    #include <stdio.h>
    #include <stdlib.h>
    %s

    static int n, failed;

    static void group(const char *name)
    {
        printf("# %%s\\n", name);
    }

    static void check_int(const char *what, int got, int want)
    {
        n++;
        if (got == want) {
            printf("ok %%d - %%s == %%d\\n", n, what, want);
        } else {
            failed++;
            printf("not ok %%d - %%s: got %%d, want %%d\\n", n, what, got, want);
        }
    }

    int main(void)
    {
        setvbuf(stdout, NULL, _IOLBF, 0);
        printf("TAP version 13\\n");
    %s
        printf("1..%%d\\n", n);
        return failed ? 1 : 0;
    }
    """) % ("\n".join(includes), "\n".join(tests))
    objs = " ".join(f"build/{m}.o" for m in [*TILE_MODULES, "mix"])
    files["Makefile"] = tabs(f"""
    CC ?= gcc
    CFLAGS ?= -std=c11 -O1 -g -Wall -Wextra
    SAN ?= -fsanitize=undefined -fno-sanitize-recover=all
    OBJS = {objs}

    all: build/libtile.a build/run_tests

    build/%.o: src/%.c | build
    \\t$(CC) $(CFLAGS) $(SAN) -Isrc -c $< -o $@

    build/libtile.a: $(OBJS)
    \\tar rcs $@ $^

    build/run_tests: tests/run_tests.c build/libtile.a
    \\t$(CC) $(CFLAGS) $(SAN) -Isrc $< build/libtile.a -o $@

    build:
    \\tmkdir -p build

    check: build/run_tests
    \\t./build/run_tests

    clean:
    \\trm -rf build

    .PHONY: all check clean
    """)
    files["README.md"] = "# tileidx\n\nTile key hashing and grid helpers.\n"
    _, sha = make_origin(w, "geo-platform/tileidx", files)
    job = Gha(w, "geo-platform/tileidx", "build (ubuntu-24.04, gcc, ubsan)")
    job.set_up_job(["actions/cache@v4"])
    job.checkout(sha)
    env = sys_env()
    job.step("gcc --version\nmake --version | head -1", env=env)
    job.step("make -j1 all", env=env)
    job.step("make check", env=env)
    raw = job.finish()
    mix_line = line_of(MIX_C, "h = h * 33")
    check_line = line_of(files["Makefile"], "./build/run_tests")
    case = Case(
        case_id="gcc-ubsan-signed-overflow-001",
        framework="gcc",
        failure_category="runtime_error",
        summary=(
            "tile_mix in src/mix.c accumulates the djb2 hash in a signed int; the long tile keys "
            "of the tile_mix_long_keys group overflow it and the test binary, built with "
            "-fsanitize=undefined -fno-sanitize-recover=all, stops on UBSan's signed integer "
            "overflow report; make check fails."
        ),
        notes=(
            "GitHub Actions: a passing make build (with -Wextra unused-parameter warnings), then "
            "make check runs a TAP test binary; ~330 ok lines, then UBSan's runtime error line "
            "and make's Error 1."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "runtime error: signed integer overflow",
                why="UBSan's report",
            ),
            Sig(
                "stack_location",
                "critical",
                file="src/mix.c",
                line=mix_line,
                why="where the overflow happens",
            ),
            Sig("test_name", "critical", "tile_mix_long_keys", why="the group that was running"),
            Sig("error_message", "important", "cannot be represented in type 'int'"),
            Sig("exit_code", "important", f"make: *** [Makefile:{check_line}: check] Error 1"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 2."),
        ],
        relevant_files=["src/mix.c", "tests/run_tests.c"],
        relevant_tests=["tile_mix_long_keys"],
        must_mention=["signed integer overflow", "tile_mix", "mix.c"],
        must_not_claim=["unused parameter", "not ok"],
        primary_language="c",
        evidence_formats=["sanitizer_report", "tap", "make_error"],
        noise_profile=["compiler_warnings", "passing_tests"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ---------------------------------------- 2 make: missing separator in a sub-make's makefile

CSV_MODULES = [
    "cells",
    "dialect",
    "escape",
    "fields",
    "header",
    "quote",
    "reader",
    "rows",
    "sniff",
    "trim",
    "types",
    "writer",
]


def build_make_missing_separator(w: Path) -> Built:
    files: dict[str, str] = {}
    calls = []
    for k, name in enumerate(CSV_MODULES):
        files[f"src/{name}.c"] = dd(f"""
        #include "csvkit.h"

        int csv_{name}_width(int n)
        {{
            return n * {k + 2} + {k};
        }}
        """)
        for n in range(0, 48):
            calls.append(
                f'    check(csv_{name}_width({n}) == {n * (k + 2) + k}, "csv_{name}_width[{n}]");'
            )
    files["src/csvkit.h"] = "".join(f"int csv_{n}_width(int n);\n" for n in CSV_MODULES)
    files["tests/check.c"] = dd("""
    #include <stdio.h>
    #include "csvkit.h"

    static int failures, total;

    static void check(int ok, const char *name)
    {
        total++;
        if (!ok)
            failures++;
        printf("%s: %s\\n", ok ? "PASS" : "FAIL", name);
    }

    int main(void)
    {
    @CALLS@
        printf("==> %d checks, %d failures\\n", total, failures);
        return failures != 0;
    }
    """).replace("@CALLS@", "\n".join(calls))
    files["Makefile"] = tabs(f"""
    CC = gcc
    CFLAGS = -std=c99 -O2 -Wall -Wextra -Werror
    VERSION = 2.4.1
    SRCS = {" ".join(f"src/{n}.c" for n in CSV_MODULES)}
    OBJS = $(SRCS:src/%.c=build/%.o)

    all: build/libcsvkit.a

    build/%.o: src/%.c src/csvkit.h
    \\t@mkdir -p build
    \\t$(CC) $(CFLAGS) -Isrc -c $< -o $@

    build/libcsvkit.a: $(OBJS)
    \\t$(AR) rcs $@ $(OBJS)

    build/check: tests/check.c build/libcsvkit.a
    \\t$(CC) $(CFLAGS) -Isrc $< build/libcsvkit.a -o $@

    test: build/check
    \\t./build/check

    dist: all
    \\t$(MAKE) -f mk/dist.mk VERSION=$(VERSION) package

    .PHONY: all test dist
    """)
    # the planted bug: the tar recipe line is indented with eight spaces, not a tab
    files["mk/dist.mk"] = tabs("""
    # mk/dist.mk: release tarball and checksums
    VERSION ?= 0.0.0
    DISTNAME = csvkit-$(VERSION)
    DISTDIR = dist/$(DISTNAME)

    package: dist/$(DISTNAME).tar.gz dist/$(DISTNAME).sha256

    $(DISTDIR):
    \\tmkdir -p $(DISTDIR)/include $(DISTDIR)/lib

    dist/$(DISTNAME).tar.gz: $(DISTDIR)
    \\tcp src/csvkit.h $(DISTDIR)/include/
    \\tcp build/libcsvkit.a $(DISTDIR)/lib/
            tar -C dist -czf $@ $(DISTNAME)

    dist/$(DISTNAME).sha256: dist/$(DISTNAME).tar.gz
    \\tsha256sum $< > $@

    .PHONY: package
    """)
    files["README.md"] = "# csvkit\n\nA small CSV reading library.\n"
    slug = "data-tools/csvkit"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "gcc:12-bookworm")
    job.env = sys_env(CI="true", GITLAB_CI="true", CI_PROJECT_PATH=slug)
    job.prepare(sha, "csvkit-release-9")
    for cmd in (
        "gcc --version | head -1",
        "make --version | head -1",
        "make all",
        "make test",
        "make dist",
    ):
        job.sh(cmd)
    raw = job.finish(artifacts="dist/")
    bad = line_of(files["mk/dist.mk"], "        tar -C dist")
    dist_line = line_of(files["Makefile"], "$(MAKE) -f mk/dist.mk")
    case = Case(
        case_id="make-missing-separator-sub-make-001",
        framework="make",
        failure_category="build_script_error",
        summary=(
            "The release step's sub-make reads mk/dist.mk, whose tar recipe line is indented "
            "with eight spaces instead of a tab; GNU make stops on 'missing separator' while "
            "parsing it, so make dist fails (Error 2) after a passing build and test run."
        ),
        notes=(
            "GitLab: make all (12 compile lines), make test (~580 PASS lines), then make dist "
            "enters a sub-make that stops on the makefile syntax error."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "missing separator (did you mean TAB instead of 8 spaces?)",
                why="make's parse error",
            ),
            Sig(
                "stack_location",
                "critical",
                file="mk/dist.mk",
                line=bad,
                why="the line with spaces",
            ),
            Sig("exit_code", "important", f"make: *** [Makefile:{dist_line}: dist] Error 2"),
            Sig("error_message", "optional", "make -f mk/dist.mk VERSION=2.4.1 package"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 2"),
        ],
        relevant_files=["mk/dist.mk", "Makefile"],
        must_mention=["missing separator", "mk/dist.mk", "TAB"],
        must_not_claim=["FAIL:"],
        primary_language="make",
        evidence_formats=["make_error"],
        noise_profile=["build_output", "passing_tests"],
        difficulty="easy",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------ 3 cmake --install: file INSTALL cannot find (after ctest)

GEO_UNITS = [
    "azimuth",
    "bearing",
    "datum",
    "ellipsoid",
    "geodesic",
    "haversine",
    "mercator",
    "projection",
    "rhumb",
    "utm",
    "vincenty",
    "wgs84",
    "zone",
]


def build_cmake_install_missing(w: Path) -> Built:
    files: dict[str, str] = {}
    for k, name in enumerate(GEO_UNITS):
        files[f"src/{name}.cpp"] = dd(f"""
        #include "geokit/{name}.hpp"

        namespace geokit {{
        long {name}_step(long x) {{ return x * {k + 3} - {k}; }}
        }}
        """)
        files[f"include/geokit/{name}.hpp"] = dd(f"""
        #pragma once
        namespace geokit {{
        long {name}_step(long x);
        }}
        """)
        files[f"tests/test_{name}.cpp"] = dd(f"""
        #include <cstdio>
        #include "geokit/{name}.hpp"

        int main() {{
            int bad = 0;
            for (long x = 0; x < 6; ++x) {{
                long got = geokit::{name}_step(x);
                std::printf("{name}_step(%ld) = %ld\\n", x, got);
                bad += got != x * {k + 3} - {k};
            }}
            return bad;
        }}
        """)
    files["tools/geoconv.cpp"] = dd("""
    #include <cstdio>
    #include "geokit/utm.hpp"
    int main() { std::printf("%ld\\n", geokit::utm_step(4)); return 0; }
    """)
    tests = "\n".join(
        f"add_executable(test_{n} tests/test_{n}.cpp)\n"
        f"target_link_libraries(test_{n} PRIVATE geokit)\n"
        f"add_test(NAME {n} COMMAND test_{n})"
        for n in GEO_UNITS
    )
    files["CMakeLists.txt"] = (
        dd("""
    cmake_minimum_required(VERSION 3.20)
    project(geokit VERSION 1.8.0 LANGUAGES CXX)

    set(CMAKE_CXX_STANDARD 17)
    set(CMAKE_CXX_STANDARD_REQUIRED ON)
    include(GNUInstallDirs)
    include(CTest)

    add_library(geokit STATIC @SRCS@)
    target_include_directories(geokit PUBLIC
      $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}/include>
      $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)

    add_executable(geoconv tools/geoconv.cpp)
    target_link_libraries(geoconv PRIVATE geokit)

    @TESTS@

    install(TARGETS geokit geoconv
      EXPORT geokitTargets
      ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
      RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
    install(DIRECTORY include/geokit DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
    install(EXPORT geokitTargets NAMESPACE geokit:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/geokit)
    install(FILES docs/man/geoconv.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
    install(FILES LICENSE README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
    """)  # noqa: E501
        .replace("@SRCS@", " ".join(f"src/{n}.cpp" for n in GEO_UNITS))
        .replace("@TESTS@", tests)
    )
    # the planted bug: the man page was renamed to a template, install() still names it
    files["docs/man/geoconv.1.in"] = '.TH GEOCONV 1 "@PROJECT_VERSION@"\n.SH NAME\ngeoconv\n'
    files["LICENSE"] = "MIT License\n"
    files["README.md"] = "# geokit\n\nGeodesy helpers.\n"
    slug = "mapping/geokit"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "package (ubuntu-24.04)")
    job.set_up_job(["actions/cache@v4", "actions/upload-artifact@v4"])
    job.checkout(sha)
    cache_action(job, "~/.ccache", "ccache-Linux-geokit-4f1c", "ccache-Linux-geokit-", 18874368)
    env = sys_env()
    job.step("cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release", env=env)
    job.step("cmake --build build --parallel 2 -- -v", env=env)
    job.step("ctest --test-dir build --output-on-failure -V", env=env)
    job.step('cmake --install build --prefix "$PWD/stage"', env=env)
    raw = job.finish()
    generated = (job.cwd / "build" / "cmake_install.cmake").read_text()
    install_line = line_of(generated, "docs/man/geoconv.1")
    case = Case(
        case_id="cmake-install-file-cannot-find-001",
        framework="cmake",
        failure_category="build_script_error",
        summary=(
            "CMakeLists.txt installs docs/man/geoconv.1, but the repository only has the "
            "template docs/man/geoconv.1.in (no configure_file makes the page); the build and "
            "all 13 ctest tests pass, then cmake --install stops with 'file INSTALL cannot "
            "find' for the man page."
        ),
        notes=(
            "GitHub Actions: cmake configure (Ninja), a verbose ninja build, ctest -V with 13 "
            "passing tests, then cmake --install prints the installed files and a CMake Error "
            "from build/cmake_install.cmake."
        ),
        signals=[
            Sig("error_message", "critical", "file INSTALL cannot find", why="the install error"),
            Sig(
                "error_message",
                "critical",
                'docs/man/geoconv.1": No such',
                aliases=("geoconv.1",),
                why="the missing file",
            ),
            Sig(
                "stack_location",
                "important",
                file="build/cmake_install.cmake",
                line=install_line,
                why="generated install script",
            ),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["CMakeLists.txt", "docs/man/geoconv.1.in"],
        must_mention=["file INSTALL cannot find", "geoconv.1", "install"],
        must_not_claim=["test failed"],
        primary_language="cpp",
        evidence_formats=["cmake_error"],
        noise_profile=["build_output", "passing_tests"],
        difficulty="easy",
        commands=job.commands,
    )
    return raw, "github_actions", case


# -------------------------------------------- 4 cargo build --locked: a stale Cargo.lock

XTASK_CRATES = ["xt-args", "xt-changelog", "xt-dist", "xt-fmt", "xt-lint", "xt-release"]


LOCK_HEAD = (
    "# This file is automatically @generated by Cargo.\n"
    "# It is not intended for manual editing.\n"
    "version = 4\n"
)


def rust_pkg(name: str, version: str, deps: list[str], body: str) -> dict[str, str]:
    dep_lines = "".join(f'{d} = {{ path = "../{d}" }}\n' for d in deps)
    return {
        f"{name}/Cargo.toml": dd(f"""
        [package]
        name = "{name}"
        version = "{version}"
        edition = "2021"
        publish = false

        [dependencies]
        """)
        + dep_lines,
        f"{name}/src/lib.rs": body,
    }


def lockfile(pkgs: list[tuple[str, str, list[str]]]) -> str:
    out = LOCK_HEAD
    for name, version, deps in sorted(pkgs):
        out += f'\n[[package]]\nname = "{name}"\nversion = "{version}"\n'
        if deps:
            out += "dependencies = [\n" + "".join(f' "{d}",\n' for d in sorted(deps)) + "]\n"
    return out


def build_cargo_locked_stale(w: Path) -> Built:
    files: dict[str, str] = {}
    xt: list[tuple[str, str, list[str]]] = []
    for k, name in enumerate(XTASK_CRATES):
        deps = [XTASK_CRATES[0]] if k else []
        fn = name.replace("-", "_")
        tests = "\n".join(
            f"    #[test]\n    fn step_{i}() {{ assert_eq!(super::step({i}), {i * (k + 2) + 1}); }}"
            for i in range(56)
        )
        body = dd(f"""
        //! {name}: part of the release tooling.

        /// One step of the {fn} pipeline.
        pub fn step(x: u64) -> u64 {{
            x * {k + 2} + 1
        }}

        #[cfg(test)]
        mod tests {{
        @TESTS@
        }}
        """).replace("@TESTS@", tests)
        for rel, text in rust_pkg(name, f"0.{k + 1}.0", deps, body).items():
            files[f"tools/xtask/crates/{rel}"] = text
        xt.append((name, f"0.{k + 1}.0", deps))
    files["tools/xtask/Cargo.toml"] = dd("""
    [workspace]
    members = [@M@]
    resolver = "2"
    """).replace("@M@", ", ".join(f'"crates/{n}"' for n in XTASK_CRATES))
    files["tools/xtask/Cargo.lock"] = lockfile(xt)
    main = [
        ("ledger-core", "0.4.0", []),
        ("ledger-io", "0.3.1", ["ledger-core"]),
        ("ledger-cli", "0.3.1", ["ledger-core", "ledger-io"]),
    ]
    for name, version, deps in main:
        body = f'//! {name}\npub fn id() -> &\'static str {{\n    "{name}"\n}}\n'
        for rel, text in rust_pkg(name, version, deps, body).items():
            files[f"crates/{rel}"] = text
    files["Cargo.toml"] = dd("""
    [workspace]
    members = ["crates/ledger-core", "crates/ledger-io", "crates/ledger-cli"]
    resolver = "2"
    """)
    # the planted bug: ledger-core was bumped to 0.4.0 in its Cargo.toml, the lock still says 0.3.1
    stale = [("ledger-core", "0.3.1", []), *main[1:]]
    files["Cargo.lock"] = lockfile(stale)
    files["rust-toolchain.toml"] = '[toolchain]\nchannel = "stable"\n'
    slug = "finance/ledger-rs"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "rust:1-bookworm")
    job.env = cargo_env(CI="true", GITLAB_CI="true", CI_PROJECT_PATH=slug)
    job.prepare(sha, "ledger-rs-cargo-2")
    for cmd in (
        "cargo --version --verbose",
        "rustc -vV",
        "cargo fmt --all --check",
        "cargo build --locked --manifest-path tools/xtask/Cargo.toml --workspace -v",
        "cargo test --locked --manifest-path tools/xtask/Cargo.toml --workspace",
        "cargo build --locked --workspace",
        "cargo test --locked --workspace",
    ):
        job.sh(cmd)
    raw = job.finish()
    case = Case(
        case_id="cargo-locked-stale-lockfile-001",
        framework="cargo",
        failure_category="dependency_error",
        summary=(
            "crates/ledger-core/Cargo.toml was bumped to version 0.4.0 without updating the "
            "committed Cargo.lock (still 0.3.1); cargo build --locked --workspace needs to "
            "rewrite the lock file and refuses, after the release tooling workspace built and "
            "tested cleanly with its own lock file."
        ),
        notes=(
            "GitLab: toolchain versions, a verbose cargo build and cargo test of the xtask "
            "workspace (336 passing tests), then the main workspace's build stops at once on "
            "the lock file error (exit 101)."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "error: cannot update the lock file",
                why="cargo's refusal",
            ),
            Sig(
                "error_message",
                "critical",
                "because --locked was passed to prevent this",
                why="why it refused",
            ),
            Sig("command", "important", "cargo build --locked --workspace"),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 101"),
            Sig("error_message", "optional", "remove the --locked flag and use --offline instead"),
        ],
        relevant_files=["Cargo.lock", "crates/ledger-core/Cargo.toml"],
        must_mention=["--locked", "Cargo.lock", "lock file"],
        must_not_claim=["test result: FAILED"],
        primary_language="rust",
        evidence_formats=["cargo_error"],
        noise_profile=["build_output", "passing_tests"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------- 5 node ESM: a named import the module does not export

SHOP_CATEGORIES = [
    "audio",
    "bikes",
    "books",
    "cameras",
    "garden",
    "kitchen",
    "lighting",
    "office",
    "outdoor",
    "phones",
    "pets",
    "tools",
    "toys",
    "travel",
]


def build_node_esm_missing_export(w: Path) -> Built:
    files: dict[str, str] = {
        "package.json": dd("""
        {
          "name": "storefront-pricing",
          "version": "3.2.0",
          "private": true,
          "type": "module",
          "scripts": {
            "test": "node --test --test-reporter=spec test/",
            "build": "node scripts/gen-catalog.mjs && node scripts/build.mjs"
          },
          "engines": { "node": ">=20" }
        }
        """),
        "package-lock.json": dd("""
        {
          "name": "storefront-pricing",
          "version": "3.2.0",
          "lockfileVersion": 3,
          "requires": true,
          "packages": {
            "": {
              "name": "storefront-pricing",
              "version": "3.2.0",
              "engines": { "node": ">=20" }
            }
          }
        }
        """),
        # the refactor renamed formatPrice to formatAmount; tests were updated, the build not
        "src/money.mjs": dd("""
        export const CURRENCIES = { EUR: 2, USD: 2, JPY: 0, GBP: 2 };

        export function formatAmount(cents, currency = 'EUR') {
          const digits = CURRENCIES[currency] ?? 2;
          return `${(cents / 100).toFixed(digits)} ${currency}`;
        }

        export function applyDiscount(cents, percent) {
          return Math.round(cents * (100 - percent) / 100);
        }
        """),
        "src/catalog.mjs": dd("""
        export function items(category, count) {
          const out = [];
          for (let i = 0; i < count; i++) {
            out.push({ sku: `${category}-${String(i).padStart(4, '0')}`, cents: 499 + i * 37 });
          }
          return out;
        }
        """),
        "scripts/gen-catalog.mjs": dd("""
        import { mkdirSync, writeFileSync } from 'node:fs';
        import { items } from '../src/catalog.mjs';

        const CATEGORIES = @CATS@;
        mkdirSync('dist/catalog', { recursive: true });
        for (const [n, category] of CATEGORIES.entries()) {
          for (let page = 1; page <= 6; page++) {
            const rows = items(`${category}-p${page}`, 20 + n);
            writeFileSync(`dist/catalog/${category}-${page}.json`, JSON.stringify(rows));
            console.log(`[gen-catalog] wrote dist/catalog/${category}-${page}.json (${rows.length} items)`);
          }
        }
        console.log(`[gen-catalog] ${CATEGORIES.length} categories done`);
        """).replace("@CATS@", str(SHOP_CATEGORIES)),  # noqa: E501
        "scripts/build.mjs": dd("""
        import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
        import { applyDiscount } from '../src/money.mjs';
        import { formatPrice } from '../src/money.mjs';

        const rows = [];
        for (const file of readdirSync('dist/catalog')) {
          for (const item of JSON.parse(readFileSync(`dist/catalog/${file}`, 'utf8'))) {
            rows.push(`<tr><td>${item.sku}</td><td>${formatPrice(applyDiscount(item.cents, 10))}</td></tr>`);
          }
        }
        writeFileSync('dist/prices.html', `<table>${rows.join('')}</table>`);
        console.log(`[build] ${rows.length} rows`);
        """),  # noqa: E501
    }
    for k, cat in enumerate(SHOP_CATEGORIES):
        cases = "\n".join(
            f"  it('prices {cat} item {i} at {499 + i * 37} cents', () => {{\n"
            f"    assert.equal(items('{cat}', {i + 1})[{i}].cents, {499 + i * 37});\n"
            f"    assert.equal(formatAmount({499 + i * 37}), '{(499 + i * 37) / 100:.2f} EUR');\n"
            "  });"
            for i in range(9)
        )
        files[f"test/{cat}.test.mjs"] = (
            dd("""
        import { describe, it } from 'node:test';
        import assert from 'node:assert/strict';
        import { items } from '../src/catalog.mjs';
        import { formatAmount, applyDiscount } from '../src/money.mjs';

        describe('@CAT@ catalog', () => {
        @CASES@
          it('discounts @CAT@ by @K@%', () => {
            assert.equal(applyDiscount(1000, @K@), @D@);
          });
        });
        """)
            .replace("@CASES@", cases)
            .replace("@CAT@", cat)
            .replace("@K@", str(k + 5))
            .replace("@D@", str(round(1000 * (100 - k - 5) / 100)))
        )
    slug = "shop/storefront-pricing"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "build")
    job.set_up_job(["actions/setup-node@v4"])
    job.checkout(sha)
    setup_node(job)
    env = npm_env(w)
    job.step("npm ci", env=env)
    job.step("npm test", env=env)
    job.step("npm run build", env=env)
    raw = job.finish()
    case = Case(
        case_id="node-esm-missing-named-export-001",
        framework="generic",
        failure_category="runtime_error",
        summary=(
            "src/money.mjs renamed formatPrice to formatAmount; the tests were updated and pass, "
            "but scripts/build.mjs still imports { formatPrice }, so node fails to link the "
            "module with 'does not provide an export named' and npm run build fails."
        ),
        notes=(
            "GitHub Actions: npm ci, npm test (node --test spec reporter, 140 passing tests), "
            "then npm run build: gen-catalog's progress lines, then the ES module SyntaxError "
            "with the import line and caret, and npm's lifecycle error."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "does not provide an export named 'formatPrice'",
                why="the link error",
            ),
            Sig(
                "error_type",
                "critical",
                "SyntaxError: The requested module '../src/money.mjs'",
                why="which module",
            ),
            Sig(
                "stack_location",
                "critical",
                file="scripts/build.mjs",
                line=3,
                why="the failing import",
            ),
            Sig("error_message", "important", "import { formatPrice } from '../src/money.mjs';"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["scripts/build.mjs", "src/money.mjs"],
        must_mention=["formatPrice", "money.mjs", "build.mjs"],
        must_not_claim=["test failed"],
        primary_language="javascript",
        evidence_formats=["node_error", "npm_error"],
        noise_profile=["passing_tests", "progress_lines"],
        difficulty="easy",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ---------------------------------- 6 terraform plan: for_each keys known only after apply

EDGE_REGIONS = ["ams", "cdg", "fra", "iad", "lhr", "nrt", "ord", "sea", "sin", "syd"]
EDGE_SERVICES = ["api", "assets", "auth", "images", "search", "video"]


def build_terraform_for_each_unknown(w: Path) -> Built:
    pops = "\n".join(
        dd(f"""
        resource "terraform_data" "pop_{r}" {{
          input = {{
            region   = "{r}"
            capacity = {(k + 3) * 40}
            services = [{", ".join(f'"{s}"' for s in EDGE_SERVICES)}]
            tier     = "{"gold" if k % 3 == 0 else "silver"}"
          }}
        }}
        """)
        for k, r in enumerate(EDGE_REGIONS)
    )
    routes = dd("""
    resource "terraform_data" "route" {
      for_each = {
        for pair in setproduct(var.regions, var.services) : "${pair[0]}-${pair[1]}" => pair
      }
      input = {
        region  = each.value[0]
        service = each.value[1]
        weight  = 100
      }
    }
    """)
    cdn = dd("""
    resource "terraform_data" "origin" {
      for_each = toset(var.services)
      input = {
        service = each.key
        host    = "${each.key}.origin.internal"
      }
    }

    # one cache policy per origin, keyed by the origin's generated id
    resource "terraform_data" "cache_policy" {
      for_each = toset([for o in terraform_data.origin : o.id])
      input = {
        origin_id = each.key
        ttl       = 3600
      }
    }
    """)
    variables = (
        dd("""
    variable "regions" {
      type    = list(string)
      default = [@R@]
    }

    variable "services" {
      type    = list(string)
      default = [@S@]
    }
    """)
        .replace("@R@", ", ".join(f'"{r}"' for r in EDGE_REGIONS))
        .replace("@S@", ", ".join(f'"{s}"' for s in EDGE_SERVICES))
    )
    files = {
        "stacks/edge/versions.tf": 'terraform {\n  required_version = ">= 1.6"\n}\n',
        "stacks/edge/variables.tf": variables,
        "stacks/edge/pops.tf": pops,
        "stacks/edge/routes.tf": routes,
        "stacks/edge/cdn.tf": cdn,
        "README.md": "# edge-config\n\nEdge PoPs, routes and CDN policy.\n",
    }
    slug = "platform/edge-config"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "hashicorp/terraform:1.11")
    job.env = tf_env(w, CI="true", GITLAB_CI="true", CI_PROJECT_PATH=slug)
    job.prepare(sha, "edge-config-tf-3")
    for cmd in (
        "terraform version",
        "terraform fmt -check -recursive -diff",
        "cd stacks/edge && terraform init -input=false -no-color",
        "cd stacks/edge && terraform validate -no-color",
        "cd stacks/edge && terraform plan -input=false -no-color -lock=false -out=plan.tfplan",
    ):
        job.sh(cmd)
    raw = job.finish(artifacts="stacks/edge/plan.tfplan")
    bad = line_of(cdn, "for_each = toset([for o")
    case = Case(
        case_id="terraform-plan-for-each-unknown-keys-001",
        framework="terraform",
        failure_category="config_error",
        summary=(
            "terraform_data.cache_policy in stacks/edge/cdn.tf takes its for_each keys from "
            "terraform_data.origin's ids, which are only known after apply; terraform plan "
            "prints the planned routes and PoPs, then fails with 'Invalid for_each argument'."
        ),
        notes=(
            "GitLab: terraform version, fmt and validate pass, init without providers, then a "
            "long plan (~80 resources) and the for_each error with the source line and advice."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "Error: Invalid for_each argument",
                why="terraform's diagnostic",
            ),
            Sig("stack_location", "critical", file="cdn.tf", line=bad, why="the for_each line"),
            Sig(
                "error_message",
                "critical",
                "cannot be determined until apply",
                why="why the keys are invalid",
            ),
            Sig("error_message", "important", 'in resource "terraform_data" "cache_policy"'),
            Sig(
                "error_message",
                "optional",
                "for_each = toset([for o in terraform_data.origin : o.id])",
            ),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["stacks/edge/cdn.tf"],
        must_mention=["for_each", "cache_policy", "apply"],
        must_not_claim=["terraform fmt"],
        primary_language="hcl",
        evidence_formats=["terraform_diagnostic"],
        noise_profile=["plan_output"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------ 7 erlc +warnings_as_errors: two warnings fail the build

LEDGER_MODULES = [
    "ledger_accounts",
    "ledger_audit",
    "ledger_balance",
    "ledger_close",
    "ledger_currency",
    "ledger_entries",
    "ledger_export",
    "ledger_fold",
    "ledger_import",
    "ledger_journal",
    "ledger_periods",
    "ledger_rates",
    "ledger_reports",
    "ledger_rounding",
]

LEDGER_FOLD = dd("""
-module(ledger_fold).
-export([step/1, total/1, by_account/1]).

%% Folds journal entries into totals.

step(X) -> X * 5 + 2.

total(Entries) ->
    Acc0 = 0,
    lists:foldl(fun({_Account, Amount}, Acc) -> Acc + Amount end, 0, Entries).

by_account(Entries) ->
    lists:foldl(
        fun({Account, Amount}, Map) ->
            maps:update_with(Account, fun(V) -> V + Amount end, Amount, Map)
        end,
        #{},
        Entries).

carry(Amount, Scale) when Scale > 0 ->
    {Amount div Scale, Amount rem Scale}.
""")


def build_erlc_warnings_as_errors(w: Path) -> Built:
    files: dict[str, str] = {}
    for k, mod in enumerate(LEDGER_MODULES):
        if mod == "ledger_fold":
            files[f"src/{mod}.erl"] = LEDGER_FOLD
            continue
        files[f"src/{mod}.erl"] = dd(f"""
        -module({mod}).
        -export([step/1, describe/0]).

        %% {mod}: one stage of the ledger pipeline.

        step(X) when is_integer(X) -> X * {k + 2} + {k}.

        describe() -> <<"{mod}">>.
        """)
    checks = []
    for k, mod in enumerate(LEDGER_MODULES):
        mult, add = (5, 2) if mod == "ledger_fold" else (k + 2, k)
        for x in range(22):
            checks.append(f"    check({mod}, {x}, {x * mult + add})")
    files["test/run.escript"] = dd("""
    #!/usr/bin/env escript
    %%! -pa ebin

    main(_) ->
    @CHECKS@,
        io:format("~n~b checks passed~n", [get_count()]),
        halt(0).

    check(Mod, X, Want) ->
        case Mod:step(X) of
            Want ->
                bump(),
                io:format("  ok ~s:step(~b) =:= ~b~n", [Mod, X, Want]);
            Got ->
                io:format("  FAILED ~s:step(~b) =:= ~b, got ~p~n", [Mod, X, Want, Got]),
                halt(1)
        end.

    bump() -> put(count, get_count() + 1).
    get_count() -> case get(count) of undefined -> 0; N -> N end.
    """).replace("@CHECKS@", ",\n".join(checks))
    files["Makefile"] = tabs("""
    ERLC ?= erlc
    ERLC_OPTS ?= +debug_info
    OUT ?= ebin
    SRCS = $(wildcard src/*.erl)
    BEAMS = $(SRCS:src/%.erl=$(OUT)/%.beam)

    compile: $(BEAMS)

    $(OUT)/%.beam: src/%.erl | $(OUT)
    \\t$(ERLC) $(ERLC_OPTS) -o $(OUT) $<

    $(OUT):
    \\tmkdir -p $(OUT)

    test: compile
    \\tescript test/run.escript

    strict:
    \\t$(MAKE) compile OUT=_build/strict ERLC_OPTS="+debug_info +warnings_as_errors +warn_export_vars +warn_unused_import"

    .PHONY: compile test strict
    """)  # noqa: E501
    files["README.md"] = "# ledger\n\nDouble-entry ledger pipeline in Erlang/OTP.\n"
    slug = "finance/ledger-erl"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "ci (otp-25)")
    job.set_up_job(["actions/cache@v4"])
    job.checkout(sha)
    cache_action(job, "_build", "otp-25-build-5b21e0", "otp-25-build-", 4194304)
    env = sys_env()
    job.step(
        'erl -noshell -eval \'io:format("OTP ~s~n", [erlang:system_info(otp_release)]), '
        "halt().'\nmake compile",
        env=env,
    )
    job.step("make test", env=env)
    job.step("make strict", env=env)
    raw = job.finish()
    var_line = line_of(LEDGER_FOLD, "Acc0 = 0")
    fun_line = line_of(LEDGER_FOLD, "carry(Amount, Scale)")
    strict_line = line_of(files["Makefile"], "$(MAKE) compile OUT=")
    case = Case(
        case_id="erlc-warnings-as-errors-unused-001",
        framework="generic",
        failure_category="compile_error",
        summary=(
            "src/ledger_fold.erl binds Acc0 without using it and defines carry/2 without "
            "exporting or calling it; the normal build only warns and all tests pass, but "
            "make strict compiles with +warnings_as_errors and erlc fails on both warnings."
        ),
        notes=(
            "GitHub Actions: make compile (14 erlc commands, two Warning: lines for "
            "ledger_fold), an escript test run (~300 ok lines), then make strict's sub-make "
            "stops at ledger_fold with 'compile: warnings being treated as errors'."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "compile: warnings being treated as errors",
                why="why the warnings fail",
            ),
            Sig("error_message", "critical", "variable 'Acc0' is unused", why="first warning"),
            Sig("error_message", "critical", "function carry/2 is unused", why="second warning"),
            Sig("stack_location", "important", file="src/ledger_fold.erl", line=var_line),
            Sig("stack_location", "important", file="src/ledger_fold.erl", line=fun_line),
            Sig("exit_code", "optional", f"make: *** [Makefile:{strict_line}: strict] Error 2"),
        ],
        relevant_files=["src/ledger_fold.erl", "Makefile"],
        must_mention=["warnings_as_errors", "ledger_fold", "Acc0"],
        must_not_claim=["FAILED"],
        primary_language="erlang",
        evidence_formats=["compiler_diagnostic", "make_error"],
        noise_profile=["build_output", "passing_tests"],
        multi_failure=True,
        difficulty="easy",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ---------------------------------------------- 8 Tcl: an uncaught error and its errorInfo trace

INVOICE_CURRENCIES = ["EUR", "USD", "GBP", "SEK", "NOK", "DKK", "JPY"]

REPORT_TCL = dd("""
#!/usr/bin/env tclsh
# bin/report.tcl: monthly revenue report in EUR

source [file join [file dirname [info script]] .. lib rates.tcl]
fconfigure stdout -buffering line

proc load_invoices {path} {
    set f [open $path r]
    set rows {}
    gets $f header
    while {[gets $f line] >= 0} {
        lappend rows [split $line ,]
    }
    close $f
    return $rows
}

proc summarize {rows} {
    set total 0.0
    set n 0
    foreach row $rows {
        lassign $row id customer amount currency
        set eur [convert $amount $currency]
        set total [expr {$total + $eur}]
        incr n
        puts [format "invoice %-10s %-18s %10.2f %s -> %10.2f EUR" $id $customer $amount $currency $eur]
        if {$n % 50 == 0} {
            puts [format "... %d invoices, running total %.2f EUR" $n $total]
        }
    }
    return [list $n $total]
}

set rows [load_invoices [lindex $argv 0]]
puts "loaded [llength $rows] invoices from [lindex $argv 0]"
lassign [summarize $rows] n total
puts [format "TOTAL %d invoices %.2f EUR" $n $total]
""")  # noqa: E501

RATES_TCL = dd("""
# lib/rates.tcl: EUR conversion rates (month-end fixing)
array set rates {
    EUR 1.0
    USD 0.9210
    GBP 1.1650
    SEK 0.0871
    NOK 0.0852
    DKK 0.1341
    JPY 0.0061
}

proc convert {amount currency} {
    global rates
    set rate $rates($currency)
    return [expr {$amount * $rate}]
}
""")


def build_tcl_error_info(w: Path) -> Built:
    lines = ["id,customer,amount,currency"]
    for i in range(1, 361):
        cur = INVOICE_CURRENCIES[(i * 5) % len(INVOICE_CURRENCIES)]
        if i == 287:
            cur = "CHF"  # the planted bug: a currency the rate table lacks
        lines.append(
            f"INV-{20260000 + i},{word(i)}-{word(i * 3)} GmbH,{(i * 7919) % 90000 / 10:.2f},{cur}"
        )
    files = {
        "bin/report.tcl": REPORT_TCL,
        "lib/rates.tcl": RATES_TCL,
        "data/invoices-2026-10.csv": "\n".join(lines) + "\n",
        "README.md": "# revenue-report\n\nMonthly revenue report (Tcl).\n",
    }
    slug = "finance/revenue-report"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "debian:bookworm-slim")
    job.env = sys_env(CI="true", GITLAB_CI="true", CI_PROJECT_PATH=slug)
    job.prepare(sha, "revenue-report-1")
    for cmd in (
        "echo 'puts [info patchlevel]' | tclsh",
        "wc -l data/invoices-2026-10.csv",
        "tclsh bin/report.tcl data/invoices-2026-10.csv",
    ):
        job.sh(cmd)
    raw = job.finish(artifacts="report.txt")
    summ = line_of(REPORT_TCL, "set eur [convert") - line_of(REPORT_TCL, "proc summarize") + 1
    conv = line_of(RATES_TCL, "set rate $rates") - line_of(RATES_TCL, "proc convert") + 1
    top = line_of(REPORT_TCL, "lassign [summarize $rows]")
    case = Case(
        case_id="tcl-uncaught-error-errorinfo-001",
        framework="generic",
        failure_category="runtime_error",
        summary=(
            "Invoice INV-20260287 in data/invoices-2026-10.csv is in CHF, which the rate table "
            "in lib/rates.tcl lacks; convert reads rates(CHF) and tclsh stops with "
            "'can't read \"rates(CHF)\": no such element in array' after 286 invoices."
        ),
        notes=(
            "GitLab: a Tcl report prints ~290 invoice lines and running totals, then tclsh's "
            "uncaught error with its errorInfo trace (while executing / invoked from within, "
            "procedure and file lines)."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                'can\'t read "rates(CHF)": no such element in array',
                why="the Tcl error",
            ),
            Sig(
                "error_message",
                "critical",
                f'(procedure "convert" line {conv})',
                why="where it was raised",
            ),
            Sig("error_message", "important", f'(procedure "summarize" line {summ})'),
            Sig("error_message", "important", f'(file "bin/report.tcl" line {top})'),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["lib/rates.tcl", "data/invoices-2026-10.csv", "bin/report.tcl"],
        must_mention=["CHF", "rates", "convert"],
        must_not_claim=["syntax error"],
        primary_language="tcl",
        evidence_formats=["tcl_error_info"],
        noise_profile=["progress_lines"],
        difficulty="easy",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ----------------------------------------- 9 javadoc -Xdoclint:all: two errors among warnings

BILLING_CLASSES = [
    "Account",
    "Adjustment",
    "Charge",
    "Credit",
    "Customer",
    "Discount",
    "Dunning",
    "Invoice",
    "InvoiceLine",
    "Payment",
    "PaymentPlan",
    "Plan",
    "Proration",
    "Refund",
    "Statement",
    "Subscription",
    "TaxRule",
    "Usage",
]

LEDGER_JAVA = dd("""
package com.acme.billing;

/** Posts charges and payments to an account's running balance. */
public final class Ledger {
    private long balance;

    /** An empty ledger. */
    public Ledger() {
        this.balance = 0L;
    }

    /**
     * Posts an amount to the ledger.
     *
     * @param amount the amount in minor units; negative for credits
     * @returns the balance after posting
     */
    public long post(long amount) {
        balance += amount;
        return balance;
    }

    /**
     * The current balance.
     *
     * @return the balance in minor units
     */
    public long balance() {
        return balance;
    }
}
""")

MONEY_JAVA = dd("""
package com.acme.billing;

/**
 * An amount of money in minor units of one currency.
 *
 * <p>Build one from a currency code with {@link Currency#fromCode(String)}.
 */
public record Money(long minor, Currency currency) {
    /**
     * Adds two amounts of the same currency.
     *
     * @param other the amount to add
     * @return the sum
     */
    public Money plus(Money other) {
        return new Money(minor + other.minor, currency);
    }
}
""")

CURRENCY_JAVA = dd("""
package com.acme.billing;

/** ISO 4217 currencies the billing service supports. */
public enum Currency {
    /** Euro. */
    EUR,
    /** US dollar. */
    USD,
    /** Pound sterling. */
    GBP;

    /**
     * The currency for an ISO code.
     *
     * @param code a three-letter code
     * @return the currency
     */
    public static Currency of(String code) {
        return valueOf(code);
    }
}
""")


def billing_class(name: str, k: int) -> str:
    """A class whose fields and accessors lack comments (doclint warnings)."""
    fields = "\n".join(f"    private long {f}{k};" for f in ("amount", "count", "limit"))
    accessors = "\n\n".join(
        dd(f"""
        public long {f}{k}() {{
            return {f}{k};
        }}

        public void set{f.capitalize()}{k}(long value) {{
            this.{f}{k} = value;
        }}
        """)
        .rstrip()
        .replace("\n", "\n    ")
        .join(["    ", ""])
        for f in ("amount", "count", "limit")
    )
    return (
        dd(f"""
    package com.acme.billing.model;

    /** A billing {name.lower()}. */
    public class {name} {{
    @FIELDS@

        public {name}() {{
        }}

    @ACCESSORS@

        /**
         * Scales a value.
         *
         * @param x the value
         */
        public long scale(long x) {{
            return x * {k + 2} + {k};
        }}
    }}
    """)
        .replace("@FIELDS@", fields)
        .replace("@ACCESSORS@", accessors)
    )


def build_javadoc_doclint(w: Path) -> Built:
    files: dict[str, str] = {
        "src/main/java/com/acme/billing/Ledger.java": LEDGER_JAVA,
        "src/main/java/com/acme/billing/Money.java": MONEY_JAVA,
        "src/main/java/com/acme/billing/Currency.java": CURRENCY_JAVA,
    }
    checks = []
    for k, name in enumerate(BILLING_CLASSES):
        files[f"src/main/java/com/acme/billing/model/{name}.java"] = billing_class(name, k)
        for x in range(8):
            checks.append(
                f'        check("{name}.scale({x})", new {name}().scale({x}), {x * (k + 2) + k});'
            )
    files["src/main/java/com/acme/billing/SelfTest.java"] = dd("""
    package com.acme.billing;

    import com.acme.billing.model.*;

    /** A smoke test run in CI before the docs are built. */
    public final class SelfTest {
        private static int passed;

        private SelfTest() {
        }

        private static void check(String what, long got, long want) {
            if (got != want) {
                throw new AssertionError(what + ": got " + got + ", want " + want);
            }
            passed++;
            System.out.println("PASS " + what + " == " + want);
        }

        /**
         * Runs the checks.
         *
         * @param args unused
         */
        public static void main(String[] args) {
    @CHECKS@
            System.out.println(passed + " checks passed");
        }
    }
    """).replace("@CHECKS@", "\n".join(checks))
    files["README.md"] = "# billing-core\n\nBilling domain model.\n"
    slug = "billing/billing-core"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "docs (temurin-17)")
    job.set_up_job(["actions/cache@v4"])
    job.checkout(sha)
    env = sys_env()
    job.step("javac -version\njava -version", env=env)
    job.step(
        "mkdir -p build/classes\n"
        "javac -Xlint:none -d build/classes $(find src/main/java -name '*.java' | sort)\n"
        "java -cp build/classes com.acme.billing.SelfTest",
        env=env,
    )
    job.step(
        "javadoc -Xdoclint:all -Xmaxwarns 1000 -quiet -d build/docs \\\n"
        "  -sourcepath src/main/java -subpackages com.acme.billing",
        env=env,
    )
    raw = job.finish()
    returns_line = line_of(LEDGER_JAVA, "@returns")
    link_line = line_of(MONEY_JAVA, "{@link Currency#fromCode(String)}")
    case = Case(
        case_id="javadoc-doclint-errors-among-warnings-001",
        framework="generic",
        failure_category="lint_error",
        summary=(
            "javadoc -Xdoclint:all fails with two errors among ~145 warnings (mostly 'no "
            "comment'): "
            "Ledger.java uses the unknown tag @returns (instead of @return), and Money.java "
            "links to Currency#fromCode(String), which was renamed to Currency.of."
        ),
        notes=(
            "GitHub Actions: javac and a smoke test (144 PASS lines) succeed, then javadoc "
            "prints doclint warnings with source excerpts and carets, two errors in the "
            "middle, and '2 errors' at the end."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "error: unknown tag: returns",
                why="first javadoc error",
            ),
            Sig(
                "error_message",
                "critical",
                "error: reference not found",
                why="second javadoc error",
            ),
            Sig(
                "stack_location",
                "critical",
                file="src/main/java/com/acme/billing/Ledger.java",
                line=returns_line,
            ),
            Sig(
                "stack_location",
                "critical",
                file="src/main/java/com/acme/billing/Money.java",
                line=link_line,
            ),
            Sig("error_message", "important", "{@link Currency#fromCode(String)}"),
            Sig("summary", "important", "2 errors"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=[
            "src/main/java/com/acme/billing/Ledger.java",
            "src/main/java/com/acme/billing/Money.java",
        ],
        must_mention=["@returns", "fromCode", "javadoc"],
        must_not_claim=["no comment", "compilation failed"],
        primary_language="java",
        evidence_formats=["compiler_diagnostic"],
        noise_profile=["lint_warnings", "passing_tests"],
        multi_failure=True,
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------- 10 pg_restore --exit-on-error: a table the bootstrap already made

ORDER_TABLES = [
    "addresses",
    "carriers",
    "carts",
    "cart_items",
    "coupons",
    "customers",
    "fulfilments",
    "gift_cards",
    "inventory",
    "invoices",
    "order_items",
    "orders",
    "payments",
    "price_lists",
    "products",
    "refunds",
    "returns",
    "shipments",
    "stock_moves",
    "suppliers",
    "tax_rates",
    "warehouses",
]
SRC_DB, DST_DB = "ci_orders_src", "ci_orders_restore"


def orders_schema() -> str:
    out = []
    tables = [*ORDER_TABLES, *(f"{t}_history" for t in ORDER_TABLES)]
    for k, t in enumerate(tables):
        out.append(
            dd(f"""
        CREATE TABLE {t} (
            id bigserial PRIMARY KEY,
            code text NOT NULL UNIQUE,
            amount_minor bigint NOT NULL DEFAULT 0,
            created_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
        );
        CREATE INDEX {t}_amount_idx ON {t} (amount_minor);
        INSERT INTO {t} (code, amount_minor)
            SELECT '{t[:3]}-' || g, g * {k + 3} FROM generate_series(1, {40 + k * 5}) AS g;
        """)  # noqa: S608
        )
    out.append(
        dd("""
    CREATE TABLE schema_migrations (
        version text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT '2026-01-01 00:00:00+00'
    );
    INSERT INTO schema_migrations (version)
        SELECT '2025' || lpad(g::text, 6, '0') FROM generate_series(1, 120) AS g;
    """)
    )
    return "\n".join(out)


BOOTSTRAP_SQL = dd("""
-- db/bootstrap.sql: run on every fresh database before data is loaded
CREATE EXTENSION IF NOT EXISTS plpgsql;

-- the migration tool's bookkeeping, so that later migrations can run
CREATE TABLE schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION restore_started() RETURNS text LANGUAGE sql AS $$ SELECT 'restore started' $$;
SELECT restore_started();
""")


def build_pg_restore_exists(w: Path) -> Built:
    files = {
        "db/schema.sql": orders_schema(),
        "db/bootstrap.sql": BOOTSTRAP_SQL,
        "README.md": "# orders-db\n\nOrders database snapshots and restore checks.\n",
    }
    slug = "commerce/orders-db"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "postgres:15-bookworm")
    job.env = sys_env(CI="true", GITLAB_CI="true", CI_PROJECT_PATH=slug, **PG)
    for db in (SRC_DB, DST_DB):
        subprocess.run(
            [PSQL, "-X", "-q", "-d", "postgres", "-c", f"DROP DATABASE IF EXISTS {db}"],
            env=job.env,
            check=True,
            capture_output=True,
        )
    job.prepare(sha, "orders-db-pg15")
    for cmd in (
        "psql --version && pg_restore --version",
        "psql -X -d postgres -Atc 'select version()'",
        f"createdb {SRC_DB}",
        f"psql -X -v ON_ERROR_STOP=1 -d {SRC_DB} -f db/schema.sql",
        f"psql -X -d {SRC_DB} -c '\\dt+'",
        f"pg_dump -Fc -f orders.dump {SRC_DB}",
        "pg_restore --list orders.dump",
        f"createdb {DST_DB}",
        f"psql -X -v ON_ERROR_STOP=1 -d {DST_DB} -f db/bootstrap.sql",
        f"pg_restore --verbose --exit-on-error --no-owner -d {DST_DB} orders.dump",
        f"psql -X -d {DST_DB} -Atc 'select count(*) from orders'",  # noqa: S608
    ):
        job.sh(cmd)
    raw = job.finish(after=[f"dropdb --if-exists {SRC_DB}", f"dropdb --if-exists {DST_DB}"])
    case = Case(
        case_id="pg-restore-exit-on-error-exists-001",
        framework="generic",
        failure_category="build_script_error",
        summary=(
            "db/bootstrap.sql creates the schema_migrations table on the fresh database, and "
            "the dump of the source database contains schema_migrations too; pg_restore "
            "--exit-on-error stops on 'relation \"schema_migrations\" already exists' while "
            "creating it."
        ),
        notes=(
            "GitLab, against a real PostgreSQL: the source database is built (psql command "
            "tags), listed, dumped and listed again; the bootstrap script runs; "
            "pg_restore --verbose prints its progress and stops on the CREATE TABLE error "
            "with 'Command was:' and the statement."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                'ERROR:  relation "schema_migrations" already exists',
                why="the failing statement's error",
            ),
            Sig(
                "error_message",
                "critical",
                "pg_restore: error: could not execute query",
                why="pg_restore's report",
            ),
            Sig(
                "error_message", "important", "Command was: CREATE TABLE public.schema_migrations ("
            ),
            Sig("error_message", "optional", 'creating TABLE "public.schema_migrations"'),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["db/bootstrap.sql", "db/schema.sql"],
        must_mention=["schema_migrations", "already exists", "bootstrap"],
        must_not_claim=["connection refused"],
        primary_language="sql",
        evidence_formats=["postgres_error"],
        noise_profile=["progress_lines", "command_tags"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------- 11 pre-commit run --all-files: a pygrep hook and a fixer fail

SHIP_MODULES = [
    "carriers",
    "customs",
    "dimensions",
    "labels",
    "manifests",
    "packaging",
    "pickup",
    "rates",
    "returns",
    "tracking",
    "weights",
    "zones",
]

RATES_PY = dd('''
"""Shipping rates by zone and weight band."""

from decimal import Decimal

BANDS = [(Decimal("0.5"), 0), (Decimal("2"), 1), (Decimal("10"), 2), (Decimal("30"), 3)]


def band(weight_kg: Decimal) -> int:
    for limit, index in BANDS:
        if weight_kg <= limit:
            return index
    raise ValueError(f"too heavy: {weight_kg} kg")


def quote(zone: int, weight_kg: Decimal) -> Decimal:
    base = Decimal(4 + zone * 2)
    print("quote", zone, weight_kg)
    extra = Decimal(band(weight_kg)) * Decimal("1.75")
    return (base + extra).quantize(Decimal("0.01"))


def quote_many(items: list[tuple[int, Decimal]]) -> Decimal:
    total = sum((quote(z, w) for z, w in items), Decimal("0"))
    print(f"total for {len(items)} parcels: {total}")
    return total
''')

PRE_COMMIT_CONFIG = dd("""
# See https://pre-commit.com for more information
default_language_version:
  python: python3.11
repos:
  - repo: local
    hooks:
      - id: check-merge-conflict
        name: check for merge conflict markers
        language: pygrep
        entry: '^(<<<<<<< |=======$|>>>>>>> )'
      - id: no-tabs
        name: no tab characters in Python
        language: pygrep
        entry: '\\t'
        types: [python]
      - id: no-print
        name: no print() in library code
        language: pygrep
        entry: '^\\s*print\\('
        types: [python]
        files: ^src/
      - id: todo-has-ticket
        name: TODOs reference a ticket
        language: pygrep
        entry: 'TODO(?!\\(#\\d+\\))'
        types: [python]
      - id: check-json
        name: check json
        language: system
        entry: python tools/hooks/check_json.py
        types: [json]
      - id: end-of-file-fixer
        name: fix end of files
        language: system
        entry: python tools/hooks/fix_eof.py
        types: [text]
      - id: check-ast
        name: check python ast
        language: system
        entry: python -m py_compile
        types: [python]
      - id: flake8
        name: flake8
        language: system
        entry: flake8
        types: [python]
      - id: unit-tests
        name: unit tests
        language: system
        entry: python -m unittest discover -s tests -v
        pass_filenames: false
        always_run: true
      - id: no-env-files
        name: no .env files
        language: fail
        entry: '.env files must not be committed'
        files: '(^|/)\\.env$'
""")

CHECK_JSON = dd('''
"""Fail on files that are not valid JSON."""
import json
import sys

bad = 0
for name in sys.argv[1:]:
    try:
        with open(name, encoding="utf-8") as f:
            json.load(f)
    except ValueError as e:
        print(f"{name}: {e}")
        bad = 1
sys.exit(bad)
''')

FIX_EOF = dd('''
"""Make every file end with exactly one newline; exit 1 if a file was changed."""
import sys

changed = 0
for name in sys.argv[1:]:
    with open(name, "rb") as f:
        data = f.read()
    if not data:
        continue
    fixed = data.rstrip(b"\\n") + b"\\n"
    if fixed != data:
        with open(name, "wb") as f:
            f.write(fixed)
        print(f"Fixing {name}")
        changed = 1
sys.exit(changed)
''')


def build_pre_commit_hooks(w: Path) -> Built:
    files: dict[str, str] = {
        ".pre-commit-config.yaml": PRE_COMMIT_CONFIG,
        "tools/hooks/check_json.py": CHECK_JSON,
        "tools/hooks/fix_eof.py": FIX_EOF,
        "requirements-ci.txt": "pre-commit==4.6.2\nflake8==7.4.1\n",
        "setup.cfg": "[flake8]\nmax-line-length = 100\nexclude = .venv,.git\n",
        "src/shipping/__init__.py": '"""Parcel shipping."""\n',
        "src/shipping/rates.py": RATES_PY,
        "tests/__init__.py": "",
        "README.md": "# shipping\n\nParcel shipping rules.\n",
    }
    for k, name in enumerate(SHIP_MODULES):
        if name != "rates":
            files[f"src/shipping/{name}.py"] = dd(f'''
            """{name.capitalize()} rules."""


            def scale(x: int) -> int:
                return x * {k + 2} + {k}
            ''')
        tests = (
            "\n\n".join(
                f"    def test_{name}_scale_{x}(self) -> None:\n"
                f"        self.assertEqual(scale({x}), {x * (k + 2) + k})"
                for x in range(14)
            )
            if name != "rates"
            else "\n\n".join(
                f"    def test_band_{i}(self) -> None:\n"
                f'        self.assertEqual(band(Decimal("{lim}")), {i})'
                for i, lim in enumerate(["0.5", "2", "10", "30"])
            )
        )
        imp = (
            f"from shipping.{name} import scale"
            if name != "rates"
            else "from decimal import Decimal\n\nfrom shipping.rates import band"
        )
        files[f"tests/test_{name}.py"] = (
            f"import unittest\n\n{imp}\n\n\nclass {name.capitalize()}Test(unittest.TestCase):\n"
            f"{tests}\n"
        )
    for k, zone in enumerate(["eu", "uk", "us", "apac", "latam", "mena"]):
        body = f'{{\n  "zone": "{zone}",\n  "surcharge": {k},\n  "carriers": ["dhl", "ups"]\n}}'
        # the planted second failure: one fixture lacks its final newline
        files[f"data/zones/{zone}.json"] = body if zone == "latam" else body + "\n"
    slug = "logistics/shipping"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "pre-commit")
    job.set_up_job(["actions/setup-python@v5", "actions/cache@v4"])
    job.checkout(sha)
    setup_python_311(job, "3b1f0c9d2a6e")
    cache_action(job, "~/.cache/pre-commit", "pre-commit-3|7c41d2e9b0a8", "pre-commit-3|", 2097152)
    env = py311_env(PRE_COMMIT_HOME=str(w / "pre-commit-home"), PYTHONPATH="src")
    venv_env = dict(env, PATH=f"{job.cwd / '.venv' / 'bin'}:{env['PATH']}")
    job.step(
        "python -m venv .venv\n.venv/bin/python -m pip install -r requirements-ci.txt",
        env=env,
        shown_env=PIP_SHOWN,
    )
    job.step(
        "pre-commit run --all-files --show-diff-on-failure --color=never --verbose",
        env=venv_env,
        shown_env={"PYTHONPATH": "src"},
    )
    raw = job.finish()
    print_line = line_of(RATES_PY, 'print("quote"')
    print_line2 = line_of(RATES_PY, 'print(f"total')
    case = Case(
        case_id="pre-commit-pygrep-and-fixer-failures-001",
        framework="generic",
        failure_category="lint_error",
        summary=(
            "pre-commit fails two local hooks: the pygrep hook no-print finds two debug "
            "print() calls in src/shipping/rates.py, and end-of-file-fixer rewrites "
            "data/zones/latam.json, which lacked its final newline (files were modified "
            "by this hook); every other hook, flake8 and the 158 unit tests pass."
        ),
        notes=(
            "GitHub Actions: setup-python, pip install of pre-commit and flake8 from the "
            "wheel mirror, then pre-commit --verbose: each hook's Passed/Failed/Skipped line, "
            "the unit tests' verbose output, the two failing hooks' output and the diff of "
            "the fixed file."
        ),
        signals=[
            Sig(
                "check_name",
                "critical",
                "no print() in library code",
                aliases=("no-print",),
                why="the first failing hook",
            ),
            Sig(
                "stack_location",
                "critical",
                file="src/shipping/rates.py",
                line=print_line,
                why="the print() match",
            ),
            Sig(
                "error_message",
                "critical",
                "files were modified by this hook",
                why="the fixer's failure",
            ),
            Sig("stack_location", "important", file="src/shipping/rates.py", line=print_line2),
            Sig("error_message", "important", "Fixing data/zones/latam.json"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["src/shipping/rates.py", "data/zones/latam.json"],
        must_mention=["print", "rates.py", "latam.json", "end-of-file"],
        must_not_claim=["flake8", "unit tests failed"],
        primary_language="python",
        evidence_formats=["pre_commit_hooks", "diff"],
        noise_profile=["pip_install", "passing_tests"],
        multi_failure=True,
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------- 12 pip check: a broken pin after pip install --no-deps

INTERNAL_WHEELS = [
    ("acme-auth", "0.8.2", ["requests>=2.31", "pyyaml>=6"]),
    ("acme-money", "1.9.4", []),
    ("acme-billing", "3.1.0", ["acme-money<3,>=2.0", "requests>=2.31"]),
    ("acme-events", "2.2.0", ["attrs>=23", "acme-auth>=0.8", "structlog>=24.1"]),
    ("acme-reports", "1.4.0", ["jinja2>=3.1", "acme-money>=1.5"]),
]
PUBLIC_PINS = [
    "attrs==26.1.0",
    "certifi==2026.7.22",
    "charset-normalizer==3.5.2",
    "click==8.5.0",
    "idna==3.20",
    "jinja2==3.1.6",
    "markupsafe==3.0.3",
    "python-dateutil==2.9.0.post0",
    "pyyaml==6.0.3",
    "requests==2.34.2",
    "six==1.17.0",
    "urllib3==2.8.0",
]


MORE_PUBLIC = [
    "amqp",
    "arrow",
    "babel",
    "billiard",
    "blinker",
    "croniter",
    "flask",
    "packaging",
    "gunicorn",
    "humanize",
    "itsdangerous",
    "jmespath",
    "kombu",
    "tzdata",
    "vine",
    "werkzeug",
]


def mirror_pin(name: str) -> str | None:
    """name==version of the newest pure-Python wheel of `name` in the local mirror."""
    found = [
        f.name.split("-")[1]
        for f in WHEELS.glob("*-none-any.whl")
        if f.name.split("-")[0].lower() == name.replace("-", "_")
    ]
    return f"{name}=={max(found, key=Version)}" if found else None


def build_pip_check_broken(w: Path) -> Built:
    house = w / "internal-wheels"
    house.mkdir()
    for name, version, requires in INTERNAL_WHEELS:
        make_wheel(house, name, version, requires)
    lock = "# generated by the release bot; installed with --no-deps\n"
    lock += "".join(f"{n}=={v}\n" for n, v, _ in sorted(INTERNAL_WHEELS))
    more = [pin for pin in map(mirror_pin, MORE_PUBLIC) if pin]
    lock += "".join(f"{p}\n" for p in sorted([*PUBLIC_PINS, *more]))
    files = {
        "requirements.lock": lock,
        "app/__init__.py": '"""Billing worker."""\n',
        "README.md": "# billing-worker\n\nInstalls the pinned lock file without resolution.\n",
    }
    slug = "billing/billing-worker"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.11-slim-bookworm")
    links = f"{WHEELS} {house}"
    job.env = dict(
        py311_env(CI="true", GITLAB_CI="true", CI_PROJECT_PATH=slug), PIP_FIND_LINKS=links
    )
    job.prepare(sha, "billing-worker-pip-11")
    venv = "python -m venv .venv && . .venv/bin/activate && "
    for cmd in (
        "python --version",
        "python -m venv .venv",
        f"{venv}pip install --upgrade pip setuptools wheel",
        f"{venv}pip install --no-deps -vv -r requirements.lock",
        f"{venv}pip list",
        f"{venv}pip check",
        f"{venv}python -m app",
    ):
        job.sh(cmd.replace("python -m venv .venv && ", ""))
    raw = job.finish()
    case = Case(
        case_id="pip-check-broken-requirements-001",
        framework="pip",
        failure_category="dependency_error",
        summary=(
            "requirements.lock pins acme-money 1.9.4, but acme-billing 3.1.0 requires "
            "acme-money>=2.0,<3, and acme-events 2.2.0 requires structlog, which the lock "
            "file lacks; pip install --no-deps installs everything without complaint and "
            "pip check then reports both broken requirements (exit 1)."
        ),
        notes=(
            "GitLab: pip upgrading itself, a -vv pip install --no-deps of ~30 pinned packages "
            "from two find-links folders, pip list, then pip check's two lines."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "acme-billing 3.1.0 has requirement acme-money<3,>=2.0, but you have "
                "acme-money 1.9.4.",
                aliases=("acme-money<3,>=2.0",),
                why="the version conflict",
            ),
            Sig(
                "error_message",
                "critical",
                "acme-events 2.2.0 requires structlog, which is not installed.",
                why="the missing requirement",
            ),
            Sig("command", "important", "pip check"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["requirements.lock"],
        must_mention=["acme-money", "structlog", "pip check"],
        must_not_claim=["No matching distribution"],
        primary_language="python",
        evidence_formats=["pip_output"],
        noise_profile=["pip_install"],
        multi_failure=True,
        difficulty="easy",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------ 13 flake8: F821 and C901 in the strict pass after a long warn pass

ROUTER_PY = dd('''
"""Routes incoming webhook events to their handlers."""

import logging

log = logging.getLogger(__name__)


class Router:
    def __init__(self, handlers):
        self.handlers = handlers

    def dispatch(self, event):
        kind = event.get("type")
        if kind == "invoice.created":
            return self.handlers["invoice"](event)
        if kind == "invoice.paid":
            return self.handlers["invoice"](event, paid=True)
        if kind == "invoice.voided":
            return self.handlers["invoice"](event, void=True)
        if kind == "customer.created":
            return self.handlers["customer"](event)
        if kind == "customer.deleted":
            return self.handlers["customer"](event, deleted=True)
        if kind == "charge.refunded":
            return self.handlers["refund"](event)
        if kind == "charge.failed":
            return self.handlers["charge"](event, failed=True)
        if kind == "charge.succeeded":
            return self.handlers["charge"](event)
        if kind == "payout.paid":
            return self.handlers["payout"](event)
        if kind == "payout.failed":
            return self.handlers["payout"](event, failed=True)
        if kind == "dispute.created":
            return self.handlers["dispute"](event)
        if kind == "dispute.closed":
            return self.handlers["dispute"](event, closed=True)
        if kind == "subscription.updated":
            return self.handlers["subscription"](event)
        if kind == "subscription.deleted":
            return self.handlers["subscription"](event, deleted=True)
        log.warning("unhandled event %s", kind)
        return None

    def replay(self, events):
        results = []
        for event in events:
            try:
                results.append(self.dispatch(event))
            except KeyError as exc:
                log.error("no handler for %s: %s", event.get("type"), exc)
                results.append(RetryLater(event))
        return results
''')


def noisy_module(name: str, k: int) -> str:
    """A working module with style problems flake8 reports as warnings only."""
    lines = [f'"""{name}: webhook helpers."""', "import os, sys", "import json", ""]
    for i in range(6):
        lines.append(f"def {name}_{i}(payload,extra = None):")
        lines.append(f"    value=payload.get('{name}_{i}',{i})  ")
        lines.append(
            f"    message = 'processing {name} item {i} with a rather long description "
            f"of what happens next in this step' + str(value)"
        )
        cond = " and ".join(f"value != {j}" for j in range(k % 4 + 9))
        lines.append(f"    if {cond}:")
        lines.append("        return message")
        lines.append("    return {'value':value}")
    if k % 5 == 0:  # a few functions just over the warn pass's complexity limit (10)
        lines.append(f"def {name}_classify(x):")
        for j in range(11):
            lines.append(f"    if x == {j}:")
            lines.append(f"        return '{name}-{j}'")
        lines.append("    return None")
    return "\n".join(lines) + "\n"


HOOK_MODULES = [
    f"{a}_{b}"
    for a in ("charge", "customer", "invoice", "refund")
    for b in ("events", "mapping", "retry", "schema", "store")
]


def build_flake8_strict_pass(w: Path) -> Built:
    files: dict[str, str] = {
        "webhooks/__init__.py": '"""Webhook processing."""\n',
        "webhooks/router.py": ROUTER_PY,
        "requirements-ci.txt": "flake8==7.4.1\n",
        "README.md": "# webhooks\n\nPayment provider webhook processing.\n",
    }
    for k, name in enumerate(HOOK_MODULES):
        files[f"webhooks/{name}.py"] = noisy_module(name, k)
    slug = "payments/webhooks"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "lint (3.11)")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python_311(job, "c0a4d8f1e2b3")
    env = py311_env()
    job.step(
        "python -m pip install --upgrade pip\npip install -r requirements-ci.txt",
        env=env,
        shown_env=PIP_SHOWN,
    )
    job.step(
        "# exit-zero treats all errors as warnings\n"
        "flake8 webhooks --count --exit-zero --max-complexity=10 --max-line-length=100 "
        "--statistics\n"
        "# stop the build on syntax errors, undefined names and very complex functions\n"
        "flake8 webhooks --count --select=E9,F63,F7,F82,C901 --max-complexity=12 "
        "--show-source --statistics",
        env=env,
    )
    raw = job.finish()
    rl = line_of(ROUTER_PY, "results.append(RetryLater(event))")
    dl = line_of(ROUTER_PY, "def dispatch(self, event):")
    case = Case(
        case_id="flake8-strict-pass-undefined-name-complexity-001",
        framework="generic",
        failure_category="lint_error",
        summary=(
            "The strict flake8 pass fails on webhooks/router.py: Router.replay uses "
            "RetryLater, which is never imported or defined (F821), and Router.dispatch's "
            "chain of 14 ifs has complexity 15, over the strict limit of 12 (C901); the "
            "preceding --exit-zero pass only prints ~1,300 style warnings."
        ),
        notes=(
            "GitHub Actions: pip installs flake8, then one step runs flake8 twice: a long "
            "--exit-zero report (E501, E231, W291, F401, C901 over 10 ...) with statistics, "
            "then the strict pass with --show-source: the two errors and a count of 2."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "F821 undefined name 'RetryLater'",
                why="the undefined name",
            ),
            Sig(
                "stack_location",
                "critical",
                file="webhooks/router.py",
                line=rl,
                why="where RetryLater is used",
            ),
            Sig(
                "error_message",
                "critical",
                "C901 'Router.dispatch' is too complex (15)",
                why="the complexity error",
            ),
            Sig("stack_location", "important", file="webhooks/router.py", line=dl),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["webhooks/router.py"],
        must_mention=["RetryLater", "F821", "C901", "router.py"],
        must_not_claim=["E501", "syntax error"],
        primary_language="python",
        evidence_formats=["lint_diagnostics"],
        noise_profile=["lint_warnings", "pip_install"],
        multi_failure=True,
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# -------------------------------- 14 gawk: fatal division by zero on a duplicated meter reading

NORMALIZE_AWK = dd("""
# etl/normalize.awk: daily consumption per meter from cumulative readings
# input: meter,day_number,reading_kwh   output: meter day kwh_per_day
BEGIN {
    FS = ","
    OFS = "\\t"
}
FNR == 1 { next }    # header
{
    meter = $1; day = $2 + 0; reading = $3 + 0
    if (meter in last_day) {
        days = day - last_day[meter]
        used = reading - last_reading[meter]
        rate = used / days
        printf "%s\\t%s\\tday %d\\t%.3f kWh/day\\n", FILENAME, meter, day, rate
        total[meter] += used
    }
    last_day[meter] = day
    last_reading[meter] = reading
}
END {
    for (m in total) n++
    printf "%d meters, %d rows\\n", n, NR
}
""")


def readings_csv(month: int, meters: int, duplicate: tuple[int, int] | None) -> str:
    rows = ["meter,day_number,reading_kwh"]
    for d in range(1, 31, 3):
        for m in range(1, meters + 1):
            day = month * 100 + d
            reading = m * 1000 + month * 400 + d * (m % 7 + 3)
            rows.append(f"M-{m:04d},{day},{reading}")
            if duplicate == (m, d):  # the planted bug: the same day read twice
                rows.append(f"M-{m:04d},{day},{reading + 2}")
    return "\n".join(rows) + "\n"


def build_gawk_division_by_zero(w: Path) -> Built:
    files = {
        "etl/normalize.awk": NORMALIZE_AWK,
        "scripts/nightly.sh": dd("""
        #!/usr/bin/env bash
        set -euo pipefail
        mkdir -p out
        for f in data/readings-*.csv; do
            echo "== $f ($(wc -l < "$f") lines)"
            gawk -f etl/normalize.awk "$f"
        done
        echo "all months normalized"
        """),
        "README.md": "# meter-etl\n\nNightly normalization of smart-meter readings.\n",
    }
    for month in (8, 9, 10):
        dup = (42, 19) if month == 10 else None
        files[f"data/readings-2026-{month:02d}.csv"] = readings_csv(month, 70, dup)
    dup_rows = files["data/readings-2026-10.csv"].split("\n")
    fnr = next(
        i
        for i, row in enumerate(dup_rows, 1)
        if row.startswith("M-0042,1019,") and i > 1 and dup_rows[i - 2].startswith("M-0042,1019,")
    )
    slug = "energy/meter-etl"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "debian:bookworm-slim")
    job.env = sys_env(CI="true", GITLAB_CI="true", CI_PROJECT_PATH=slug)
    job.prepare(sha, "meter-etl-1")
    for cmd in ("gawk --version | head -n 1", "ls -1 data/", "bash scripts/nightly.sh"):
        job.sh(cmd)
    raw = job.finish(artifacts="out/")
    line = line_of(NORMALIZE_AWK, "rate = used / days")
    case = Case(
        case_id="gawk-fatal-division-by-zero-001",
        framework="generic",
        failure_category="runtime_error",
        summary=(
            "data/readings-2026-10.csv has meter M-0042 read twice on day 1019; for the "
            "second row etl/normalize.awk computes days = 0 and gawk stops with 'fatal: "
            "division by zero attempted' at the rate = used / days line, failing the "
            "nightly script after two months were normalized."
        ),
        notes=(
            "GitLab: a bash loop runs gawk over three monthly CSV files; ~1,650 output rows, "
            "then gawk's fatal error naming the script line, FILENAME and FNR."
        ),
        signals=[
            Sig(
                "error_message", "critical", "fatal: division by zero attempted", why="gawk's error"
            ),
            Sig(
                "stack_location",
                "critical",
                file="etl/normalize.awk",
                line=line,
                why="the division",
            ),
            Sig(
                "error_message",
                "critical",
                f"FILENAME=data/readings-2026-10.csv FNR={fnr}",
                why="the bad input row",
            ),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 2"),
        ],
        relevant_files=["data/readings-2026-10.csv", "etl/normalize.awk"],
        must_mention=["division by zero", "readings-2026-10.csv", "normalize.awk"],
        must_not_claim=["syntax error"],
        primary_language="awk",
        evidence_formats=["awk_error"],
        noise_profile=["progress_lines", "data_output"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# --------------------------- 15 cargo: a package's rust-version is newer than the toolchain

TILE_CRATES = ["tile-core", "tile-geom", "tile-codec", "tile-cache", "tile-server"]


def build_cargo_rust_version(w: Path) -> Built:
    files: dict[str, str] = {}
    for k, name in enumerate(TILE_CRATES):
        deps = TILE_CRATES[:1] if k else []
        dep_lines = "".join(f'{d} = {{ path = "../{d}" }}\n' for d in deps)
        # the planted bug: tile-server requires a newer compiler than the CI toolchain
        msrv = "1.97" if name == "tile-server" else "1.75"
        files[f"crates/{name}/Cargo.toml"] = (
            dd(f"""
        [package]
        name = "{name}"
        version = "0.{k + 2}.0"
        edition = "2021"
        rust-version = "{msrv}"
        publish = false

        [dependencies]
        """)
            + dep_lines
        )
        tests = "\n\n".join(
            f"    #[test]\n    fn zoom_{i}() {{\n"
            f"        assert_eq!(super::scale({i}), {i * (k + 3) + k});\n    }}"
            for i in range(30)
        )
        files[f"crates/{name}/src/lib.rs"] = dd(f"""
        //! {name}

        /// Scales a tile coordinate.
        pub fn scale(x: u64) -> u64 {{
            x * {k + 3} + {k}
        }}

        #[cfg(test)]
        mod tests {{
        @TESTS@
        }}
        """).replace("@TESTS@", tests)
    files["Cargo.toml"] = dd("""
    [workspace]
    members = [@M@]
    resolver = "2"
    """).replace("@M@", ", ".join(f'"crates/{n}"' for n in TILE_CRATES))
    lock = LOCK_HEAD
    for k, name in sorted(enumerate(TILE_CRATES), key=lambda t: t[1]):
        lock += f'\n[[package]]\nname = "{name}"\nversion = "0.{k + 2}.0"\n'
        if k:
            lock += 'dependencies = [\n "tile-core",\n]\n'
    files["Cargo.lock"] = lock
    slug = "maps/tiles-rs"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "test (stable)")
    job.set_up_job(["dtolnay/rust-toolchain@stable", "actions/cache@v4"])
    job.checkout(sha)
    job.action(
        "dtolnay/rust-toolchain@stable",
        {"toolchain": "stable"},
        dd("""
        ##[group]Run : set $CARGO_HOME
        : set $CARGO_HOME
        echo CARGO_HOME=${CARGO_HOME:-"$HOME/.cargo"} >> $GITHUB_ENV
        shell: /usr/bin/bash --noprofile --norc -e -o pipefail {0}
        ##[endgroup]
        ##[group]Run rustup toolchain install stable --profile minimal --no-self-update
        rustup toolchain install stable --profile minimal --no-self-update
        shell: /usr/bin/bash --noprofile --norc -e -o pipefail {0}
        env:
          CARGO_HOME: /home/runner/.cargo
          CARGO_INCREMENTAL: 0
          CARGO_TERM_COLOR: always
        ##[endgroup]
        info: syncing channel updates for 'stable-x86_64-unknown-linux-gnu'
        info: component 'rustc' for target 'x86_64-unknown-linux-gnu' is up to date
        """),
    )
    cache_action(
        job,
        "~/.cargo/registry\n~/.cargo/git\ntarget",
        "Linux-cargo-8d1e4f02b6",
        "Linux-cargo-",
        73400320,
    )
    env = cargo_env()
    job.step("rustc --version\ncargo --version", env=env)
    job.step("cargo test --locked --workspace --exclude tile-server", env=env)
    job.step("cargo build --locked --workspace --release", env=env)
    raw = job.finish()
    case = Case(
        case_id="cargo-rust-version-unsupported-001",
        framework="cargo",
        failure_category="config_error",
        summary=(
            'crates/tile-server/Cargo.toml declares rust-version = "1.97", newer than the '
            "CI's stable toolchain (rustc 1.95.0); the tests of the other four crates pass, "
            "then cargo build --workspace refuses to build tile-server: 'rustc 1.95.0 is not "
            "supported by the following package: tile-server@0.6.0 requires rustc 1.97'."
        ),
        notes=(
            "GitHub Actions: toolchain setup, cargo test of four crates (120 passing tests), "
            "then the release build stops before compiling anything."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "is not supported by the following package",
                why="cargo's refusal",
            ),
            Sig(
                "error_message",
                "critical",
                "tile-server@0.6.0 requires rustc 1.97",
                why="which package and what it needs",
            ),
            Sig("error_message", "important", "error: rustc 1.95.0"),
            Sig("command", "optional", "cargo build --locked --workspace --release"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 101."),
        ],
        relevant_files=["crates/tile-server/Cargo.toml"],
        must_mention=["tile-server", "requires rustc 1.97", "1.95.0"],
        must_not_claim=["test result: FAILED"],
        primary_language="rust",
        evidence_formats=["cargo_error"],
        noise_profile=["passing_tests", "build_output"],
        difficulty="easy",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------- 16 python -m json.tool: a missing comma stops a config render

CONFIG_SERVICES = [
    "accounts",
    "billing",
    "catalog",
    "checkout",
    "gateway",
    "inventory",
    "notifications",
    "payments",
    "search",
    "shipping",
]
CONFIG_ENVS = ["dev", "staging", "prod"]


def service_config(service: str, env: str, k: int) -> str:
    cfg = {
        "service": service,
        "environment": env,
        "replicas": {"dev": 1, "staging": 2, "prod": 3 + k % 4}[env],
        "image": f"registry.example.com/{service}:2026.11.{k + 3}",
        "resources": {"cpu": f"{250 + 50 * k}m", "memory": f"{256 + 64 * k}Mi"},
        "env": {
            "LOG_LEVEL": "debug" if env == "dev" else "info",
            "DB_POOL_SIZE": str(5 + k),
            "FEATURE_FLAGS": ",".join(f"{service}-flag-{j}" for j in range(3)),
        },
        "probes": {"liveness": "/healthz", "readiness": "/readyz", "period_seconds": 10},
        "routes": [{"path": f"/{service}/v{j}", "timeout_ms": 1000 * (j + 1)} for j in range(3)],
    }
    text = json.dumps(cfg, indent=2) + "\n"
    if (service, env) == ("payments", "prod"):  # the planted bug: a comma lost in an edit
        text = text.replace('"DB_POOL_SIZE": "12",', '"DB_POOL_SIZE": "12"', 1)
    return text


def build_json_tool_decode_error(w: Path) -> Built:
    files: dict[str, str] = {
        "ci/render-config.sh": dd("""
        #!/usr/bin/env bash
        # Pretty-prints every service config into the job log and fails on invalid JSON.
        set -euo pipefail
        n=0
        for f in $(find config -name '*.json' | sort); do
            echo "---- $f"
            python3 -m json.tool --indent 2 "$f"
            n=$((n + 1))
        done
        echo "rendered $n config files"
        """),
        "README.md": "# deploy-config\n\nPer-service, per-environment deployment settings.\n",
    }
    for k, service in enumerate(CONFIG_SERVICES):
        for env in CONFIG_ENVS:
            files[f"config/{service}/{env}.json"] = service_config(service, env, k)
    bad = files["config/payments/prod.json"]
    try:
        json.loads(bad)
        raise ValueError("the planted config error is not an error")
    except json.JSONDecodeError as e:
        message = str(e)  # the decoder's own message, as json.tool prints it
    slug = "platform/deploy-config"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.11-slim-bookworm")
    job.env = py311_env(CI="true", GITLAB_CI="true", CI_PROJECT_PATH=slug)
    job.prepare(sha, "deploy-config-1")
    for cmd in (
        "python3 --version",
        "find config -name '*.json' | wc -l",
        "bash ci/render-config.sh",
    ):
        job.sh(cmd)
    raw = job.finish()
    case = Case(
        case_id="json-tool-decode-error-missing-comma-001",
        framework="generic",
        failure_category="config_error",
        summary=(
            'config/payments/prod.json lost the comma after "DB_POOL_SIZE": "12"; the '
            "render script pretty-prints the configs in order with python -m json.tool, "
            "which stops on that file with the decoder's 'Expecting ',' delimiter' message "
            "(line and column in the file) and exit status 1."
        ),
        notes=(
            "GitLab: 22 pretty-printed JSON configs (~800 lines), then the '---- "
            "config/payments/prod.json' header and json.tool's one-line error."
        ),
        signals=[
            Sig("error_message", "critical", message, why="json.tool's decode error"),
            Sig(
                "file_path",
                "critical",
                "---- config/payments/prod.json",
                aliases=("config/payments/prod.json",),
                why="the invalid file",
            ),
            Sig("error_message", "important", "Expecting ',' delimiter"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["config/payments/prod.json"],
        must_mention=["payments/prod.json", "delimiter", "DB_POOL_SIZE"],
        must_not_claim=["payments/staging.json"],
        primary_language="json",
        evidence_formats=["python_error"],
        noise_profile=["data_output"],
        difficulty="easy",
        commands=job.commands,
    )
    return raw, "gitlab", case


# =========================================================================== the batch

SCENARIOS: list[tuple[str, tuple[str, ...], Builder]] = [
    ("gcc-ubsan-signed-overflow-001", ("gcc", "make"), build_ubsan_overflow),
    ("make-missing-separator-sub-make-001", ("gcc", "make"), build_make_missing_separator),
    ("cmake-install-file-cannot-find-001", ("cmake", "ninja", "g++"), build_cmake_install_missing),
    ("cargo-locked-stale-lockfile-001", ("cargo",), build_cargo_locked_stale),
    ("node-esm-missing-named-export-001", ("node", "npm"), build_node_esm_missing_export),
    ("terraform-plan-for-each-unknown-keys-001", ("terraform",), build_terraform_for_each_unknown),
    ("erlc-warnings-as-errors-unused-001", ("erlc", "escript"), build_erlc_warnings_as_errors),
    ("tcl-uncaught-error-errorinfo-001", ("tclsh",), build_tcl_error_info),
    (
        "javadoc-doclint-errors-among-warnings-001",
        ("javac", "java", "javadoc"),
        build_javadoc_doclint,
    ),
    (
        "pg-restore-exit-on-error-exists-001",
        ("psql", "pg_restore", "pg_dump", "createdb"),
        build_pg_restore_exists,
    ),
    ("pre-commit-pygrep-and-fixer-failures-001", (), build_pre_commit_hooks),
    ("pip-check-broken-requirements-001", (), build_pip_check_broken),
    ("flake8-strict-pass-undefined-name-complexity-001", (), build_flake8_strict_pass),
    ("gawk-fatal-division-by-zero-001", ("gawk",), build_gawk_division_by_zero),
    ("cargo-rust-version-unsupported-001", ("cargo",), build_cargo_rust_version),
    ("json-tool-decode-error-missing-comma-001", (), build_json_tool_decode_error),
]

VERSION_PROBES = {
    "python": [PY, "--version"],
    "python3.11": [str(PY311_BIN / "python3.11"), "--version"],
    "pre-commit": [
        "bash",
        "-c",
        f"echo pre-commit $(ls {WHEELS} | grep -m1 '^pre_commit-' | cut -d- -f2)",
    ],
    "flake8": ["bash", "-c", f"echo flake8 $(ls {WHEELS} | grep -m1 '^flake8-' | cut -d- -f2)"],
    "git": ["git", "--version"],
    "bash": ["bash", "--version"],
    "gcc": ["gcc", "--version"],
    "make": ["make", "--version"],
    "cmake": ["cmake", "--version"],
    "ninja": ["ninja", "--version"],
    "cargo": [str(CARGO_BIN / "cargo"), "--version"],
    "rustc": [str(CARGO_BIN / "rustc"), "--version"],
    "node": ["node", "--version"],
    "npm": ["npm", "--version"],
    "terraform": ["terraform", "version"],
    "erl": [
        "erl",
        "-noshell",
        "-eval",
        'io:format("OTP ~s~n", [erlang:system_info(otp_release)]), halt().',
    ],
    "gawk": ["gawk", "--version"],
    "tclsh": ["bash", "-c", "echo 'puts \"tclsh [info patchlevel]\"' | tclsh"],
    "javac": ["javac", "-version"],
    "javadoc": ["javadoc", "--version"],
    "psql": [PSQL, "--version"],
    "pg_restore": ["pg_restore", "--version"],
    "postgres": [PSQL, "-h", "127.0.0.1", "-U", "postgres", "-Atc", "show server_version"],
}
TOOLS_OF = {
    "gcc": ("gcc", "make", "git", "bash"),
    "make": ("make", "gcc", "git", "bash"),
    "cmake": ("cmake", "ninja", "gcc", "git", "bash"),
    "cargo": ("cargo", "rustc", "git", "bash"),
    "node": ("node", "npm", "git", "bash"),
    "terraform": ("terraform", "git", "bash"),
    "erlc": ("erl", "make", "git", "bash"),
    "tcl": ("tclsh", "git", "bash"),
    "javadoc": ("javac", "javadoc", "git", "bash"),
    "pg-restore": ("psql", "pg_restore", "postgres", "git", "bash"),
    "pre-commit": ("python3.11", "pre-commit", "flake8", "git", "bash"),
    "pip": ("python3.11", "git", "bash"),
    "flake8": ("python3.11", "flake8", "git", "bash"),
    "gawk": ("gawk", "bash", "git"),
    "json-tool": ("python3.11", "bash", "git"),
}

README_HEAD = """\
# Fresh held-out reducer cases, eighth batch (made from real tool output)

`bench/cases-fresh-8/`: the eighth batch of fresh cases (the ninth held-out set,
counting `bench/cases/`). {n} benchmark cases in the LogDx-CI layout (see
`/work/shared/corpus/logdx-ci/README.md`): `<case_id>/raw.log`, `case.json`,
`ground_truth.json`, `tags.json`, the same shapes as `bench/cases/` and
`bench/cases-fresh/` to `bench/cases-fresh-7/`. This file is written by
`scripts/make_fresh_cases_8.py`; rebuild everything with

    .venv/bin/python scripts/make_fresh_cases_8.py

(`--only CASE_ID ...` rebuilds some cases and leaves this README alone;
`--preview` only writes the logs to the scratch folder, without labels.)

## Held out: do not tune on this batch

This batch measures the log reducers blind. It was generated at {made} UTC;
the newest file under `harness/reducers/` was then modified at
{reducers_mtime} UTC (only file modification times were listed, by the shared
README helper; no file there was opened). The reducers may be changed by
someone else while this batch is used, so that time is only a marker: reducer
code newer than it has not been measured against this batch's scenarios
either way.

Blindness rules followed while writing the generator and its labels:

- nothing under `harness/` (the reducers and their code), `tests/`, `lab/`,
  `runs/`, `docs/benchmarks.md` or `docs/performance.md` was read, opened,
  grepped or run; the script never imports or runs `harness` or
  `harness.reducers`, and `python -m harness.reducers.eval` was not run;
- no file under `bench/cases*/` was read except each batch folder's
  `README.md` (to keep the scenarios new); no raw log or label of an earlier
  case was read;
- read: `scripts/fresh_batch.py`, `scripts/make_cases.py`,
  `scripts/make_fresh_cases.py`, `scripts/make_fresh_cases_2.py` (the shared
  framing, label types and write helpers this script imports), the module
  docstrings of `scripts/make_fresh_cases_3.py` to `_7.py`, the helpers
  section of `scripts/make_fresh_cases_7.py` above its first scenario (env
  presets, `setup_python_311`, ...; its scenarios were not read), the
  batches' READMEs and `/work/shared/corpus/logdx-ci/README.md`;
- the labels were written from the bug planted in each project, before and
  without looking at how any reducer would reduce the log; no reducer was
  run on these logs.

**Do not use these cases to develop, tune or debug the reducers.** Run the
evaluation on them, report the numbers, and leave the reducers alone because of
what you see. If a reducer is ever changed because of one of these cases, the
batch is spent: make a new one with new scenarios.

## What is different from the earlier batches

Sixteen new scenarios, each a tool or a failure shape that no case in
`bench/cases/` or `bench/cases-fresh/` to `bench/cases-fresh-7/` has (judged
by those batches' READMEs):

- C: a TAP test binary built with `-fsanitize=undefined
  -fno-sanitize-recover=all` stopped by UBSan's `runtime error: signed
  integer overflow` (a djb2 hash in an `int`) after ~430 ok lines, with
  `-Wextra` unused-parameter warnings in the build as red herrings.
- GNU make: `*** missing separator (did you mean TAB instead of 8 spaces?)`
  in a makefile read by a sub-make (`make[1]`), after a passing build and
  ~580 PASS lines.
- CMake: `cmake --install` failing on `file INSTALL cannot find` (the man
  page exists only as a `.in` template) after a verbose Ninja build and 13
  passing ctest tests; the message wraps over lines.
- cargo: `cargo build --locked` refusing a stale `Cargo.lock` (a bumped
  crate version) after another workspace built and tested; and a package's
  `rust-version` newer than the toolchain (`is not supported by the
  following package`) after four crates' tests pass.
- node: an ES module link error (`does not provide an export named`) with
  the import line and caret, after a passing `node --test` run and a
  generator's progress lines.
- terraform: `Invalid for_each argument` (keys known only after apply) at
  the end of a long plan (`Terraform planned the following actions, but then
  encountered a problem`).
- `erlc +warnings_as_errors`: two warnings (unused variable, unused
  function) fail a strict sub-make after the normal build printed the same
  warnings as `Warning:` lines and an escript test run passed.
- Tcl: an uncaught error with its `errorInfo` trace (`while executing`,
  `invoked from within`, procedure and file lines) after ~290 report lines.
- `javadoc -Xdoclint:all`: two errors (`unknown tag`, `reference not found`)
  in the middle of ~145 warnings with source excerpts, after javac and a
  smoke test pass.
- `pg_restore --verbose --exit-on-error` against the machine's PostgreSQL:
  `relation ... already exists` with `Command was:`, after building, listing
  and dumping the source database.
- `pre-commit run --all-files --verbose` with local hooks: a `pygrep` hook
  listing two matches and a fixer hook (`files were modified by this hook`)
  with the `--show-diff-on-failure` diff, among passing hooks.
- `pip check` after `pip install --no-deps -vv`: a version conflict and a
  missing requirement.
- flake8: a long `--exit-zero` warning pass with statistics, then the strict
  pass (`--select=E9,F63,F7,F82,C901 --show-source`) failing on F821 and C901.
- gawk: `fatal: division by zero attempted` with `FILENAME=... FNR=...` after
  ~1,650 output rows of a nightly ETL loop.
- `python -m json.tool` stopping a config render on `Expecting ','
  delimiter: line N column M` after 22 pretty-printed files.

Not used: go, tsc, eslint, clang (not installed), docker builds, Maven
(offline repository not checked), anything needing the network. Families
(`framework` in `case.json`) are ones the earlier batches use; tools without a
family of their own (erlc, Tcl, javadoc, pg_restore, pre-commit, flake8,
gawk, json.tool, node) use `generic`.

## Where the logs come from

Every `raw.log` is the real output of a real tool installed on this machine,
run by the script on a small, deliberately broken project. The script commits
the project to a scratch git repository `<tmp>/lgfc8/<NN>/origin/` (NN is the
case's number, so that no path in a log names the case; fixed author and
date, so commit ids do not change between rebuilds) and checks it out with
real git commands, using the helpers of `scripts/make_fresh_cases_2.py` (the
public URL routed to that folder by `url.<base>.insteadOf` in a scratch git
config; the user's git config is never read or written). Nothing is
downloaded: the CPython 3.11 cases create a venv and `pip install` with
`PIP_NO_INDEX=1` and `PIP_FIND_LINKS` pointing at the machine's local wheel
mirror (`/opt/pypi/files`, standing in for a restored runner cache; the
`pip check` case adds a folder of small internal wheels the script builds);
cargo and npm run offline (path dependencies only; an empty npm cache and
user config in the scratch folder); terraform uses only `terraform_data`
with an empty CLI configuration and `CHECKPOINT_DISABLE=1`; pre-commit uses
only local `pygrep`, `system` and `fail` hooks, with its home in the scratch
folder. The pg_restore case uses the PostgreSQL server of this machine (two
scratch databases, dropped before and after).

Capture: stdout and stderr merged into one pipe in the order written (not a
tty), with the cleaned environment of `scripts/make_cases.py`
(`LANG=C.UTF-8`, `COLUMNS=120`, `PYTHONUNBUFFERED=1`, colour variables unset).

Two framings, half each (`log_framing` in `case.json`), as in
`bench/cases-fresh-2/README.md`: `github_actions` (a UTC time on every line,
runner set-up, `actions/checkout@v4` running real git commands, setup and
cache actions, `##[group]Run ...` steps really run as `bash -e <script>`,
`##[error]Process completed with exit code N.`, post-job clean-up) and
`gitlab` (runner and executor lines, real git fetch and checkout, cache
restore, `$ command` lines run by bash, the job stopping at the first failing
command, after_script and artifact upload, `ERROR: Job failed: exit code N`).
The runner's own lines are the only text the script writes itself, and no
label points into them except the exit-status line.

## How they were labelled

By hand, in `scripts/make_fresh_cases_8.py`, from the bug planted in each
project: the decisive error message, the failing check, hook or test group,
the file and line of the error as a `stack_location` where the log carries it
in `file:line` or `file line N,` form (otherwise, as for Tcl's `(file "..."
line N)` and gawk's `FILENAME=... FNR=...`, that text is part of a value),
the failing command or the exit status. Each case marks 2-5 signals critical
and the rest important or optional; `must_not_claim` names the red herrings
each log contains. Only line numbers are computed (and, where a tool's
message quotes it, the line of the planted bug in the generated source, the
line of the generated `cmake_install.cmake`, the gawk input row, and the
JSON decoder's message for the planted file, computed with Python's own
`json` module): `evidence_lines` are all the lines of `raw.log` that contain
the value, up to 12 ranges; `evidence_spans` are two lines either side of the
first line of each critical signal. Before a case is written, every `value`,
alias, `stack_location` file, relevant test id and `must_mention` term is
checked to be an exact substring of `raw.log`, both as written and with ANSI
escapes removed; the script fails if one is not, and re-reads each written
case to check it again. No value depends on timing: durations, timestamps,
temporary paths, OIDs and TOC numbers, hashes and build ids are never used.

## Reproducibility

Rerunning the script rebuilds the same projects, commits and labels. What
differs between runs: the GitHub Actions timestamps, durations (node's
`duration_ms`, pre-commit's `- duration:`, cargo's `finished in`), pip's
temporary folder names, cargo's artifact hashes, pg_restore's TOC entry
numbers and OIDs, and the order in which ninja finishes its two parallel
jobs, so some sizes and line numbers move a little. Labels never depend on
any of these.

## Tools

| tool | version |
|---|---|
"""


def main(argv: list[str] | None = None) -> int:
    fresh = FreshBatch(
        description=(__doc__ or "").splitlines()[0],
        scenarios=SCENARIOS,
        work=WORK,
        batch=BATCH,
        probes=VERSION_PROBES,
        tools_of=TOOLS_OF,
        readme_head=README_HEAD,
        check_labels=True,
    )
    return run(fresh, argv)


if __name__ == "__main__":
    sys.exit(main())
