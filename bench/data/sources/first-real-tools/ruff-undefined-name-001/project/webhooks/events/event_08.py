"""Event 8 payload model."""
from dataclasses import dataclass


@dataclass
class Event08:
    id: str
    kind: str = "kind-8"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
