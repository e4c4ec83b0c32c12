"""A hit's text around the words it was found by: escaped first, then the words marked.

The text is untrusted (a goal, tool output, model output): each piece between two matched
words is escaped on its own, and only the `<mark>` tags around them are ours.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from runs.models import Step
from runs.search.query import Query

WIDTH = 160
"""Characters of text a snippet shows, about a line and a half."""


@dataclass(frozen=True)
class Snippet:
    field: str
    """Where the words are: goal, thought, action, observation, packet, answer."""
    html: SafeString


def step_fields(step: Step) -> list[tuple[str, str]]:
    """The text of a step the index holds, field by field, in the order a reader meets it."""
    arguments = (
        json.dumps(step.action_arguments, ensure_ascii=False)
        if step.action_arguments is not None
        else ""
    )
    packet = json.dumps(step.packet, ensure_ascii=False) if step.packet is not None else ""
    return [
        ("thought", step.thought),
        ("action", f"{step.action_tool} {arguments}".strip()),
        ("observation", step.observation_text),
        ("packet", packet),
        ("answer", step.final_answer or ""),
    ]


def snippet(fields: list[tuple[str, str]], query: Query) -> Snippet:
    """The first field that holds one of the words, around the first of them; without one
    (the index folded an accent the text has), the first field with any text."""
    pattern = _pattern(query)
    for field, text in fields:
        found = pattern.search(text)
        if found:
            return Snippet(field, _marked(_window(text, found.start()), pattern))
    field, text = next(((f, t) for f, t in fields if t), ("", ""))
    return Snippet(field, _marked(_window(text, 0), pattern))


def _pattern(query: Query) -> re.Pattern[str]:
    words = sorted(query.words, key=len, reverse=True) or ["(?!)"]
    alternatives = "|".join(re.escape(word) for word in words)
    return re.compile(rf"(?<![^\W_])(?:{alternatives})(?![^\W_])", re.IGNORECASE)


def _window(text: str, at: int) -> str:
    start = max(0, at - WIDTH // 3)
    piece = " ".join(text[start : start + WIDTH].split())
    return ("…" if start else "") + piece + ("…" if start + WIDTH < len(text) else "")


def _marked(text: str, pattern: re.Pattern[str]) -> SafeString:
    parts, last = [], 0
    for found in pattern.finditer(text):
        parts += [escape(text[last : found.start()]), f"<mark>{escape(found.group())}</mark>"]
        last = found.end()
    parts.append(escape(text[last:]))
    return mark_safe("".join(parts))  # noqa: S308 (each piece of the text escaped above)
