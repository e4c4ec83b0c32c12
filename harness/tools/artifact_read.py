"""artifact_read: the way back from a packet to the raw output it was made from."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from harness.output.artifacts import ArtifactError, ArtifactInfo, ArtifactStore
from harness.tools.base import ToolContext, ToolError, ToolOutput, tool

MAX_LINES = 400


@tool(family="artifact")
def artifact_read(
    ctx: ToolContext,
    artifact_id: Annotated[str, Field(description="the art_... id a packet names")],
    start_line: Annotated[int, Field(ge=1, description="first line, 1-based")] = 1,
    end_line: Annotated[int | None, Field(ge=1, description="last line, inclusive")] = None,
) -> ToolOutput:
    """Read lines of a tool's raw output, by the artifact id its packet gave.

    At most 400 lines a call; the text keeps the trust (and taint) of the tool
    that wrote it. Only the run's own artifacts (and a replay's source's) can be
    read: any other id gets the same answer as one that does not exist, so a
    prompt-injected model learns nothing of other runs, not even that an id is real.
    """
    if ctx.artifacts is None:
        raise ToolError("this run keeps no artifacts")
    info = _readable(ctx.artifacts, ctx, artifact_id)
    try:
        doc = ctx.artifacts.open(artifact_id)
    except ArtifactError as exc:
        raise ToolError(str(exc)) from exc
    if start_line > max(doc.line_count, 1):
        raise ToolError(f"{artifact_id} has {doc.line_count} lines; start_line is past the end")
    last = min(end_line or doc.line_count, doc.line_count, start_line + MAX_LINES - 1)
    if last < start_line:
        raise ToolError(f"end_line {end_line} is before start_line {start_line}")
    text = doc.text(start_line, last) if doc.line_count else ""
    note = f"[{artifact_id} lines {start_line}-{last} of {doc.line_count}]\n"
    return ToolOutput.text(note + text, trust_lane=info.trust_lane)


def _readable(store: ArtifactStore, ctx: ToolContext, artifact_id: str) -> ArtifactInfo:
    """The artifact's metadata, when this run may read it."""
    try:
        info = store.info(artifact_id)
    except ArtifactError:
        info = None
    if info is None or not ctx.may_read(info.run_id):
        raise ToolError(
            f"no artifact {artifact_id!r} in this run; artifact_read reads the artifacts "
            "this run's packets name"
        )
    return info
