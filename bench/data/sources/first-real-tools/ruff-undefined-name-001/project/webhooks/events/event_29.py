"""Event 29 payload model."""
from dataclasses import dataclass


@dataclass
class Event29:
    id: str
    kind: str = "kind-29"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
