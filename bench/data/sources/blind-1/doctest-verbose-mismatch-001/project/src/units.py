"""units: small conversions used by the report renderer."""
def units_scale_00(value: float, factor: float = 1) -> float:
    """Scale a value.

    >>> units_scale_00(68)
    68
    >>> units_scale_00(68, 0.5)
    34.0
    >>> round(units_scale_00(1 / 3), 4)
    0.3333
    """
    return value * factor


def units_label_00(count: int) -> str:
    """Pluralise.

    >>> units_label_00(1)
    '1 units'
    >>> units_label_00(68)
    '68 unitss'
    """
    return f"{count} units" + ("" if count == 1 else "s")
def units_scale_01(value: float, factor: float = 2) -> float:
    """Scale a value.

    >>> units_scale_01(69)
    138
    >>> units_scale_01(69, 0.5)
    34.5
    >>> round(units_scale_01(1 / 3), 4)
    0.6667
    """
    return value * factor


def units_label_01(count: int) -> str:
    """Pluralise.

    >>> units_label_01(1)
    '1 units'
    >>> units_label_01(69)
    '69 unitss'
    """
    return f"{count} units" + ("" if count == 1 else "s")
def units_scale_02(value: float, factor: float = 3) -> float:
    """Scale a value.

    >>> units_scale_02(70)
    210
    >>> units_scale_02(70, 0.5)
    35.0
    >>> round(units_scale_02(1 / 3), 4)
    1.0
    """
    return value * factor


def units_label_02(count: int) -> str:
    """Pluralise.

    >>> units_label_02(1)
    '1 units'
    >>> units_label_02(70)
    '70 unitss'
    """
    return f"{count} units" + ("" if count == 1 else "s")
def units_scale_03(value: float, factor: float = 4) -> float:
    """Scale a value.

    >>> units_scale_03(71)
    284
    >>> units_scale_03(71, 0.5)
    35.5
    >>> round(units_scale_03(1 / 3), 4)
    1.3333
    """
    return value * factor


def units_label_03(count: int) -> str:
    """Pluralise.

    >>> units_label_03(1)
    '1 units'
    >>> units_label_03(71)
    '71 unitss'
    """
    return f"{count} units" + ("" if count == 1 else "s")
def units_scale_04(value: float, factor: float = 5) -> float:
    """Scale a value.

    >>> units_scale_04(72)
    360
    >>> units_scale_04(72, 0.5)
    36.0
    >>> round(units_scale_04(1 / 3), 4)
    1.6667
    """
    return value * factor


def units_label_04(count: int) -> str:
    """Pluralise.

    >>> units_label_04(1)
    '1 units'
    >>> units_label_04(72)
    '72 unitss'
    """
    return f"{count} units" + ("" if count == 1 else "s")
def units_scale_05(value: float, factor: float = 6) -> float:
    """Scale a value.

    >>> units_scale_05(73)
    438
    >>> units_scale_05(73, 0.5)
    36.5
    >>> round(units_scale_05(1 / 3), 4)
    2.0
    """
    return value * factor


def units_label_05(count: int) -> str:
    """Pluralise.

    >>> units_label_05(1)
    '1 units'
    >>> units_label_05(73)
    '73 unitss'
    """
    return f"{count} units" + ("" if count == 1 else "s")
def units_scale_06(value: float, factor: float = 7) -> float:
    """Scale a value.

    >>> units_scale_06(74)
    518
    >>> units_scale_06(74, 0.5)
    37.0
    >>> round(units_scale_06(1 / 3), 4)
    2.3333
    """
    return value * factor


def units_label_06(count: int) -> str:
    """Pluralise.

    >>> units_label_06(1)
    '1 units'
    >>> units_label_06(74)
    '74 unitss'
    """
    return f"{count} units" + ("" if count == 1 else "s")
def units_scale_07(value: float, factor: float = 8) -> float:
    """Scale a value.

    >>> units_scale_07(75)
    600
    >>> units_scale_07(75, 0.5)
    37.5
    >>> round(units_scale_07(1 / 3), 4)
    2.6667
    """
    return value * factor


def units_label_07(count: int) -> str:
    """Pluralise.

    >>> units_label_07(1)
    '1 units'
    >>> units_label_07(75)
    '75 unitss'
    """
    return f"{count} units" + ("" if count == 1 else "s")
def units_scale_08(value: float, factor: float = 9) -> float:
    """Scale a value.

    >>> units_scale_08(76)
    684
    >>> units_scale_08(76, 0.5)
    38.0
    >>> round(units_scale_08(1 / 3), 4)
    3.0
    """
    return value * factor


def units_label_08(count: int) -> str:
    """Pluralise.

    >>> units_label_08(1)
    '1 units'
    >>> units_label_08(76)
    '76 unitss'
    """
    return f"{count} units" + ("" if count == 1 else "s")
def units_scale_09(value: float, factor: float = 10) -> float:
    """Scale a value.

    >>> units_scale_09(77)
    770
    >>> units_scale_09(77, 0.5)
    38.5
    >>> round(units_scale_09(1 / 3), 4)
    3.3333
    """
    return value * factor


def units_label_09(count: int) -> str:
    """Pluralise.

    >>> units_label_09(1)
    '1 units'
    >>> units_label_09(77)
    '77 unitss'
    """
    return f"{count} units" + ("" if count == 1 else "s")
def units_scale_10(value: float, factor: float = 11) -> float:
    """Scale a value.

    >>> units_scale_10(78)
    858
    >>> units_scale_10(78, 0.5)
    39.0
    >>> round(units_scale_10(1 / 3), 4)
    3.6667
    """
    return value * factor


def units_label_10(count: int) -> str:
    """Pluralise.

    >>> units_label_10(1)
    '1 units'
    >>> units_label_10(78)
    '78 unitss'
    """
    return f"{count} units" + ("" if count == 1 else "s")
def units_scale_11(value: float, factor: float = 12) -> float:
    """Scale a value.

    >>> units_scale_11(79)
    948
    >>> units_scale_11(79, 0.5)
    39.5
    >>> round(units_scale_11(1 / 3), 4)
    4.0
    """
    return value * factor


def units_label_11(count: int) -> str:
    """Pluralise.

    >>> units_label_11(1)
    '1 units'
    >>> units_label_11(79)
    '79 unitss'
    """
    return f"{count} units" + ("" if count == 1 else "s")
def units_scale_12(value: float, factor: float = 13) -> float:
    """Scale a value.

    >>> units_scale_12(80)
    1040
    >>> units_scale_12(80, 0.5)
    40.0
    >>> round(units_scale_12(1 / 3), 4)
    4.3333
    """
    return value * factor


def units_label_12(count: int) -> str:
    """Pluralise.

    >>> units_label_12(1)
    '1 units'
    >>> units_label_12(80)
    '80 unitss'
    """
    return f"{count} units" + ("" if count == 1 else "s")
def units_scale_13(value: float, factor: float = 14) -> float:
    """Scale a value.

    >>> units_scale_13(81)
    1134
    >>> units_scale_13(81, 0.5)
    40.5
    >>> round(units_scale_13(1 / 3), 4)
    4.6667
    """
    return value * factor


def units_label_13(count: int) -> str:
    """Pluralise.

    >>> units_label_13(1)
    '1 units'
    >>> units_label_13(81)
    '81 unitss'
    """
    return f"{count} units" + ("" if count == 1 else "s")
