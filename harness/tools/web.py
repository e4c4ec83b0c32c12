"""http_fetch: a GET with a size cap. Its output is external-web, so it is tainted.

It reaches public addresses only (harness/tools/addresses.py): the host is
resolved here, every address it resolves to is checked, and the connection
goes to a checked address (the URL's host rides the Host header and TLS's
SNI, and the certificate is verified against it), so a name that answers
differently a moment later (DNS rebinding) gets nowhere. Redirects are
followed here, each hop checked the same way. `ToolContext.fetch_allowed`
lets an admin open networks or host names that would be refused.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Annotated

import httpx
from pydantic import Field

from harness.tools.addresses import Allowance, Resolver, first_refusal, system_resolve
from harness.tools.base import ToolContext, ToolError, ToolOutput, tool

MAX_FETCH_BYTES = 2_000_000
FETCH_TIMEOUT = 20.0
MAX_REDIRECTS = 5


@tool(trust_lane="external-web", family="web", timeout=FETCH_TIMEOUT + 5)
def http_fetch(
    ctx: ToolContext,
    url: Annotated[str, Field(description="an http:// or https:// address")],
    max_bytes: Annotated[int, Field(ge=1, le=MAX_FETCH_BYTES)] = MAX_FETCH_BYTES,
) -> ToolOutput:
    """Fetch a web page with GET; the body is cut at max_bytes."""
    return fetch(url, max_bytes, Allowance.parse(ctx.fetch_allowed))


def fetch(
    url: str, max_bytes: int, allowance: Allowance, resolve: Resolver = system_resolve
) -> ToolOutput:
    """GET `url` and up to MAX_REDIRECTS redirects, each to an address `allowance` lets by."""
    target = _parsed(url)
    try:
        with httpx.Client(timeout=FETCH_TIMEOUT) as client:
            for _ in range(MAX_REDIRECTS + 1):
                addresses = _checked_addresses(target, allowance, resolve)
                with _sent(client, target, addresses) as response:
                    if not response.is_redirect:
                        return _output(target, response, max_bytes)
                    location = response.headers["location"]
                target = _parsed(str(target.join(location)), redirected_from=target)
    except httpx.HTTPError as exc:
        raise ToolError(f"could not fetch {target}: {type(exc).__name__}: {exc}") from exc
    raise ToolError(f"stopped after {MAX_REDIRECTS} redirects, at {target}")


def _parsed(url: str, redirected_from: httpx.URL | None = None) -> httpx.URL:
    via = f" (a redirect from {redirected_from})" if redirected_from is not None else ""
    if not url.startswith(("http://", "https://")):
        raise ToolError(f"only http:// and https:// addresses can be fetched, not {url!r}{via}")
    try:
        parsed = httpx.URL(url)
    except httpx.InvalidURL as exc:
        raise ToolError(f"{url!r} is not a valid address{via}: {exc}") from exc
    if not parsed.raw_host:
        raise ToolError(f"{url!r} names no host{via}")
    return parsed


def _checked_addresses(target: httpx.URL, allowance: Allowance, resolve: Resolver) -> list[str]:
    """The addresses of target's host, if none of them is refused; else a ToolError."""
    host = target.raw_host.decode("ascii")
    port = target.port or (443 if target.scheme == "https" else 80)
    try:
        addresses = resolve(host, port)
    except OSError as exc:
        raise ToolError(f"could not resolve {host}: {exc}") from exc
    if not addresses:
        raise ToolError(f"could not resolve {host}: no address")
    reason = first_refusal(host, addresses, allowance)
    if reason is not None:
        raise ToolError(
            f"refused to fetch {target}: {reason}; http_fetch reaches public addresses"
            " only, unless an admin allows one"
        )
    return addresses


@contextmanager
def _sent(
    client: httpx.Client, target: httpx.URL, addresses: list[str]
) -> Iterator[httpx.Response]:
    """Send GET target to the first of `addresses` that answers, keeping its name for
    the Host header and TLS; yields the response with its body unread."""
    host = target.raw_host.decode("ascii")
    for index, address in enumerate(addresses):
        request = client.build_request(
            "GET",
            target.copy_with(host=address),
            headers={"Host": target.netloc.decode("ascii")},
            extensions={"sni_hostname": host},
        )
        try:
            response = client.send(request, stream=True)
        except httpx.ConnectError:
            if index == len(addresses) - 1:
                raise
            continue
        try:
            yield response
        finally:
            response.close()
        return


def _output(target: httpx.URL, response: httpx.Response, max_bytes: int) -> ToolOutput:
    body = _read_capped(response, max_bytes)
    content_type = response.headers.get("content-type", "application/octet-stream")
    return ToolOutput(
        body,
        is_error=response.status_code >= 400,
        exit_status=response.status_code,
        content_type=content_type.split(";")[0].strip(),
        source_url=str(target),
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
