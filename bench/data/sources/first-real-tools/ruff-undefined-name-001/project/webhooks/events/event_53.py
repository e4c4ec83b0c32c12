"""Event 53 payload model."""
from dataclasses import dataclass


@dataclass
class Event53:
    id: str
    kind: str = "kind-53"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
