"""A run's Changes: its workspace's diff against its start, kept as artifacts, shown live.

As a run starts, its workspace is recorded (`record_start`, runs.diffing) in
LOOPGLASS_WORKSPACES/.start/run-<id>. After each step that called a write tool
(write_file, run_command, a skill), `ChangesSink` computes the patch again and, when it
changed, stores it as an artifact of the run (tool and family `changes`, text/x-diff,
redacted like every artifact) and tells the run's viewers, whose page then fetches the
Changes view. The page and `GET /api/runs/<id>/changes` read the newest such artifact,
so the patch outlives the workspace folder.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path

from django.conf import settings

from artifacts.models import Artifact
from artifacts.store import DjangoArtifactStore
from harness.output.artifacts import ArtifactError, ArtifactSource
from harness.reporting.events import Event, RunFinished, RunPaused, StepFinished
from harness.reporting.live import LiveUpdate, live_of
from harness.reporting.sinks import Sink
from runs import diffing
from runs.broadcast import send_to_run
from runs.models import Run
from runs.rendering import changes_message

TOOL = "changes"
CONTENT_TYPE = "text/x-diff"
SHOWN_LINES = 2000
"""Lines of one file's diff the page shows; the API has the whole patch."""


def starts_root() -> Path:
    return Path(settings.LOOPGLASS_WORKSPACES) / ".start"


def start_of(run_id: int) -> Path:
    return starts_root() / f"run-{run_id}"


def record_start(run_id: int, workspace: Path) -> None:
    """Record the workspace as it is now, unless the run's start is recorded already."""
    start = start_of(run_id)
    if not start.exists():
        start.parent.mkdir(parents=True, exist_ok=True)
        diffing.snapshot(workspace, start)


def latest(run: Run) -> Artifact | None:
    return Artifact.objects.filter(run=run, tool=TOOL).order_by("-created_at").first()


def patch_of(run: Run) -> str:
    """The newest recorded patch; empty when nothing changed yet (or it expired)."""
    return read_patch(run)[0]


def read_patch(run: Run) -> tuple[str, str]:
    """The newest recorded patch, and what it is: `patch`, `none` (nothing changed, so
    far), or `expired` (its artifact is gone)."""
    artifact = latest(run)
    if artifact is None:
        return "", "none"
    try:
        text = bytes(DjangoArtifactStore().read(artifact)).decode("utf-8", "replace")
    except ArtifactError:
        return "", "expired"
    return text, "patch" if text else "none"


@dataclass
class FileDiff:
    """One file's part of the patch, as the Changes view shows it."""

    path: str
    status: str = "changed"
    """added, deleted or changed"""
    binary: bool = False
    """Binary, or too large to diff: no lines."""
    lines: list[tuple[str, str]] = field(default_factory=list)
    """(kind, text): kind is `add`, `del`, `hunk` or `same`."""
    more: int = 0
    """Lines left out of the view."""
    in_hunks: bool = False
    """Past the file's header: a line `--- x` now is a line of the file, taken out."""


def files_of(patch: str) -> list[FileDiff]:
    """The patch, file by file (split on runs.diffing's own header lines)."""
    files: list[FileDiff] = []
    for line in patch.split("\n"):
        if line.startswith("diff --git "):
            files.append(FileDiff(path=_path(line)))
        elif files:
            _add(files[-1], line)
    return files


def _path(header: str) -> str:
    rest = header.removeprefix("diff --git ")
    half = rest[len(rest) // 2 + 1 :] if not rest.startswith('"') else rest.split('" "', 1)[-1]
    return half.strip('"').removeprefix("b/")


def _add(diff: FileDiff, line: str) -> None:
    if line.startswith("new file mode"):
        diff.status = "added"
    elif line.startswith("deleted file mode"):
        diff.status = "deleted"
    elif line.startswith("Binary files"):
        diff.binary = True
    elif not line or (
        not diff.in_hunks and line.startswith(("--- ", "+++ ", "old mode", "new mode"))
    ):
        return
    elif len(diff.lines) >= SHOWN_LINES:
        diff.more += 1
    else:
        kinds = {"+": "add", "-": "del", "@": "hunk"}
        diff.lines.append((kinds.get(line[0], "same"), line))
    diff.in_hunks = diff.in_hunks or line.startswith("@@")


class ChangesSink:
    """Passes events on; after a write step (and as the run stops) records the patch."""

    def __init__(self, inner: Sink, run_id: int, workspace: Path, writes: set[str]) -> None:
        self.inner, self.run_id, self.workspace, self.writes = inner, run_id, workspace, writes
        self._digest = ""

    def emit(self, event: Event) -> None:
        # The last patch is stored before the run is marked stopped, so a run that reads
        # finished has its Changes whole, and nothing is written after its status.
        if isinstance(event, RunFinished | RunPaused):
            self.record(None)
        self.inner.emit(event)
        if isinstance(event, StepFinished):
            action = event.step.action
            if action is not None and action.tool in self.writes:
                self.record(event.step.index)

    def live(self, update: LiveUpdate) -> None:
        """Progress (harness.reporting.live) goes on to the inner sink, untouched."""
        live_of(self.inner)(update)

    def record(self, step_index: int | None) -> None:
        """Store the patch when it differs from the last one stored; tell the viewers."""
        start = start_of(self.run_id)
        if not (start / diffing.MANIFEST).exists():
            return  # a run started before Changes were recorded
        text = diffing.patch(self.workspace, start).encode("utf-8", "surrogateescape")
        digest = hashlib.sha256(text).hexdigest()
        if digest == self._digest or (not text and not self._digest):
            return
        source = ArtifactSource(
            tool=TOOL,
            trust_lane="internal",
            family=TOOL,
            content_type=CONTENT_TYPE,
            run_id=str(self.run_id),
            step_index=step_index,
        )
        DjangoArtifactStore().put([text], source)
        self._digest = digest
        send_to_run(self.run_id, changes_message(self.run_id))
