"""Raw tool output kept as immutable artifacts, redacted before a byte is written.

An artifact is `art_<ulid>` plus metadata (sha256, size, content type,
encoding, tool, trust lane, exit status, source URL, redactions). Its bytes
are content-addressed: the same bytes are stored once, written once, never
updated, and checked against their sha256 when read. Output streams through
in chunks, so a 1 GB output is never in memory whole.

`FileArtifactStore` keeps them in a folder, for runs of the harness alone;
the dashboard implements the same protocol over Django's storage API.
"""

from __future__ import annotations

import codecs
import hashlib
import json
import mmap
import tempfile
import time
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass
from functools import cached_property
from itertools import chain
from pathlib import Path
from typing import Protocol

import filetype
from ulid import ULID

from harness.agent.shapes import TrustLane
from harness.output.document import Buffer, Document
from harness.output.redact import Redactor, redact_stream

SNIFF_BYTES = 8192
SPOOL_AFTER = 1 << 20
"""Bytes of output gathered in memory before the rest is streamed to a spool file."""


class ArtifactError(Exception):
    """An artifact is missing, expired, or its bytes no longer match their sha256."""


@dataclass(frozen=True, slots=True)
class ArtifactSource:
    """Where an output came from: what the store is told along with the bytes."""

    tool: str
    trust_lane: TrustLane
    family: str = "generic"
    content_type: str = "text/plain"
    exit_status: int | None = None
    source_url: str | None = None
    run_id: str = ""
    step_index: int | None = None


@dataclass(frozen=True, slots=True)
class ArtifactInfo:
    id: str
    sha256: str
    size: int
    """Bytes stored, after redaction."""
    content_type: str
    encoding: str
    """utf-8, utf-8-invalid (decoded with replacement) or binary."""
    redactions: int
    tool: str
    trust_lane: TrustLane
    family: str
    exit_status: int | None
    source_url: str | None
    run_id: str
    step_index: int | None
    created: float

    def as_json(self) -> dict[str, object]:
        return asdict(self)


def new_artifact_id() -> str:
    return f"art_{ULID()}"


class ArtifactStore(Protocol):
    def put(self, chunks: Iterable[bytes], source: ArtifactSource) -> ArtifactInfo:
        """Redact, hash and store the bytes; the id is new even when the bytes are not."""
        ...

    def info(self, artifact_id: str) -> ArtifactInfo: ...

    def open(self, artifact_id: str) -> Document:
        """The stored bytes as a Document, after checking them against their sha256."""
        ...


class Inspector:
    """Hashes the redacted stream and learns its type and encoding as it passes."""

    def __init__(self) -> None:
        self.digest = hashlib.sha256()
        self.size = 0
        self.head = b""
        self.invalid_utf8 = False
        self._decoder = codecs.getincrementaldecoder("utf-8")()

    def watch(self, chunks: Iterable[bytes]) -> Iterator[bytes]:
        for chunk in chunks:
            self.digest.update(chunk)
            self.size += len(chunk)
            if len(self.head) < SNIFF_BYTES:
                self.head += chunk[: SNIFF_BYTES - len(self.head)]
            self._check_utf8(chunk)
            yield chunk
        self._check_utf8(b"", final=True)

    def _check_utf8(self, chunk: bytes, final: bool = False) -> None:
        if self.invalid_utf8:
            return
        try:
            self._decoder.decode(chunk, final)
        except UnicodeDecodeError:
            self.invalid_utf8 = True

    @cached_property
    def kind(self) -> filetype.Type | None:
        """The file type the head's magic bytes say, if any (asked once: it tries every
        type filetype knows)."""
        return filetype.guess(self.head) if self.head else None

    def content_type(self, declared: str) -> str:
        return self.kind.mime if self.kind is not None else declared

    def encoding(self) -> str:
        if b"\x00" in self.head or self.kind is not None:
            return "binary"
        return "utf-8-invalid" if self.invalid_utf8 else "utf-8"


class FileArtifactStore:
    """Artifacts in a folder: blobs/<sha256[:2]>/<sha256> and artifacts/<id>.json."""

    def __init__(self, root: Path) -> None:
        self.root = root
        (root / "blobs").mkdir(parents=True, exist_ok=True)
        (root / "artifacts").mkdir(parents=True, exist_ok=True)

    def put(self, chunks: Iterable[bytes], source: ArtifactSource) -> ArtifactInfo:
        redactor, inspector = Redactor(), Inspector()
        self._write(inspector.watch(redact_stream(chunks, redactor)), inspector)
        sha256 = inspector.digest.hexdigest()
        info = ArtifactInfo(
            id=new_artifact_id(),
            sha256=sha256,
            size=inspector.size,
            content_type=inspector.content_type(source.content_type),
            encoding=inspector.encoding(),
            redactions=redactor.count,
            tool=source.tool,
            trust_lane=source.trust_lane,
            family=source.family,
            exit_status=source.exit_status,
            source_url=source.source_url,
            run_id=source.run_id,
            step_index=source.step_index,
            created=time.time(),
        )
        (self.root / "artifacts" / f"{info.id}.json").write_text(json.dumps(info.as_json()))
        return info

    def info(self, artifact_id: str) -> ArtifactInfo:
        path = self.root / "artifacts" / f"{artifact_id}.json"
        if not artifact_id.startswith("art_") or not path.is_file():
            raise ArtifactError(f"no artifact {artifact_id!r}")
        return ArtifactInfo(**json.loads(path.read_text()))

    def open(self, artifact_id: str) -> Document:
        info = self.info(artifact_id)
        data = _map(self._blob(info.sha256))
        if hashlib.sha256(data).hexdigest() != info.sha256:
            raise ArtifactError(f"{artifact_id}: the stored bytes do not match their sha256")
        return Document(data)

    def _blob(self, sha256: str) -> Path:
        return self.root / "blobs" / sha256[:2] / sha256

    def _write(self, stream: Iterator[bytes], inspector: Inspector) -> None:
        """Store the stream's bytes by their hash. Up to SPOOL_AFTER bytes are gathered in
        memory, so output seen before (the same bytes) costs no file at all; past that the
        stream goes to a spool file as it comes, and is moved into place once hashed."""
        gathered: list[bytes] = []
        size = 0
        for chunk in stream:
            gathered.append(chunk)
            size += len(chunk)
            if size > SPOOL_AFTER:
                self._spool(chain(gathered, stream), inspector)
                return
        if not self._blob(inspector.digest.hexdigest()).exists():
            self._spool(iter(gathered), inspector)

    def _spool(self, chunks: Iterator[bytes], inspector: Inspector) -> None:
        with tempfile.NamedTemporaryFile(dir=self.root / "blobs", delete=False) as spool:
            for chunk in chunks:
                spool.write(chunk)
        self._keep(Path(spool.name), self._blob(inspector.digest.hexdigest()))

    @staticmethod
    def _keep(spool: Path, blob: Path) -> None:
        """Move the new bytes into place, unless the same bytes are there already."""
        if blob.exists():
            spool.unlink()
            return
        blob.parent.mkdir(exist_ok=True)
        spool.chmod(0o444)
        spool.replace(blob)


def _map(path: Path) -> Buffer:
    """The file's bytes, memory-mapped (an empty file maps to b"")."""
    if path.stat().st_size == 0:
        return b""
    with path.open("rb") as handle:
        return mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
