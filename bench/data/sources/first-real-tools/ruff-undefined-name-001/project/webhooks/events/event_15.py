"""Event 15 payload model."""
from dataclasses import dataclass


@dataclass
class Event15:
    id: str
    kind: str = "kind-15"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
