"""Event 7 payload model."""
from dataclasses import dataclass


@dataclass
class Event07:
    id: str
    kind: str = "kind-7"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
