"""Event 33 payload model."""
from dataclasses import dataclass


@dataclass
class Event33:
    id: str
    kind: str = "kind-33"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
