"""A team's notification channels, and the log of what was sent through them."""

from __future__ import annotations

from urllib.parse import urlsplit

from django.conf import settings
from django.db import models

from accounts.models import Team
from runs.models import Approval, Run

MANAGE_PERMISSION = "notifications.manage_channels"
"""The permission that lets a team's member manage its channels (the team-admin group has it)."""


class Kind(models.TextChoices):
    WEBHOOK = "webhook", "Webhook (JSON POST)"
    SLACK = "slack", "Slack incoming webhook"
    TEAMS = "teams", "Microsoft Teams incoming webhook"
    EMAIL = "email", "Email"


class Event(models.TextChoices):
    REVIEW = "review", "a run waits for review"
    FAILED = "failed", "a run failed"
    FINISHED = "finished", "a run finished"
    TEST = "test", "a test message"


class Channel(models.Model):
    """Where a team hears of its runs: a URL to POST to, or an address to mail."""

    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="channels")
    name = models.CharField(max_length=100)
    kind = models.CharField(max_length=10, choices=Kind.choices)
    target = models.CharField(max_length=1000)
    """The webhook's URL (its path is a secret: shown and logged only as `shown_target`), or
    the email address."""
    on_review = models.BooleanField("when a run waits for review", default=True)
    on_failed = models.BooleanField("when a run fails", default=True)
    on_finished = models.BooleanField("when a run finishes", default=False)
    enabled = models.BooleanField(default=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name", "pk"]
        permissions = [("manage_channels", "Can manage their teams' notification channels")]

    def __str__(self) -> str:
        return f"{self.name} ({self.kind}: {self.shown_target})"

    @property
    def shown_target(self) -> str:
        """The target as it may be shown or logged: a URL's scheme and host only."""
        return self.target if self.kind == Kind.EMAIL else shown_url(self.target)


def shown_url(url: str) -> str:
    """`https://hooks.slack.com/…`: a webhook URL's path and query carry its token."""
    parts = urlsplit(url)
    host = parts.hostname or "?"
    port = f":{parts.port}" if parts.port else ""
    return f"{parts.scheme}://{host}{port}/…"


class DeliveryStatus(models.TextChoices):
    QUEUED = "queued"
    SENT = "sent"
    FAILED = "failed"


class Delivery(models.Model):
    """One notice to one channel: queued, then sent, or failed after its retries."""

    channel = models.ForeignKey(Channel, on_delete=models.CASCADE, related_name="deliveries")
    event = models.CharField(max_length=10, choices=Event.choices)
    run = models.ForeignKey(Run, null=True, on_delete=models.CASCADE, related_name="+")
    approval = models.ForeignKey(Approval, null=True, on_delete=models.SET_NULL, related_name="+")
    status = models.CharField(
        max_length=10, choices=DeliveryStatus.choices, default=DeliveryStatus.QUEUED
    )
    attempts = models.PositiveIntegerField(default=0)
    attempted_at = models.JSONField(default=list)
    """When each attempt started (ISO 8601): the backoff between them, as it happened."""
    last_error = models.TextField(blank=True)
    """The last failed attempt's error, redacted: never the webhook's path or a token (kept
    once a retry is sent, to say what was retried)."""
    created_at = models.DateTimeField(auto_now_add=True)
    sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-pk"]
        verbose_name_plural = "deliveries"

    def __str__(self) -> str:
        return f"{self.event} to {self.channel.name}: {self.status}"
