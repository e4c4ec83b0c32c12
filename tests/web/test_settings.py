"""Settings from the environment (config/env.py), and settings.py read in a fresh process."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from django.core.exceptions import ImproperlyConfigured

from config.env import env_bool, env_int, env_list, env_str, installation_id, secret_key
from tests.conftest import ROOT
from web.broadcast import pubsub_channel

VAR = "LOOPGLASS_TEST_SETTING"


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in (VAR, f"{VAR}_FILE", "SECRET_KEY", "SECRET_KEY_FILE"):
        monkeypatch.delenv(name, raising=False)


# -- env_bool -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("1", True),
        ("true", True),
        ("yes", True),
        ("on", True),
        ("TRUE", True),
        (" Yes ", True),
        ("0", False),
        ("false", False),
        ("no", False),
        ("off", False),
        ("Off", False),
        ("", False),
    ],
)
def test_it_reads_a_boolean(monkeypatch: pytest.MonkeyPatch, raw: str, expected: bool):
    monkeypatch.setenv(VAR, raw)
    assert env_bool(VAR, not expected) is expected, f"tried {raw!r}"


@pytest.mark.parametrize("default", [True, False])
def test_it_gives_the_boolean_default_when_unset(default: bool):
    assert env_bool(VAR, default) is default


@pytest.mark.parametrize("raw", ["maybe", "2", "y", "enabled"])
def test_it_refuses_a_value_that_is_not_a_boolean(monkeypatch: pytest.MonkeyPatch, raw: str):
    monkeypatch.setenv(VAR, raw)
    with pytest.raises(ImproperlyConfigured, match=f"{VAR}='{raw}' is not a boolean"):
        env_bool(VAR, False)


# -- env_int ------------------------------------------------------------------------


def test_it_reads_a_whole_number(monkeypatch: pytest.MonkeyPatch):
    assert env_int(VAR, 7) == 7
    monkeypatch.setenv(VAR, "42")
    assert env_int(VAR, 7) == 42
    monkeypatch.setenv(VAR, "3")
    assert env_int(VAR, 7, minimum=3) == 3, "the minimum itself is allowed"


@pytest.mark.parametrize("raw", ["ten", "", "1.5", "0x10"])
def test_it_refuses_a_value_that_is_not_a_whole_number(monkeypatch: pytest.MonkeyPatch, raw: str):
    monkeypatch.setenv(VAR, raw)
    with pytest.raises(ImproperlyConfigured, match=f"{VAR}='{raw}' is not a whole number"):
        env_int(VAR, 7)


@pytest.mark.parametrize(("raw", "minimum"), [("2", 3), ("-1", 0), ("0", 1)])
def test_it_refuses_a_number_under_the_minimum(
    monkeypatch: pytest.MonkeyPatch, raw: str, minimum: int
):
    monkeypatch.setenv(VAR, raw)
    with pytest.raises(ImproperlyConfigured, match=f"{VAR}={raw} is below its minimum, {minimum}"):
        env_int(VAR, 7, minimum=minimum)


# -- env_list and env_str ------------------------------------------------------------


def test_it_reads_a_comma_separated_list(monkeypatch: pytest.MonkeyPatch):
    assert env_list(VAR, ["default"]) == ["default"]
    monkeypatch.setenv(VAR, " a.example, b.example,, c.example ,")
    assert env_list(VAR, ["default"]) == ["a.example", "b.example", "c.example"]
    monkeypatch.setenv(VAR, "")
    assert env_list(VAR, ["default"]) == [], "set but empty is an empty list"


def test_it_reads_a_string_or_its_default(monkeypatch: pytest.MonkeyPatch):
    assert env_str(VAR, "fallback") == "fallback"
    monkeypatch.setenv(VAR, "value")
    assert env_str(VAR, "fallback") == "value"


def test_it_reads_a_string_from_the_file_named_by_name_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
):
    secret = tmp_path / "secret"
    secret.write_text("from-the-file\n", encoding="utf-8")
    monkeypatch.setenv(VAR, "from-the-variable")
    monkeypatch.setenv(f"{VAR}_FILE", str(secret))
    assert env_str(VAR, "fallback") == "from-the-file", "the file wins, without its newline"


# -- secret_key ---------------------------------------------------------------------


def test_it_generates_a_secret_key_once_and_keeps_it(tmp_path: Path):
    path = tmp_path / "var" / "secret_key"
    key = secret_key(path)
    assert len(key) >= 50
    assert path.read_text(encoding="utf-8") == key
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert secret_key(path) == key, "the second call reads the same key"
    assert secret_key(tmp_path / "elsewhere") != key, "a new file gets a new key"


def test_it_prefers_the_secret_key_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
):
    path = tmp_path / "secret_key"
    path.write_text("from-the-file", encoding="utf-8")
    monkeypatch.setenv("SECRET_KEY", "from-the-environment")
    assert secret_key(path) == "from-the-environment"
    assert secret_key(tmp_path / "never") == "from-the-environment"
    assert not (tmp_path / "never").exists(), "no key is generated when one is given"


def test_it_reads_the_secret_key_from_secret_key_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
):
    mounted = tmp_path / "mounted"
    mounted.write_text("from-a-mounted-secret\n", encoding="utf-8")
    monkeypatch.setenv("SECRET_KEY_FILE", str(mounted))
    assert secret_key(tmp_path / "secret_key") == "from-a-mounted-secret"


# -- settings.py in a fresh process ----------------------------------------------------

SHOW_SETTINGS = (
    "import json; from django.conf import settings; db = settings.DATABASES['default']; "
    "print(json.dumps({'engine': db['ENGINE'], 'name': str(db['NAME']), 'debug': settings.DEBUG}))"
)


SHOW_POOL = (
    "import json; from django.conf import settings; db = settings.DATABASES['default']; "
    "print(json.dumps({'pool': db.get('OPTIONS', {}).get('pool'), 'age': db['CONN_MAX_AGE']}))"
)


def load_settings(
    tmp_path: Path, show: str = SHOW_SETTINGS, **env: str
) -> subprocess.CompletedProcess[str]:
    environ = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(("DATABASE_URL", "DEBUG", "LOOPGLASS_DB_POOL"))
    }
    environ |= {
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "LOOPGLASS_VAR_DIR": str(tmp_path),
        **env,
    }
    return subprocess.run(
        [sys.executable, "-c", show],
        env=environ,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_it_fails_loudly_on_a_bad_setting(tmp_path: Path):
    result = load_settings(tmp_path, DEBUG="maybe")
    assert result.returncode != 0, "tried DEBUG=maybe"
    assert "ImproperlyConfigured" in result.stderr
    assert "DEBUG='maybe' is not a boolean" in result.stderr


def test_it_fails_loudly_on_a_bad_number(tmp_path: Path):
    result = load_settings(tmp_path, LOOPGLASS_LEASE_SECONDS="2")
    assert result.returncode != 0, "tried LOOPGLASS_LEASE_SECONDS=2"
    assert "LOOPGLASS_LEASE_SECONDS=2 is below its minimum, 3" in result.stderr


def test_it_uses_postgresql_when_database_url_says_so(tmp_path: Path):
    result = load_settings(tmp_path, DATABASE_URL="postgres://u@h:5432/db", DEBUG="yes")
    assert result.returncode == 0, result.stderr
    shown = json.loads(result.stdout)
    assert shown == {"engine": "django.db.backends.postgresql", "name": "db", "debug": True}


def test_it_uses_sqlite_in_the_var_dir_without_database_url(tmp_path: Path):
    result = load_settings(tmp_path)
    assert result.returncode == 0, result.stderr
    shown = json.loads(result.stdout)
    assert shown == {
        "engine": "django.db.backends.sqlite3",
        "name": str(tmp_path / "loopglass.sqlite3"),
        "debug": False,
    }


def test_it_names_the_variable_whose_file_is_missing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
):
    monkeypatch.setenv("SECRET_KEY_FILE", str(tmp_path / "absent"))
    with pytest.raises(ImproperlyConfigured, match=r"SECRET_KEY_FILE=.*No such file"):
        env_str("SECRET_KEY", "")


def test_it_refuses_an_empty_key_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.delenv("SECRET_KEY", raising=False)
    monkeypatch.delenv("SECRET_KEY_FILE", raising=False)
    (tmp_path / "secret_key").write_text("")
    with pytest.raises(ImproperlyConfigured, match="is empty"):
        secret_key(tmp_path / "secret_key")


def test_it_pools_postgresql_connections_when_asked(tmp_path: Path):
    url, age = "postgres://u@h:5432/db", "60"
    pooled = load_settings(
        tmp_path, SHOW_POOL, DATABASE_URL=url, LOOPGLASS_DB_POOL="5", DATABASE_CONN_MAX_AGE=age
    )
    assert pooled.returncode == 0, pooled.stderr
    assert json.loads(pooled.stdout) == {
        "pool": {"min_size": 1, "max_size": 5, "timeout": 60},
        "age": 0,  # a pooled connection goes back to the pool, not kept by the thread
    }
    kept = load_settings(tmp_path, SHOW_POOL, DATABASE_URL=url, DATABASE_CONN_MAX_AGE=age)
    assert json.loads(kept.stdout) == {"pool": None, "age": 60}
    bad = load_settings(tmp_path, SHOW_POOL, DATABASE_URL=url, LOOPGLASS_DB_POOL="many")
    assert bad.returncode != 0 and "LOOPGLASS_DB_POOL='many' is not a whole number" in bad.stderr


SHOW_ROOTS = (
    "import json; from django.conf import settings; "
    "print(json.dumps([settings.LOOPGLASS_WORKSPACE_ROOTS, settings.DEBUG]))"
)


def test_a_settings_file_is_read_by_every_process_under_the_environment(tmp_path: Path):
    """What `make run` and a `manage.py` command in a second terminal both read: tried a
    file that sets two variables, one of them also set in the environment (which wins)."""
    settings_file = tmp_path / "settings.env"
    settings_file.write_text(
        "# the README's example\nLOOPGLASS_WORKSPACE_ROOTS=/srv/a,/srv/b\nDEBUG=on\n"
    )
    read = load_settings(tmp_path, SHOW_ROOTS, LOOPGLASS_ENV_FILE=str(settings_file))
    assert read.returncode == 0, read.stderr
    assert json.loads(read.stdout) == [["/srv/a", "/srv/b"], True]
    env_wins = load_settings(
        tmp_path, SHOW_ROOTS, LOOPGLASS_ENV_FILE=str(settings_file), DEBUG="off"
    )
    assert json.loads(env_wins.stdout) == [["/srv/a", "/srv/b"], False]
    none = load_settings(tmp_path, SHOW_ROOTS, LOOPGLASS_ENV_FILE="")
    assert json.loads(none.stdout) == [[], False], "empty: no file is read"


def test_a_settings_file_named_but_missing_is_an_error(tmp_path: Path):
    missing = load_settings(tmp_path, SHOW_ROOTS, LOOPGLASS_ENV_FILE=str(tmp_path / "absent"))
    assert missing.returncode != 0
    assert "LOOPGLASS_ENV_FILE=" in missing.stderr and "is not a file" in missing.stderr


# -- Redis pub/sub channels -----------------------------------------------------------


def test_two_databases_of_one_redis_have_channels_of_their_own(settings: Any):
    """Keys are per Redis database, pub/sub channels are not: two installations with the
    same prefix in databases 0 and 1 of one server must not hear each other's runs."""
    names = set()
    for url in ("redis://127.0.0.1:6379/0", "redis://127.0.0.1:6379/1", "unix:///r.sock?db=2"):
        settings.REDIS_URL = url
        names.add(pubsub_channel("run-1"))
    settings.REDIS_URL = "unix:///r.sock"  # no number: database 0
    assert pubsub_channel("run-1") in names and len(names) == 3


def test_the_installation_id_is_the_same_for_one_key_and_another_for_another():
    """Every process of an installation has its secret key, so they all name it alike."""
    key = "k" * 50
    assert installation_id(key) == installation_id(key) != installation_id(key + "x")
    assert len(installation_id(key)) == 12 and set(installation_id(key)) <= set("0123456789abcdef")
