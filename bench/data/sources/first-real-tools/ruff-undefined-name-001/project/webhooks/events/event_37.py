"""Event 37 payload model."""
from dataclasses import dataclass


@dataclass
class Event37:
    id: str
    kind: str = "kind-37"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
