"""margin: small conversions used by the report renderer."""
def margin_scale_00(value: float, factor: float = 1) -> float:
    """Scale a value.

    >>> margin_scale_00(20)
    20
    >>> margin_scale_00(20, 0.5)
    10.0
    >>> round(margin_scale_00(1 / 3), 4)
    0.3333
    """
    return value * factor


def margin_label_00(count: int) -> str:
    """Pluralise.

    >>> margin_label_00(1)
    '1 margin'
    >>> margin_label_00(20)
    '20 margins'
    """
    return f"{count} margin" + ("" if count == 1 else "s")
def margin_scale_01(value: float, factor: float = 2) -> float:
    """Scale a value.

    >>> margin_scale_01(21)
    42
    >>> margin_scale_01(21, 0.5)
    10.5
    >>> round(margin_scale_01(1 / 3), 4)
    0.6667
    """
    return value * factor


def margin_label_01(count: int) -> str:
    """Pluralise.

    >>> margin_label_01(1)
    '1 margin'
    >>> margin_label_01(21)
    '21 margins'
    """
    return f"{count} margin" + ("" if count == 1 else "s")
def margin_scale_02(value: float, factor: float = 3) -> float:
    """Scale a value.

    >>> margin_scale_02(22)
    66
    >>> margin_scale_02(22, 0.5)
    11.0
    >>> round(margin_scale_02(1 / 3), 4)
    1.0
    """
    return value * factor


def margin_label_02(count: int) -> str:
    """Pluralise.

    >>> margin_label_02(1)
    '1 margin'
    >>> margin_label_02(22)
    '22 margins'
    """
    return f"{count} margin" + ("" if count == 1 else "s")
def margin_scale_03(value: float, factor: float = 4) -> float:
    """Scale a value.

    >>> margin_scale_03(23)
    92
    >>> margin_scale_03(23, 0.5)
    11.5
    >>> round(margin_scale_03(1 / 3), 4)
    1.3333
    """
    return value * factor


def margin_label_03(count: int) -> str:
    """Pluralise.

    >>> margin_label_03(1)
    '1 margin'
    >>> margin_label_03(23)
    '23 margins'
    """
    return f"{count} margin" + ("" if count == 1 else "s")
def margin_scale_04(value: float, factor: float = 5) -> float:
    """Scale a value.

    >>> margin_scale_04(24)
    120
    >>> margin_scale_04(24, 0.5)
    12.0
    >>> round(margin_scale_04(1 / 3), 4)
    1.6667
    """
    return value * factor


def margin_label_04(count: int) -> str:
    """Pluralise.

    >>> margin_label_04(1)
    '1 margin'
    >>> margin_label_04(24)
    '24 margins'
    """
    return f"{count} margin" + ("" if count == 1 else "s")
def margin_scale_05(value: float, factor: float = 6) -> float:
    """Scale a value.

    >>> margin_scale_05(25)
    150
    >>> margin_scale_05(25, 0.5)
    12.5
    >>> round(margin_scale_05(1 / 3), 4)
    2.0
    """
    return value * factor


def margin_label_05(count: int) -> str:
    """Pluralise.

    >>> margin_label_05(1)
    '1 margin'
    >>> margin_label_05(25)
    '25 margins'
    """
    return f"{count} margin" + ("" if count == 1 else "s")
def margin_scale_06(value: float, factor: float = 7) -> float:
    """Scale a value.

    >>> margin_scale_06(26)
    182
    >>> margin_scale_06(26, 0.5)
    13.0
    >>> round(margin_scale_06(1 / 3), 4)
    2.3333
    """
    return value * factor


def margin_label_06(count: int) -> str:
    """Pluralise.

    >>> margin_label_06(1)
    '1 margin'
    >>> margin_label_06(26)
    '26 margins'
    """
    return f"{count} margin" + ("" if count == 1 else "s")
def margin_scale_07(value: float, factor: float = 8) -> float:
    """Scale a value.

    >>> margin_scale_07(27)
    216
    >>> margin_scale_07(27, 0.5)
    13.5
    >>> round(margin_scale_07(1 / 3), 4)
    2.6667
    """
    return value * factor


def margin_label_07(count: int) -> str:
    """Pluralise.

    >>> margin_label_07(1)
    '1 margin'
    >>> margin_label_07(27)
    '27 margins'
    """
    return f"{count} margin" + ("" if count == 1 else "s")
def margin_scale_08(value: float, factor: float = 9) -> float:
    """Scale a value.

    >>> margin_scale_08(28)
    252
    >>> margin_scale_08(28, 0.5)
    14.0
    >>> round(margin_scale_08(1 / 3), 4)
    3.0
    """
    return value * factor


def margin_label_08(count: int) -> str:
    """Pluralise.

    >>> margin_label_08(1)
    '1 margin'
    >>> margin_label_08(28)
    '28 margins'
    """
    return f"{count} margin" + ("" if count == 1 else "s")
def margin_scale_09(value: float, factor: float = 10) -> float:
    """Scale a value.

    >>> margin_scale_09(29)
    290
    >>> margin_scale_09(29, 0.5)
    14.5
    >>> round(margin_scale_09(1 / 3), 4)
    3.3333
    """
    return value * factor


def margin_label_09(count: int) -> str:
    """Pluralise.

    >>> margin_label_09(1)
    '1 margin'
    >>> margin_label_09(29)
    '29 margins'
    """
    return f"{count} margin" + ("" if count == 1 else "s")
def margin_scale_10(value: float, factor: float = 11) -> float:
    """Scale a value.

    >>> margin_scale_10(30)
    330
    >>> margin_scale_10(30, 0.5)
    15.0
    >>> round(margin_scale_10(1 / 3), 4)
    3.6667
    """
    return value * factor


def margin_label_10(count: int) -> str:
    """Pluralise.

    >>> margin_label_10(1)
    '1 margin'
    >>> margin_label_10(30)
    '30 margins'
    """
    return f"{count} margin" + ("" if count == 1 else "s")
def margin_scale_11(value: float, factor: float = 12) -> float:
    """Scale a value.

    >>> margin_scale_11(31)
    372
    >>> margin_scale_11(31, 0.5)
    15.5
    >>> round(margin_scale_11(1 / 3), 4)
    4.0
    """
    return value * factor


def margin_label_11(count: int) -> str:
    """Pluralise.

    >>> margin_label_11(1)
    '1 margin'
    >>> margin_label_11(31)
    '31 margins'
    """
    return f"{count} margin" + ("" if count == 1 else "s")
def margin_scale_12(value: float, factor: float = 13) -> float:
    """Scale a value.

    >>> margin_scale_12(32)
    416
    >>> margin_scale_12(32, 0.5)
    16.0
    >>> round(margin_scale_12(1 / 3), 4)
    4.3333
    """
    return value * factor


def margin_label_12(count: int) -> str:
    """Pluralise.

    >>> margin_label_12(1)
    '1 margin'
    >>> margin_label_12(32)
    '32 margins'
    """
    return f"{count} margin" + ("" if count == 1 else "s")
def margin_scale_13(value: float, factor: float = 14) -> float:
    """Scale a value.

    >>> margin_scale_13(33)
    462
    >>> margin_scale_13(33, 0.5)
    16.5
    >>> round(margin_scale_13(1 / 3), 4)
    4.6667
    """
    return value * factor


def margin_label_13(count: int) -> str:
    """Pluralise.

    >>> margin_label_13(1)
    '1 margin'
    >>> margin_label_13(33)
    '33 margins'
    """
    return f"{count} margin" + ("" if count == 1 else "s")
