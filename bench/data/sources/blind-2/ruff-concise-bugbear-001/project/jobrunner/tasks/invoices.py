"""Invoices tasks."""

from jobrunner.queue import Job, enqueue


def schedule_invoices(ids: list[int]) -> list[Job]:
    return [enqueue("invoices", {"id": str(i)}, ["invoices"]) for i in ids]


def describe_invoices(job: Job) -> str:
    return f"{job.name}#{job.payload['id']} (3)"
