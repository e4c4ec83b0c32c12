"""Energy conversions."""


def kwh_to_mj(value: float) -> float:
    """Convert kwh to mj.

    >>> round(kwh_to_mj(1), 6)
    3.6
    >>> round(kwh_to_mj(8), 6)
    28.8
    >>> round(kwh_to_mj(45.5), 6)
    163.8
    >>> kwh_to_mj(0)
    0.0
    """
    return value * 3.6


def mj_to_kwh(value: float) -> float:
    """Convert mj to kwh.

    >>> round(mj_to_kwh(1), 6)
    0.277778
    >>> round(mj_to_kwh(9), 6)
    2.500002
    >>> round(mj_to_kwh(54.5), 6)
    15.138901
    >>> mj_to_kwh(0)
    0.0
    """
    return value * 0.277778


def kcal_to_kj(value: float) -> float:
    """Convert kcal to kj.

    >>> round(kcal_to_kj(1), 6)
    4.184
    >>> round(kcal_to_kj(10), 6)
    41.84
    >>> round(kcal_to_kj(63.5), 6)
    265.684
    >>> kcal_to_kj(0)
    0.0
    """
    return value * 4.184


def kj_to_kcal(value: float) -> float:
    """Convert kj to kcal.

    >>> round(kj_to_kcal(1), 6)
    0.239006
    >>> round(kj_to_kcal(11), 6)
    2.629066
    >>> round(kj_to_kcal(72.5), 6)
    17.327935
    >>> kj_to_kcal(0)
    0.0
    """
    return value * 0.239006


def btu_to_kj(value: float) -> float:
    """Convert btu to kj.

    >>> round(btu_to_kj(1), 6)
    1.055056
    >>> round(btu_to_kj(12), 6)
    12.660672
    >>> round(btu_to_kj(81.5), 6)
    85.987064
    >>> btu_to_kj(0)
    0.0
    """
    return value * 1.055056


def therm_to_kwh(value: float) -> float:
    """Convert therm to kwh.

    >>> round(therm_to_kwh(1), 6)
    29.30711
    >>> round(therm_to_kwh(13), 6)
    380.99243
    >>> round(therm_to_kwh(90.5), 6)
    2652.293455
    >>> therm_to_kwh(0)
    0.0
    """
    return value * 29.30711


def ev_to_j(value: float) -> float:
    """Convert ev to j.

    >>> round(ev_to_j(1), 6)
    0.0
    >>> round(ev_to_j(14), 6)
    0.0
    >>> round(ev_to_j(99.5), 6)
    0.0
    >>> ev_to_j(0)
    0.0
    """
    return value * 1.602177e-19


def kj_to_btu(value: float) -> float:
    """Convert kj to btu.

    >>> round(kj_to_btu(1), 6)
    0.947817
    >>> round(kj_to_btu(15), 6)
    14.217255
    >>> round(kj_to_btu(108.5), 6)
    102.838143
    >>> kj_to_btu(0)
    0.0
    """
    return value * 0.947816988


def kwh_to_therm(value: float) -> float:
    """Convert kwh to therm.

    >>> round(kwh_to_therm(1), 6)
    0.034121
    >>> round(kwh_to_therm(16), 6)
    0.545943
    >>> round(kwh_to_therm(117.5), 6)
    4.009266
    >>> kwh_to_therm(0)
    0.0
    """
    return value * 0.034121413


def j_to_ev(value: float) -> float:
    """Convert j to ev.

    >>> round(j_to_ev(1), 6)
    6.241507648655547e+18
    >>> round(j_to_ev(17), 6)
    1.061056300271443e+20
    >>> round(j_to_ev(126.5), 6)
    7.895507175549267e+20
    >>> j_to_ev(0)
    0.0
    """
    return value * 6.241507648655547e+18
