"""Event 40 payload model."""
from dataclasses import dataclass


@dataclass
class Event40:
    id: str
    kind: str = "kind-40"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
