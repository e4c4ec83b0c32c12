"""Event 54 payload model."""
from dataclasses import dataclass


@dataclass
class Event54:
    id: str
    kind: str = "kind-54"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
