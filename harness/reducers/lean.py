"""Lean packing: what newer reducer versions add to dense packing (`lean`, base.py).

Blind batches of real tool output lost their evidence in small packets in a few ways
that no family parser can help, each fixed here for every family at once:

- A field paraphrases the line that says a failure. A failing test or target's name in a
  field (`failed_tests: a::b`) drops what the log's own verdict line says with it
  (`test a::b - should panic ... FAILED`, `FAILED: a.o`, `not ok 3 - title`). The builder
  cites each named failure's verdict line (`verdict_lines`); dense packing then leaves the
  field unrendered once those lines show every name (builder.py, `_without_repeats`).
- Width says nothing. Banners and rules (`==== 2 failed ====`, `____ test_x ____`) are
  shown with their rule runs cut to three characters (packet.py, `compact`).
- A long path clips the message after it. In a line too long to show whole, the project
  folder the cited paths are under (`workspace_root`, a CI workspace such as
  `/home/runner/work/app/app/`) is shown as `…/`, so `…/src/x.c:3: error: ...` fits.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from harness.output.document import Document
from harness.reducers.packet import FieldValue

ABSOLUTE_PATH = re.compile(r"(?:(?<=\s-[A-Za-z])|(?<![\w.~/:-]))/(?:[\w.@+-]+/)+[\w.@+-]+")
"""An absolute path, alone or after a compiler's option (`-I/usr/include`); not a URL's."""
MIN_DEPTH = 2
"""Folders a root has at least: `/tmp/` or `/usr/` alone is no workspace."""
PROJECT_ENTRIES = frozenset(
    {
        "src",
        "tests",
        "test",
        "include",
        "build",
        "target",
        "node_modules",
        ".git",
        "package.json",
        "Cargo.toml",
        "pyproject.toml",
        "setup.py",
        "go.mod",
        "CMakeLists.txt",
        "Makefile",
        "Gemfile",
        "pom.xml",
        "build.gradle",
    }
)
"""What a project's root folder holds: a folder that holds one is taken for a root, and so
is a folder named like its parent (`work/app/app/`, a GitHub Actions workspace)."""
HEADING = re.compile(r"\w+(?: \w+)?:")
HEADING_SHARE = 0.25
MIN_WORD_CHARS = 3
"""Letters and digits a line needs to say anything: `E` (a test runner's progress dots) or
`ok` alone do not; a bare heading (`Got:`, an empty `hint:`) says a quarter of a line."""
NAMED_FAILURES = re.compile(r"(?i)fail|error|broken")
"""Fields whose values name what failed (`failed_tests`, `error_tests`, `failed_targets`)."""
VERDICT = re.compile(
    r"(?i)\b(?:fail(?:ed|ures?|s)?|errors?|not ok|panicked|timed? ?out|aborted|crashed)\b"
)
"""Words of the line that reports a named failure."""
NAME_PATH = re.compile(" [\u203a>] ")
"""How reducers join a test's title path; the log prints its last part."""
MIN_NAME = 6
"""Characters of a name worth looking up: shorter ones are anywhere."""
MAX_NAMES = 8
MAX_HITS = 40
"""Occurrences of a name tried, from the last, for a verdict line."""
REACH = 8 << 20
"""Bytes before the end searched: a run's verdicts come last."""


def workspace_root(texts: Iterable[str]) -> str:
    """The project folder the absolute paths in these lines are under, or "": of the
    folders that hold a project's entries (`src/`, `Cargo.toml`, ...), the one most paths
    are under, the outermost on a tie (a workspace of crates, not one crate)."""
    holds: Counter[str] = Counter()
    for path in {path for text in texts for path in ABSOLUTE_PATH.findall(text)}:
        parts = path.split("/")[1:]
        for depth in range(MIN_DEPTH, len(parts) - 1):
            if parts[depth] in PROJECT_ENTRIES or parts[depth - 1] == parts[depth - 2]:
                holds["/" + "/".join(parts[:depth]) + "/"] += 1
    if not holds:
        return ""
    return max(holds, key=lambda folder: (holds[folder], -len(folder)))


def worth(text: str) -> float:
    """What a line says, as dense.py's `worth` weighs it; less for a bare heading, and
    nothing for a line of under MIN_WORD_CHARS letters and digits."""
    text = text.strip()
    if not _says_words(text):
        return 0.0
    return HEADING_SHARE if HEADING.fullmatch(text) else 1.0


def _says_words(text: str) -> bool:
    """Whether the text has MIN_WORD_CHARS letters or digits; looks no further than the
    first ones, since a line may be megabytes long."""
    found = 0
    for char in text:
        found += char.isalnum()
        if found >= MIN_WORD_CHARS:
            return True
    return False


def failure_names(fields: dict[str, FieldValue]) -> list[str]:
    """The names the fields give of what failed, each as the log would print it."""
    names: list[str] = []
    for key, value in fields.items():
        if not NAMED_FAILURES.search(key):
            continue
        items = value if isinstance(value, list) else [value]
        for item in items:
            if isinstance(item, str):
                name = NAME_PATH.split(item)[-1].strip()
                if len(name) >= MIN_NAME and name not in names:
                    names.append(name)
    return names[:MAX_NAMES]


def verdict_lines(doc: Document, names: list[str]) -> list[int]:
    """For each name, the last line that holds it with a verdict word, when there is one."""
    found: list[int] = []
    for name in names:
        number = _verdict_line(doc, name.encode())
        if number and number not in found:
            found.append(number)
    return found


def _verdict_line(doc: Document, name: bytes) -> int:
    stop, floor = doc.size, max(0, doc.size - REACH)
    for _ in range(MAX_HITS):
        position = doc.data.rfind(name, floor, stop)
        if position == -1:
            return 0
        number = doc.line_at(position)
        if VERDICT.search(doc.clean_line(number)):
            return number
        stop = doc.raw_offset(number)
    return 0
