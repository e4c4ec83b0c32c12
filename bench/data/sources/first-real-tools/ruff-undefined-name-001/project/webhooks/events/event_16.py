"""Event 16 payload model."""
from dataclasses import dataclass


@dataclass
class Event16:
    id: str
    kind: str = "kind-16"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
