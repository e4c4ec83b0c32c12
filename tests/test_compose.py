"""The full stack (docker-compose.yml, Dockerfile) stores what it shows.

Docker is not run here: the files are parsed, and config/settings.py is asked, in a
process of its own with the compose file's environment, which folders it uses.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path, PurePosixPath
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
COMPOSE = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
DOCKERFILE = (ROOT / "Dockerfile").read_text()
SERVICES = COMPOSE["services"]

SETTINGS_SCRIPT = """
import json
from config import settings as s
print(json.dumps({
    "var": str(s.VAR_DIR),
    "artifacts": str(s.LOOPGLASS_ARTIFACTS),
    "workspaces": str(s.LOOPGLASS_WORKSPACES),
    "artifact_storage": s.STORAGES["artifacts"],
    "database": s.DATABASES["default"]["ENGINE"],
    "redis": s.REDIS_URL,
    "secret_key_from_env": s.SECRET_KEY == "from-the-environment",
    "loopglass": {k: v for k, v in vars(s).items() if k.startswith("LOOPGLASS_")},
}, default=str))
"""


def _resolved(value: Any) -> str:
    """A compose value with its ${NAME:-default} and ${NAME:?error} as an unset NAME gives."""

    def one(match: re.Match[str]) -> str:
        operator, default = match.group(2) or "", match.group(3) or ""
        return "from-the-environment" if operator.endswith("?") else default

    return re.sub(r"\$\{(\w+)(:?[-?])?([^}]*)\}", one, str(value))


def _image_env() -> dict[str, str]:
    """The Dockerfile's ENV (the `KEY=value \\` lines of its ENV instruction)."""
    return dict(re.findall(r"^\s*(?:ENV\s+)?([A-Z_]+)=(\S+?)\s*\\?$", DOCKERFILE, re.M))


def _settings(environment: dict[str, str], var: Path) -> dict[str, Any]:
    """What config/settings.py makes of `environment`, with LOOPGLASS_VAR_DIR at `var`."""
    env = {"PATH": os.environ["PATH"], **environment, "LOOPGLASS_VAR_DIR": str(var)}
    env.setdefault("SECRET_KEY", "from-the-environment")
    done = subprocess.run(
        [sys.executable, "-c", SETTINGS_SCRIPT],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def _in_container(path: str, settings: dict[str, Any]) -> PurePosixPath:
    """A folder the settings named, where it is in the image (under its LOOPGLASS_VAR_DIR)."""
    inside = Path(path).relative_to(settings["var"])
    return PurePosixPath(_image_env()["LOOPGLASS_VAR_DIR"]) / inside.as_posix()


def _mounts(service: str) -> dict[PurePosixPath, str]:
    """Where a service mounts what: target folder to volume name (or host path)."""
    mounts = {}
    for entry in SERVICES[service].get("volumes", []):
        source, target = entry.split(":")[:2]
        mounts[PurePosixPath(target)] = source
    return mounts


def _volume_holding(service: str, path: PurePosixPath) -> str | None:
    return next((v for t, v in _mounts(service).items() if path.is_relative_to(t)), None)


@pytest.fixture(scope="module")
def compose_settings(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The settings web and worker run with (the compose file's defaults)."""
    environment = {k: _resolved(v) for k, v in SERVICES["web"]["environment"].items()}
    return _settings(environment, tmp_path_factory.mktemp("compose") / "var")


def test_web_and_worker_run_with_the_same_environment():
    for service in ("worker", "beat"):
        assert SERVICES[service]["environment"] == SERVICES["web"]["environment"], service


def test_every_folder_web_and_worker_both_use_is_a_shared_volume(compose_settings):
    # Artifacts: web stores uploaded workspaces and the lab's cases, the worker stores tool
    # outputs and patches, and both read them (the viewer, the worker's artifact_read).
    both = [compose_settings["artifacts"]]
    assert compose_settings["artifact_storage"]["BACKEND"].endswith("ArtifactFileStorage")
    for folder in both:
        path = _in_container(folder, compose_settings)
        web, worker = _volume_holding("web", path), _volume_holding("worker", path)
        assert web is not None and web == worker, f"{path} is not shared: {web}, {worker}"
        assert web in COMPOSE["volumes"], f"{web} is a named volume, not a host path"
    for target in _mounts("web").keys() & _mounts("worker").keys():
        assert _mounts("web")[target] == _mounts("worker")[target], target


def test_what_would_be_a_file_of_each_container_is_a_service(compose_settings):
    """Unset, these are files under each container's var/: a key, a database, a socket."""
    assert compose_settings["secret_key_from_env"], "SECRET_KEY is required"
    assert compose_settings["database"].endswith("postgresql")
    assert compose_settings["redis"].startswith("redis://")


def test_workspaces_are_the_workers_own(compose_settings):
    path = _in_container(compose_settings["workspaces"], compose_settings)
    assert _volume_holding("worker", path) in COMPOSE["volumes"]
    assert _volume_holding("web", path) is None, "web never reads a workspace"
    assert _volume_holding("beat", path) is None


def test_the_compose_defaults_are_the_settings_defaults(compose_settings):
    """Every LOOPGLASS_ variable the compose file sets gives what leaving it unset gives."""
    bare = _settings({}, Path(compose_settings["var"]))
    assert compose_settings["artifact_storage"] == bare["artifact_storage"]
    names = [n for n in SERVICES["web"]["environment"] if n.startswith("LOOPGLASS_")]
    for name in names:
        if name in bare["loopglass"]:
            assert compose_settings["loopglass"][name] == bare["loopglass"][name], name
    assert "run_command" in compose_settings["loopglass"]["LOOPGLASS_MODEL_TOOLS"]


def test_the_image_can_make_a_sandbox():
    installed = " ".join(re.findall(r"apt-get install[^&]*", DOCKERFILE))
    for package in ("bubblewrap", "util-linux", "git"):
        assert package in installed, package
    purged = " ".join(re.findall(r"apt-get purge[^&]*", DOCKERFILE))
    assert "bubblewrap" not in purged
    assert re.search(r"^USER app$", DOCKERFILE, re.M), "the worker is not root"
    assert re.search(r'pip install "\.\[s3\]"', DOCKERFILE), "a bucket needs only variables"


def test_the_services_that_start_bwrap_may_make_its_namespaces():
    needed = {"seccomp=unconfined", "apparmor=unconfined", "systempaths=unconfined"}
    for service in ("worker", "web"):
        assert needed <= set(SERVICES[service].get("security_opt", [])), service
        assert not SERVICES[service].get("privileged"), "no more than bwrap needs"
        assert not SERVICES[service].get("cap_add"), "no more than bwrap needs"
    assert not SERVICES["beat"].get("security_opt"), "beat runs no command"
