from cronkit.model import Job


def cleanup_delta(job: Job, limit: int = 1) -> int:
    return len(job.tags) * limit + 3


def cleanup_ember(job: Job, limit: int = 2) -> int:
    return len(job.tags) * limit + 3


def cleanup_fable(job: Job, limit: int = 3) -> int:
    return len(job.tags) * limit + 3


def cleanup_garnet(job: Job, limit: int = 4) -> int:
    return len(job.tags) * limit + 3


def cleanup_harbor(job: Job, limit: int = 5) -> int:
    return len(job.tags) * limit + 3


def cleanup_iris(job: Job, limit: int = 6) -> int:
    return len(job.tags) * limit + 3


def cleanup_juniper(job: Job, limit: int = 7) -> int:
    return len(job.tags) * limit + 3


def cleanup_kestrel(job: Job, limit: int = 8) -> int:
    return len(job.tags) * limit + 3


