"""The WebSocket origin check: a socket opens only from the site's own origin or a trusted one.

A browser sends the cookie of 127.0.0.1 with a socket that a page on any port of
127.0.0.1 opens (cookies do not name a port), so the check is the one Django's CSRF
check makes of a POST's Origin header, by the same rules and settings:

- the site's own origin is scheme://host of the socket request: its Host header
  (X-Forwarded-Host with USE_X_FORWARDED_HOST), valid for ALLOWED_HOSTS, and http for
  ws or https for wss. Behind a proxy that ends TLS, SECURE_PROXY_SSL_HEADER says
  which header tells https (as for Django's request.is_secure()), or the server is told
  to trust the proxy (uvicorn --proxy-headers --forwarded-allow-ips) and makes it wss;
- an origin in CSRF_TRUSTED_ORIGINS is trusted too, `https://*.example.com` entries
  matching subdomains.

A request without an Origin header is let through to the consumers, which still want a
session: browsers send one with every WebSocket handshake (the Fetch standard appends it
for mode "websocket"), so its absence means a client that is no browser, which could send
any Origin it liked. "null" (a sandboxed frame, a file) is an origin, and not ours.
A refused socket is closed before it is accepted, as channels' OriginValidator does (the
server answers the handshake with 403).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from urllib.parse import urlsplit

from asgiref.typing import ASGI3Application, ASGIReceiveCallable, ASGISendCallable, Scope
from channels.security.websocket import WebsocketDenier
from django.conf import settings
from django.http.request import split_domain_port, validate_host
from django.utils.http import is_same_domain

logger = logging.getLogger(__name__)
DEBUG_HOSTS = [".localhost", "127.0.0.1", "[::1]"]
"""Django's hosts for DEBUG with an empty ALLOWED_HOSTS."""


class SameOriginValidator:
    """ASGI middleware for the websocket protocol: only the allowed origins reach `app`."""

    def __init__(self, app: ASGI3Application) -> None:
        self.app = app

    async def __call__(
        self, scope: Scope, receive: ASGIReceiveCallable, send: ASGISendCallable
    ) -> None:
        if scope["type"] != "websocket":
            raise ValueError("SameOriginValidator is for WebSocket connections only")
        meta = request_meta(scope["headers"])
        if origin_allowed(meta, secure=scope.get("scheme") == "wss"):
            await self.app(scope, receive, send)
            return
        logger.warning(
            "refused a WebSocket to %s from origin %r (host %r)",
            scope["path"],
            meta.get("HTTP_ORIGIN"),
            meta.get("HTTP_HOST"),
        )
        await WebsocketDenier.as_asgi()(scope, receive, send)


def request_meta(headers: Iterable[tuple[bytes, bytes]]) -> dict[str, str]:
    """The headers as Django's request.META names them (repeats joined by commas)."""
    meta: dict[str, str] = {}
    for raw_name, raw_value in headers:
        name = "HTTP_" + raw_name.decode("latin-1").upper().replace("-", "_")
        value = raw_value.decode("latin-1")
        meta[name] = f"{meta[name]},{value}" if name in meta else value
    return meta


def origin_allowed(meta: dict[str, str], *, secure: bool) -> bool:
    """Whether a socket request with these headers, over TLS or not, may open."""
    origin = meta.get("HTTP_ORIGIN")
    if origin is None:
        return True  # no browser: see the module's docstring
    host = _host(meta)
    if host is not None and origin == f"{_scheme(meta, secure=secure)}://{host}":
        return True
    trusted = settings.CSRF_TRUSTED_ORIGINS
    if origin in (entry for entry in trusted if "*" not in entry):
        return True
    try:
        parsed = urlsplit(origin)
    except ValueError:
        return False
    wildcards = (urlsplit(entry) for entry in trusted if "*" in entry)
    return any(
        entry.scheme == parsed.scheme and is_same_domain(parsed.netloc, entry.netloc.lstrip("*"))
        for entry in wildcards
    )


def _scheme(meta: dict[str, str], *, secure: bool) -> str:
    """http or https, as Django's request.scheme decides it."""
    if settings.SECURE_PROXY_SSL_HEADER:
        header, secure_value = settings.SECURE_PROXY_SSL_HEADER
        value = meta.get(header)
        if value is not None:
            return "https" if value.split(",", 1)[0].strip() == secure_value else "http"
    return "https" if secure else "http"


def _host(meta: dict[str, str]) -> str | None:
    """The host the request names, if ALLOWED_HOSTS allows it (Django's request.get_host())."""
    if settings.USE_X_FORWARDED_HOST and "HTTP_X_FORWARDED_HOST" in meta:
        host = meta["HTTP_X_FORWARDED_HOST"]
    elif "HTTP_HOST" in meta:
        host = meta["HTTP_HOST"]
    else:
        return None
    allowed = settings.ALLOWED_HOSTS or (DEBUG_HOSTS if settings.DEBUG else [])
    domain, _ = split_domain_port(host)
    return host if domain and validate_host(domain, allowed) else None
