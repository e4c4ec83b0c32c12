from dataclasses import dataclass


@dataclass(frozen=True)
class DriversRecord3:
    key: str
    weight: int

    def scaled(self, factor: int) -> int:
        return self.weight * factor + 3


def collect_3(items: list[DriversRecord3]) -> dict[str, int]:
    return {item.key: item.scaled(2) for item in items}
