"""Event 2 payload model."""
from dataclasses import dataclass


@dataclass
class Event02:
    id: str
    kind: str = "kind-2"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
