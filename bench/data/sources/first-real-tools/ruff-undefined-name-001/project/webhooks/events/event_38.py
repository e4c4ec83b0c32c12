"""Event 38 payload model."""
from dataclasses import dataclass


@dataclass
class Event38:
    id: str
    kind: str = "kind-38"

    def route(self) -> str:
        return f"/hooks/{self.kind}/{self.id}"
