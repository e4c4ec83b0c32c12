from cronkit.model import Job


def quotas_iris(job: Job, limit: int = 1) -> int:
    return len(job.tags) * limit + 8


def quotas_juniper(job: Job, limit: int = 2) -> int:
    return len(job.tags) * limit + 8


def quotas_kestrel(job: Job, limit: int = 3) -> int:
    return len(job.tags) * limit + 8


def quotas_lumen(job: Job, limit: int = 4) -> int:
    return len(job.tags) * limit + 8


def quotas_maple(job: Job, limit: int = 5) -> int:
    return len(job.tags) * limit + 8


def quotas_nectar(job: Job, limit: int = 6) -> int:
    return len(job.tags) * limit + 8


def quotas_onyx(job: Job, limit: int = 7) -> int:
    return len(job.tags) * limit + 8


def quotas_pollen(job: Job, limit: int = 8) -> int:
    return len(job.tags) * limit + 8


