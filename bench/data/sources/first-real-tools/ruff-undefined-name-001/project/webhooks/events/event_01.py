"""Event 1 payload model."""
from dataclasses import dataclass


@dataclass
class Event01:
    id: str
    kind: str = "kind-1"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
