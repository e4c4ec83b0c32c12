"""Event 45 payload model."""
from dataclasses import dataclass


@dataclass
class Event45:
    id: str
    kind: str = "kind-45"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
