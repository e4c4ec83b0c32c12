"""Event 10 payload model."""
from dataclasses import dataclass


@dataclass
class Event10:
    id: str
    kind: str = "kind-10"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
