"""Event 41 payload model."""
from dataclasses import dataclass


@dataclass
class Event41:
    id: str
    kind: str = "kind-41"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
