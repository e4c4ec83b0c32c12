from cronkit.model import Job


def metrics_harbor(job: Job, limit: int = 1) -> int:
    return len(job.tags) * limit + 7


def metrics_iris(job: Job, limit: int = 2) -> int:
    return len(job.tags) * limit + 7


def metrics_juniper(job: Job, limit: int = 3) -> int:
    return len(job.tags) * limit + 7


def metrics_kestrel(job: Job, limit: int = 4) -> int:
    return len(job.tags) * limit + 7


def metrics_lumen(job: Job, limit: int = 5) -> int:
    return len(job.tags) * limit + 7


def metrics_maple(job: Job, limit: int = 6) -> int:
    return len(job.tags) * limit + 7


def metrics_nectar(job: Job, limit: int = 7) -> int:
    return len(job.tags) * limit + 7


def metrics_onyx(job: Job, limit: int = 8) -> int:
    return len(job.tags) * limit + 7


