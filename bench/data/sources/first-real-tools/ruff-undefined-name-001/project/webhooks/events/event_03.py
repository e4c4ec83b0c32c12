"""Event 3 payload model."""
from dataclasses import dataclass


@dataclass
class Event03:
    id: str
    kind: str = "kind-3"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
