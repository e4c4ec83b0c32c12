"""Typed settings from the environment that fail loudly on a bad value."""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
import time
from pathlib import Path

import dotenv
from django.core.exceptions import ImproperlyConfigured

TRUE = {"1", "true", "yes", "on"}
ENV_FILE = "LOOPGLASS_ENV_FILE"
"""Names the file of settings every process reads (`.env` in the checkout by default);
empty: none, as `make test` runs."""


def load_env_file(default: Path) -> Path | None:
    """Put the settings file's `NAME=value` lines into the environment, under what is set
    there already (the environment wins), so `make run` and a `manage.py` command in a
    second terminal read the same settings. The file read, or None."""
    name = os.environ.get(ENV_FILE, str(default))
    if not name:
        return None
    path = Path(name)
    if not path.is_file():
        if ENV_FILE in os.environ:
            raise ImproperlyConfigured(f"{ENV_FILE}={name!r} is not a file")
        return None
    # No ${...} expansion: a secret may hold a dollar sign.
    dotenv.load_dotenv(path, override=False, encoding="utf-8", interpolate=False)
    return path


FALSE = {"0", "false", "no", "off", ""}


def env_str(name: str, default: str) -> str:
    """The variable, or the contents of the file named by NAME_FILE, or the default."""
    file_name = os.environ.get(f"{name}_FILE")
    if file_name:
        try:
            return Path(file_name).read_text(encoding="utf-8").strip()
        except OSError as exc:
            raise ImproperlyConfigured(f"{name}_FILE={file_name!r}: {exc.strerror}") from None
    return os.environ.get(name, default)


def env_bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None:
        return default
    value = raw.strip().lower()
    if value in TRUE:
        return True
    if value in FALSE:
        return False
    raise ImproperlyConfigured(f"{name}={raw!r} is not a boolean; use 1/0, true/false, yes/no")


def env_int(name: str, default: int, *, minimum: int = 0) -> int:
    raw = os.environ.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ImproperlyConfigured(f"{name}={raw!r} is not a whole number") from None
    if value < minimum:
        raise ImproperlyConfigured(f"{name}={value} is below its minimum, {minimum}")
    return value


def env_list(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name)
    if raw is None:
        return default
    return [item.strip() for item in raw.split(",") if item.strip()]


def secret_key(path: Path) -> str:
    """SECRET_KEY (or SECRET_KEY_FILE), else a key generated once and kept in `path`."""
    configured = env_str("SECRET_KEY", "")
    if configured:
        return configured
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:  # made before, perhaps a moment ago by another process
        return _read_key(path)
    key = secrets.token_urlsafe(50)
    with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
        handle.write(key)
    return key


def installation_id(key: str) -> str:
    """A short name for the installation whose secret key is `key`: the same in each of its
    processes, and telling nothing of the key (a keyed hash)."""
    return hmac.new(key.encode(), b"loopglass installation id", hashlib.sha256).hexdigest()[:12]


def _read_key(path: Path) -> str:
    for _ in range(50):  # another process may be writing it right now
        key = path.read_text(encoding="utf-8").strip()
        if key:
            return key
        time.sleep(0.02)
    raise ImproperlyConfigured(f"{path} is empty; delete it to have a new key made")


def env_int_map(
    name: str, default: dict[str, int], *, keys: set[str] | None = None, minimum: int = 0
) -> dict[str, int]:
    """`key=N,key=N`: whole numbers by name, over the default's; unknown keys are an error."""
    raw = os.environ.get(name)
    if raw is None:
        return dict(default)
    allowed = keys if keys is not None else set(default)
    values = dict(default)
    for item in filter(None, (part.strip() for part in raw.split(","))):
        key, sep, number = (part.strip() for part in item.partition("="))
        if not sep or key not in allowed:
            known = ", ".join(sorted(allowed))
            raise ImproperlyConfigured(f"{name}: {item!r} is not key=N with a key of {known}")
        try:
            values[key] = int(number)
        except ValueError:
            raise ImproperlyConfigured(f"{name}: {number!r} is not a whole number") from None
        if values[key] < minimum:
            raise ImproperlyConfigured(f"{name}: {key}={values[key]} is below {minimum}")
    return values
