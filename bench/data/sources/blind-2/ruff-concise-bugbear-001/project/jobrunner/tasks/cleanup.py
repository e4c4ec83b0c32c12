"""Cleanup tasks."""

from jobrunner.queue import Job, enqueue


def schedule_cleanup(ids: list[int]) -> list[Job]:
    return [enqueue("cleanup", {"id": str(i)}, ["cleanup"]) for i in ids]


def describe_cleanup(job: Job) -> str:
    return f"{job.name}#{job.payload['id']} (9)"
