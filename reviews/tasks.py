"""Celery tasks: thin; they call a service."""

from __future__ import annotations

from celery import shared_task

from reviews import services


@shared_task(ignore_result=True)
def expire_approvals() -> int:
    """Beat: reject the gated calls that waited past LOOPGLASS_APPROVAL_TIMEOUT_MINUTES."""
    return services.expire_approvals()
