"""Where events go: a list, a JSONL file, the terminal, or several at once."""

from __future__ import annotations

from pathlib import Path
from typing import IO, Protocol

from harness.reporting.events import Event, parse_event
from harness.reporting.live import LiveUpdate, live_of


class Sink(Protocol):
    def emit(self, event: Event) -> None: ...


class NullSink:
    def emit(self, event: Event) -> None:
        return None


class ListSink:
    def __init__(self) -> None:
        self.events: list[Event] = []

    def emit(self, event: Event) -> None:
        self.events.append(event)


class TeeSink:
    def __init__(self, *sinks: Sink) -> None:
        self.sinks = sinks

    def emit(self, event: Event) -> None:
        for sink in self.sinks:
            sink.emit(event)

    def live(self, update: LiveUpdate) -> None:
        """Each sink that shows live updates is told (see `harness.reporting.live`)."""
        for sink in self.sinks:
            live_of(sink)(update)


class JsonlSink:
    """Appends one JSON line per event and flushes it, so a crash loses at most a line.
    It has no `live`: progress (`harness.reporting.live`) is not written."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._file: IO[str] = path.open("a", encoding="utf-8")

    def emit(self, event: Event) -> None:
        self._file.write(event.model_dump_json() + "\n")
        self._file.flush()

    def close(self) -> None:
        self._file.close()

    def __enter__(self) -> JsonlSink:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def read_jsonl(path: Path) -> list[Event]:
    """The events of a run log; a torn last line (a crash mid-write) is left out."""
    events: list[Event] = []
    lines = path.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            events.append(parse_event(line))
        except ValueError:
            if number == len(lines):
                break
            raise
    return events
