"""What a packet says of the work: a test run's counts, a build's errors, a failed install.

Each reducer reads its own packet's fields into one of these (`Reducer.progress`), and
the run-state block (harness/agent/reinforce.py) writes it into its status line without
knowing which tool or reducer it came from.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class SuiteProgress:
    """A test suite's run: its counts, None where the tool's report does not give one."""

    passed: int | None = None
    failed: int | None = None
    errors: int | None = None

    @property
    def failing(self) -> bool:
        return bool(self.failed or self.errors)


@dataclass(frozen=True, slots=True)
class BuildProgress:
    """What a build, a compiler or a linter reported: errors, what else failed, warnings."""

    label: str
    """What the status line calls it: `build`, `cargo`, `diagnostics`, `maven`."""
    errors: int | tuple[str, ...] = 0
    """The errors counted, or counted per tool (`ruff=3`) when several tools reported."""
    failures: tuple[tuple[int, str], ...] = ()
    """Other things that failed, each counted: `(2, "failed tests")`, `(1, "undefined")`."""
    warnings: int = 0

    @property
    def failing(self) -> bool:
        return bool(self.errors) or any(count for count, _ in self.failures)


@dataclass(frozen=True, slots=True)
class InstallProgress:
    """An install that failed, and what it could not install."""

    what: str
    """The package and its constraint, a conflict, or the installer's error."""

    @property
    def failing(self) -> bool:
        return True


Progress = SuiteProgress | BuildProgress | InstallProgress


def count(fields: Mapping[str, Any], key: str) -> int | None:
    """The count a packet field holds, or None when it holds none."""
    value = fields.get(key)
    return value if isinstance(value, int) else None


def suite_progress(
    fields: Mapping[str, Any],
    passed: str = "passed",
    failed: str = "failed",
    errors: str = "errors",
) -> SuiteProgress | None:
    """The counts of a test run's fields, by the names its reducer gives them; None when it
    has none."""
    found = SuiteProgress(count(fields, passed), count(fields, failed), count(fields, errors))
    return None if found == SuiteProgress() else found
