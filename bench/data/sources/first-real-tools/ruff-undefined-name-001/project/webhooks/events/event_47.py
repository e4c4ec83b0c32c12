"""Event 47 payload model."""
from dataclasses import dataclass


@dataclass
class Event47:
    id: str
    kind: str = "kind-47"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
