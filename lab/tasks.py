"""Celery tasks: thin; they fetch by id and call the service."""

from __future__ import annotations

from celery import shared_task

from lab import services


@shared_task(acks_late=True, reject_on_worker_lost=True, ignore_result=True)
def run_comparison(comparison_id: int) -> None:
    """Work a comparison through; progress reaches its page as each item is saved."""
    services.execute(comparison_id)
