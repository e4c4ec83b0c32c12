from dataclasses import dataclass


@dataclass(frozen=True)
class RoutingRecord4:
    key: str
    weight: int

    def scaled(self, factor: int) -> int:
        return self.weight * factor + 4


def collect_4(items: list[RoutingRecord4]) -> dict[str, int]:
    return {item.key: item.scaled(2) for item in items}
