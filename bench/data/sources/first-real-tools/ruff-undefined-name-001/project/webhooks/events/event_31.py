"""Event 31 payload model."""
from dataclasses import dataclass


@dataclass
class Event31:
    id: str
    kind: str = "kind-31"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
