"""Event 6 payload model."""
from dataclasses import dataclass


@dataclass
class Event06:
    id: str
    kind: str = "kind-6"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
