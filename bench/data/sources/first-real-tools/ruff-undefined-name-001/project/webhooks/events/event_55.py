"""Event 55 payload model."""
from dataclasses import dataclass


@dataclass
class Event55:
    id: str
    kind: str = "kind-55"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
