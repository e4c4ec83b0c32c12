from cronkit.model import Job


def nightly_jobs(names: list[str]) -> list[Job]:
    jobs = []
    for name in names:
        jobs.append(Job(name=name, schedule="0 3 * * *", retries=3))
    return jobs
