"""glyph: small conversions used by the report renderer."""
def glyph_scale_00(value: float, factor: float = 1) -> float:
    """Scale a value.

    >>> glyph_scale_00(14)
    14
    >>> glyph_scale_00(14, 0.5)
    7.0
    >>> round(glyph_scale_00(1 / 3), 4)
    0.3333
    """
    return value * factor


def glyph_label_00(count: int) -> str:
    """Pluralise.

    >>> glyph_label_00(1)
    '1 glyph'
    >>> glyph_label_00(14)
    '14 glyphs'
    """
    return f"{count} glyph" + ("" if count == 1 else "s")
def glyph_scale_01(value: float, factor: float = 2) -> float:
    """Scale a value.

    >>> glyph_scale_01(15)
    30
    >>> glyph_scale_01(15, 0.5)
    7.5
    >>> round(glyph_scale_01(1 / 3), 4)
    0.6667
    """
    return value * factor


def glyph_label_01(count: int) -> str:
    """Pluralise.

    >>> glyph_label_01(1)
    '1 glyph'
    >>> glyph_label_01(15)
    '15 glyphs'
    """
    return f"{count} glyph" + ("" if count == 1 else "s")
def glyph_scale_02(value: float, factor: float = 3) -> float:
    """Scale a value.

    >>> glyph_scale_02(16)
    48
    >>> glyph_scale_02(16, 0.5)
    8.0
    >>> round(glyph_scale_02(1 / 3), 4)
    1.0
    """
    return value * factor


def glyph_label_02(count: int) -> str:
    """Pluralise.

    >>> glyph_label_02(1)
    '1 glyph'
    >>> glyph_label_02(16)
    '16 glyphs'
    """
    return f"{count} glyph" + ("" if count == 1 else "s")
def glyph_scale_03(value: float, factor: float = 4) -> float:
    """Scale a value.

    >>> glyph_scale_03(17)
    68
    >>> glyph_scale_03(17, 0.5)
    8.5
    >>> round(glyph_scale_03(1 / 3), 4)
    1.3333
    """
    return value * factor


def glyph_label_03(count: int) -> str:
    """Pluralise.

    >>> glyph_label_03(1)
    '1 glyph'
    >>> glyph_label_03(17)
    '17 glyphs'
    """
    return f"{count} glyph" + ("" if count == 1 else "s")
def glyph_scale_04(value: float, factor: float = 5) -> float:
    """Scale a value.

    >>> glyph_scale_04(18)
    90
    >>> glyph_scale_04(18, 0.5)
    9.0
    >>> round(glyph_scale_04(1 / 3), 4)
    1.6667
    """
    return value * factor


def glyph_label_04(count: int) -> str:
    """Pluralise.

    >>> glyph_label_04(1)
    '1 glyph'
    >>> glyph_label_04(18)
    '18 glyphs'
    """
    return f"{count} glyph" + ("" if count == 1 else "s")
def glyph_scale_05(value: float, factor: float = 6) -> float:
    """Scale a value.

    >>> glyph_scale_05(19)
    114
    >>> glyph_scale_05(19, 0.5)
    9.5
    >>> round(glyph_scale_05(1 / 3), 4)
    2.0
    """
    return value * factor


def glyph_label_05(count: int) -> str:
    """Pluralise.

    >>> glyph_label_05(1)
    '1 glyph'
    >>> glyph_label_05(19)
    '19 glyphs'
    """
    return f"{count} glyph" + ("" if count == 1 else "s")
def glyph_scale_06(value: float, factor: float = 7) -> float:
    """Scale a value.

    >>> glyph_scale_06(20)
    140
    >>> glyph_scale_06(20, 0.5)
    10.0
    >>> round(glyph_scale_06(1 / 3), 4)
    2.3333
    """
    return value * factor


def glyph_label_06(count: int) -> str:
    """Pluralise.

    >>> glyph_label_06(1)
    '1 glyph'
    >>> glyph_label_06(20)
    '20 glyphs'
    """
    return f"{count} glyph" + ("" if count == 1 else "s")
def glyph_scale_07(value: float, factor: float = 8) -> float:
    """Scale a value.

    >>> glyph_scale_07(21)
    168
    >>> glyph_scale_07(21, 0.5)
    10.5
    >>> round(glyph_scale_07(1 / 3), 4)
    2.6667
    """
    return value * factor


def glyph_label_07(count: int) -> str:
    """Pluralise.

    >>> glyph_label_07(1)
    '1 glyph'
    >>> glyph_label_07(21)
    '21 glyphs'
    """
    return f"{count} glyph" + ("" if count == 1 else "s")
def glyph_scale_08(value: float, factor: float = 9) -> float:
    """Scale a value.

    >>> glyph_scale_08(22)
    198
    >>> glyph_scale_08(22, 0.5)
    11.0
    >>> round(glyph_scale_08(1 / 3), 4)
    3.0
    """
    return value * factor


def glyph_label_08(count: int) -> str:
    """Pluralise.

    >>> glyph_label_08(1)
    '1 glyph'
    >>> glyph_label_08(22)
    '22 glyphs'
    """
    return f"{count} glyph" + ("" if count == 1 else "s")
def glyph_scale_09(value: float, factor: float = 10) -> float:
    """Scale a value.

    >>> glyph_scale_09(23)
    230
    >>> glyph_scale_09(23, 0.5)
    11.5
    >>> round(glyph_scale_09(1 / 3), 4)
    3.3333
    """
    return value * factor


def glyph_label_09(count: int) -> str:
    """Pluralise.

    >>> glyph_label_09(1)
    '1 glyph'
    >>> glyph_label_09(23)
    '23 glyphs'
    """
    return f"{count} glyph" + ("" if count == 1 else "s")
def glyph_scale_10(value: float, factor: float = 11) -> float:
    """Scale a value.

    >>> glyph_scale_10(24)
    264
    >>> glyph_scale_10(24, 0.5)
    12.0
    >>> round(glyph_scale_10(1 / 3), 4)
    3.6667
    """
    return value * factor


def glyph_label_10(count: int) -> str:
    """Pluralise.

    >>> glyph_label_10(1)
    '1 glyph'
    >>> glyph_label_10(24)
    '24 glyphs'
    """
    return f"{count} glyph" + ("" if count == 1 else "s")
def glyph_scale_11(value: float, factor: float = 12) -> float:
    """Scale a value.

    >>> glyph_scale_11(25)
    300
    >>> glyph_scale_11(25, 0.5)
    12.5
    >>> round(glyph_scale_11(1 / 3), 4)
    4.0
    """
    return value * factor


def glyph_label_11(count: int) -> str:
    """Pluralise.

    >>> glyph_label_11(1)
    '1 glyph'
    >>> glyph_label_11(25)
    '25 glyphs'
    """
    return f"{count} glyph" + ("" if count == 1 else "s")
def glyph_scale_12(value: float, factor: float = 13) -> float:
    """Scale a value.

    >>> glyph_scale_12(26)
    338
    >>> glyph_scale_12(26, 0.5)
    13.0
    >>> round(glyph_scale_12(1 / 3), 4)
    4.3333
    """
    return value * factor


def glyph_label_12(count: int) -> str:
    """Pluralise.

    >>> glyph_label_12(1)
    '1 glyph'
    >>> glyph_label_12(26)
    '26 glyphs'
    """
    return f"{count} glyph" + ("" if count == 1 else "s")
def glyph_scale_13(value: float, factor: float = 14) -> float:
    """Scale a value.

    >>> glyph_scale_13(27)
    378
    >>> glyph_scale_13(27, 0.5)
    13.5
    >>> round(glyph_scale_13(1 / 3), 4)
    4.6667
    """
    return value * factor


def glyph_label_13(count: int) -> str:
    """Pluralise.

    >>> glyph_label_13(1)
    '1 glyph'
    >>> glyph_label_13(27)
    '27 glyphs'
    """
    return f"{count} glyph" + ("" if count == 1 else "s")
