"""The default storage of artifact blobs: a folder, LOOPGLASS_ARTIFACTS unless told otherwise."""

from __future__ import annotations

import os
from typing import Any

from django.conf import settings
from django.core.files.storage import FileSystemStorage


class ArtifactFileStorage(FileSystemStorage):
    """FileSystemStorage at `location`, or at settings.LOOPGLASS_ARTIFACTS.

    The setting is read when the storage is first used, not when the settings
    module is imported, so the worker and the web process follow the same value
    (the tests move it to a folder of their own).
    """

    def __init__(self, location: str | os.PathLike[str] | None = None, **options: Any) -> None:
        super().__init__(location=location or settings.LOOPGLASS_ARTIFACTS, **options)
