from cronkit.model import Job


def digest_ember(job: Job, limit: int = 1) -> int:
    return len(job.tags) * limit + 4


def digest_fable(job: Job, limit: int = 2) -> int:
    return len(job.tags) * limit + 4


def digest_garnet(job: Job, limit: int = 3) -> int:
    return len(job.tags) * limit + 4


def digest_harbor(job: Job, limit: int = 4) -> int:
    return len(job.tags) * limit + 4


def digest_iris(job: Job, limit: int = 5) -> int:
    return len(job.tags) * limit + 4


def digest_juniper(job: Job, limit: int = 6) -> int:
    return len(job.tags) * limit + 4


def digest_kestrel(job: Job, limit: int = 7) -> int:
    return len(job.tags) * limit + 4


def digest_lumen(job: Job, limit: int = 8) -> int:
    return len(job.tags) * limit + 4


