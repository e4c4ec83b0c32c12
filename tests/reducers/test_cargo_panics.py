"""cargo@2: panics as a person reads them. Real cargo 1.95 output (stdout and stderr in one
stream), captured with CARGO_TERM_COLOR=never RUST_BACKTRACE=0 unless said otherwise, from
five small std-only crates written for them (their sources are not kept; the bench cases of
bench/data/sources/dev-families/cargo/ plant the same kinds of bug in crates of their own):

  a crate whose tests panic in spawned and named threads, fail an assert_eq with a message
  and an assert!, unwrap and expect an Err, and two should_panic tests that fail:
    panics_test.txt                cargo test
    panics_backtrace.txt           RUST_BACKTRACE=1 cargo test -- thread_panics unwrap_err
    panics_quiet_nocapture.txt     cargo test -q -- --nocapture --test-threads=1
    panics_should_panic_color.txt  CARGO_TERM_COLOR=always cargo test --
                                   wrong_message does_not_panic
  a binary, a crate whose tests abort, a build script, a crate with lints and a doc test:
    run_main_panic.txt             cargo run -- main       (a binary: expect on an Err)
    run_thread_panic.txt           cargo run -- thread     (unwrap in a spawned thread, join)
    run_stack_overflow.txt         cargo run -- overflow   (unbounded recursion)
    run_panic_in_drop.txt          cargo run -- double     (a Drop that panics while unwinding)
    test_aborts_no_fail_fast.txt   cargo test --no-fail-fast   (a stack overflow, an abort())
    test_abort_single_thread.txt   cargo test --test abort -- --test-threads=1
    build_script_panic.txt         cargo build             (build.rs asserts a version)
    clippy_deny_warnings.txt       cargo clippy -- -D warnings
    doctest_failure.txt            cargo test --doc
  and one taken from a CI log (bench/data/cases/blind-5's stack-overflow case, timestamps cut):
    test_overflow_split_line.txt   cargo test --workspace   (a stack overflow whose line
                                   another test's `... ok` split in two)

The live tests run the real cargo (offline) on a crate written here when it is installed.
"""

from __future__ import annotations

import shutil

import pytest

from harness.output.document import Document
from harness.reducers import ReducerSet
from harness.reducers.families.cargo import CARGO, CARGO2, CARGO3, CARGO4, CARGO5, CARGO6, CARGO8
from harness.reducers.families.diagnostics import WEAK
from harness.reducers.packet import Packet
from tests.reducers.helpers import info_for
from tests.reducers.toolchain import cited, cited_together, line_of, reduce, run, sample


def _packet(name: str, budget: int = 1024) -> tuple[Packet, Document]:
    return reduce(CARGO2, sample("cargo", name), budget)


def _text(packet: Packet) -> str:
    return packet.render()


def test_the_newest_version_is_chosen_and_version_1_stays():
    reducers = ReducerSet()
    assert reducers.active["cargo"] is CARGO8
    assert (CARGO.key, CARGO2.key, CARGO3.key, CARGO4.key, CARGO5.key, CARGO6.key) == (
        "cargo@1", "cargo@2", "cargo@3", "cargo@4", "cargo@5", "cargo@6",
    )  # fmt: skip


def test_a_spawned_threads_panic_is_cited_whole_and_ahead_of_the_join_that_reports_it():
    packet, doc = _packet("panics_backtrace.txt", 1024)
    spawned = line_of(doc, "thread '<unnamed>'")
    assert doc.clean_line(spawned + 1) == "worker 7 got too much work"
    assert cited_together(packet, spawned, spawned + 2), "the message's second line too"
    assert "queue depth: 70" in _text(packet)
    joined = line_of(doc, "thread 'tests::thread_panics'")
    assert joined not in cited(packet) or spawned in cited(packet)
    section = line_of(doc, "---- tests::thread_panics stdout ----")
    assert cited_together(packet, section, spawned), "the test's name, as no panic above shows it"


def test_every_failed_test_leads_with_its_panic_location_and_message():
    packet, doc = _packet("panics_test.txt", 1024)
    for thread, message in [
        ("tests::checksum_matches", "assertion `left == right` failed: checksum of abc"),
        ("tests::debug_payload", 'config must parse: ["missing field `name`", "line 3"]'),
        ("indexer", "index out of bounds: the len is 2 but the index is 5"),
        ("tests::plain_assert", "assertion failed: items.len() > 5"),
    ]:
        panic = line_of(doc, f"thread '{thread}'")
        assert "panicked at src/lib.rs:" in doc.clean_line(panic)
        assert cited_together(packet, panic, line_of(doc, message, panic)), thread
    assert packet.summary[0] == "test result: FAILED. 1 passed; 8 failed"
    assert len(packet.fields["failed_tests"]) == 8


def test_at_a_larger_budget_the_assertions_values_follow():
    packet, doc = _packet("panics_test.txt", 2048)
    assert cited_together(packet, line_of(doc, "checksum of abc"), line_of(doc, " right: 295"))
    assert "queue depth: 70" in _text(packet)


def test_should_panic_failures_cite_their_notes_whole():
    packet, doc = _packet("panics_should_panic_color.txt", 600)
    note = line_of(doc, "note: panic did not contain expected string")
    assert cited_together(packet, note, line_of(doc, 'expected substring: "out of range"'))
    head = line_of(doc, "---- tests::does_not_panic stdout ----")
    assert cited_together(packet, head, head + 1), "the test's name with its note"
    assert doc.clean_line(head + 1).startswith("note: test did not panic as expected at")
    assert packet.fields["failed_tests"] == ["tests::does_not_panic", "tests::wrong_message"]


def test_backtraces_keep_the_users_frames_only():
    packet, doc = _packet("panics_backtrace.txt", 1500)
    frames = [c for c in packet.citations if c.label == "frame"]
    assert frames, "a frame of the user's code"
    assert all("/rustc/" not in c.excerpt and "core::" not in c.excerpt for c in frames)
    caller = line_of(doc, "at ./src/lib.rs:54:20")  # the test that called parse_port
    assert caller in cited(packet)
    assert line_of(doc, "at ./src/lib.rs:8:18") not in cited(packet), "the panic's own place"


def test_quiet_nocapture_output_is_read_test_by_test():
    packet, doc = _packet("panics_quiet_nocapture.txt", 1024)
    assert sorted(packet.fields["failed_tests"]) == sorted([
        "tests::checksum_matches", "tests::debug_payload", "tests::does_not_panic",
        "tests::named_thread_panics", "tests::plain_assert", "tests::thread_panics",
        "tests::unwrap_err", "tests::wrong_message",
    ])  # fmt: skip
    for thread in ["tests::checksum_matches", "tests::debug_payload", "indexer"]:
        panic = line_of(doc, f"thread '{thread}'")
        assert cited_together(packet, panic, panic + 1), thread
    message = line_of(doc, "assertion failed: items.len() > 5")
    assert message + 1 not in cited(packet) or "5/9" not in doc.clean_line(message + 1)


def test_a_binary_that_panics_in_main_is_cargo_s():
    doc = Document(sample("cargo", "run_main_panic.txt"))
    assert CARGO2.sniff(doc, info_for(doc)) >= WEAK
    assert CARGO.sniff(doc, info_for(doc)) == 0.0
    packet, doc = _packet("run_main_panic.txt", 300)
    panic = line_of(doc, "thread 'main'")
    assert cited_together(packet, panic, line_of(doc, "settings file must exist: Os {"))


def test_a_binary_s_worker_thread_panic_comes_before_mains_join():
    packet, doc = _packet("run_thread_panic.txt", 256)
    worker = line_of(doc, "thread '<unnamed>'")
    assert cited_together(packet, worker, worker + 1)
    assert "ParseIntError { kind: InvalidDigit }" in _text(packet)


def test_a_stack_overflow_is_cited_with_the_runtime_s_verdict():
    packet, doc = _packet("run_stack_overflow.txt", 256)
    overflow = line_of(doc, "has overflowed its stack")
    assert cited_together(packet, overflow, overflow + 1)
    assert "fatal runtime error: stack overflow" in _text(packet)


def test_a_panic_while_unwinding_keeps_both_panics_and_the_abort():
    packet, _ = _packet("run_panic_in_drop.txt", 700)
    text = _text(packet)
    for line in ["panicked at src/main.rs:60:13:", "first failure in request handler",
                 "guard db dropped while unwinding",
                 "thread caused non-unwinding panic. aborting."]:  # fmt: skip
        assert line in text, line
    frames = [c for c in packet.citations if c.label == "frame"]
    assert frames and all("app::" in c.excerpt for c in frames)


def test_aborted_test_binaries_are_summarised_by_signal():
    packet, doc = _packet("test_aborts_no_fail_fast.txt", 600)
    assert packet.summary[0] == (
        "process didn't exit successfully: `…/crash` (signal: 6, SIGABRT: process abort signal)"
    )
    overflow = line_of(doc, "thread 'tests::recursion_terminates'")
    assert "has overflowed its stack" in doc.clean_line(overflow)
    assert cited_together(packet, overflow, overflow + 1)
    assert "error: test failed, to rerun pass `--lib`" in packet.summary


def test_cargo6_finds_a_stack_overflow_whose_line_another_test_split():
    """The runtime writes the overflow's line in pieces; libtest's `test tests::atom ... ok`
    from the main thread landed inside it. Version 5 did not see the overflow at all."""
    data = sample("cargo", "test_overflow_split_line.txt")
    packet, doc = reduce(CARGO6, data, 600)
    split = line_of(doc, "has overflowed its stack")
    assert doc.clean_line(split).startswith("tests::deeply_nested_input_is_rejected' (10729)")
    assert packet.fields["failed_tests"] == ["tests::deeply_nested_input_is_rejected"]
    assert cited_together(packet, split, split + 1)  # and the runtime's verdict under it
    old, _ = reduce(CARGO5, data, 600)
    assert split not in cited(old) and "failed_tests" not in old.fields


def test_cargo6_names_the_test_whose_thread_overflowed():
    packet, _ = reduce(CARGO6, sample("cargo", "test_aborts_no_fail_fast.txt"), 600)
    assert "tests::recursion_terminates" in packet.fields["failed_tests"]


def test_an_aborted_test_s_name_comes_from_its_unfinished_line():
    packet, doc = _packet("test_abort_single_thread.txt", 400)
    assert packet.fields["failed_tests"] == ["journal_checksum"]
    assert line_of(doc, "test journal_checksum ... error:") in cited(packet)
    assert "(signal: 6, SIGABRT: process abort signal)" in packet.summary[0]


def test_a_build_script_s_panic_is_cited_under_cargo_s_verdict():
    packet, doc = _packet("build_script_panic.txt", 900)
    assert packet.summary[0].startswith("error: failed to run custom build command for `bscript")
    panic = line_of(doc, "thread 'main'")
    assert "panicked at build.rs:8:5:" in doc.clean_line(panic)
    assert cited_together(packet, panic, line_of(doc, "protoc 2.6 is too old"))
    assert any("build-script-build` (exit status: 101)" in s for s in packet.summary)


def test_a_failed_doctest_is_named_with_its_assertion():
    packet, doc = _packet("doctest_failure.txt", 600)
    assert packet.fields["failed_tests"] == ["src/lib.rs - add (line 3)"]
    assert "error: doctest failed, to rerun pass `--doc`" in packet.summary
    assert cited_together(packet, line_of(doc, "thread 'main'"), line_of(doc, " right: 5"))


def test_clippy_lints_keep_their_names_and_places_at_a_small_budget():
    packet, doc = _packet("clippy_deny_warnings.txt", 400)
    assert packet.fields["diagnostics"] == [
        "src/lib.rs:7:clippy::needless_return", "src/lib.rs:10:clippy::ptr_arg",
        "src/lib.rs:12:clippy::needless_range_loop",
    ]  # fmt: skip
    assert packet.summary[0] == "error: could not compile `lints` (lib) due to 3 previous errors"
    assert line_of(doc, "error: unneeded `return` statement") in cited(packet)


def test_a_panic_in_the_format_before_rust_1_73_is_located():
    crafted = (  # the format of `thread 'main' panicked at 'msg', file:line:col` (Rust < 1.73)
        b"    Finished dev [unoptimized + debuginfo] target(s) in 0.01s\n"
        b"     Running `target/debug/app`\n"
        b"thread 'main' panicked at 'called `Option::unwrap()` on a `None` value', "
        b"src/main.rs:4:37\n"
        b"stack backtrace:\n"
        b"   0: rust_begin_unwind\n"
        b"             at /rustc/90c541806f23a127002de5b4038be731ba1458ca/library/std/src/"
        b"panicking.rs:578:5\n"
        b"   1: app::load\n"
        b"             at ./src/main.rs:4:37\n"
        b"   2: app::main\n"
        b"             at ./src/main.rs:9:5\n"
        b"note: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.\n"
    )  # fmt: skip
    packet, doc = reduce(CARGO2, crafted, 400)
    assert line_of(doc, "panicked at 'called `Option::unwrap()`") in cited(packet)
    main = line_of(doc, "2: app::main")
    assert cited_together(packet, main, main + 1), "a frame of the user's, not the panic's own"


# --- the real cargo ---------------------------------------------------------------------------

LIB = """\
use std::thread;

pub fn split(total: u32, parts: u32) -> Vec<u32> {
    let handles: Vec<_> = (0..parts)
        .map(|i| thread::spawn(move || {
            if i == 2 {
                panic!("part {i} of {total} has no owner\\nowners: {:?}", [0, 1]);
            }
            total / parts
        }))
        .collect();
    handles.into_iter().map(|h| h.join().unwrap()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_in_three() {
        assert_eq!(split(9, 3), vec![3, 3, 3]);
    }

    #[test]
    #[should_panic(expected = "no parts")]
    fn rejects_zero_parts() {
        split(9, 0);
    }
}
"""


@pytest.fixture(scope="module")
def crate_output(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """`cargo test` of a crate whose test fails by a panic in a spawned thread, and whose
    should_panic test does not panic."""
    if shutil.which("cargo") is None:
        pytest.skip("cargo is not installed")
    folder = tmp_path_factory.mktemp("owners")
    (folder / "src").mkdir()
    (folder / "Cargo.toml").write_text(
        '[package]\nname = "owners"\nversion = "0.1.0"\nedition = "2021"\n'
    )
    (folder / "src" / "lib.rs").write_text(LIB)
    env = {"CARGO_TERM_COLOR": "never", "RUST_BACKTRACE": "0",
           "CARGO_TARGET_DIR": str(folder / "target")}  # fmt: skip
    return run(["cargo", "test", "--offline"], folder, **env)


def test_the_real_cargo_thread_panic_and_should_panic(crate_output: bytes):
    packet, doc = reduce(CARGO2, crate_output, 600)
    assert sorted(packet.fields["failed_tests"]) == ["tests::rejects_zero_parts",
                                                     "tests::splits_in_three"]  # fmt: skip
    spawned = line_of(doc, "thread '<unnamed>'")
    assert "panicked at src/lib.rs:7:17:" in doc.clean_line(spawned)
    assert cited_together(packet, spawned, line_of(doc, "owners: [0, 1]", spawned))
    assert line_of(doc, "note: test did not panic as expected") in cited(packet)
    assert packet.summary[0] == "test result: FAILED. 0 passed; 2 failed"
