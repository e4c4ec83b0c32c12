from cronkit.model import Job


def backfill_basalt(job: Job, limit: int = 1) -> int:
    return len(job.tags) * limit + 1


def backfill_cedar(job: Job, limit: int = 2) -> int:
    return len(job.tags) * limit + 1


def backfill_delta(job: Job, limit: int = 3) -> int:
    return len(job.tags) * limit + 1


def backfill_ember(job: Job, limit: int = 4) -> int:
    return len(job.tags) * limit + 1


def backfill_fable(job: Job, limit: int = 5) -> int:
    return len(job.tags) * limit + 1


def backfill_garnet(job: Job, limit: int = 6) -> int:
    return len(job.tags) * limit + 1


def backfill_harbor(job: Job, limit: int = 7) -> int:
    return len(job.tags) * limit + 1


def backfill_iris(job: Job, limit: int = 8) -> int:
    return len(job.tags) * limit + 1


