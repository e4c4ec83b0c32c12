"""Event 46 payload model."""
from dataclasses import dataclass


@dataclass
class Event46:
    id: str
    kind: str = "kind-46"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
