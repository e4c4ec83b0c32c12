"""Retention of what runs leave in LOOPGLASS_WORKSPACES: workspaces, starts, git caches.

A run's workspace (`run-<id>`) and its start (`.start/run-<id>`, the base of its Changes
diff) are removed LOOPGLASS_WORKSPACE_DAYS after the run ended (runs.lifecycle.ENDS). A
run not ended keeps both, whatever its age: a queued run, a running one (a worker that
lost its lease is replaced by one that resumes it from them), one awaiting a reviewer
(it resumes once decided). A replay reads neither: it makes a workspace of its own from
the same source and plays its source's events. A folder whose run is gone from the
database goes by its mtime. A repository's cache (`.cache/<hash>`, touched by each fetch)
is removed when no run fetched it for LOOPGLASS_CACHE_DAYS, under the lock its fetches
take; so is a clone a killed worker left half made. The Changes patch and every other
artifact stay: they live in the artifact store, under their own retention.

Only real folders directly under their parent are removed, never through a link (a
command may have planted links in a workspace; rmtree unlinks them), and folders a run
made read-only are opened to their owner first. What cannot be removed (another uid's
files, for a worker that is not root) is logged and left.
"""

from __future__ import annotations

import contextlib
import fcntl
import logging
import os
import re
import shutil
import stat
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from django.conf import settings
from django.utils import timezone

from harness.tools.disk import usage
from runs.changes import starts_root
from runs.lifecycle import ENDS
from runs.models import Run
from runs.workspaces import cache_root, lock_of

logger = logging.getLogger(__name__)

RUN_FOLDER = re.compile(r"run-([1-9][0-9]{0,18})")
CACHE_FOLDER = re.compile(r"[0-9a-f]{32}")
PARTIAL_CLONE = re.compile(r"[0-9a-f]{32}\.[0-9a-f]{32}\.partial")
BATCH = 500


@dataclass(frozen=True)
class Removal:
    """A folder past its time: removed, or listed by a dry run."""

    path: Path
    size: int
    """Bytes on disk it holds (what removing it frees)."""
    why: str
    removed: bool = False


def clean(*, now: datetime | None = None, dry_run: bool = False) -> list[Removal]:
    """Remove the workspaces, starts and caches past their time (`dry_run`: only list
    them); what was, or would be, removed."""
    now = now or timezone.now()
    due = [*_run_folders(now), *_caches(now)]
    if dry_run:
        return due
    return [_removed(item) for item in due]


def workspaces_root() -> Path:
    return Path(settings.LOOPGLASS_WORKSPACES)


# -- what is due ----------------------------------------------------------------------------


def _run_folders(now: datetime) -> Iterator[Removal]:
    """The workspaces and starts of runs that ended over LOOPGLASS_WORKSPACE_DAYS ago, and
    of runs gone from the database, by the folder's own age."""
    days = settings.LOOPGLASS_WORKSPACE_DAYS
    if days <= 0:
        return
    cutoff = now - timedelta(days=days)
    folders = [*_listed(workspaces_root(), RUN_FOLDER), *_listed(starts_root(), RUN_FOLDER)]
    known = _known_runs({_run_id(folder) for folder in folders})
    for folder in folders:
        run_id = _run_id(folder)
        if run_id in known:
            why = _ended_before(known[run_id], cutoff)
        else:
            why = _older(folder, cutoff, f"run {run_id} is not in the database")
        if why:
            yield Removal(folder, usage(folder), why)


def _known_runs(run_ids: set[int]) -> dict[int, tuple[str, datetime | None, datetime]]:
    """Each run's (status, finished_at, created_at), for those of `run_ids` that exist."""
    found: dict[int, tuple[str, datetime | None, datetime]] = {}
    ordered = sorted(run_ids)
    for start in range(0, len(ordered), BATCH):
        rows = Run.objects.filter(pk__in=ordered[start : start + BATCH]).values_list(
            "pk", "status", "finished_at", "created_at"
        )
        found |= {pk: (status, finished, created) for pk, status, finished, created in rows}
    return found


def _ended_before(run: tuple[str, datetime | None, datetime], cutoff: datetime) -> str:
    status, finished_at, created_at = run
    if status not in ENDS:
        return ""  # it may still resume from its workspace and start
    ended = finished_at or created_at
    return f"the run {status} on {ended:%Y-%m-%d %H:%M} UTC" if ended < cutoff else ""


def _caches(now: datetime) -> Iterator[Removal]:
    days = settings.LOOPGLASS_CACHE_DAYS
    if days <= 0:
        return
    cutoff = now - timedelta(days=days)
    root = cache_root()
    for cache in _listed(root, CACHE_FOLDER):
        if why := _older(cache, cutoff, "no run fetched this repository"):
            yield Removal(cache, usage(cache), why)
    for partial in _listed(root, PARTIAL_CLONE):
        if why := _older(partial, cutoff, "a clone left half made"):
            yield Removal(partial, usage(partial), why)


def _listed(parent: Path, name: re.Pattern[str]) -> list[Path]:
    """The real folders in `parent` whose name is `name`; links are left out (and said).
    Only the root may be a link (a setting may name one); nothing below it is followed."""
    if not parent.is_dir() or (parent != workspaces_root() and parent.is_symlink()):
        return []
    found: list[Path] = []
    with os.scandir(parent) as entries:
        for entry in entries:
            if not name.fullmatch(entry.name):
                continue
            if entry.is_dir(follow_symlinks=False):
                found.append(Path(entry.path))
            else:
                logger.warning("retention: %s is not a folder; left as it is", entry.path)
    return found


def _is_real_folder(path: Path) -> bool:
    try:
        return stat.S_ISDIR(path.lstat().st_mode)
    except OSError:
        return False


def _run_id(folder: Path) -> int:
    return int(folder.name.removeprefix("run-"))


def _older(folder: Path, cutoff: datetime, why: str) -> str:
    """`why`, with the folder's age, when it was last changed before `cutoff` (and still is
    there: another clean may have removed it meanwhile)."""
    try:
        changed = datetime.fromtimestamp(folder.lstat().st_mtime, tz=cutoff.tzinfo)
    except OSError:
        return ""
    return f"{why} since {changed:%Y-%m-%d %H:%M} UTC" if changed < cutoff else ""


# -- removing -------------------------------------------------------------------------------


def _removed(item: Removal) -> Removal:
    with _unused(item.path) as unused:
        if not unused:
            logger.info("retention: %s is being fetched; left for now", item.path)
            return item
        removed = _remove_tree(item.path)
    if removed:
        logger.info("retention: removed %s (%d bytes): %s", item.path, item.size, item.why)
    return Removal(item.path, item.size, item.why, removed=removed)


@contextlib.contextmanager
def _unused(folder: Path) -> Iterator[bool]:
    """For a cache: whether no run is fetching it now (while True, none starts to); a run
    that just fetched it has touched it, so its age is checked again under the lock."""
    if folder.parent != cache_root() or not CACHE_FOLDER.fullmatch(folder.name):
        yield True
        return
    with lock_of(folder).open("a") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        try:
            cutoff = timezone.now() - timedelta(days=settings.LOOPGLASS_CACHE_DAYS)
            yield _is_real_folder(folder) and bool(_older(folder, cutoff, "unused"))
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _remove_tree(folder: Path) -> bool:
    """Remove `folder`, a real folder (checked again here), with all it holds; whether it is
    gone. Folders a run made read-only or unlistable are opened to their owner first."""
    if not _is_real_folder(folder):
        return not os.path.lexists(folder)
    shutil.rmtree(folder, ignore_errors=True)
    if os.path.lexists(folder):
        _open_up(folder)
        shutil.rmtree(folder, onexc=_not_removed)
    return not os.path.lexists(folder)


def _open_up(folder: Path) -> None:
    """Give the owner read, write and search on every folder under `folder` (links are
    never followed: each is checked to be a folder by lstat before its mode changes)."""
    pending = [folder]
    while pending:
        current = pending.pop()
        with contextlib.suppress(OSError):
            mode = current.lstat().st_mode
            if not stat.S_ISDIR(mode):
                continue
            if mode & stat.S_IRWXU != stat.S_IRWXU:
                current.chmod(stat.S_IMODE(mode) | stat.S_IRWXU)
            pending.extend(_subfolders(current))


def _subfolders(folder: Path) -> Iterable[Path]:
    with os.scandir(folder) as entries:
        return [Path(entry.path) for entry in entries if entry.is_dir(follow_symlinks=False)]


def _not_removed(function: object, path: str, error: BaseException) -> None:
    logger.warning("retention: could not remove %s: %s", path, error)
