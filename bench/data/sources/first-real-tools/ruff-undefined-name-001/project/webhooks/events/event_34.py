"""Event 34 payload model."""
from dataclasses import dataclass


@dataclass
class Event34:
    id: str
    kind: str = "kind-34"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
