"""Event 43 payload model."""
from dataclasses import dataclass


@dataclass
class Event43:
    id: str
    kind: str = "kind-43"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
