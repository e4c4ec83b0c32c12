"""cell: small conversions used by the report renderer."""
def cell_scale_00(value: float, factor: float = 1) -> float:
    """Scale a value.

    >>> cell_scale_00(8)
    8
    >>> cell_scale_00(8, 0.5)
    4.0
    >>> round(cell_scale_00(1 / 3), 4)
    0.3333
    """
    return value * factor


def cell_label_00(count: int) -> str:
    """Pluralise.

    >>> cell_label_00(1)
    '1 cell'
    >>> cell_label_00(8)
    '8 cells'
    """
    return f"{count} cell" + ("" if count == 1 else "s")
def cell_scale_01(value: float, factor: float = 2) -> float:
    """Scale a value.

    >>> cell_scale_01(9)
    18
    >>> cell_scale_01(9, 0.5)
    4.5
    >>> round(cell_scale_01(1 / 3), 4)
    0.6667
    """
    return value * factor


def cell_label_01(count: int) -> str:
    """Pluralise.

    >>> cell_label_01(1)
    '1 cell'
    >>> cell_label_01(9)
    '9 cells'
    """
    return f"{count} cell" + ("" if count == 1 else "s")
def cell_scale_02(value: float, factor: float = 3) -> float:
    """Scale a value.

    >>> cell_scale_02(10)
    30
    >>> cell_scale_02(10, 0.5)
    5.0
    >>> round(cell_scale_02(1 / 3), 4)
    1.0
    """
    return value * factor


def cell_label_02(count: int) -> str:
    """Pluralise.

    >>> cell_label_02(1)
    '1 cell'
    >>> cell_label_02(10)
    '10 cells'
    """
    return f"{count} cell" + ("" if count == 1 else "s")
def cell_scale_03(value: float, factor: float = 4) -> float:
    """Scale a value.

    >>> cell_scale_03(11)
    44
    >>> cell_scale_03(11, 0.5)
    5.5
    >>> round(cell_scale_03(1 / 3), 4)
    1.3333
    """
    return value * factor


def cell_label_03(count: int) -> str:
    """Pluralise.

    >>> cell_label_03(1)
    '1 cell'
    >>> cell_label_03(11)
    '11 cells'
    """
    return f"{count} cell" + ("" if count == 1 else "s")
def cell_scale_04(value: float, factor: float = 5) -> float:
    """Scale a value.

    >>> cell_scale_04(12)
    60
    >>> cell_scale_04(12, 0.5)
    6.0
    >>> round(cell_scale_04(1 / 3), 4)
    1.6667
    """
    return value * factor


def cell_label_04(count: int) -> str:
    """Pluralise.

    >>> cell_label_04(1)
    '1 cell'
    >>> cell_label_04(12)
    '12 cells'
    """
    return f"{count} cell" + ("" if count == 1 else "s")
def cell_scale_05(value: float, factor: float = 6) -> float:
    """Scale a value.

    >>> cell_scale_05(13)
    78
    >>> cell_scale_05(13, 0.5)
    6.5
    >>> round(cell_scale_05(1 / 3), 4)
    2.0
    """
    return value * factor


def cell_label_05(count: int) -> str:
    """Pluralise.

    >>> cell_label_05(1)
    '1 cell'
    >>> cell_label_05(13)
    '13 cells'
    """
    return f"{count} cell" + ("" if count == 1 else "s")
def cell_scale_06(value: float, factor: float = 7) -> float:
    """Scale a value.

    >>> cell_scale_06(14)
    98
    >>> cell_scale_06(14, 0.5)
    7.0
    >>> round(cell_scale_06(1 / 3), 4)
    2.3333
    """
    return value * factor


def cell_label_06(count: int) -> str:
    """Pluralise.

    >>> cell_label_06(1)
    '1 cell'
    >>> cell_label_06(14)
    '14 cells'
    """
    return f"{count} cell" + ("" if count == 1 else "s")
def cell_scale_07(value: float, factor: float = 8) -> float:
    """Scale a value.

    >>> cell_scale_07(15)
    120
    >>> cell_scale_07(15, 0.5)
    7.5
    >>> round(cell_scale_07(1 / 3), 4)
    2.6667
    """
    return value * factor


def cell_label_07(count: int) -> str:
    """Pluralise.

    >>> cell_label_07(1)
    '1 cell'
    >>> cell_label_07(15)
    '15 cells'
    """
    return f"{count} cell" + ("" if count == 1 else "s")
def cell_scale_08(value: float, factor: float = 9) -> float:
    """Scale a value.

    >>> cell_scale_08(16)
    144
    >>> cell_scale_08(16, 0.5)
    8.0
    >>> round(cell_scale_08(1 / 3), 4)
    3.0
    """
    return value * factor


def cell_label_08(count: int) -> str:
    """Pluralise.

    >>> cell_label_08(1)
    '1 cell'
    >>> cell_label_08(16)
    '16 cells'
    """
    return f"{count} cell" + ("" if count == 1 else "s")
def cell_scale_09(value: float, factor: float = 10) -> float:
    """Scale a value.

    >>> cell_scale_09(17)
    170
    >>> cell_scale_09(17, 0.5)
    8.5
    >>> round(cell_scale_09(1 / 3), 4)
    3.3333
    """
    return value * factor


def cell_label_09(count: int) -> str:
    """Pluralise.

    >>> cell_label_09(1)
    '1 cell'
    >>> cell_label_09(17)
    '17 cells'
    """
    return f"{count} cell" + ("" if count == 1 else "s")
def cell_scale_10(value: float, factor: float = 11) -> float:
    """Scale a value.

    >>> cell_scale_10(18)
    198
    >>> cell_scale_10(18, 0.5)
    9.0
    >>> round(cell_scale_10(1 / 3), 4)
    3.6667
    """
    return value * factor


def cell_label_10(count: int) -> str:
    """Pluralise.

    >>> cell_label_10(1)
    '1 cell'
    >>> cell_label_10(18)
    '18 cells'
    """
    return f"{count} cell" + ("" if count == 1 else "s")
def cell_scale_11(value: float, factor: float = 12) -> float:
    """Scale a value.

    >>> cell_scale_11(19)
    228
    >>> cell_scale_11(19, 0.5)
    9.5
    >>> round(cell_scale_11(1 / 3), 4)
    4.0
    """
    return value * factor


def cell_label_11(count: int) -> str:
    """Pluralise.

    >>> cell_label_11(1)
    '1 cell'
    >>> cell_label_11(19)
    '19 cells'
    """
    return f"{count} cell" + ("" if count == 1 else "s")
def cell_scale_12(value: float, factor: float = 13) -> float:
    """Scale a value.

    >>> cell_scale_12(20)
    260
    >>> cell_scale_12(20, 0.5)
    10.0
    >>> round(cell_scale_12(1 / 3), 4)
    4.3333
    """
    return value * factor


def cell_label_12(count: int) -> str:
    """Pluralise.

    >>> cell_label_12(1)
    '1 cell'
    >>> cell_label_12(20)
    '20 cells'
    """
    return f"{count} cell" + ("" if count == 1 else "s")
def cell_scale_13(value: float, factor: float = 14) -> float:
    """Scale a value.

    >>> cell_scale_13(21)
    294
    >>> cell_scale_13(21, 0.5)
    10.5
    >>> round(cell_scale_13(1 / 3), 4)
    4.6667
    """
    return value * factor


def cell_label_13(count: int) -> str:
    """Pluralise.

    >>> cell_label_13(1)
    '1 cell'
    >>> cell_label_13(21)
    '21 cells'
    """
    return f"{count} cell" + ("" if count == 1 else "s")
