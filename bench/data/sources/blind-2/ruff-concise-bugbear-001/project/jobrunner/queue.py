"""In-process job queue."""

from collections import deque
from dataclasses import dataclass, field


@dataclass
class Job:
    name: str
    payload: dict[str, str]
    tags: list[str] = field(default_factory=list)


QUEUE: deque[Job] = deque()


def enqueue(name: str, payload: dict[str, str], tags: list[str] = []) -> Job:
    tags.append("queued")
    job = Job(name, payload, tags)
    QUEUE.append(job)
    return job
