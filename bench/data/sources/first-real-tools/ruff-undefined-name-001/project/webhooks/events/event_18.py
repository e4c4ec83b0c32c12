"""Event 18 payload model."""
from dataclasses import dataclass


@dataclass
class Event18:
    id: str
    kind: str = "kind-18"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
