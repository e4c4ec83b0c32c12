"""Volume conversions."""


def l_to_gal(value: float) -> float:
    """Convert l to gal.

    >>> round(l_to_gal(1), 6)
    0.264172
    >>> round(l_to_gal(5), 6)
    1.32086
    >>> round(l_to_gal(30.5), 6)
    8.057246
    >>> l_to_gal(0)
    0.0
    """
    return value * 0.264172


def gal_to_l(value: float) -> float:
    """Convert gal to l.

    >>> round(gal_to_l(1), 6)
    3.785412
    >>> round(gal_to_l(6), 6)
    22.712472
    >>> round(gal_to_l(36.5), 6)
    138.167538
    >>> gal_to_l(0)
    0.0
    """
    return value * 3.785412


def ml_to_floz(value: float) -> float:
    """Convert ml to floz.

    >>> round(ml_to_floz(1), 6)
    0.033814
    >>> round(ml_to_floz(7), 6)
    0.236698
    >>> round(ml_to_floz(42.5), 6)
    1.437095
    >>> ml_to_floz(0)
    0.0
    """
    return value * 0.033814


def floz_to_ml(value: float) -> float:
    """Convert floz to ml.

    >>> round(floz_to_ml(1), 6)
    29.57353
    >>> round(floz_to_ml(8), 6)
    236.58824
    >>> round(floz_to_ml(48.5), 6)
    1434.316205
    >>> floz_to_ml(0)
    0.0
    """
    return value * 29.57353


def m3_to_l(value: float) -> float:
    """Convert m3 to l.

    >>> round(m3_to_l(1), 6)
    1000.0
    >>> round(m3_to_l(9), 6)
    9000.0
    >>> round(m3_to_l(54.5), 6)
    54500.0
    >>> m3_to_l(0)
    0.0
    """
    return value * 1000.0


def bbl_to_l(value: float) -> float:
    """Convert bbl to l.

    >>> round(bbl_to_l(1), 6)
    158.9873
    >>> round(bbl_to_l(10), 6)
    1589.873
    >>> round(bbl_to_l(60.5), 6)
    9618.73165
    >>> bbl_to_l(0)
    0.0
    """
    return value * 158.9873


def cup_to_ml(value: float) -> float:
    """Convert cup to ml.

    >>> round(cup_to_ml(1), 6)
    236.5882
    >>> round(cup_to_ml(11), 6)
    2602.4702
    >>> round(cup_to_ml(66.5), 6)
    15733.1153
    >>> cup_to_ml(0)
    0.0
    """
    return value * 236.5882


def l_to_pt(value: float) -> float:
    """Convert l to pt.

    >>> round(l_to_pt(1), 6)
    2.113376
    >>> round(l_to_pt(12), 6)
    25.360512
    >>> round(l_to_pt(72.5), 6)
    153.21976
    >>> l_to_pt(0)
    0.0
    """
    return value * 2.113376


def l_to_m3(value: float) -> float:
    """Convert l to m3.

    >>> round(l_to_m3(1), 6)
    0.001
    >>> round(l_to_m3(13), 6)
    0.013
    >>> round(l_to_m3(78.5), 6)
    0.0785
    >>> l_to_m3(0)
    0.0
    """
    return value * 0.001


def l_to_bbl(value: float) -> float:
    """Convert l to bbl.

    >>> round(l_to_bbl(1), 6)
    0.00629
    >>> round(l_to_bbl(14), 6)
    0.088057
    >>> round(l_to_bbl(84.5), 6)
    0.531489
    >>> l_to_bbl(0)
    0.0
    """
    return value * 0.006289811


def ml_to_cup(value: float) -> float:
    """Convert ml to cup.

    >>> round(ml_to_cup(1), 6)
    0.004227
    >>> round(ml_to_cup(15), 6)
    0.063401
    >>> round(ml_to_cup(90.5), 6)
    0.382521
    >>> ml_to_cup(0)
    0.0
    """
    return value * 0.004226753


def pt_to_l(value: float) -> float:
    """Convert pt to l.

    >>> round(pt_to_l(1), 6)
    0.473177
    >>> round(pt_to_l(16), 6)
    7.570825
    >>> round(pt_to_l(96.5), 6)
    45.661539
    >>> pt_to_l(0)
    0.0
    """
    return value * 0.473176567
