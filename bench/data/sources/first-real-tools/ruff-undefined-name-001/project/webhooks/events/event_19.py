"""Event 19 payload model."""
from dataclasses import dataclass


@dataclass
class Event19:
    id: str
    kind: str = "kind-19"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
