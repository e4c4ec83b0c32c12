import warnings
from decimal import Decimal


def money(value):
    warnings.warn(
        "ledger.compat.money() is deprecated; use ledger.money.Money.parse()",
        DeprecationWarning,
        stacklevel=2,
    )
    return Decimal(str(value)).quantize(Decimal("0.01"))
