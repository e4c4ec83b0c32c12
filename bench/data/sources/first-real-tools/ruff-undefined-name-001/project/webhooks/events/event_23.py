"""Event 23 payload model."""
from dataclasses import dataclass


@dataclass
class Event23:
    id: str
    kind: str = "kind-23"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
