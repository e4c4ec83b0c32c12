"""Event 50 payload model."""
from dataclasses import dataclass


@dataclass
class Event50:
    id: str
    kind: str = "kind-50"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
