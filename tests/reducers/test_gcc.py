"""The gcc reducer: gcc, g++ and make run here on small broken C and C++ projects (a type
error with a note from a header, a linker error, an overload and a template error, a
missing include, a missing rule, a recipe that fails), and samples captured from the same
runs (gcc 12.2, GNU make 4.3; the linker's temporary object renamed) so that no behaviour
goes untested where the tools are missing.

gcc@2 and -Werror: `make -k` over a C and a C++ file built with -Werror (samples
gcc/werror_make.txt, and gcc/werror_make_color.txt with -fdiagnostics-color=always), and
gcc with only -Werror=sign-compare (gcc/werror_some.txt), all from the WERROR_* sources
below in /tmp/werror. clang is not installed here: its `[-Werror,-Wflag]` form is taken
from its documented output."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.output.document import Document
from harness.reducers.families.cargo import CARGO
from harness.reducers.families.diagnostics import DIAGNOSTICS
from harness.reducers.families.gcc import GCC, GCC2
from tests.reducers.helpers import info_for
from tests.reducers.toolchain import (
    cited,
    cited_together,
    line_of,
    reduce,
    require,
    run,
    sample,
)

HEADER = "int twice(int x);\nstruct point { int x; int y; };\n"
MAIN = """\
#include "util.h"
#include <stdio.h>

int main(void) {
    struct point p = {1, 2};
    int n = twice(p);
    printf("%d\\n", n.x);
    return undeclared;
}
"""
MAKEFILE = "CC = gcc\nCFLAGS = -Wall -Wextra\napp: main.o\n\t$(CC) -o $@ $^\n"
LINK = "int helper(int);\nextern int counter;\nint main(void) { return helper(counter); }\n"
TEMPLATE = """\
#include <string>
#include <vector>

template <typename T>
struct Box {
    T value;
    int size() const { return value.length(); }
};

void take(int a, int b);
void take(const std::string& s);

int main() {
    Box<int> b{3};
    take(std::vector<int>{});
    return b.size();
}
"""
ASCII = {"LC_ALL": "C"}
"""gcc quotes with ASCII quotes in the C locale, with typographic ones in a UTF-8 one."""


def _make(tmp_path: Path) -> bytes:
    require("gcc")
    (tmp_path / "util.h").write_text(HEADER)
    (tmp_path / "main.c").write_text(MAIN)
    (tmp_path / "Makefile").write_text(MAKEFILE)
    return run(["make"], tmp_path, **ASCII)


def _compile_packet(data: bytes) -> None:
    packet, doc = reduce(GCC, data)
    assert packet.fields["diagnostics"] == [
        "main.c:6:error", "main.c:7:error", "main.c:8:error", "main.c:6:Wunused-but-set-variable",
    ]  # fmt: skip
    assert packet.fields["errors"] == 3 and packet.fields["warnings"] == 1
    assert packet.fields["failed_targets"] == ["main.o"]
    assert packet.fields["flags"] == ["Wunused-but-set-variable=1"]
    error = line_of(doc, "main.c:6:19: error: incompatible type for argument 1")
    note = line_of(doc, "util.h:1:15: note: expected")
    assert "In file included from main.c:1:" in doc.clean_line(note - 1)
    assert "In function" in doc.clean_line(error - 1)
    assert cited_together(packet, error - 1, note + 2), "context, error, frame, the note's own"
    assert line_of(doc, "make: *** [") in cited(packet)


def test_a_compile_error_is_cited_with_its_context_and_notes(tmp_path):
    _compile_packet(_make(tmp_path))


@pytest.mark.parametrize("name", ["compile_error.txt", "compile_error_ascii.txt"])
def test_compile_error_samples(name):
    _compile_packet(sample("make", name))


def test_coloured_gcc_gives_the_same_entries():
    packet, doc = reduce(GCC, sample("gcc", "compile_error_color.txt"))
    assert packet.fields["diagnostics"][:3] == ["main.c:6:error", "main.c:7:error",
                                                "main.c:8:error"]  # fmt: skip
    assert cited_together(packet, 1, line_of(doc, "note: expected") + 2)


def _link_packet(data: bytes) -> None:
    packet, doc = reduce(GCC, data)
    assert packet.fields["undefined_references"] == ["counter", "helper"]
    assert line_of(doc, "collect2: error: ld returned 1 exit status") in cited(packet)
    first = line_of(doc, "undefined reference to `counter'")
    assert cited_together(packet, first - 1, first), "with the function it is referenced in"


def test_undefined_references_are_folded_per_symbol(tmp_path):
    (tmp_path / "link.c").write_text(LINK)
    _link_packet(run(["gcc", "link.c", "-o", "link"], tmp_path, **ASCII))


def test_link_error_sample():
    _link_packet(sample("gcc", "link_error.txt"))


def _template_packet(data: bytes, budget: int = 4096) -> None:
    packet, doc = reduce(GCC, data, budget)
    assert packet.fields["diagnostics"] == ["tmpl.cpp:15:error", "tmpl.cpp:7:error"]
    call = line_of(doc, "error: no matching function for call to")
    last_candidate = line_of(doc, "no known conversion for argument 1")
    assert cited_together(packet, call - 1, last_candidate + 2), "every candidate, with frames"
    instantiation = line_of(doc, "In instantiation of")
    member = line_of(doc, "error: request for member")
    assert "required from here" in doc.clean_line(member - 1)
    assert cited_together(packet, instantiation, member)


def test_candidates_and_template_instantiation_context(tmp_path):
    (tmp_path / "tmpl.cpp").write_text(TEMPLATE)
    _template_packet(run(["g++", "-std=c++17", "-c", "tmpl.cpp", "-o", "tmpl.o"], tmp_path))


def test_template_sample():
    _template_packet(sample("gcc", "cpp_template.txt"))


def test_a_small_budget_keeps_the_first_error_before_the_rest():
    packet, doc = reduce(GCC, sample("gcc", "cpp_template.txt"), 300)
    assert line_of(doc, "error: no matching function for call to") in cited(packet)
    assert packet.truncated


@pytest.mark.parametrize("source", ["real", "sample"])
def test_a_missing_include_is_a_fatal_error(tmp_path, source):
    if source == "real":
        (tmp_path / "inc.c").write_text('#include "nothere.h"\nint main(void) { return 0; }\n')
        data = run(["gcc", "-c", "inc.c"], tmp_path, **ASCII)
    else:
        data = sample("gcc", "fatal_include.txt")
    packet, doc = reduce(GCC, data)
    assert packet.fields["errors"] == 1
    assert str(packet.fields["diagnostics"][0]).endswith(":1:fatal error")
    assert line_of(doc, "compilation terminated.") in cited(packet)


@pytest.mark.parametrize("source", ["real", "sample"])
def test_make_without_a_rule(tmp_path, source):
    if source == "real":
        require("gcc")
        (tmp_path / "Makefile").write_text("all: app\napp: missing.o\n\tgcc -o $@ $^\n")
        data = run(["make"], tmp_path, **ASCII)
    else:
        data = sample("make", "no_rule.txt")
    packet, doc = reduce(GCC, data, family="make")
    assert line_of(doc, "No rule to make target") in cited(packet)


@pytest.mark.parametrize("source", ["real", "sample"])
def test_a_failed_recipe_that_is_not_a_compiler_gets_the_generic_evidence_too(tmp_path, source):
    if source == "real":
        require("python3")
        recipe = 'test:\n\tpython3 -c "print(\\"FAILED tests/test_x.py::test_y\\"); exit(1)"\n'
        (tmp_path / "Makefile").write_text(recipe)
        data = run(["make"], tmp_path, **ASCII)
    else:
        data = sample("make", "recipe_failed.txt")
    packet, doc = reduce(GCC, data, family="make")
    assert packet.fields["failed_targets"] == ["test"]
    assert line_of(doc, "FAILED tests/test_x.py::test_y") in cited(packet)


def test_configure_probes_are_not_errors():
    probe = (
        "conftest.c:1:10: fatal error: sys/nothing.h: No such file or directory\n"
        "compilation terminated.\n"
        "checking for sys/nothing.h... no\n"
    )
    doc = Document((probe + "checking for gcc... gcc\n" * 60).encode())
    packet, _ = reduce(GCC, doc.data)
    assert "diagnostics" not in packet.fields
    assert GCC.sniff(doc, info_for(doc)) < 0.5


def test_a_build_the_output_goes_on_long_after_is_claimed_less():
    compile_error = sample("make", "compile_error.txt")
    later = b"".join(b"test_case_%d PASSED\n" % n for n in range(3000))
    ended, went_on = Document(compile_error), Document(compile_error + later)
    assert GCC.sniff(went_on, info_for(went_on)) < GCC.sniff(ended, info_for(ended))


@pytest.mark.parametrize(("family", "name"), [
    ("make", "compile_error.txt"), ("gcc", "link_error.txt"), ("gcc", "cpp_template.txt"),
    ("gcc", "fatal_include.txt"),
])  # fmt: skip
def test_it_claims_compiler_output_and_the_others_do_not(family, name):
    doc = Document(sample(family, name))
    info = info_for(doc)
    assert GCC.sniff(doc, info) >= 0.7
    assert CARGO.sniff(doc, info) == 0.0
    assert DIAGNOSTICS.sniff(doc, info) == 0.0


@pytest.mark.parametrize(("family", "name"), [("mypy", "plain.txt"), ("cargo", "build_error.txt"),
                                              ("cargo", "filecheck_crafted.txt")])  # fmt: skip
def test_it_does_not_claim_other_tools_output(family, name):
    doc = Document(sample(family, name))
    assert GCC.sniff(doc, info_for(doc)) == 0.0


WERROR_C = """\
#include <stddef.h>
int count_below(const int *xs, int n, size_t limit)
{
    int hits = 0;
    for (int i = 0; i < n; i++)
        if (xs[i] < limit)
            hits++;
    return hits;
}
int f(int x) { int unused = 3; return x; }
"""
WERROR_CPP = """\
#include <vector>
int g(const std::vector<int>& v) {
    for (int i = 0; i < v.size(); ++i) {}
    return 0;
}
"""
WERROR_MAKEFILE = "CFLAGS = -Wall -Wextra -Werror\nCXXFLAGS = $(CFLAGS)\nall: a.o b.o\n"


def _werror(tmp_path: Path, colour: bool = False) -> bytes:
    require("gcc", "g++")
    (tmp_path / "a.c").write_text(WERROR_C)
    (tmp_path / "b.cpp").write_text(WERROR_CPP)
    (tmp_path / "Makefile").write_text(WERROR_MAKEFILE)
    flags = ["CFLAGS=-Wall -Wextra -Werror -fdiagnostics-color=always"] if colour else []
    return run(["make", "-k", *flags], tmp_path, LC_ALL="C.UTF-8")


@pytest.mark.parametrize("source", ["real", "sample", "real-color", "sample-color"])
def test_werror_diagnostics_and_the_compilers_word_on_them(tmp_path, source):
    colour = source.endswith("color")
    if source.startswith("real"):
        data = _werror(tmp_path, colour)
    else:
        data = sample("gcc", "werror_make_color.txt" if colour else "werror_make.txt")
    packet, doc = reduce(GCC2, data, 700)
    assert packet.fields["errors"] == 3
    assert packet.fields["flags"] == ["Werror=sign-compare=2", "Werror=unused-variable=1"]
    assert packet.fields["failed_targets"] == ["a.o", "b.o"]
    shown = cited(packet)
    assert line_of(doc, "a.c:6:19: error: comparison of integer expressions") in shown
    assert line_of(doc, "cc1: all warnings being treated as errors") in shown
    unused = line_of(doc, "a.c:10:20: error: unused variable")
    assert unused in shown, "the next distinct error before the first one's frame"
    assert line_of(doc, "if (xs[i] < limit)") not in shown
    v1, _ = reduce(GCC, data, 700)
    assert unused not in cited(v1)


@pytest.mark.parametrize("source", ["real", "sample"])
def test_some_warnings_being_errors(tmp_path, source):
    if source == "real":
        require("gcc")
        (tmp_path / "a.c").write_text(WERROR_C)
        args = ["gcc", "-Wall", "-Wextra", "-Werror=sign-compare", "-c", "a.c"]
        data = run(args, tmp_path, LC_ALL="C.UTF-8")
    else:
        data = sample("gcc", "werror_some.txt")
    packet, doc = reduce(GCC2, data, 512)
    assert packet.fields["errors"] == 1 and packet.fields["warnings"] == 1
    assert packet.fields["flags"] == ["Werror=sign-compare=1", "Wunused-variable=1"]
    assert line_of(doc, "cc1: some warnings being treated as errors") in cited(packet)


def test_clangs_werror_flag_reads_as_gccs():
    clang = (
        "main.c:3:9: error: unused variable 'x' [-Werror,-Wunused-variable]\n"
        "    int x = 1;\n"
        "        ^\n"
        "main.c:5:12: warning: comparison of integers of different signs [-Wsign-compare]\n"
        "1 warning and 1 error generated.\n"
    )
    packet, _ = reduce(GCC2, clang.encode())
    assert packet.fields["flags"] == ["Werror=unused-variable=1", "Wsign-compare=1"]
    assert packet.fields["diagnostics"] == [
        "main.c:3:Werror=unused-variable", "main.c:5:Wsign-compare",
    ]  # fmt: skip
    v1, _ = reduce(GCC, clang.encode())
    assert v1.fields["diagnostics"][0] == "main.c:3:error"
