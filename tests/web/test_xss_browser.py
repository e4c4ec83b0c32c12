"""Issues 7 and 34, injection: markup that a model, a tool, an MCP server, a reviewer or
an admin wrote is inert on every page and card that shows it.

The rows are tests/web/hostile_world.py's: the payloads in every text field of every row
the project's models hold. Each page is opened in headless Chromium, and the controls
that fetch and swap in a fragment are used (a review card's "remember" choices and its
argument editor, the launch form's sources, the run list's filter): nothing runs, nothing
is fetched, no dialog opens, no element of a payload's is made, and the payloads read as
text. The text must be escaped: a CSP refusal would mean the markup reached the DOM.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest
from django.apps import apps
from playwright.sync_api import Browser, BrowserContext, Dialog, Locator, Page, Request

from tests.web.conftest import log_in
from tests.web.hostile_rows import ALL, EVERY, INJECTED, NOT_PLANTED, PAYLOADS, text_fields
from tests.web.hostile_world import World, world

# Each test reads only; the rows are committed once by `world`, outside the tests' transactions.
pytestmark = pytest.mark.django_db
__all__ = ["world"]  # the fixture, imported to be found here

# Records CSP violations in the page itself: a refusal means markup reached the DOM.
WATCH_CSP = """
window.__csp = [];
document.addEventListener("securitypolicyviolation",
    e => window.__csp.push(e.violatedDirective + " " + e.blockedURI));
"""
# Text of a payload's outside a container htmx does not process (hx-disable): were it ever
# markup, htmx would act on it. Form controls' text and JSON data islands are not markup.
UNGUARDED = """() => {
  const found = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (!node.textContent.includes("__pwned")) continue;
    const holder = node.parentElement;
    if (holder.closest("textarea, option, script, [hx-disable]")) continue;
    found.push(holder.tagName.toLowerCase() + "." + holder.className + ": "
      + node.textContent.trim().slice(0, 30));
  }
  return found;
}"""
# A script element holding a payload; JSON data islands (json_script) hold it escaped.
INJECTED_SCRIPTS = """Array.from(document.scripts).filter(
    s => s.textContent.includes("__pwned") && s.type !== "application/json").length"""

EXPECTED_PAGES = [
    "run", "model run", "run list", "compare", "launch, scenario", "launch, endpoint",
    "review queue", "review history", "review rules", "annotate", "skills", "insights", "lab",
    "lab comparison", "notifications", "artifact of read_file", "artifact of run_tests",
    "artifact of write_file", "artifact of changes", "artifact of check",
]  # fmt: skip


def test_every_planted_field_holds_the_payloads_in_a_row(world: World):
    """Every text field of the project's models but those NOT_PLANTED says why has a row
    in the world, and that row holds the payloads."""
    empty = []
    for label, name in sorted(set(text_fields()) - set(NOT_PLANTED)):
        values = apps.get_model(label)._default_manager.values_list(name, flat=True)
        texts = [value if isinstance(value, str) else json.dumps(value) for value in values]
        if not any(payload in text for text in texts for payload in EVERY):
            empty.append(f"{label}.{name}")
    assert empty == [], f"no row holds the payloads in {empty}"


@pytest.fixture(scope="module")
def signed_in(world: World, asgi_server: str, browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context()
    context.add_init_script(WATCH_CSP)
    log_in(context.new_page(), asgi_server, world.username)
    yield context
    context.close()


def test_the_run_made_an_artifact_of_each_tool_output_that_the_pages_show(world: World):
    assert sorted(world.paths) == sorted(EXPECTED_PAGES)


@dataclass
class Visit:
    """What one page did in the browser."""

    page: Page
    csp_header: str
    api_requests: list[str]
    console_csp: list[str]
    dialogs: list[str]


def _visit(context: BrowserContext, url: str) -> Visit:
    page = context.new_page()
    requests: list[str] = []
    console: list[str] = []
    dialogs: list[str] = []
    page.on("request", lambda r: _note_api(r, requests))
    page.on("console", lambda m: console.append(m.text) if "Security Policy" in m.text else None)
    page.on("dialog", lambda d: _note_dialog(d, dialogs))
    response = page.goto(url)
    assert response is not None and response.status == 200, url
    page.wait_for_load_state("load")
    page.wait_for_timeout(400)  # hx-trigger="load" would have fired by now
    csp = response.headers.get("content-security-policy", "")
    return Visit(page, csp, requests, console, dialogs)


def _note_api(request: Request, requests: list[str]) -> None:
    if "/api/runs" in request.url:
        requests.append(request.url)


def _note_dialog(dialog: Dialog, dialogs: list[str]) -> None:
    dialogs.append(dialog.message)
    dialog.dismiss()


def _assert_inert(visit: Visit) -> None:
    """Nothing of a payload's ran, was fetched, opened or made."""
    page = visit.page
    page.wait_for_timeout(400)  # what a swapped-in hx-trigger="load" would have sent
    assert page.evaluate("typeof window.__pwned") == "undefined"
    assert visit.api_requests == [] and visit.dialogs == []
    assert page.evaluate("window.__csp") == [] and visit.console_csp == []
    assert page.evaluate("getComputedStyle(document.body).display") != "none"
    assert page.query_selector_all(INJECTED) == []
    assert page.evaluate(INJECTED_SCRIPTS) == 0
    unguarded = page.evaluate(UNGUARDED)
    assert unguarded == [], "\n".join(["text of a payload's outside [hx-disable]:", *unguarded])


@pytest.mark.parametrize("name", EXPECTED_PAGES)
def test_no_payload_runs_on_the_page(
    name: str, world: World, asgi_server: str, signed_in: BrowserContext
):
    visit = _visit(signed_in, asgi_server + world.paths[name])
    assert "script-src 'self'" in visit.csp_header and "object-src 'none'" in visit.csp_header
    _assert_inert(visit)
    shown = visit.page.inner_text("body")
    assert any(payload in shown for payload in PAYLOADS), "the payloads are shown as text"
    visit.page.close()


def _swapped(page: Page, act: Callable[[], None]) -> None:
    """Do `act` and wait for the htmx request it starts to be swapped in."""
    with page.expect_event("requestfinished"):
        act()
    page.wait_for_timeout(300)


def _type(field: Locator, text: str) -> None:
    field.fill(text)
    field.dispatch_event("change")


def test_a_review_cards_remember_choices_swap_in_nothing_live(
    world: World, asgi_server: str, signed_in: BrowserContext
):
    """Tried: every scope and every argument's match (the preview quotes the call's
    arguments and the glob typed), a glob full of markup, and the argument editor's diff."""
    visit = _visit(signed_in, f"{asgi_server}/review/")
    card = visit.page.locator(f"#approval-{world.pending_id}")
    remember = card.locator("[data-remember]")
    for radio in remember.locator("input[type=radio]:not(:checked)").all():
        _swapped(visit.page, radio.check)
        _assert_inert(visit)
    card.locator("details summary").first.click()  # the argument editor
    for glob in remember.locator("input[type=text], textarea").all():
        argument = (glob.get_attribute("name") or "").removeprefix("glob:")
        remember.locator(f'input[value=glob][name="match:{argument}"]').check()
        _swapped(visit.page, lambda glob=glob: _type(glob, ALL))
        _assert_inert(visit)
    preview = remember.locator("[data-rule]").text_content() or ""
    assert f'path~"{PAYLOADS[0]}' in preview, "the glob typed came back, as text"
    editor = card.locator("textarea[name=arguments]")
    _swapped(visit.page, lambda: editor.fill(json.dumps({"path": ALL})))
    _assert_inert(visit)
    visit.page.close()


def test_the_launch_forms_sources_and_the_run_filter_swap_in_nothing_live(
    world: World, asgi_server: str, signed_in: BrowserContext
):
    """Tried: the launch form's sources (each swaps in its fields, the endpoint's models in
    a help text), and the run list's filter given markup."""
    visit = _visit(signed_in, asgi_server + world.paths["launch, scenario"])
    for source in ("endpoint", "upload", "scenario"):
        radio = visit.page.locator(f"input[name=source][value={source}]")
        if radio.count():
            _swapped(visit.page, radio.check)
            _assert_inert(visit)
    visit.page.close()
    listing = _visit(signed_in, f"{asgi_server}/runs/")
    _swapped(listing.page, lambda: _type(listing.page.locator("#q"), ALL))
    _assert_inert(listing)
    listing.page.close()


PLANT_AND_PROCESS = """where => {
  const holder = document.querySelector(where);
  holder.insertAdjacentHTML("beforeend", '<div hx-get="/api/runs" hx-trigger="load"></div>');
  htmx.process(holder);
}"""


def test_htmx_acts_on_no_markup_that_reaches_a_guarded_container(
    world: World, asgi_server: str, signed_in: BrowserContext
):
    """Were a step's text ever markup: tried by putting an hx-get element into a step as
    an escaping bug would, and having htmx process it. Beside it, the same element in an
    unguarded place starts its request, so the check could fail."""
    visit = _visit(signed_in, asgi_server + world.paths["run"])
    page = visit.page
    config = "[htmx.config.allowEval, htmx.config.allowScriptTags, htmx.config.selfRequestsOnly]"
    assert page.evaluate(config) == [False, False, True]
    page.evaluate(PLANT_AND_PROCESS, "#timeline [data-step-index]")
    page.wait_for_timeout(500)
    assert visit.api_requests == [], "nothing started from inside [hx-disable]"
    page.evaluate(PLANT_AND_PROCESS, "main")
    page.wait_for_timeout(500)
    assert visit.api_requests, "the same element outside it does start its request"
    page.close()
