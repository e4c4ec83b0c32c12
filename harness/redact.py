"""Secrets out of tool output before anything is written: `[REDACTED:<kind>]` in their place.

The detectors are Yelp's detect-secrets plugins (cloud keys, tokens of the
common services, JWTs, passwords in URLs, private keys, `password = ...`),
plus what they leave out (SUPPLEMENTS).
Running them on every line would cost about 150 us a line, so a single
regex of the prefixes and words secrets come with finds the lines worth a
look first, on the whole chunk at C speed. A private key is redacted from
its BEGIN line through its END line.

Output streams through `Redactor.feed` a chunk at a time; a line split
across chunks waits for its end. Bytes that are not UTF-8 pass unchanged.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from functools import cache
from typing import Any

import re2
from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class

PLUGINS = [
    "AWSKeyDetector", "ArtifactoryDetector", "AzureStorageKeyDetector", "BasicAuthDetector",
    "DiscordBotTokenDetector", "GitHubTokenDetector", "GitLabTokenDetector", "JwtTokenDetector",
    "MailchimpDetector", "NpmDetector", "OpenAIDetector", "PrivateKeyDetector",
    "PypiTokenDetector", "SendGridDetector", "SlackDetector", "SquareOAuthDetector",
    "StripeDetector", "TelegramBotTokenDetector", "TwilioKeyDetector", "IbmCloudIamDetector",
    "KeywordDetector",
]  # fmt: skip
"""No entropy detectors: they would redact every commit hash and checksum in a log."""

TRIGGER = re2.compile(
    rb"AKIA|ASIA|ABIA|ACCA|A3T|AKC|eyJ|gh[pousr]_|github_pat_|glpat-|xox|[sr]k_live_|sk-|"
    rb"npm_|pypi-|AIza|SG\.|sq0[ac]|AccountKey=|://[^{}\s]+:[^{}\s]+@|hooks\.slack\.com|-----BEGIN|"
    rb"(?i:passw|secret|token|api.?key|credential|private|twilio|auth)"
)
"""The starts of the secrets the detectors know, and the words an assignment of one comes
with. RE2 (a DFA) scans for all of them at once at hundreds of MB/s. A URL is worth a look
only with a password in it (`://user:pass@`, the basic-auth detector's own shape): logs
are full of URLs, and every flagged line costs the detectors about 150 us."""
TRIGGER_TEXT = re2.compile(TRIGGER.pattern.decode())
"""TRIGGER on text, for the windows of a long line."""
LONG_LINE = 8192
"""A line longer than this is searched only around its triggers."""
BEFORE, AFTER = 256, 4096
SUPPLEMENTS = [
    (re.compile(r"(?i)aws_?secret_?access_?key\W{0,5}([A-Za-z0-9/+=]{40})"), "aws-secret-key"),
    (re.compile(r"(?i)\bauthorization:\s*(?:basic|bearer|token)\s+([A-Za-z0-9._~+/=-]{8,})"),
     "authorization-header"),
    (re.compile(r"\b[A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY)[A-Z0-9_]*"
                r"\s*[=:]\s*['\"]?([^\s'\"*]{8,})"), "env-secret"),
]  # fmt: skip
"""What detect-secrets leaves out: an unquoted AWS secret key, an Authorization header's
credentials, and a secret in an upper-case environment assignment (`export X_TOKEN=...`)."""
KEY_BEGIN = re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY( BLOCK)?-----")
KEY_END = re.compile(r"-----END [A-Z ]*PRIVATE KEY( BLOCK)?-----")
SHORTEST = 8
"""A detector's match shorter than this is a prefix (ghp, glpat): its whole match is redacted."""


def marker(kind: str) -> str:
    return f"[REDACTED:{kind}]"


class Redactor:
    """Redacts a stream of bytes line by line; `count` and `kinds` say what it found."""

    def __init__(self) -> None:
        self.count = 0
        self.kinds: Counter[str] = Counter()
        self._partial = b""
        self._in_key = False

    def feed(self, chunk: bytes) -> bytes:
        data = self._partial + chunk
        end = data.rfind(b"\n") + 1
        self._partial = data[end:]
        return self._redact(data[:end])

    def finish(self) -> bytes:
        rest, self._partial = self._partial, b""
        return self._redact(rest)

    def _redact(self, block: bytes) -> bytes:
        if not block:
            return block
        if self._in_key or b"-----BEGIN" in block:  # rare: go line by line, keeping the state
            return b"".join(self._line(line) for line in block.splitlines(keepends=True))
        starts = _flagged_lines(block)
        if not starts:
            return block
        pieces, done = [], 0
        for start in starts:
            end = block.find(b"\n", start) + 1 or len(block)
            pieces += [block[done:start], self._line(block[start:end])]
            done = end
        pieces.append(block[done:])
        return b"".join(pieces)

    def _line(self, raw: bytes) -> bytes:
        ending = raw[len(raw.rstrip(b"\r\n")) :]
        text = raw[: len(raw) - len(ending)].decode("utf-8", "surrogateescape")
        redacted = self._private_key(text)
        if redacted is None:
            redacted = self._secrets(text)
        return b"" if redacted == "" else redacted.encode("utf-8", "surrogateescape") + ending

    def _private_key(self, text: str) -> str | None:
        """A line of a private key block: its first line becomes the marker, the rest go."""
        if self._in_key:
            self._in_key = not KEY_END.search(text)
            return ""
        begin = KEY_BEGIN.search(text)
        if begin is None:
            return None
        self._in_key = not KEY_END.search(text, begin.end())
        self._found("private-key")
        return text[: begin.start()] + marker("private-key")

    def _secrets(self, text: str) -> str:
        spans = sorted(_line_spans(text), key=lambda span: -span[0])
        for start, end, kind in _disjoint(spans):
            text = text[:start] + marker(kind) + text[end:]
            self._found(kind)
        return text

    def _found(self, kind: str) -> None:
        self.count += 1
        self.kinds[kind] += 1


def _flagged_lines(block: bytes) -> list[int]:
    """The start offsets of the lines where the trigger matches."""
    starts: list[int] = []
    for match in TRIGGER.finditer(block):
        start = block.rfind(b"\n", 0, match.start()) + 1
        if not starts or starts[-1] != start:
            starts.append(start)
    return starts


def redact_text(text: str) -> tuple[str, int]:
    """A whole text, redacted, and how many secrets it held."""
    redactor = Redactor()
    data = redactor.feed(text.encode("utf-8", "surrogateescape")) + redactor.finish()
    return data.decode("utf-8", "surrogateescape"), redactor.count


def redact_stream(chunks: Iterable[bytes], redactor: Redactor) -> Iterator[bytes]:
    for chunk in chunks:
        out = redactor.feed(chunk)
        if out:
            yield out
    last = redactor.finish()
    if last:
        yield last


def _line_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """`_spans` of a line; of a long one, only around its triggers (the detectors cost about
    1 s a MB of line, and a secret sits next to the prefix or word that flagged it)."""
    if len(text) <= LONG_LINE:
        yield from _spans(text)
        return
    for low, high in _windows(text):
        for start, end, kind in _spans(text[low:high]):
            yield start + low, end + low, kind


def _windows(text: str) -> list[tuple[int, int]]:
    """Disjoint stretches of `text` around each trigger: BEFORE characters before it, AFTER
    after it (a JWT or a key runs on past its prefix)."""
    windows: list[tuple[int, int]] = []
    for match in TRIGGER_TEXT.finditer(text):
        low, high = max(0, match.start() - BEFORE), min(len(text), match.end() + AFTER)
        if windows and low <= windows[-1][1]:
            windows[-1] = (windows[-1][0], high)
        else:
            windows.append((low, high))
    return windows


def _spans(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, kind) of every secret the detectors see in one line; detect-secrets' own
    first, so where a supplement finds the same span, its kind is the one kept."""
    for plugin in _regex_plugins():
        kind = _kind(plugin.secret_type)
        for pattern in plugin.denylist:
            for match in pattern.finditer(text):
                yield (*_secret_span(match), kind)
    for value in _keywords().analyze_string(text):
        start = text.find(value)
        if value and start >= 0:
            yield start, start + len(value), "password"
    for pattern, kind in SUPPLEMENTS:
        for match in pattern.finditer(text):
            yield match.start(1), match.end(1), kind


def _secret_span(match: re.Match[str]) -> tuple[int, int]:
    """The secret inside a match: its group when that is a whole value, else all of it,
    stretched to the end of the token (a JWT's signature, a longer key than the regex wants).
    """
    for group in range(1, (match.re.groups or 0) + 1):
        start, end = match.span(group)
        if start >= 0 and end - start >= SHORTEST:
            return start, end
    start, end = match.span()
    text = match.string
    while end < len(text) and (text[end].isalnum() or text[end] in "_-.+/="):
        end += 1
    return start, end


def _disjoint(spans: list[tuple[int, int, str]]) -> Iterator[tuple[int, int, str]]:
    """Spans from the right, skipping any that overlap one already taken."""
    taken_start = 1 << 62
    for start, end, kind in spans:
        if end <= taken_start and start < end:
            taken_start = start
            yield start, end, kind


def _kind(secret_type: str) -> str:
    names = {
        "Basic Auth Credentials": "password-in-url", "JSON Web Token": "jwt",
        "Secret Keyword": "password", "Private Key": "private-key",
    }  # fmt: skip
    return names.get(secret_type, secret_type.lower().replace(" ", "-"))


@cache
def _plugins() -> list[Any]:
    """One instance of each detect-secrets plugin we use, made once."""
    classes: Iterable[type[Any]] = get_mapping_from_secret_type_to_class().values()
    return [cls() for cls in classes if cls.__name__ in PLUGINS]


def _regex_plugins() -> list[Any]:
    """The plugins that match by regex (all but the keyword one)."""
    return [p for p in _plugins() if getattr(p, "denylist", None) and not _is_keyword(p)]


def _keywords() -> Any:
    return next(p for p in _plugins() if _is_keyword(p))


def _is_keyword(plugin: Any) -> bool:
    return type(plugin).__name__ == "KeywordDetector"
