"""Deliveries: queued for a run's team's channels once a change commits, then attempted.

Nothing here may hold a run: the triggers (notifications.triggers) run after the run's
change has committed, only write delivery rows and enqueue their tasks, and log rather
than raise. Each attempt is a Celery task (notifications.tasks.deliver) that retries with
exponential backoff.
"""

from __future__ import annotations

import logging
from functools import partial

from celery import current_app
from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.contrib.auth.models import User
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from notifications.messages import notice_for
from notifications.models import Channel, Delivery, DeliveryStatus, Event
from notifications.send import Refused, SendFailed, send
from runs.models import Run

logger = logging.getLogger(__name__)

DELIVER = "notifications.tasks.deliver"
"""The task that makes one attempt of a delivery (sent by name: tasks imports this module)."""


@transaction.atomic
def notify(event: Event, *, run_id: int, approval_id: int | None = None) -> list[int]:
    """Queue a delivery of `event` to each enabled channel of the run's team that hears it;
    their tasks are sent once the rows are committed. The deliveries' ids."""
    team_id = Run.objects.filter(pk=run_id).values_list("team_id", flat=True).first()
    if team_id is None:
        return []
    channels = Channel.objects.filter(team_id=team_id, enabled=True, **{f"on_{event}": True})
    ids = [
        Delivery.objects.create(channel=c, event=event, run_id=run_id, approval_id=approval_id).pk
        for c in channels
    ]
    for delivery_id in ids:
        transaction.on_commit(partial(enqueue, delivery_id))
    return ids


@transaction.atomic
def send_test(*, channel: Channel, user: User) -> Delivery:
    """A test message through `channel`, enabled or not, logged like any delivery."""
    delivery = Delivery.objects.create(channel=channel, event=Event.TEST)
    transaction.on_commit(partial(enqueue, delivery.pk))
    logger.info("test notice queued: channel %s by %s", channel.pk, user.get_username())
    return delivery


def enqueue(delivery_id: int) -> None:
    """Send the delivery's task, on LOOPGLASS_NOTIFY_QUEUE if set; a broker out of reach
    leaves the row queued and is logged, never raised to the run that caused it."""
    queue = settings.LOOPGLASS_NOTIFY_QUEUE or None
    try:
        current_app.send_task(DELIVER, args=[delivery_id], queue=queue)
    except Exception:
        logger.exception("delivery %s could not be queued", delivery_id)


def backoff(retries: int) -> float:
    """Seconds before the attempt after `retries` retries: base, 2 base, 4 base... capped."""
    base = settings.LOOPGLASS_NOTIFY_BACKOFF
    return float(min(base * 2**retries, settings.LOOPGLASS_NOTIFY_BACKOFF_MAX))


def attempt(delivery_id: int, *, last: bool) -> str:
    """Make one attempt; the delivery's status after it (`queued`: to be retried). After
    the `last` attempt, or a refusal no retry would change, a failure is final."""
    deliveries = Delivery.objects.select_related("channel", "run", "approval")
    delivery = deliveries.filter(pk=delivery_id).first()
    if delivery is None:
        return DeliveryStatus.FAILED  # deleted with its channel meanwhile: nothing to send
    if delivery.status != DeliveryStatus.QUEUED:
        return delivery.status  # a second copy of its task (a redelivered message)
    channel = delivery.channel
    if not channel.enabled and delivery.event != Event.TEST:
        return _record(delivery, DeliveryStatus.FAILED, "the channel was disabled")
    started = timezone.now().isoformat()
    Delivery.objects.filter(pk=delivery.pk).update(attempts=F("attempts") + 1)
    delivery.attempted_at = [*delivery.attempted_at, started]
    status, error = _send(delivery, last=last)
    return _record(delivery, status, error)


def _send(delivery: Delivery, *, last: bool) -> tuple[DeliveryStatus, str]:
    """Send it once: the status it is then in, and the error (if it failed) to record."""
    again = DeliveryStatus.FAILED if last else DeliveryStatus.QUEUED
    try:
        send(delivery.channel, notice_for(delivery.event, delivery.run, delivery.approval))
    except Refused as refused:
        return DeliveryStatus.FAILED, str(refused)
    except SendFailed as failed:
        return again, str(failed)
    except SoftTimeLimitExceeded:
        return again, "the attempt ran past the task's time limit"
    except Exception as error:  # a fault of ours: logged whole, the row not left queued
        logger.exception("delivery %s: the attempt failed unexpectedly", delivery.pk)
        return DeliveryStatus.FAILED, f"{type(error).__name__} (see the log)"
    return DeliveryStatus.SENT, delivery.last_error  # kept: it says what was retried


def _record(delivery: Delivery, status: DeliveryStatus, error: str) -> str:
    sent_at = timezone.now() if status == DeliveryStatus.SENT else None
    Delivery.objects.filter(pk=delivery.pk).update(
        status=status, last_error=error, attempted_at=delivery.attempted_at, sent_at=sent_at
    )
    channel = delivery.channel
    where = (
        f"delivery {delivery.pk} ({delivery.event}, run {delivery.run_id}) to channel "
        f"{channel.pk} ({channel.kind} {channel.shown_target})"
    )
    if status == DeliveryStatus.SENT:
        logger.info("%s: sent", where)
    elif status == DeliveryStatus.QUEUED:
        logger.warning("%s: attempt failed, will retry: %s", where, error)
    else:
        logger.warning("%s: failed for good: %s", where, error)
    return status
