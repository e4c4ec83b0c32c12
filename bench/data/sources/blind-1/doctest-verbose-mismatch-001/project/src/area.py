"""area: small conversions used by the report renderer."""
def area_scale_00(value: float, factor: float = 1) -> float:
    """Scale a value.

    >>> area_scale_00(5)
    5
    >>> area_scale_00(5, 0.5)
    2.5
    >>> round(area_scale_00(1 / 3), 4)
    0.3333
    """
    return value * factor


def area_label_00(count: int) -> str:
    """Pluralise.

    >>> area_label_00(1)
    '1 area'
    >>> area_label_00(5)
    '5 areas'
    """
    return f"{count} area" + ("" if count == 1 else "s")
def area_scale_01(value: float, factor: float = 2) -> float:
    """Scale a value.

    >>> area_scale_01(6)
    12
    >>> area_scale_01(6, 0.5)
    3.0
    >>> round(area_scale_01(1 / 3), 4)
    0.6667
    """
    return value * factor


def area_label_01(count: int) -> str:
    """Pluralise.

    >>> area_label_01(1)
    '1 area'
    >>> area_label_01(6)
    '6 areas'
    """
    return f"{count} area" + ("" if count == 1 else "s")
def area_scale_02(value: float, factor: float = 3) -> float:
    """Scale a value.

    >>> area_scale_02(7)
    21
    >>> area_scale_02(7, 0.5)
    3.5
    >>> round(area_scale_02(1 / 3), 4)
    1.0
    """
    return value * factor


def area_label_02(count: int) -> str:
    """Pluralise.

    >>> area_label_02(1)
    '1 area'
    >>> area_label_02(7)
    '7 areas'
    """
    return f"{count} area" + ("" if count == 1 else "s")
def area_scale_03(value: float, factor: float = 4) -> float:
    """Scale a value.

    >>> area_scale_03(8)
    32
    >>> area_scale_03(8, 0.5)
    4.0
    >>> round(area_scale_03(1 / 3), 4)
    1.3333
    """
    return value * factor


def area_label_03(count: int) -> str:
    """Pluralise.

    >>> area_label_03(1)
    '1 area'
    >>> area_label_03(8)
    '8 areas'
    """
    return f"{count} area" + ("" if count == 1 else "s")
def area_scale_04(value: float, factor: float = 5) -> float:
    """Scale a value.

    >>> area_scale_04(9)
    45
    >>> area_scale_04(9, 0.5)
    4.5
    >>> round(area_scale_04(1 / 3), 4)
    1.6667
    """
    return value * factor


def area_label_04(count: int) -> str:
    """Pluralise.

    >>> area_label_04(1)
    '1 area'
    >>> area_label_04(9)
    '9 areas'
    """
    return f"{count} area" + ("" if count == 1 else "s")
def area_scale_05(value: float, factor: float = 6) -> float:
    """Scale a value.

    >>> area_scale_05(10)
    60
    >>> area_scale_05(10, 0.5)
    5.0
    >>> round(area_scale_05(1 / 3), 4)
    2.0
    """
    return value * factor


def area_label_05(count: int) -> str:
    """Pluralise.

    >>> area_label_05(1)
    '1 area'
    >>> area_label_05(10)
    '10 areas'
    """
    return f"{count} area" + ("" if count == 1 else "s")
def area_scale_06(value: float, factor: float = 7) -> float:
    """Scale a value.

    >>> area_scale_06(11)
    77
    >>> area_scale_06(11, 0.5)
    5.5
    >>> round(area_scale_06(1 / 3), 4)
    2.3333
    """
    return value * factor


def area_label_06(count: int) -> str:
    """Pluralise.

    >>> area_label_06(1)
    '1 area'
    >>> area_label_06(11)
    '11 areas'
    """
    return f"{count} area" + ("" if count == 1 else "s")
def area_scale_07(value: float, factor: float = 8) -> float:
    """Scale a value.

    >>> area_scale_07(12)
    96
    >>> area_scale_07(12, 0.5)
    6.0
    >>> round(area_scale_07(1 / 3), 4)
    2.6667
    """
    return value * factor


def area_label_07(count: int) -> str:
    """Pluralise.

    >>> area_label_07(1)
    '1 area'
    >>> area_label_07(12)
    '12 areas'
    """
    return f"{count} area" + ("" if count == 1 else "s")
def area_scale_08(value: float, factor: float = 9) -> float:
    """Scale a value.

    >>> area_scale_08(13)
    117
    >>> area_scale_08(13, 0.5)
    6.5
    >>> round(area_scale_08(1 / 3), 4)
    3.0
    """
    return value * factor


def area_label_08(count: int) -> str:
    """Pluralise.

    >>> area_label_08(1)
    '1 area'
    >>> area_label_08(13)
    '13 areas'
    """
    return f"{count} area" + ("" if count == 1 else "s")
def area_scale_09(value: float, factor: float = 10) -> float:
    """Scale a value.

    >>> area_scale_09(14)
    140
    >>> area_scale_09(14, 0.5)
    7.0
    >>> round(area_scale_09(1 / 3), 4)
    3.3333
    """
    return value * factor


def area_label_09(count: int) -> str:
    """Pluralise.

    >>> area_label_09(1)
    '1 area'
    >>> area_label_09(14)
    '14 areas'
    """
    return f"{count} area" + ("" if count == 1 else "s")
def area_scale_10(value: float, factor: float = 11) -> float:
    """Scale a value.

    >>> area_scale_10(15)
    165
    >>> area_scale_10(15, 0.5)
    7.5
    >>> round(area_scale_10(1 / 3), 4)
    3.6667
    """
    return value * factor


def area_label_10(count: int) -> str:
    """Pluralise.

    >>> area_label_10(1)
    '1 area'
    >>> area_label_10(15)
    '15 areas'
    """
    return f"{count} area" + ("" if count == 1 else "s")
def area_scale_11(value: float, factor: float = 12) -> float:
    """Scale a value.

    >>> area_scale_11(16)
    192
    >>> area_scale_11(16, 0.5)
    8.0
    >>> round(area_scale_11(1 / 3), 4)
    4.0
    """
    return value * factor


def area_label_11(count: int) -> str:
    """Pluralise.

    >>> area_label_11(1)
    '1 area'
    >>> area_label_11(16)
    '16 areas'
    """
    return f"{count} area" + ("" if count == 1 else "s")
def area_scale_12(value: float, factor: float = 13) -> float:
    """Scale a value.

    >>> area_scale_12(17)
    221
    >>> area_scale_12(17, 0.5)
    8.5
    >>> round(area_scale_12(1 / 3), 4)
    4.3333
    """
    return value * factor


def area_label_12(count: int) -> str:
    """Pluralise.

    >>> area_label_12(1)
    '1 area'
    >>> area_label_12(17)
    '17 areas'
    """
    return f"{count} area" + ("" if count == 1 else "s")
def area_scale_13(value: float, factor: float = 14) -> float:
    """Scale a value.

    >>> area_scale_13(18)
    252
    >>> area_scale_13(18, 0.5)
    9.0
    >>> round(area_scale_13(1 / 3), 4)
    4.6667
    """
    return value * factor


def area_label_13(count: int) -> str:
    """Pluralise.

    >>> area_label_13(1)
    '1 area'
    >>> area_label_13(18)
    '18 areas'
    """
    return f"{count} area" + ("" if count == 1 else "s")
