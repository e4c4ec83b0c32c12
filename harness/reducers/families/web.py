"""Web pages: the main text by trafilatura, the title and the address, always tainted.

(trafilatura's guessed dates are left out: a footer's copyright year becomes a date.)

A fetched page is someone else's words: whatever the trust lane of the tool
that fetched it, the packet is marked tainted. Its main text (navigation,
footers and scripts left out) is given as a bounded excerpt in the `text`
field; it is not a citation, since it is not the artifact's text at any
line. trafilatura reads at most `MAX_HTML` bytes of the page, in its fast
mode, so a huge page costs a bounded time. A page that is not HTML (plain
text, a JSON body the JSON reducer did not take) is cited by its first lines.
"""

from __future__ import annotations

import re
from typing import Any

import trafilatura

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers.base import BaseReducer
from harness.reducers.families.json import (
    JsonPacketBuilder,
    clip,
    field_limit,
    fixed_size,
    put,
    shrink,
)
from harness.reducers.families.text import invalid_utf8
from harness.reducers.packet import Packet, fit

MAX_READ = 4 << 20
"""Bytes of a page read at all."""
MAX_HTML = 512 << 10
"""Characters of it, scripts and styles removed, given to trafilatura (about half a second)."""
DROPPED = ("script", "style", "svg", "noscript", "template")
TAG_END = ("", " ", ">", "/", "\t", "\n", "\r")
HTML_TYPES = ("text/html", "application/xhtml+xml")
LOOKS_HTML = re.compile(rb"(?is)^\s*(?:<!--.*?-->\s*)*(?:<!doctype html|<html[\s>]|<head[\s>])")
CUT = re.compile(rb"\n\[cut at (\d+) bytes\]\s*$")
"""What http_fetch appends to a page it stopped reading."""
FIELD_SHARE = 0.9
HEAD_LINES = 40


class WebReducer(BaseReducer):
    name = "web"
    version = 1
    families = ("web",)
    features = {"invalid_utf8_flag": 2}
    """2: a page with invalid UTF-8 says so in its flags, as every other reducer's does."""

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        kind = info.content_type.split(";")[0].strip().lower()
        if kind in HTML_TYPES:
            return 0.9
        return 0.7 if LOOKS_HTML.match(bytes(doc.data[:4096])) else 0.0

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        # the builder reckons taint from the lane; this packet is always tainted, so its
        # header may be a word longer than the builder thinks: room for that word
        extra = len(" tainted") if info.trust_lane == "internal" else 0
        packet = JsonPacketBuilder(self.key, doc, info, budget, header_extra=extra)
        limit = field_limit(packet, FIELD_SHARE)
        cut = CUT.search(bytes(doc.data[-64:]))
        if cut:
            packet.judged_truncated = True
            packet.say(f"page cut at {int(cut.group(1))} bytes when fetched")
        if LOOKS_HTML.match(bytes(doc.data[:4096])) or self.sniff(doc, info) >= 0.9:
            _page(packet, doc, info, limit)
        else:
            _plain(packet, doc, info, limit)
        shrink(packet, limit)
        if self.has("invalid_utf8_flag") and invalid_utf8(doc, info):
            packet.flags.append("invalid-utf8")
        return fit(packet.build().model_copy(update={"tainted": True}))


def _page(packet: JsonPacketBuilder, doc: Document, info: ArtifactInfo, limit: int) -> None:
    html = strip_blocks(bytes(doc.data[:MAX_READ]).decode("utf-8", "replace"), DROPPED)
    if doc.size > MAX_READ or len(html) > MAX_HTML:
        packet.judged_truncated = True
        packet.reason = "page read in part"
        html = html[:MAX_HTML]
    extracted = _extract(html, info.source_url)
    text = str(extracted.get("text") or "") or _fallback(html)
    title = _one_line(extracted.get("title"))
    url = info.source_url or _one_line(extracted.get("url"))
    site = _one_line(extracted.get("sitename"))
    put(packet, "title", title, limit)
    if text.strip():
        _excerpt(packet, text, limit - (len(f"url: {url}\n".encode()) if url else 0))
    else:
        packet.confidence = 0.4
        packet.reason = "no readable text found in the page"
    put(packet, "url", url, limit)
    if site and site not in title:
        put(packet, "site", site, limit)


def strip_blocks(html: str, tags: tuple[str, ...]) -> str:
    """The page without these elements (and what is inside them), in linear time: each tag's
    next opening is searched for only past the last cut. An element left open runs to the
    end of the page."""
    lowered = html.lower()
    following = {tag: _opening(lowered, tag, 0) for tag in tags}
    parts: list[str] = []
    position = 0
    while any(at != -1 for at in following.values()):
        tag = min((t for t, at in following.items() if at != -1), key=following.__getitem__)
        start = following[tag]
        parts.append(html[position:start])
        end = lowered.find(f"</{tag}", start)
        close = lowered.find(">", end) if end != -1 else -1
        if close == -1:
            return "".join(parts)
        position = close + 1
        for other, at in following.items():
            if at != -1 and at < position:
                following[other] = _opening(lowered, other, position)
    parts.append(html[position:])
    return "".join(parts)


def _opening(lowered: str, tag: str, start: int) -> int:
    """Where the next `<tag` element opens (not `<tagname-longer`), or -1."""
    at = lowered.find(f"<{tag}", start)
    while at != -1 and lowered[at + len(tag) + 1 : at + len(tag) + 2] not in TAG_END:
        at = lowered.find(f"<{tag}", at + 1)
    return at


def _extract(html: str, url: str | None) -> dict[str, Any]:
    try:
        found = trafilatura.bare_extraction(
            html,
            url=url,
            fast=True,
            with_metadata=True,
            include_comments=False,
            include_tables=True,
        )
    except (ValueError, TypeError, RecursionError, LookupError):
        return {}
    if found is None:
        return {}
    as_dict = found.as_dict() if hasattr(found, "as_dict") else found
    return as_dict if isinstance(as_dict, dict) else {}


def _fallback(html: str) -> str:
    """The page's whole text, when trafilatura finds no main text."""
    try:
        text = trafilatura.html2txt(html)
    except (ValueError, TypeError, RecursionError, LookupError):
        return ""
    return str(text or "")


def _excerpt(packet: JsonPacketBuilder, text: str, limit: int) -> None:
    """As much of the main text as the budget leaves, paragraphs kept apart."""
    paragraphs = [" ".join(p.split()) for p in text.splitlines()]
    body = "\n".join(p for p in paragraphs if p)
    room = limit - fixed_size(packet) - len("text: \n")
    shown = clip(body, room, least=40)
    if shown:
        packet.set("text", shown)
    if len(shown) < len(body):
        packet.judged_truncated = True
        packet.reason = packet.reason or f"main text is {len(body)} chars"


def _plain(packet: JsonPacketBuilder, doc: Document, info: ArtifactInfo, limit: int) -> None:
    """Not HTML: the first lines, as citations."""
    put(packet, "url", info.source_url, limit)
    put(packet, "content_type", info.content_type, limit)
    for number in range(1, min(doc.line_count, HEAD_LINES) + 1):
        packet.cite(number, None, "page" if number == 1 else "", 10.0 - number * 0.1)


def _one_line(value: object) -> str:
    return " ".join(str(value).split()) if value else ""


WEB = WebReducer()
WEB2 = WebReducer(version=2)
REDUCERS = [WEB, WEB2]
