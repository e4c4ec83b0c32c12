"""Event 32 payload model."""
from dataclasses import dataclass


@dataclass
class Event32:
    id: str
    kind: str = "kind-32"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
