"""Pressure conversions."""


def bar_to_psi(value: float) -> float:
    """Convert bar to psi.

    >>> round(bar_to_psi(1), 6)
    14.50377
    >>> round(bar_to_psi(7), 6)
    101.52639
    >>> round(bar_to_psi(40.5), 6)
    587.402685
    >>> bar_to_psi(0)
    0.0
    """
    return value * 14.50377


def psi_to_bar(value: float) -> float:
    """Convert psi to bar.

    >>> round(psi_to_bar(1), 6)
    0.068948
    >>> round(psi_to_bar(8), 6)
    0.551581
    >>> round(psi_to_bar(48.5), 6)
    3.343959
    >>> psi_to_bar(0)
    0.0
    """
    return value * 0.0689476


def atm_to_kpa(value: float) -> float:
    """Convert atm to kpa.

    >>> round(atm_to_kpa(1), 6)
    101.325
    >>> round(atm_to_kpa(9), 6)
    911.925
    >>> round(atm_to_kpa(56.5), 6)
    5724.8625
    >>> atm_to_kpa(0)
    0.0
    """
    return value * 101.325


def kpa_to_atm(value: float) -> float:
    """Convert kpa to atm.

    >>> round(kpa_to_atm(1), 6)
    0.009869
    >>> round(kpa_to_atm(10), 6)
    0.098692
    >>> round(kpa_to_atm(64.5), 6)
    0.636565
    >>> kpa_to_atm(0)
    0.0
    """
    return value * 0.00986923


def mmhg_to_kpa(value: float) -> float:
    """Convert mmhg to kpa.

    >>> round(mmhg_to_kpa(1), 6)
    0.133322
    >>> round(mmhg_to_kpa(11), 6)
    1.466542
    >>> round(mmhg_to_kpa(72.5), 6)
    9.665845
    >>> mmhg_to_kpa(0)
    0.0
    """
    return value * 0.133322


def inhg_to_hpa(value: float) -> float:
    """Convert inhg to hpa.

    >>> round(inhg_to_hpa(1), 6)
    33.86389
    >>> round(inhg_to_hpa(12), 6)
    406.36668
    >>> round(inhg_to_hpa(80.5), 6)
    2726.043145
    >>> inhg_to_hpa(0)
    0.0
    """
    return value * 33.86389


def hpa_to_inhg(value: float) -> float:
    """Convert hpa to inhg.

    >>> round(hpa_to_inhg(1), 6)
    0.02953
    >>> round(hpa_to_inhg(13), 6)
    0.38389
    >>> round(hpa_to_inhg(88.5), 6)
    2.613405
    >>> hpa_to_inhg(0)
    0.0
    """
    return value * 0.02953


def kpa_to_mmhg(value: float) -> float:
    """Convert kpa to mmhg.

    >>> round(kpa_to_mmhg(1), 6)
    7.500638
    >>> round(kpa_to_mmhg(14), 6)
    105.008926
    >>> round(kpa_to_mmhg(96.5), 6)
    723.811524
    >>> kpa_to_mmhg(0)
    0.0
    """
    return value * 7.500637554
