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
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from typing import Any

import re2
from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class

PLUGINS = """
    AWSKeyDetector ArtifactoryDetector AzureStorageKeyDetector BasicAuthDetector
    DiscordBotTokenDetector GitHubTokenDetector GitLabTokenDetector JwtTokenDetector
    MailchimpDetector NpmDetector OpenAIDetector PrivateKeyDetector PypiTokenDetector
    SendGridDetector SlackDetector SquareOAuthDetector StripeDetector TelegramBotTokenDetector
    TwilioKeyDetector IbmCloudIamDetector KeywordDetector
""".split()
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
    (
        re.compile(r"(?i)\bauthorization:\s*(?:basic|bearer|token)\s+([A-Za-z0-9._~+/=-]{8,})"),
        "authorization-header",
    ),
    (
        re.compile(
            r"\b[A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_KEY)[A-Z0-9_]*"
            r"\s*[=:]\s*['\"]?([^\s'\"*]{8,})"
        ),
        "env-secret",
    ),
]
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
        "Basic Auth Credentials": "password-in-url",
        "JSON Web Token": "jwt",
        "Secret Keyword": "password",
        "Private Key": "private-key",
    }
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


# -- text the model writes: thoughts, answers, tool arguments ------------------------------
#
# Tool output is redacted as a stream before it is stored. What the model writes is kept
# as it is in the run's event log (the transcript it resumes from), and redacted wherever
# it is shown: the same detectors, over a whole string at once.

Json = Any
NUMBERED = re.compile(r"\[REDACTED:([A-Za-z0-9_.-]+)#([0-9]{1,6})\]")
"""A secret of a tool call's arguments, numbered in the call, so that a reviewer's edit of
the arguments can keep it without seeing it (`restore_arguments`)."""
ANY_MARKER = re.compile(r"\[REDACTED:[A-Za-z0-9_.-]+(?:#[0-9]{1,6})?\]")


def secret_spans(text: str) -> list[tuple[int, int, str]]:
    """(start, end, kind) of every secret in `text`, in order and disjoint: a private key
    from its BEGIN marker through its END marker (or the end of the text), any other
    secret as the stream redactor finds it on its line."""
    blocks = list(_key_blocks(text))
    # A key block takes all it overlaps; a marker is not a secret (so redacting twice
    # changes nothing: `TOKEN=[REDACTED:github-token]` would read as an env secret).
    taken = [*blocks, *((m.start(), m.end(), "") for m in ANY_MARKER.finditer(text))]
    spans = list(blocks)
    for start, line in _flagged_text_lines(text):
        found = sorted(_line_spans(line), key=lambda span: -span[0])
        for low, high, kind in _disjoint(found):
            span = (start + low, start + high, kind)
            if not any(span[0] < end and begin < span[1] for begin, end, _ in taken):
                spans.append(span)
    return sorted(spans)


def redact_string(text: str) -> str:
    """`text` with each secret replaced by `[REDACTED:<kind>]`."""
    if not TRIGGER_TEXT.search(text):  # most text: one scan, no detector
        return text
    return _replaced(text, secret_spans(text), marker)


def redact_json(value: Json) -> Json:
    """A copy of a JSON value with every string redacted (`redact_string`); a string under
    a key that names a secret (`"password": "..."`) is read as that assignment."""
    return _redacted_json(value, None, marker)


def redact_arguments(arguments: Json) -> Json:
    """Tool-call arguments as `redact_json` makes them, each secret's marker numbered in
    the call (`[REDACTED:<kind>#<n>]`) so that `restore_arguments` can put it back."""
    numbers = iter(range(1, 1 << 30))
    return _redacted_json(arguments, None, lambda kind: f"[REDACTED:{kind}#{next(numbers)}]")


def restore_arguments(edited: Json, raw: Json) -> Json:
    """A reviewer's edit of `redact_arguments(raw)` with each numbered marker it kept put
    back as the secret it stood for in `raw`. A marker no secret of `raw` has (another
    number, another kind) stays as it is."""
    secrets = _call_secrets(raw)

    def secret(match: re.Match[str]) -> str:
        number = int(match.group(2))
        if 1 <= number <= len(secrets) and secrets[number - 1][0] == match.group(1):
            return secrets[number - 1][1]
        return match.group(0)

    return _map_strings(edited, lambda text: NUMBERED.sub(secret, text))


def _call_secrets(raw: Json) -> list[tuple[str, str]]:
    """(kind, secret) of each secret `redact_arguments(raw)` numbers, in its order."""
    found: list[tuple[str, str]] = []

    def keep(text: str, spans: list[tuple[int, int, str]]) -> None:
        found.extend((kind, text[start:end]) for start, end, kind in spans)

    _walk_strings(raw, None, keep)
    return found


def _redacted_json(value: Json, key: str | None, mark: Callable[[str], str]) -> Json:
    if isinstance(value, str):
        return _replaced(value, _value_spans(value, key), mark)
    if isinstance(value, list):
        return [_redacted_json(item, None, mark) for item in value]
    if isinstance(value, dict):
        return {name: _redacted_json(item, str(name), mark) for name, item in value.items()}
    return value


def _walk_strings(
    value: Json, key: str | None, visit: Callable[[str, list[tuple[int, int, str]]], None]
) -> None:
    """`visit(text, spans)` for every string, in the order `_redacted_json` goes."""
    if isinstance(value, str):
        visit(value, _value_spans(value, key))
    elif isinstance(value, list):
        for item in value:
            _walk_strings(item, None, visit)
    elif isinstance(value, dict):
        for name, item in value.items():
            _walk_strings(item, str(name), visit)


def _map_strings(value: Json, change: Callable[[str], str]) -> Json:
    if isinstance(value, str):
        return change(value)
    if isinstance(value, list):
        return [_map_strings(item, change) for item in value]
    if isinstance(value, dict):
        return {name: _map_strings(item, change) for name, item in value.items()}
    return value


def _value_spans(value: str, key: str | None) -> list[tuple[int, int, str]]:
    """The secrets of a string; under a key that names one, the string is read as the
    assignment `key = "value"` too, which is what the keyword detector knows."""
    spans = secret_spans(value) if TRIGGER_TEXT.search(value) else []
    if spans or key is None or "\n" in value or not TRIGGER_TEXT.search(key):
        return spans
    prefix = f'{key} = "'
    assignment = f'{prefix}{value}"'
    return [
        (start - len(prefix), end - len(prefix), kind)
        for start, end, kind in secret_spans(assignment)
        if start >= len(prefix) and end <= len(assignment) - 1
    ]


def _replaced(text: str, spans: list[tuple[int, int, str]], mark: Callable[[str], str]) -> str:
    pieces, done = [], 0
    for start, end, kind in spans:
        pieces += [text[done:start], mark(kind)]
        done = end
    return "".join([*pieces, text[done:]]) if spans else text


def _key_blocks(text: str) -> Iterator[tuple[int, int, str]]:
    for begin in KEY_BEGIN.finditer(text):
        end = KEY_END.search(text, begin.end())
        yield begin.start(), end.end() if end else len(text), "private-key"


def _flagged_text_lines(text: str) -> Iterator[tuple[int, str]]:
    """(offset, line without its ending) of each line where the trigger matches."""
    last = -1
    for match in TRIGGER_TEXT.finditer(text):
        start = text.rfind("\n", 0, match.start()) + 1
        if start == last:
            continue
        last = start
        end = text.find("\n", start)
        yield start, text[start : end if end >= 0 else len(text)].removesuffix("\r")
