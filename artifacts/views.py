"""The artifact page (numbered lines, paged, cited ranges highlighted) and the download.

Anyone who sees the run sees its packets in the timeline; the bytes need the
`artifacts.view_raw` permission too. A run you cannot see is a 404, a missing
permission a 403.
"""

from __future__ import annotations

import io
import logging
import mmap
import re

from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render

from artifacts.models import Artifact
from artifacts.store import DjangoArtifactStore
from artifacts.viewer import Lines, asked_spans, cited_spans, goto_url, page_of
from harness.output.artifacts import ArtifactError
from web.params import INTEGER, whole_number
from web.requests import AuthenticatedHttpRequest

TEMPLATE = "artifacts/artifact_detail.html"
ARTIFACT_ID = re.compile(r"art_[0-9A-Z]{26}")
"""`art_` and a ULID (harness.output.artifacts.new_artifact_id): anything else names no artifact."""
logger = logging.getLogger(__name__)


class BlobResponse(FileResponse):
    block_size = 1 << 20  # a megabyte a read: a large artifact in few hops under ASGI


def _visible(request: AuthenticatedHttpRequest, artifact_id: str) -> Artifact:
    if not ARTIFACT_ID.fullmatch(artifact_id):  # a NUL in it would reach PostgreSQL
        raise Http404("No such artifact.")
    artifacts = Artifact.objects.visible_to(request.user).select_related("run")
    return get_object_or_404(artifacts, pk=artifact_id)


@login_required
def artifact_detail(request: AuthenticatedHttpRequest, artifact_id: str) -> HttpResponse:
    artifact = _visible(request, artifact_id)
    hl = request.GET.get("hl", "")
    goto = whole_number(request.GET.get("goto"), maximum=INTEGER)
    if goto is not None:  # the "go to line" form: a link with its anchor
        return redirect(goto_url(artifact, goto, hl))
    context = {"artifact": artifact, "hl": hl}
    if not artifact.readable_by(request.user):
        return render(request, TEMPLATE, context | {"denied": True}, status=403)
    if artifact.is_expired:
        return render(request, TEMPLATE, context)
    if not artifact.is_text:
        return render(request, TEMPLATE, context | {"binary": True})
    try:
        data = DjangoArtifactStore().read(artifact)
    except ArtifactError as exc:
        logger.error("artifact %s cannot be shown: %s", artifact.id, exc)
        return render(request, TEMPLATE, context | {"problem": str(exc)}, status=500)
    spans = asked_spans(hl) + cited_spans(artifact)
    line = whole_number(request.GET.get("line"), maximum=INTEGER)
    page = page_of(Lines(data, artifact, spans), line=line, page=request.GET.get("page"))
    return render(request, TEMPLATE, context | {"page": page})


@login_required
def artifact_raw(
    request: AuthenticatedHttpRequest, artifact_id: str
) -> HttpResponse | BlobResponse:
    """The stored bytes, as a download: never shown inline, whatever they claim to be."""
    artifact = _visible(request, artifact_id)
    if not artifact.readable_by(request.user):
        return HttpResponse("You may not read the bytes of artifacts.", status=403)
    if artifact.is_expired:
        return HttpResponse(f"{artifact.id} expired; its bytes were deleted.", status=410)
    try:
        data = DjangoArtifactStore().read(artifact)
    except ArtifactError as exc:
        logger.error("artifact %s cannot be sent: %s", artifact.id, exc)
        return HttpResponse(str(exc), status=500)
    text = artifact.is_text
    return BlobResponse(
        data if isinstance(data, mmap.mmap) else io.BytesIO(data),
        as_attachment=True,
        filename=f"{artifact.id}.{'txt' if text else 'bin'}",
        content_type="text/plain; charset=utf-8" if text else "application/octet-stream",
    )
