"""Hostile requests to the JSON API and the launch form, against the real database.

Every answer is a 4xx with a message that says what is wrong (JSON `detail` from the API,
the form's errors on its page), never a 500, and a refused request creates nothing. A
body that happens to be valid is accepted (201, or the form's redirect) and creates one
run. The requests come from a real operator with a real bearer token (or session).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.conf import settings as django_settings
from django.contrib.auth.models import User
from django.test import Client
from hypothesis import HealthCheck, example, given, note, settings
from hypothesis import strategies as st

from accounts.models import ApiToken
from runs.models import Run, Status
from tests.badinput.hostile import any_character, json_values, nested_array
from tests.web.conftest import People, client_for, idle_run

pytestmark = pytest.mark.django_db

LAUNCH_FIELDS = ["scenario", "goal", "backend", "delay", "channel", "tools", "max_steps",
                 "termination", "max_turns", "plan", "reinforcement", "policy"]  # fmt: skip
MODEL_BACKEND = {"kind": "openai", "base_url": "http://127.0.0.1:9/v1", "model": "m"}
TOO_BIG = django_settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 1


def cases(count: int) -> settings:
    """`count` generated cases, the same ones on every run (CI included); the people and
    their token are made once per test, which the examples share."""
    return settings(
        max_examples=count,
        derandomize=True,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )


def api_client(user: User) -> Client:
    _, raw = ApiToken.issue(user)
    return Client(HTTP_AUTHORIZATION=f"Bearer {raw}")


def assert_refused_clearly(response: Any, tried: str) -> str:
    """A 4xx with a JSON message; the message."""
    assert 400 <= response.status_code < 500, f"{tried}: {response.status_code}"
    assert response["Content-Type"].startswith("application/json"), tried
    detail = response.json().get("detail")
    assert isinstance(detail, str) and detail.strip(), (
        f"{tried}: no message in {response.content!r}"
    )
    return detail


def assert_answered(response: Any, runs_before: int, tried: str) -> None:
    """Accepted with one new run, or refused clearly with none."""
    note(f"{tried} -> {response.status_code} {response.content[:300]!r}")
    if response.status_code == 201:
        assert Run.objects.count() == runs_before + 1, tried
        assert Run.objects.filter(pk=response.json()["id"]).exists()
        return
    assert_refused_clearly(response, tried)
    assert Run.objects.count() == runs_before, f"{tried} created a run"


# -- what a launch body may hold -------------------------------------------------------------

field_values = st.one_of(
    json_values,
    st.sampled_from(["recovery", "fix-failing-tests", "react", "native", "last_tool", "off",
                     "max_turns", "block", "openai", "", " ", "../../etc/passwd", "a.yaml"]),
    st.just(MODEL_BACKEND),
    st.fixed_dictionaries({}, optional=dict.fromkeys([*MODEL_BACKEND, "api_key"], json_values)),
    st.fixed_dictionaries({}, optional={"mode": json_values, "allow": json_values,
                                        "deny": st.lists(st.text(any_character, max_size=12))}),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.integers(9_990, 10_010).map(lambda size: "\u00e9" * size),  # about the goal's limit
)  # fmt: skip
"""Right and wrong values for every field: any JSON, the names the API knows, backends and
policies with any members, numbers past 64 bits, text at the goal's 10,000 limit."""

launch_bodies = st.one_of(
    st.dictionaries(st.sampled_from(LAUNCH_FIELDS), field_values, max_size=6),
    st.dictionaries(st.sampled_from(LAUNCH_FIELDS) | st.text(any_character, max_size=10),
                    field_values, min_size=1, max_size=6),  # unknown fields
    json_values,  # not an object, often
)  # fmt: skip


def encoded(body: Any, encoding: str) -> bytes:
    text = json.dumps(body)
    return text.encode("utf-8", "surrogatepass") if encoding == "utf-8" else text.encode(encoding)


@cases(300)
@given(body=launch_bodies, encoding=st.sampled_from(["utf-8", "utf-8", "utf-16", "utf-32"]))
@example(body={"scenario": "recovery"}, encoding="utf-8")
@example(body={"scenario": "recovery", "goal": "\u0000 nul"}, encoding="utf-8")
@example(body={"scenario": "recovery", "goal": "\ud800 lone"}, encoding="utf-8")
@example(body={"goal": "g\udfff", "backend": MODEL_BACKEND}, encoding="utf-8")
@example(body={"scenario": "recovery", "tools": ["\ud800"]}, encoding="utf-8")
@example(body={"scenario": "recovery", "max_steps": 2**70}, encoding="utf-8")
@example(body={"scenario": "recovery", "delay": float("nan")}, encoding="utf-8")
@example(body={"scenario": "recovery", "delay": float("inf")}, encoding="utf-8")
@example(body={"scenario": "recovery", "policy": {"deny": ["(((("]}}, encoding="utf-8")
@example(body={"scenario": "recovery", "goal": "x" * 10_001}, encoding="utf-8")
def test_a_launch_body_of_any_kind_is_accepted_or_refused_clearly(
    people: People, body: Any, encoding: str
):
    """Tried: bodies with the launch fields holding any JSON (wrong types, numbers past 64
    bits, NaN and Infinity, lone surrogates, NUL, 10,000-character text), unknown fields,
    bodies that are not objects, in UTF-8, UTF-16 and UTF-32."""
    client, before = api_client(people.owner), Run.objects.count()
    data = encoded(body, encoding)
    response = client.post("/api/runs", data, content_type="application/json")
    assert_answered(response, before, f"{encoding} {data[:300]!r}")


raw_bodies = st.one_of(
    st.binary(max_size=300),
    st.text(any_character, max_size=300).map(lambda t: t.encode("utf-8", "surrogatepass")),
    st.sampled_from(
        [
            b"",
            b"{",
            b"{}}",
            b'{"scenario": "recovery",}',
            b"{'scenario': 'recovery'}",
            b'\xef\xbb\xbf{"scenario": "recovery"}',
            b'{"scenario": "rec\xffovery"}',
            b'{"scenario": "recovery", "goal": "\\ud800"}',
            b'{"scenario": "\\u0000"}',
            b'{"scenario": "recovery", "max_steps": 1e999}',
            b"NaN",
            b"null",
            b'{"scenario": "recovery", "scenario": 5}',
            b"\x00" * 100,
            ('{"goal": ' + nested_array(100_000) + "}").encode(),
            ('{"policy": ' + '{"allow": ' * 5_000 + "[]" + "}" * 5_000 + "}").encode(),
        ]
    ),
)
content_types = st.sampled_from(
    ["application/json", "application/json; charset=latin-1", "text/plain",
     "application/x-www-form-urlencoded", ""]
)  # fmt: skip


@cases(200)
@given(data=raw_bodies, content_type=content_types)
def test_a_launch_body_that_is_not_json_is_refused_clearly(
    people: People, data: bytes, content_type: str
):
    """Tried: random bytes and text, cut and malformed JSON, a BOM, invalid UTF-8 inside a
    string, \\ud800 and \\u0000 escapes, 1e999, bare NaN, a repeated key, NUL bytes,
    arrays nested 100,000 deep and objects nested 5,000 deep, under five content types."""
    client, before = api_client(people.owner), Run.objects.count()
    # generic(): the bytes go as they are; post() would re-encode them for the charset
    response = client.generic("POST", "/api/runs", data, content_type=content_type)
    assert_answered(response, before, f"{content_type!r} {data[:300]!r}")


@pytest.mark.parametrize(
    "body",
    [
        {"scenario": "recovery", "goal": "x" * TOO_BIG},
        {"scenario": "recovery", "tools": ["calculator"] * (TOO_BIG // 10)},
        {"scenario": "recovery", "padding": " " * TOO_BIG},
    ],
    ids=["long-goal", "many-tools", "unknown-field"],
)
def test_an_oversized_launch_body_is_a_413_and_creates_nothing(people: People, body: Any):
    """Tried: bodies just over Django's upload limit (2.5 MB): a long goal, a long tools
    list, a long unknown field."""
    response = api_client(people.owner).post(
        "/api/runs", json.dumps(body), content_type="application/json"
    )
    assert response.status_code == 413
    assert "too large" in assert_refused_clearly(response, "an oversized body")
    assert Run.objects.count() == 0


@pytest.mark.parametrize(
    ("body", "where"),
    [
        ({"scenario": "recovery", "goal": "a \u0000 nul"}, "goal"),
        ({"goal": "g\ud800", "backend": MODEL_BACKEND}, "goal"),
        ({"goal": "g", "backend": {**MODEL_BACKEND, "model": "m\u0000"}}, "backend.model"),
        ({"scenario": "recovery", "tools": ["calculator", "\udfff"]}, "tools.1"),
        ({"scenario": "recovery", "policy": {"allow": ["write_file(path=\u0000)"]}},
         "policy.allow.0"),
        ({"scenario": "recovery", "\u0000": 1}, "a key of the body"),
    ],
)  # fmt: skip
def test_text_no_database_can_store_is_refused_by_name(people: People, body: Any, where: str):
    """Tried: NUL and lone surrogates (JSON's \\u0000 and \\ud800) in the goal, the
    model's name, a tool name, a policy pattern and a key. PostgreSQL stores neither (a 500
    there before); each is a 422 naming the place, on every database."""
    data = json.dumps(body).encode()
    response = api_client(people.owner).post("/api/runs", data, content_type="application/json")
    detail = assert_refused_clearly(response, f"{data!r}")
    assert response.status_code == 422
    assert f"{where} holds a NUL character or a lone surrogate" in detail, detail
    assert Run.objects.count() == 0


# -- the other routes ------------------------------------------------------------------------

ROUTES = [
    "GET /api/runs/{id}", "GET /api/runs/{id}/steps", "POST /api/runs/{id}/cancel",
    "POST /api/runs/{id}/replay", "GET /api/approvals", "POST /api/approvals/{id}",
]  # fmt: skip
ids = st.one_of(
    st.integers(min_value=-(2**80), max_value=2**80).map(str),
    st.text(st.characters(categories=["L", "N", "P"], exclude_characters="/?#%"), max_size=20),
)
"""Path ids: numbers past 64 bits, negative, and any letters, digits and punctuation."""
queries = st.dictionaries(
    st.sampled_from(["after", "limit", "status", "run", "x"]),
    st.one_of(st.integers(min_value=-(2**80), max_value=2**80).map(str),
              st.text(any_character.filter(lambda c: not 0xD800 <= ord(c) <= 0xDFFF),
                      max_size=20)),
    max_size=3,
)  # fmt: skip


@cases(200)
@given(
    route=st.sampled_from(ROUTES),
    run_id=st.one_of(ids, st.just("")),
    query=queries,
    body=st.one_of(json_values, launch_bodies),
)
@example(route="GET /api/runs/{id}/steps", run_id="", query={"after": str(2**70)}, body=None)
@example(route="GET /api/runs/{id}", run_id=str(2**70), query={}, body=None)
@example(route="GET /api/approvals", run_id="", query={"run": str(2**70)}, body=None)
@example(route="POST /api/runs/{id}/replay", run_id="", query={}, body={"reducers": ["x"] * 51})
@example(route="POST /api/runs/{id}/replay", run_id="", query={}, body={"reinforcement": 5})
@example(route="POST /api/approvals/{id}", run_id="1", query={}, body={"decision": "maybe"})
@example(
    route="POST /api/approvals/{id}",
    run_id="1",
    query={},
    body={"decision": "approve", "comment": "\x00"},
)
def test_the_other_routes_answer_any_id_query_and_body_clearly(
    people: People, route: str, run_id: str, query: dict[str, str], body: Any
):
    """Tried: every other route with ids past 64 bits, negative or not numbers, queries
    (`after`, `limit`, `status`, `run`) past 64 bits or not numbers, and bodies of any JSON;
    an empty id stands for a real run of the caller's team, finished so it may be replayed.
    A read may succeed (200) and a valid replay be launched (201); all else is a 4xx."""
    run = idle_run(people.owner)
    Run.objects.filter(pk=run.pk).update(status=Status.ANSWERED)
    method, path = route.split(" ")
    path = path.format(id=run_id or run.pk)
    client, before = api_client(people.owner), Run.objects.count()
    if method == "GET":
        response = client.get(path, query)
    else:
        response = client.post(path, json.dumps(body), content_type="application/json")
    tried = f"{method} {path} {query!r} {json.dumps(body)[:200]}"
    note(f"{tried} -> {response.status_code} {response.content[:300]!r}")
    if response.status_code in (200, 201):
        assert response["Content-Type"].startswith("application/json"), tried
        assert Run.objects.count() == before + (1 if response.status_code == 201 else 0)
        return
    assert_refused_clearly(response, tried)
    assert Run.objects.count() == before, f"{tried} created a run"


# -- the launch form ---------------------------------------------------------------------------

FORM_FIELDS = ["source", "scenario", "delay", "goal", "base_url", "model", "channel", "max_steps",
               "termination", "max_turns", "plan", "hints", "reinforcement", "approval",
               "escalation"]  # fmt: skip
form_values = st.one_of(
    st.sampled_from(["scenario", "openai", "recovery", "react", "native", "8", "1", "0", "-1",
                     "1e9", "nan", "inf", "on", "last_tool", "max_turns", "block", "off",
                     "confirm_all", "model_first", "http://127.0.0.1:9/v1", "not a url", ""]),
    st.text(any_character.filter(lambda c: not 0xD800 <= ord(c) <= 0xDFFF), max_size=40),
    st.integers(min_value=-(2**70), max_value=2**70).map(str),
    st.sampled_from(["x" * 10_001, "y" * 501]),  # past the goal's and the URL's limits
)  # fmt: skip
forms = st.dictionaries(
    st.sampled_from(FORM_FIELDS) | st.text(max_size=8),
    st.lists(form_values, min_size=1, max_size=2),
    min_size=1,  # an empty POST is taken for a GET: run_new shows the blank form (200)
    max_size=10,
)


@cases(200)
@given(fields=forms)
@example(fields={"source": ["scenario"], "scenario": ["recovery"], "channel": ["react"],
                 "max_steps": ["8"], "termination": ["last_tool"]})  # fmt: skip
@example(fields={"source": ["openai"], "goal": ["g\x00"], "base_url": ["http://127.0.0.1:9/v1"],
                 "model": ["m"], "channel": ["react"], "max_steps": ["8"],
                 "termination": ["last_tool"]})  # fmt: skip
@example(
    fields={
        "source": ["scenario"],
        "scenario": ["recovery"],
        "channel": ["react"],
        "max_steps": [str(2**70)],
        "termination": ["last_tool"],
        "delay": ["nan"],
    }
)
def test_the_launch_form_shows_its_errors_for_any_post(people: People, fields: dict[str, Any]):
    """Tried: the form's fields (and unknown ones) with any text, the choices it knows in
    the wrong fields, numbers past 64 bits, nan and inf, NUL, a goal over 10,000 characters
    and a URL over 500, a field given twice. A refused post is the form again (400) with
    its errors; an accepted one redirects to the new run."""
    client, before = client_for(people.owner), Run.objects.count()
    response = client.post("/runs/new/", fields)
    tried = f"the form with {json.dumps(fields)[:300]}"
    note(f"{tried} -> {response.status_code}")
    if response.status_code == 302:
        assert Run.objects.count() == before + 1, tried
        return
    assert response.status_code == 400, f"{tried}: {response.status_code}"
    page = response.content.decode()
    assert 'class="errorlist' in page, f"{tried}: the page shows no error"
    assert Run.objects.count() == before, f"{tried} created a run"


@pytest.mark.parametrize(
    "fields",
    [
        {"source": "scenario", "scenario": "recovery", "goal": "x" * TOO_BIG},
        {f"field{n}": "v" for n in range(django_settings.DATA_UPLOAD_MAX_NUMBER_FIELDS + 1)},
    ],
    ids=["oversized", "too-many-fields"],
)
def test_an_oversized_form_post_is_a_400_and_creates_nothing(
    people: People, fields: dict[str, str]
):
    """Tried: a form post over Django's upload limit (2.5 MB), and one with more fields
    than Django takes (1,000)."""
    response = client_for(people.owner).post("/runs/new/", fields)
    assert response.status_code == 400
    assert Run.objects.count() == 0
