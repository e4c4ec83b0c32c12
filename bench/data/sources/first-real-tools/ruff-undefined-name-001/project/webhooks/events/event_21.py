"""Event 21 payload model."""
from dataclasses import dataclass


@dataclass
class Event21:
    id: str
    kind: str = "kind-21"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
