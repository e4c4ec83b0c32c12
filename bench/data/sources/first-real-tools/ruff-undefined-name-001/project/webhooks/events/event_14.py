"""Event 14 payload model."""
from dataclasses import dataclass


@dataclass
class Event14:
    id: str
    kind: str = "kind-14"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
