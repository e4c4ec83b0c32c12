"""Event 28 payload model."""
from dataclasses import dataclass


@dataclass
class Event28:
    id: str
    kind: str = "kind-28"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
