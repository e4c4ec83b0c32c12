"""Speed conversions."""


def kmh_to_mph(value: float) -> float:
    """Convert kmh to mph.

    >>> round(kmh_to_mph(1), 6)
    0.621371
    >>> round(kmh_to_mph(6), 6)
    3.728226
    >>> round(kmh_to_mph(35.5), 6)
    22.058671
    >>> kmh_to_mph(0)
    0.0
    """
    return value * 0.621371


def mph_to_kmh(value: float) -> float:
    """Convert mph to kmh.

    >>> round(mph_to_kmh(1), 6)
    1.609344
    >>> round(mph_to_kmh(7), 6)
    11.265408
    >>> round(mph_to_kmh(42.5), 6)
    68.39712
    >>> mph_to_kmh(0)
    0.0
    """
    return value * 1.609344


def ms_to_kmh(value: float) -> float:
    """Convert ms to kmh.

    >>> round(ms_to_kmh(1), 6)
    3.6
    >>> round(ms_to_kmh(8), 6)
    28.8
    >>> round(ms_to_kmh(49.5), 6)
    178.2
    >>> ms_to_kmh(0)
    0.0
    """
    return value * 3.6


def kmh_to_ms(value: float) -> float:
    """Convert kmh to ms.

    >>> round(kmh_to_ms(1), 6)
    0.277778
    >>> round(kmh_to_ms(9), 6)
    2.500002
    >>> round(kmh_to_ms(56.5), 6)
    15.694457
    >>> kmh_to_ms(0)
    0.0
    """
    return value * 0.277778


def kn_to_kmh(value: float) -> float:
    """Convert kn to kmh.

    >>> round(kn_to_kmh(1), 6)
    1.852
    >>> round(kn_to_kmh(10), 6)
    18.52
    >>> round(kn_to_kmh(63.5), 6)
    117.602
    >>> kn_to_kmh(0)
    0.0
    """
    return value * 1.852


def kmh_to_kn(value: float) -> float:
    """Convert kmh to kn.

    >>> round(kmh_to_kn(1), 6)
    0.539957
    >>> round(kmh_to_kn(11), 6)
    5.939527
    >>> round(kmh_to_kn(70.5), 6)
    38.066969
    >>> kmh_to_kn(0)
    0.0
    """
    return value * 0.539957


def mach_to_ms(value: float) -> float:
    """Convert mach to ms.

    >>> round(mach_to_ms(1), 6)
    343.0
    >>> round(mach_to_ms(12), 6)
    4116.0
    >>> round(mach_to_ms(77.5), 6)
    26582.5
    >>> mach_to_ms(0)
    0.0
    """
    return value * 343.0


def ms_to_mach(value: float) -> float:
    """Convert ms to mach.

    >>> round(ms_to_mach(1), 6)
    0.002915
    >>> round(ms_to_mach(13), 6)
    0.037901
    >>> round(ms_to_mach(84.5), 6)
    0.246356
    >>> ms_to_mach(0)
    0.0
    """
    return value * 0.002915452
