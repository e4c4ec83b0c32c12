"""The cargo reducer: one tiny crate, built with a feature that breaks it and tested with
two failing tests (cargo run offline, once per module), and samples captured from the real
cargo 1.95 (build errors, clippy with `-D warnings`, a failing `cargo test`, a link error)
so that no behaviour goes untested where cargo is missing. cargo-nextest and rust's
compiletest are not installed here: their samples are crafted from their documented
output formats."""

from __future__ import annotations

import shutil

import pytest

from harness.output.document import Document
from harness.reducers import ReducerSet
from harness.reducers.families.cargo import CARGO
from harness.reducers.families.diagnostics import DIAGNOSTICS
from harness.reducers.families.gcc import GCC
from harness.reducers.families.text import TEXT
from tests.reducers.helpers import info_for
from tests.reducers.toolchain import cited, cited_together, line_of, reduce, run, sample

MANIFEST = """\
[package]
name = "shapes"
version = "0.1.0"
edition = "2021"

[features]
broken = []
"""
LIB = """\
pub fn area(w: u32, h: u32) -> u32 {
    w * h
}

#[cfg(feature = "broken")]
use std::collections::HashMap;

#[cfg(feature = "broken")]
pub fn label(n: u32) -> String {
    let text: u32 = "many";
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square() {
        assert_eq!(area(2, 2), 4);
    }

    #[test]
    fn rectangle() {
        assert_eq!(area(2, 3), 5, "two by three");
    }

    #[test]
    fn out_of_bounds() {
        let sides: Vec<u32> = Vec::new();
        assert_eq!(sides[3], 0);
    }
}
"""


@pytest.fixture(scope="module")
def crate(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    """The crate's `cargo build --features broken` and `cargo test` outputs."""
    if shutil.which("cargo") is None:
        pytest.skip("cargo is not installed")
    folder = tmp_path_factory.mktemp("shapes")
    (folder / "src").mkdir()
    (folder / "Cargo.toml").write_text(MANIFEST)
    (folder / "src" / "lib.rs").write_text(LIB)
    env = {"CARGO_TERM_COLOR": "never", "RUST_BACKTRACE": "0",
           "CARGO_TARGET_DIR": str(folder / "target")}  # fmt: skip
    return {
        "build": run(["cargo", "build", "--offline", "--features", "broken"], folder, **env),
        "test": run(["cargo", "test", "--offline"], folder, **env),
    }


def _build_packet(data: bytes) -> None:
    packet, doc = reduce(CARGO, data)
    entries = packet.fields["diagnostics"]
    assert isinstance(entries, list) and len(entries) == 2
    assert all(str(e).startswith("src/lib.rs:") and str(e).endswith(":E0308") for e in entries)
    assert packet.fields["codes"] == ["E0308=2"]
    assert packet.fields["errors"] == 2
    assert packet.fields["warnings"] >= 1, "the unused import, folded into a count"
    assert any(s.startswith("error: could not compile `shapes`") for s in packet.summary)
    first = line_of(doc, "error[E0308]: mismatched types")
    assert doc.clean_line(first + 1).strip().startswith("--> src/lib.rs:")
    assert cited_together(packet, first, line_of(doc, "expected due to this", first))


def test_a_compile_error_is_cited_with_its_location_and_frame(crate):
    _build_packet(crate["build"])


@pytest.mark.parametrize("name", ["build_error.txt", "build_error_color.txt"])
def test_compile_error_samples(name):
    _build_packet(sample("cargo", name))


def _test_packet(data: bytes, budget: int = 4096) -> None:
    packet, doc = reduce(CARGO, data, budget)
    # libtest runs tests on threads, so the order of the "... FAILED" lines varies
    assert sorted(packet.fields["failed_tests"]) == ["tests::out_of_bounds", "tests::rectangle"]
    assert packet.summary[0].startswith("test result: FAILED. 1 passed; 2 failed;")
    message = line_of(doc, "assertion `left == right` failed: two by three")
    assert "tests::rectangle" in doc.line(message - 1) and "panicked at" in doc.line(message - 1)
    assert cited_together(packet, message - 1, line_of(doc, " right: 5", message))
    assert line_of(doc, "test tests::rectangle ... FAILED") in cited(packet)
    assert line_of(doc, "index out of bounds") in cited(packet)


def test_failing_tests_are_named_with_their_panics(crate):
    _test_packet(crate["test"])


def test_failing_test_sample():
    _test_packet(sample("cargo", "test_failure.txt"))


@pytest.mark.parametrize("budget", [256, 400, 700])
def test_small_budgets_keep_the_verdict(budget):
    packet, _ = reduce(CARGO, sample("cargo", "test_failure.txt"), budget)
    assert packet.summary[0].startswith("test result: FAILED.")
    assert packet.truncated


def test_clippy_lints_denied_as_errors_are_coded_by_lint():
    packet, _ = reduce(CARGO, sample("cargo", "clippy_deny.txt"))
    assert packet.fields["diagnostics"] == [
        "src/lib.rs:2:unused_variables", "src/lib.rs:3:clippy::needless_return",
    ]  # fmt: skip


def test_nextest_failures_and_summary():
    packet, doc = reduce(CARGO, sample("cargo", "nextest_crafted.txt"), 1024)
    assert "shapes tests::rectangle" in packet.fields["failed_tests"]
    assert "Summary [   0.012s] 4 tests run: 3 passed, 1 failed, 0 skipped" in packet.summary
    assert line_of(doc, "FAIL [   0.005s] (2/4)") in cited(packet)
    assert line_of(doc, "assertion `left == right` failed: two by three") in cited(packet)


def test_compiletest_ui_failure_cites_the_diff():
    packet, doc = reduce(CARGO, sample("cargo", "compiletest_crafted.txt"), 1500)
    assert packet.fields["failed_tests"] == ["[ui] tests/ui/typeck/widen-literal.rs"]
    assert "Build completed unsuccessfully in 0:03:11" in packet.summary
    diff = line_of(doc, "diff of stderr:")
    assert cited_together(packet, diff, line_of(doc, "+  --> $DIR/widen-literal.rs:4:20"))
    assert "mismatched types" not in packet.fields["diagnostics"], "a diff's lines are quoted"


def test_compiletest_filecheck_failure_cites_the_dump_around_the_mismatch():
    packet, doc = reduce(CARGO, sample("cargo", "filecheck_crafted.txt"), 1400)
    check = line_of(doc, ": error: CHECK: expected string not found in input")
    assert cited_together(packet, check, check + 2), "the CHECK line and its caret"
    mark = line_of(doc, "X error: no match found")
    assert cited_together(packet, mark - 5, mark), "the input lines before FileCheck's mark"
    intended = line_of(doc, "possible intended match", mark)
    assert cited_together(packet, intended - 2, intended), "from the input line it marks"


def test_a_link_failure_rustc_passes_on_is_cargo_s():
    packet, doc = reduce(CARGO, sample("cargo", "link_error.txt"))
    assert packet.fields["diagnostics"] == ["linking with `cc` failed: exit status: 1"]
    header = line_of(doc, "error: linking with `cc` failed")
    assert cited_together(packet, header, line_of(doc, ">>> referenced by main.rs:2"))
    reducers = ReducerSet([TEXT, DIAGNOSTICS, CARGO, GCC])
    assert reducers.select(doc, info_for(doc, family="process")) is CARGO


def test_it_claims_cargo_output_and_the_others_do_not():
    for name in ["build_error.txt", "test_failure.txt", "clippy_deny.txt",
                 "nextest_crafted.txt", "compiletest_crafted.txt"]:  # fmt: skip
        doc = Document(sample("cargo", name))
        info = info_for(doc)
        assert CARGO.sniff(doc, info) >= 0.9, name
        assert DIAGNOSTICS.sniff(doc, info) == 0.0, name
        assert GCC.sniff(doc, info) == 0.0, name


def test_it_does_not_claim_other_tools_output():
    for family, name in [("mypy", "plain.txt"), ("make", "compile_error.txt"),
                         ("eslint", "stylish.txt")]:  # fmt: skip
        doc = Document(sample(family, name))
        assert CARGO.sniff(doc, info_for(doc)) == 0.0, name


def test_output_from_a_cargo_step_that_failed_elsewhere_gets_the_generic_evidence():
    log = (
        "   Compiling serde v1.0.228\n" * 30
        + "    Finished `release` profile [optimized] target(s) in 41.20s\n"
        + "sh: 1: pnpm: not found\nerror: Recipe `format` failed on line 12 with exit code 127\n"
    ).encode()
    packet, doc = reduce(CARGO, log, 400, family="cargo")
    assert packet.reducer == "cargo@1"
    assert {doc.line_count - 1, doc.line_count} <= cited(packet)
    assert packet.fields.get("exit_status") == 127
