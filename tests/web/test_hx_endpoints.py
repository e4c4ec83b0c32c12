"""Every endpoint whose answer htmx swaps into a page answers HTML that makes no element of
a payload's, given rows and arguments full of markup (issue 34).

The endpoints are found, not listed: every `hx-get`/`hx-post` (and `data-status-url`, which
static/connection.js fetches and swaps) in the templates, and the launch form's own URL,
whose sources swap it (runs.forms.SWAP). Each is asked as htmx asks it (HX-Request), as
the world's owner, with every query or form field it reads set to the payloads; the
answer is parsed as HTML whatever its content type says, since htmx inserts it as HTML.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from html.parser import HTMLParser

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import resolve, reverse

from runs.models import Run
from tests.conftest import ROOT
from tests.web.hostile_rows import ALL
from tests.web.hostile_world import World, pending_approval, world

pytestmark = pytest.mark.django_db
__all__ = ["world"]  # the fixture, imported to be found here

SWAPPED = re.compile(r'(?:hx-(?:get|post|put|patch|delete)|data-status-url)="([^"]*)"')
URL_TAG = re.compile(r"{% url '([\w:]+)'")
LAUNCH_FORM = "runs:new"
"""Its source radios carry `hx-get=""` (runs.forms.SWAP): the form's own URL."""


def swapped_endpoints() -> set[str]:
    """The URL names of everything the templates have htmx fetch and swap in."""
    names = {LAUNCH_FORM}
    for template in (ROOT / "templates").rglob("*.html"):
        for value in SWAPPED.findall(template.read_text()):
            found = URL_TAG.search(value)
            if found:
                names.add(found.group(1))
            elif value.startswith("/"):
                names.add(resolve(re.sub(r"{{[^}]*}}", "1", value)).view_name)
    return names


class Elements(HTMLParser):
    """Every element an answer makes, with its attributes."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.made: list[tuple[str, dict[str, str]]] = []
        self.script_text: list[str] = []
        self._in: str = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.made.append((tag, {name: value or "" for name, value in attrs}))
        self._in = tag

    def handle_data(self, data: str) -> None:
        if self._in in ("script", "style"):
            self.script_text.append(data)


def injected(body: str) -> list[str]:
    """What of a payload's an answer would make in a page."""
    parser = Elements()
    parser.feed(body)
    found = [
        f"<{tag} {attrs}>"
        for tag, attrs in parser.made
        if any(name.startswith("on") for name in attrs)
        or "/api/runs" in (attrs.get("hx-get", "") + attrs.get("hx-post", ""))
        or attrs.get("hx-swap-oob", "") == "afterbegin:main"
        or attrs.get("href", "").startswith("javascript:")
    ]
    found += [text for text in parser.script_text if "__pwned" in text or "display:none" in text]
    return found


def test_the_check_finds_each_payload_when_it_is_not_escaped():
    assert len(injected(ALL)) == 9  # two scripts, a style, six elements
    assert injected(f"<pre>{ALL.replace('<', '&lt;')}</pre>") == []


Ask = Callable[[Client, World], str]


def _pending(world: World) -> int:
    """A call of its own for each decision asked: a decision ends a call."""
    return pending_approval(Run.objects.get(pk=world.run_id)).pk


def _post(path: str, **data: str) -> Ask:
    return lambda client, w: client.post(path.format(w=w), data, headers=HX).content.decode()


def _decide(view: str, **data: str) -> Ask:
    def ask(client: Client, w: World) -> str:
        url = reverse(view, args=[_pending(w)])
        return client.post(url, data, headers=HX).content.decode()

    return ask


HX = {"HX-Request": "true"}


def _get(client: Client, path: str, **query: str) -> str:
    return client.get(path, query, headers=HX).content.decode()


GLOBS = {"match:path": "glob", "glob:path": ALL, "match:content": "glob", "glob:content": ALL}
ASKS: dict[str, list[Ask]] = {
    "runs:list": [
        lambda c, w: c.get("/runs/", {"q": ALL, "status": ALL}, headers=HX).content.decode(),
        lambda c, w: c.get("/runs/", {"q": "pwned"}, headers=HX).content.decode(),
    ],
    "runs:steps": [
        lambda c, w: c.get(
            f"/runs/{w.run_id}/steps/", {"after": "-1"}, headers=HX
        ).content.decode(),
        lambda c, w: c.get(
            f"/runs/{w.run_id}/steps/", {"before": "9"}, headers=HX
        ).content.decode(),
    ],
    "runs:changes": [lambda c, w: c.get(f"/runs/{w.run_id}/changes/", headers=HX).content.decode()],
    "runs:status": [lambda c, w: c.get(f"/runs/{w.run_id}/status/", headers=HX).content.decode()],
    "runs:cancel": [_post("/runs/{w.run_id}/cancel/")],
    LAUNCH_FORM: [
        *(
            lambda c, w, source=source: _get(c, "/runs/new/", source=source, goal=ALL, mcp=ALL)
            for source in ("scenario", "endpoint", "upload", "url")
        ),
        _post("/runs/new/", source="endpoint", goal=ALL, endpoint=ALL, model=ALL, tools=ALL),
    ],
    "reviews:remember_preview": [
        lambda c, w, data=data: c.post(
            reverse("reviews:remember_preview", args=[w.pending_id]), data, headers=HX
        ).content.decode()
        for data in ({}, {"remember": "team"}, GLOBS, {"match:path": ALL}, {f"glob:{ALL}": ALL})
    ],
    "reviews:diff": [
        lambda c, w: c.post(
            reverse("reviews:diff", args=[w.pending_id]),
            {"arguments": json.dumps({"path": ALL, ALL: ALL})},
            headers=HX,
        ).content.decode(),
        lambda c, w: c.post(
            reverse("reviews:diff", args=[w.pending_id]), {"arguments": ALL}, headers=HX
        ).content.decode(),
    ],
    "reviews:decide": [
        _decide("reviews:decide", decision="reject", comment=ALL),
        _decide("reviews:decide", decision="approve", comment=ALL, remember="team", **GLOBS),
        _decide("reviews:decide", decision="edit", arguments=json.dumps({"path": ALL})),
        _decide("reviews:decide", decision=ALL, comment=ALL),
    ],
    "reviews:decide_same": [_decide("reviews:decide_same", decision="reject", comment=ALL)],
    "reviews:clear_taint": [_decide("reviews:clear_taint", comment=ALL)],
}


def test_every_swapped_endpoint_is_asked():
    assert swapped_endpoints() == set(ASKS), "an endpoint htmx swaps in needs its asks here"


SHOWN = "&lt;script&gt;window.__pwned=1&lt;/script&gt;"
"""The first payload, escaped: an answer that quotes a payload quotes it so."""


@pytest.mark.parametrize("name", sorted(ASKS))
def test_no_answer_swapped_in_makes_an_element_of_a_payloads(name: str, world: World):
    """And one answer at least quotes a payload, escaped: the asks reach what they mean to."""
    client = Client()
    client.force_login(User.objects.get(username=world.username))
    bodies = [ask(client, world) for ask in ASKS[name]]
    for number, body in enumerate(bodies):
        assert injected(body) == [], f"{name}, ask {number}: {injected(body)}"
    assert any(SHOWN in body for body in bodies), f"no answer of {name} shows a payload"


def test_the_remember_preview_quotes_the_call_as_text(world: World):
    client = Client()
    client.force_login(User.objects.get(username=world.username))
    url = reverse("reviews:remember_preview", args=[world.pending_id])
    body = client.post(url, GLOBS, headers=HX).content.decode()
    assert f"path~&quot;{SHOWN}" in body, "the glob typed, quoted as text"
