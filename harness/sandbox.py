"""The sandbox every process a run starts runs in: bubblewrap (`bwrap`).

(Interface only so far: the limits and the policy a ToolContext carries.)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True, slots=True)
class Limits:
    """What one sandboxed process tree may use."""

    cpu_seconds: int = 300
    memory_bytes: int = 2 << 30
    processes: int = 256
    file_bytes: int = 1 << 30
    """The largest file it may write (RLIMIT_FSIZE)."""


@dataclass(frozen=True, slots=True)
class Sandbox:
    """How a run's processes are isolated: no network unless `network`."""

    network: bool = False
    limits: Limits = field(default_factory=Limits)
    readable: tuple[Path, ...] = ()
    """Folders besides the system's that processes may read (an MCP server's venv, say)."""
