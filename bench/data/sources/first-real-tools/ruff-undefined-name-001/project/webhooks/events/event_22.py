"""Event 22 payload model."""
from dataclasses import dataclass


@dataclass
class Event22:
    id: str
    kind: str = "kind-22"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
