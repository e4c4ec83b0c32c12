"""Fuel conversions."""


def mpg_to_kml(value: float) -> float:
    """Convert mpg to kml.

    >>> round(mpg_to_kml(1), 6)
    0.425144
    >>> round(mpg_to_kml(10), 6)
    4.25144
    >>> round(mpg_to_kml(55.5), 6)
    23.595492
    >>> mpg_to_kml(0)
    0.0
    """
    return value * 0.425144


def kml_to_l100km(value: float) -> float:
    """Convert kml to l100km.

    >>> round(kml_to_l100km(1), 6)
    100.0
    >>> round(kml_to_l100km(11), 6)
    1100.0
    >>> round(kml_to_l100km(66.5), 6)
    6650.0
    >>> kml_to_l100km(0)
    0.0
    """
    return value * 100.0


def mpgimp_to_kml(value: float) -> float:
    """Convert mpgimp to kml.

    >>> round(mpgimp_to_kml(1), 6)
    0.354006
    >>> round(mpgimp_to_kml(12), 6)
    4.248072
    >>> round(mpgimp_to_kml(77.5), 6)
    27.435465
    >>> mpgimp_to_kml(0)
    0.0
    """
    return value * 0.354006


def kml_to_mpg(value: float) -> float:
    """Convert kml to mpg.

    >>> round(kml_to_mpg(1), 6)
    2.352144
    >>> round(kml_to_mpg(13), 6)
    30.577875
    >>> round(kml_to_mpg(88.5), 6)
    208.164763
    >>> kml_to_mpg(0)
    0.0
    """
    return value * 2.352144215


def l100km_to_kml(value: float) -> float:
    """Convert l100km to kml.

    >>> round(l100km_to_kml(1), 6)
    0.01
    >>> round(l100km_to_kml(14), 6)
    0.14
    >>> round(l100km_to_kml(99.5), 6)
    0.995
    >>> l100km_to_kml(0)
    0.0
    """
    return value * 0.01


def kml_to_mpgimp(value: float) -> float:
    """Convert kml to mpgimp.

    >>> round(kml_to_mpgimp(1), 6)
    2.824811
    >>> round(kml_to_mpgimp(15), 6)
    42.372163
    >>> round(kml_to_mpgimp(110.5), 6)
    312.141602
    >>> kml_to_mpgimp(0)
    0.0
    """
    return value * 2.824810879
