"""An uploaded workspace: the `.zip` or `.tar.gz` the launch form and `POST /api/runs` take.

`accept` checks an upload by the rules every upload follows (web/archives.py: its size, its
format, its paths and entries) and names it by its content; the launch then puts
`Upload.workspace` in the run's config, and, once the launch is accepted, `Upload.keep`
stores the bytes where the worker reads them (runs/workspaces.py), once per content.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from django.core.files.storage import storages
from django.core.files.uploadedfile import UploadedFile

from runs.config import ArchiveWorkspace
from web import archives


@dataclass(frozen=True)
class Upload:
    workspace: ArchiveWorkspace
    """What the run's config names: the stored blob, its format, the file's name."""
    file: UploadedFile[bytes]

    def keep(self) -> None:
        """Store the bytes at the blob's name, unless the same content is stored already."""
        storage = storages["artifacts"]
        if storage.exists(self.workspace.blob):
            return
        self.file.seek(0)
        saved = storage.save(self.workspace.blob, self.file)
        if saved != self.workspace.blob:  # another launch stored the same bytes a moment ago
            storage.delete(saved)


def accept(upload: UploadedFile[bytes]) -> Upload:
    """The upload, checked and named by its sha256; or archives.ArchiveError saying why not."""
    archives.check_size(upload.size or 0)
    kind = archives.format_of(upload.name or "")
    archives.check(upload, kind)
    upload.seek(0)
    digest = hashlib.sha256()
    for chunk in upload.chunks():
        digest.update(chunk)
    blob = f"workspaces/{digest.hexdigest()}.{kind}"
    return Upload(ArchiveWorkspace(blob=blob, format=kind, name=(upload.name or "")[:255]), upload)
