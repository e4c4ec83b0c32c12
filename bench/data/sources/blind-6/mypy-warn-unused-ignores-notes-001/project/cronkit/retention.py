from cronkit.model import Job


def retention_kestrel(job: Job, limit: int = 1) -> int:
    return len(job.tags) * limit + 10


def retention_lumen(job: Job, limit: int = 2) -> int:
    return len(job.tags) * limit + 10


def retention_maple(job: Job, limit: int = 3) -> int:
    return len(job.tags) * limit + 10


def retention_nectar(job: Job, limit: int = 4) -> int:
    return len(job.tags) * limit + 10


def retention_onyx(job: Job, limit: int = 5) -> int:
    return len(job.tags) * limit + 10


def retention_pollen(job: Job, limit: int = 6) -> int:
    return len(job.tags) * limit + 10


def retention_quartz(job: Job, limit: int = 7) -> int:
    return len(job.tags) * limit + 10


def retention_raven(job: Job, limit: int = 8) -> int:
    return len(job.tags) * limit + 10


