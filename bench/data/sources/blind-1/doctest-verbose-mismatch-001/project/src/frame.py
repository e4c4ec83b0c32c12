"""frame: small conversions used by the report renderer."""
def frame_scale_00(value: float, factor: float = 1) -> float:
    """Scale a value.

    >>> frame_scale_00(11)
    11
    >>> frame_scale_00(11, 0.5)
    5.5
    >>> round(frame_scale_00(1 / 3), 4)
    0.3333
    """
    return value * factor


def frame_label_00(count: int) -> str:
    """Pluralise.

    >>> frame_label_00(1)
    '1 frame'
    >>> frame_label_00(11)
    '11 frames'
    """
    return f"{count} frame" + ("" if count == 1 else "s")
def frame_scale_01(value: float, factor: float = 2) -> float:
    """Scale a value.

    >>> frame_scale_01(12)
    24
    >>> frame_scale_01(12, 0.5)
    6.0
    >>> round(frame_scale_01(1 / 3), 4)
    0.6667
    """
    return value * factor


def frame_label_01(count: int) -> str:
    """Pluralise.

    >>> frame_label_01(1)
    '1 frame'
    >>> frame_label_01(12)
    '12 frames'
    """
    return f"{count} frame" + ("" if count == 1 else "s")
def frame_scale_02(value: float, factor: float = 3) -> float:
    """Scale a value.

    >>> frame_scale_02(13)
    39
    >>> frame_scale_02(13, 0.5)
    6.5
    >>> round(frame_scale_02(1 / 3), 4)
    1.0
    """
    return value * factor


def frame_label_02(count: int) -> str:
    """Pluralise.

    >>> frame_label_02(1)
    '1 frame'
    >>> frame_label_02(13)
    '13 frames'
    """
    return f"{count} frame" + ("" if count == 1 else "s")
def frame_scale_03(value: float, factor: float = 4) -> float:
    """Scale a value.

    >>> frame_scale_03(14)
    56
    >>> frame_scale_03(14, 0.5)
    7.0
    >>> round(frame_scale_03(1 / 3), 4)
    1.3333
    """
    return value * factor


def frame_label_03(count: int) -> str:
    """Pluralise.

    >>> frame_label_03(1)
    '1 frame'
    >>> frame_label_03(14)
    '14 frames'
    """
    return f"{count} frame" + ("" if count == 1 else "s")
def frame_scale_04(value: float, factor: float = 5) -> float:
    """Scale a value.

    >>> frame_scale_04(15)
    75
    >>> frame_scale_04(15, 0.5)
    7.5
    >>> round(frame_scale_04(1 / 3), 4)
    1.6667
    """
    return value * factor


def frame_label_04(count: int) -> str:
    """Pluralise.

    >>> frame_label_04(1)
    '1 frame'
    >>> frame_label_04(15)
    '15 frames'
    """
    return f"{count} frame" + ("" if count == 1 else "s")
def frame_scale_05(value: float, factor: float = 6) -> float:
    """Scale a value.

    >>> frame_scale_05(16)
    96
    >>> frame_scale_05(16, 0.5)
    8.0
    >>> round(frame_scale_05(1 / 3), 4)
    2.0
    """
    return value * factor


def frame_label_05(count: int) -> str:
    """Pluralise.

    >>> frame_label_05(1)
    '1 frame'
    >>> frame_label_05(16)
    '16 frames'
    """
    return f"{count} frame" + ("" if count == 1 else "s")
def frame_scale_06(value: float, factor: float = 7) -> float:
    """Scale a value.

    >>> frame_scale_06(17)
    119
    >>> frame_scale_06(17, 0.5)
    8.5
    >>> round(frame_scale_06(1 / 3), 4)
    2.3333
    """
    return value * factor


def frame_label_06(count: int) -> str:
    """Pluralise.

    >>> frame_label_06(1)
    '1 frame'
    >>> frame_label_06(17)
    '17 frames'
    """
    return f"{count} frame" + ("" if count == 1 else "s")
def frame_scale_07(value: float, factor: float = 8) -> float:
    """Scale a value.

    >>> frame_scale_07(18)
    144
    >>> frame_scale_07(18, 0.5)
    9.0
    >>> round(frame_scale_07(1 / 3), 4)
    2.6667
    """
    return value * factor


def frame_label_07(count: int) -> str:
    """Pluralise.

    >>> frame_label_07(1)
    '1 frame'
    >>> frame_label_07(18)
    '18 frames'
    """
    return f"{count} frame" + ("" if count == 1 else "s")
def frame_scale_08(value: float, factor: float = 9) -> float:
    """Scale a value.

    >>> frame_scale_08(19)
    171
    >>> frame_scale_08(19, 0.5)
    9.5
    >>> round(frame_scale_08(1 / 3), 4)
    3.0
    """
    return value * factor


def frame_label_08(count: int) -> str:
    """Pluralise.

    >>> frame_label_08(1)
    '1 frame'
    >>> frame_label_08(19)
    '19 frames'
    """
    return f"{count} frame" + ("" if count == 1 else "s")
def frame_scale_09(value: float, factor: float = 10) -> float:
    """Scale a value.

    >>> frame_scale_09(20)
    200
    >>> frame_scale_09(20, 0.5)
    10.0
    >>> round(frame_scale_09(1 / 3), 4)
    3.3333
    """
    return value * factor


def frame_label_09(count: int) -> str:
    """Pluralise.

    >>> frame_label_09(1)
    '1 frame'
    >>> frame_label_09(20)
    '20 frames'
    """
    return f"{count} frame" + ("" if count == 1 else "s")
def frame_scale_10(value: float, factor: float = 11) -> float:
    """Scale a value.

    >>> frame_scale_10(21)
    231
    >>> frame_scale_10(21, 0.5)
    10.5
    >>> round(frame_scale_10(1 / 3), 4)
    3.6667
    """
    return value * factor


def frame_label_10(count: int) -> str:
    """Pluralise.

    >>> frame_label_10(1)
    '1 frame'
    >>> frame_label_10(21)
    '21 frames'
    """
    return f"{count} frame" + ("" if count == 1 else "s")
def frame_scale_11(value: float, factor: float = 12) -> float:
    """Scale a value.

    >>> frame_scale_11(22)
    264
    >>> frame_scale_11(22, 0.5)
    11.0
    >>> round(frame_scale_11(1 / 3), 4)
    4.0
    """
    return value * factor


def frame_label_11(count: int) -> str:
    """Pluralise.

    >>> frame_label_11(1)
    '1 frame'
    >>> frame_label_11(22)
    '22 frames'
    """
    return f"{count} frame" + ("" if count == 1 else "s")
def frame_scale_12(value: float, factor: float = 13) -> float:
    """Scale a value.

    >>> frame_scale_12(23)
    299
    >>> frame_scale_12(23, 0.5)
    11.5
    >>> round(frame_scale_12(1 / 3), 4)
    4.3333
    """
    return value * factor


def frame_label_12(count: int) -> str:
    """Pluralise.

    >>> frame_label_12(1)
    '1 frame'
    >>> frame_label_12(23)
    '23 frames'
    """
    return f"{count} frame" + ("" if count == 1 else "s")
def frame_scale_13(value: float, factor: float = 14) -> float:
    """Scale a value.

    >>> frame_scale_13(24)
    336
    >>> frame_scale_13(24, 0.5)
    12.0
    >>> round(frame_scale_13(1 / 3), 4)
    4.6667
    """
    return value * factor


def frame_label_13(count: int) -> str:
    """Pluralise.

    >>> frame_label_13(1)
    '1 frame'
    >>> frame_label_13(24)
    '24 frames'
    """
    return f"{count} frame" + ("" if count == 1 else "s")
