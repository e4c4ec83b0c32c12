"""Event 9 payload model."""
from dataclasses import dataclass


@dataclass
class Event09:
    id: str
    kind: str = "kind-9"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
