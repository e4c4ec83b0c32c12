"""The login page of someone locked out: what is locked, for how long, and who can lift it.

django-axes counts failed log-ins per username and, apart, per address (config/settings.py);
once either reaches the limit, the login form checks no password and answers with this page.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from axes.attempts import get_cool_off_threshold
from axes.helpers import get_client_username, get_cool_off, get_failure_limit
from axes.models import AccessAttempt
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


def locked_sides(request: HttpRequest) -> str:
    """Which is locked: "for this account", "from your address", or both."""
    attempts = AccessAttempt.objects.all()
    if get_cool_off(request):
        attempts = attempts.filter(attempt_time__gte=get_cool_off_threshold(request))
    limit = get_failure_limit(request, None)
    sides = {
        "for this account": attempts.filter(username=get_client_username(request)),
        "from your address": attempts.filter(ip_address=getattr(request, "axes_ip_address", "")),
    }
    locked = [side for side, rows in sides.items() if _failures(rows) >= limit]
    return " and ".join(locked) or "for this account or from your address"


def _failures(attempts: QuerySet[AccessAttempt]) -> int:
    return int(attempts.aggregate(n=Sum("failures_since_start"))["n"] or 0)


def _minutes(span: timedelta) -> str:
    minutes = max(round(span.total_seconds() / 60), 1)
    return f"{minutes} minute{'s' if minutes != 1 else ''}"
