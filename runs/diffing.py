"""A workspace's changes since its start, as a patch: plain Python, no git, no Django.

`snapshot` records the workspace as a run starts, in a folder of its own outside it: a
manifest (each entry's kind, size, mtime and sha256) and a copy of the files small
enough to diff. `patch` compares the workspace with it and writes a unified diff, per
file, in git's format.

Nothing here runs a program or follows a link: a model can write anything into its
workspace (a `.git/config` with hooks or filters, a link to /etc, a FIFO), so entries
are read with lstat, only regular files are opened (O_NOFOLLOW, O_NONBLOCK), a link is
shown as its target's text, and `.git` folders are left out. The cost is bounded, since
a command can write 20,000 sparse files of a gigabyte each without using the disk: a
file whose size and mtime are as recorded is not read; a file over TEXT_BYTES is never
read at all (not even hashed: when its size or mtime changed, it "differs"); a file not
UTF-8 text is "binary"; the walk stops at MAX_ENTRIES entries, folders included; and
the patch stops at PATCH_BYTES, or once it has read READ_BYTES; and difflib, quadratic,
is given at most DIFF_WORK lines squared (past that, a file is all out and all in).
"""

from __future__ import annotations

import difflib
import hashlib
import itertools
import json
import os
import shutil
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

TEXT_BYTES = 512 * 1024
PATCH_BYTES = 2 * 1024 * 1024
READ_BYTES = 256 * 1024 * 1024
"""What one patch may read of the workspace's files."""
DIFF_WORK = 400_000_000
"""Old lines times new lines that one patch may give difflib, summed over its files: its
matcher is quadratic: two 400 KB files of 100,000 short, repeated lines took it 13 s. A
file past what is left is shown as all its old lines out and all its new lines in."""
MAX_ENTRIES = 20_000
"""Entries (files, links, folders...) one walk looks at."""
SKIPPED = frozenset({".git"})
MANIFEST = "manifest.json"
FILES = "files"
NO_NEWLINE = "\\ No newline at end of file\n"
"""What git writes after a file's last line when it has no newline."""


@dataclass(frozen=True, slots=True)
class Entry:
    kind: str
    """`file`, `link` or `other` (a FIFO, a socket, a device)."""
    size: int
    mtime_ns: int
    sha256: str = ""


def snapshot(workspace: Path, target: Path) -> None:
    """Record `workspace` into `target` (made whole under another name, then renamed)."""
    partial = target.with_name(target.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    (partial / FILES).mkdir(parents=True)
    manifest: dict[str, list[object]] = {}
    for name, entry in _entries(workspace):
        read = _read(workspace, name, entry)
        manifest[name] = [entry.kind, entry.size, entry.mtime_ns, read.sha256 if read else ""]
        if read is not None and read.content is not None:
            copy = partial / FILES / name
            copy.parent.mkdir(parents=True, exist_ok=True)
            copy.write_bytes(read.content)
    (partial / MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    partial.rename(target)


def patch(workspace: Path, start: Path) -> str:
    """The workspace's changes since `start` was recorded; empty when there are none."""
    recorded = {
        name: Entry(str(kind), int(size), int(mtime), str(digest))
        for name, (kind, size, mtime, digest) in json.loads(
            (start / MANIFEST).read_text(encoding="utf-8")
        ).items()
    }
    walk = _Walk()
    now = dict(walk.entries(workspace))
    names = recorded.keys() | now.keys() if not walk.truncated else now.keys()
    out: list[str] = []
    size = read_bytes = 0
    work = [DIFF_WORK]
    for name in sorted(names):
        before, after = recorded.get(name), now.get(name)
        if before is not None and after is not None and _same_stat(before, after):
            continue
        if read_bytes > READ_BYTES:
            out.append(f"# the patch stops here: it read {READ_BYTES >> 20} MB of files\n")
            break
        read = _read(workspace, name, after)
        read_bytes += len(read.content or b"") if read else 0
        if _same_content(before, after, read):
            continue
        old = _old_content(start, name, before)
        text = _file_patch(name, before, after, old, read.content if read else None, work=work)
        if size + len(text) > PATCH_BYTES:
            out.append(f"# the patch stops here: it is over {PATCH_BYTES >> 20} MB\n")
            break
        out.append(text)
        size += len(text)
    if walk.truncated and not (out and out[-1].startswith("# ")):
        out.append(f"# the patch stops here: the workspace has over {MAX_ENTRIES} entries\n")
    return "".join(out)


def _same_stat(before: Entry, after: Entry) -> bool:
    return before.kind == after.kind == "file" and (before.size, before.mtime_ns) == (
        after.size,
        after.mtime_ns,
    )


def _same_content(before: Entry | None, after: Entry | None, read: Read | None) -> bool:
    if before is None or after is None or read is None or not read.sha256:
        return False
    return before.kind == after.kind and read.sha256 == before.sha256


def _entries(root: Path) -> Iterator[tuple[str, Entry]]:
    return _Walk().entries(root)


class _Walk:
    """A walk of a workspace; `truncated` once it stopped at MAX_ENTRIES."""

    def __init__(self) -> None:
        self.truncated = False

    def entries(self, root: Path) -> Iterator[tuple[str, Entry]]:
        """(path relative to root, entry) for each file, link or other thing; not the top `.git`.

        Folders count towards MAX_ENTRIES too: a million empty ones would cost as much.
        """
        count = 0
        pending = [""]
        while pending:
            folder = pending.pop()
            try:
                with os.scandir(root / folder) as listing:  # never more than the limit
                    left = itertools.islice(listing, MAX_ENTRIES + 1 - count)
                    found = sorted(left, key=lambda item: item.name)
            except OSError:
                continue
            for item in found:
                count += 1
                if count > MAX_ENTRIES:
                    self.truncated = True
                    return
                name = f"{folder}/{item.name}" if folder else item.name
                try:
                    info = item.stat(follow_symlinks=False)
                except OSError:  # a folder the worker may list but not search (not as root)
                    continue
                if stat.S_ISDIR(info.st_mode):
                    if name not in SKIPPED:  # the top's only: a `src/.git/` would hide files
                        pending.append(name)
                    continue
                kind = "file" if stat.S_ISREG(info.st_mode) else "link"
                kind = kind if stat.S_ISREG(info.st_mode) or stat.S_ISLNK(info.st_mode) else "other"
                yield name, Entry(kind, info.st_size, info.st_mtime_ns)


@dataclass(frozen=True, slots=True)
class Read:
    sha256: str
    """Empty for a file over TEXT_BYTES: it is not read."""
    content: bytes | None
    """The bytes when there are at most TEXT_BYTES of them (a link: its target)."""


LARGE = Read("", None)


def _read(root: Path, name: str, entry: Entry | None) -> Read | None:
    """A small file's digest and bytes, a link's target; LARGE for a file over TEXT_BYTES
    (never read); None for anything else.

    Opened from `root` down, a folder at a time, none followed if it is a link now: a
    folder swapped for a link to /etc after the walk listed it is not read through.
    """
    if entry is None or entry.kind == "other":
        return None
    if entry.kind == "file" and entry.size > TEXT_BYTES:
        return LARGE
    *folders, last = name.split("/")
    try:
        folder = _folder(root, folders)
        try:
            if entry.kind == "link":
                target = os.fsencode(os.readlink(last, dir_fd=folder))
                return Read(hashlib.sha256(target).hexdigest(), target)
            flags = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
            descriptor = os.open(last, flags, dir_fd=folder)
        finally:
            os.close(folder)
    except OSError:
        return None
    with os.fdopen(descriptor, "rb") as handle:
        regular = stat.S_ISREG(os.fstat(handle.fileno()).st_mode)
        content = handle.read(TEXT_BYTES + 1) if regular else b""  # it may have grown since
    if not regular or len(content) > TEXT_BYTES:
        return None if not regular else LARGE
    return Read(hashlib.sha256(content).hexdigest(), content)


def _folder(root: Path, names: list[str]) -> int:
    """A descriptor of root/names..., each opened with O_NOFOLLOW; OSError if one is a link."""
    folder = os.open(root, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    for name in names:
        try:
            inner = os.open(name, _FOLDER, dir_fd=folder)
        finally:
            os.close(folder)
        folder = inner
    return folder


_FOLDER = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


def _old_content(start: Path, name: str, entry: Entry | None) -> bytes | None:
    if entry is None:
        return None
    copy = start / FILES / name
    try:
        return copy.read_bytes() if not copy.is_symlink() else None
    except OSError:
        return None  # large: only its digest was kept


def _file_patch(
    name: str,
    before: Entry | None,
    after: Entry | None,
    old: bytes | None,
    new: bytes | None,
    *,
    work: list[int],
) -> str:
    """One file's diff; `work` holds what is left of the patch's DIFF_WORK, and shrinks."""
    if before is not None and after is not None and _mode(before) != _mode(after):
        # A file that became a link, or a link a file: git writes it as one deleted and
        # one added (a mode change between them does not apply).
        gone = _file_patch(name, before, None, old, None, work=work)
        return gone + _file_patch(name, None, after, None, new, work=work)
    a, b = _quoted("a/" + name), _quoted("b/" + name)
    head = [f"diff --git {a} {b}\n"]
    if before is None:
        head.append(f"new file mode {_mode(after)}\n")
    elif after is None:
        head.append(f"deleted file mode {_mode(before)}\n")
    old_text, new_text = _text(old, before), _text(new, after)
    if old_text is None or new_text is None:
        old_name = "/dev/null" if before is None else a
        new_name = "/dev/null" if after is None else b
        return "".join(head) + f"Binary files {old_name} and {new_name} differ\n"
    old_lines, new_lines = _lines(old_text), _lines(new_text)
    names = "/dev/null" if before is None else a, "/dev/null" if after is None else b
    cost = len(old_lines) * len(new_lines)
    if cost > work[0]:  # difflib would take minutes: the whole file out, the whole file in
        return "".join(head) + "".join(_replaced(old_lines, new_lines, *names))
    work[0] -= cost
    lines = difflib.unified_diff(old_lines, new_lines, *names, lineterm="")
    headers = [f"{next(lines)}\n" for _ in range(2)] if old_lines != new_lines else []
    return "".join(head + headers) + "".join(_hunk_line(line) for line in lines)


def _lines(text: str) -> list[str]:
    """The lines of `text`, each with its newline; the last without one if the file ends
    so (only \\n ends a line, as in git)."""
    parts = text.split("\n")
    return [part + "\n" for part in parts[:-1]] + ([parts[-1]] if parts[-1] else [])


def _hunk_line(line: str) -> str:
    """A line of a hunk as git writes it: a hunk header, or a line of the file, marked
    when it is a file's last and has no newline."""
    if line.startswith("@@"):
        return line + "\n"
    return line if line.endswith("\n") else line + "\n" + NO_NEWLINE


def _replaced(old: list[str], new: list[str], a: str, b: str) -> Iterator[str]:
    """A patch with one hunk: every old line deleted, every new one added."""
    yield f"--- {a}\n+++ {b}\n"
    yield f"@@ -{_range(len(old))} +{_range(len(new))} @@\n"
    yield from (_hunk_line(f"-{line}") for line in old)
    yield from (_hunk_line(f"+{line}") for line in new)


def _range(count: int) -> str:
    return "1" if count == 1 else f"{1 if count else 0},{count}"


def _text(content: bytes | None, entry: Entry | None) -> str | None:
    """The content as text, "" for none; None for binary or large."""
    if entry is None:
        return ""
    if content is None or len(content) > TEXT_BYTES or b"\x00" in content[:8000]:
        return None
    try:
        text = content.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return text


def _mode(entry: Entry | None) -> str:
    return "120000" if entry is not None and entry.kind == "link" else "100644"


def _quoted(path: str) -> str:
    """`path` as git writes it: C-quoted when it holds a quote, a backslash, a control or a
    non-ASCII character, so no file name can fake a line of the patch."""
    raw = path.encode("utf-8", "surrogateescape")
    if all(0x20 <= byte < 0x7F and byte not in b'"\\' for byte in raw):
        return path
    escapes = {0x22: '\\"', 0x5C: "\\\\", 0x09: "\\t", 0x0A: "\\n", 0x0D: "\\r"}
    body = "".join(
        escapes.get(byte, chr(byte) if 0x20 <= byte < 0x7F else f"\\{byte:03o}") for byte in raw
    )
    return f'"{body}"'
