"""Issue 18, login guessing: wrong passwords lock a username and, apart, an address.

What was tried: forty wrong passwords, then the right one, logged in, on the site's login
page and the admin's. Now the fifth failure (LOOPGLASS_LOGIN_FAILURES) for a username, from
any addresses, or from an address, for any usernames, locks it: the login page answers 429,
says what is locked and for how long, and checks no password until the lock ends or an admin
lifts it. The requests are the real login forms, posted by the test Client from the addresses
given (REMOTE_ADDR), and by httpx to the real ASGI server.
"""

from __future__ import annotations

from datetime import timedelta
from io import StringIO
from typing import Any

import httpx
import pytest
from axes.models import AccessAttempt
from django.conf import settings
from django.contrib.auth.hashers import make_password
from django.contrib.auth.models import User
from django.core.management import call_command
from django.test import Client

from tests.web.conftest import PASSWORD, People, client_for

pytestmark = pytest.mark.django_db
LOGIN, ADMIN_LOGIN = "/accounts/login/", "/admin/login/"
LIMIT = settings.LOOPGLASS_LOGIN_FAILURES
MINUTES = settings.LOOPGLASS_LOCKOUT_MINUTES
LOCKED = f"logging in is locked for up to {MINUTES} minutes; an admin can lift the lock sooner."


@pytest.fixture
def users(people: People, settings: Any) -> People:
    """The three users, their passwords hashed with MD5: each guess is hashed, and the
    default hasher takes a second a hash (the ASGI test keeps it: the server has its own)."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    User.objects.update(password=make_password(PASSWORD))
    return people


def post_login(
    username: str, password: str, address: str = "10.0.0.1", path: str = LOGIN
) -> tuple[Client, Any]:
    """The login form posted from `address`: the client (logged in or not) and its answer."""
    client = Client(REMOTE_ADDR=address)
    return client, client.post(path, {"username": username, "password": password})


def fail(times: int, username: str, address: str = "10.0.0.1", path: str = LOGIN) -> Any:
    """`times` wrong passwords; the last answer."""
    for _ in range(times):
        _, response = post_login(username, "wrong password", address, path)
    return response


def logs_in(username: str, address: str = "10.0.0.1", path: str = LOGIN) -> bool:
    client, response = post_login(username, PASSWORD, address, path)
    return response.status_code == 302 and "_auth_user_id" in client.session


def assert_locked(response: Any, side: str) -> None:
    """A 429 with the message on the login page itself, its form still there."""
    assert response.status_code == 429, response.status_code
    page = response.content.decode()
    assert f"Too many failed log-ins {side}: {LOCKED}" in page, page[-1500:]
    assert 'name="password"' in page, "the page is the login page"


def test_it_refuses_the_right_password_after_five_wrong_ones(users: People):
    for _ in range(LIMIT - 1):
        assert fail(1, "alice").status_code == 200, "the form says the password is wrong"
    assert_locked(fail(1, "alice"), "for this account and from your address")
    client, response = post_login("alice", PASSWORD)
    assert_locked(response, "for this account and from your address")
    assert "_auth_user_id" not in client.session
    assert client.get("/runs/").status_code == 302, "not logged in"


def test_the_admin_login_locks_the_same_way(users: People):
    User.objects.create_superuser("root", "", PASSWORD)
    fail(LIMIT, "root", path=ADMIN_LOGIN)
    client, response = post_login("root", PASSWORD, path=ADMIN_LOGIN)
    assert_locked(response, "for this account and from your address")
    assert 'class="errornote"' in response.content.decode(), "in the admin's own page"
    assert client.get("/admin/").status_code == 302, "not logged in"
    assert not logs_in("root"), "nor on the site's login page"


def test_an_address_is_locked_for_every_username(users: People):
    for number in range(LIMIT):  # one guess each at five usernames
        fail(1, f"guess{number}", address="10.0.0.7")
    _, response = post_login("bob", PASSWORD, address="10.0.0.7")
    assert_locked(response, "from your address")
    assert logs_in("bob", address="10.0.0.8"), "bob's account is not locked"


def test_a_username_is_locked_from_every_address(users: People):
    for number in range(LIMIT):  # one guess each from five addresses
        fail(1, "alice", address=f"10.0.1.{number}")
    _, response = post_login("alice", PASSWORD, address="10.0.2.1")
    assert_locked(response, "for this account")
    assert logs_in("bob", address="10.0.2.1"), "that address is not locked"


def test_a_forged_forwarded_for_header_is_not_the_address(users: People):
    fail(LIMIT, "guess", address="10.0.0.7")
    client = Client(REMOTE_ADDR="10.0.0.7", HTTP_X_FORWARDED_FOR="10.9.9.9")
    response = client.post(LOGIN, {"username": "bob", "password": PASSWORD})
    assert_locked(response, "from your address")


def test_it_logs_in_under_the_limit_and_locks_at_it(users: People):
    fail(LIMIT - 1, "alice")
    assert logs_in("alice"), "four wrong passwords and the right one"
    assert_locked(fail(1, "alice"), "for this account and from your address")


def test_the_lock_ends_after_its_minutes_and_tries_meanwhile_do_not_extend_it(users: People):
    fail(LIMIT, "alice")
    fail(3, "alice")
    assert not logs_in("alice")
    assert sum(a.failures_since_start for a in AccessAttempt.objects.all()) == LIMIT
    fifth = AccessAttempt.objects.get().attempt_time
    AccessAttempt.objects.update(attempt_time=fifth - timedelta(minutes=MINUTES))
    assert logs_in("alice"), "the lock's minutes after the fifth failure"


def run_command(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_an_admin_lifts_a_lock_with_a_command(users: People):
    fail(LIMIT, "alice", address="10.0.1.1")
    assert not logs_in("alice", address="10.0.1.2")
    assert "1 attempts removed" in run_command("axes_reset_username", "alice")
    assert logs_in("alice", address="10.0.1.2")

    fail(LIMIT, "guess", address="10.0.1.3")
    assert not logs_in("bob", address="10.0.1.3")
    assert "1 attempts removed" in run_command("axes_reset_ip", "10.0.1.3")
    assert logs_in("bob", address="10.0.1.3")


def test_an_admin_lifts_a_lock_on_the_admin_page(users: People):
    fail(LIMIT, "alice")
    admin = client_for(User.objects.create_superuser("root", "", PASSWORD))
    listed = admin.get("/admin/axes/accessattempt/?locked_out=yes")
    assert listed.status_code == 200 and "alice" in listed.content.decode()
    chosen = [str(pk) for pk in AccessAttempt.objects.values_list("pk", flat=True)]
    answer = admin.post(
        "/admin/axes/accessattempt/",
        {"action": "delete_selected", "_selected_action": chosen, "post": "yes"},
    )
    assert answer.status_code == 302 and not AccessAttempt.objects.exists()
    assert logs_in("alice")


@pytest.mark.django_db(transaction=True)
def test_the_asgi_server_answers_a_locked_login_with_the_page(people: People, asgi_server: str):
    # Under ASGI, axes' middleware calls the lockout page with other arguments (#1494).
    with httpx.Client(base_url=asgi_server, timeout=10) as client:
        client.get(LOGIN)
        form = {"csrfmiddlewaretoken": client.cookies["csrftoken"], "username": "alice"}
        for _ in range(LIMIT):
            client.post(LOGIN, data=form | {"password": "wrong password"})
        response = client.post(LOGIN, data=form | {"password": PASSWORD})
    assert response.status_code == 429
    assert f"Too many failed log-ins for this account and from your address: {LOCKED}" in (
        response.text
    )
