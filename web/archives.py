"""Uploaded archives (.zip, .tar.gz), checked before a byte is extracted.

The rules every upload follows (the lab's case folders, a run's workspace): an archive
is refused when it is too big (before or after decompression), holds too many entries,
is not a readable archive, or names a path that would land outside the folder it is
extracted to (absolute, `..`, a drive letter, a backslash: zip-slip). Only regular
files and folders are written: a symlink, a hard link or a device in a tar is refused,
and a zip's entries are written as regular files, so no archive can plant a link.
"""

from __future__ import annotations

import shutil
import tarfile
import zipfile
from pathlib import Path, PurePosixPath
from typing import IO, Literal

MAX_UPLOAD_BYTES = 50 * 1024 * 1024
MAX_UNPACKED_BYTES = 500 * 1024 * 1024
"""What the files may add up to once extracted: a small archive may hold a bomb."""
MAX_MEMBERS = 5000

Format = Literal["zip", "tar.gz"]
SUFFIXES: dict[Format, tuple[str, ...]] = {"zip": (".zip",), "tar.gz": (".tar.gz", ".tgz")}


class ArchiveError(ValueError):
    """The upload is not an archive we can safely extract; the message says why."""


def format_of(name: str) -> Format:
    """The format an upload's file name says, or ArchiveError."""
    lowered = name.lower()
    for kind, suffixes in SUFFIXES.items():
        if lowered.endswith(suffixes):
            return kind
    raise ArchiveError(f"{name!r} is neither a .zip nor a .tar.gz")


def check_size(size: int) -> None:
    if size > MAX_UPLOAD_BYTES:
        raise ArchiveError(f"the upload is {size >> 20} MB; at most {MAX_UPLOAD_BYTES >> 20} MB")


def check(handle: IO[bytes], kind: Format) -> list[str]:
    """The names of the archive's regular files, all checked; or ArchiveError."""
    if kind == "zip":
        return [m.filename for m in zip_members(handle) if not m.is_dir()]
    return [m.name for m in _tar_members(handle) if m.isfile()]


def extract(handle: IO[bytes], kind: Format, target: Path) -> None:
    """Write the archive's regular files under `target`, checked first."""
    check(handle, kind)
    handle.seek(0)
    root = target.resolve()
    root.mkdir(parents=True, exist_ok=True)
    if kind == "zip":
        with zipfile.ZipFile(handle) as archive:
            for member in archive.infolist():
                if not member.is_dir():
                    with archive.open(member) as source:
                        _write(source, root, member.filename)
        return
    with tarfile.open(fileobj=handle, mode="r|gz") as tar:
        for entry in tar:
            data = tar.extractfile(entry) if entry.isfile() else None
            if data is not None:
                _write(data, root, entry.name)


def zip_members(handle: IO[bytes]) -> list[zipfile.ZipInfo]:
    """The zip's entries, checked: their count, unpacked size and names."""
    try:
        with zipfile.ZipFile(handle) as archive:
            members = archive.infolist()
    except (zipfile.BadZipFile, OSError, EOFError) as error:
        raise ArchiveError(f"not a readable zip file ({error})") from None
    if len(members) > MAX_MEMBERS:
        raise ArchiveError(f"the zip holds {len(members)} entries; at most {MAX_MEMBERS}")
    if sum(m.file_size for m in members) > MAX_UNPACKED_BYTES:
        raise ArchiveError(f"the zip unpacks to more than {MAX_UNPACKED_BYTES >> 20} MB")
    for member in members:
        check_name(member.filename, "zip")
    return members


def _tar_members(handle: IO[bytes]) -> list[tarfile.TarInfo]:
    """A .tar.gz's entries, read as a stream: it stops at the first entry past a limit, so
    a bomb is never decompressed whole."""
    members: list[tarfile.TarInfo] = []
    total = 0
    try:
        with tarfile.open(fileobj=handle, mode="r|gz") as tar:
            for entry in tar:
                members.append(entry)
                total += entry.size
                _check_tar_entry(entry, len(members), total)
    except (tarfile.TarError, OSError, EOFError) as error:
        raise ArchiveError(f"not a readable .tar.gz file ({error})") from None
    return members


def _check_tar_entry(entry: tarfile.TarInfo, count: int, total: int) -> None:
    if count > MAX_MEMBERS:
        raise ArchiveError(f"the archive holds more than {MAX_MEMBERS} entries")
    if total > MAX_UNPACKED_BYTES:
        raise ArchiveError(f"the archive unpacks to more than {MAX_UNPACKED_BYTES >> 20} MB")
    check_name(entry.name, "archive")
    if not (entry.isfile() or entry.isdir()):
        raise ArchiveError(f"{entry.name!r} in the archive is a link or a device; only files")


def check_name(name: str, noun: str = "archive") -> None:
    """Refuse a member name that could be written outside the extraction folder."""
    path = PurePosixPath(name)
    unsafe = (
        "\\" in name
        or "\x00" in name
        or path.is_absolute()
        or ".." in path.parts
        or (path.parts and ":" in path.parts[0])
    )
    if unsafe:
        raise ArchiveError(f"unsafe path in the {noun}: {name!r} (it would leave the folder)")


def _write(source: IO[bytes], root: Path, name: str) -> None:
    destination = (root / name).resolve()
    if not destination.is_relative_to(root):  # checked already; kept as a last guard
        raise ArchiveError(f"{name!r} points outside the folder")
    destination.parent.mkdir(parents=True, exist_ok=True)
    with destination.open("wb") as out:
        shutil.copyfileobj(source, out)
