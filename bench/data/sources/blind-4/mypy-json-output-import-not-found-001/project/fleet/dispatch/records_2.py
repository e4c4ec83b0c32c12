from dataclasses import dataclass


@dataclass(frozen=True)
class DispatchRecord2:
    key: str
    weight: int

    def scaled(self, factor: int) -> int:
        return self.weight * factor + 2


def collect_2(items: list[DispatchRecord2]) -> dict[str, int]:
    return {item.key: item.scaled(2) for item in items}
