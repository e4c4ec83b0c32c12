"""Event 4 payload model."""
from dataclasses import dataclass


@dataclass
class Event04:
    id: str
    kind: str = "kind-4"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
