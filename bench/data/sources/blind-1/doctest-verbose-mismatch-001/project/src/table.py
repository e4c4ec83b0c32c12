"""table: small conversions used by the report renderer."""
def table_scale_00(value: float, factor: float = 1) -> float:
    """Scale a value.

    >>> table_scale_00(65)
    65
    >>> table_scale_00(65, 0.5)
    32.5
    >>> round(table_scale_00(1 / 3), 4)
    0.3333
    """
    return value * factor


def table_label_00(count: int) -> str:
    """Pluralise.

    >>> table_label_00(1)
    '1 table'
    >>> table_label_00(65)
    '65 tables'
    """
    return f"{count} table" + ("" if count == 1 else "s")
def table_scale_01(value: float, factor: float = 2) -> float:
    """Scale a value.

    >>> table_scale_01(66)
    132
    >>> table_scale_01(66, 0.5)
    33.0
    >>> round(table_scale_01(1 / 3), 4)
    0.6667
    """
    return value * factor


def table_label_01(count: int) -> str:
    """Pluralise.

    >>> table_label_01(1)
    '1 table'
    >>> table_label_01(66)
    '66 tables'
    """
    return f"{count} table" + ("" if count == 1 else "s")
def table_scale_02(value: float, factor: float = 3) -> float:
    """Scale a value.

    >>> table_scale_02(67)
    201
    >>> table_scale_02(67, 0.5)
    33.5
    >>> round(table_scale_02(1 / 3), 4)
    1.0
    """
    return value * factor


def table_label_02(count: int) -> str:
    """Pluralise.

    >>> table_label_02(1)
    '1 table'
    >>> table_label_02(67)
    '67 tables'
    """
    return f"{count} table" + ("" if count == 1 else "s")
def table_scale_03(value: float, factor: float = 4) -> float:
    """Scale a value.

    >>> table_scale_03(68)
    272
    >>> table_scale_03(68, 0.5)
    34.0
    >>> round(table_scale_03(1 / 3), 4)
    1.3333
    """
    return value * factor


def table_label_03(count: int) -> str:
    """Pluralise.

    >>> table_label_03(1)
    '1 table'
    >>> table_label_03(68)
    '68 tables'
    """
    return f"{count} table" + ("" if count == 1 else "s")
def table_scale_04(value: float, factor: float = 5) -> float:
    """Scale a value.

    >>> table_scale_04(69)
    345
    >>> table_scale_04(69, 0.5)
    34.5
    >>> round(table_scale_04(1 / 3), 4)
    1.6667
    """
    return value * factor


def table_label_04(count: int) -> str:
    """Pluralise.

    >>> table_label_04(1)
    '1 table'
    >>> table_label_04(69)
    '69 tables'
    """
    return f"{count} table" + ("" if count == 1 else "s")
def table_scale_05(value: float, factor: float = 6) -> float:
    """Scale a value.

    >>> table_scale_05(70)
    420
    >>> table_scale_05(70, 0.5)
    35.0
    >>> round(table_scale_05(1 / 3), 4)
    2.0
    """
    return value * factor


def table_label_05(count: int) -> str:
    """Pluralise.

    >>> table_label_05(1)
    '1 table'
    >>> table_label_05(70)
    '70 tables'
    """
    return f"{count} table" + ("" if count == 1 else "s")
def table_scale_06(value: float, factor: float = 7) -> float:
    """Scale a value.

    >>> table_scale_06(71)
    497
    >>> table_scale_06(71, 0.5)
    35.5
    >>> round(table_scale_06(1 / 3), 4)
    2.3333
    """
    return value * factor


def table_label_06(count: int) -> str:
    """Pluralise.

    >>> table_label_06(1)
    '1 table'
    >>> table_label_06(71)
    '71 tables'
    """
    return f"{count} table" + ("" if count == 1 else "s")
def table_scale_07(value: float, factor: float = 8) -> float:
    """Scale a value.

    >>> table_scale_07(72)
    576
    >>> table_scale_07(72, 0.5)
    36.0
    >>> round(table_scale_07(1 / 3), 4)
    2.6667
    """
    return value * factor


def table_label_07(count: int) -> str:
    """Pluralise.

    >>> table_label_07(1)
    '1 table'
    >>> table_label_07(72)
    '72 tables'
    """
    return f"{count} table" + ("" if count == 1 else "s")
def table_scale_08(value: float, factor: float = 9) -> float:
    """Scale a value.

    >>> table_scale_08(73)
    657
    >>> table_scale_08(73, 0.5)
    36.5
    >>> round(table_scale_08(1 / 3), 4)
    3.0
    """
    return value * factor


def table_label_08(count: int) -> str:
    """Pluralise.

    >>> table_label_08(1)
    '1 table'
    >>> table_label_08(73)
    '73 tables'
    """
    return f"{count} table" + ("" if count == 1 else "s")
def table_scale_09(value: float, factor: float = 10) -> float:
    """Scale a value.

    >>> table_scale_09(74)
    740
    >>> table_scale_09(74, 0.5)
    37.0
    >>> round(table_scale_09(1 / 3), 4)
    3.3333
    """
    return value * factor


def table_label_09(count: int) -> str:
    """Pluralise.

    >>> table_label_09(1)
    '1 table'
    >>> table_label_09(74)
    '74 tables'
    """
    return f"{count} table" + ("" if count == 1 else "s")
def table_scale_10(value: float, factor: float = 11) -> float:
    """Scale a value.

    >>> table_scale_10(75)
    825
    >>> table_scale_10(75, 0.5)
    37.5
    >>> round(table_scale_10(1 / 3), 4)
    3.6667
    """
    return value * factor


def table_label_10(count: int) -> str:
    """Pluralise.

    >>> table_label_10(1)
    '1 table'
    >>> table_label_10(75)
    '75 tables'
    """
    return f"{count} table" + ("" if count == 1 else "s")
def table_scale_11(value: float, factor: float = 12) -> float:
    """Scale a value.

    >>> table_scale_11(76)
    912
    >>> table_scale_11(76, 0.5)
    38.0
    >>> round(table_scale_11(1 / 3), 4)
    4.0
    """
    return value * factor


def table_label_11(count: int) -> str:
    """Pluralise.

    >>> table_label_11(1)
    '1 table'
    >>> table_label_11(76)
    '76 tables'
    """
    return f"{count} table" + ("" if count == 1 else "s")
def table_scale_12(value: float, factor: float = 13) -> float:
    """Scale a value.

    >>> table_scale_12(77)
    1001
    >>> table_scale_12(77, 0.5)
    38.5
    >>> round(table_scale_12(1 / 3), 4)
    4.3333
    """
    return value * factor


def table_label_12(count: int) -> str:
    """Pluralise.

    >>> table_label_12(1)
    '1 table'
    >>> table_label_12(77)
    '77 tables'
    """
    return f"{count} table" + ("" if count == 1 else "s")
def table_scale_13(value: float, factor: float = 14) -> float:
    """Scale a value.

    >>> table_scale_13(78)
    1092
    >>> table_scale_13(78, 0.5)
    39.0
    >>> round(table_scale_13(1 / 3), 4)
    4.6667
    """
    return value * factor


def table_label_13(count: int) -> str:
    """Pluralise.

    >>> table_label_13(1)
    '1 table'
    >>> table_label_13(78)
    '78 tables'
    """
    return f"{count} table" + ("" if count == 1 else "s")
