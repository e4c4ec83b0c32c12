"""Where a program's own installation lives, for a sandbox to show it read-only.

A program installed in a virtual environment of its own (`python -m venv`, pipx, `uv tool
install`) is a script whose interpreter is that venv's Python, itself a link into a base
installation elsewhere (pyenv's, say): a sandbox must show the venv and the base. A link
to the program (pipx and uv put one in ~/.local/bin) is followed to the file it names. A
node package's program lives under its prefix's `lib/node_modules` (`npm install -g`) or a
folder's `node_modules` (`npm install`), beside the packages it imports, and its
`#!/usr/bin/env node` names an interpreter found on PATH. Folders of the system (/usr,
/bin...) are shown to every sandbox already and are left out.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from harness.tools.sandbox import SYSTEM

SHEBANG_BYTES = 256


def resolve(program: str, path: str) -> Path | None:
    """The file `program` runs: an absolute path, or found on `path`; links followed."""
    found = program if os.sep in program else shutil.which(program, path=path)
    if found is None:
        return None
    real = Path(os.path.realpath(found))
    return real if real.is_file() else None


def installation(program: Path, path: str) -> list[Path]:
    """The folders, outside the system's, that running `program` reads: its venv and the
    base Python that venv links to, its node prefix, its interpreter's (a `#!` line's
    program, found on `path` for `/usr/bin/env NAME`); else the folder it lies in."""
    found = _homes(program) or [program.parent]
    for interpreter in _interpreters(program, path):
        found += _homes(interpreter) or [interpreter.parent]
    outside = [folder for folder in found if not _system(folder)]
    kept: list[Path] = []
    for folder in outside:  # the outermost, in the order found
        if folder not in kept and not any(folder.is_relative_to(o) for o in outside if o != folder):
            kept.append(folder)
    return kept


def _homes(file: Path) -> list[Path]:
    """The installation roots `file` lies in: a venv (and its base), a node prefix."""
    for parent in file.parents:
        if (parent / "pyvenv.cfg").is_file():
            base = _venv_base(parent / "pyvenv.cfg")
            return [parent] if base is None else [parent, base]
    modules = [parent for parent in file.parents if parent.name == "node_modules"]
    if not modules:
        return []
    outermost = modules[-1]  # a package's own dependencies may sit in a node_modules of its own
    if outermost.parent.name == "lib":  # `npm install -g --prefix P`: P/lib/node_modules
        return [outermost.parent.parent]
    # `npm install --prefix P` (or in P): P/node_modules holds the package and what it
    # imports; P itself may be a home folder, which is never shown.
    return [outermost]


def _venv_base(config: Path) -> Path | None:
    """The base installation a venv's `home = .../bin` names (its parent folder)."""
    for line in config.read_text(errors="replace").splitlines():
        key, _, value = line.partition("=")
        if key.strip() == "home" and value.strip():
            return Path(os.path.realpath(value.strip())).parent
    return None


def _interpreters(program: Path, path: str) -> list[Path]:
    """The program a `#!` line names, and what that one runs (a venv's python is a link)."""
    try:
        with program.open("rb") as file:
            head = file.read(SHEBANG_BYTES)
    except OSError:
        return []
    if not head.startswith(b"#!"):
        return []
    words = head[2:].split(b"\n", 1)[0].decode(errors="replace").split()
    if not words:
        return []
    if Path(words[0]).name == "env":  # `env NAME`, `env -S NAME -u`: the first name
        names = [word for word in words[1:] if not word.startswith("-") and "=" not in word]
        named = resolve(names[0], path) if names else None
        return [named] if named is not None else []
    return [Path(words[0]), Path(os.path.realpath(words[0]))]


def _system(folder: Path) -> bool:
    return any(folder == Path(name) or folder.is_relative_to(name) for name in SYSTEM)
