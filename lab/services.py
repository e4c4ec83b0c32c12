"""Launching a comparison, and working one through (the Celery task calls `execute`).

An uploaded zip is kept as one file in the "artifacts" storage
(`lab/<comparison id>/cases.zip`), so the worker reads it wherever it runs
(a local folder or S3), and is extracted into a temporary folder there.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from datetime import date
from functools import partial
from pathlib import Path
from typing import IO

from celery import current_app
from django.contrib.auth.models import AnonymousUser, User
from django.core.files import File
from django.core.files.storage import storages
from django.db import transaction
from django.db.models import F

from accounts.services import team_for
from artifacts.models import Artifact, ArtifactQuerySet
from artifacts.store import DjangoArtifactStore
from harness.output.document import Document
from lab import cases
from lab.figures import Measured, measure_case, measure_output
from lab.models import Comparison, ComparisonItem, Status
from lab.progress import send_progress

MAX_ARTIFACTS = 500


def artifacts_of_runs(user: User | AnonymousUser, run_ids: list[int]) -> list[str]:
    """The text artifacts of these runs that `user` may see, oldest first."""
    found = Artifact.objects.visible_to(user).filter(run_id__in=run_ids)
    return _ids(found)


def artifacts_by_filter(
    user: User | AnonymousUser,
    *,
    family: str = "",
    lane: str = "",
    since: date | None = None,
    until: date | None = None,
    limit: int = MAX_ARTIFACTS,
) -> list[str]:
    found = Artifact.objects.visible_to(user)
    if family:
        found = found.filter(family=family)
    if lane:
        found = found.filter(trust_lane=lane)
    if since:
        found = found.filter(created_at__date__gte=since)
    if until:
        found = found.filter(created_at__date__lte=until)
    return _ids(found, min(limit, MAX_ARTIFACTS))


def _ids(found: ArtifactQuerySet, limit: int = MAX_ARTIFACTS) -> list[str]:
    readable = found.filter(expired=False).exclude(encoding="binary")
    return list(readable.order_by("created_at", "pk").values_list("pk", flat=True)[:limit])


@transaction.atomic
def launch_comparison(
    *,
    user: User,
    reducers: list[str],
    source: str,
    artifact_ids: list[str] | None = None,
    cases_zip: IO[bytes] | None = None,
) -> Comparison:
    """A queued comparison; its task is enqueued once the row is committed."""
    comparison = Comparison.objects.create(
        team=team_for(user),
        created_by=user,
        reducers=reducers,
        source=source,
        artifact_ids=artifact_ids or [],
        total=len(artifact_ids or []),
    )
    if cases_zip is not None:
        comparison.total = len(cases.check_zip(cases_zip))
        cases_zip.seek(0)
        name = storages["artifacts"].save(f"lab/{comparison.pk}/cases.zip", File(cases_zip))
        comparison.cases_file = name
        comparison.save(update_fields=["total", "cases_file"])
    transaction.on_commit(partial(enqueue_comparison, comparison.pk))
    return comparison


RUN_COMPARISON = "lab.tasks.run_comparison"
"""The task that works a comparison through, sent by name: lab.tasks imports this module."""


def enqueue_comparison(comparison_id: int) -> None:
    current_app.send_task(RUN_COMPARISON, args=[comparison_id])


def execute(comparison_id: int) -> None:
    """Reduce every item under every version, saving and announcing each as it is done."""
    comparison = Comparison.objects.get(pk=comparison_id)
    if not comparison.is_active:
        return  # a second delivery of a finished comparison
    comparison.items.all().delete()  # a redelivery after a crash starts over
    _set(comparison, status=Status.RUNNING, done=0, error="")
    try:
        for position, measured in enumerate(_measured(comparison)):
            _save(comparison, position, measured)
        _set(comparison, status=Status.DONE)
    except Exception as error:
        _set(comparison, status=Status.FAILED, error=f"{type(error).__name__}: {error}")
        raise


def _measured(comparison: Comparison) -> Iterator[Measured]:
    """Each item's figures, one at a time, so progress moves as they come."""
    versions = list(comparison.reducers)
    store = DjangoArtifactStore()
    for artifact_id in comparison.artifact_ids:
        artifact = store.get(artifact_id)
        yield measure_output(Document(store.read(artifact)), artifact.info(), versions)
    if comparison.cases_file:
        with (
            tempfile.TemporaryDirectory() as folder,
            storages["artifacts"].open(comparison.cases_file, "rb") as upload,
        ):
            for case in cases.extract(upload, Path(folder)):
                yield measure_case(case, versions)


def _save(comparison: Comparison, position: int, measured: Measured) -> None:
    ComparisonItem.objects.create(
        comparison=comparison,
        position=position,
        label=measured.label[:200],
        family=measured.family,
        raw_bytes=measured.raw_bytes,
        has_labels=measured.has_labels,
        results=measured.results,
    )
    Comparison.objects.filter(pk=comparison.pk).update(done=F("done") + 1)
    comparison.refresh_from_db(fields=["done"])
    send_progress(comparison)


def _set(comparison: Comparison, **changes: object) -> None:
    for name, value in changes.items():
        setattr(comparison, name, value)
    comparison.save(update_fields=list(changes))
    send_progress(comparison)
