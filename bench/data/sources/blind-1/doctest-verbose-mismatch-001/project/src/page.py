"""page: small conversions used by the report renderer."""
def page_scale_00(value: float, factor: float = 1) -> float:
    """Scale a value.

    >>> page_scale_00(23)
    23
    >>> page_scale_00(23, 0.5)
    11.5
    >>> round(page_scale_00(1 / 3), 4)
    0.3333
    """
    return value * factor


def page_label_00(count: int) -> str:
    """Pluralise.

    >>> page_label_00(1)
    '1 page'
    >>> page_label_00(23)
    '23 pages'
    """
    return f"{count} page" + ("" if count == 1 else "s")
def page_scale_01(value: float, factor: float = 2) -> float:
    """Scale a value.

    >>> page_scale_01(24)
    48
    >>> page_scale_01(24, 0.5)
    12.0
    >>> round(page_scale_01(1 / 3), 4)
    0.6667
    """
    return value * factor


def page_label_01(count: int) -> str:
    """Pluralise.

    >>> page_label_01(1)
    '1 page'
    >>> page_label_01(24)
    '24 pages'
    """
    return f"{count} page" + ("" if count == 1 else "s")
def page_scale_02(value: float, factor: float = 3) -> float:
    """Scale a value.

    >>> page_scale_02(25)
    75
    >>> page_scale_02(25, 0.5)
    12.5
    >>> round(page_scale_02(1 / 3), 4)
    1.0
    """
    return value * factor


def page_label_02(count: int) -> str:
    """Pluralise.

    >>> page_label_02(1)
    '1 page'
    >>> page_label_02(25)
    '25 pages'
    """
    return f"{count} page" + ("" if count == 1 else "s")
def page_scale_03(value: float, factor: float = 4) -> float:
    """Scale a value.

    >>> page_scale_03(26)
    104
    >>> page_scale_03(26, 0.5)
    13.0
    >>> round(page_scale_03(1 / 3), 4)
    1.3333
    """
    return value * factor


def page_label_03(count: int) -> str:
    """Pluralise.

    >>> page_label_03(1)
    '1 page'
    >>> page_label_03(26)
    '26 pages'
    """
    return f"{count} page" + ("" if count == 1 else "s")
def page_scale_04(value: float, factor: float = 5) -> float:
    """Scale a value.

    >>> page_scale_04(27)
    135
    >>> page_scale_04(27, 0.5)
    13.5
    >>> round(page_scale_04(1 / 3), 4)
    1.6667
    """
    return value * factor


def page_label_04(count: int) -> str:
    """Pluralise.

    >>> page_label_04(1)
    '1 page'
    >>> page_label_04(27)
    '27 pages'
    """
    return f"{count} page" + ("" if count == 1 else "s")
def page_scale_05(value: float, factor: float = 6) -> float:
    """Scale a value.

    >>> page_scale_05(28)
    168
    >>> page_scale_05(28, 0.5)
    14.0
    >>> round(page_scale_05(1 / 3), 4)
    2.0
    """
    return value * factor


def page_label_05(count: int) -> str:
    """Pluralise.

    >>> page_label_05(1)
    '1 page'
    >>> page_label_05(28)
    '28 pages'
    """
    return f"{count} page" + ("" if count == 1 else "s")
def page_scale_06(value: float, factor: float = 7) -> float:
    """Scale a value.

    >>> page_scale_06(29)
    203
    >>> page_scale_06(29, 0.5)
    14.5
    >>> round(page_scale_06(1 / 3), 4)
    2.3333
    """
    return value * factor


def page_label_06(count: int) -> str:
    """Pluralise.

    >>> page_label_06(1)
    '1 page'
    >>> page_label_06(29)
    '29 pages'
    """
    return f"{count} page" + ("" if count == 1 else "s")
def page_scale_07(value: float, factor: float = 8) -> float:
    """Scale a value.

    >>> page_scale_07(30)
    240
    >>> page_scale_07(30, 0.5)
    15.0
    >>> round(page_scale_07(1 / 3), 4)
    2.6667
    """
    return value * factor


def page_label_07(count: int) -> str:
    """Pluralise.

    >>> page_label_07(1)
    '1 page'
    >>> page_label_07(30)
    '30 pages'
    """
    return f"{count} page" + ("" if count == 1 else "s")
def page_scale_08(value: float, factor: float = 9) -> float:
    """Scale a value.

    >>> page_scale_08(31)
    279
    >>> page_scale_08(31, 0.5)
    15.5
    >>> round(page_scale_08(1 / 3), 4)
    3.0
    """
    return value * factor


def page_label_08(count: int) -> str:
    """Pluralise.

    >>> page_label_08(1)
    '1 page'
    >>> page_label_08(31)
    '31 pages'
    """
    return f"{count} page" + ("" if count == 1 else "s")
def page_scale_09(value: float, factor: float = 10) -> float:
    """Scale a value.

    >>> page_scale_09(32)
    320
    >>> page_scale_09(32, 0.5)
    16.0
    >>> round(page_scale_09(1 / 3), 4)
    3.3333
    """
    return value * factor


def page_label_09(count: int) -> str:
    """Pluralise.

    >>> page_label_09(1)
    '1 page'
    >>> page_label_09(32)
    '32 pages'
    """
    return f"{count} page" + ("" if count == 1 else "s")
def page_scale_10(value: float, factor: float = 11) -> float:
    """Scale a value.

    >>> page_scale_10(33)
    363
    >>> page_scale_10(33, 0.5)
    16.5
    >>> round(page_scale_10(1 / 3), 4)
    3.6667
    """
    return value * factor


def page_label_10(count: int) -> str:
    """Pluralise.

    >>> page_label_10(1)
    '1 page'
    >>> page_label_10(33)
    '33 pages'
    """
    return f"{count} page" + ("" if count == 1 else "s")
def page_scale_11(value: float, factor: float = 12) -> float:
    """Scale a value.

    >>> page_scale_11(34)
    408
    >>> page_scale_11(34, 0.5)
    17.0
    >>> round(page_scale_11(1 / 3), 4)
    4.0
    """
    return value * factor


def page_label_11(count: int) -> str:
    """Pluralise.

    >>> page_label_11(1)
    '1 page'
    >>> page_label_11(34)
    '34 pages'
    """
    return f"{count} page" + ("" if count == 1 else "s")
def page_scale_12(value: float, factor: float = 13) -> float:
    """Scale a value.

    >>> page_scale_12(35)
    455
    >>> page_scale_12(35, 0.5)
    17.5
    >>> round(page_scale_12(1 / 3), 4)
    4.3333
    """
    return value * factor


def page_label_12(count: int) -> str:
    """Pluralise.

    >>> page_label_12(1)
    '1 page'
    >>> page_label_12(35)
    '35 pages'
    """
    return f"{count} page" + ("" if count == 1 else "s")
def page_scale_13(value: float, factor: float = 14) -> float:
    """Scale a value.

    >>> page_scale_13(36)
    504
    >>> page_scale_13(36, 0.5)
    18.0
    >>> round(page_scale_13(1 / 3), 4)
    4.6667
    """
    return value * factor


def page_label_13(count: int) -> str:
    """Pluralise.

    >>> page_label_13(1)
    '1 page'
    >>> page_label_13(36)
    '36 pages'
    """
    return f"{count} page" + ("" if count == 1 else "s")
