"""loopglass settings. Everything that differs between machines comes from the environment.

The embedded default (no variables set) is SQLite in var/ and the bundled
Redis that `make run` starts on a local socket; the full stack sets
DATABASE_URL and REDIS_URL. Both take the same code path.
"""

from __future__ import annotations

from datetime import timedelta
from importlib.util import find_spec
from pathlib import Path
from typing import Any

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from config.env import (
    env_bool,
    env_int,
    env_int_map,
    env_list,
    env_str,
    installation_id,
    load_env_file,
    secret_key,
)
from config.redis import celery_broker_url

BASE_DIR = Path(__file__).resolve().parent.parent
ENV_FILE = load_env_file(BASE_DIR / ".env")
VAR_DIR = Path(env_str("LOOPGLASS_VAR_DIR", str(BASE_DIR / "var")))

SECRET_KEY = secret_key(VAR_DIR / "secret_key")
DEBUG = env_bool("DEBUG", False)
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.forms",  # the widgets' templates, for web.forms.FormRenderer
    "axes",
    "channels",
    "django_htmx",
    "accounts",
    "runs",
    "artifacts",
    "reviews",
    "insights",
    "skills",
    "lab",
    "notifications",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "axes.middleware.AxesMiddleware",  # last: it turns a locked-out login into its page
]

ROOT_URLCONF = "config.urls"
FORM_RENDERER = "web.forms.FormRenderer"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "django.template.context_processors.csp",
                "accounts.context_processors.roles",
            ],
        },
    }
]

# -- database -------------------------------------------------------------

LOOPGLASS_DB_POOL = env_int("LOOPGLASS_DB_POOL", 0)
"""PostgreSQL connections per process, shared by its threads (0: one per thread, kept)."""
DATABASES = {
    "default": dj_database_url.parse(
        env_str("DATABASE_URL", f"sqlite:///{VAR_DIR / 'loopglass.sqlite3'}"),
        # Kept open between requests: a WebSocket connect otherwise opens several in a row.
        # A pooled connection goes back to the pool instead, so it is not kept.
        conn_max_age=0 if LOOPGLASS_DB_POOL else env_int("DATABASE_CONN_MAX_AGE", 60),
        conn_health_checks=True,
    )
}
if LOOPGLASS_DB_POOL and DATABASES["default"]["ENGINE"].endswith("postgresql"):
    # A worker thread per run would hold a connection per run: 200 runs would pass
    # PostgreSQL's max_connections (100). Runs give theirs back between writes
    # (runs/connections.py), so a few per process serve them all.
    DATABASES["default"].setdefault("OPTIONS", {})["pool"] = {
        "min_size": 1,
        "max_size": LOOPGLASS_DB_POOL,
        "timeout": 60,
    }
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # WAL and IMMEDIATE transactions let the web process and the worker write side by side.
    DATABASES["default"]["OPTIONS"] = {
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
    }
    # A file, not memory, so the test worker process sees the test database.
    DATABASES["default"]["TEST"] = {"NAME": str(VAR_DIR / "test.sqlite3")}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# -- redis: the sockets' pub/sub channels and the celery broker -----------------

REDIS_URL = env_str("REDIS_URL", f"unix://{VAR_DIR / 'redis.sock'}")
REDIS_PREFIX = env_str("LOOPGLASS_REDIS_PREFIX", "loopglass")
CELERY_BROKER_URL = celery_broker_url(REDIS_URL)
CELERY_TASK_DEFAULT_QUEUE = REDIS_PREFIX
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_TASK_IGNORE_RESULT = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_WORKER_HIJACK_ROOT_LOGGER = False
CELERY_BEAT_SCHEDULE = {
    "reclaim-stale-runs": {
        "task": "runs.tasks.reclaim_stale_runs",
        "schedule": timedelta(seconds=env_int("LOOPGLASS_RECLAIM_EVERY", 15, minimum=1)),
    },
    "expire-artifacts": {
        "task": "artifacts.tasks.expire_artifacts",
        "schedule": timedelta(seconds=env_int("LOOPGLASS_EXPIRE_EVERY", 3600, minimum=60)),
    },
    "expire-approvals": {
        "task": "runs.tasks.expire_approvals",
        "schedule": timedelta(seconds=60),
    },
    "clean-workspaces": {
        "task": "runs.tasks.clean_workspaces",
        "schedule": timedelta(seconds=env_int("LOOPGLASS_CLEANUP_EVERY", 3600, minimum=60)),
    },
    "mine-skills": {
        "task": "skills.tasks.mine_all_skills",
        "schedule": timedelta(hours=1),
    },
}
LOOPGLASS_APPROVAL_TIMEOUT_MINUTES = env_int("LOOPGLASS_APPROVAL_TIMEOUT_MINUTES", 0, minimum=0)
"""Minutes a gated call waits for a reviewer before beat rejects it; 0 waits for ever."""
CELERY_BEAT_SCHEDULE_FILENAME = str(VAR_DIR / "celerybeat-schedule")
LOOPGLASS_OTEL_ENDPOINT = env_str("LOOPGLASS_OTEL_ENDPOINT", "")
"""An OTLP/HTTP traces endpoint (http://host:4318/v1/traces) that workers send each run's
spans to as its steps commit; empty sends nothing (needs the `otel` extra)."""
LOOPGLASS_OTEL_PROJECT = env_str("LOOPGLASS_OTEL_PROJECT", "loopglass")
"""The project exported runs land in: Phoenix's `openinference.project.name`, and the
spans' `service.name`."""
LOOPGLASS_INSTALLATION_ID = env_str("LOOPGLASS_INSTALLATION_ID", "") or installation_id(SECRET_KEY)
"""This installation's name in exported traces: in each run's session id and trace ids, so
two installations exporting into one collector do not mix their runs 1, 2, 3..."""
LOOPGLASS_BASE_URL = env_str("LOOPGLASS_BASE_URL", "")
"""The dashboard's public address, for links from exported spans to run and artifact pages
and from notices to review cards and runs (there http://127.0.0.1:8000 when empty)."""

# -- runs -------------------------------------------------------------------

LOOPGLASS_WORKSPACES = Path(env_str("LOOPGLASS_WORKSPACES", str(VAR_DIR / "workspaces")))
LOOPGLASS_WORKSPACE_DAYS = env_int("LOOPGLASS_WORKSPACE_DAYS", 7, minimum=0)
"""Days after a run ended that its workspace (run-<id>) and its start (.start/run-<id>) are
kept; then beat's `clean_workspaces` (every LOOPGLASS_CLEANUP_EVERY seconds, hourly by
default) or `manage.py cleanup` removes them. A run not ended keeps both. 0: kept for ever.
Its Changes patch is an artifact: it stays, under LOOPGLASS_RETENTION_DAYS."""
LOOPGLASS_CACHE_DAYS = env_int("LOOPGLASS_CACHE_DAYS", 14, minimum=0)
"""Days a repository's cache (.cache/<hash>) is kept after the last run that fetched it;
0: kept for ever."""
LOOPGLASS_LEASE_SECONDS = env_int("LOOPGLASS_LEASE_SECONDS", 30, minimum=3)
"""A worker renews its claim on a run every third of this; past it, beat reclaims the run."""
LOOPGLASS_RECLAIM_ATTEMPTS = env_int("LOOPGLASS_RECLAIM_ATTEMPTS", 3, minimum=1)
LOOPGLASS_SCENARIO_DIRS = env_list("LOOPGLASS_SCENARIO_DIRS", [])
"""Folders whose scenario files (.yaml) runs may play, besides the shipped scenarios."""
LOOPGLASS_MODEL_TOOLS = env_list(
    "LOOPGLASS_MODEL_TOOLS",
    ["list_dir", "read_file", "write_file", "calculator", "run_command", "run_tests"],
)
"""The tools a model run may be offered. run_command and run_tests run in the sandbox
(harness/tools/sandbox.py: bubblewrap, the workspace the only folder it may write, no network
unless the launch opens it, and then public addresses only, through a proxy); where the
sandbox cannot start, a launch leaves them out of this default and refuses a request that
names them. http_fetch reaches the network from
the worker: enable it only where that is wanted."""
LOOPGLASS_WORKSPACE_ROOTS = env_list("LOOPGLASS_WORKSPACE_ROOTS", [])
"""Folders whose git repositories a run's workspace may be cloned from (a path must
resolve, links and all, under one of them); empty: no local paths, only URLs."""
_FIRST_UID = env_int("LOOPGLASS_SANDBOX_FIRST_UID", 200_000, minimum=1000)
LOOPGLASS_SANDBOX_UIDS = range(
    _FIRST_UID, _FIRST_UID + env_int("LOOPGLASS_SANDBOX_UID_COUNT", 100_000, minimum=1)
)
"""As root, the uids a run's commands run as, one per run (harness.tools.sandbox.run_uid): the
kernel counts processes per uid, so one run's fork bomb cannot take another's. Give a
range no other user of the machine has."""
LOOPGLASS_WORKSPACE_QUOTA_MB = env_int("LOOPGLASS_WORKSPACE_QUOTA_MB", 4096, minimum=1)
"""The disk a run's workspace may take (blocks allocated, so a sparse file counts by what
it holds): a command that passes it is stopped, a write_file that would is refused."""
LOOPGLASS_WORKSPACE_FILES = env_int("LOOPGLASS_WORKSPACE_FILES", 1_000_000, minimum=1)
"""Files, folders and links (inodes) a run's workspace may hold, counted before and after
each command: past it, only `rm` runs. Inodes fill a disk as surely as bytes."""
LOOPGLASS_RUN_OUTPUT_MB = env_int("LOOPGLASS_RUN_OUTPUT_MB", 1024, minimum=1)
"""The tool output one run may store in all (artifacts, as stored: redacted, dense)."""
LOOPGLASS_TEAM_OUTPUT_MB = env_int("LOOPGLASS_TEAM_OUTPUT_MB", 20480, minimum=1)
"""The tool output a team's runs may keep stored at once (unexpired artifacts)."""
LOOPGLASS_MODEL_URLS = env_list("LOOPGLASS_MODEL_URLS", [])
"""Base-URL prefixes a launch may name as a free `backend.base_url` (the worker makes the
requests); empty: none, a model run calls an endpoint an admin registered for its team."""
LOOPGLASS_FETCH_ALLOWED = env_list("LOOPGLASS_FETCH_ALLOWED", [])
"""What http_fetch may reach although loopback, private, link-local or cloud metadata:
CIDR networks or addresses (10.0.0.0/8, 127.0.0.1), or host names, matched as the URL
spells them before resolving (allow a name only if you trust its DNS). A metadata address
opens only to an entry naming it alone. Empty: public addresses only (docs/harness.md)."""
LOOPGLASS_KEYED_URLS = env_list("LOOPGLASS_KEYED_URLS", ["https://api.openai.com/"])
"""Base-URL prefixes that are sent OPENAI_API_KEY; any other endpoint gets no key."""
LOOPGLASS_OPENAI_API_KEY = env_str("OPENAI_API_KEY", "")
"""Model API keys come from here (or the worker's environment), never from a form."""
LOOPGLASS_REWARD_WEIGHTS: dict[str, float] = {}
"""The weights of the insights page's reward per run (harness.learning.RewardWeights):
success, efficiency, satisfaction, retry; a key left out keeps the library's default."""
LOOPGLASS_RETIRE_AFTER_RUNS = env_int("LOOPGLASS_RETIRE_AFTER_RUNS", 20, minimum=1)
"""Runs of a task type a weak tool (success rate under 0.3) went unused before /skills/ flags
it for retirement."""
LOOPGLASS_TIMELINE_TEXT_LIMIT = env_int("LOOPGLASS_TIMELINE_TEXT_LIMIT", 20_000, minimum=100)
"""Characters of a step's text shown in the timeline; the API gives it whole."""

# -- notifications: a team's channels hear of its runs (notifications/) ---------

LOOPGLASS_NOTIFY_TIMEOUT = env_int("LOOPGLASS_NOTIFY_TIMEOUT", 10, minimum=1)
"""Seconds each phase of one attempt (connect, send, each wait for the answer) may take."""
LOOPGLASS_NOTIFY_RETRIES = env_int("LOOPGLASS_NOTIFY_RETRIES", 5, minimum=0)
"""Attempts after the first before a delivery is marked failed."""
LOOPGLASS_NOTIFY_BACKOFF = env_int("LOOPGLASS_NOTIFY_BACKOFF", 10, minimum=0)
"""Seconds before the first retry; each retry waits twice as long as the one before."""
LOOPGLASS_NOTIFY_BACKOFF_MAX = env_int("LOOPGLASS_NOTIFY_BACKOFF_MAX", 600, minimum=0)
LOOPGLASS_NOTIFY_QUEUE = env_str("LOOPGLASS_NOTIFY_QUEUE", "")
"""The Celery queue of deliveries (empty: the default queue). A queue of its own, with a
worker of its own (`celery -A config worker -Q NAME`), keeps slow channels off the runs'."""
LOOPGLASS_NOTIFY_ALLOWED = env_list("LOOPGLASS_NOTIFY_ALLOWED", [])
"""Loopback, private or link-local addresses (CIDR or address) or host names a webhook may
reach, as LOOPGLASS_FETCH_ALLOWED; empty: public addresses only."""


def mailers() -> dict[str, Any]:
    """Django's mailer: EMAIL_BACKEND (console by default: mail is printed to the log); the
    SMTP backend (django.core.mail.backends.smtp.EmailBackend) sends through EMAIL_HOST and
    EMAIL_PORT, with EMAIL_HOST_USER, EMAIL_HOST_PASSWORD (or its _FILE), EMAIL_USE_TLS or
    EMAIL_USE_SSL, within LOOPGLASS_NOTIFY_TIMEOUT seconds."""
    backend = env_str("EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
    if not backend.endswith(".smtp.EmailBackend"):
        return {"default": {"BACKEND": backend}}
    options = {
        "host": env_str("EMAIL_HOST", "localhost"),
        "port": env_int("EMAIL_PORT", 25, minimum=1),
        "username": env_str("EMAIL_HOST_USER", ""),
        "password": env_str("EMAIL_HOST_PASSWORD", ""),
        "use_tls": env_bool("EMAIL_USE_TLS", False),
        "use_ssl": env_bool("EMAIL_USE_SSL", False),
        "timeout": LOOPGLASS_NOTIFY_TIMEOUT,
    }
    return {"default": {"BACKEND": backend, "OPTIONS": options}}


MAILERS = mailers()
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", "loopglass@localhost")

# -- artifacts: raw tool outputs, redacted and content-addressed ------------------

LOOPGLASS_ARTIFACTS = Path(env_str("LOOPGLASS_ARTIFACTS", str(VAR_DIR / "artifacts")))
"""The folder of the default artifact storage (and of the spool where an output is written
before it is stored, whichever the storage)."""
LOOPGLASS_RETENTION_DAYS = env_int_map(
    "LOOPGLASS_RETENTION_DAYS",
    {"external-web": 7, "default": 30},
    keys={"internal", "external-runtime", "external-web", "default"},
    minimum=1,
)
"""Days an artifact's bytes are kept, by trust lane; `default` for the lanes not named.
The environment overrides single lanes: LOOPGLASS_RETENTION_DAYS=external-web=3,internal=90.
Then beat's `expire_artifacts` (every LOOPGLASS_EXPIRE_EVERY seconds, hourly by default)
deletes the bytes; the row and the packets that cite it stay."""


def artifact_storage() -> dict[str, Any]:
    """The "artifacts" storage: a folder at LOOPGLASS_ARTIFACTS, or an S3-compatible bucket.

    With LOOPGLASS_ARTIFACTS_S3_BUCKET set (and the `s3` extra installed:
    `pip install 'loopglass[s3]'`), blobs go to that bucket through django-storages:
    LOOPGLASS_ARTIFACTS_S3_PREFIX (default "artifacts"), LOOPGLASS_ARTIFACTS_S3_ENDPOINT_URL
    (MinIO, R2, Ceph...), LOOPGLASS_ARTIFACTS_S3_REGION, and the keys in
    LOOPGLASS_ARTIFACTS_S3_ACCESS_KEY_ID / LOOPGLASS_ARTIFACTS_S3_SECRET_ACCESS_KEY (or their
    *_FILE), else boto3's own chain (AWS_* variables, an instance or task role). A remote blob
    is downloaded to a temporary file whenever it is read (the viewer included).
    """
    bucket = env_str("LOOPGLASS_ARTIFACTS_S3_BUCKET", "")
    if not bucket:
        return {
            "BACKEND": "artifacts.storage.ArtifactFileStorage",
            "OPTIONS": {"file_permissions_mode": 0o444},  # written once, never changed
        }
    if find_spec("storages") is None:
        raise ImproperlyConfigured(
            "LOOPGLASS_ARTIFACTS_S3_BUCKET needs django-storages: pip install 'loopglass[s3]'"
        )
    return {
        "BACKEND": "storages.backends.s3.S3Storage",
        "OPTIONS": {
            "bucket_name": bucket,
            "location": env_str("LOOPGLASS_ARTIFACTS_S3_PREFIX", "artifacts"),
            "endpoint_url": env_str("LOOPGLASS_ARTIFACTS_S3_ENDPOINT_URL", "") or None,
            "region_name": env_str("LOOPGLASS_ARTIFACTS_S3_REGION", "") or None,
            "access_key": env_str("LOOPGLASS_ARTIFACTS_S3_ACCESS_KEY_ID", "") or None,
            "secret_key": env_str("LOOPGLASS_ARTIFACTS_S3_SECRET_ACCESS_KEY", "") or None,
            "default_acl": None,  # the bucket's own policy: private unless made otherwise
            "querystring_auth": True,
            "file_overwrite": True,  # a blob's name is its sha256: the same name, the same bytes
        },
    }


STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    "artifacts": artifact_storage(),
}

# -- auth, static, security -------------------------------------------------

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]
LOGIN_URL = "/accounts/login/"
LOGIN_REDIRECT_URL = "/runs/"
LOGOUT_REDIRECT_URL = "/accounts/login/"

# Login guessing: django-axes counts failed log-ins per username and address together
# (REMOTE_ADDR, which uvicorn takes from X-Forwarded-For only when the peer is one of its
# FORWARDED_ALLOW_IPS), so guesses from one address lock nobody out from another; and
# accounts.lockout.LoginLocks counts them per address too, for any usernames, against a
# higher limit, so one address cannot spray guesses across accounts. At a limit, the login
# form (the admin's too) answers 429 with accounts.lockout's page and checks no password
# until the lock ends or an admin lifts it: `manage.py axes_reset_ip_username ADDRESS NAME`,
# `axes_reset_username NAME`, `axes_reset_ip ADDRESS`, or the admin's access attempts.
# API tokens never pass through here: a locked web login leaves them working.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",  # first: it refuses before a password is checked
    "django.contrib.auth.backends.ModelBackend",
]
LOOPGLASS_LOGIN_FAILURES = env_int("LOOPGLASS_LOGIN_FAILURES", 5, minimum=1)
"""Failed log-ins for one username from one address that lock that username there."""
LOOPGLASS_LOGIN_ADDRESS_FAILURES = env_int("LOOPGLASS_LOGIN_ADDRESS_FAILURES", 50, minimum=1)
"""Failed log-ins from one address, for any usernames, that lock every username there."""
LOOPGLASS_LOCKOUT_MINUTES = env_int("LOOPGLASS_LOCKOUT_MINUTES", 15, minimum=0)
"""How long a lock lasts after the last failure that counted; 0 keeps it until an admin
lifts it."""
AXES_HANDLER = "accounts.lockout.LoginLocks"
AXES_FAILURE_LIMIT = LOOPGLASS_LOGIN_FAILURES  # an int: the admin's "Locked out" filter needs one
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_COOLOFF_TIME = (
    timedelta(minutes=LOOPGLASS_LOCKOUT_MINUTES) if LOOPGLASS_LOCKOUT_MINUTES else None
)
AXES_RESET_COOL_OFF_ON_FAILURE_DURING_LOCKOUT = False  # tries while locked do not extend it
AXES_LOCKOUT_CALLABLE = "accounts.lockout.lockout_response"
AXES_DISABLE_ACCESS_LOG = True  # failures are kept (and shown in the admin), not every log-in
AXES_SENSITIVE_PARAMETERS = ["username", "ip_address", "csrfmiddlewaretoken"]
AXES_VERBOSE = False  # no banner on every manage.py command and worker start

STATIC_URL = "/static/"
STATIC_ROOT = VAR_DIR / "static"
STATIC_ROOT.mkdir(parents=True, exist_ok=True)  # whitenoise wants it even when finders serve
STATICFILES_DIRS = [BASE_DIR / "static"]
WHITENOISE_USE_FINDERS = True

SECURE_CSP = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
}
SESSION_COOKIE_HTTPONLY = True
CSRF_COOKIE_HTTPONLY = False  # htmx reads no cookie: the token rides hx-headers on <body>
X_FRAME_OPTIONS = "DENY"

LANGUAGE_CODE = "en"
TIME_ZONE = env_str("TIME_ZONE", "UTC")
USE_I18N = False
USE_TZ = True

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
    # axes says each failure and lockout as a warning; its info lines are bookkeeping.
    # httpx logs every request's whole URL at info: a webhook's path is its secret.
    "loggers": {"axes": {"level": "WARNING"}, "httpx": {"level": "WARNING"}},
}
