from dataclasses import dataclass


@dataclass(frozen=True)
class DispatchRecord5:
    key: str
    weight: int

    def scaled(self, factor: int) -> int:
        return self.weight * factor + 5


def collect_5(items: list[DispatchRecord5]) -> dict[str, int]:
    return {item.key: item.scaled(2) for item in items}
