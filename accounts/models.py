"""Teams (who sees whose runs) and API tokens (stored hashed)."""

from __future__ import annotations

import hashlib
import secrets

from django.conf import settings
from django.contrib.auth.models import User
from django.db import models
from django.utils import timezone

TOKEN_PREFIX = "lg_"  # noqa: S105 (a marker that makes leaked tokens easy to grep, not a secret)


class Team(models.Model):
    """People who see each other's runs."""

    name = models.CharField(max_length=100, unique=True)
    members = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="teams", blank=True)

    def __str__(self) -> str:
        return self.name


def _digest(raw: str) -> str:
    return hashlib.sha256(raw.encode()).hexdigest()


class ApiToken(models.Model):
    """A bearer token for the JSON API. Only its SHA-256 is kept; the token is shown once."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_tokens"
    )
    name = models.CharField(max_length=100, blank=True)
    prefix = models.CharField(max_length=12)
    """The token's first characters, to tell tokens apart in a list."""
    digest = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"{self.prefix}… ({self.user})"

    @classmethod
    def issue(cls, user: User, name: str = "") -> tuple[ApiToken, str]:
        """A new token for `user`: the row, and the token itself (not stored)."""
        raw = TOKEN_PREFIX + secrets.token_urlsafe(32)
        token = cls.objects.create(user=user, name=name, prefix=raw[:10], digest=_digest(raw))
        return token, raw

    @classmethod
    def find(cls, raw: str) -> ApiToken | None:
        """The token row for `raw`, if there is one; it records when it was used."""
        token = cls.objects.select_related("user").filter(digest=_digest(raw)).first()
        if token is None or not token.user.is_active:
            return None
        cls.objects.filter(pk=token.pk).update(last_used_at=timezone.now())
        return token
