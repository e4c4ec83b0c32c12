"""http_fetch: a GET with a size cap. Its output is external-web, so it is tainted."""

from __future__ import annotations

from typing import Annotated

import httpx
from pydantic import Field

from harness.tools.base import ToolContext, ToolError, ToolOutput, tool

MAX_FETCH_BYTES = 2_000_000
FETCH_TIMEOUT = 20.0


@tool(trust_lane="external-web", family="web", timeout=FETCH_TIMEOUT + 5)
def http_fetch(
    ctx: ToolContext,
    url: Annotated[str, Field(description="an http:// or https:// address")],
    max_bytes: Annotated[int, Field(ge=1, le=MAX_FETCH_BYTES)] = MAX_FETCH_BYTES,
) -> ToolOutput:
    """Fetch a web page with GET; the body is cut at max_bytes."""
    if not url.startswith(("http://", "https://")):
        raise ToolError(f"only http:// and https:// addresses can be fetched, not {url!r}")
    try:
        with httpx.stream("GET", url, timeout=FETCH_TIMEOUT, follow_redirects=True) as response:
            body = _read_capped(response, max_bytes)
    except httpx.HTTPError as exc:
        raise ToolError(f"could not fetch {url}: {type(exc).__name__}: {exc}") from exc
    content_type = response.headers.get("content-type", "application/octet-stream")
    return ToolOutput(
        body,
        is_error=response.status_code >= 400,
        exit_status=response.status_code,
        content_type=content_type.split(";")[0].strip(),
        source_url=str(response.url),
    )


def _read_capped(response: httpx.Response, max_bytes: int) -> bytes:
    chunks: list[bytes] = []
    size = 0
    for chunk in response.iter_bytes():
        chunks.append(chunk)
        size += len(chunk)
        if size > max_bytes:
            break
    body = b"".join(chunks)
    if len(body) > max_bytes:
        note = f"\n[cut at {max_bytes} bytes]".encode()
        return body[:max_bytes] + note
    return body
