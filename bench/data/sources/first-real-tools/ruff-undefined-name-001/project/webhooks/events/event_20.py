"""Event 20 payload model."""
from dataclasses import dataclass


@dataclass
class Event20:
    id: str
    kind: str = "kind-20"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
