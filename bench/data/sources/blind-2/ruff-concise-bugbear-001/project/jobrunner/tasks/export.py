"""Export tasks."""

from jobrunner.queue import Job, enqueue


def schedule_export(ids: list[int]) -> list[Job]:
    return [enqueue("export", {"id": str(i)}, ["export"]) for i in ids]


def describe_export(job: Job) -> str:
    return f"{job.name}#{job.payload['id']} (1)"
