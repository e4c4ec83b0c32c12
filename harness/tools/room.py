"""A call's output held to what its run may still store (`ToolContext.output_room`).

Before a call, `bounded` lowers the context's `max_output_bytes` to the room left, so a
command writing past it is stopped there (harness.tools.process); after it, `fit` cuts
the output of a tool that does not stop itself (an MCP server's, http_fetch's) and says
which limit cut it, in the output the model's packet is made from.
"""

from __future__ import annotations

import dataclasses

from harness.tools.base import ToolContext, ToolOutput

NOTE_ROOM = 4096
"""Bytes a tool may add past the cap to say it stopped there (a killed command's note)."""


def bounded(ctx: ToolContext) -> ToolContext:
    """`ctx` for one call: its output cap lowered to the run's room, naming the limit."""
    if ctx.output_room is None:
        return ctx
    room = ctx.output_room()
    if room.left >= ctx.max_output_bytes:
        return ctx
    return dataclasses.replace(ctx, max_output_bytes=max(room.left, 0), output_limit=room.limit)


def fit(output: ToolOutput, ctx: ToolContext) -> ToolOutput:
    """The output, cut to the call's cap when a run's room set it, with a line saying so."""
    cap = ctx.max_output_bytes
    if not ctx.output_limit or output.size <= cap + NOTE_ROOM:
        return output
    note = f"\n[loopglass: output cut at {cap:,} bytes: {ctx.output_limit}]".encode()
    if output.file is None:
        return dataclasses.replace(output, data=output.data[:cap] + note, is_error=True)
    with output.file.open("r+b") as handle:
        handle.truncate(cap)
        handle.seek(0, 2)
        handle.write(note)
    return dataclasses.replace(output, is_error=True)
