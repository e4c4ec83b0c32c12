"""A small TOML writer for the files the recorder writes (tomllib only reads).

Multi-line strings are written as literal strings (''') when they can be, so scripts
and canned output read as they are; everything else as basic strings."""

from __future__ import annotations

import json
import re
from typing import Any

BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")
LITERAL_UNSAFE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\r]")


def dumps(data: dict[str, Any]) -> str:
    return "\n".join(_table(data, [])).lstrip("\n") + "\n"


def _key(key: str) -> str:
    return key if BARE_KEY.match(key) else json.dumps(key, ensure_ascii=False)


def _string(text: str) -> str:
    literal = "\n" in text and "'''" not in text and not text.endswith("'")
    if literal and not LITERAL_UNSAFE.search(text):
        return "'''\n" + text + "'''"
    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, list | tuple):
        items = [_value(v) for v in value]
        line = "[" + ", ".join(items) + "]"
        if len(line) <= 90 and "\n" not in line:
            return line
        return "[\n" + "".join(f"    {i},\n" for i in items) + "]"
    raise TypeError(f"cannot write {type(value).__name__} to TOML")


def _is_table_list(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)


def _table(data: dict[str, Any], path: list[str]) -> list[str]:
    lines = [f"{_key(k)} = {_value(v)}" for k, v in data.items() if _plain(v)]
    for key, value in data.items():
        if isinstance(value, dict):
            lines += ["", "[" + ".".join(_key(p) for p in [*path, key]) + "]"]
            lines += _table(value, [*path, key])
    for key, value in data.items():
        if _is_table_list(value):
            for item in value:
                lines += ["", "[[" + ".".join(_key(p) for p in [*path, key]) + "]]"]
                lines += _table(item, [*path, key])
    return lines


def _plain(value: Any) -> bool:
    return not isinstance(value, dict) and not _is_table_list(value)
