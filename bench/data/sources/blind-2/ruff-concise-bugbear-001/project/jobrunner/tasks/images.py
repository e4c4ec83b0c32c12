"""Images tasks."""

from jobrunner.queue import Job, enqueue


def schedule_images(ids: list[int]) -> list[Job]:
    return [enqueue("images", {"id": str(i)}, ["images"]) for i in ids]


def describe_images(job: Job) -> str:
    return f"{job.name}#{job.payload['id']} (2)"
