"""Event 36 payload model."""
from dataclasses import dataclass


@dataclass
class Event36:
    id: str
    kind: str = "kind-36"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
