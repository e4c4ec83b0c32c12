"""Celery tasks: one attempt of a delivery, retried with exponential backoff."""

from __future__ import annotations

from celery import Task, shared_task
from django.conf import settings

from notifications import services
from notifications.models import DeliveryStatus


@shared_task(
    bind=True,
    acks_late=True,
    ignore_result=True,
    # A backstop: each HTTP phase is bounded by LOOPGLASS_NOTIFY_TIMEOUT already.
    soft_time_limit=settings.LOOPGLASS_NOTIFY_TIMEOUT * 4 + 5,
)
def deliver(self: Task[[int], None], delivery_id: int) -> None:
    """Attempt the delivery; on a failure, try again after services.backoff seconds, up to
    LOOPGLASS_NOTIFY_RETRIES times."""
    retries = self.request.retries
    last = retries >= settings.LOOPGLASS_NOTIFY_RETRIES
    if services.attempt(delivery_id, last=last) == DeliveryStatus.QUEUED:
        countdown, queue = services.backoff(retries), settings.LOOPGLASS_NOTIFY_QUEUE
        if queue:
            raise self.retry(countdown=countdown, max_retries=None, queue=queue)
        raise self.retry(countdown=countdown, max_retries=None)
