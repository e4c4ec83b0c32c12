"""What `manage.py mcp add` checks of a stdio MCP server before it saves it.

Its program is found as the worker will run it (on PATH, links followed to the file), the
folders its installation lives in are shown to its sandbox read-only (harness.tools.
installation: its venv and the Python that venv links to, a node prefix) with those
`--read` names, and the server is started there once: it must answer `initialize` and list
its tools, the allowlist's among them. What failed is said with what to do.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from django.core.exceptions import ValidationError

from harness.output.redact import redact_string
from harness.tools.installation import installation, resolve
from harness.tools.mcp import McpServer, McpServerError
from harness.tools.sandbox import Sandbox
from runs.mcp_servers import check_readable

START_TIMEOUT = 20.0
"""Seconds the server has to start and list its tools (a cold venv compiles its imports)."""


class NotStarted(Exception):
    """The server could not be found, shown to its sandbox, or started there; the message
    says which and what to do."""


@dataclass(frozen=True)
class Installed:
    command: list[str]
    """The command, its program as the file it runs (a link followed)."""
    readable: list[str]
    """Its installation's folders, then those asked for."""


def installed(command: list[str], read: list[str], *, found: bool = True) -> Installed:
    """Where `command`'s program and its installation are, as the worker finds them. Not
    `found` (unchecked), a program this machine lacks is kept as given."""
    path = os.environ.get("PATH", os.defpath)
    program = resolve(command[0], path)
    if relative := [name for name in read if not Path(name).is_absolute()]:
        raise NotStarted(f"--read takes absolute paths, not {', '.join(relative)}")
    asked = [os.path.realpath(name) for name in read]
    if program is None and found:
        raise NotStarted(
            f"no program {command[0]!r} on this machine's PATH: give its full path, as the "
            "worker's machine has it"
        )
    if program is None:
        return Installed(list(command), _checked(asked))
    folders = [str(folder) for folder in installation(program, path)]
    folders += [folder for folder in asked if folder not in folders]
    return Installed([str(program), *command[1:]], _checked(folders))


def _checked(folders: list[str]) -> list[str]:
    try:
        check_readable(folders)
    except ValidationError as error:
        raise NotStarted(" ".join(error.messages)) from None
    return folders


def start_once(
    server: Installed, env: dict[str, str], tools: list[str], timeout: float = START_TIMEOUT
) -> list[str]:
    """Start the server in its sandbox, list its tools and stop it; their names."""
    sandbox = Sandbox(readable=tuple(map(Path, server.readable)))
    with tempfile.TemporaryDirectory(prefix="loopglass-mcp-check-") as folder:
        running = McpServer(
            server.command, env=env, cwd=folder, sandbox=sandbox, start_timeout=timeout
        )
        try:
            with running:
                listed = [str(tool.metadata["mcp_tool"]) for tool in running.tools()]
        except McpServerError as error:  # its stderr may hold a secret: redacted as a run's
            said = _redacted(str(error), env)
            raise NotStarted(f"{said}\n{_advice(said)}") from None
    if missing := [name for name in tools if name not in listed]:
        raise NotStarted(f"it lists no tools {missing}; it has {sorted(listed)}")
    return listed


def _redacted(text: str, env: dict[str, str]) -> str:
    """`text` redacted as a run's output is, and the values it was given besides."""
    for name, value in env.items():
        if len(value) >= MIN_SECRET:
            text = text.replace(value, f"[REDACTED:{name}]")
    return redact_string(text)


MIN_SECRET = 4
"""Shorter values of the server's variables are not hidden in what it printed."""


def _advice(failure: str) -> str:
    if "No such file or directory" in failure:
        return (
            "Its program, or a file it runs or reads, is not visible in the sandbox: add the "
            "folder that holds it with --read PATH."
        )
    if "no answer within" in failure:
        return "It did not answer `initialize`: is it an MCP server that speaks stdio?"
    if "exited" in failure:
        return "It exited before answering: run the command by hand to see why."
    if "sandbox" in failure or "bwrap" in failure:
        return "The sandbox cannot start here (see above); `mcp add --no-check` saves it unchecked."
    return "Run the command by hand to see why; `mcp add --no-check` saves it unchecked."
