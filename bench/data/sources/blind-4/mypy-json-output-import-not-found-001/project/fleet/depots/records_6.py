from dataclasses import dataclass


@dataclass(frozen=True)
class DepotsRecord6:
    key: str
    weight: int

    def scaled(self, factor: int) -> int:
        return self.weight * factor + 6


def collect_6(items: list[DepotsRecord6]) -> dict[str, int]:
    return {item.key: item.scaled(2) for item in items}
