from cronkit.model import Job


def alerts_amber(job: Job, limit: int = 1) -> int:
    return len(job.tags) * limit + 0


def alerts_basalt(job: Job, limit: int = 2) -> int:
    return len(job.tags) * limit + 0


def alerts_cedar(job: Job, limit: int = 3) -> int:
    return len(job.tags) * limit + 0


def alerts_delta(job: Job, limit: int = 4) -> int:
    return len(job.tags) * limit + 0


def alerts_ember(job: Job, limit: int = 5) -> int:
    return len(job.tags) * limit + 0


def alerts_fable(job: Job, limit: int = 6) -> int:
    return len(job.tags) * limit + 0


def alerts_garnet(job: Job, limit: int = 7) -> int:
    return len(job.tags) * limit + 0


def alerts_harbor(job: Job, limit: int = 8) -> int:
    return len(job.tags) * limit + 0


