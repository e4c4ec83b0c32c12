"""Management commands, called as the shell would call them, on the real database."""

from __future__ import annotations

import json
import re
from io import StringIO

import pytest
from celery import Celery
from django.contrib.auth.models import User
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import Client

from accounts.models import ApiToken, Team
from config.celery import app as celery_app
from harness import scenarios
from runs.models import Run, Status
from runs.queue import enqueue_run
from runs.rendering import NOT_SENT
from runs.services import launch_run
from tests.web.conftest import People, Worker, scripted

pytestmark = pytest.mark.django_db


def run_command(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def logs_in(username: str, password: str) -> bool:
    """Whether the login page takes the password (axes needs a request: no Client.login)."""
    form = {"username": username, "password": password}
    response = Client().post("/accounts/login/", form)
    return response.status_code == 302 and response["Location"] == "/runs/"


# -- createtoken ------------------------------------------------------------------


def test_it_prints_a_token_that_authenticates(people: People):
    raw = run_command("createtoken", "alice", "--name", "laptop").strip()
    assert "\n" not in raw and raw.startswith("lg_")
    token = ApiToken.objects.get(user=people.owner)
    assert token.name == "laptop" and token.digest != raw

    config = scripted("recovery")
    run = launch_run(user=people.owner, goal="g", config=config)
    response = Client(HTTP_AUTHORIZATION=f"Bearer {raw}").get(f"/api/runs/{run.pk}")
    assert response.status_code == 200 and response.json()["id"] == run.pk


def test_it_refuses_a_token_for_an_unknown_user(people: People):
    with pytest.raises(CommandError, match="no user named 'mallory'"):
        run_command("createtoken", "mallory")
    assert ApiToken.objects.count() == 0


# -- bootstrap ----------------------------------------------------------------------


def test_it_bootstraps_a_superuser_once():
    first = run_command("bootstrap")
    found = re.search(r"created user 'admin' with password (\S+)", first)
    assert found, first
    password = found.group(1)
    admin = User.objects.get()
    assert admin.username == "admin" and admin.is_superuser and admin.is_staff
    assert list(Team.objects.get(name="default").members.all()) == [admin]
    assert logs_in("admin", password)
    assert first.count(password) == 1

    second = run_command("bootstrap")
    assert "nothing to do" in second
    assert "password" not in second
    assert User.objects.count() == 1 and Team.objects.count() == 1
    assert logs_in("admin", password), "the password still works"


def test_it_bootstraps_with_the_username_given():
    run_command("bootstrap", "--username", "root")
    assert User.objects.get().username == "root"


# -- launch -------------------------------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_it_launches_and_waits_for_a_run(celery_worker: Worker):
    run_command("bootstrap")
    out = run_command("launch", "--scenario", "recovery", "--wait", "--json", "--timeout", "60")
    data = json.loads(out)  # one JSON object, nothing else
    assert set(data) == {"id", "status", "steps", "check", "cost"}
    assert data["status"] == "answered" and data["steps"] == 5 and data["check"] is None
    assert data["cost"] is None, "a scripted run has no price: no cost, not $0"
    run = Run.objects.get(pk=data["id"])
    assert run.status == Status.ANSWERED
    assert run.created_by == User.objects.get(username="admin")
    assert run.goal == scenarios.load("recovery").goal
    out = run_command("launch", "--scenario", "recovery", "--check", "false", "--wait", "--json")
    failed = json.loads(out)
    assert (failed["status"], failed["check"]) == ("failed", False), "--check, run and failed"


@pytest.mark.django_db(transaction=True)
def test_a_launch_with_the_task_queue_down_says_so_and_loses_no_run(people: People):
    """Tried: `launch` and the web's launch with Redis down (the broker at a closed
    loopback port). The command refuses in a line, saving nothing; a launch from the web
    keeps its run, queued, its page saying why, and the run is sent when Redis answers."""
    down = Celery("down", broker="redis://127.0.0.1:1/0", set_as_current=False)
    down.set_current()
    try:
        with pytest.raises(CommandError, match=r"the task queue \(Redis\) does not answer"):
            run_command("launch", "--scenario", "recovery", "--user", "bob")
        assert Run.objects.count() == 0
        run = launch_run(user=people.teammate, goal="g", config=scripted("recovery"))
    finally:
        celery_app.set_current()
    run.refresh_from_db()
    assert (run.status, run.enqueued_at) == (Status.QUEUED, None)
    viewer = Client()
    viewer.force_login(people.teammate)
    assert NOT_SENT in viewer.get(run.get_absolute_url()).content.decode()
    assert enqueue_run(run.pk), "the queue answers again: the same run is sent"
    run.refresh_from_db()
    assert run.enqueued_at is not None and run.task_id


def test_it_prints_the_id_of_the_run_it_launches():
    run_command("bootstrap")
    out = run_command("launch", "--scenario", "recovery", "--channel", "native")
    run = Run.objects.get()
    assert out.strip() == str(run.pk)
    assert run.status == Status.QUEUED
    assert run.config["backend"]["scenario"] == "recovery"
    assert run.config["channel"] == "native"


def test_it_launches_as_the_user_given(people: People):
    out = run_command("launch", "--scenario", "recovery", "--user", "bob")
    assert Run.objects.get(pk=int(out)).created_by == people.teammate


def test_it_refuses_an_unknown_scenario_and_names_the_known_ones():
    run_command("bootstrap")
    with pytest.raises(CommandError) as raised:
        run_command("launch", "--scenario", "nope")
    message = str(raised.value)
    assert "unknown scenario 'nope'" in message, "tried --scenario nope"
    for name in scenarios.names():
        assert name in message
    assert Run.objects.count() == 0


def test_it_refuses_to_launch_without_a_superuser():
    with pytest.raises(CommandError, match=r"no superuser yet; run `python manage.py bootstrap`"):
        run_command("launch", "--scenario", "recovery")
    assert Run.objects.count() == 0


def test_it_does_not_send_to_bootstrap_when_users_exist_but_no_superuser(people: People):
    # bootstrap does nothing once any user exists, so sending there would be a dead end
    assert "nothing to do" in run_command("bootstrap")
    with pytest.raises(CommandError) as raised:
        run_command("launch", "--scenario", "recovery")
    message = str(raised.value)
    assert "no superuser" in message and "--user" in message
    assert "bootstrap" not in message
    assert Run.objects.count() == 0


def test_it_refuses_an_unknown_or_inactive_user(people: People):
    with pytest.raises(CommandError, match="no user 'mallory'"):
        run_command("launch", "--scenario", "recovery", "--user", "mallory")
    User.objects.filter(username="bob").update(is_active=False)
    with pytest.raises(CommandError, match="no user 'bob'"):
        run_command("launch", "--scenario", "recovery", "--user", "bob")
    assert Run.objects.count() == 0


def test_it_fails_a_wait_that_runs_out(people: People) -> None:
    people.owner.is_superuser = True
    people.owner.save()
    # no worker is running, so the run stays queued past the timeout
    with pytest.raises(CommandError, match=r"is still queued after 0\.3s"):
        run_command("launch", "--scenario", "recovery", "--wait", "--timeout", "0.3")
