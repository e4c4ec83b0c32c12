"""Dev cases for the cargo reducer: panics (in spawned threads too), aborts, build scripts,
should_panic, backtraces and clippy, each inside a CI job log.

    .venv/bin/python scripts/dev_cases_cargo.py [--only CASE_ID ...] [--keep-work]

Each scenario writes a small broken crate or workspace (std only) into a scratch folder
(<tmp>/loopglass-dev-cargo/<case_id>), runs the real cargo offline on it and wraps the
output in a CI job: a GitHub Actions log (every line timestamped, steps in `##[group]`
blocks, a failed step's `##[error]Process completed with exit code N.`, the post-job
steps) or a GitLab one (`$ command` lines, `ERROR: Job failed: exit code N`). The setup
noise is real output too (`rustup show`, `cargo -vV`, builds, passing tests); only the
runner's own lines are written here. Cases go to bench/cases-dev/cargo/<case_id>/ in the
LogDx-CI layout, with labels written by hand below from the bug planted in each crate
(only their line numbers are computed). The reducers are never imported here.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_cases as mc  # scripts/ is not a package: found through sys.path
from make_cases import Case, Sig, child_env, dd, tool, write_tree

OUT = mc.ROOT / "bench" / "cases-dev" / "cargo"
WORK = mc.WORK.parent / "loopglass-dev-cargo"
CARGO = tool("cargo") or str(Path.home() / ".cargo" / "bin" / "cargo")
START = datetime(2026, 5, 4, 9, 12, 3, tzinfo=UTC)


def cargo_env(**extra: str) -> dict[str, str]:
    return child_env(CARGO_NET_OFFLINE="true", CARGO_TARGET_DIR="target", **extra)


def line_in(source: str, marker: str) -> int:
    """The 1-based line of `source` holding `marker` (so labels never count lines by hand)."""
    for number, line in enumerate(source.split("\n"), 1):
        if marker in line:
            return number
    raise ValueError(f"{marker!r} is not in the source")


def capture(argv: list[str], cwd: Path, env: dict[str, str]) -> tuple[int, str]:
    done = subprocess.run(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=900,
                          check=False)  # fmt: skip
    return done.returncode, done.stdout.decode("utf-8", "surrogateescape")


# --------------------------------------------------------------------------- CI wrappers

GHA_PREAMBLE = """\
Current runner version: '2.333.1'
##[group]Runner Image Provisioner
Hosted Compute Agent
Version: 20260213.493
Commit: 5c115507f6dd24b8de37d8bbe0bb4509d0cc0fa3
Build Date: 2026-02-13T00:28:41Z
##[endgroup]
##[group]Operating System
Ubuntu
24.04.4
LTS
##[endgroup]
##[group]Runner Image
Image: ubuntu-24.04
Version: 20260413.86.1
Included Software: https://github.com/actions/runner-images/blob/ubuntu24/20260413.86/images/ubuntu/Ubuntu2404-Readme.md
##[endgroup]
##[group]GITHUB_TOKEN Permissions
Contents: read
Metadata: read
##[endgroup]
Secret source: Actions
Prepare workflow directory
Prepare all required actions
Getting action download info
Download action repository 'actions/checkout@v4' (SHA:11bd71901bbe5b1630ceea73d27597364c9)
Download action repository 'dtolnay/rust-toolchain@stable' (SHA:29eef336d9b2848a0b548edc03f92a2)
Download action repository 'Swatinem/rust-cache@v2' (SHA:e18b497796c12c097a38f9edb9d0641f)
Complete job name: {job}
##[group]Run actions/checkout@v4
with:
  repository: {repo}
  token: ***
  ssh-strict: true
  persist-credentials: true
  clean: true
  fetch-depth: 1
  lfs: false
  submodules: false
##[endgroup]
Syncing repository: {repo}
##[group]Getting Git version info
Working directory is '/home/runner/work/{name}/{name}'
[command]/usr/bin/git version
git version 2.53.0
##[endgroup]
Temporarily overriding HOME='/home/runner/work/_temp/5d1f' before making global git config changes
[command]/usr/bin/git config --global --add safe.directory /home/runner/work/{name}/{name}
Deleting the contents of '/home/runner/work/{name}/{name}'
##[group]Initializing the repository
[command]/usr/bin/git init /home/runner/work/{name}/{name}
Initialized empty Git repository in /home/runner/work/{name}/{name}/.git/
[command]/usr/bin/git remote add origin https://github.com/{repo}
##[endgroup]
##[group]Fetching the repository
[command]/usr/bin/git -c protocol.version=2 fetch --no-tags --prune --depth=1 origin
  +3f6c2a9d0e1b7c4a5f8e9d0c1b2a3f4e5d6c7b8a:refs/remotes/origin/main
From https://github.com/{repo}
 * [new ref]         3f6c2a9d0e1b7c4a5f8e9d0c1b2a3f4e5d6c7b8a -> origin/main
##[endgroup]
##[group]Checking out the ref
[command]/usr/bin/git checkout --progress --force -B main refs/remotes/origin/main
Switched to a new branch 'main'
branch 'main' set up to track 'origin/main'.
##[endgroup]
[command]/usr/bin/git log -1 --format=%H
3f6c2a9d0e1b7c4a5f8e9d0c1b2a3f4e5d6c7b8a
##[group]Run dtolnay/rust-toolchain@stable
with:
  toolchain: stable
  components: clippy
##[endgroup]
##[group]Run Swatinem/rust-cache@v2
with:
  prefix-key: v0-rust
  cache-on-failure: false
##[endgroup]
Cache Configuration
... Restoring cache ...
No cache found.
"""
GHA_POST = """\
Post job cleanup.
[command]/usr/bin/git version
git version 2.53.0
Temporarily overriding HOME='/home/runner/work/_temp/0b7e' before making global git config changes
Adding repository directory to the temporary git global config as a safe directory
[command]/usr/bin/git config --local --name-only --get-regexp core\\.sshCommand
[command]/usr/bin/git submodule foreach --recursive sh -c "git config --local --unset-all core.x"
Removing HTTP extra header
[command]/usr/bin/git config --local --name-only --get-regexp http\\.https.*extraheader
Cleaning up orphan processes
"""
GITLAB_PREAMBLE = """\
Running with gitlab-runner 17.11.1 (4d6c4e2a)
  on ci-runner-docker-3 t3_hQ9xkA, system ID: s_6b1f4e2c9a7d
Preparing the "docker" executor
Using Docker executor with image rust:1.95-bookworm ...
Pulling docker image rust:1.95-bookworm ...
Using docker image sha256:8c1f0e6b2d4a for rust:1.95-bookworm with digest rust@sha256:4b7d9e2a ...
Preparing environment
Running on runner-t3hq9xka-project-4211-concurrent-0 via ci-runner-docker-3...
Getting source from Git repository
Fetching changes with git depth set to 20...
Reinitialized existing Git repository in /builds/{repo}/.git/
Checking out 7e2c9a41 as detached HEAD (ref is main)...
Skipping Git submodules setup
Restoring cache
Checking cache for cargo-main-1...
No URL provided, cache will not be downloaded from shared cache server.
Instead a local version of cache will be extracted.
WARNING: file does not exist
Failed to extract cache
Executing "step_script" stage of the job script
Using docker image sha256:8c1f0e6b2d4a for rust:1.95-bookworm with digest rust@sha256:4b7d9e2a ...
"""


class Actions:
    """A GitHub Actions job log. Setup steps must succeed; the first failing step ends the
    job with the runner's error annotation, as a real job does."""

    def __init__(self, cwd: Path, job: str, repo: str) -> None:
        self.cwd, self.code, self.tick = cwd, 0, 0
        self.lines: list[str] = []
        self.emit(GHA_PREAMBLE.format(job=job, repo=repo, name=repo.split("/")[1]))

    def emit(self, text: str) -> None:
        for line in text.removesuffix("\n").split("\n"):
            self.tick += 1
            moment = START + timedelta(microseconds=self.tick * 3711 + self.tick**2 % 997)
            self.lines.append(moment.strftime("%Y-%m-%dT%H:%M:%S.%f") + "0Z " + line)

    def run(
        self, shown: str, argv: list[str], env: dict[str, str], shown_env: str = "",
        *, expect_ok: bool = False,
    ) -> int:  # fmt: skip
        head = f"##[group]Run {shown}\n{shown}\nshell: /usr/bin/bash -e {{0}}\nenv:\n"
        head += "  CARGO_TERM_COLOR: always\n  CARGO_INCREMENTAL: 0\n" + shown_env
        self.emit(head + "##[endgroup]")
        code, out = capture(argv, self.cwd, env)
        if expect_ok and code:
            raise RuntimeError(f"setup step failed ({code}): {shown}\n{out[-3000:]}")
        if out:
            self.emit(out)
        if code:
            self.emit(f"##[error]Process completed with exit code {code}.")
        self.code = code
        return code

    def text(self) -> str:
        self.emit(GHA_POST)
        return "\n".join(self.lines) + "\n"


def gitlab(cwd: Path, repo: str) -> mc.Job:
    job = mc.Job(cwd)
    job.parts.append(GITLAB_PREAMBLE.format(repo=repo))
    return job


def toolchain_steps(job: Actions | mc.Job, env: dict[str, str]) -> None:
    """What a Rust job prints before its own steps: the toolchain, cargo's version."""
    steps = [("rustup show", ["rustup", "show"]), ("cargo -vV", [CARGO, "-vV"]),
             ("rustc -vV", ["rustc", "-vV"])]  # fmt: skip
    for shown, argv in steps:
        if isinstance(job, Actions):
            job.run(shown, argv, env, expect_ok=True)
        else:
            job.run(shown, argv, env=env, expect_ok=True)


def passing_tests(module: str, count: int, seed: int) -> str:
    """A `#[cfg(test)] mod` of `count` tests that pass: the `... ok` lines of a real suite."""
    verbs = ["parses", "keeps", "rejects", "rounds", "sorts", "merges", "splits", "trims"]
    nouns = ["header", "empty_input", "unicode", "large_value", "negative", "nested", "tail"]
    tests = []
    for i in range(count):
        name = f"{verbs[(i + seed) % len(verbs)]}_{nouns[(i * 3 + seed) % len(nouns)]}_{i:03d}"
        a, b = i * 7 + seed, i % 13 + 1
        tests.append(f"    #[test]\n    fn {name}() {{\n"
                     f"        assert_eq!({a}u64.wrapping_mul({b}) % 1000, {a * b % 1000});\n"
                     f"    }}\n")  # fmt: skip
    return f"#[cfg(test)]\nmod {module} {{\n" + "\n".join(tests) + "}\n"


def package(name: str, version: str = "0.1.0", extra: str = "") -> str:
    return f'[package]\nname = "{name}"\nversion = "{version}"\nedition = "2021"\n{extra}'


def workspace(members: list[str]) -> str:
    listed = ", ".join(f'"{m}"' for m in members)
    return f'[workspace]\nresolver = "2"\nmembers = [{listed}]\n'


def rust_case(case_id: str, category: str, summary: str, notes: str, signals: list[Sig],
              **more: Any) -> Case:  # fmt: skip
    """A Case with what every cargo case shares."""
    return Case(case_id=case_id, framework="cargo", failure_category=category, summary=summary,
                notes=notes, signals=signals, primary_language="rust", **more)  # fmt: skip


# =========================================================================== scenarios

BATCH_RS = dd("""
    use std::thread;

    #[derive(Debug, Clone)]
    pub struct Record {
        pub id: u32,
        pub len: usize,
    }

    pub fn validate(id: usize, records: &[Record], declared: usize) -> usize {
        let total: usize = records.iter().map(|r| r.len).sum();
        if total != declared {
            let first = records.first();
            let msg = format!("batch {id} holds {total} bytes but its header declares {declared}");
            panic!("{msg}\\nfirst record: {first:?}");
        }
        total
    }

    pub fn merge(batches: Vec<(Vec<Record>, usize)>) -> usize {
        let handles: Vec<_> = batches
            .into_iter()
            .enumerate()
            .map(|(id, (recs, declared))| thread::spawn(move || validate(id, &recs, declared)))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).sum()
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        fn recs(lens: &[usize]) -> Vec<Record> {
            lens.iter().enumerate().map(|(i, &len)| Record { id: i as u32, len }).collect()
        }

        #[test]
        fn merges_parallel_batches() {
            let batches = vec![(recs(&[10, 20]), 30), (recs(&[5, 5, 5]), 15), (recs(&[7, 8]), 16)];
            assert_eq!(merge(batches), 61);
        }

        #[test]
        fn single_batch() {
            assert_eq!(merge(vec![(recs(&[4]), 4)]), 4);
        }
    }
    """)


def build_thread_panic(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "Cargo.toml": package("ingest", "0.7.2"),
        "src/lib.rs": "pub mod batch;\npub mod checks;\n",
        "src/batch.rs": BATCH_RS,
        "src/checks.rs": "pub fn id(x: u64) -> u64 {\n    x\n}\n\n"
                         + passing_tests("tests", 380, 1),
    })  # fmt: skip
    env = cargo_env(RUST_BACKTRACE="0")
    job = Actions(w, "test (ubuntu-latest, stable)", "dataflow/ingest")
    toolchain_steps(job, env)
    job.run("cargo test --locked --all-features", [CARGO, "test", "--all-features"], env,
            "  RUST_BACKTRACE: 0\n")  # fmt: skip
    panic_line = line_in(BATCH_RS, "panic!(")
    return job.text(), rust_case(
        "cargo-test-thread-panic-gha-001", "test_assertion",
        "batch::tests::merges_parallel_batches fails: merge() validates each batch on its own "
        "thread; batch 2 declares 16 bytes but its records hold 15, so validate() panics in "
        "the spawned thread ('<unnamed>') and the test thread's join().unwrap() then fails "
        "with `Any { .. }`. The cause is the spawned thread's panic, not the unwrap.",
        "cargo test on GitHub Actions, 380 passing tests; a panic in a spawned thread (its "
        "message on two lines) and the test thread's unwrap of the join error.",
        [
            Sig("failed_test", "critical", "batch::tests::merges_parallel_batches"),
            Sig("panic", "critical", "batch 2 holds 15 bytes but its header declares 16",
                why="the spawned thread's panic message"),
            Sig("panic", "important", "first record: Some(Record { id: 0, len: 7 })",
                why="the second line of the message"),
            Sig("stack_location", "critical", file="src/batch.rs", line=panic_line),
            Sig("panic", "critical", f"panicked at src/batch.rs:{panic_line}:9:",
                why="where the spawned thread panicked"),
            Sig("panic", "important", "thread '<unnamed>'"),
            Sig("panic", "important", "called `Result::unwrap()` on an `Err` value: Any { .. }"),
            Sig("assertion", "critical", "test result: FAILED. 381 passed; 1 failed"),
            Sig("exit_code", "important", "error: test failed, to rerun pass `--lib`"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 101."),
        ],
        relevant_files=["src/batch.rs"], relevant_tests=["batch::tests::merges_parallel_batches"],
        must_mention=["batch 2", "15", "16", "spawned thread"],
        must_not_claim=["the join unwrap is the bug", "compile error"],
        evidence_formats=["panic", "thread_panic"], noise_profile=["test_progress_noise"],
        commands=["cargo test --locked --all-features"],
    )  # fmt: skip


MAIN_RS = dd("""
    use std::collections::HashMap;

    #[derive(Debug)]
    enum RateError {
        Missing { currency: &'static str, invoice: String },
    }

    fn convert(rates: &HashMap<&str, f64>, amount: f64, currency: &'static str, invoice: &str)
        -> Result<f64, RateError> {
        rates
            .get(currency)
            .map(|r| amount * r)
            .ok_or(RateError::Missing { currency, invoice: invoice.to_string() })
    }

    fn main() {
        let rates: HashMap<&str, f64> = [("EUR", 1.0), ("USD", 0.92), ("GBP", 1.17)].into();
        let currencies = ["EUR", "USD", "GBP", "EUR", "USD"];
        let mut total = 0.0;
        for n in 1..=420u32 {
            let currency = if n == 312 { "CHF" } else { currencies[n as usize % 5] };
            let invoice = format!("2024-{n:04}");
            let amount = 100.0 + f64::from(n % 17) * 12.5;
            let eur = convert(&rates, amount, currency, &invoice).unwrap();
            total += eur;
            println!("rendered invoice {invoice} ({currency} {amount:.2} = EUR {eur:.2})");
        }
        println!("total EUR {total:.2}");
    }
    """)


def build_run_main_panic(w: Path) -> tuple[str, Case]:
    write_tree(w, {"Cargo.toml": package("reportgen", "2.3.0"), "src/main.rs": MAIN_RS})
    env = cargo_env(RUST_BACKTRACE="0")
    job = gitlab(w, "finance/reportgen")
    toolchain_steps(job, env)
    job.run("cargo build --release --locked", [CARGO, "build", "--release"], env=env,
            expect_ok=True)  # fmt: skip
    shown = "cargo run --release --locked -- --month 2024-11"
    job.run(shown, [CARGO, "run", "--release", "--", "--month", "2024-11"], env=env)
    at = line_in(MAIN_RS, ".unwrap();")
    return job.text(), rust_case(
        "cargo-run-main-panic-gitlab-001", "runtime_error",
        "The report binary panics in main on invoice 2024-0312: its currency CHF has no "
        "exchange rate, convert() returns Err(Missing { .. }) and main unwraps it "
        f"(src/main.rs:{at}). The job fails with exit code 101.",
        "GitLab job: cargo build --release, then cargo run prints 311 invoice lines before "
        "the panic in the main thread (unwrap of an Err with a Debug payload).",
        [
            Sig("panic", "critical",
                'called `Result::unwrap()` on an `Err` value: Missing { currency: "CHF", '
                'invoice: "2024-0312" }', why="the panic message with its payload"),
            Sig("stack_location", "critical", file="src/main.rs", line=at),
            Sig("panic", "critical", f"panicked at src/main.rs:{at}:", why="panic location"),
            Sig("panic", "important", "thread 'main'"),
            Sig("exit_code", "critical", "ERROR: Job failed: exit code 101"),
            Sig("log", "optional", "rendered invoice 2024-0311"),
        ],
        relevant_files=["src/main.rs"], must_mention=["CHF", "2024-0312", "exchange rate"],
        must_not_claim=["compile error", "test failure"],
        evidence_formats=["panic"], noise_profile=["program_output_noise", "build_noise"],
        commands=["cargo build --release --locked", shown],
    )  # fmt: skip


FRAME_RS = dd("""
    pub fn read_len(buf: &[u8]) -> usize {
        let bytes: [u8; 2] = buf[2..4].try_into().unwrap();
        u16::from_be_bytes(bytes) as usize
    }

    pub fn decode(buf: &[u8]) -> Vec<u8> {
        let len = read_len(buf);
        buf[4..4 + len].to_vec()
    }

    pub fn encode(payload: &[u8]) -> Vec<u8> {
        let mut out = vec![0xC0, 0x01];
        if !payload.is_empty() {
            out.extend_from_slice(&(payload.len() as u16).to_be_bytes());
        }
        out.extend_from_slice(payload);
        out
    }

    pub fn crc16(data: &[u8]) -> u16 {
        let mut crc: u16 = 0xFFFF;
        for &b in data {
            crc ^= u16::from(b) << 8;
            for _ in 0..8 {
                crc = if crc & 0x8000 != 0 { (crc << 1) ^ 0x1021 } else { crc << 1 };
            }
        }
        crc ^ 0x0001
    }
    """)
ROUNDTRIP_RS = dd("""
    use codec::frame::{crc16, decode, encode};

    #[test]
    fn roundtrip_short_payload() {
        assert_eq!(decode(&encode(b"hi")), b"hi");
    }

    #[test]
    fn roundtrip_empty_payload() {
        let frame = encode(b"");
        assert!(decode(&frame).is_empty());
    }

    #[test]
    fn checksum_of_known_vector() {
        let check = format!("{:#06x}", crc16(b"123456789"));
        assert_eq!(check, "0x29b1", "CRC-16/CCITT-FALSE check value");
    }
    """)


def build_backtrace(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "Cargo.toml": package("codec", "1.4.0"),
        "src/lib.rs": "pub mod frame;\npub mod table;\n",
        "src/frame.rs": FRAME_RS,
        "src/table.rs": "pub const SIZE: usize = 256;\n\n" + passing_tests("tests", 260, 5),
        "tests/roundtrip.rs": ROUNDTRIP_RS,
    })  # fmt: skip
    env = cargo_env(RUST_BACKTRACE="1")
    job = Actions(w, "test", "netkit/codec")
    toolchain_steps(job, env)
    job.run("cargo test --locked", [CARGO, "test"], env, "  RUST_BACKTRACE: 1\n")
    unwrap = line_in(FRAME_RS, "buf[2..4]")
    caller = line_in(ROUNDTRIP_RS, "assert!(decode(&frame)")
    check = line_in(ROUNDTRIP_RS, "assert_eq!(check")
    return job.text(), rust_case(
        "cargo-test-backtrace-gha-001", "test_assertion",
        "The unit tests pass; tests/roundtrip.rs has two failures. roundtrip_empty_payload: "
        "encode() skips the length field for an empty payload, so read_len() slices bytes 2..4 "
        "of a two-byte frame (src/frame.rs). "
        "checksum_of_known_vector: crc16() xors the result with 1, giving 0x29b0 for the "
        "check value 0x29b1.",
        "cargo test with RUST_BACKTRACE=1 on GitHub Actions: 260 passing unit tests, two "
        "failing integration tests, each with a backtrace mostly of std/core frames.",
        [
            Sig("failed_test", "critical", "roundtrip_empty_payload"),
            Sig("failed_test", "critical", "checksum_of_known_vector"),
            Sig("panic", "critical", "range end index 4 out of range for slice of length 2"),
            Sig("stack_location", "critical", file="src/frame.rs", line=unwrap),
            Sig("panic", "critical", f"panicked at src/frame.rs:{unwrap}:"),
            Sig("stack_location", "important", file="tests/roundtrip.rs", line=caller,
                why="the test frame that called decode"),
            Sig("frame", "important", "codec::frame::read_len"),
            Sig("assertion", "critical", "assertion `left == right` failed: CRC-16/CCITT-FALSE"),
            Sig("assertion", "important", 'left: "0x29b0"'),
            Sig("assertion", "important", 'right: "0x29b1"'),
            Sig("panic", "important", f"panicked at tests/roundtrip.rs:{check}:"),
            Sig("assertion", "critical", "test result: FAILED. 1 passed; 2 failed"),
            Sig("exit_code", "important", "error: test failed, to rerun pass `--test roundtrip`"),
        ],
        relevant_files=["src/frame.rs", "tests/roundtrip.rs"],
        relevant_tests=["roundtrip_empty_payload", "checksum_of_known_vector"],
        must_mention=["empty payload", "length", "crc16", "0x29b0"],
        must_not_claim=["std bug", "flaky"], multi_failure=True,
        evidence_formats=["panic", "backtrace", "assertion_diff"],
        noise_profile=["test_progress_noise", "backtrace_noise"],
        commands=["cargo test --locked"],
    )  # fmt: skip


RANGES_RS = dd("""
    pub struct Steps {
        pub start: i64,
        pub end: i64,
        pub step: i64,
    }

    pub fn steps(start: i64, end: i64, step: i64) -> Steps {
        if start > end {
            panic!("invalid range: start {start} > end {end}");
        }
        Steps { start, end, step }
    }

    impl Steps {
        pub fn count(&self) -> i64 {
            (self.end - self.start) / self.step.max(1)
        }
    }

    #[cfg(test)]
    mod checks {
        use super::*;

        #[test]
        #[should_panic(expected = "start must not exceed end")]
        fn rejects_inverted_range() {
            steps(9, 3, 1);
        }

        #[test]
        #[should_panic(expected = "step must be positive")]
        fn rejects_zero_step() {
            let s = steps(0, 10, 0);
            assert!(s.count() >= 0);
        }

        #[test]
        fn counts_steps() {
            assert_eq!(steps(0, 10, 2).count(), 5);
        }
    }
    """)


def build_should_panic(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "Cargo.toml": package("ranges", "0.2.9"),
        "src/lib.rs": RANGES_RS + "\n" + passing_tests("more", 420, 2),
    })  # fmt: skip
    env = cargo_env(RUST_BACKTRACE="0")
    job = gitlab(w, "toolbox/ranges")
    toolchain_steps(job, env)
    job.run("cargo test --locked --lib", [CARGO, "test", "--lib"], env=env)
    fn_line = line_in(RANGES_RS, "fn rejects_zero_step")
    return job.text(), rust_case(
        "cargo-should-panic-gitlab-001", "test_assertion",
        "Two should_panic tests fail. checks::rejects_inverted_range panics, but with "
        "'invalid range: start 9 > end 3' instead of the expected 'start must not exceed "
        "end'. checks::rejects_zero_step does not panic at all: steps() never checks the "
        "step.",
        "GitLab job, cargo test --lib: 421 passing tests, two should_panic failures (the "
        "wrong message, no panic).",
        [
            Sig("failed_test", "critical", "checks::rejects_inverted_range"),
            Sig("failed_test", "critical", "checks::rejects_zero_step"),
            Sig("assertion", "critical", "panic did not contain expected string"),
            Sig("assertion", "critical", 'expected substring: "start must not exceed end"'),
            Sig("panic", "important", 'panic message: "invalid range: start 9 > end 3"',
                aliases=("invalid range: start 9 > end 3",)),
            Sig("assertion", "critical", "test did not panic as expected"),
            Sig("stack_location", "important", file="src/lib.rs", line=fn_line),
            Sig("assertion", "critical", "test result: FAILED. 421 passed; 2 failed"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 101"),
        ],
        relevant_files=["src/lib.rs"],
        relevant_tests=["checks::rejects_inverted_range", "checks::rejects_zero_step"],
        must_mention=["expected string", "did not panic", "step"],
        must_not_claim=["compile error"], multi_failure=True,
        evidence_formats=["panic", "should_panic"], noise_profile=["test_progress_noise"],
        commands=["cargo test --locked --lib"],
    )  # fmt: skip


WALK_RS = dd("""
    pub enum Node {
        Leaf(u32),
        List(Vec<Node>),
    }

    pub fn depth(node: &Node) -> usize {
        let scratch = [0u64; 96];
        match node {
            Node::Leaf(_) => 1 + scratch[0] as usize,
            Node::List(items) => 1 + items.iter().map(depth).max().unwrap_or(0),
        }
    }

    pub fn nest(levels: usize) -> Node {
        let mut node = Node::Leaf(0);
        for _ in 0..levels {
            node = Node::List(vec![node]);
        }
        node
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn shallow_document() {
            assert_eq!(depth(&nest(3)), 4);
        }

        #[test]
        fn deeply_nested_document() {
            let doc = nest(2_000_000);
            assert!(depth(&doc) > 1_000);
            std::mem::forget(doc);
        }
    }
    """)


def build_stack_overflow(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "Cargo.toml": workspace(["crates/tree_core", "crates/tree_walk"]),
        "crates/tree_core/Cargo.toml": package("tree_core", "0.5.1"),
        "crates/tree_core/src/lib.rs": "pub fn id(x: u32) -> u32 {\n    x\n}\n\n"
                                       + passing_tests("tests", 320, 3),
        "crates/tree_walk/Cargo.toml": package("tree_walk", "0.5.1"),
        "crates/tree_walk/src/lib.rs": "pub mod walk;\n",
        "crates/tree_walk/src/walk.rs": WALK_RS,
    })  # fmt: skip
    env = cargo_env(RUST_BACKTRACE="0")
    job = Actions(w, "test workspace", "docs-rs/treekit")
    toolchain_steps(job, env)
    job.run("cargo test --workspace --locked", [CARGO, "test", "--workspace"], env)
    return job.text(), rust_case(
        "cargo-test-stack-overflow-gha-001", "runtime_error",
        "tree_walk's test walk::tests::deeply_nested_document overflows the test thread's "
        "stack: depth() recurses once per level of a 2,000,000-deep document. The test "
        "binary aborts (SIGABRT), so libtest prints no result for it; tree_core's tests "
        "all pass.",
        "cargo test --workspace on GitHub Actions: 320 passing tests in one crate, then a "
        "stack overflow aborts the other crate's test binary.",
        [
            Sig("failed_test", "critical", "walk::tests::deeply_nested_document"),
            Sig("panic", "critical", "has overflowed its stack"),
            Sig("panic", "important", "fatal runtime error: stack overflow"),
            Sig("exit_code", "critical", "signal: 6, SIGABRT: process abort signal"),
            Sig("exit_code", "critical", "error: test failed, to rerun pass `-p tree_walk --lib`"),
            Sig("assertion", "optional", "test result: ok. 320 passed"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 101."),
        ],
        relevant_files=["crates/tree_walk/src/walk.rs"],
        relevant_tests=["walk::tests::deeply_nested_document"],
        must_mention=["stack overflow", "recursion", "deeply_nested_document"],
        must_not_claim=["assertion failed", "tree_core"],
        evidence_formats=["abort", "signal"], noise_profile=["test_progress_noise"],
        commands=["cargo test --workspace --locked"],
    )  # fmt: skip


POOL_RS = dd("""
    #[derive(Debug)]
    pub struct Conn {
        pub id: u32,
        pub returned: bool,
    }

    impl Drop for Conn {
        fn drop(&mut self) {
            if std::thread::panicking() && !self.returned {
                panic!("connection {} dropped without being returned to the pool", self.id);
            }
        }
    }

    pub fn checkout(attempts: u32) -> Result<Conn, String> {
        if attempts < 5 {
            return Err(format!("checkout timed out after {attempts} attempts"));
        }
        Ok(Conn { id: attempts, returned: false })
    }
    """)
CHECKOUT_RS = dd("""
    use pool::{checkout, Conn};

    #[test]
    fn checkout_retries_then_fails() {
        let _held = Conn { id: 7, returned: false };
        let err = checkout(3).unwrap_err();
        assert_eq!(err, "pool exhausted");
    }
    """)


def build_nonunwinding(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "Cargo.toml": package("pool", "3.0.0-rc.2"),
        "src/lib.rs": POOL_RS + "\n" + passing_tests("tests", 240, 4),
        "tests/checkout.rs": CHECKOUT_RS,
        "tests/sizes.rs": "#[test]\nfn fits_in_a_word() {\n"
                          "    assert_eq!(1u64.count_ones(), 1);\n}\n",
    })  # fmt: skip
    env = cargo_env(RUST_BACKTRACE="0")
    job = gitlab(w, "infra/pool")
    toolchain_steps(job, env)
    shown = "cargo test --locked --no-fail-fast"
    job.run(shown, [CARGO, "test", "--no-fail-fast"], env=env)
    assert_line = line_in(CHECKOUT_RS, "assert_eq!(err")
    drop_line = line_in(POOL_RS, "panic!(")
    return job.text(), rust_case(
        "cargo-test-nonunwinding-gitlab-001", "runtime_error",
        "tests/checkout.rs checkout_retries_then_fails: the assert_eq fails (the error is "
        "'checkout timed out after 3 attempts', not 'pool exhausted'), and while unwinding, "
        "Conn's Drop panics again; a panic in a destructor during cleanup cannot unwind, so "
        "the test binary aborts with SIGABRT.",
        "GitLab job, cargo test --no-fail-fast: 240 passing unit tests, then an assertion "
        "whose unwinding runs a panicking Drop: the forced backtrace, a non-unwinding panic "
        "and an abort.",
        [
            Sig("failed_test", "critical", "checkout_retries_then_fails"),
            Sig("assertion", "critical", 'left: "checkout timed out after 3 attempts"'),
            Sig("assertion", "important", 'right: "pool exhausted"'),
            Sig("stack_location", "critical", file="tests/checkout.rs", line=assert_line),
            Sig("panic", "critical", "connection 7 dropped without being returned to the pool"),
            Sig("panic", "important", f"panicked at src/lib.rs:{drop_line}:"),
            Sig("panic", "critical", "thread caused non-unwinding panic. aborting."),
            Sig("exit_code", "critical", "signal: 6, SIGABRT: process abort signal"),
            Sig("exit_code", "important", "error: test failed, to rerun pass `--test checkout`"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 101"),
        ],
        relevant_files=["tests/checkout.rs", "src/lib.rs"],
        relevant_tests=["checkout_retries_then_fails"],
        must_mention=["Drop", "non-unwinding", "pool exhausted"],
        must_not_claim=["stack overflow", "compile error"],
        evidence_formats=["panic", "abort", "backtrace"],
        noise_profile=["test_progress_noise", "backtrace_noise"],
        commands=[shown],
    )  # fmt: skip


BUILD_RS = dd("""
    use std::env;
    use std::fs;

    fn main() {
        println!("cargo:rerun-if-changed=schema/VERSION");
        let root = env::var("CARGO_MANIFEST_DIR").unwrap();
        let version = fs::read_to_string(format!("{root}/schema/VERSION")).unwrap();
        let major: u32 = version.trim().split('.').next().unwrap().parse().unwrap();
        println!("schema version {}", version.trim());
        let version = version.trim();
        assert!(major >= 3, "schema {version} is too old: the generator needs 3.x or newer");
        println!("cargo:rustc-env=SCHEMA_MAJOR={major}");
    }
    """)


def build_build_script(w: Path) -> tuple[str, Case]:
    members = ["crates/wire", "crates/store", "crates/schema", "crates/server"]
    files = {"Cargo.toml": workspace(members)}
    for k, name in enumerate(["wire", "store", "server"]):
        files[f"crates/{name}/Cargo.toml"] = package(name, f"0.4.{k}")
        files[f"crates/{name}/src/lib.rs"] = "".join(
            f"pub fn {name}_{i}(x: u64) -> u64 {{\n    x.rotate_left({i % 7 + 1}) ^ {i}\n}}\n\n"
            for i in range(40)
        ) + passing_tests("tests", 150, k)
    files["crates/schema/Cargo.toml"] = package("schema", "0.4.2", 'build = "build.rs"\n')
    files["crates/schema/build.rs"] = BUILD_RS
    files["crates/schema/schema/VERSION"] = "2.6.1\n"
    files["crates/schema/src/lib.rs"] = 'pub const MAJOR: &str = env!("SCHEMA_MAJOR");\n'
    write_tree(w, files)
    env = cargo_env(RUST_BACKTRACE="0")
    job = Actions(w, "build", "acme/warehouse")
    toolchain_steps(job, env)
    job.run("cargo test -p wire -p store --locked", [CARGO, "test", "-p", "wire", "-p", "store"],
            env, expect_ok=True)  # fmt: skip
    job.run("cargo test --workspace --locked --no-run", [CARGO, "test", "--workspace", "-j1",
            "--no-run", "-v"], env)  # fmt: skip
    at = line_in(BUILD_RS, "assert!(major")
    return job.text(), rust_case(
        "cargo-build-script-panic-gha-001", "build_error",
        "crates/schema's build script panics: schema/VERSION says 2.6.1 and build.rs asserts "
        "a major version of 3 or more, so cargo stops with 'failed to run custom build "
        "command for `schema v0.4.2`' (exit status 101). The other crates compile.",
        "GitHub Actions: 300 passing tests of two crates, then cargo test --no-run -v: "
        "verbose rustc command lines, then a build-script failure with its captured stdout "
        "and stderr.",
        [
            Sig("build_error", "critical", "failed to run custom build command for `schema v0.4.2"),
            Sig("panic", "critical", "schema 2.6.1 is too old: the generator needs 3.x or newer"),
            Sig("stack_location", "critical", file="crates/schema/build.rs", line=at),
            Sig("exit_code", "important", "(exit status: 101)"),
            Sig("log", "optional", "schema version 2.6.1"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 101."),
        ],
        relevant_files=["crates/schema/build.rs", "crates/schema/schema/VERSION"],
        must_mention=["build script", "2.6.1", "3.x"],
        must_not_claim=["test failure", "linker"],
        evidence_formats=["panic", "build_script"], noise_profile=["verbose_build_noise"],
        commands=["cargo test -p wire -p store --locked",
                  "cargo test --workspace --locked --no-run -v"],
    )  # fmt: skip


STATS_RS = dd("""
    pub fn mean(values: &Vec<f64>) -> f64 {
        let mut sum = 0.0;
        for i in 0..values.len() {
            sum += values[i];
        }
        return sum / values.len() as f64;
    }

    pub fn in_band(x: f64) -> bool {
        x >= 0.25 && x <= 0.75
    }
    """)


def build_clippy(w: Path) -> tuple[str, Case]:
    members = ["crates/io", "crates/stats", "crates/plot"]
    files = {"Cargo.toml": workspace(members)}
    for name in ["io", "plot"]:
        files[f"crates/{name}/Cargo.toml"] = package(name, "1.2.0")
        files[f"crates/{name}/src/lib.rs"] = "pub fn ok() -> u8 {\n    1\n}\n\n" + passing_tests(
            "tests", 30, 6)  # fmt: skip
    files["crates/stats/Cargo.toml"] = package("stats", "1.2.0")
    files["crates/stats/src/lib.rs"] = STATS_RS
    write_tree(w, files)
    env = cargo_env()
    job = Actions(w, "clippy", "labkit/analysis")
    toolchain_steps(job, env)
    job.run("cargo build --workspace --all-targets --locked -v",
            [CARGO, "build", "--workspace", "--all-targets", "-j1", "-v"], env,
            expect_ok=True)  # fmt: skip
    job.run("cargo test --workspace --locked", [CARGO, "test", "--workspace"], env,
            expect_ok=True)  # fmt: skip
    job.run(
        "cargo clippy --workspace --all-targets --locked -- -D warnings",
        [CARGO, "clippy", "--workspace", "--all-targets", "--", "-D", "warnings"],
        env,
    )
    loop = line_in(STATS_RS, "for i in")
    return job.text(), rust_case(
        "cargo-clippy-deny-warnings-gha-001", "lint",
        "cargo clippy -D warnings fails on crates/stats/src/lib.rs: clippy::ptr_arg (&Vec "
        f"parameter, line 1), clippy::needless_range_loop (line {loop}), "
        "clippy::needless_return (line 6) and clippy::manual_range_contains (line 10). "
        "Build and tests pass.",
        "GitHub Actions: verbose build, 60 passing tests, then clippy with -D warnings "
        "turning four lints into errors.",
        [
            Sig("lint", "critical", "clippy::needless_range_loop",
                aliases=("clippy::needless-range-loop",)),
            Sig("lint", "critical", "clippy::ptr_arg", aliases=("clippy::ptr-arg",)),
            Sig("lint", "important", "clippy::needless_return",
                aliases=("clippy::needless-return",)),
            Sig("lint", "important", "clippy::manual_range_contains",
                aliases=("clippy::manual-range-contains",)),
            Sig("location", "critical", f"crates/stats/src/lib.rs:{loop}",
                why="the needless_range_loop site"),
            Sig("location", "important", "crates/stats/src/lib.rs:1"),
            Sig("exit_code", "critical", "error: could not compile `stats`"),
        ],
        relevant_files=["crates/stats/src/lib.rs"],
        must_mention=["-D warnings", "needless_range_loop", "ptr_arg"],
        must_not_claim=["test failure", "compile error in io"],
        evidence_formats=["compiler_diagnostic", "lint"],
        noise_profile=["verbose_build_noise", "test_progress_noise"],
        commands=["cargo build -v", "cargo test --workspace",
                  "cargo clippy --workspace --all-targets -- -D warnings"],
    )  # fmt: skip


INVOICE_RS = dd("""
    #[derive(Debug, PartialEq)]
    pub struct Totals {
        pub net: u64,
        pub tax: u64,
    }

    pub fn totals(lines: &[(u64, u32)]) -> Totals {
        let net: u64 = lines.iter().map(|(amount, _)| amount).sum();
        let tax = lines.iter().map(|(amount, rate)| amount * u64::from(*rate) / 100).sum::<u64>();
        Totals { net, tax: tax - tax % 10 }
    }

    pub fn render(lines: &[(u64, u32)]) -> String {
        lines.iter().map(|(a, r)| format!("{a} @ {r}%")).collect::<Vec<_>>().join("\\n")
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn totals_round_tax_per_invoice() {
            let lines = [(1000, 19), (200, 19)];
            assert_eq!(totals(&lines), Totals { net: 1200, tax: 228 }, "tax for {:?}", lines);
        }

        #[test]
        fn render_lists_every_line() {
            let lines = [(1000, 19), (200, 7), (50, 0)];
            let text = render(&lines);
            let count = text.lines().count();
            assert!(count == 4, "rendered {count} lines:\\n{text}");
        }
    }
    """)


def build_quiet_color(w: Path) -> tuple[str, Case]:
    parts = ["tax", "fx", "ledger", "pdf", "mail", "audit", "ids", "dates", "vat", "iban",
             "dunning", "export", "import", "rates", "terms", "notes", "refunds", "credit",
             "orders", "stock", "users", "webhooks"]  # fmt: skip
    files = {"Cargo.toml": workspace([f"crates/{p}" for p in ["invoice", *parts]])}
    for k, part in enumerate(parts):
        files[f"crates/{part}/Cargo.toml"] = package(f"billing_{part}", "0.9.0")
        files[f"crates/{part}/src/lib.rs"] = "pub fn one() -> u8 {\n    1\n}\n\n" + (
            passing_tests("tests", 30 + k * 3, k))  # fmt: skip
    files["crates/invoice/Cargo.toml"] = package("invoice", "0.9.0")
    files["crates/invoice/src/lib.rs"] = "pub mod invoice;\npub mod units;\n"
    files["crates/invoice/src/invoice.rs"] = INVOICE_RS
    files["crates/invoice/src/units.rs"] = "pub fn cents(x: u64) -> u64 {\n    x * 100\n}\n\n" + (
        passing_tests("tests", 200, 7))  # fmt: skip
    write_tree(w, files)
    env = cargo_env(CARGO_TERM_COLOR="always", RUST_BACKTRACE="0")
    job = gitlab(w, "billing/invoice")
    toolchain_steps(job, env)
    job.run("cargo build --workspace --all-targets --locked -v", [CARGO, "build", "--workspace",
            "--all-targets", "-v"], env=env, expect_ok=True)  # fmt: skip
    shown = "cargo test --workspace --locked --no-fail-fast -q"
    job.run(shown, [CARGO, "test", "--workspace", "--no-fail-fast", "-q"], env=env)
    eq = line_in(INVOICE_RS, "assert_eq!(totals")
    count = line_in(INVOICE_RS, "assert!(count == 4")
    return job.text(), rust_case(
        "cargo-test-quiet-color-gitlab-001", "test_assertion",
        "Two invoice tests fail under cargo test -q (terse output, colour on). "
        "totals_round_tax_per_invoice: totals() rounds the tax down to tens (228 -> 220). "
        "render_lists_every_line: the test expects 4 lines for 3 invoice lines (the test is "
        "wrong).",
        "GitLab job with CARGO_TERM_COLOR=always and cargo test -q over 23 crates: passing "
        "tests shown as dots, two failures in the terse `name --- FAILED` form, an assert_eq "
        "on structs and an assert! whose message spans four lines.",
        [
            Sig("failed_test", "critical", "invoice::tests::totals_round_tax_per_invoice"),
            Sig("failed_test", "critical", "invoice::tests::render_lists_every_line"),
            Sig("assertion", "critical", "left: Totals { net: 1200, tax: 220 }"),
            Sig("assertion", "important", "right: Totals { net: 1200, tax: 228 }"),
            Sig("assertion", "important", "tax for [(1000, 19), (200, 19)]"),
            Sig("panic", "critical", f"panicked at crates/invoice/src/invoice.rs:{eq}:"),
            Sig("assertion", "critical", "rendered 3 lines:"),
            Sig("assertion", "important", "50 @ 0%"),
            Sig("panic", "important", f"panicked at crates/invoice/src/invoice.rs:{count}:"),
            Sig("assertion", "critical", "test result: FAILED. 200 passed; 2 failed"),
            Sig("exit_code", "important", "1 target failed:"),
        ],
        relevant_files=["crates/invoice/src/invoice.rs"],
        relevant_tests=["invoice::tests::totals_round_tax_per_invoice",
                        "invoice::tests::render_lists_every_line"],
        must_mention=["220", "228", "rounds"], must_not_claim=["compile error"],
        multi_failure=True, evidence_formats=["panic", "assertion_diff", "ansi_colored_block"],
        noise_profile=["test_progress_noise"], commands=[shown],
    )  # fmt: skip


SCOPE_RS = dd("""
    use std::thread;

    pub fn shard_sums(data: &[u32], shards: usize) -> Vec<u32> {
        let size = data.len() / shards;
        thread::scope(|s| {
            let handles: Vec<_> = (0..shards)
                .map(|i| s.spawn(move || {
                    let chunk = &data[i * size..(i + 1) * size + 1];
                    chunk.iter().sum::<u32>()
                }))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        })
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn sums_four_shards() {
            let data: Vec<u32> = (1..=16).collect();
            assert_eq!(shard_sums(&data, 4), vec![10, 26, 42, 58]);
        }
    }
    """)


def build_scoped_threads(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "Cargo.toml": package("shards", "0.3.0"),
        "src/lib.rs": "pub mod scope;\npub mod util;\n",
        "src/scope.rs": SCOPE_RS,
        "src/util.rs": "pub fn one() -> u8 {\n    1\n}\n\n" + passing_tests("tests", 420, 8),
    })  # fmt: skip
    env = cargo_env(RUST_BACKTRACE="0")
    job = Actions(w, "test (ubuntu-latest)", "perf/shards")
    toolchain_steps(job, env)
    job.run("cargo test --locked -- --test-threads=2", [CARGO, "test", "--",
            "--test-threads=2"], env)  # fmt: skip
    at = line_in(SCOPE_RS, "let chunk")
    return job.text(), rust_case(
        "cargo-test-scoped-thread-panic-gha-001", "test_assertion",
        "scope::tests::sums_four_shards fails: shard_sums() slices one element too many "
        f"(`(i + 1) * size + 1`, src/scope.rs:{at}), so the last shard's scoped thread "
        "indexes past the end of the data and panics; join().unwrap() in the test thread "
        "then fails.",
        "cargo test on GitHub Actions with --test-threads=2: 420 passing tests; a scoped "
        "thread panics with a range error and the joining thread unwraps the error.",
        [
            Sig("failed_test", "critical", "scope::tests::sums_four_shards"),
            Sig("panic", "critical", "range end index 17 out of range for slice of length 16"),
            Sig("stack_location", "critical", file="src/scope.rs", line=at),
            Sig("panic", "critical", f"panicked at src/scope.rs:{at}:"),
            Sig("panic", "important", "called `Result::unwrap()` on an `Err` value: Any { .. }"),
            Sig("assertion", "critical", "test result: FAILED. 420 passed; 1 failed"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 101."),
        ],
        relevant_files=["src/scope.rs"], relevant_tests=["scope::tests::sums_four_shards"],
        must_mention=["off by one", "slice", "scoped thread"],
        must_not_claim=["unwrap is the bug"],
        evidence_formats=["panic", "thread_panic"], noise_profile=["test_progress_noise"],
        commands=["cargo test --locked -- --test-threads=2"],
    )  # fmt: skip


MONEY_RS = dd("""
    /// Splits an amount in cents into `parts` shares that add up to it.
    ///
    /// ```
    /// assert_eq!(money::split(100, 3), vec![34, 33, 33]);
    /// ```
    pub fn split(cents: u64, parts: u64) -> Vec<u64> {
        let share = cents / parts;
        (0..parts).map(|_| share).collect()
    }

    /// Formats cents as a decimal amount.
    ///
    /// ```
    /// assert_eq!(money::format(1234), "12.34");
    /// ```
    pub fn format(cents: u64) -> String {
        format!("{}.{:02}", cents / 100, cents % 100)
    }
    """)


def build_doctest(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "Cargo.toml": package("money", "1.0.1"),
        "src/lib.rs": MONEY_RS + "\n" + passing_tests("tests", 330, 9),
    })  # fmt: skip
    env = cargo_env(RUST_BACKTRACE="0")
    job = gitlab(w, "billing/money")
    toolchain_steps(job, env)
    job.run("cargo test --locked", [CARGO, "test"], env=env)
    return job.text(), rust_case(
        "cargo-doctest-fail-gitlab-001", "test_assertion",
        "The unit tests pass; the doc test of money::split (src/lib.rs, line 3) fails: "
        "split(100, 3) returns [33, 33, 33], dropping the remainder cent, where the example "
        "expects [34, 33, 33].",
        "GitLab job, cargo test: 330 passing unit tests, then Doc-tests with one failing "
        "example whose panic is reported under the test executable's stderr.",
        [
            Sig("failed_test", "critical", "src/lib.rs - split (line 3)"),
            Sig("assertion", "critical", "left: [33, 33, 33]"),
            Sig("assertion", "important", "right: [34, 33, 33]"),
            Sig("assertion", "important", "assertion `left == right` failed"),
            Sig("assertion", "critical", "test result: FAILED. 1 passed; 1 failed"),
            Sig("exit_code", "important", "error: doctest failed, to rerun pass `--doc`"),
        ],
        relevant_files=["src/lib.rs"], relevant_tests=["src/lib.rs - split (line 3)"],
        must_mention=["remainder", "split"], must_not_claim=["unit test failed"],
        evidence_formats=["panic", "assertion_diff"], noise_profile=["test_progress_noise"],
        commands=["cargo test --locked"],
    )  # fmt: skip


WORKERS_RS = dd("""
    use std::sync::mpsc;
    use std::thread;

    fn parse_row(row: &str) -> (String, u32) {
        let mut parts = row.split(',');
        let name = parts.next().unwrap().to_string();
        let qty = parts.next().expect("row has a quantity column").trim().parse().unwrap();
        (name, qty)
    }

    fn main() {
        let rows: Vec<String> = (0..300)
            .map(|i| if i == 187 { format!("sku-{i}") } else { format!("sku-{i}, {}", i % 9) })
            .collect();
        let (tx, rx) = mpsc::channel();
        let mut workers = Vec::new();
        for (w, chunk) in rows.chunks(100).enumerate() {
            let chunk = chunk.to_vec();
            let tx = tx.clone();
            workers.push(
                thread::Builder::new()
                    .name(format!("loader-{w}"))
                    .spawn(move || {
                        for row in chunk {
                            tx.send(parse_row(&row)).unwrap();
                        }
                    })
                    .unwrap(),
            );
        }
        drop(tx);
        let mut total = 0;
        for (name, qty) in rx {
            total += qty;
            println!("loaded {name} qty {qty}");
        }
        for w in workers {
            w.join().expect("loader thread panicked");
        }
        println!("total quantity {total}");
    }
    """)


def build_run_worker_thread(w: Path) -> tuple[str, Case]:
    write_tree(w, {"Cargo.toml": package("stockload", "0.6.0"), "src/main.rs": WORKERS_RS})
    env = cargo_env(RUST_BACKTRACE="0")
    job = Actions(w, "nightly import", "retail/stockload")
    toolchain_steps(job, env)
    job.run("cargo build --locked", [CARGO, "build"], env, expect_ok=True)
    job.run("cargo run --locked -q", [CARGO, "run", "-q"], env)
    at = line_in(WORKERS_RS, 'expect("row has a quantity column")')
    join = line_in(WORKERS_RS, 'expect("loader thread panicked")')
    return job.text(), rust_case(
        "cargo-run-worker-thread-panic-gha-001", "runtime_error",
        "The import binary's worker thread loader-1 panics on row 187 ('sku-187' has no "
        f"quantity column; src/main.rs:{at}); main then fails joining it with "
        "'loader thread panicked: Any { .. }'. Exit code 101.",
        "cargo run on GitHub Actions: ~190 lines of program output, a panic in a named "
        "worker thread, then the main thread's panic on join.",
        [
            Sig("panic", "critical", "row has a quantity column"),
            Sig("panic", "critical", "thread 'loader-1'"),
            Sig("stack_location", "critical", file="src/main.rs", line=at),
            Sig("panic", "critical", f"panicked at src/main.rs:{at}:"),
            Sig("panic", "important", "loader thread panicked: Any { .. }"),
            Sig("panic", "important", f"panicked at src/main.rs:{join}:"),
            Sig("exit_code", "important", "##[error]Process completed with exit code 101."),
        ],
        relevant_files=["src/main.rs"], must_mention=["sku-187", "quantity", "loader-1"],
        must_not_claim=["main thread bug", "compile error"],
        evidence_formats=["panic", "thread_panic"], noise_profile=["program_output_noise"],
        commands=["cargo build --locked", "cargo run --locked -q"],
    )  # fmt: skip


SCENARIOS: list[tuple[str, Callable[[Path], tuple[str, Case]]]] = [
    ("cargo-test-thread-panic-gha-001", build_thread_panic),
    ("cargo-run-main-panic-gitlab-001", build_run_main_panic),
    ("cargo-test-backtrace-gha-001", build_backtrace),
    ("cargo-should-panic-gitlab-001", build_should_panic),
    ("cargo-test-stack-overflow-gha-001", build_stack_overflow),
    ("cargo-test-nonunwinding-gitlab-001", build_nonunwinding),
    ("cargo-build-script-panic-gha-001", build_build_script),
    ("cargo-clippy-deny-warnings-gha-001", build_clippy),
    ("cargo-test-quiet-color-gitlab-001", build_quiet_color),
    ("cargo-test-scoped-thread-panic-gha-001", build_scoped_threads),
    ("cargo-doctest-fail-gitlab-001", build_doctest),
    ("cargo-run-worker-thread-panic-gha-001", build_run_worker_thread),
]


def write_dev_case(case: Case, raw: str, versions: dict[str, str]) -> dict[str, object]:
    """make_cases' writer, pointed at bench/cases-dev/cargo and naming this generator."""
    mc.OUT = OUT  # write_case writes under make_cases.OUT
    result = mc.write_case(case, raw, versions)
    folder = OUT / case.case_id
    tags = {
        "split": "dev",
        "origin": "loopglass_dev_cases",
        "notes": "labels hand-written in scripts/dev_cases_cargo.py; line numbers computed",
    }
    for name, updates in (("case.json", {"generator": "scripts/dev_cases_cargo.py"}),
                          ("tags.json", tags)):  # fmt: skip
        path = folder / name
        path.write_text(mc.dump_json(json.loads(path.read_text()) | updates))
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", default=None, help="case ids to (re)build")
    parser.add_argument("--keep-work", action="store_true", help="keep the scratch crates")
    args = parser.parse_args(argv)
    if not tool("cargo") and not Path(CARGO).exists():
        print("cargo is not installed", file=sys.stderr)
        return 2
    versions = {"cargo": mc.version_of([CARGO, "--version"]),
                "rustc": mc.version_of(["rustc", "--version"])}  # fmt: skip
    shutil.rmtree(WORK, ignore_errors=True)
    OUT.mkdir(parents=True, exist_ok=True)
    for case_id, build in SCENARIOS:
        if args.only is not None and case_id not in args.only:
            continue
        work = WORK / case_id
        work.mkdir(parents=True)
        raw, case = build(work)
        if case.case_id != case_id:
            raise ValueError(f"builder for {case_id} labelled {case.case_id}")
        r = write_dev_case(case, raw, versions)
        print(f"{r['case_id']:44s} {r['bytes']:>9,d} B {r['lines']:>7,d} lines  {r['position']}")
    if not args.keep_work:
        shutil.rmtree(WORK, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
