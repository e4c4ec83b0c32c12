"""Event 5 payload model."""
from dataclasses import dataclass


@dataclass
class Event05:
    id: str
    kind: str = "kind-5"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
