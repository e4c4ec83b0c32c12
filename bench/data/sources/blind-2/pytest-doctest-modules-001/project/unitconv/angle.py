"""Angle conversions."""


def deg_to_rad(value: float) -> float:
    """Convert deg to rad.

    >>> round(deg_to_rad(1), 6)
    0.017453
    >>> round(deg_to_rad(9), 6)
    0.15708
    >>> round(deg_to_rad(50.5), 6)
    0.881391
    >>> deg_to_rad(0)
    0.0
    """
    return value * 0.017453293


def grad_to_deg(value: float) -> float:
    """Convert grad to deg.

    >>> round(grad_to_deg(1), 6)
    0.9
    >>> round(grad_to_deg(10), 6)
    9.0
    >>> round(grad_to_deg(60.5), 6)
    54.45
    >>> grad_to_deg(0)
    0.0
    """
    return value * 0.9


def arcmin_to_deg(value: float) -> float:
    """Convert arcmin to deg.

    >>> round(arcmin_to_deg(1), 6)
    0.016667
    >>> round(arcmin_to_deg(11), 6)
    0.183333
    >>> round(arcmin_to_deg(70.5), 6)
    1.175
    >>> arcmin_to_deg(0)
    0.0
    """
    return value * 0.016666667


def turn_to_deg(value: float) -> float:
    """Convert turn to deg.

    >>> round(turn_to_deg(1), 6)
    360.0
    >>> round(turn_to_deg(12), 6)
    4320.0
    >>> round(turn_to_deg(80.5), 6)
    28980.0
    >>> turn_to_deg(0)
    0.0
    """
    return value * 360.0


def mil_to_deg(value: float) -> float:
    """Convert mil to deg.

    >>> round(mil_to_deg(1), 6)
    0.05625
    >>> round(mil_to_deg(13), 6)
    0.73125
    >>> round(mil_to_deg(90.5), 6)
    5.090625
    >>> mil_to_deg(0)
    0.0
    """
    return value * 0.05625


def rad_to_deg(value: float) -> float:
    """Convert rad to deg.

    >>> round(rad_to_deg(1), 6)
    57.295778
    >>> round(rad_to_deg(14), 6)
    802.140891
    >>> round(rad_to_deg(100.5), 6)
    5758.225683
    >>> rad_to_deg(0)
    0.0
    """
    return value * 57.295777937


def deg_to_grad(value: float) -> float:
    """Convert deg to grad.

    >>> round(deg_to_grad(1), 6)
    1.111111
    >>> round(deg_to_grad(15), 6)
    16.666667
    >>> round(deg_to_grad(110.5), 6)
    122.777778
    >>> deg_to_grad(0)
    0.0
    """
    return value * 1.111111111


def deg_to_arcmin(value: float) -> float:
    """Convert deg to arcmin.

    >>> round(deg_to_arcmin(1), 6)
    59.999999
    >>> round(deg_to_arcmin(16), 6)
    959.999981
    >>> round(deg_to_arcmin(120.5), 6)
    7229.999855
    >>> deg_to_arcmin(0)
    0.0
    """
    return value * 59.9999988


def deg_to_turn(value: float) -> float:
    """Convert deg to turn.

    >>> round(deg_to_turn(1), 6)
    0.002778
    >>> round(deg_to_turn(17), 6)
    0.047222
    >>> round(deg_to_turn(130.5), 6)
    0.3625
    >>> deg_to_turn(0)
    0.0
    """
    return value * 0.002777778


def deg_to_mil(value: float) -> float:
    """Convert deg to mil.

    >>> round(deg_to_mil(1), 6)
    17.777778
    >>> round(deg_to_mil(18), 6)
    320.0
    >>> round(deg_to_mil(140.5), 6)
    2497.777778
    >>> deg_to_mil(0)
    0.0
    """
    return value * 17.777777778
