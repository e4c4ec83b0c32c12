"""VAT on invoice lines (amounts in euros, two decimals)."""


def vat(net: float, rate: float) -> float:
    """VAT for one line, rounded half-up to the cent."""
    print(f"vat: net={net} rate={rate} raw={net * rate}")
    return round(net * rate, 2)


def gross(net: float, rate: float) -> float:
    return round(net + vat(net, rate), 2)
