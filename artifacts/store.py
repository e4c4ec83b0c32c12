"""DjangoArtifactStore: the harness's ArtifactStore over Django's storage API and Artifact rows.

`put` streams: chunks → Redactor → Inspector (sha256, size, type, encoding) →
LineIndexer → a spool file on local disk. The blob is then saved as
`blobs/<sha[:2]>/<sha>` in the "artifacts" storage, only when no blob with
that sha256 is there yet, and the Artifact row is written. No output is ever
in memory whole.

The spool is written inside the storage's folder when the storage is a local
one, so saving it is a rename: a reader never sees half a blob. Saving and
the row share a transaction that locks the rows of the same sha256, which is
what retention takes before it deletes a blob, so a blob is never deleted
under a new artifact.

`open` maps a local blob into memory (or downloads a remote one to a
temporary file and maps that) and checks it against its sha256.
"""

from __future__ import annotations

import contextlib
import hashlib
import mmap
import shutil
import tempfile
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO

from django.conf import settings
from django.core.files import File
from django.core.files.storage import FileSystemStorage, Storage, storages
from django.db import transaction
from django.utils import timezone

from artifacts.lines import LineIndexer
from artifacts.models import Artifact, blob_name, retention
from harness.output.artifacts import (
    ArtifactError,
    ArtifactInfo,
    ArtifactSource,
    Inspector,
    new_artifact_id,
)
from harness.output.document import Buffer, Document
from harness.output.redact import Redactor, redact_stream

COPY_CHUNK = 1 << 20
SPOOL_MAX_AGE = 24 * 3600
"""Seconds after which a spool file is taken to be left over from a crashed worker."""


class SpooledFile(File):  # type: ignore[type-arg]  # File[bytes]: generic in the stubs only
    """A file on local disk that FileSystemStorage may move into place instead of copying."""

    def temporary_file_path(self) -> str:
        return str(self.name)


class DjangoArtifactStore:
    def __init__(self, storage: Storage | None = None) -> None:
        self.storage = storage if storage is not None else storages["artifacts"]

    # -- the harness protocol ------------------------------------------------------------

    def put(self, chunks: Iterable[bytes], source: ArtifactSource) -> ArtifactInfo:
        run_pk, redactor, inspector, lines = _run_pk(source), Redactor(), Inspector(), LineIndexer()
        with self._spool() as (path, spool):
            for chunk in lines.watch(inspector.watch(redact_stream(chunks, redactor))):
                spool.write(chunk)
            spool.close()
            now = timezone.now()
            artifact = Artifact(
                id=new_artifact_id(),
                sha256=inspector.digest.hexdigest(),
                size=inspector.size,
                content_type=inspector.content_type(source.content_type),
                encoding=inspector.encoding(),
                tool=source.tool,
                trust_lane=source.trust_lane,
                family=source.family,
                exit_status=source.exit_status,
                source_url=source.source_url,
                run_id=run_pk,
                step_index=source.step_index,
                created_at=now,
                expires_at=now + retention(source.trust_lane),
                redactions=redactor.count,
                line_count=lines.line_count,
                line_offsets=lines.offsets,
            )
            with transaction.atomic():
                Artifact.objects.lock_blob(artifact.sha256)
                self._keep(path, artifact.sha256)
                artifact.save(force_insert=True)
        return artifact.info()

    def info(self, artifact_id: str) -> ArtifactInfo:
        return self.get(artifact_id).info()

    def open(self, artifact_id: str) -> Document:
        return Document(self.read(self.get(artifact_id)))

    # -- for the dashboard ---------------------------------------------------------------

    def get(self, artifact_id: str) -> Artifact:
        artifact = Artifact.objects.filter(pk=artifact_id).first()
        if artifact is None:
            raise ArtifactError(f"no artifact {artifact_id!r}")
        return artifact

    def read(self, artifact: Artifact) -> Buffer:
        """The artifact's bytes, checked against their sha256.

        A local blob is memory-mapped; a remote one is downloaded to a temporary
        file first, which is mapped (and gone from the disk once unmapped).
        """
        if artifact.is_expired:
            expired_on = f"{artifact.expires_at:%Y-%m-%d %H:%M} UTC"
            raise ArtifactError(f"{artifact.id} expired on {expired_on}; its bytes are deleted")
        path = self._local(artifact.blob_name)
        try:
            data = _map_file(path) if path is not None else self._download(artifact.blob_name)
        except FileNotFoundError:
            raise ArtifactError(f"{artifact.id}: its stored bytes are missing") from None
        if hashlib.sha256(data).hexdigest() != artifact.sha256:
            raise ArtifactError(f"{artifact.id}: the stored bytes do not match their sha256")
        return data

    def release(self, sha256: str) -> bool:
        """Delete the blob unless an unexpired artifact still has these bytes."""
        with transaction.atomic():
            Artifact.objects.lock_blob(sha256)
            if Artifact.objects.filter(sha256=sha256, expired=False).exists():
                return False
            self.storage.delete(blob_name(sha256))
        return True

    def sweep_spool(self, max_age: float = SPOOL_MAX_AGE) -> int:
        """Delete spool files a crashed worker left behind; how many."""
        cutoff, removed = time.time() - max_age, 0
        for leftover in self._spool_dir().iterdir():
            if leftover.stat().st_mtime < cutoff:
                leftover.unlink(missing_ok=True)
                removed += 1
        return removed

    # -- helpers -------------------------------------------------------------------------

    def _keep(self, spool: Path, sha256: str) -> None:
        """Save the spool as the blob, unless the same bytes are stored already."""
        name = blob_name(sha256)
        if self.storage.exists(name):
            return
        with spool.open("rb") as handle:
            saved = self.storage.save(name, SpooledFile(handle, name=str(spool)))
        if saved != name:  # another worker stored the same bytes a moment ago
            self.storage.delete(saved)

    def _local(self, name: str) -> Path | None:
        """The blob's path, when the storage is a folder on this machine."""
        if not isinstance(self.storage, FileSystemStorage):
            return None
        return Path(self.storage.path(name))

    def _spool_dir(self) -> Path:
        directory = self._local("spool") or Path(settings.LOOPGLASS_ARTIFACTS) / "spool"
        directory.mkdir(parents=True, exist_ok=True)
        return directory

    @contextlib.contextmanager
    def _spool(self) -> Iterator[tuple[Path, IO[bytes]]]:
        """A new file to write the output to; deleted afterwards unless it was moved."""
        handle = tempfile.NamedTemporaryFile(dir=self._spool_dir(), delete=False)  # noqa: SIM115
        path = Path(handle.name)
        try:
            with handle:
                yield path, handle
        finally:
            path.unlink(missing_ok=True)

    def _download(self, name: str) -> Buffer:
        with (
            self.storage.open(name, "rb") as source,
            tempfile.TemporaryFile(dir=self._spool_dir()) as copy,
        ):
            shutil.copyfileobj(source, copy, COPY_CHUNK)
            copy.flush()
            return _map(copy)


def _run_pk(source: ArtifactSource) -> int:
    try:
        return int(source.run_id)
    except ValueError:
        raise ArtifactError(f"an artifact needs its run's id, not {source.run_id!r}") from None


def _map_file(path: Path) -> Buffer:
    with path.open("rb") as handle:
        return _map(handle)


def _map(handle: IO[bytes]) -> Buffer:
    """The file's bytes, memory-mapped read-only; the map outlives the open file."""
    handle.seek(0, 2)
    if handle.tell() == 0:
        return b""
    return mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
