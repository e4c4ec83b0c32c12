"""Event 27 payload model."""
from dataclasses import dataclass


@dataclass
class Event27:
    id: str
    kind: str = "kind-27"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
