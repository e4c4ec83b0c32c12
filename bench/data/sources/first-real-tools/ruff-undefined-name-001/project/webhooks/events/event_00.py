"""Event 0 payload model."""
from dataclasses import dataclass


@dataclass
class Event00:
    id: str
    kind: str = "kind-0"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
