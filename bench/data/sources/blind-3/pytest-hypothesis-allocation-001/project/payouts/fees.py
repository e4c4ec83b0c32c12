"""Platform fees in basis points, applied to gross cents."""


def net_of_fee(gross_cents: int, fee_bps: int) -> int:
    if gross_cents < 0 or not 0 <= fee_bps <= 10_000:
        raise ValueError("bad amount or fee")
    return gross_cents - gross_cents * fee_bps // 10_000
