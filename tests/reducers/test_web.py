"""The web reducer: a page's main text by trafilatura, its title and address, always tainted."""

from __future__ import annotations

import time

import pytest

from harness.output.document import Document
from harness.reducers.families.web import DROPPED, WEB, strip_blocks
from tests.reducers.structured import BUDGETS, info, reduce, sample

URL = "https://docs.widgetlib.example/release/2.4"
PAGE = {"content_type": "text/html", "source_url": URL, "trust_lane": "external-web"}


@pytest.mark.parametrize("budget", BUDGETS)
@pytest.mark.parametrize("lane", ["external-web", "internal"])
def test_the_page_fits_its_budget_and_is_always_tainted(budget: int, lane: str):
    packet = reduce(WEB, sample("web", "release_notes.html"), "web", budget,
                    **(PAGE | {"trust_lane": lane}))  # fmt: skip
    assert packet.tainted
    assert "tainted" in packet.render().split("\n")[0]


def test_title_address_and_main_text_without_the_page_furniture():
    packet = reduce(WEB, sample("web", "release_notes.html"), "web", 1024, **PAGE)
    assert packet.fields["title"] == "Release notes 2.4"
    assert packet.fields["url"] == URL
    text = str(packet.fields["text"])
    assert "Use --mode=fast instead" in text
    assert "analytics" not in text and "Sign in" not in text and "Privacy" not in text
    assert not packet.citations, "the main text is not the artifact's text at any line"


def test_the_excerpt_is_bounded_and_says_it_was_cut():
    packet = reduce(WEB, sample("web", "release_notes.html"), "web", 400, **PAGE)
    assert packet.truncated and packet.escalation.recommended
    assert str(packet.fields.get("text", "")).endswith(("…", ""))


def test_a_page_cut_by_the_fetch_says_so():
    data = bytes(sample("web", "release_notes.html").data) + b"\n[cut at 2000000 bytes]"
    packet = reduce(WEB, Document(data), "web", 1024, **PAGE)
    assert packet.summary[0] == "page cut at 2000000 bytes when fetched"
    assert packet.truncated


def test_a_plain_text_page_is_cited_by_its_first_lines():
    doc = Document(b"\n".join(f"Line {n} of a plain text page".encode() for n in range(200)))
    packet = reduce(WEB, doc, "web", 512, **(PAGE | {"content_type": "text/plain"}))
    assert packet.citations[0].start_line == 1
    assert packet.tainted


def test_a_page_without_readable_text():
    doc = Document(b"<!DOCTYPE html><html><head><title>x</title></head><body>"
                   + b"<div></div>" * 200 + b"</body></html>")  # fmt: skip
    packet = reduce(WEB, doc, "web", 512, **PAGE)
    assert packet.tainted


def test_a_huge_page_takes_bounded_time():
    script = "<script>" + "var x = 1;" * 100_000 + "</script>"
    body = "".join(f"<div><p>Paragraph {n} says something about the API.</p></div>"
                   for n in range(40_000))  # fmt: skip
    doc = Document(f"<!DOCTYPE html><html><head><title>Big</title>{script}</head>"
                   f"<body><article>{body}</article></body></html>".encode())  # fmt: skip
    assert doc.size > 3_000_000
    started = time.perf_counter()
    packet = reduce(WEB, doc, "web", 4096, **PAGE)
    assert time.perf_counter() - started < 5
    assert packet.fields["title"] == "Big"
    assert "Paragraph 0 says something" in str(packet.fields["text"])


def test_strip_blocks_is_linear_and_keeps_lookalike_tags():
    html = "<p>a</p><script>x<y</script><scripts>kept</scripts><style>s</style><svg/></svg>b"
    assert strip_blocks(html, DROPPED) == "<p>a</p><scripts>kept</scripts>b"
    assert strip_blocks("<p>a</p><script>never closed", DROPPED) == "<p>a</p>"
    started = time.perf_counter()
    strip_blocks("<script>" * 500_000, DROPPED)
    strip_blocks("<script>a</script><p>b</p>" * 100_000, DROPPED)
    assert time.perf_counter() - started < 3


def test_sniff():
    page = sample("web", "release_notes.html")
    assert WEB.sniff(page, info(page, "web", content_type="text/html")) == 0.9
    assert WEB.sniff(page, info(page, "process")) == 0.7
    plain = sample("pip", "conflict.txt")
    assert WEB.sniff(plain, info(plain, "process")) == 0.0
