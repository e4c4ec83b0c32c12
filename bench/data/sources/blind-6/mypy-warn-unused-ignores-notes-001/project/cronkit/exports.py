from cronkit.model import Job


def exports_fable(job: Job, limit: int = 1) -> int:
    return len(job.tags) * limit + 5


def exports_garnet(job: Job, limit: int = 2) -> int:
    return len(job.tags) * limit + 5


def exports_harbor(job: Job, limit: int = 3) -> int:
    return len(job.tags) * limit + 5


def exports_iris(job: Job, limit: int = 4) -> int:
    return len(job.tags) * limit + 5


def exports_juniper(job: Job, limit: int = 5) -> int:
    return len(job.tags) * limit + 5


def exports_kestrel(job: Job, limit: int = 6) -> int:
    return len(job.tags) * limit + 5


def exports_lumen(job: Job, limit: int = 7) -> int:
    return len(job.tags) * limit + 5


def exports_maple(job: Job, limit: int = 8) -> int:
    return len(job.tags) * limit + 5


