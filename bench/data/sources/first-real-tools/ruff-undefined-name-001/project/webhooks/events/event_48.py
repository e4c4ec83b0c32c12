"""Event 48 payload model."""
from dataclasses import dataclass


@dataclass
class Event48:
    id: str
    kind: str = "kind-48"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
