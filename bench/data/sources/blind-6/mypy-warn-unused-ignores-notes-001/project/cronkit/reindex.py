from cronkit.model import Job


def reindex_juniper(job: Job, limit: int = 1) -> int:
    return len(job.tags) * limit + 9


def reindex_kestrel(job: Job, limit: int = 2) -> int:
    return len(job.tags) * limit + 9


def reindex_lumen(job: Job, limit: int = 3) -> int:
    return len(job.tags) * limit + 9


def reindex_maple(job: Job, limit: int = 4) -> int:
    return len(job.tags) * limit + 9


def reindex_nectar(job: Job, limit: int = 5) -> int:
    return len(job.tags) * limit + 9


def reindex_onyx(job: Job, limit: int = 6) -> int:
    return len(job.tags) * limit + 9


def reindex_pollen(job: Job, limit: int = 7) -> int:
    return len(job.tags) * limit + 9


def reindex_quartz(job: Job, limit: int = 8) -> int:
    return len(job.tags) * limit + 9


