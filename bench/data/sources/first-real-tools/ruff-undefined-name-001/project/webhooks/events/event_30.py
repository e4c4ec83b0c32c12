"""Event 30 payload model."""
from dataclasses import dataclass


@dataclass
class Event30:
    id: str
    kind: str = "kind-30"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
