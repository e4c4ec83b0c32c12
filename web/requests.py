"""The requests the views are given, as the middleware and the decorators leave them.

Type annotations only: the request is Django's own. django-stubs types `request.user` as
`User | AnonymousUser`; behind `@login_required` it is a `User`. django-htmx's middleware
adds `htmx` to every request; django-ninja's auth puts the caller's user in `auth`.
"""

from __future__ import annotations

from django.contrib.auth.models import User
from django.http import HttpRequest
from django_htmx.middleware import HtmxDetails


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails


class AuthenticatedHttpRequest(HtmxHttpRequest):
    """A request to a `@login_required` view."""

    user: User


class ApiRequest(HttpRequest):
    """A request to the JSON API, past its auth (a bearer token or the session)."""

    auth: User
