"""Uploaded case folders: a .zip of LogDx-CI cases, checked before a byte is extracted.

A case is a folder holding raw.log, case.json and ground_truth.json. The zip
is refused when it is too big (before or after decompression), is not a zip,
holds no case, or names a path that would land outside the folder it is
extracted to (absolute, `..`, a drive letter: zip-slip). Only regular files
are written, so a zip cannot plant a symlink either.
"""

from __future__ import annotations

import shutil
import zipfile
from pathlib import Path, PurePosixPath
from typing import IO

MAX_ZIP_BYTES = 50 * 1024 * 1024
MAX_UNZIPPED_BYTES = 500 * 1024 * 1024
"""What the files may add up to once extracted: a small zip may hold a bomb."""
MAX_MEMBERS = 5000
CASE_FILES = ("raw.log", "case.json", "ground_truth.json")


class CaseZipError(ValueError):
    """The upload is not a zip of case folders we can safely read; the message says why."""


def check_zip(handle: IO[bytes]) -> list[str]:
    """The case folders in the zip (their paths inside it), or CaseZipError."""
    members = _members(handle)
    names = {m.filename for m in members if not m.is_dir()}
    folders = sorted(
        str(PurePosixPath(name).parent)
        for name in names
        if PurePosixPath(name).name == "ground_truth.json"
    )
    cases = [f for f in folders if all(_joined(f, part) in names for part in CASE_FILES)]
    if not cases:
        raise CaseZipError(
            "the zip holds no case: a case is a folder with " + ", ".join(CASE_FILES)
        )
    return cases


def extract(handle: IO[bytes], target: Path) -> list[Path]:
    """Write the zip's regular files under `target` (checked first); the case folders."""
    cases = check_zip(handle)
    root = target.resolve()
    with zipfile.ZipFile(handle) as archive:
        for member in archive.infolist():
            if member.is_dir():
                continue
            destination = (root / member.filename).resolve()
            if not destination.is_relative_to(root):  # checked already; kept as a last guard
                raise CaseZipError(f"{member.filename!r} points outside the folder")
            destination.parent.mkdir(parents=True, exist_ok=True)
            with archive.open(member) as source, destination.open("wb") as out:
                shutil.copyfileobj(source, out)
    return [root / case for case in cases]


def _members(handle: IO[bytes]) -> list[zipfile.ZipInfo]:
    try:
        with zipfile.ZipFile(handle) as archive:
            members = archive.infolist()
    except (zipfile.BadZipFile, OSError, EOFError) as error:
        raise CaseZipError(f"not a readable zip file ({error})") from None
    if len(members) > MAX_MEMBERS:
        raise CaseZipError(f"the zip holds {len(members)} entries; at most {MAX_MEMBERS}")
    if sum(m.file_size for m in members) > MAX_UNZIPPED_BYTES:
        raise CaseZipError(f"the zip unpacks to more than {MAX_UNZIPPED_BYTES >> 20} MB")
    for member in members:
        _check_name(member.filename)
    return members


def _check_name(name: str) -> None:
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
        raise CaseZipError(f"unsafe path in the zip: {name!r} (it would leave the folder)")


def _joined(folder: str, name: str) -> str:
    return name if folder == "." else f"{folder}/{name}"
