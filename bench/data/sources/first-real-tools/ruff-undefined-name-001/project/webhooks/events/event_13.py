"""Event 13 payload model."""
from dataclasses import dataclass


@dataclass
class Event13:
    id: str
    kind: str = "kind-13"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
