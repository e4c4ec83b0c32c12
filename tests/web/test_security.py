"""Issue 7, authorisation: every route of the project, asked by the owner, a teammate, an
outsider and an anonymous visitor, about real objects of team alpha.

The routes are read from the URL resolver, so a new page without an expectation here fails
the coverage test. Everyone but the anonymous visitor is an operator and a reviewer with
`artifacts.view_raw`: the team is the only thing that can keep the outsider out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.conf import settings
from django.contrib.auth.models import Group, Permission, User
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver

from accounts.models import ApiToken, Team
from artifacts.models import Artifact
from config.asgi import application
from config.routing import websocket_urlpatterns
from lab.models import Comparison
from notifications.models import Channel
from reviews.models import Annotation
from runs.executor import execute
from runs.models import Approval, ReviewRule, Run, Status
from skills.models import SkillProposal
from tests.web.conftest import People, client_for, idle_run

SECRET = "alpha-secret-goal"
"""In alpha's goal, reason and note: no answer to the outsider may hold it."""
ROLES = ["owner", "teammate", "outsider", "anonymous"]
LOGIN = "/accounts/login/"


@dataclass
class Alpha:
    """Team alpha's objects, and a client and an API token for each role."""

    run: Run
    artifact: Artifact
    approval: Approval
    annotation: Annotation
    proposal: SkillProposal
    comparison: Comparison
    users: dict[str, User]
    tokens: dict[str, str]


def _member(name: str, team: Team) -> User:
    user = User.objects.create(username=name)
    team.members.add(user)
    for role in ("operator", "reviewer"):
        Group.objects.get(name=role).user_set.add(user)
    user.user_permissions.add(
        Permission.objects.get(codename="view_raw", content_type__app_label="artifacts")
    )
    return user


def _finished_run(owner: User) -> Run:
    """A real run of the demo scenario: its steps, its pytest artifact, its recorded replies."""
    run = idle_run(owner, goal=SECRET, scenario="fix-failing-tests")
    execute(run.pk, owner="test")
    run.refresh_from_db()
    assert run.status == Status.SUCCEEDED, run.error
    return run


def _alpha_rows(run: Run, owner: User) -> dict[str, Any]:
    step = run.steps.get(index=0)
    return {
        "approval": Approval.objects.create(
            run=run, call_id="c1", step_index=2, kind="tainted_write", tool="write_file",
            arguments={"path": "a.py", "content": "x"}, reason=SECRET,
        ),
        "annotation": Annotation.objects.create(
            run=run, step=step, verdict="bad", note=SECRET, author=owner, author_name="o"
        ),
        "proposal": SkillProposal.objects.create(
            team=run.team, name="skill_run_tests", description=SECRET, novelty=0.5,
            steps=[{"tool": "run_tests", "arguments": {}}], skill_md=SECRET,
        ),
        "comparison": Comparison.objects.create(
            team=run.team, reducers=["pytest@1", "pytest@2"], source=SECRET, status="failed"
        ),
    }  # fmt: skip


@pytest.fixture(scope="module")
def alpha(django_db_setup: Any, django_db_blocker: Any) -> Iterator[Alpha]:
    """Built once and committed; each test's writes are rolled back with its transaction."""
    with django_db_blocker.unblock():
        team, beta = Team.objects.create(name="sec-alpha"), Team.objects.create(name="sec-beta")
        users = {
            "owner": _member("sec-owner", team),
            "teammate": _member("sec-teammate", team),
            "outsider": _member("sec-outsider", beta),
        }
        run = _finished_run(users["owner"])
        artifact = Artifact.objects.filter(run=run).first()
        assert artifact is not None
        tokens = {role: ApiToken.issue(user)[1] for role, user in users.items()}
        yield Alpha(run=run, artifact=artifact, users=users, tokens=tokens,
                    **_alpha_rows(run, users["owner"]))  # fmt: skip
        Team.objects.filter(name__in=["sec-alpha", "sec-beta"]).delete()
        User.objects.filter(username__startswith="sec-").delete()


# -- the expectations -------------------------------------------------------------------------


@dataclass(frozen=True)
class Ask:
    """How to request a route, and the status each role gets."""

    path: Callable[[Alpha], str]
    expected: tuple[int, int, int, int]
    """owner, teammate, outsider, anonymous."""
    method: str = "get"
    data: dict[str, Any] | None = None
    api: bool = False


def page(path: Callable[[Alpha], str], method: str = "get", ok: int = 200, **data: Any) -> Ask:
    """A page about alpha's objects: the team in, the outsider 404, anonymous to login."""
    return Ask(path, (ok, ok, 404, 302), method, data or None)


def everyone(path: str, method: str = "get", ok: int = 200) -> Ask:
    """A page about the user's own teams, with nothing of alpha's in the outsider's."""
    return Ask(lambda a: path, (ok, ok, ok, 302), method)


def api(path: Callable[[Alpha], str], method: str = "get", ok: int = 200, **data: Any) -> Ask:
    return Ask(path, (ok, ok, 404, 401), method, data or {}, api=True)


def public(path: str, status: int = 200, method: str = "get") -> Ask:
    return Ask(lambda a: path, (status,) * 4, method)


def admins(path: Callable[[Alpha], str], method: str = "get") -> Ask:
    """A team admin's page about alpha: its members without the role 403, the outsider 404."""
    return Ask(path, (403, 403, 404, 302), method)


def _team(a: Alpha) -> str:
    return f"{a.run.team_id}"


def _channel(a: Alpha) -> str:
    """A notification channel of alpha's (made in the test's transaction)."""
    channel, _ = Channel.objects.get_or_create(
        team=a.run.team, name="ops", kind="webhook", target="https://hooks.example.com/T/B/X"
    )
    return f"/notifications/channel/{channel.pk}"


def _run(a: Alpha) -> str:
    return f"{a.run.pk}"


def _rule(a: Alpha) -> str:
    """A review rule of alpha's (made in the test's transaction, like its writes)."""
    rule, _ = ReviewRule.objects.get_or_create(
        team=a.run.team, scope="team", effect="allow", tool="write_file", author_name="o"
    )
    return f"{rule.pk}"


PUBLIC_REDIRECTS = {"": "/runs/", "favicon.ico": "/static/favicon.svg"}
"""Routes that send everyone, signed in or not, elsewhere than the login page."""

EXPECTATIONS: dict[str, Ask] = {
    "": public("/", 302),
    "favicon.ico": public("/favicon.ico", 302),
    "accounts/login/": public(LOGIN),
    "accounts/logout/": public("/accounts/logout/", 405),  # a GET does not log out
    "accounts/password_change/": everyone("/accounts/password_change/"),
    "accounts/password_change/done/": everyone("/accounts/password_change/done/"),
    "accounts/password_reset/": public("/accounts/password_reset/"),
    "accounts/password_reset/done/": public("/accounts/password_reset/done/"),
    "accounts/reset/<uidb64>/<token>/": public("/accounts/reset/MQ/set-password/"),
    "accounts/reset/done/": public("/accounts/reset/done/"),
    "api/openapi.json": public("/api/openapi.json"),
    "api/docs": public("/api/docs"),
    "api/": public("/api/", 404),
    "api/runs": Ask(
        lambda a: "/api/runs", (201, 201, 201, 401), "post", {"scenario": "recovery"}, api=True
    ),
    "api/runs/<run_id>": api(lambda a: f"/api/runs/{_run(a)}"),
    "api/runs/<run_id>/steps": api(lambda a: f"/api/runs/{_run(a)}/steps"),
    "api/runs/<run_id>/changes": api(lambda a: f"/api/runs/{_run(a)}/changes"),
    "api/runs/<run_id>/replay": api(lambda a: f"/api/runs/{_run(a)}/replay", "post", 201),
    "api/runs/<run_id>/cancel": api(lambda a: f"/api/runs/{_run(a)}/cancel", "post"),
    "api/approvals": Ask(lambda a: "/api/approvals", (200, 200, 200, 401), api=True),
    "api/approvals/<approval_id>": api(
        lambda a: f"/api/approvals/{a.approval.pk}", "post", decision="reject"
    ),
    "api/rules": Ask(lambda a: "/api/rules", (200, 200, 200, 401), api=True),
    "api/rules/<rule_id>": api(lambda a: f"/api/rules/{_rule(a)}", "delete"),
    "runs/": everyone("/runs/"),
    "runs/new/": everyone("/runs/new/"),
    "runs/compare": page(lambda a: f"/runs/compare?a={_run(a)}&b={_run(a)}"),
    "runs/<int:pk>/": page(lambda a: f"/runs/{_run(a)}/"),
    "runs/<int:pk>/steps/": page(lambda a: f"/runs/{_run(a)}/steps/?before=1"),
    "runs/<int:pk>/status/": page(lambda a: f"/runs/{_run(a)}/status/"),
    "runs/<int:pk>/changes/": page(lambda a: f"/runs/{_run(a)}/changes/"),
    "runs/<int:pk>/cancel/": page(lambda a: f"/runs/{_run(a)}/cancel/", "post", 302),
    "runs/<int:pk>/replay/": page(lambda a: f"/runs/{_run(a)}/replay/", "post", 302),
    "artifacts/<str:artifact_id>/": page(lambda a: f"/artifacts/{a.artifact.pk}/"),
    "artifacts/<str:artifact_id>/raw": page(lambda a: f"/artifacts/{a.artifact.pk}/raw"),
    "review/": everyone("/review/"),
    "review/history/": everyone("/review/history/"),
    "review/export.<str:fmt>": everyone("/review/export.json"),
    "review/<int:pk>/decide": page(
        lambda a: f"/review/{a.approval.pk}/decide", "post", decision="reject"
    ),
    "review/<int:pk>/decide-same": page(
        lambda a: f"/review/{a.approval.pk}/decide-same", "post", decision="reject"
    ),
    "review/<int:pk>/diff": page(lambda a: f"/review/{a.approval.pk}/diff", "post", arguments="{}"),
    # the run is not paused on taint: 409 for the team, but 404 outside it
    "review/<int:pk>/clear-taint": page(
        lambda a: f"/review/{a.approval.pk}/clear-taint", "post", ok=409
    ),
    "review/<int:pk>/remember": page(lambda a: f"/review/{a.approval.pk}/remember", "post"),
    "review/rules/": everyone("/review/rules/"),
    "review/rules/<int:pk>/revoke": page(lambda a: f"/review/rules/{_rule(a)}/revoke", "post", 302),
    "review/steps/<int:step_pk>/annotate": page(
        lambda a: f"/review/steps/{a.annotation.step_id}/annotate"
    ),
    "review/annotations.<str:fmt>": everyone("/review/annotations.json"),
    # a "bad" label is not a missing-evidence case: 409 for the team, but 404 outside it
    "review/annotations/<int:pk>/case.zip": page(
        lambda a: f"/review/annotations/{a.annotation.pk}/case.zip", ok=409
    ),
    "insights/": everyone("/insights/"),
    "insights/plotly.min.js": public("/insights/plotly.min.js"),
    "insights/plotly.css": public("/insights/plotly.css"),
    "skills/": everyone("/skills/"),
    "skills/mine": everyone("/skills/mine", "post", 302),
    "skills/<int:pk>/accept": page(lambda a: f"/skills/{a.proposal.pk}/accept", "post", 302),
    "skills/<int:pk>/reject": page(lambda a: f"/skills/{a.proposal.pk}/reject", "post", 302),
    "lab/": everyone("/lab/"),
    "lab/<int:pk>/": page(lambda a: f"/lab/{a.comparison.pk}/"),
    # team admins only: alpha's members have no such role (403), the outsider finds nothing
    "notifications/": Ask(lambda a: "/notifications/", (403, 403, 403, 302)),
    "notifications/team/<int:team_id>/": admins(lambda a: f"/notifications/team/{_team(a)}/"),
    "notifications/channel/<int:pk>/test": admins(lambda a: f"{_channel(a)}/test", "post"),
    "notifications/channel/<int:pk>/toggle": admins(lambda a: f"{_channel(a)}/toggle", "post"),
    "notifications/channel/<int:pk>/delete": admins(lambda a: f"{_channel(a)}/delete", "post"),
}


def _routes(patterns: list[Any], prefix: str = "") -> Iterator[str]:
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            yield from _routes(pattern.url_patterns, prefix + str(pattern.pattern))
        elif isinstance(pattern, URLPattern):
            yield prefix + str(pattern.pattern)


def project_routes() -> list[str]:
    """Every HTTP route but the admin's (tested apart: it is all staff-only)."""
    return [r for r in _routes(get_resolver().url_patterns) if not r.startswith("admin/")]


def admin_urls() -> list[str]:
    """Each admin route with sample arguments."""
    values = {"app_label": "runs", "url": "x/"}  # any other argument is an id
    (admin,) = [p for p in get_resolver().url_patterns if str(p.pattern) == "admin/"]
    urls = []
    for route in _admin_patterns(admin.url_patterns):
        name = route.pattern.regex.groupindex or route.pattern.converters  # type: ignore[attr-defined]
        kwargs = {key: values.get(key, "1") for key in name}
        urls.append(_reverse_admin(route, kwargs))
    return sorted(set(urls))


def _admin_patterns(patterns: list[Any]) -> Iterator[URLPattern]:
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            yield from _admin_patterns(pattern.url_patterns)
        else:
            yield pattern


def _reverse_admin(route: URLPattern, kwargs: dict[str, str]) -> str:
    from django.urls import NoReverseMatch, reverse

    try:
        return reverse(f"admin:{route.name}", kwargs=kwargs)
    except NoReverseMatch:  # the unnamed catch-all
        return "/admin/" + "/".join(kwargs.values())


# -- the tests -----------------------------------------------------------------------------


def test_every_route_has_an_expectation():
    routes = project_routes()
    assert len(routes) > 40, "the walk found the routes"
    missing = sorted(set(routes) - set(EXPECTATIONS))
    assert missing == [], f"routes without an expectation in EXPECTATIONS: {missing}"
    assert sorted(set(EXPECTATIONS) - set(routes)) == [], "expectations for routes now gone"


def _client(alpha: Alpha, role: str) -> Client:
    return Client() if role == "anonymous" else client_for(alpha.users[role])


def _ask(alpha: Alpha, role: str, ask: Ask) -> Any:
    path = ask.path(alpha)
    if ask.api:
        headers = {} if role == "anonymous" else {"Authorization": f"Bearer {alpha.tokens[role]}"}
        if ask.method == "post":
            return Client().post(path, ask.data or {}, content_type="application/json",
                                 headers=headers)  # fmt: skip
        if ask.method == "delete":
            return Client().delete(path, headers=headers)
        return Client().get(path, headers=headers)
    client = _client(alpha, role)
    return client.post(path, ask.data or {}) if ask.method == "post" else client.get(path)


@pytest.mark.django_db
@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize("route", sorted(EXPECTATIONS))
def test_each_role_gets_the_expected_answer(alpha: Alpha, route: str, role: str):
    ask = EXPECTATIONS[route]
    response = _ask(alpha, role, ask)
    expected = ask.expected[ROLES.index(role)]
    assert response.status_code == expected, (route, role, response.content[:300])
    if route in PUBLIC_REDIRECTS:
        assert response["Location"] == PUBLIC_REDIRECTS[route]
    elif role == "anonymous" and expected == 302:
        assert response["Location"].startswith(LOGIN)
    if role == "outsider" and not ask.path(alpha).endswith(".js"):
        assert SECRET.encode() not in b"".join(response), "alpha's data reached the outsider"


@pytest.mark.django_db
@pytest.mark.parametrize("role", ROLES)
def test_no_admin_page_answers_a_user_who_is_not_staff(alpha: Alpha, role: str):
    client = _client(alpha, role)
    for url in admin_urls():
        response = client.get(url)
        if url == "/admin/login/":
            assert response.status_code == 200
            continue
        assert response.status_code in (302, 404), (url, response.status_code)
        if response.status_code == 302 and url != "/admin/logout/":  # a GET logs nobody out
            assert response["Location"].startswith("/admin/login/"), url


# -- API tokens ------------------------------------------------------------------------------


@pytest.mark.django_db
def test_api_tokens_are_stored_hashed(alpha: Alpha):
    owner, raw = alpha.users["owner"], alpha.tokens["owner"]
    row = ApiToken.objects.get(user=owner)
    stored = [str(getattr(row, f.attname)) for f in ApiToken._meta.concrete_fields]
    assert all(raw not in value for value in stored), "the raw token is in the row"
    assert raw[:10] == row.prefix and len(row.digest) == 64
    found = ApiToken.find(raw)
    assert found is not None and found.user == owner
    assert ApiToken.find(row.digest) is None, "the digest itself is no token"


@pytest.mark.django_db
def test_the_api_refuses_a_wrong_token(alpha: Alpha):
    headers = {"Authorization": f"Bearer {alpha.tokens['owner']}x"}
    assert Client().get(f"/api/runs/{alpha.run.pk}", headers=headers).status_code == 401


# -- CSRF -------------------------------------------------------------------------------------


def _csrf_client(alpha: Alpha) -> tuple[Client, str]:
    """The owner's browser: a session and, from a page it loaded, its CSRF token."""
    client = Client(enforce_csrf_checks=True)
    client.force_login(alpha.users["owner"])
    client.get(f"/runs/{alpha.run.pk}/")
    return client, client.cookies[settings.CSRF_COOKIE_NAME].value


FORMS: dict[str, Callable[[Alpha], tuple[str, dict[str, str]]]] = {
    "cancel": lambda a: (f"/runs/{a.run.pk}/cancel/", {}),
    "replay": lambda a: (f"/runs/{a.run.pk}/replay/", {}),
    "decide": lambda a: (f"/review/{a.approval.pk}/decide", {"decision": "reject"}),
    "annotate": lambda a: (f"/review/steps/{a.annotation.step_id}/annotate", {"verdict": "good"}),
    "launch": lambda a: ("/runs/new/", {"source": "scenario", "scenario": "recovery"}),
    "skill": lambda a: (f"/skills/{a.proposal.pk}/reject", {}),
    "lab": lambda a: ("/lab/", {}),
}


@pytest.mark.django_db
@pytest.mark.parametrize("form", sorted(FORMS))
def test_a_form_post_without_the_csrf_token_is_refused(alpha: Alpha, form: str):
    client, _ = _csrf_client(alpha)
    path, data = FORMS[form](alpha)
    assert client.post(path, data).status_code == 403


@pytest.mark.django_db
@pytest.mark.parametrize("form", sorted(FORMS))
def test_a_form_post_with_the_token_in_the_form_or_the_htmx_header_goes_through(
    alpha: Alpha, form: str
):
    client, token = _csrf_client(alpha)
    path, data = FORMS[form](alpha)
    assert client.post(path, data | {"csrfmiddlewaretoken": token}).status_code != 403
    htmx = {"X-CSRFToken": token, "HX-Request": "true"}
    assert client.post(path, data, headers=htmx).status_code != 403


@pytest.mark.django_db
def test_the_api_wants_the_csrf_token_from_a_session_but_not_from_a_bearer(alpha: Alpha):
    client, token = _csrf_client(alpha)
    path = f"/api/runs/{alpha.run.pk}/cancel"
    assert client.post(path).status_code == 403
    assert client.post(path, headers={"X-CSRFToken": token}).status_code == 200
    bearer = {"Authorization": f"Bearer {alpha.tokens['owner']}"}
    assert Client(enforce_csrf_checks=True).post(path, headers=bearer).status_code == 200


# -- WebSockets -----------------------------------------------------------------------------

SOCKETS = {
    "ws/runs/<int:run_id>/": "run",
    "ws/review/": "review",
    "ws/lab/<int:comparison_id>/": "lab",
}


def test_every_socket_route_has_an_expectation():
    assert sorted(str(p.pattern) for p in websocket_urlpatterns) == sorted(SOCKETS)


def _cookie(user: User) -> bytes:
    client = client_for(user)
    name = settings.SESSION_COOKIE_NAME
    return f"{name}={client.cookies[name].value}".encode()


async def _connect(path: str, user: User | None) -> WebsocketCommunicator:
    headers = [(b"origin", b"http://127.0.0.1"), (b"host", b"127.0.0.1")]
    if user is not None:
        headers.append((b"cookie", await sync_to_async(_cookie)(user)))
    communicator = WebsocketCommunicator(application, path, headers)
    connected, _ = await communicator.connect(timeout=10)
    assert connected
    return communicator


async def _close_code(communicator: WebsocketCommunicator) -> int | None:
    """The close code, or None if the socket sent a message instead."""
    message = await communicator.receive_output(timeout=5)
    await communicator.disconnect()
    return message.get("code") if message["type"] == "websocket.close" else None


def _socket_paths(people: People) -> dict[str, str]:
    run = idle_run(people.owner)
    comparison = Comparison.objects.create(team=run.team, reducers=["a@1", "a@2"], source="s")
    return {"run": f"/ws/runs/{run.pk}/", "review": "/ws/review/",
            "lab": f"/ws/lab/{comparison.pk}/"}  # fmt: skip


SOCKET_CODES = {
    # owner, teammate, outsider, anonymous: None is a first message (the socket is open)
    "run": (None, None, 4403, 4401),
    "lab": (None, None, 4403, 4401),
}


@pytest.mark.django_db(transaction=True)
@pytest.mark.asyncio
@pytest.mark.parametrize("socket", ["run", "lab"])
async def test_each_role_gets_the_expected_socket(people: People, socket: str):
    path = (await sync_to_async(_socket_paths)(people))[socket]
    users = [people.owner, people.teammate, people.outsider, None]
    codes = [await _close_code(await _connect(path, user)) for user in users]
    assert tuple(codes) == SOCKET_CODES[socket]


@pytest.mark.django_db(transaction=True)
@pytest.mark.asyncio
async def test_the_review_socket_closes_on_anonymous_and_keeps_alphas_cards_from_beta(
    people: People,
):
    from harness.agent.shapes import Action
    from harness.reporting.events import RunPaused
    from runs.approvals import record_pause

    anonymous = await _connect("/ws/review/", None)
    assert await _close_code(anonymous) == 4401
    teammate, outsider = (
        await _connect("/ws/review/", people.teammate),
        await _connect("/ws/review/", people.outsider),
    )

    def pause() -> None:
        run = idle_run(people.owner)
        action = Action(tool="write_file", arguments={"path": "n.md", "content": SECRET})
        record_pause(run.pk, RunPaused(index=1, call_id="c", action=action, kind="k", reason="r"))

    await sync_to_async(pause)()
    assert SECRET in await teammate.receive_from(timeout=10)
    assert await outsider.receive_nothing(timeout=1)
    await teammate.disconnect()
    await outsider.disconnect()
