"""A team's channels hear of its runs: real runs through a real worker, posting to a real
HTTP receiver on loopback (http.server in a thread), and mail through Django's backend.

The worker here has a queue of its own (its runs, resumes and deliveries all stay on it)
and short delivery settings: 1 s of backoff, 5 s of timeout, 3 retries.
"""

from __future__ import annotations

import itertools
import json
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from django.contrib.auth.models import Group, User
from django.core import mail

from accounts.models import Team
from accounts.services import TEAM_ADMIN_GROUP, team_for
from harness import scenarios
from notifications.models import Channel, Delivery, DeliveryStatus, Kind
from notifications.tasks import deliver
from runs.approvals import decide
from runs.config import RunConfig
from runs.models import Approval, Run, Status
from runs.services import fail_run
from runs.tasks import execute_run
from tests.conftest import PREFIX
from tests.web.conftest import People, Worker, client_for, idle_run, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)

QUEUE = f"{PREFIX}-notify"
BASE_URL = "http://loopglass.test"
TIMEOUT = 5
SECRET = "T0SECRET/B0SECRET/xoxb-hook-token-0123456789"
"""The path of each receiver URL: a webhook's path is its secret, never to be logged."""


@dataclass
class Post:
    path: str
    body: dict[str, Any]
    at: float


@dataclass
class Receiver:
    """Records every POST; answers each with the next of `answers` (then 200), or, when
    `silent`, never answers until it is closed."""

    answers: list[int] = field(default_factory=list)
    silent: bool = False
    posts: list[Post] = field(default_factory=list)
    closing: threading.Event = field(default_factory=threading.Event)
    server: ThreadingHTTPServer | None = None

    def start(self) -> Receiver:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", 0))
                body = json.loads(self.rfile.read(length) or b"{}")
                receiver.posts.append(Post(self.path, body, time.monotonic()))
                if receiver.silent:
                    receiver.closing.wait(60)
                    return
                status = receiver.answers.pop(0) if receiver.answers else 200
                answer = f"no luck for {self.path}".encode()  # quotes the secret path back
                self.send_response(status)
                self.send_header("Content-Length", str(len(answer)))
                self.end_headers()
                self.wfile.write(answer)

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    @property
    def host(self) -> str:
        """The URLs' scheme, host and port: all a page or a log may show of them."""
        assert self.server is not None
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def url(self, name: str) -> str:
        return f"{self.host}/{name}/{SECRET}"

    def wait_for(self, count: int, timeout: float = 30) -> list[Post]:
        deadline = time.monotonic() + timeout
        while len(self.posts) < count:
            if time.monotonic() > deadline:
                raise AssertionError(f"{len(self.posts)} posts, not {count}, in {timeout}s")
            time.sleep(0.05)
        return self.posts

    def close(self) -> None:
        self.closing.set()
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    started = Receiver().start()
    yield started
    started.close()


@pytest.fixture(scope="module")
def notify_worker(stack_env: dict[str, str]) -> Iterator[Worker]:
    env = dict(
        stack_env,
        LOOPGLASS_REDIS_PREFIX=QUEUE,  # its default queue: resumes and deliveries stay here
        LOOPGLASS_NOTIFY_QUEUE=QUEUE,
        LOOPGLASS_NOTIFY_ALLOWED="127.0.0.1",
        LOOPGLASS_NOTIFY_BACKOFF="1",
        LOOPGLASS_NOTIFY_TIMEOUT=str(TIMEOUT),
        LOOPGLASS_NOTIFY_RETRIES="3",
        LOOPGLASS_BASE_URL=BASE_URL,
    )
    worker = Worker(env, "notify", queue=QUEUE).start()
    yield worker
    worker.stop()


@pytest.fixture(autouse=True)
def notify_settings(settings: Any) -> None:
    """This process sends test messages and fails runs: to the same queue, same links."""
    settings.LOOPGLASS_NOTIFY_QUEUE = QUEUE
    settings.LOOPGLASS_NOTIFY_ALLOWED = ["127.0.0.1"]
    settings.LOOPGLASS_BASE_URL = BASE_URL


def channel(team_of: User, kind: Kind, target: str, **events: bool) -> Channel:
    team = Team.objects.filter(members=team_of).get()
    hears = {"on_review": False, "on_failed": False, "on_finished": False} | events
    return Channel.objects.create(
        team=team, name=f"{kind} channel", kind=kind, target=target, created_by=team_of, **hears
    )


def play(owner: User, scenario: str) -> Run:
    """A run of a scripted scenario, sent to this module's worker. A scenario that does not
    exist is written into the config as it is named: its run fails in the worker."""
    if scenario in scenarios.names():
        run = idle_run(owner, scenario=scenario)
    else:
        config = RunConfig.model_validate({"backend": {"kind": "scripted", "scenario": scenario}})
        run = Run.objects.create(
            team=team_for(owner), created_by=owner, goal="g", config=config.model_dump(mode="json")
        )
    execute_run.apply_async(args=[run.pk], queue=QUEUE)
    return run


def settled(delivery_id: int, timeout: float = 30) -> Delivery:
    deadline = time.monotonic() + timeout
    while (delivery := Delivery.objects.get(pk=delivery_id)).status == DeliveryStatus.QUEUED:
        if time.monotonic() > deadline:
            raise AssertionError(f"delivery {delivery_id} still queued: {delivery.last_error}")
        time.sleep(0.1)
    return delivery


def team_admin(user: User) -> User:
    Group.objects.get(name=TEAM_ADMIN_GROUP).user_set.add(user)
    return User.objects.get(pk=user.pk)  # permissions are cached on the instance


def test_a_run_waiting_for_review_is_heard_on_a_webhook_slack_and_teams(
    people: People, notify_worker: Worker, receiver: Receiver
):
    """Tried: research-and-write pauses at its tainted write; team alpha has a webhook, a
    Slack and a Teams channel, team beta a webhook to the same receiver. Alpha's three are
    posted their own formats with a link to the card; beta's hears nothing."""
    for kind in (Kind.WEBHOOK, Kind.SLACK, Kind.TEAMS):
        channel(people.owner, kind, receiver.url(kind), on_review=True)
    channel(people.outsider, Kind.WEBHOOK, receiver.url("beta"), on_review=True, on_failed=True)
    run = play(people.owner, "research-and-write")
    assert wait_for_run(run.pk).status == Status.AWAITING_APPROVAL
    approval = Approval.objects.get(run=run)
    card = f"{BASE_URL}/review/#approval-{approval.pk}"
    posts = {post.path.split("/")[1]: post.body for post in receiver.wait_for(3)}
    time.sleep(1)  # long enough for a fourth post to arrive, were one sent

    assert sorted(posts) == ["slack", "teams", "webhook"], "beta's channel heard nothing"
    assert posts["webhook"] == {
        "event": "review",
        "text": f"Run {run.pk} waits for review of `write_file`",
        "detail": approval.reason,
        "url": card,
        "run": run.pk,
        "approval": approval.pk,
        "status": "awaiting_approval",
    }
    assert posts["slack"]["text"] == f"Run {run.pk} waits for review of `write_file`: {card}"
    assert f"<{card}|Open in loopglass>" in posts["slack"]["blocks"][0]["text"]["text"]
    [attachment] = posts["teams"]["attachments"]
    assert attachment["contentType"] == "application/vnd.microsoft.card.adaptive"
    adaptive = attachment["content"]
    assert adaptive["type"] == "AdaptiveCard" and "write_file" in adaptive["body"][0]["text"]
    assert adaptive["actions"] == [
        {"type": "Action.OpenUrl", "title": "Open in loopglass", "url": card}
    ]
    deliveries = Delivery.objects.filter(run=run)
    assert {d.channel.team.name for d in deliveries} == {"alpha"}
    assert all(settled(d.pk).status == DeliveryStatus.SENT for d in deliveries)
    assert all(d.attempts == 1 and d.approval_id == approval.pk for d in deliveries.all())


def test_a_failed_run_and_a_finished_run_are_heard_by_the_channels_for_them(
    people: People, notify_worker: Worker, receiver: Receiver
):
    """Tried: a run whose scenario does not exist (it fails in the worker) and a recovery
    run (it ends answered). One channel hears failures, one hears ends; each gets only its own."""
    channel(people.owner, Kind.WEBHOOK, receiver.url("failures"), on_failed=True)
    channel(people.owner, Kind.WEBHOOK, receiver.url("ends"), on_finished=True)
    failing = play(people.owner, "no-such-scenario")
    failed = wait_for_run(failing.pk)
    assert failed.status == Status.FAILED
    [post] = receiver.wait_for(1)
    assert post.path.startswith("/failures/") and post.body["event"] == "failed"
    assert post.body["text"] == f"Run {failing.pk} failed" and post.body["detail"] == failed.error
    assert post.body["url"] == f"{BASE_URL}/runs/{failing.pk}/"

    finishing = play(people.owner, "recovery")
    assert wait_for_run(finishing.pk).status == Status.ANSWERED
    post = receiver.wait_for(2)[1]
    assert post.path.startswith("/ends/") and post.body["event"] == "finished"
    assert post.body["text"] == f"Run {finishing.pk} finished: answered"
    assert "14" in post.body["detail"], "the answer is quoted"
    time.sleep(1)
    assert len(receiver.posts) == 2, "neither channel heard the other's event"


def test_a_receiver_failing_twice_is_retried_with_backoff_and_the_log_says_so(
    people: People, notify_worker: Worker, receiver: Receiver
):
    """Tried: the receiver answers 500, 500, then 200, quoting the secret path back each
    time. The delivery is sent on its third attempt, 1 s then 2 s after the one before;
    the log keeps the last error without the path."""
    receiver.answers = [500, 500]
    channel(people.owner, Kind.SLACK, receiver.url("slack"), on_finished=True)
    run = play(people.owner, "recovery")
    assert wait_for_run(run.pk).status == Status.ANSWERED
    first, second, third = receiver.wait_for(3)
    [delivery] = Delivery.objects.filter(run=run)
    delivery = settled(delivery.pk)

    assert delivery.status == DeliveryStatus.SENT and delivery.attempts == 3
    assert second.at - first.at >= 0.9 and third.at - second.at >= 1.9, "1 s, then 2 s"
    started = [datetime.fromisoformat(at) for at in delivery.attempted_at]
    gaps = [(b - a).total_seconds() for a, b in itertools.pairwise(started)]
    assert len(gaps) == 2 and gaps[0] >= 0.9 and gaps[1] >= 1.9
    assert "answered HTTP 500" in delivery.last_error
    assert SECRET not in delivery.last_error and "xoxb" not in delivery.last_error
    log = notify_worker.log.read_text()
    assert f"delivery {delivery.pk} " in log and "will retry" in log
    assert SECRET not in log, "the worker's log shows the host, never the path"


def test_a_receiver_that_never_answers_times_out_and_does_not_hold_the_run(
    people: People, notify_worker: Worker, receiver: Receiver
):
    """Tried: the receiver of the review notice takes the request and never answers. The
    reviewer approves at once: the run resumes and finishes while the notice still waits,
    and the attempt then ends at its timeout, logged."""
    receiver.silent = True
    channel(people.owner, Kind.WEBHOOK, receiver.url("silent"), on_review=True)
    run = play(people.owner, "research-and-write")
    assert wait_for_run(run.pk).status == Status.AWAITING_APPROVAL
    receiver.wait_for(1)
    decided = time.monotonic()
    decide(approval_id=Approval.objects.get(run=run).pk, user=people.owner, decision="approve")
    execute_run.apply_async(args=[run.pk], queue=QUEUE)  # the decision's own went elsewhere
    done = wait_for_run(run.pk, until={"succeeded", "answered", "failed", "stopped", "cancelled"})
    assert done.status == Status.ANSWERED
    assert time.monotonic() - decided < TIMEOUT, "the run finished before the notice gave up"
    [delivery] = Delivery.objects.filter(run=run)
    assert delivery.status == DeliveryStatus.QUEUED and not delivery.last_error, "still waiting"

    deadline = time.monotonic() + TIMEOUT * 3
    while "did not answer" not in Delivery.objects.get(pk=delivery.pk).last_error:
        assert time.monotonic() < deadline, "the attempt did not time out"
        time.sleep(0.2)
    delivery = Delivery.objects.get(pk=delivery.pk)
    assert delivery.last_error == f"{receiver.host}/… did not answer within {TIMEOUT} s"
    Channel.objects.filter(pk=delivery.channel_id).update(enabled=False)  # no more retries


def test_a_test_message_from_the_page_reaches_the_receiver(
    people: People, notify_worker: Worker, receiver: Receiver
):
    """Tried: a team admin presses "Send a test" on a disabled channel: it is sent anyway,
    and the page lists it as sent."""
    admin = team_admin(people.owner)
    hook = channel(admin, Kind.TEAMS, receiver.url("teams"), on_review=True)
    Channel.objects.filter(pk=hook.pk).update(enabled=False)
    client = client_for(admin)
    assert client.post(f"/notifications/channel/{hook.pk}/test").status_code == 302
    [post] = receiver.wait_for(1)
    assert "test message" in post.body["attachments"][0]["content"]["body"][0]["text"]
    [delivery] = Delivery.objects.filter(channel=hook)
    assert settled(delivery.pk).status == DeliveryStatus.SENT
    page = client.get(f"/notifications/team/{hook.team_id}/").content.decode()
    assert f'data-delivery="{delivery.pk}" data-status="sent"' in page


def test_a_failed_run_is_mailed_through_djangos_mail_backend(people: People, settings: Any):
    """Tried: the web process fails a run (as beat does a lost one); the team's email
    channel gets a delivery, which this process then attempts through Django's locmem
    backend. A disabled channel and beta's channel get no delivery."""
    settings.LOOPGLASS_NOTIFY_QUEUE = f"{PREFIX}-nobody"  # the attempt is made here, below
    channel(people.owner, Kind.EMAIL, "oncall@example.com", on_failed=True)
    off = channel(people.owner, Kind.EMAIL, "off@example.com", on_failed=True)
    Channel.objects.filter(pk=off.pk).update(enabled=False)
    channel(people.outsider, Kind.EMAIL, "beta@example.com", on_failed=True)
    run = idle_run(people.owner)
    assert fail_run(run_id=run.pk, reason="the worker running it was lost 4 times")
    [delivery] = Delivery.objects.all()
    assert delivery.channel.target == "oncall@example.com" and delivery.event == "failed"

    deliver.apply(args=[delivery.pk])
    [message] = mail.outbox
    assert message.to == ["oncall@example.com"]
    assert message.subject == f"[loopglass] Run {run.pk} failed"
    assert "the worker running it was lost 4 times" in message.body
    assert f"{BASE_URL}/runs/{run.pk}/" in message.body
    assert Delivery.objects.get(pk=delivery.pk).status == DeliveryStatus.SENT


def test_a_webhook_to_a_loopback_address_not_allowed_is_refused_at_once(
    people: People, settings: Any, receiver: Receiver
):
    """Tried: a channel posting to this machine's loopback while LOOPGLASS_NOTIFY_ALLOWED is
    empty. The attempt is refused before any request, and not retried."""
    settings.LOOPGLASS_NOTIFY_QUEUE = f"{PREFIX}-nobody"  # the attempt is made here, below
    settings.LOOPGLASS_NOTIFY_ALLOWED = []
    channel(people.owner, Kind.WEBHOOK, receiver.url("inside"), on_failed=True)
    run = idle_run(people.owner)
    assert fail_run(run_id=run.pk, reason="lost")
    [delivery] = Delivery.objects.all()
    deliver.apply(args=[delivery.pk])
    delivery.refresh_from_db()
    assert delivery.status == DeliveryStatus.FAILED and delivery.attempts == 1
    assert "loopback" in delivery.last_error and SECRET not in delivery.last_error
    assert receiver.posts == []


def test_a_cancelled_run_and_a_rolled_back_failure_are_not_heard(people: People):
    """Tried: a run cancelled by a person, and a failure inside a transaction that rolls
    back: no delivery is queued for either."""
    from django.db import transaction

    from runs.services import cancel_run

    channel(people.owner, Kind.EMAIL, "oncall@example.com", on_failed=True, on_finished=True)
    cancel_run(run=idle_run(people.owner), user=people.owner)
    run = idle_run(people.owner)
    with pytest.raises(RuntimeError), transaction.atomic():
        fail_run(run_id=run.pk, reason="never committed")
        raise RuntimeError("roll it back")
    assert Run.objects.get(pk=run.pk).status == Status.QUEUED
    assert not Delivery.objects.exists()


def test_only_a_team_admin_manages_the_teams_channels(people: People, receiver: Receiver):
    """Tried: the owner (team admin of alpha) adds, lists, disables and deletes a channel;
    the teammate (alpha, no admin role) is refused each page and action; the outsider
    (beta, a team admin there) does not find alpha's page or channel at all."""
    admin, outsider = team_admin(people.owner), team_admin(people.outsider)
    alpha = Team.objects.get(name="alpha")
    client = client_for(admin)
    assert "/notifications/" in client.get("/runs/").content.decode(), "the nav links it"
    assert client.get("/notifications/").url == f"/notifications/team/{alpha.pk}/"
    form = {"name": "ops", "kind": "slack", "target": receiver.url("slack"), "on_failed": "on"}
    assert client.post(f"/notifications/team/{alpha.pk}/", form).status_code == 302
    hook = Channel.objects.get(team=alpha)
    assert hook.created_by == admin and hook.on_failed and not hook.on_review
    page = client.get(f"/notifications/team/{alpha.pk}/").content.decode()
    assert "ops" in page and f"{receiver.host}/…" in page
    assert SECRET not in page, "the URL's path is its secret: not shown"
    bad = client.post(f"/notifications/team/{alpha.pk}/", {**form, "target": "not a url"})
    assert bad.status_code == 200 and "needs an http(s) URL" in bad.content.decode()

    teammate = client_for(people.teammate)
    assert "/notifications/" not in teammate.get("/runs/").content.decode()
    assert teammate.get("/notifications/").status_code == 403
    assert teammate.get(f"/notifications/team/{alpha.pk}/").status_code == 403
    assert teammate.post(f"/notifications/team/{alpha.pk}/", form).status_code == 403
    for action in ("test", "toggle", "delete"):
        url = f"/notifications/channel/{hook.pk}/{action}"
        assert teammate.post(url).status_code == 403
        assert client_for(outsider).post(url).status_code == 404
    assert client_for(outsider).get(f"/notifications/team/{alpha.pk}/").status_code == 404
    assert not Delivery.objects.exists() and Channel.objects.get(pk=hook.pk).enabled

    assert client.post(f"/notifications/channel/{hook.pk}/toggle").status_code == 302
    assert not Channel.objects.get(pk=hook.pk).enabled
    assert client.post(f"/notifications/channel/{hook.pk}/delete").status_code == 302
    assert not Channel.objects.filter(pk=hook.pk).exists()
