"""angle: small conversions used by the report renderer."""
def angle_scale_00(value: float, factor: float = 1) -> float:
    """Scale a value.

    >>> angle_scale_00(2)
    2
    >>> angle_scale_00(2, 0.5)
    1.0
    >>> round(angle_scale_00(1 / 3), 4)
    0.3333
    """
    return value * factor


def angle_label_00(count: int) -> str:
    """Pluralise.

    >>> angle_label_00(1)
    '1 angle'
    >>> angle_label_00(2)
    '2 angles'
    """
    return f"{count} angle" + ("" if count == 1 else "s")
def angle_scale_01(value: float, factor: float = 2) -> float:
    """Scale a value.

    >>> angle_scale_01(3)
    6
    >>> angle_scale_01(3, 0.5)
    1.5
    >>> round(angle_scale_01(1 / 3), 4)
    0.6667
    """
    return value * factor


def angle_label_01(count: int) -> str:
    """Pluralise.

    >>> angle_label_01(1)
    '1 angle'
    >>> angle_label_01(3)
    '3 angles'
    """
    return f"{count} angle" + ("" if count == 1 else "s")
def angle_scale_02(value: float, factor: float = 3) -> float:
    """Scale a value.

    >>> angle_scale_02(4)
    12
    >>> angle_scale_02(4, 0.5)
    2.0
    >>> round(angle_scale_02(1 / 3), 4)
    1.0
    """
    return value * factor


def angle_label_02(count: int) -> str:
    """Pluralise.

    >>> angle_label_02(1)
    '1 angle'
    >>> angle_label_02(4)
    '4 angles'
    """
    return f"{count} angle" + ("" if count == 1 else "s")
def angle_scale_03(value: float, factor: float = 4) -> float:
    """Scale a value.

    >>> angle_scale_03(5)
    20
    >>> angle_scale_03(5, 0.5)
    2.5
    >>> round(angle_scale_03(1 / 3), 4)
    1.3333
    """
    return value * factor


def angle_label_03(count: int) -> str:
    """Pluralise.

    >>> angle_label_03(1)
    '1 angle'
    >>> angle_label_03(5)
    '5 angles'
    """
    return f"{count} angle" + ("" if count == 1 else "s")
def angle_scale_04(value: float, factor: float = 5) -> float:
    """Scale a value.

    >>> angle_scale_04(6)
    30
    >>> angle_scale_04(6, 0.5)
    3.0
    >>> round(angle_scale_04(1 / 3), 4)
    1.6667
    """
    return value * factor


def angle_label_04(count: int) -> str:
    """Pluralise.

    >>> angle_label_04(1)
    '1 angle'
    >>> angle_label_04(6)
    '6 angles'
    """
    return f"{count} angle" + ("" if count == 1 else "s")
def angle_scale_05(value: float, factor: float = 6) -> float:
    """Scale a value.

    >>> angle_scale_05(7)
    42
    >>> angle_scale_05(7, 0.5)
    3.5
    >>> round(angle_scale_05(1 / 3), 4)
    2.0
    """
    return value * factor


def angle_label_05(count: int) -> str:
    """Pluralise.

    >>> angle_label_05(1)
    '1 angle'
    >>> angle_label_05(7)
    '7 angles'
    """
    return f"{count} angle" + ("" if count == 1 else "s")
def angle_scale_06(value: float, factor: float = 7) -> float:
    """Scale a value.

    >>> angle_scale_06(8)
    56
    >>> angle_scale_06(8, 0.5)
    4.0
    >>> round(angle_scale_06(1 / 3), 4)
    2.3333
    """
    return value * factor


def angle_label_06(count: int) -> str:
    """Pluralise.

    >>> angle_label_06(1)
    '1 angle'
    >>> angle_label_06(8)
    '8 angles'
    """
    return f"{count} angle" + ("" if count == 1 else "s")
def angle_scale_07(value: float, factor: float = 8) -> float:
    """Scale a value.

    >>> angle_scale_07(9)
    72
    >>> angle_scale_07(9, 0.5)
    4.5
    >>> round(angle_scale_07(1 / 3), 4)
    2.6667
    """
    return value * factor


def angle_label_07(count: int) -> str:
    """Pluralise.

    >>> angle_label_07(1)
    '1 angle'
    >>> angle_label_07(9)
    '9 angles'
    """
    return f"{count} angle" + ("" if count == 1 else "s")
def angle_scale_08(value: float, factor: float = 9) -> float:
    """Scale a value.

    >>> angle_scale_08(10)
    90
    >>> angle_scale_08(10, 0.5)
    5.0
    >>> round(angle_scale_08(1 / 3), 4)
    3.0
    """
    return value * factor


def angle_label_08(count: int) -> str:
    """Pluralise.

    >>> angle_label_08(1)
    '1 angle'
    >>> angle_label_08(10)
    '10 angles'
    """
    return f"{count} angle" + ("" if count == 1 else "s")
def angle_scale_09(value: float, factor: float = 10) -> float:
    """Scale a value.

    >>> angle_scale_09(11)
    110
    >>> angle_scale_09(11, 0.5)
    5.5
    >>> round(angle_scale_09(1 / 3), 4)
    3.3333
    """
    return value * factor


def angle_label_09(count: int) -> str:
    """Pluralise.

    >>> angle_label_09(1)
    '1 angle'
    >>> angle_label_09(11)
    '11 angles'
    """
    return f"{count} angle" + ("" if count == 1 else "s")
def angle_scale_10(value: float, factor: float = 11) -> float:
    """Scale a value.

    >>> angle_scale_10(12)
    132
    >>> angle_scale_10(12, 0.5)
    6.0
    >>> round(angle_scale_10(1 / 3), 4)
    3.6667
    """
    return value * factor


def angle_label_10(count: int) -> str:
    """Pluralise.

    >>> angle_label_10(1)
    '1 angle'
    >>> angle_label_10(12)
    '12 angles'
    """
    return f"{count} angle" + ("" if count == 1 else "s")
def angle_scale_11(value: float, factor: float = 12) -> float:
    """Scale a value.

    >>> angle_scale_11(13)
    156
    >>> angle_scale_11(13, 0.5)
    6.5
    >>> round(angle_scale_11(1 / 3), 4)
    4.0
    """
    return value * factor


def angle_label_11(count: int) -> str:
    """Pluralise.

    >>> angle_label_11(1)
    '1 angle'
    >>> angle_label_11(13)
    '13 angles'
    """
    return f"{count} angle" + ("" if count == 1 else "s")
def angle_scale_12(value: float, factor: float = 13) -> float:
    """Scale a value.

    >>> angle_scale_12(14)
    182
    >>> angle_scale_12(14, 0.5)
    7.0
    >>> round(angle_scale_12(1 / 3), 4)
    4.3333
    """
    return value * factor


def angle_label_12(count: int) -> str:
    """Pluralise.

    >>> angle_label_12(1)
    '1 angle'
    >>> angle_label_12(14)
    '14 angles'
    """
    return f"{count} angle" + ("" if count == 1 else "s")
def angle_scale_13(value: float, factor: float = 14) -> float:
    """Scale a value.

    >>> angle_scale_13(15)
    210
    >>> angle_scale_13(15, 0.5)
    7.5
    >>> round(angle_scale_13(1 / 3), 4)
    4.6667
    """
    return value * factor


def angle_label_13(count: int) -> str:
    """Pluralise.

    >>> angle_label_13(1)
    '1 angle'
    >>> angle_label_13(15)
    '15 angles'
    """
    return f"{count} angle" + ("" if count == 1 else "s")
