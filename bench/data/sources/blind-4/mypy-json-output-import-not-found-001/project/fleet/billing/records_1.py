from dataclasses import dataclass


@dataclass(frozen=True)
class BillingRecord1:
    key: str
    weight: int

    def scaled(self, factor: int) -> int:
        return self.weight * factor + 1


def collect_1(items: list[BillingRecord1]) -> dict[str, int]:
    return {item.key: item.scaled(2) for item in items}
