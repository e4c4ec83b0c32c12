"""What makes a team's MCP server valid: checked when an admin registers one (the admin,
`manage.py mcp`) and again, for its shape, in every run config written from it.

A server's tools reach the model as `<server>__<tool>` (`tool_name`), so two servers, or a
server and a builtin, never offer the same name."""

from __future__ import annotations

import os
import pwd
import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from django.conf import settings
from django.core.exceptions import ValidationError

from runs.endpoints import check_key_env

NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,29}$")
"""A server's name, as the form and `"mcp"` in the API choose it; the prefix of its tools."""
TOOL = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$")
"""A tool's name as its server lists it, in an allowlist."""
SEPARATOR = "__"
_UNSAFE = re.compile(r"[^A-Za-z0-9_-]")
"""As harness.tools.mcp renames a tool: the characters a function name may not have."""


def check_name(name: str) -> None:
    if not NAME.match(name):
        raise ValidationError(
            f"{name!r} is not an MCP server name: up to 30 letters, digits, '_' and '-', "
            "starting with a letter or digit"
        )


def check_command(command: Any) -> None:
    if not isinstance(command, list) or not all(isinstance(part, str) for part in command):
        raise ValidationError("a command is a list of strings: the program and its arguments")
    if any("\x00" in part for part in command):
        raise ValidationError("a command has no NUL characters")
    if command and not command[0].strip():
        raise ValidationError("a command starts with its program")


def check_url(url: str) -> None:
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValidationError(f"{url!r} is not an http:// or https:// URL")
    if any(ord(c) < 0x21 or c == "\x7f" for c in url):
        raise ValidationError("a URL has no spaces or control characters")


def check_tools(text: str) -> None:
    if bad := [name for name in names(text) if not TOOL.match(name)]:
        raise ValidationError(f"not tool names: {', '.join(repr(name) for name in bad)}")


def check_env(text: str) -> None:
    for name in names(text):
        check_key_env(name)


SHARED = ("/", "/tmp", "/var/tmp", "/dev", "/dev/shm", "/proc", "/sys", "/run", "/var/run")  # noqa: S108 - names to refuse, not to use
"""Folders shared by every process of the machine: never shown as a whole (a run's private
/tmp would be hidden by the host's, which holds other runs' output)."""


def whole_folders() -> list[Path]:
    """What a server's sandbox never shows as a whole, nor a folder that holds one: the
    machine's shared folders, the checkout, every user's home."""
    homes = {Path(entry.pw_dir) for entry in pwd.getpwall()} | {Path.home()}
    homes = {home for home in homes if home != Path("/")}
    return [*map(Path, SHARED), Path(settings.BASE_DIR), Path("/root"), Path("/home"), *homes]


def own_folders() -> list[Path]:
    """The server's own, which no server's sandbox shows any part of: the database and the
    secret key (var/), every run's workspace and stored output."""
    own = [settings.VAR_DIR, settings.LOOPGLASS_WORKSPACES, settings.LOOPGLASS_ARTIFACTS]
    return [Path(folder) for folder in own]


def check_readable(folders: Any) -> None:
    """Folders a stdio server's sandbox shows read-only (its installation, `--read`): each
    an absolute path to a folder, links followed; neither one of `whole_folders` nor
    holding one; nor one of `own_folders`, inside one or holding one. A folder inside the
    checkout or a home (a venv, say) is fine. Checked at `mcp add` and again at each run."""
    if not isinstance(folders, list) or not all(isinstance(f, str) for f in folders):
        raise ValidationError("readable folders are a list of paths")
    for name in folders:
        if not Path(name).is_absolute() or "\x00" in name:
            raise ValidationError(f"{name!r} is not an absolute path")
        folder = _real(name)
        if not folder.is_dir():
            raise ValidationError(f"{name} is not a folder")
        for whole in map(_real, whole_folders()):
            if whole.is_relative_to(folder):
                raise ValidationError(f"{name} would show all of {whole}: {ADVICE}")
        for own in map(_real, own_folders()):
            if own.is_relative_to(folder) or folder.is_relative_to(own):
                raise ValidationError(f"{name} would show loopglass's own {own}: {ADVICE}")


ADVICE = "give a folder of the server's own (its venv, its install prefix)"


def _real(path: Path | str) -> Path:
    return Path(os.path.realpath(path))


def check_transport(command: list[str], url: str) -> None:
    """A server is started from a command or reached at a URL: one of the two."""
    if bool(command) == bool(url):
        raise ValidationError("give a command (stdio) or a URL (streamable HTTP), one of them")


def names(text: str) -> list[str]:
    """The names in a comma- or space-separated list."""
    return text.replace(",", " ").split()


def tool_name(server: str, tool: str) -> str:
    """The name the model calls a server's tool by."""
    return f"{server}{SEPARATOR}{_UNSAFE.sub('_', tool)}"
