"""Event 44 payload model."""
from dataclasses import dataclass


@dataclass
class Event44:
    id: str
    kind: str = "kind-44"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
