"""Retry failed jobs with backoff."""

from collections.abc import Callable

from jobrunner.queue import Job, enqueue


def backoff_seconds(attempt: int, base: float = 2.0, cap: float = 300.0) -> float:
    return min(cap, base**attempt)


def retry_callbacks(failed: list[Job]) -> list[Callable[[], Job]]:
    callbacks = []
    for job in failed:
        callbacks.append(lambda: enqueue(job.name, job.payload, ["retry"]))
    return callbacks
