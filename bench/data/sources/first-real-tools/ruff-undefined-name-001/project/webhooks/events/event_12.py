"""Event 12 payload model."""
from dataclasses import dataclass


@dataclass
class Event12:
    id: str
    kind: str = "kind-12"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
