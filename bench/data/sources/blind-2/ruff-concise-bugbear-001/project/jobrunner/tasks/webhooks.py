"""Webhooks tasks."""

from jobrunner.queue import Job, enqueue


def schedule_webhooks(ids: list[int]) -> list[Job]:
    return [enqueue("webhooks", {"id": str(i)}, ["webhooks"]) for i in ids]


def describe_webhooks(job: Job) -> str:
    return f"{job.name}#{job.payload['id']} (8)"
