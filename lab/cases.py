"""Uploaded case folders: a .zip of LogDx-CI cases, checked before a byte is extracted.

A case is a folder holding raw.log, case.json and ground_truth.json. The zip follows
the rules of every upload (web.archives: its size before and after decompression, its
entries, no path that leaves the folder, only regular files written) and must hold a
case.
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath
from typing import IO

from web import archives

MAX_ZIP_BYTES = archives.MAX_UPLOAD_BYTES
CASE_FILES = ("raw.log", "case.json", "ground_truth.json")
CaseZipError = archives.ArchiveError
"""The upload is not a zip of case folders we can safely read; the message says why."""


def check_zip(handle: IO[bytes]) -> list[str]:
    """The case folders in the zip (their paths inside it), or CaseZipError."""
    names = set(archives.check(handle, "zip"))
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
    handle.seek(0)
    archives.extract(handle, "zip", target)
    return [target.resolve() / case for case in cases]


def _joined(folder: str, name: str) -> str:
    return name if folder == "." else f"{folder}/{name}"
