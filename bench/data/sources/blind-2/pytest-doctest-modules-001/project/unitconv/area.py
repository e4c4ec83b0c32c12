"""Area conversions."""


def ha_to_m2(value: float) -> float:
    """Convert ha to m2.

    >>> round(ha_to_m2(1), 6)
    10000.0
    >>> round(ha_to_m2(4), 6)
    40000.0
    >>> round(ha_to_m2(25.5), 6)
    255000.0
    >>> ha_to_m2(0)
    0.0
    """
    return value * 10000.0


def acre_to_m2(value: float) -> float:
    """Convert acre to m2.

    >>> round(acre_to_m2(1), 6)
    4046.856
    >>> round(acre_to_m2(5), 6)
    20234.28
    >>> round(acre_to_m2(30.5), 6)
    123429.108
    >>> acre_to_m2(0)
    0.0
    """
    return value * 4046.856


def m2_to_ft2(value: float) -> float:
    """Convert m2 to ft2.

    >>> round(m2_to_ft2(1), 6)
    10.76391
    >>> round(m2_to_ft2(6), 6)
    64.58346
    >>> round(m2_to_ft2(35.5), 6)
    382.118805
    >>> m2_to_ft2(0)
    0.0
    """
    return value * 10.76391


def ft2_to_m2(value: float) -> float:
    """Convert ft2 to m2.

    >>> round(ft2_to_m2(1), 6)
    0.092903
    >>> round(ft2_to_m2(7), 6)
    0.650321
    >>> round(ft2_to_m2(40.5), 6)
    3.762571
    >>> ft2_to_m2(0)
    0.0
    """
    return value * 0.092903


def km2_to_mi2(value: float) -> float:
    """Convert km2 to mi2.

    >>> round(km2_to_mi2(1), 6)
    0.386102
    >>> round(km2_to_mi2(8), 6)
    3.088816
    >>> round(km2_to_mi2(45.5), 6)
    17.567641
    >>> km2_to_mi2(0)
    0.0
    """
    return value * 0.386102


def mi2_to_km2(value: float) -> float:
    """Convert mi2 to km2.

    >>> round(mi2_to_km2(1), 6)
    2.589988
    >>> round(mi2_to_km2(9), 6)
    23.309892
    >>> round(mi2_to_km2(50.5), 6)
    130.794394
    >>> mi2_to_km2(0)
    0.0
    """
    return value * 2.589988


def ha_to_acre(value: float) -> float:
    """Convert ha to acre.

    >>> round(ha_to_acre(1), 6)
    2.471054
    >>> round(ha_to_acre(10), 6)
    24.71054
    >>> round(ha_to_acre(55.5), 6)
    137.143497
    >>> ha_to_acre(0)
    0.0
    """
    return value * 2.471054


def m2_to_ha(value: float) -> float:
    """Convert m2 to ha.

    >>> round(m2_to_ha(1), 6)
    0.0001
    >>> round(m2_to_ha(11), 6)
    0.0011
    >>> round(m2_to_ha(60.5), 6)
    0.00605
    >>> m2_to_ha(0)
    0.0
    """
    return value * 0.0001


def m2_to_acre(value: float) -> float:
    """Convert m2 to acre.

    >>> round(m2_to_acre(1), 6)
    0.000247
    >>> round(m2_to_acre(12), 6)
    0.002965
    >>> round(m2_to_acre(65.5), 6)
    0.016185
    >>> m2_to_acre(0)
    0.0
    """
    return value * 0.000247105


def acre_to_ha(value: float) -> float:
    """Convert acre to ha.

    >>> round(acre_to_ha(1), 6)
    0.404686
    >>> round(acre_to_ha(13), 6)
    5.260913
    >>> round(acre_to_ha(70.5), 6)
    28.530336
    >>> acre_to_ha(0)
    0.0
    """
    return value * 0.404685612
