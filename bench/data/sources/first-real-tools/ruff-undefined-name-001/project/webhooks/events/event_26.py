"""Event 26 payload model."""
from dataclasses import dataclass


@dataclass
class Event26:
    id: str
    kind: str = "kind-26"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
