"""What kind of task a run was: from its tags when it has them, else from its goal.

Beliefs about tools are kept per task type, because a tool that serves one
kind of task well (run_tests when fixing tests) may be useless for another.
The classifier is a keyword count, deliberately simple and deterministic, so
the same goal always lands in the same bucket and a person can predict it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

OTHER = "other"

# fmt: skip below: one row per task type, its words as running text (ruff would put one a line)
KEYWORDS: dict[str, tuple[str, ...]] = {
    "fix-tests": ("test", "tests", "pytest", "unittest", "failing", "pass", "green", "ci"),
    "debug": (
        "debug", "bug", "bugs", "crash", "crashes", "traceback", "exception", "error",
        "errors", "broken", "fails", "investigate why",
    ),
    "refactor": (
        "refactor", "rename", "restructure", "clean up", "cleanup", "simplify", "extract",
        "reorganize", "deduplicate",
    ),
    "research": (
        "research", "find out", "look up", "search", "article", "page", "compare", "sources",
        "learn about", "fetch",
    ),
    "write": (
        "write", "draft", "summary", "summarize", "summarise", "notes", "document",
        "readme", "essay", "compose",
    ),
    "compute": ("calculate", "compute", "work out", "arithmetic", "sum of", "how much"),
}  # fmt: skip
"""Each task type and the words or phrases that vote for it, matched as whole words."""

TASK_TYPES: tuple[str, ...] = (*KEYWORDS, OTHER)
"""Every type the classifier can give, in tie-break order (an earlier type wins a tie)."""

TAG_PREFIX = "task:"
SAFE_TASK_TYPE = re.compile(r"[a-z0-9][a-z0-9_.-]{0,39}")
"""A task type from a tag must look like this: it is shown in prompts and on pages."""

_PATTERNS = {
    kind: [re.compile(rf"\b{re.escape(word)}\b") for word in words]
    for kind, words in KEYWORDS.items()
}


def classify_goal(goal: str) -> str:
    """The task type whose keywords occur most in the goal; `other` when none does.

    Each keyword counts once however often it occurs, so a long goal that
    repeats one word does not outvote a short one; ties go to the type listed
    first in KEYWORDS: fix-tests, debug, refactor, research, write, compute.
    """
    text = goal.lower()
    scores = {
        kind: sum(1 for p in patterns if p.search(text)) for kind, patterns in _PATTERNS.items()
    }
    best = max(scores.values(), default=0)
    if best == 0:
        return OTHER
    return next(kind for kind in KEYWORDS if scores[kind] == best)


def task_type_from_tags(tags: Iterable[str]) -> str | None:
    """The task type the tags name: a `task:NAME` tag first, else a tag that is a known type.

    A `task:` tag may name a type of the team's own; one that is not a short
    lowercase slug is ignored, since the type ends up in prompts and pages.
    """
    cleaned = [tag.strip().lower() for tag in tags if isinstance(tag, str)]
    for tag in cleaned:
        name = tag.removeprefix(TAG_PREFIX).strip()
        if tag.startswith(TAG_PREFIX) and SAFE_TASK_TYPE.fullmatch(name):
            return name
    return next((tag for tag in cleaned if tag in TASK_TYPES), None)


def task_type(goal: str, tags: Iterable[str] = ()) -> str:
    """The run's task type: what its tags say, else what its goal looks like."""
    return task_type_from_tags(tags) or classify_goal(goal)
