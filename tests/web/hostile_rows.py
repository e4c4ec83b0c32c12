"""Markup planted in every text field of the project's models, for the injection tests.

Every CharField, TextField and JSONField of every model in the project's apps is either
planted (`plant`: the payloads, as long as the field takes, in every string of a JSON
value) or named in `NOT_PLANTED` with the reason: a field the server makes itself, a
choice it checks, or one whose values select code and whose free-text parts are planted
by hand (`HAND_PLANTED`). `test_every_text_field_is_planted_or_said_why_not` keeps the
two lists whole as models change.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from django.apps import apps
from django.db import models

PAYLOADS = [
    "<script>window.__pwned=1</script>",
    '<img src=x onerror="window.__pwned=2">',
    '<div hx-get="/api/runs" hx-trigger="load">',
    '<div hx-post="/api/runs" hx-trigger="load">',
    '<a href="javascript:window.__pwned=3">x</a>',
    "<style>body{display:none}</style>",
    '"><svg onload=window.__pwned=4>',
    "</textarea><script>window.__pwned=5</script>",
    '<p hx-swap-oob="afterbegin:main">__pwned oob</p>',
]
ALL = " ".join(PAYLOADS)
MARKER = PAYLOADS[0]
"""The payload every page must show as text: it is in every string the run writes."""
SHORT = "<svg onload=__pwned=6>"
"""For fields too short to take ALL (an MCP server's name takes 30 characters)."""
EVERY = [*PAYLOADS, SHORT]
INJECTED = (
    '[hx-get="/api/runs"], [hx-post="/api/runs"], img[onerror], svg[onload], '
    'a[href^="javascript:"], style, [hx-swap-oob="afterbegin:main"]'
)
"""A CSS selector for any element a payload would make."""

APPS = ("accounts", "runs", "artifacts", "reviews", "lab", "insights", "skills", "notifications")
NOT_PLANTED = {
    ("accounts.ApiToken", "prefix"): "made by the server from random bytes",
    ("accounts.ApiToken", "digest"): "made by the server from random bytes",
    ("runs.Run", "status"): "a choice the server checks",
    ("runs.Run", "task_id"): "the server's own (Celery's task id)",
    ("runs.Run", "lease_owner"): "the server's own (host and task id)",
    ("runs.Run", "stopped_reason"): "the harness's stop reasons (harness.agent.loop)",
    ("runs.Run", "config"): "its leaves select code; the free-text ones are HAND_PLANTED",
    ("runs.RunEvent", "type"): "the harness's event kinds",
    ("runs.Approval", "status"): "a choice the server checks",
    ("runs.ReviewRule", "scope"): "a choice the server checks",
    ("runs.ReviewRule", "effect"): "a choice the server checks",
    ("runs.Endpoint", "key_env"): "a variable's name, checked, and never shown on a page",
    ("runs.Endpoint", "constrain"): "a choice the server checks",
    ("runs.Endpoint", "server"): "a choice the server checks",
    ("runs.Endpoint", "react_api"): "a choice the server checks",
    ("artifacts.Artifact", "id"): "made by the store (art_<ulid>)",
    ("artifacts.Artifact", "sha256"): "made by the store",
    ("artifacts.Artifact", "encoding"): "the store's own",
    ("artifacts.Artifact", "trust_lane"): "a choice the server checks",
    ("artifacts.Artifact", "family"): "the reducers' own names",
    ("artifacts.Artifact", "tool"): "never changes once stored: the registry's tool name",
    ("artifacts.Artifact", "content_type"): "never changes once stored: sniffed by the store",
    ("artifacts.Artifact", "source_url"): "never changes once stored: the URL http_fetch checked",
    ("artifacts.Artifact", "line_offsets"): "numbers the store counts",
    ("reviews.Annotation", "verdict"): "a choice the server checks",
    ("reviews.Annotation", "artifact_id"): "an artifact's id, made by the store",
    ("reviews.Annotation", "lines"): "line numbers, checked",
    ("lab.Comparison", "status"): "a choice the server checks",
    ("lab.Comparison", "reducers"): "reducer versions, checked against the registry",
    ("lab.Comparison", "artifact_ids"): "artifacts' ids, made by the store",
    ("lab.Comparison", "cases_file"): "a stored file's name, made by the server",
    ("skills.SkillProposal", "status"): "a choice the server checks",
    ("skills.SkillProposal", "support"): "run ids",
    ("notifications.Channel", "kind"): "a choice the server checks",
    ("notifications.Delivery", "event"): "a choice the server checks",
    ("notifications.Delivery", "status"): "a choice the server checks",
    ("notifications.Delivery", "attempted_at"): "times the server writes",
    # What these hold is built from rows that carry the payloads already, and their other
    # strings are ids and names that select code:
    ("runs.Step", "packet"): "reduced from the run's tool outputs, which hold the payloads",
    ("runs.Run", "check_result"): "the harness's, from the check's command and output, "
    "which hold the payloads (hostile_world's scenario)",
    ("runs.RunEvent", "data"): "the run's typed log: its thoughts, calls and outputs",
    ("runs.Approval", "details"): "planted by hand (hostile_world.pending_approval)",
    ("lab.ComparisonItem", "results"): "reduced from the run's tool outputs",
}
HAND_PLANTED = {
    "runs.Run.config": (
        "backend.model",
        "backend.endpoint",
        "workspace.git",
        "mcp[].name",
        "check[]",
    ),
}
"""Free-text leaves of the fields above that a launcher or an admin sets; planted by the
tests that build those rows."""


KEPT = frozenset({"kind"})
"""Keys of a JSON value whose strings select code (a rule argument's exact|glob): kept."""


def text_fields() -> Iterator[tuple[str, str]]:
    """(app_label.Model, field name) of every text-bearing field of the project's models."""
    kinds = (models.CharField, models.TextField, models.JSONField)
    for label in APPS:
        for model in apps.get_app_config(label).get_models():
            for field in model._meta.get_fields():
                if isinstance(field, kinds):
                    yield f"{model._meta.label}", field.name


def planted_fields(model: type[models.Model]) -> list[models.Field[Any, Any]]:
    label = model._meta.label
    return [
        field
        for field in model._meta.get_fields()
        if isinstance(field, models.CharField | models.TextField | models.JSONField)
        and (label, field.name) not in NOT_PLANTED
    ]


def hostile(value: Any) -> Any:
    """`value` with every string in it the payloads; the shape of a JSON value is kept, so
    code that reads it finds what it expects."""
    if isinstance(value, str) or value is None:
        return ALL
    if isinstance(value, dict):
        planted = {key: item if key in KEPT else hostile(item) for key, item in value.items()}
        return planted or {"note": ALL}
    if isinstance(value, list):
        return [hostile(item) for item in value] or [ALL]
    return value


def fitting(room: int | None) -> str:
    if room is None or room >= len(ALL):
        return ALL
    fits = [payload for payload in EVERY if len(payload) <= room]
    return max(fits, key=len) if fits else SHORT[:room]


def plant(model: type[models.Model]) -> int:
    """Plant the payloads in every planted field of every row of `model`, past its
    validators and its save() (as rows written before a validator existed may hold)."""
    fields = planted_fields(model)
    count = 0
    manager = model._default_manager
    for row in manager.all():
        values: dict[str, Any] = {}
        for field in fields:
            if isinstance(field, models.JSONField):
                values[field.attname] = hostile(getattr(row, field.attname))
                continue
            suffix = f" {row.pk}"  # names unique in a team stay so
            room = field.max_length - len(suffix) if field.max_length else None
            values[field.attname] = fitting(room) + suffix
        manager.filter(pk=row.pk).update(**values)  # as a row written long ago: no save()
        count += 1
    return count
