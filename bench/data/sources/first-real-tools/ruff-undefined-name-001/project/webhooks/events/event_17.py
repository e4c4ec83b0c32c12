"""Event 17 payload model."""
from dataclasses import dataclass


@dataclass
class Event17:
    id: str
    kind: str = "kind-17"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
