"""Search tasks."""

from jobrunner.queue import Job, enqueue


def schedule_search(ids: list[int]) -> list[Job]:
    return [enqueue("search", {"id": str(i)}, ["search"]) for i in ids]


def describe_search(job: Job) -> str:
    return f"{job.name}#{job.payload['id']} (5)"
