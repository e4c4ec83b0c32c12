"""Email tasks."""

from jobrunner.queue import Job, enqueue


def schedule_email(ids: list[int]) -> list[Job]:
    return [enqueue("email", {"id": str(i)}, ["email"]) for i in ids]


def describe_email(job: Job) -> str:
    return f"{job.name}#{job.payload['id']} (0)"
