"""Event 24 payload model."""
from dataclasses import dataclass


@dataclass
class Event24:
    id: str
    kind: str = "kind-24"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
