"""Login locks: what locks, and the login page of someone locked out.

django-axes counts failed log-ins per username and address together (config/settings.py):
the fifth for alice from one address locks alice there, and nowhere else. LoginLocks adds a
second lock, per address for any usernames, at a higher limit. Once either is reached, the
login form checks no password and answers with the page made here, which says which it is.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from axes.attempts import get_cool_off_threshold
from axes.handlers.database import AxesDatabaseHandler
from axes.helpers import get_client_username, get_cool_off, get_failure_limit
from axes.models import AccessAttempt
from axes.signals import user_locked_out
from django.conf import settings
from django.contrib import admin
from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth.forms import AuthenticationForm
from django.db.models import QuerySet, Sum
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse

TOO_MANY_REQUESTS = 429


def lockout_response(request: HttpRequest, *_: object) -> HttpResponse:
    """AXES_LOCKOUT_CALLABLE: the login page again, with the lockout message, status 429.

    It reads the request only: axes calls it with (request, response, credentials) from
    sync code, but with (request, credentials) under ASGI (jazzband/django-axes#1494).
    """
    context: dict[str, Any] = {
        "locked_out": lockout_message(request),
        "next": request.POST.get("next", ""),
    }
    admin_home = reverse("admin:index")
    if not request.path.startswith(admin_home):
        context["form"] = AuthenticationForm(request)
        return render(request, "registration/login.html", context, status=TOO_MANY_REQUESTS)
    context |= admin.site.each_context(request) | {
        "title": "Log in",
        "form": AdminAuthenticationForm(request),
        "app_path": request.get_full_path(),
        "next": context["next"] or admin_home,
    }
    return render(request, "admin/login.html", context, status=TOO_MANY_REQUESTS)


def lockout_message(request: HttpRequest) -> str:
    cool_off = get_cool_off(request)
    until = (
        f"for up to {_minutes(cool_off)}; an admin can lift the lock sooner"
        if cool_off
        else "until an admin lifts the lock"
    )
    return f"Too many failed log-ins {locked_sides(request)}: logging in is locked {until}."


class LoginLocks(AxesDatabaseHandler):
    """AXES_HANDLER: axes' database handler, which locks a username from an address at
    LOOPGLASS_LOGIN_FAILURES, and a lock on the address itself, for every username, at
    LOOPGLASS_LOGIN_ADDRESS_FAILURES."""

    def is_locked(self, request: HttpRequest, credentials: dict[str, Any] | None = None) -> bool:
        return bool(super().is_locked(request, credentials)) or address_locked(request)

    def user_login_failed(
        self,
        sender: object,
        credentials: dict[str, Any],
        request: HttpRequest | None = None,
        **kwargs: Any,
    ) -> None:
        """The failure is recorded and the pair locked as axes does; the failure that
        reaches the address's limit locks it there and then, as the pair's fifth does."""
        super().user_login_failed(sender, credentials, request, **kwargs)
        if request is None or getattr(request, "axes_locked_out", False):
            return
        if address_locked(request):
            marked: Any = request  # axes keeps its findings on the request
            marked.axes_locked_out, marked.axes_credentials = True, credentials
            user_locked_out.send(
                "axes",
                request=request,
                username=get_client_username(request, credentials),
                ip_address=_address(request),
            )


def address_locked(request: HttpRequest) -> bool:
    """Whether the request's address has failed its limit's worth, for any usernames."""
    failures = _failures(_counted(request).filter(ip_address=_address(request)))
    return failures >= settings.LOOPGLASS_LOGIN_ADDRESS_FAILURES


def pair_locked(request: HttpRequest) -> bool:
    """Whether the username posted has failed its limit's worth from the request's address."""
    username = get_client_username(request)
    rows = _counted(request).filter(username=username, ip_address=_address(request))
    return _failures(rows) >= get_failure_limit(request, None)


def locked_sides(request: HttpRequest) -> str:
    """Which is locked: this account from this address, or every account from it."""
    if address_locked(request):
        return "from your address, for every account"
    if pair_locked(request):
        return "for this account from your address"
    return "from your address"  # both locks are


def _counted(request: HttpRequest) -> QuerySet[AccessAttempt]:
    """The access attempts that still count: those of the lock's last minutes, as axes
    counts them (from the request's time)."""
    attempts = AccessAttempt.objects.all()
    if get_cool_off(request):
        attempts = attempts.filter(attempt_time__gte=get_cool_off_threshold(request))
    return attempts


def _address(request: HttpRequest) -> str:
    """The client's address as axes took it (REMOTE_ADDR)."""
    return str(getattr(request, "axes_ip_address", ""))


def _failures(attempts: QuerySet[AccessAttempt]) -> int:
    return int(attempts.aggregate(n=Sum("failures_since_start"))["n"] or 0)


def _minutes(span: timedelta) -> str:
    minutes = max(round(span.total_seconds() / 60), 1)
    return f"{minutes} minute{'s' if minutes != 1 else ''}"
