"""OpenAI's strict function calling: each tool's schema in the form strict mode takes, and
the calls made under it read back in the tool's own terms.

Strict mode wants every object closed (`additionalProperties: false`) with every property
required, so an optional property becomes required and nullable (`anyOf` with `null`),
and a call that leaves it out sends `null` instead: `without_added_nulls` drops those
again, so the tool sees the call as its own schema has it (and its default applies). A
schema strict mode cannot take (a map: an object of free keys) is offered as it is,
without `strict`. `default` is dropped (strict mode refuses it); other keywords pass.
"""

from __future__ import annotations

from typing import Any

from harness.backends.constraint.gbnf import Schema, resolve_pointer


class NotStrict(ValueError):
    """The schema has a part strict mode cannot take."""


def strict_spec(spec: dict[str, Any]) -> dict[str, Any]:
    """A function spec with `strict: true` and its parameters made strict, or the spec as
    it came if its parameters cannot be."""
    function = dict(spec.get("function", spec))
    parameters = function.get("parameters")
    try:
        strict = strict_schema(parameters if isinstance(parameters, dict) else {})
    except NotStrict:
        return spec
    return {"type": "function", "function": function | {"parameters": strict, "strict": True}}


def strict_schema(schema: Any) -> Any:
    """`schema` in strict mode's form (see the module's docstring)."""
    if isinstance(schema, list):
        return [strict_schema(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    out = {key: strict_schema(value) for key, value in schema.items() if key != "default"}
    for key in ("$defs", "definitions", "properties"):
        if isinstance(schema.get(key), dict):
            out[key] = {name: strict_schema(sub) for name, sub in schema[key].items()}
    if _is_object(schema):
        if isinstance(schema.get("additionalProperties"), dict) or schema.get(
            "additionalProperties"
        ) not in (None, False):
            raise NotStrict("an object of free keys")
        properties = out.get("properties", {})
        required = set(schema.get("required", []))
        for name in properties:
            if name not in required and not _allows_null(schema["properties"][name]):
                properties[name] = {"anyOf": [properties[name], {"type": "null"}]}
        out |= {"properties": properties, "required": list(properties)}
        out["additionalProperties"] = False
    return out


def without_added_nulls(value: Any, schema: Any, root: Schema) -> Any:
    """`value` (a call made under the strict form of `schema`) with the nulls strict mode
    made it send for the properties `schema` leaves optional and does not let be null."""
    schema = _followed(schema, root)
    if isinstance(value, list) and isinstance(schema, dict):
        return [without_added_nulls(item, schema.get("items"), root) for item in value]
    if not isinstance(value, dict) or not isinstance(schema, dict):
        return value
    properties = schema.get("properties", {}) if isinstance(schema.get("properties"), dict) else {}
    required = set(schema.get("required", []))
    kept = {}
    for name, item in value.items():
        sub = properties.get(name)
        if item is None and name not in required and sub is not None and not _allows_null(sub):
            continue
        kept[name] = without_added_nulls(item, sub, root)
    return kept


def _followed(schema: Any, root: Schema) -> Any:
    """`schema`, its `$ref` followed (once: a ref to a ref is rare in a tool's schema)."""
    if isinstance(schema, dict) and isinstance(schema.get("$ref"), str):
        try:
            return resolve_pointer(root, schema["$ref"])
        except ValueError:
            return schema
    return schema


def _is_object(schema: Schema) -> bool:
    kind = schema.get("type")
    return kind == "object" or (kind is None and "properties" in schema)


def _allows_null(schema: Any) -> bool:
    if not isinstance(schema, dict):
        return True
    if not {"type", "enum", "const", "anyOf", "oneOf", "$ref", "allOf"} & schema.keys():
        return True  # a schema that says nothing of the type allows null too
    kind = schema.get("type")
    if kind == "null" or (isinstance(kind, list) and "null" in kind):
        return True
    if None in (schema.get("enum") or []) or ("const" in schema and schema["const"] is None):
        return True
    return any(_allows_null(part) for part in schema.get("anyOf", []) + schema.get("oneOf", []))
