"""Event 49 payload model."""
from dataclasses import dataclass


@dataclass
class Event49:
    id: str
    kind: str = "kind-49"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
