"""Event 25 payload model."""
from dataclasses import dataclass


@dataclass
class Event25:
    id: str
    kind: str = "kind-25"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
