"""One attempt to send a notice through a channel: a JSON POST, or a mail.

A failure is raised as SendFailed with a message fit for the delivery log: the webhook's
URL (whose path is its secret) appears only as its scheme and host, and what the receiver
answered is redacted. Refused (an address the settings do not allow) is not retried.
"""

from __future__ import annotations

import smtplib
from typing import Any
from urllib.parse import urlsplit

import httpx
from django.conf import settings
from django.core.mail import send_mail

from harness.output.redact import redact_string
from harness.tools.addresses import Allowance, refusal, system_resolve
from notifications import messages
from notifications.models import Channel, Kind, shown_url

ANSWER_QUOTED = 200
"""Characters of a refusing receiver's answer kept in the log."""


class SendFailed(Exception):
    """This attempt failed; the message is safe to store and show."""


class Refused(SendFailed):
    """The channel's address may not be reached: no retry will change that."""


def send(channel: Channel, notice: messages.Notice) -> None:
    if channel.kind == Kind.EMAIL:
        _mail(channel.target, notice)
        return
    bodies = {
        Kind.WEBHOOK: messages.webhook_body,
        Kind.SLACK: messages.slack_body,
        Kind.TEAMS: messages.teams_body,
    }
    post_json(channel.target, bodies[Kind(channel.kind)](notice))


def post_json(url: str, body: dict[str, Any]) -> None:
    """POST `body` to `url` within LOOPGLASS_NOTIFY_TIMEOUT seconds a phase; any 2xx is sent."""
    check_address(url)
    timeout = settings.LOOPGLASS_NOTIFY_TIMEOUT
    try:
        response = httpx.post(url, json=body, timeout=timeout, follow_redirects=False)
    except httpx.TimeoutException:
        raise SendFailed(f"{shown_url(url)} did not answer within {timeout} s") from None
    except httpx.HTTPError as error:
        raise SendFailed(f"{type(error).__name__}: {scrubbed(str(error), url)}") from None
    if not response.is_success:
        answer = scrubbed(response.text[:ANSWER_QUOTED], url)
        raise SendFailed(f"{shown_url(url)} answered HTTP {response.status_code}: {answer}")


def check_address(url: str) -> None:
    """Refuse a URL that is not http(s), or whose host resolves to a loopback, private or
    metadata address the settings do not allow (LOOPGLASS_NOTIFY_ALLOWED). The host is
    resolved here and again by the connection: a name whose DNS changes in between is not
    caught, so allow internal names only where their DNS is trusted."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise Refused(f"{shown_url(url)} is not an http(s) URL")
    allowance = Allowance.parse(settings.LOOPGLASS_NOTIFY_ALLOWED)
    if allowance.names_host(parts.hostname):
        return
    port = parts.port or (443 if parts.scheme == "https" else 80)
    try:
        addresses = system_resolve(parts.hostname, port)
    except OSError as error:
        raise SendFailed(f"{parts.hostname} does not resolve: {error}") from None
    for address in addresses:
        reason = refusal(parts.hostname, address, allowance)
        if reason:
            raise Refused(f"{reason}; LOOPGLASS_NOTIFY_ALLOWED may allow it")


def _mail(address: str, notice: messages.Notice) -> None:
    subject, body = messages.email_parts(notice)
    try:
        send_mail(subject, body, settings.DEFAULT_FROM_EMAIL, [address], fail_silently=False)
    except (smtplib.SMTPException, OSError) as error:
        raise SendFailed(f"{type(error).__name__}: {redact_string(str(error))}") from None


def scrubbed(text: str, url: str) -> str:
    """`text` without `url` or its path (a webhook's token), and redacted."""
    path = urlsplit(url).path
    text = text.replace(url, shown_url(url))
    if len(path) > 1:
        text = text.replace(path, "/…")
    return redact_string(text)
