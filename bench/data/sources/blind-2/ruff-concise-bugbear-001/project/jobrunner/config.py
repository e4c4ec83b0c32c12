"""Runner configuration from environment variables."""

import os


class ConfigError(Exception):
    pass


def worker_count() -> int:
    raw = os.environ.get("JOBRUNNER_WORKERS", "4")
    try:
        return int(raw)
    except ValueError:
        raise ConfigError(f"JOBRUNNER_WORKERS must be an integer, got {raw!r}")
