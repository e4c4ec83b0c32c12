"""The maven reducer on real Maven builds: a small project (JUnit 5, Surefire 3.2.5) built
offline here, with a failing assertion and an exception, again in colour, then with a
compile error, and passing. Samples captured from the same runs (Maven 3.8.7, OpenJDK 17)
keep every test running where Maven or its offline repository is missing. Record them
again with

    .venv/bin/python -m tests.reducers.test_maven
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pytest

from harness.output.document import Document
from harness.reducers import ReducerSet
from harness.reducers.families.maven import MAVEN
from tests.reducers.helpers import info_for, newest
from tests.reducers.toolchain import SAMPLES, cited, line_of, live_or_sample, reduce, run

POM = """<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.acme</groupId><artifactId>ledger</artifactId><version>1.0</version>
  <properties>
    <maven.compiler.release>17</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <dependencies><dependency>
    <groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId>
    <version>5.10.2</version><scope>test</scope>
  </dependency></dependencies>
  <build><plugins>
    <plugin><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>
    <plugin><artifactId>maven-surefire-plugin</artifactId><version>3.2.5</version></plugin>
    <plugin><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
  </plugins></build>
</project>
"""
SPLIT = """package com.acme;

public final class Split {
    public static long[] parts(long total, int n) {
        long[] out = new long[n];
        for (int i = 0; i < n; i++) out[i] = total / n;
        return out;
    }
}
"""
SPLIT_TEST = """package com.acme;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Test;

class SplitTest {
    @Test void evenSplit() { assertArrayEquals(new long[]{5, 5}, Split.parts(10, 2)); }
    @Test void remainderGoesToFirstParts() {
        assertArrayEquals(new long[]{34, 33, 33}, Split.parts(100, 3));
    }
    @Test void noParts() { Split.parts(10, 0)[0] = 1; }
}
"""
PASSING_TEST = """package com.acme;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Test;

class SplitTest {
    @Test void evenSplit() { assertArrayEquals(new long[]{5, 5}, Split.parts(10, 2)); }
}
"""
BUILDS: dict[str, tuple[dict[str, str], tuple[str, ...]]] = {
    "test_failures": ({"src/test/java/com/acme/SplitTest.java": SPLIT_TEST}, ()),
    "test_failures_colour": (
        {"src/test/java/com/acme/SplitTest.java": SPLIT_TEST}, ("-Dstyle.color=always",)
    ),
    "compile_error": (
        {"src/test/java/com/acme/SplitTest.java": SPLIT_TEST,
         "src/main/java/com/acme/Split.java": SPLIT.replace("return out;", "return outs;")},
        (),
    ),
    "passing": ({"src/test/java/com/acme/SplitTest.java": PASSING_TEST}, ()),
}  # fmt: skip


def build(name: str, folder: Path) -> bytes:
    """`mvn -o -B test` on the project; skipped when Maven cannot build offline here."""
    files, flags = BUILDS[name]
    for path, text in {"pom.xml": POM, "src/main/java/com/acme/Split.java": SPLIT, **files}.items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_text(text)
    output = run(["mvn", "-o", "-B", *flags, "test"], folder)
    if b"offline mode" in output and b"BUILD FAILURE" in output and b"Results" not in output:
        pytest.skip("Maven's offline repository lacks the plugins this project uses")
    return output


@pytest.fixture(params=["live", "sample"])
def source(request: pytest.FixtureRequest, tmp_path: Path):  # type: ignore[no-untyped-def]
    return live_or_sample(request.param, "maven", build, tmp_path)


@pytest.mark.parametrize("name", ["test_failures", "test_failures_colour"])
def test_each_failing_test_is_named_with_its_line_and_message(source, name: str):  # type: ignore[no-untyped-def]
    packet, doc = reduce(MAVEN, source(name))
    assert packet.fields["outcome"] == "failed"
    assert (packet.fields["tests"], packet.fields["failures"], packet.fields["errors"]) == (3, 1, 1)
    assert packet.fields["failed_tests"] == [
        "SplitTest.remainderGoesToFirstParts",
        "SplitTest.noParts",
    ]
    assert packet.fields["error_types"] == [
        "AssertionFailedError",
        "ArrayIndexOutOfBoundsException",
    ]
    assert packet.fields["goal"] == "maven-surefire-plugin:test on ledger"
    text = packet.render()
    assert "SplitTest.remainderGoesToFirstParts:9 array contents differ at index [0]" in text
    assert "SplitTest.noParts:11 ArrayIndexOutOfBounds Index 0 out of bounds" in text
    # the project's own frame, not JUnit's or the JDK's, is cited as the location
    own = line_of(doc, "at com.acme.SplitTest.noParts(SplitTest.java:11)")
    assert own in cited(packet)
    assert line_of(doc, "at java.base/") not in cited(packet)


def test_a_small_budget_keeps_the_results_entries_first(source):  # type: ignore[no-untyped-def]
    packet, doc = reduce(MAVEN, source("test_failures"), budget=300)
    assert line_of(doc, "[ERROR]   SplitTest.remainderGoesToFirstParts:9") in cited(packet)


def test_a_compile_error_is_cited_with_its_symbol(source):  # type: ignore[no-untyped-def]
    packet, _ = reduce(MAVEN, source("compile_error"))
    assert packet.fields["compile_errors"] == ["Split.java:7"]
    assert packet.fields["goal"] == "maven-compiler-plugin:compile on ledger"
    text = packet.render()
    assert "Split.java:[7,16] cannot find symbol" in text
    assert "symbol:   variable outs" in text
    assert "tests" not in packet.fields  # no test ran


def test_a_passing_build_says_so(source):  # type: ignore[no-untyped-def]
    packet, _ = reduce(MAVEN, source("passing"))
    assert packet.fields["outcome"] == "passed"
    assert (packet.fields["tests"], packet.fields["failures"]) == (1, 0)
    assert "failed_tests" not in packet.fields


def test_the_selector_picks_maven_for_a_build_run_as_a_plain_command(source):  # type: ignore[no-untyped-def]
    doc = Document(source("test_failures_colour"))
    assert ReducerSet().select(doc, info_for(doc, family="process")).key == newest("maven")


def record() -> None:
    """Run every build and write its output to the samples."""
    (SAMPLES / "maven").mkdir(parents=True, exist_ok=True)
    for name in BUILDS:
        with tempfile.TemporaryDirectory() as folder:
            (SAMPLES / "maven" / name).write_bytes(build(name, Path(folder)))


if __name__ == "__main__":
    record()
    sys.exit(0)
