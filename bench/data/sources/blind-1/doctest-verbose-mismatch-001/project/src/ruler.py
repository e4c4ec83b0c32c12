"""ruler: small conversions used by the report renderer."""
def ruler_scale_00(value: float, factor: float = 1) -> float:
    """Scale a value.

    >>> ruler_scale_00(62)
    62
    >>> ruler_scale_00(62, 0.5)
    31.0
    >>> round(ruler_scale_00(1 / 3), 4)
    0.3333
    """
    return value * factor


def ruler_label_00(count: int) -> str:
    """Pluralise.

    >>> ruler_label_00(1)
    '1 ruler'
    >>> ruler_label_00(62)
    '62 rulers'
    """
    return f"{count} ruler" + ("" if count == 1 else "s")
def ruler_scale_01(value: float, factor: float = 2) -> float:
    """Scale a value.

    >>> ruler_scale_01(63)
    126
    >>> ruler_scale_01(63, 0.5)
    31.5
    >>> round(ruler_scale_01(1 / 3), 4)
    0.6667
    """
    return value * factor


def ruler_label_01(count: int) -> str:
    """Pluralise.

    >>> ruler_label_01(1)
    '1 ruler'
    >>> ruler_label_01(63)
    '63 rulers'
    """
    return f"{count} ruler" + ("" if count == 1 else "s")
def ruler_scale_02(value: float, factor: float = 3) -> float:
    """Scale a value.

    >>> ruler_scale_02(64)
    192
    >>> ruler_scale_02(64, 0.5)
    32.0
    >>> round(ruler_scale_02(1 / 3), 4)
    1.0
    """
    return value * factor


def ruler_label_02(count: int) -> str:
    """Pluralise.

    >>> ruler_label_02(1)
    '1 ruler'
    >>> ruler_label_02(64)
    '64 rulers'
    """
    return f"{count} ruler" + ("" if count == 1 else "s")
def ruler_scale_03(value: float, factor: float = 4) -> float:
    """Scale a value.

    >>> ruler_scale_03(65)
    260
    >>> ruler_scale_03(65, 0.5)
    32.5
    >>> round(ruler_scale_03(1 / 3), 4)
    1.3333
    """
    return value * factor


def ruler_label_03(count: int) -> str:
    """Pluralise.

    >>> ruler_label_03(1)
    '1 ruler'
    >>> ruler_label_03(65)
    '65 rulers'
    """
    return f"{count} ruler" + ("" if count == 1 else "s")
def ruler_scale_04(value: float, factor: float = 5) -> float:
    """Scale a value.

    >>> ruler_scale_04(66)
    330
    >>> ruler_scale_04(66, 0.5)
    33.0
    >>> round(ruler_scale_04(1 / 3), 4)
    1.6667
    """
    return value * factor


def ruler_label_04(count: int) -> str:
    """Pluralise.

    >>> ruler_label_04(1)
    '1 ruler'
    >>> ruler_label_04(66)
    '66 rulers'
    """
    return f"{count} ruler" + ("" if count == 1 else "s")
def ruler_scale_05(value: float, factor: float = 6) -> float:
    """Scale a value.

    >>> ruler_scale_05(67)
    402
    >>> ruler_scale_05(67, 0.5)
    33.5
    >>> round(ruler_scale_05(1 / 3), 4)
    2.0
    """
    return value * factor


def ruler_label_05(count: int) -> str:
    """Pluralise.

    >>> ruler_label_05(1)
    '1 ruler'
    >>> ruler_label_05(67)
    '67 rulers'
    """
    return f"{count} ruler" + ("" if count == 1 else "s")
def ruler_scale_06(value: float, factor: float = 7) -> float:
    """Scale a value.

    >>> ruler_scale_06(68)
    476
    >>> ruler_scale_06(68, 0.5)
    34.0
    >>> round(ruler_scale_06(1 / 3), 4)
    2.3333
    """
    return value * factor


def ruler_label_06(count: int) -> str:
    """Pluralise.

    >>> ruler_label_06(1)
    '1 ruler'
    >>> ruler_label_06(68)
    '68 rulers'
    """
    return f"{count} ruler" + ("" if count == 1 else "s")
def ruler_scale_07(value: float, factor: float = 8) -> float:
    """Scale a value.

    >>> ruler_scale_07(69)
    552
    >>> ruler_scale_07(69, 0.5)
    34.5
    >>> round(ruler_scale_07(1 / 3), 4)
    2.6667
    """
    return value * factor


def ruler_label_07(count: int) -> str:
    """Pluralise.

    >>> ruler_label_07(1)
    '1 ruler'
    >>> ruler_label_07(69)
    '69 rulers'
    """
    return f"{count} ruler" + ("" if count == 1 else "s")
def ruler_scale_08(value: float, factor: float = 9) -> float:
    """Scale a value.

    >>> ruler_scale_08(70)
    630
    >>> ruler_scale_08(70, 0.5)
    35.0
    >>> round(ruler_scale_08(1 / 3), 4)
    3.0
    """
    return value * factor


def ruler_label_08(count: int) -> str:
    """Pluralise.

    >>> ruler_label_08(1)
    '1 ruler'
    >>> ruler_label_08(70)
    '70 rulers'
    """
    return f"{count} ruler" + ("" if count == 1 else "s")
def ruler_scale_09(value: float, factor: float = 10) -> float:
    """Scale a value.

    >>> ruler_scale_09(71)
    710
    >>> ruler_scale_09(71, 0.5)
    35.5
    >>> round(ruler_scale_09(1 / 3), 4)
    3.3333
    """
    return value * factor


def ruler_label_09(count: int) -> str:
    """Pluralise.

    >>> ruler_label_09(1)
    '1 ruler'
    >>> ruler_label_09(71)
    '71 rulers'
    """
    return f"{count} ruler" + ("" if count == 1 else "s")
def ruler_scale_10(value: float, factor: float = 11) -> float:
    """Scale a value.

    >>> ruler_scale_10(72)
    792
    >>> ruler_scale_10(72, 0.5)
    36.0
    >>> round(ruler_scale_10(1 / 3), 4)
    3.6667
    """
    return value * factor


def ruler_label_10(count: int) -> str:
    """Pluralise.

    >>> ruler_label_10(1)
    '1 ruler'
    >>> ruler_label_10(72)
    '72 rulers'
    """
    return f"{count} ruler" + ("" if count == 1 else "s")
def ruler_scale_11(value: float, factor: float = 12) -> float:
    """Scale a value.

    >>> ruler_scale_11(73)
    876
    >>> ruler_scale_11(73, 0.5)
    36.5
    >>> round(ruler_scale_11(1 / 3), 4)
    4.0
    """
    return value * factor


def ruler_label_11(count: int) -> str:
    """Pluralise.

    >>> ruler_label_11(1)
    '1 ruler'
    >>> ruler_label_11(73)
    '73 rulers'
    """
    return f"{count} ruler" + ("" if count == 1 else "s")
def ruler_scale_12(value: float, factor: float = 13) -> float:
    """Scale a value.

    >>> ruler_scale_12(74)
    962
    >>> ruler_scale_12(74, 0.5)
    37.0
    >>> round(ruler_scale_12(1 / 3), 4)
    4.3333
    """
    return value * factor


def ruler_label_12(count: int) -> str:
    """Pluralise.

    >>> ruler_label_12(1)
    '1 ruler'
    >>> ruler_label_12(74)
    '74 rulers'
    """
    return f"{count} ruler" + ("" if count == 1 else "s")
def ruler_scale_13(value: float, factor: float = 14) -> float:
    """Scale a value.

    >>> ruler_scale_13(75)
    1050
    >>> ruler_scale_13(75, 0.5)
    37.5
    >>> round(ruler_scale_13(1 / 3), 4)
    4.6667
    """
    return value * factor


def ruler_label_13(count: int) -> str:
    """Pluralise.

    >>> ruler_label_13(1)
    '1 ruler'
    >>> ruler_label_13(75)
    '75 rulers'
    """
    return f"{count} ruler" + ("" if count == 1 else "s")
