"""Event 51 payload model."""
from dataclasses import dataclass


@dataclass
class Event51:
    id: str
    kind: str = "kind-51"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
