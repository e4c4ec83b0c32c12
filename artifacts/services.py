"""Retention: artifacts past their time lose their bytes; their rows and packets stay."""

from __future__ import annotations

from datetime import datetime

from django.utils import timezone

from artifacts.models import Artifact
from artifacts.store import DjangoArtifactStore

BATCH = 1000


def expire_artifacts(*, now: datetime | None = None) -> dict[str, int]:
    """Mark every artifact past `expires_at` expired, then delete each blob no unexpired
    artifact still shares. Safe to run twice at once: a blob is deleted at most once."""
    now = now or timezone.now()
    store = DjangoArtifactStore()
    expired, released = 0, 0
    while True:
        batch = list(
            Artifact.objects.filter(expired=False, expires_at__lte=now)
            .order_by("expires_at")
            .values_list("pk", "sha256")[:BATCH]
        )
        if not batch:
            break
        expired += Artifact.objects.filter(pk__in=[pk for pk, _ in batch]).update(expired=True)
        released += sum(store.release(sha256) for sha256 in {sha for _, sha in batch})
    return {"expired": expired, "blobs_deleted": released, "spool_files": store.sweep_spool()}
