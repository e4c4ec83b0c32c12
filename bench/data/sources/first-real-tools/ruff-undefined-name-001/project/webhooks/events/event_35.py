"""Event 35 payload model."""
from dataclasses import dataclass


@dataclass
class Event35:
    id: str
    kind: str = "kind-35"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
