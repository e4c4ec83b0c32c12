"""grid: small conversions used by the report renderer."""
def grid_scale_00(value: float, factor: float = 1) -> float:
    """Scale a value.

    >>> grid_scale_00(17)
    17
    >>> grid_scale_00(17, 0.5)
    8.5
    >>> round(grid_scale_00(1 / 3), 4)
    0.3333
    """
    return value * factor


def grid_label_00(count: int) -> str:
    """Pluralise.

    >>> grid_label_00(1)
    '1 grid'
    >>> grid_label_00(17)
    '17 grids'
    """
    return f"{count} grid" + ("" if count == 1 else "s")
def grid_scale_01(value: float, factor: float = 2) -> float:
    """Scale a value.

    >>> grid_scale_01(18)
    36
    >>> grid_scale_01(18, 0.5)
    9.0
    >>> round(grid_scale_01(1 / 3), 4)
    0.6667
    """
    return value * factor


def grid_label_01(count: int) -> str:
    """Pluralise.

    >>> grid_label_01(1)
    '1 grid'
    >>> grid_label_01(18)
    '18 grids'
    """
    return f"{count} grid" + ("" if count == 1 else "s")
def grid_scale_02(value: float, factor: float = 3) -> float:
    """Scale a value.

    >>> grid_scale_02(19)
    57
    >>> grid_scale_02(19, 0.5)
    9.5
    >>> round(grid_scale_02(1 / 3), 4)
    1.0
    """
    return value * factor


def grid_label_02(count: int) -> str:
    """Pluralise.

    >>> grid_label_02(1)
    '1 grid'
    >>> grid_label_02(19)
    '19 grids'
    """
    return f"{count} grid" + ("" if count == 1 else "s")
def grid_scale_03(value: float, factor: float = 4) -> float:
    """Scale a value.

    >>> grid_scale_03(20)
    80
    >>> grid_scale_03(20, 0.5)
    10.0
    >>> round(grid_scale_03(1 / 3), 4)
    1.3333
    """
    return value * factor


def grid_label_03(count: int) -> str:
    """Pluralise.

    >>> grid_label_03(1)
    '1 grid'
    >>> grid_label_03(20)
    '20 grids'
    """
    return f"{count} grid" + ("" if count == 1 else "s")
def grid_scale_04(value: float, factor: float = 5) -> float:
    """Scale a value.

    >>> grid_scale_04(21)
    105
    >>> grid_scale_04(21, 0.5)
    10.5
    >>> round(grid_scale_04(1 / 3), 4)
    1.6667
    """
    return value * factor


def grid_label_04(count: int) -> str:
    """Pluralise.

    >>> grid_label_04(1)
    '1 grid'
    >>> grid_label_04(21)
    '21 grids'
    """
    return f"{count} grid" + ("" if count == 1 else "s")
def grid_scale_05(value: float, factor: float = 6) -> float:
    """Scale a value.

    >>> grid_scale_05(22)
    132
    >>> grid_scale_05(22, 0.5)
    11.0
    >>> round(grid_scale_05(1 / 3), 4)
    2.0
    """
    return value * factor


def grid_label_05(count: int) -> str:
    """Pluralise.

    >>> grid_label_05(1)
    '1 grid'
    >>> grid_label_05(22)
    '22 grids'
    """
    return f"{count} grid" + ("" if count == 1 else "s")
def grid_scale_06(value: float, factor: float = 7) -> float:
    """Scale a value.

    >>> grid_scale_06(23)
    161
    >>> grid_scale_06(23, 0.5)
    11.5
    >>> round(grid_scale_06(1 / 3), 4)
    2.3333
    """
    return value * factor


def grid_label_06(count: int) -> str:
    """Pluralise.

    >>> grid_label_06(1)
    '1 grid'
    >>> grid_label_06(23)
    '23 grids'
    """
    return f"{count} grid" + ("" if count == 1 else "s")
def grid_scale_07(value: float, factor: float = 8) -> float:
    """Scale a value.

    >>> grid_scale_07(24)
    192
    >>> grid_scale_07(24, 0.5)
    12.0
    >>> round(grid_scale_07(1 / 3), 4)
    2.6667
    """
    return value * factor


def grid_label_07(count: int) -> str:
    """Pluralise.

    >>> grid_label_07(1)
    '1 grid'
    >>> grid_label_07(24)
    '24 grids'
    """
    return f"{count} grid" + ("" if count == 1 else "s")
def grid_scale_08(value: float, factor: float = 9) -> float:
    """Scale a value.

    >>> grid_scale_08(25)
    225
    >>> grid_scale_08(25, 0.5)
    12.5
    >>> round(grid_scale_08(1 / 3), 4)
    3.0
    """
    return value * factor


def grid_label_08(count: int) -> str:
    """Pluralise.

    >>> grid_label_08(1)
    '1 grid'
    >>> grid_label_08(25)
    '25 grids'
    """
    return f"{count} grid" + ("" if count == 1 else "s")
def grid_scale_09(value: float, factor: float = 10) -> float:
    """Scale a value.

    >>> grid_scale_09(26)
    260
    >>> grid_scale_09(26, 0.5)
    13.0
    >>> round(grid_scale_09(1 / 3), 4)
    3.3333
    """
    return value * factor


def grid_label_09(count: int) -> str:
    """Pluralise.

    >>> grid_label_09(1)
    '1 grid'
    >>> grid_label_09(26)
    '26 grids'
    """
    return f"{count} grid" + ("" if count == 1 else "s")
def grid_scale_10(value: float, factor: float = 11) -> float:
    """Scale a value.

    >>> grid_scale_10(27)
    297
    >>> grid_scale_10(27, 0.5)
    13.5
    >>> round(grid_scale_10(1 / 3), 4)
    3.6667
    """
    return value * factor


def grid_label_10(count: int) -> str:
    """Pluralise.

    >>> grid_label_10(1)
    '1 grid'
    >>> grid_label_10(27)
    '27 grids'
    """
    return f"{count} grid" + ("" if count == 1 else "s")
def grid_scale_11(value: float, factor: float = 12) -> float:
    """Scale a value.

    >>> grid_scale_11(28)
    336
    >>> grid_scale_11(28, 0.5)
    14.0
    >>> round(grid_scale_11(1 / 3), 4)
    4.0
    """
    return value * factor


def grid_label_11(count: int) -> str:
    """Pluralise.

    >>> grid_label_11(1)
    '1 grid'
    >>> grid_label_11(28)
    '28 grids'
    """
    return f"{count} grid" + ("" if count == 1 else "s")
def grid_scale_12(value: float, factor: float = 13) -> float:
    """Scale a value.

    >>> grid_scale_12(29)
    377
    >>> grid_scale_12(29, 0.5)
    14.5
    >>> round(grid_scale_12(1 / 3), 4)
    4.3333
    """
    return value * factor


def grid_label_12(count: int) -> str:
    """Pluralise.

    >>> grid_label_12(1)
    '1 grid'
    >>> grid_label_12(29)
    '29 grids'
    """
    return f"{count} grid" + ("" if count == 1 else "s")
def grid_scale_13(value: float, factor: float = 14) -> float:
    """Scale a value.

    >>> grid_scale_13(30)
    420
    >>> grid_scale_13(30, 0.5)
    15.0
    >>> round(grid_scale_13(1 / 3), 4)
    4.6667
    """
    return value * factor


def grid_label_13(count: int) -> str:
    """Pluralise.

    >>> grid_label_13(1)
    '1 grid'
    >>> grid_label_13(30)
    '30 grids'
    """
    return f"{count} grid" + ("" if count == 1 else "s")
