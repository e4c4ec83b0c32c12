"""The base of every request body of the JSON API: unknown fields and unstorable text
are refused with a 422 that says where."""

from __future__ import annotations

import re
from typing import Any

from ninja import Schema
from pydantic import ConfigDict, model_validator

UNSTORABLE = re.compile("[\x00\ud800-\udfff]")
"""NUL, which no PostgreSQL text or jsonb holds, and lone surrogates, which no UTF-8 text
holds: JSON can spell both (`"\\u0000"`, `"\\ud800"`)."""


class Strict(Schema):
    model_config = ConfigDict(extra="forbid")

    @model_validator(mode="before")
    @classmethod
    def _storable(cls, data: Any) -> Any:
        where = unstorable(data)
        if where is not None:
            raise ValueError(f"{where} holds a NUL character or a lone surrogate; remove it")
        return data


def unstorable(data: Any) -> str | None:
    """Where in `data` a key or a string holds what UNSTORABLE matches, or None."""
    pending: list[tuple[Any, str]] = [(data, "")]
    while pending:  # a loop, not recursion: a body may nest thousands of levels deep
        value, where = pending.pop()
        if isinstance(value, str) and UNSTORABLE.search(value):
            return where or "the body"
        if isinstance(value, dict):
            pending += [(item, f"{where}.{key}".lstrip(".")) for key, item in value.items()]
            pending += [(key, f"a key of {where or 'the body'}") for key in value]  # first
        elif isinstance(value, list):
            pending += [
                (item, f"{where}.{number}".lstrip(".")) for number, item in enumerate(value)
            ]
    return None
