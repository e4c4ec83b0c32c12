"""Thumbnails tasks."""

from jobrunner.queue import Job, enqueue


def schedule_thumbnails(ids: list[int]) -> list[Job]:
    return [enqueue("thumbnails", {"id": str(i)}, ["thumbnails"]) for i in ids]


def describe_thumbnails(job: Job) -> str:
    return f"{job.name}#{job.payload['id']} (7)"
