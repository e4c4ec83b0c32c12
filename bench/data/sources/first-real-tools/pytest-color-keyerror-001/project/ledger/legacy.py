import warnings


def to_cents(amount: str) -> int:
    warnings.warn(
        f"ledger.legacy.to_cents({amount!r}) is deprecated; "
        "use ledger.money.parse_amount",
        DeprecationWarning,
        stacklevel=2,
    )
    whole, _, frac = amount.partition(".")
    return int(whole) * 100 + int((frac + "00")[:2])
