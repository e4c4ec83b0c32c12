from cronkit.model import Job


def imports_garnet(job: Job, limit: int = 1) -> int:
    return len(job.tags) * limit + 6


def imports_harbor(job: Job, limit: int = 2) -> int:
    return len(job.tags) * limit + 6


def imports_iris(job: Job, limit: int = 3) -> int:
    return len(job.tags) * limit + 6


def imports_juniper(job: Job, limit: int = 4) -> int:
    return len(job.tags) * limit + 6


def imports_kestrel(job: Job, limit: int = 5) -> int:
    return len(job.tags) * limit + 6


def imports_lumen(job: Job, limit: int = 6) -> int:
    return len(job.tags) * limit + 6


def imports_maple(job: Job, limit: int = 7) -> int:
    return len(job.tags) * limit + 6


def imports_nectar(job: Job, limit: int = 8) -> int:
    return len(job.tags) * limit + 6


