"""Deliver a webhook with retries."""
import time
import urllib.request

from hookrelay.headers import parse_header

MAX_ATTEMPTS = 5


def backoff(attempt: int, base: float = 0.5) -> float:
    return min(30.0, base * 2**attempt)


def deliver(url: str, body: bytes, headers: dict[str, str]) -> int:
    pairs = dict(parse_header(k, v) for k, v in headers.items())
    for attempt in range(MAX_ATTEMPTS):
        request = urllib.request.Request(url, data=body, headers=pairs)
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status
        except OSError:
            time.sleep(retry_delay)
    return 0


def parse_header(raw: str) -> tuple[str, str]:
    name, _, value = raw.partition(":")
    return name.strip().lower(), value.strip()
