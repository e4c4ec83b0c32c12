"""JSON Schema to GBNF, the grammar format of llama.cpp (and of vLLM's xgrammar).

`rules(schema, name)` writes the rules that hold a JSON value to `schema`: the
keywords tool schemas use are stated in the grammar: `type` (one or a list),
`enum`, `const`, `anyOf`/`oneOf`, `allOf` (merged), `$ref` to `$defs`/
`definitions`, `properties`/`required`, `additionalProperties` of a map,
`items`/`minItems`/`maxItems`, `minLength`/`maxLength`, and integer bounds
(`minimum`, `maximum`, the exclusive ones).

What a grammar cannot state well is left wider and checked where the call
arrives (the tool registry validates every call against its schema, and the
model reads what was wrong): `pattern`, `format`, `multipleOf`,
`uniqueItems`, bounds of a `number` other than "not negative", integers of
more than 16 digits. An object's properties come in the schema's order,
required ones first; a property the schema does not name is not offered.
"""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import unquote

Schema = dict[str, Any]

PRIMITIVES: dict[str, str] = {
    "ws": '" "?',
    "value": "object | array | string | number | boolean | null",
    "object": '"{" ws ( string ":" ws value ( "," ws string ":" ws value )* )? ws "}"',
    "array": '"[" ws ( value ( "," ws value )* )? ws "]"',
    "string": '"\\"" char* "\\""',
    "char": '[^"\\\\\\x00-\\x1F] | "\\\\" ( ["\\\\/bfnrt] | "u" [0-9a-fA-F]{4} )',
    "integral": '"0" | [1-9] [0-9]{0,15}',
    "integer": '"-"? integral',
    "fraction": '"." [0-9]{1,20}',
    "exponent": "[eE] [-+]? [0-9]{1,3}",
    "number": '"-"? integral fraction? exponent?',
    "boolean": '"true" | "false"',
    "null": '"null"',
}
"""What any JSON holds, as llama.cpp's grammars/json.gbnf writes it, but for DEL, which
JSON allows raw; one space at most between tokens, so a small model cannot fill its reply
with blanks."""
USES: dict[str, tuple[str, ...]] = {
    "value": ("object", "array", "string", "number", "boolean", "null"),
    "object": ("ws", "string", "value"),
    "array": ("ws", "value"),
    "string": ("char",),
    "integer": ("integral",),
    "number": ("integral", "fraction", "exponent"),
}
_NAME = re.compile(r"[^A-Za-z0-9-]+")
MAX_DIGITS = 16


def literal(text: str) -> str:
    """`text` as a GBNF string literal."""
    escaped = []
    for char in text:
        if char in '"\\':
            escaped.append("\\" + char)
        elif char == "\n":
            escaped.append("\\n")
        elif char == "\r":
            escaped.append("\\r")
        elif char == "\t":
            escaped.append("\\t")
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            escaped.append(f"\\x{ord(char):02X}")
        else:
            escaped.append(char)
    return '"' + "".join(escaped) + '"'


def json_literals(value: Any) -> list[str]:
    """A JSON value as GBNF literals: as `json.dumps` writes it, with non-ASCII letters
    raw and, where that differs, escaped (`"ü"`, `"\\u00fc"`)."""
    spellings = [json.dumps(value, ensure_ascii=False), json.dumps(value)]
    return [literal(text) for text in dict.fromkeys(spellings)]


def rule_name(text: str) -> str:
    """A GBNF rule name made from `text`: letters, digits and `-`."""
    name = _NAME.sub("-", text).strip("-").lower() or "r"
    return f"r-{name}" if name[0].isdigit() else name  # a rule name starts with a letter


class Grammar:
    """GBNF rules, named once each: the primitives a rule uses are added with it."""

    def __init__(self) -> None:
        self.rules: dict[str, str] = {}

    def add(self, name: str, body: str) -> str:
        """Add `name ::= body` under a name not yet taken; return the name used."""
        base, n = rule_name(name), 1
        taken = base
        while taken in self.rules or taken in PRIMITIVES:
            n += 1
            taken = f"{base}-{n}"
        self.rules[taken] = body
        return taken

    def primitive(self, name: str) -> str:
        if name not in self.rules:
            self.rules[name] = PRIMITIVES[name]
            for used in USES.get(name, ()):
                self.primitive(used)
        return name

    def text(self, root: str) -> str:
        ordered = [f"root ::= {root}"] + [f"{n} ::= {b}" for n, b in self.rules.items()]
        return "\n".join(ordered) + "\n"


class SchemaRules:
    """The rules of one schema (and the `$defs` it refers to) in a `Grammar`."""

    def __init__(self, grammar: Grammar, root: Schema, prefix: str) -> None:
        self._grammar = grammar
        self._root = root
        self._prefix = prefix
        self._refs: dict[str, str] = {}

    def visit(self, schema: Any, name: str) -> str:
        """An expression (a rule name, mostly) that matches what `schema` allows; any JSON
        value where the schema cannot be stated (a `$ref` to nowhere, bounds no value
        meets, an empty enum): the call's schema check refuses what it must."""
        try:
            return self._visit(schema, name)
        except (ValueError, RecursionError):
            return self._grammar.primitive("value")

    def _visit(self, schema: Any, name: str) -> str:
        if not isinstance(schema, dict) or not _constrains(schema):
            return self._grammar.primitive("value")
        keywords = {
            "$ref": self._ref,
            "const": self._const,
            "enum": self._enum,
            "anyOf": self._any_of,
            "oneOf": self._any_of,
            "allOf": self._all_of,
        }
        for keyword, method in keywords.items():
            if keyword in schema:
                return method(schema, name)
        kind = schema.get("type") or _implied_type(schema)
        if isinstance(kind, list):
            options = [self.visit(schema | {"type": t}, f"{name}-{t}") for t in kind]
            return self._alternatives(name, options)
        typed = {
            "object": self._object,
            "array": self._array,
            "string": self._string,
            "integer": self._integer,
            "number": self._number,
        }
        if kind in typed:
            return typed[kind](schema, name)
        return self._grammar.primitive(kind if kind in ("boolean", "null") else "value")

    def _const(self, schema: Schema, name: str) -> str:
        return self._alternatives(name, json_literals(schema["const"]))

    def _enum(self, schema: Schema, name: str) -> str:
        values = schema["enum"] if isinstance(schema["enum"], list) else []
        return self._alternatives(name, [text for v in values for text in json_literals(v)])

    def _any_of(self, schema: Schema, name: str) -> str:
        key = "anyOf" if "anyOf" in schema else "oneOf"
        rest = {k: v for k, v in schema.items() if k != key}
        parts = schema[key] if isinstance(schema[key], list) else []
        options = [self.visit(_merged(rest, part), f"{name}-{i}") for i, part in enumerate(parts)]
        return self._alternatives(name, options)

    def _all_of(self, schema: Schema, name: str) -> str:
        merged = {k: v for k, v in schema.items() if k != "allOf"}
        for part in schema["allOf"] if isinstance(schema["allOf"], list) else []:
            merged = _merged(merged, self._resolved(part))
        return self.visit(merged, name)

    def _number(self, schema: Schema, name: str) -> str:
        self._grammar.primitive("number")
        bounds = [_bound(schema.get(key)) for key in ("minimum", "exclusiveMinimum")]
        if any(b is not None and b >= 0 for b in bounds):  # the one bound a number states
            return self._grammar.add(name, "integral fraction? exponent?")
        return "number"

    def _alternatives(self, name: str, options: list[str]) -> str:
        if not options:
            raise ValueError(f"{name}: no value is allowed")
        if len(options) == 1:
            return options[0]
        return self._grammar.add(name, " | ".join(dict.fromkeys(options)))

    def _ref(self, schema: Schema, name: str) -> str:
        ref = str(schema["$ref"])
        siblings = {k: v for k, v in schema.items() if k != "$ref" and k not in ANNOTATIONS}
        if siblings:  # the referred schema and the keywords beside it, together
            return self.visit(_merged(self._resolved(schema), siblings), name)
        if ref in self._refs:
            return self._refs[ref]
        target = self._resolved(schema)
        # Named before it is visited, so a schema that refers to itself ends.
        name = self._grammar.add(f"{self._prefix}-{ref.rsplit('/', 1)[-1] or 'root'}", "")
        self._refs[ref] = name
        self._grammar.rules[name] = self.visit(target, f"{name}-body")
        return name

    def _resolved(self, schema: Any) -> Any:
        """The schema a `$ref` points to: a JSON pointer into the tool's schema."""
        if not isinstance(schema, dict) or "$ref" not in schema:
            return schema
        return resolve_pointer(self._root, str(schema["$ref"]))

    def _object(self, schema: Schema, name: str) -> str:
        ws = self._grammar.primitive("ws")
        properties = {
            key: sub for key, sub in (schema.get("properties") or {}).items() if sub is not False
        }
        required = list(dict.fromkeys(k for k in schema.get("required", []) if isinstance(k, str)))
        extra = schema.get("additionalProperties")
        if not properties and isinstance(extra, dict):
            return self._map(extra, name)
        pairs = {
            key: self._pair(key, properties.get(key, {}), name)
            for key in [*required, *[k for k in properties if k not in required]]
        }
        needed = [pairs[key] for key in required]
        optional = self._optional([pairs[key] for key in pairs if key not in required], name)
        comma = f' "," {ws} '
        if needed:
            body = comma.join(needed) + (f' ( "," {ws} {optional} )?' if optional else "")
        else:
            body = f"{optional}?" if optional else ""
        return self._grammar.add(
            name, " ".join(part for part in ('"{"', ws, body, ws, '"}"') if part)
        )

    def _pair(self, key: str, schema: Any, name: str) -> str:
        """`"key": value`, the key spelt as `json_literals` spells it."""
        ws = self._grammar.primitive("ws")
        spellings = json_literals(key)
        if len(spellings) > 1:
            spellings = [self._grammar.add(f"{name}-{key}-key", " | ".join(spellings))]
        return f'{spellings[0]} ":" {ws} {self.visit(schema, f"{name}-{key}")}'

    def _optional(self, pairs: list[str], name: str) -> str:
        """A rule for any of `pairs` in order, at least one: each is kept or left out."""
        if not pairs:
            return ""
        ws = self._grammar.primitive("ws")
        rest = ""
        for i in range(len(pairs) - 1, -1, -1):
            if not rest:
                rest = self._grammar.add(f"{name}-rest-{i}", pairs[i])
                continue
            body = f'{pairs[i]} ( "," {ws} {rest} )? | {rest}'
            rest = self._grammar.add(f"{name}-rest-{i}", body)
        return rest

    def _map(self, values: Schema, name: str) -> str:
        ws, string = self._grammar.primitive("ws"), self._grammar.primitive("string")
        value = self.visit(values, f"{name}-value")
        pair = f'{string} ":" {ws} {value}'
        return self._grammar.add(name, f'"{{" {ws} ( {pair} ( "," {ws} {pair} )* )? {ws} "}}"')

    def _array(self, schema: Schema, name: str) -> str:
        ws = self._grammar.primitive("ws")
        item = self.visit(schema.get("items", {}), f"{name}-item")
        least, most = _count(schema.get("minItems")) or 0, _count(schema.get("maxItems"))
        if most is not None and most < least:
            raise ValueError(f"{name}: maxItems below minItems")
        if most == 0 or schema.get("items") is False:
            return self._grammar.add(name, f'"[" {ws} "]"')
        others = _repeat(max(least - 1, 0), None if most is None else most - 1)
        items = item if most == 1 else f'{item} ( "," {ws} {item} ){others}'
        body = items if least >= 1 else f"( {items} )?"
        return self._grammar.add(name, f'"[" {ws} {body} {ws} "]"')

    def _string(self, schema: Schema, name: str) -> str:
        least, most = _count(schema.get("minLength")) or 0, _count(schema.get("maxLength"))
        if least == 0 and most is None:
            return self._grammar.primitive("string")
        if most == 0:
            return '"\\"\\""'
        char = self._grammar.primitive("char")
        self._grammar.primitive("string")
        return self._grammar.add(name, f'"\\"" {char}{_repeat(least, most)} "\\""')

    def _integer(self, schema: Schema, name: str) -> str:
        low, high = _lowest(schema), _highest(schema)
        if low is None and high is None:
            return self._grammar.primitive("integer")
        if low is not None and high is not None and high < low:
            raise ValueError(f"{name}: no integer lies between its bounds")
        parts = []
        if high is None or high >= 0:
            parts.append(integer_range(max(low or 0, 0), high))
        if low is None or low < 0:  # negative numbers, by their digits after the sign
            nearest = 1 if high is None or high >= 0 else -high
            parts.append(f'"-" ( {integer_range(nearest, None if low is None else -low)} )')
        return self._grammar.add(name, " | ".join(parts))


def integer_range(low: int, high: int | None) -> str:
    """GBNF for the decimal integers from `low` (at least 0) to `high` (None: no end),
    written without leading zeros."""
    if high is not None and high >= 10**MAX_DIGITS:
        high = None
    width = len(str(low))
    last = len(str(high)) if high is not None else width
    parts = []
    for digits in range(width, last + 1):
        start = max(low, 10 ** (digits - 1) if digits > 1 else 0)
        end = min(high if high is not None else 10**digits - 1, 10**digits - 1)
        if start <= end:
            parts.append(_same_width(str(start), str(end)))
    if high is None and width < MAX_DIGITS:
        parts.append(f"[1-9] [0-9]{{{width},{MAX_DIGITS - 1}}}")
    return " | ".join(parts)


def _same_width(a: str, b: str) -> str:
    """GBNF for the numbers from `a` to `b`, two digit strings of one length."""
    if a == b:
        return f'"{a}"'
    rest = len(a) - 1
    if a[1:] == "0" * rest and b[1:] == "9" * rest:
        return _digit_class(a[0], b[0]) + (f" [0-9]{{{rest}}}" if rest else "")
    if a[0] == b[0]:
        return f'"{a[0]}" ( {_same_width(a[1:], b[1:])} )'
    parts = [f'"{a[0]}" ( {_same_width(a[1:], "9" * rest)} )']
    if int(b[0]) - int(a[0]) > 1:
        parts.append(f"{_digit_class(str(int(a[0]) + 1), str(int(b[0]) - 1))} [0-9]{{{rest}}}")
    parts.append(f'"{b[0]}" ( {_same_width("0" * rest, b[1:])} )')
    return "( " + " | ".join(parts) + " )"


def _digit_class(low: str, high: str) -> str:
    return f'"{low}"' if low == high else f"[{low}-{high}]"


def _repeat(least: int, most: int | None) -> str:
    if most is None:
        return "*" if least == 0 else "+" if least == 1 else f"{{{least},}}"
    if (least, most) == (0, 1):
        return "?"
    return f"{{{least}}}" if least == most else f"{{{least},{most}}}"


def _count(value: Any) -> int | None:
    """A count a schema gives (`minItems`, `maxLength`, ...), if it is one."""
    counted = isinstance(value, int) and not isinstance(value, bool) and value >= 0
    return value if counted else None


def _bound(value: Any) -> float | None:
    number = isinstance(value, int | float) and not isinstance(value, bool)
    return float(value) if number else None


def _lowest(schema: Schema) -> int | None:
    """The least integer the schema allows (None: no lower bound)."""
    found = [b for b in (_bound(schema.get("minimum")),) if b is not None]
    exclusive = _bound(schema.get("exclusiveMinimum"))
    if exclusive is not None:
        found.append(float(int(exclusive) + 1) if exclusive == int(exclusive) else exclusive)
    if not found:
        return None
    low = max(found)
    return int(low) if low == int(low) else int(low) + (1 if low > 0 else 0)


def _highest(schema: Schema) -> int | None:
    found = [b for b in (_bound(schema.get("maximum")),) if b is not None]
    exclusive = _bound(schema.get("exclusiveMaximum"))
    if exclusive is not None:
        found.append(float(int(exclusive) - 1) if exclusive == int(exclusive) else exclusive)
    if not found:
        return None
    high = min(found)
    return int(high) if high == int(high) or high > 0 else int(high) - 1


ANNOTATIONS = frozenset({"title", "description", "default", "examples", "$comment"})
"""Keywords beside a `$ref` that say nothing of what is allowed."""


def resolve_pointer(root: Schema, ref: str) -> Any:
    """What a `#...` JSON pointer names in `root` (`#`, `#/$defs/A`, `#/properties/a`,
    with `~1`, `~0` and %-escapes); ValueError for any other ref or nothing there."""
    if not ref.startswith("#"):
        raise ValueError(f"a $ref the grammar cannot follow: {ref}")
    found: Any = root
    for raw in unquote(ref[1:]).split("/")[1:]:
        part = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(found, dict) and part in found:
            found = found[part]
        elif isinstance(found, list) and part.isdigit() and int(part) < len(found):
            found = found[int(part)]
        else:
            raise ValueError(f"a $ref to nothing: {ref}")
    return found


STATED = {"type", "enum", "const", "anyOf", "oneOf", "allOf", "$ref", "properties", "items"}


def _constrains(schema: Schema) -> bool:
    return bool(STATED & schema.keys()) or "additionalProperties" in schema


def _implied_type(schema: Schema) -> str | None:
    if "properties" in schema or "additionalProperties" in schema:
        return "object"
    if "items" in schema:
        return "array"
    return None


def _merged(base: Schema, part: Any) -> Schema:
    """`part` laid over `base` (for anyOf and allOf): properties and required joined."""
    if not isinstance(part, dict):
        return base
    merged = base | part
    if "properties" in base and "properties" in part:
        merged["properties"] = base["properties"] | part["properties"]
    if "required" in base and "required" in part:
        merged["required"] = list(dict.fromkeys([*base["required"], *part["required"]]))
    return merged
