"""Child environments for the tools a job runs, and the tokens that keep paths out of data.

A step's environment is stored as the cleaned base environment (`child_env()`), plus an
optional named preset, plus its own variables. Values may hold the tokens `@WORK@` (the
case's scratch folder), `@ROOT@` (the repository), `@HOME@` and `@PATH@` (the caller's
PATH), expanded when the case is built.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV_BIN = ROOT / ".venv" / "bin"
BASH = shutil.which("bash") or "/bin/bash"
GIT = shutil.which("git") or "/usr/bin/git"

DROP_ENV = (
    "MAKELEVEL",
    "MAKEFLAGS",
    "MFLAGS",
    "GNUMAKEFLAGS",
    "PYTHONPATH",
    "PYTEST_ADDOPTS",
    "PY_COLORS",
    "FORCE_COLOR",
    "NO_COLOR",
    "CLICOLOR_FORCE",
    "CARGO_TERM_COLOR",
    "RUST_BACKTRACE",
    "RUSTFLAGS",
    "CARGO_BUILD_JOBS",
    "CARGO_TARGET_DIR",
    "VIRTUAL_ENV",
    "GCC_COLORS",
    "TF_LOG",
    "NODE_OPTIONS",
)
BASE_ENV = {
    "LANG": "C.UTF-8",
    "LC_ALL": "C.UTF-8",
    "TERM": "dumb",
    "COLUMNS": "120",
    "PYTHONUNBUFFERED": "1",
    "PYTHONDONTWRITEBYTECODE": "1",
    "PYTHONHASHSEED": "0",
    "PIP_DISABLE_PIP_VERSION_CHECK": "1",
    "PIP_NO_INPUT": "1",
}
SYS_PATH = "/usr/local/bin:/usr/bin:/bin"

PRESETS: dict[str, dict[str, str]] = {
    "venv": {"PATH": "@ROOT@/.venv/bin:@PATH@"},
    "venv_pytest": {"PATH": "@ROOT@/.venv/bin:@PATH@", "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"},
    "sys": {"PATH": SYS_PATH},
    "py311": {
        "PATH": f"@HOME@/.pyenv/versions/3.11.7/bin:{SYS_PATH}",
        "PIP_CONFIG_FILE": "/dev/null",
        "PIP_NO_INDEX": "1",
        "PIP_FIND_LINKS": "/opt/pypi/files",
    },
    "cargo": {
        "PATH": f"@HOME@/.cargo/bin:{SYS_PATH}",
        "CARGO_NET_OFFLINE": "true",
        "CARGO_TERM_COLOR": "never",
        "CARGO_INCREMENTAL": "0",
    },
    "npm": {
        "PATH": SYS_PATH,
        "npm_config_userconfig": "@WORK@/npmrc",
        "npm_config_cache": "@WORK@/npm-cache",
        "npm_config_update_notifier": "false",
        "npm_config_fund": "false",
        "npm_config_audit": "false",
        "npm_config_offline": "true",
    },
    "terraform_ci": {"TF_IN_AUTOMATION": "1", "CHECKPOINT_DISABLE": "1", "TF_INPUT": "0"},
    "terraform": {
        "PATH": SYS_PATH,
        "TF_CLI_CONFIG_FILE": "@WORK@/terraform.rc",
        "CHECKPOINT_DISABLE": "1",
        "TF_IN_AUTOMATION": "1",
    },
}
"""Named environments (over `child_env()`); their config files, if any, are written by
the case's own `write` steps."""


def child_env(**extra: str) -> dict[str, str]:
    """The caller's environment without variables that change tool output, plus BASE_ENV."""
    env = {k: v for k, v in os.environ.items() if k not in DROP_ENV and not k.startswith("PIP_")}
    env.update(BASE_ENV)
    env.update(extra)
    return env


def capture(
    argv: list[str], cwd: Path, env: dict[str, str] | None = None, timeout: float = 600
) -> tuple[int, str]:
    """Run a command, stdout and stderr merged in the order written (as a CI runner captures
    them); its exit status and output, ending with a newline unless empty."""
    done = subprocess.run(
        argv,
        cwd=cwd,
        env=env or child_env(),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        timeout=timeout,
        check=False,
    )
    out = done.stdout.decode("utf-8", "surrogateescape")
    return done.returncode, out if out.endswith("\n") or not out else out + "\n"


def tokens(work: Path) -> dict[str, str]:
    """Token -> value, longest values first (so recording replaces the most specific)."""
    pairs = {
        "@PATH@": os.environ.get("PATH", "/usr/bin:/bin"),
        "@WORK@": str(work),
        "@ROOT@": str(ROOT),
        "@HOME@": str(Path.home()),
    }
    return dict(sorted(pairs.items(), key=lambda kv: -len(kv[1])))


def expand(text: str, work: Path) -> str:
    for token, value in tokens(work).items():
        text = text.replace(token, value)
    return text


def step_env(
    work: Path, preset: str | None, extra: dict[str, str], unset: list[str]
) -> dict[str, str]:
    """A step's full environment from its stored preset, variables and removals."""
    if preset is not None and preset not in PRESETS:
        raise ValueError(f"unknown env preset {preset!r} (known: {', '.join(PRESETS)})")
    env = child_env()
    for key, value in {**PRESETS.get(preset or "", {}), **extra}.items():
        env[key] = expand(value, work)
    for key in unset:
        env.pop(key, None)
    return env
