from cronkit.model import Job


def calendar_cedar(job: Job, limit: int = 1) -> int:
    return len(job.tags) * limit + 2


def calendar_delta(job: Job, limit: int = 2) -> int:
    return len(job.tags) * limit + 2


def calendar_ember(job: Job, limit: int = 3) -> int:
    return len(job.tags) * limit + 2


def calendar_fable(job: Job, limit: int = 4) -> int:
    return len(job.tags) * limit + 2


def calendar_garnet(job: Job, limit: int = 5) -> int:
    return len(job.tags) * limit + 2


def calendar_harbor(job: Job, limit: int = 6) -> int:
    return len(job.tags) * limit + 2


def calendar_iris(job: Job, limit: int = 7) -> int:
    return len(job.tags) * limit + 2


def calendar_juniper(job: Job, limit: int = 8) -> int:
    return len(job.tags) * limit + 2


