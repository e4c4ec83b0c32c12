"""Event 42 payload model."""
from dataclasses import dataclass


@dataclass
class Event42:
    id: str
    kind: str = "kind-42"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
