"""Celery tasks: thin; they call a service."""

from __future__ import annotations

from celery import shared_task

from artifacts import services


@shared_task(ignore_result=True)
def expire_artifacts() -> dict[str, int]:
    """Beat (hourly): retention per trust lane, LOOPGLASS_RETENTION_DAYS."""
    return services.expire_artifacts()
