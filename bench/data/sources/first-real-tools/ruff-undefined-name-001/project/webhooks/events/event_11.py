"""Event 11 payload model."""
from dataclasses import dataclass


@dataclass
class Event11:
    id: str
    kind: str = "kind-11"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
