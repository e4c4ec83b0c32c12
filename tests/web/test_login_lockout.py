"""Login guessing (issue 18), and the lockout as a weapon (issue 37).

Issue 18: forty wrong passwords, then the right one, logged in. Issue 37: then five wrong
passwords for any username, from any address, locked that user out of the web login for
fifteen minutes, and again after, indefinitely. Now a lock is per username and address
together: the fifth failure (LOOPGLASS_LOGIN_FAILURES) for alice from 127.0.0.2 locks alice
there and nowhere else. An address is locked for every username only at its own, higher
limit (LOOPGLASS_LOGIN_ADDRESS_FAILURES), so it cannot spray guesses across accounts. A
locked login page answers 429, says which lock it is and for how long, and checks no
password until the lock ends or an admin lifts it; API tokens keep working. The requests
are the real login forms, posted by the test Client from the addresses given
(REMOTE_ADDR), and by httpx from two loopback addresses to the real ASGI server.
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

from accounts.models import ApiToken
from tests.web.conftest import PASSWORD, People, client_for

pytestmark = pytest.mark.django_db
LOGIN, ADMIN_LOGIN = "/accounts/login/", "/admin/login/"
LIMIT = settings.LOOPGLASS_LOGIN_FAILURES
ADDRESS_LIMIT = settings.LOOPGLASS_LOGIN_ADDRESS_FAILURES
MINUTES = settings.LOOPGLASS_LOCKOUT_MINUTES
LOCKED = f"logging in is locked for up to {MINUTES} minutes; an admin can lift the lock sooner."
PAIR, ADDRESS = "for this account from your address", "from your address, for every account"
HOME, OTHER = "127.0.0.1", "127.0.0.2"
"""alice's address, and the one someone else guesses from."""


@pytest.fixture
def users(people: People, settings: Any) -> People:
    """The three users, their passwords hashed with MD5: each guess is hashed, and the
    default hasher takes a second a hash (the ASGI test keeps it: the server has its own)."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    User.objects.update(password=make_password(PASSWORD))
    return people


def post_login(
    username: str, password: str, address: str = HOME, path: str = LOGIN
) -> tuple[Client, Any]:
    """The login form posted from `address`: the client (logged in or not) and its answer."""
    client = Client(REMOTE_ADDR=address)
    return client, client.post(path, {"username": username, "password": password})


def fail(times: int, username: str, address: str = HOME, path: str = LOGIN) -> Any:
    """`times` wrong passwords; the last answer."""
    for _ in range(times):
        _, response = post_login(username, "wrong password", address, path)
    return response


def spray(guesses: int, address: str) -> Any:
    """One wrong password each for `guesses` usernames; the last answer."""
    for number in range(guesses):
        response = fail(1, f"guess{number}", address)
    return response


def logs_in(username: str, address: str = HOME, path: str = LOGIN) -> bool:
    client, response = post_login(username, PASSWORD, address, path)
    return response.status_code == 302 and "_auth_user_id" in client.session


def assert_locked(response: Any, which: str) -> None:
    """A 429 with the message on the login page itself, its form still there."""
    assert response.status_code == 429, response.status_code
    page = response.content.decode()
    assert f"Too many failed log-ins {which}: {LOCKED}" in page, page[-1500:]
    assert 'name="password"' in page, "the page is the login page"


def test_it_refuses_the_right_password_after_five_wrong_ones(users: People):
    for _ in range(LIMIT - 1):
        assert fail(1, "alice").status_code == 200, "the form says the password is wrong"
    assert_locked(fail(1, "alice"), PAIR)
    client, response = post_login("alice", PASSWORD)
    assert_locked(response, PAIR)
    assert "_auth_user_id" not in client.session
    assert client.get("/runs/").status_code == 302, "not logged in"


def test_guesses_from_another_address_do_not_lock_the_user_out(users: People):
    assert_locked(fail(LIMIT, "alice", OTHER), PAIR)
    assert not logs_in("alice", OTHER), "alice is locked where the guesses came from"
    assert logs_in("alice", HOME), "and logs in from her own address"
    assert_locked(fail(LIMIT, "alice", OTHER), PAIR)  # guessing on changes nothing for her
    assert logs_in("alice", HOME)
    assert logs_in("bob", OTHER), "five guesses at alice do not lock the address"


def test_the_admin_login_locks_the_same_way(users: People):
    User.objects.create_superuser("root", "", PASSWORD)
    fail(LIMIT, "root", OTHER, path=ADMIN_LOGIN)
    client, response = post_login("root", PASSWORD, OTHER, path=ADMIN_LOGIN)
    assert_locked(response, PAIR)
    assert 'class="errornote"' in response.content.decode(), "in the admin's own page"
    assert client.get("/admin/").status_code == 302, "not logged in"
    assert not logs_in("root", OTHER), "nor on the site's login page"
    assert logs_in("root", HOME, path=ADMIN_LOGIN), "root logs in from another address"


def test_an_address_is_locked_for_every_username_at_its_own_limit(users: People):
    assert spray(ADDRESS_LIMIT - 1, OTHER).status_code == 200, "a wrong password, no lock"
    assert logs_in("bob", OTHER), "one guess short of the address's limit"
    assert_locked(spray(1, OTHER), ADDRESS)
    _, response = post_login("bob", PASSWORD, OTHER)
    assert_locked(response, ADDRESS)
    assert logs_in("bob", HOME), "bob's account is not locked"


def test_a_forged_forwarded_for_header_is_not_the_address(users: People):
    fail(LIMIT, "bob", OTHER)
    client = Client(REMOTE_ADDR=OTHER, HTTP_X_FORWARDED_FOR=HOME)
    response = client.post(LOGIN, {"username": "bob", "password": PASSWORD})
    assert_locked(response, PAIR)


def test_it_logs_in_under_the_limit_and_locks_at_it(users: People):
    fail(LIMIT - 1, "alice")
    assert logs_in("alice"), "four wrong passwords and the right one"
    assert_locked(fail(1, "alice"), PAIR)


def test_the_lock_ends_after_its_minutes_and_tries_meanwhile_do_not_extend_it(users: People):
    fail(LIMIT, "alice")
    fail(3, "alice")
    assert not logs_in("alice")
    assert sum(a.failures_since_start for a in AccessAttempt.objects.all()) == LIMIT
    fifth = AccessAttempt.objects.get().attempt_time
    AccessAttempt.objects.update(attempt_time=fifth - timedelta(minutes=MINUTES))
    assert logs_in("alice"), "the lock's minutes after the fifth failure"


def test_a_locked_user_keeps_her_api_token(users: People):
    _, raw = ApiToken.issue(users.owner, "laptop")
    api = Client(REMOTE_ADDR=HOME, HTTP_AUTHORIZATION=f"Bearer {raw}")
    fail(LIMIT, "alice", HOME)
    assert not logs_in("alice", HOME)
    assert api.get("/api/runs").status_code == 200, "her own address, her account locked"
    spray(ADDRESS_LIMIT, HOME)
    assert_locked(post_login("alice", PASSWORD, HOME)[1], ADDRESS)
    assert api.get("/api/runs").status_code == 200, "her address locked for everyone"
    assert Client(REMOTE_ADDR=HOME).get("/api/runs").status_code == 401, "the token counts"


def run_command(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_an_admin_lifts_one_pair_with_a_command(users: People):
    fail(LIMIT, "alice", HOME)
    fail(LIMIT, "alice", OTHER)
    assert "1 attempts removed" in run_command("axes_reset_ip_username", HOME, "alice")
    assert logs_in("alice", HOME)
    assert not logs_in("alice", OTHER), "the other address's lock stands"


def test_an_admin_lifts_a_user_or_an_address_with_a_command(users: People):
    fail(LIMIT, "alice", HOME)
    fail(LIMIT, "alice", OTHER)
    assert "2 attempts removed" in run_command("axes_reset_username", "alice")
    assert logs_in("alice", HOME) and logs_in("alice", OTHER)

    spray(ADDRESS_LIMIT, OTHER)
    assert not logs_in("bob", OTHER)
    assert f"{ADDRESS_LIMIT} attempts removed" in run_command("axes_reset_ip", OTHER)
    assert logs_in("bob", OTHER)


def delete_attempts(admin: Client, listing: str) -> None:
    """The admin's access attempts listed at `listing`, selected and deleted."""
    page = admin.get(f"/admin/axes/accessattempt/{listing}")
    assert page.status_code == 200
    chosen = [str(pk) for pk in page.context["cl"].result_list.values_list("pk", flat=True)]
    answer = admin.post(
        f"/admin/axes/accessattempt/{listing}",
        {"action": "delete_selected", "_selected_action": chosen, "post": "yes"},
    )
    assert answer.status_code == 302


def test_an_admin_lifts_a_lock_on_the_admin_page(users: People):
    admin = client_for(User.objects.create_superuser("root", "", PASSWORD))
    fail(LIMIT, "alice", HOME)
    fail(LIMIT, "alice", OTHER)
    fail(LIMIT - 1, "bob", OTHER)
    listed = admin.get("/admin/axes/accessattempt/?locked_out=yes").content.decode()
    assert listed.count(">alice<") == 2 and ">bob<" not in listed, "the locked pairs"
    delete_attempts(admin, f"?locked_out=yes&q={OTHER}")  # alice's lock from there
    assert logs_in("alice", OTHER)
    assert not logs_in("alice", HOME), "her lock from her own address stands"

    spray(ADDRESS_LIMIT, OTHER)
    assert not logs_in("carol", OTHER)
    delete_attempts(admin, f"?q={OTHER}")  # an address's lock: all its attempts
    assert not AccessAttempt.objects.filter(ip_address=OTHER).exists()
    assert logs_in("carol", OTHER)


@pytest.mark.django_db(transaction=True)
def test_the_asgi_server_locks_a_user_out_from_one_loopback_address_only(
    people: People, asgi_server: str
):
    # Under ASGI, axes' middleware calls the lockout page with other arguments (#1494).
    def client(address: str) -> httpx.Client:
        transport = httpx.HTTPTransport(local_address=address)
        return httpx.Client(base_url=asgi_server, transport=transport, timeout=10)

    def log_in(session: httpx.Client, password: str) -> httpx.Response:
        form = {"csrfmiddlewaretoken": session.cookies["csrftoken"], "username": "alice"}
        return session.post(LOGIN, data=form | {"password": password})

    with client(OTHER) as guesser, client(HOME) as alice:
        guesser.get(LOGIN)
        for _ in range(LIMIT):
            log_in(guesser, "wrong password")
        locked = log_in(guesser, PASSWORD)
        alice.get(LOGIN)
        home = log_in(alice, PASSWORD)
    assert locked.status_code == 429
    assert f"Too many failed log-ins {PAIR}: {LOCKED}" in locked.text
    assert home.status_code == 302 and home.headers["location"] == "/runs/", home.status_code
    assert AccessAttempt.objects.get().ip_address == OTHER, "the server saw two addresses"
