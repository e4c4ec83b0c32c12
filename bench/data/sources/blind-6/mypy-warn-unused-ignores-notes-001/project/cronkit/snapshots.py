from cronkit.model import Job


def snapshots_lumen(job: Job, limit: int = 1) -> int:
    return len(job.tags) * limit + 11


def snapshots_maple(job: Job, limit: int = 2) -> int:
    return len(job.tags) * limit + 11


def snapshots_nectar(job: Job, limit: int = 3) -> int:
    return len(job.tags) * limit + 11


def snapshots_onyx(job: Job, limit: int = 4) -> int:
    return len(job.tags) * limit + 11


def snapshots_pollen(job: Job, limit: int = 5) -> int:
    return len(job.tags) * limit + 11


def snapshots_quartz(job: Job, limit: int = 6) -> int:
    return len(job.tags) * limit + 11


def snapshots_raven(job: Job, limit: int = 7) -> int:
    return len(job.tags) * limit + 11


def snapshots_sable(job: Job, limit: int = 8) -> int:
    return len(job.tags) * limit + 11


