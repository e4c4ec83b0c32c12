"""Issue 18: no query parameter of any GET route, and no path parameter of any route, gets a 500.

The routes are walked from the URL resolver, with test_security's real request about team
alpha's objects for each. A page's query parameters are the keys its view reads from the
query while it answers that request: QueryDict's readers are wrapped for the request (Django
is watched; none of our code is replaced), and keys first read while a hostile value is being
answered are tried too. The API's are the query parameters its OpenAPI schema declares. Each
parameter is sent every hostile value, as alpha's owner, and every answer must be under 500:
a new route, or a new parameter of an old one, that crashes fails here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from urllib.parse import parse_qsl, quote, urlencode, urlsplit

import pytest
from django.http import QueryDict
from django.test import Client

from runs.api import api
from tests.web import test_security as security
from tests.web.test_security import EXPECTATIONS, Alpha, Ask, project_routes
from web.params import BIGINT, INTEGER, whole_number

alpha = security.alpha  # the module's fixture: team alpha's real objects, built once

HOSTILE = {
    "2**63": "9223372036854775808",
    "-2**63 - 1": "-9223372036854775809",
    "26 digits": "99999999999999999999999999",
    "superscript two": quote("²"),
    "Arabic-Indic three": quote("٣"),
    "-1": "-1",
    "0": "0",
    "1e999": "1e999",
    "nan": "nan",
    "inf": "inf",
    "empty": "",
    "10,000 digits": "9" * 10_000,
    "10,000 letters": "x" * 10_000,
    "NUL": "%00",
    "bad UTF-8": "%ff",
    "bad percent-encoding": "%zz%",
}
"""Name: the value as it goes in the address (already percent-encoded)."""
TWICE = "9223372036854775808"
"""Sent with the key given twice: first this, then 1."""
READERS = ("get", "__getitem__", "getlist", "__contains__")
PARAMETER = re.compile(r"<(?:\w+:)?\w+>")


# -- finding the parameters -----------------------------------------------------------------


@contextmanager
def query_reads() -> Iterator[set[str]]:
    """The keys read from any QueryDict (request.GET above all) inside the block."""
    keys: set[str] = set()

    def recording(original: Callable[..., Any]) -> Callable[..., Any]:
        def read(self: QueryDict, key: str, *args: Any, **kwargs: Any) -> Any:
            keys.add(key)
            return original(self, key, *args, **kwargs)

        return read

    with pytest.MonkeyPatch.context() as patch:
        for name in READERS:
            patch.setattr(QueryDict, name, recording(getattr(QueryDict, name)))
        yield keys


def api_query_parameters(route: str) -> set[str]:
    """The query parameters the API declares for a GET of `route` (`api/runs/<run_id>`)."""
    path = "/" + PARAMETER.sub(lambda m: "{" + m[0].strip("<>").split(":")[-1] + "}", route)
    operation = api.get_openapi_schema()["paths"].get(path, {}).get("get", {})
    return {p["name"] for p in operation.get("parameters", []) if p["in"] == "query"}


# -- asking ---------------------------------------------------------------------------------


class Asker:
    """Alpha's owner, in the browser's session and with an API token, who never raises."""

    def __init__(self, alpha: Alpha) -> None:
        self.page = Client(raise_request_exception=False)
        self.page.force_login(alpha.users["owner"])
        bearer = f"Bearer {alpha.tokens['owner']}"
        self.api = Client(raise_request_exception=False, HTTP_AUTHORIZATION=bearer)

    def ask(self, ask: Ask, path: str) -> Any:
        if ask.api:
            if ask.method == "post":
                return self.api.post(path, ask.data or {}, content_type="application/json")
            return self.api.get(path)
        if ask.method == "post":
            return self.page.post(path, ask.data or {})
        return self.page.get(path)


def with_value(path: str, key: str, raw: str) -> str:
    """`path` with its `key` parameter (if any) replaced by `raw`, sent as it is."""
    split = urlsplit(path)
    kept = [(k, v) for k, v in parse_qsl(split.query, keep_blank_values=True) if k != key]
    query = "&".join(filter(None, [urlencode(kept), f"{quote(key)}={raw}"]))
    return f"{split.path}?{query}"


def twice(path: str, key: str) -> str:
    return f"{with_value(path, key, TWICE)}&{quote(key)}=1"


def crash(response: Any, tried: str) -> str | None:
    """What went wrong, if the answer is a 500 or worse."""
    if response.status_code < 500:
        return None
    error = response.exc_info[1] if response.exc_info else response.content[:200]
    return f"{tried} -> {response.status_code}: {error!r}"


def hostile_queries(asker: Asker, ask: Ask, path: str, keys: set[str]) -> list[str]:
    """Every hostile value of every key, and of the keys read while answering them."""
    crashes, tried, pending = [], set(), sorted(keys)
    while pending:
        key = pending.pop()
        tried.add(key)
        addresses = [with_value(path, key, raw) for raw in HOSTILE.values()]
        for address in [*addresses, twice(path, key)]:
            with query_reads() as read:
                response = asker.ask(ask, address)
            crashes.append(crash(response, address[:200]))
            pending.extend(sorted(read - tried - set(pending)))
    return [c for c in crashes if c]


# -- the tests ------------------------------------------------------------------------------

ROUTES = project_routes()
GETS = sorted(r for r in ROUTES if r not in EXPECTATIONS or EXPECTATIONS[r].method == "get")
WITH_PARAMETERS = sorted(r for r in ROUTES if PARAMETER.search(r))
MORE_PATHS = {
    "review/export.<str:fmt>": ["/review/export.csv"],
    "review/annotations.<str:fmt>": ["/review/annotations.csv"],
}
"""Other real requests of a route, whose view takes another branch."""


def test_a_number_is_ascii_digits_within_its_bounds():
    assert whole_number("42") == 42 and whole_number(str(BIGINT)) == BIGINT
    for raw in [None, "", "²", "٣", "-1", " 1", "1e3", "nan", str(BIGINT + 1), "9" * 10_000]:
        assert whole_number(raw) is None, raw
    assert whole_number("0", minimum=1) is None
    assert whole_number(str(INTEGER + 1), maximum=INTEGER) is None


def request_for(route: str) -> Ask:
    assert route in EXPECTATIONS, f"{route}: give it a request in test_security.EXPECTATIONS"
    return EXPECTATIONS[route]


@pytest.mark.django_db
def test_it_finds_the_parameters_a_page_reads(alpha: Alpha):
    asker = Asker(alpha)
    with query_reads() as read:
        assert asker.ask(EXPECTATIONS["runs/"], "/runs/").status_code == 200
    assert read >= {"status", "q", "page"}
    assert api_query_parameters("api/runs/<run_id>/steps") == {"after", "limit"}


@pytest.mark.django_db
@pytest.mark.parametrize("route", GETS)
def test_no_query_parameter_of_a_get_route_gets_a_500(alpha: Alpha, route: str):
    asker, ask = Asker(alpha), request_for(route)
    crashes = []
    for path in [ask.path(alpha), *MORE_PATHS.get(route, [])]:
        with query_reads() as read:
            response = asker.ask(ask, path)
        assert response.status_code == ask.expected[0], (path, response.status_code)
        keys = read | (api_query_parameters(route) if ask.api else set())
        crashes += hostile_queries(asker, ask, path, keys)
    assert crashes == [], "\n".join(crashes)


PATH_VALUES = {name: raw for name, raw in HOSTILE.items() if name != "empty"} | {
    "an artifact id cut short": "art_01",
    "a lower-case artifact id": "art_" + "a" * 26,
}


@pytest.mark.django_db
@pytest.mark.parametrize("route", WITH_PARAMETERS)
def test_no_path_parameter_gets_a_500(alpha: Alpha, route: str):
    asker, ask = Asker(alpha), request_for(route)
    crashes = []
    for raw in PATH_VALUES.values():
        path = "/" + PARAMETER.sub(lambda _: raw, route)  # noqa: B023 (used right away)
        crashes.append(crash(asker.ask(ask, path), f"{ask.method.upper()} {path[:200]}"))
    found = [c for c in crashes if c]
    assert found == [], "\n".join(found)
