from dataclasses import dataclass


@dataclass(frozen=True)
class RoutingRecord0:
    key: str
    weight: int

    def scaled(self, factor: int) -> int:
        return self.weight * factor + 0


def collect_0(items: list[RoutingRecord0]) -> dict[str, int]:
    return {item.key: item.scaled(2) for item in items}
