"""Event 39 payload model."""
from dataclasses import dataclass


@dataclass
class Event39:
    id: str
    kind: str = "kind-39"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
