"""Reports tasks."""

from jobrunner.queue import Job, enqueue


def schedule_reports(ids: list[int]) -> list[Job]:
    return [enqueue("reports", {"id": str(i)}, ["reports"]) for i in ids]


def describe_reports(job: Job) -> str:
    return f"{job.name}#{job.payload['id']} (4)"
