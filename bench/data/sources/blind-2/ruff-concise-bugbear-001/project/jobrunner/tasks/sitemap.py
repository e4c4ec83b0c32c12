"""Sitemap tasks."""

from jobrunner.queue import Job, enqueue


def schedule_sitemap(ids: list[int]) -> list[Job]:
    return [enqueue("sitemap", {"id": str(i)}, ["sitemap"]) for i in ids]


def describe_sitemap(job: Job) -> str:
    return f"{job.name}#{job.payload['id']} (6)"
