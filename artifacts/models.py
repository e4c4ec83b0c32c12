"""Artifact: one stored tool output. Its content fields are written once and never updated.

The bytes live in the "artifacts" storage under `blobs/<sha[:2]>/<sha>`, shared by
every artifact with the same sha256. Retention may delete them (`expired`); the
row, and the packets that cite it, stay.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timedelta
from typing import Any, cast

from django.conf import settings
from django.contrib.auth.models import AnonymousUser, User
from django.db import models
from django.urls import reverse
from django.utils import timezone

from accounts.services import visible_team_ids
from harness.agent.shapes import TrustLane as Lane
from harness.output.artifacts import ArtifactInfo

MUTABLE = frozenset({"expired"})
"""The only field that changes after an artifact is stored: retention sets it."""


class ImmutableArtifactError(Exception):
    """Something tried to change what an artifact holds or says about its source."""


class TrustLane(models.TextChoices):
    INTERNAL = "internal"
    EXTERNAL_RUNTIME = "external-runtime"
    EXTERNAL_WEB = "external-web"


def blob_name(sha256: str) -> str:
    """Where the bytes with this sha256 are kept in the artifacts storage."""
    return f"blobs/{sha256[:2]}/{sha256}"


def retention(lane: str) -> timedelta:
    """How long an artifact of this trust lane is kept (LOOPGLASS_RETENTION_DAYS)."""
    days: dict[str, int] = settings.LOOPGLASS_RETENTION_DAYS
    return timedelta(days=days.get(lane, days["default"]))


class ArtifactQuerySet(models.QuerySet["Artifact"]):
    def visible_to(self, user: User | AnonymousUser) -> ArtifactQuerySet:
        """The artifacts of the runs `user` may see."""
        teams = visible_team_ids(user)
        return self if teams is None else self.filter(run__team_id__in=teams)

    def update(self, **kwargs: Any) -> int:
        _refuse_content_changes(kwargs)
        return super().update(**kwargs)

    def bulk_update(
        self, objs: Iterable[Artifact], fields: Iterable[str], batch_size: int | None = None
    ) -> int:
        _refuse_content_changes(fields)
        return super().bulk_update(objs, fields, batch_size=batch_size)

    def lock_blob(self, sha256: str) -> None:
        """Lock every row sharing these bytes, until the transaction ends.

        Storing and expiring take it, so a blob is never deleted while a new
        artifact starts to use it (SQLite's IMMEDIATE transactions serialize anyway).
        """
        list(self.select_for_update().filter(sha256=sha256).values_list("pk", flat=True))


def _refuse_content_changes(fields: Iterable[str]) -> None:
    changed = sorted(set(fields) - MUTABLE)
    if changed:
        raise ImmutableArtifactError(f"an artifact's {', '.join(changed)} never change")


class Artifact(models.Model):
    """A raw tool output, redacted, content-addressed, immutable."""

    id = models.CharField(primary_key=True, max_length=40, editable=False)
    """art_<ulid>"""
    sha256 = models.CharField(max_length=64, db_index=True)
    size = models.PositiveBigIntegerField()
    """Bytes stored, after redaction."""
    content_type = models.TextField()
    encoding = models.CharField(max_length=20)
    """utf-8, utf-8-invalid (shown with replacement characters) or binary."""
    tool = models.TextField()
    trust_lane = models.CharField(max_length=20, choices=TrustLane.choices)
    family = models.CharField(max_length=100)
    exit_status = models.IntegerField(null=True, blank=True)
    source_url = models.TextField(null=True, blank=True)
    run = models.ForeignKey("runs.Run", on_delete=models.CASCADE, related_name="artifacts")
    step_index = models.PositiveIntegerField(null=True, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    expired = models.BooleanField(default=False)
    """Set by retention once the blob may be deleted; the row stays."""
    redactions = models.PositiveIntegerField(default=0)
    line_count = models.PositiveBigIntegerField(default=0)
    line_offsets = models.JSONField(default=list)
    """The byte offset where every LINE_STRIDE-th line starts (artifacts/lines.py), found
    while storing, so the viewer opens any page of a large artifact without a scan."""

    objects = ArtifactQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]
        default_permissions = ("view",)  # no add/change/delete: the worker writes, nobody edits
        permissions = [("view_raw", "Can read raw artifact bytes")]
        indexes = [models.Index(fields=["expired", "expires_at"])]

    def __str__(self) -> str:
        return self.id

    def save(self, *args: Any, **kwargs: Any) -> None:
        if not self._state.adding:
            fields = kwargs.get("update_fields")
            if fields is None:
                raise ImmutableArtifactError("an artifact is saved once; only `expired` changes")
            _refuse_content_changes(fields)
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        return reverse("artifacts:detail", args=[self.id])

    @property
    def blob_name(self) -> str:
        return blob_name(self.sha256)

    @property
    def is_expired(self) -> bool:
        """Past its retention, whether or not the beat task has deleted its bytes yet."""
        return self.expired or self.expires_at <= timezone.now()

    @property
    def is_text(self) -> bool:
        return self.encoding != "binary"

    def readable_by(self, user: User | AnonymousUser) -> bool:
        """May `user` read the bytes? They must also see the run (see `visible_to`)."""
        return bool(user.has_perm("artifacts.view_raw"))

    def info(self) -> ArtifactInfo:
        """The harness's view of this row."""
        created: datetime = self.created_at
        return ArtifactInfo(
            id=self.id,
            sha256=self.sha256,
            size=self.size,
            content_type=self.content_type,
            encoding=self.encoding,
            redactions=self.redactions,
            tool=self.tool,
            trust_lane=cast(Lane, self.trust_lane),
            family=self.family,
            exit_status=self.exit_status,
            source_url=self.source_url,
            run_id=str(self.run_id),
            step_index=self.step_index,
            created=created.timestamp(),
        )
