"""Event 52 payload model."""
from dataclasses import dataclass


@dataclass
class Event52:
    id: str
    kind: str = "kind-52"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
