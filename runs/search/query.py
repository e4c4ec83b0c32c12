"""What a person typed, as words and "quoted phrases" every backend reads the same way.

A word is a run of letters and digits, lower-cased: punctuation separates words, as the
indexes split the text (runs/migrations/0014), so `write_file` is the phrase `write file`
and an FTS5 or tsquery operator (`AND`, `*`, `:`, `<->`) is a plain word or nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_CHARACTERS = 500
MAX_TERMS = 16
"""More than this is refused with a message: each term is one more index lookup."""
WORD = re.compile(r"[^\W_]+")
TERM = re.compile(r'"([^"]*)"?|([^\s"]+)')
"""A quoted phrase (an unclosed quote runs to the end) or a bare word."""


@dataclass(frozen=True)
class Query:
    terms: tuple[tuple[str, ...], ...] = ()
    """Each term a word or a phrase (its words in order); a match has every term."""
    problem: str = ""
    """Why the text is not searched, said plainly; empty when it is (or nothing was typed)."""

    @property
    def words(self) -> set[str]:
        return {word for term in self.terms for word in term}

    def __bool__(self) -> bool:
        return bool(self.terms)


def parse(text: str) -> Query:
    if len(text) > MAX_CHARACTERS:
        return Query(problem=f"A search is at most {MAX_CHARACTERS} characters.")
    terms: list[tuple[str, ...]] = []
    for match in TERM.finditer(text):
        words = tuple(WORD.findall((match.group(1) or match.group(2) or "").lower()))
        if words and words not in terms:
            terms.append(words)
    if len(terms) > MAX_TERMS:
        return Query(problem=f"A search has at most {MAX_TERMS} words or phrases.")
    if not terms and text.strip():
        return Query(problem="Search for words: letters or digits.")
    return Query(tuple(terms))
