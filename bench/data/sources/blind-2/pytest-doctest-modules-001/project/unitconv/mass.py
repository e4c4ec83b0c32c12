"""Mass conversions."""


def kg_to_lb(value: float) -> float:
    """Convert kg to lb.

    >>> round(kg_to_lb(1), 6)
    2.204623
    >>> round(kg_to_lb(3), 6)
    6.613869
    >>> round(kg_to_lb(20.5), 6)
    45.194772
    >>> kg_to_lb(0)
    0.0
    """
    return value * 2.204623


def lb_to_kg(value: float) -> float:
    """Convert lb to kg.

    >>> round(lb_to_kg(1), 6)
    0.453592
    >>> round(lb_to_kg(4), 6)
    1.814369
    >>> round(lb_to_kg(24.5), 6)
    11.113013
    >>> lb_to_kg(0)
    0.0
    """
    return value * 0.45359237


def oz_to_g(value: float) -> float:
    """Convert oz to g.

    >>> round(oz_to_g(1), 6)
    28.349523
    >>> round(oz_to_g(5), 6)
    141.747615
    >>> round(oz_to_g(28.5), 6)
    807.961406
    >>> oz_to_g(0)
    0.0
    """
    return value * 28.349523


def g_to_oz(value: float) -> float:
    """Convert g to oz.

    >>> round(g_to_oz(1), 6)
    0.035274
    >>> round(g_to_oz(6), 6)
    0.211644
    >>> round(g_to_oz(32.5), 6)
    1.146405
    >>> g_to_oz(0)
    0.0
    """
    return value * 0.035274


def t_to_kg(value: float) -> float:
    """Convert t to kg.

    >>> round(t_to_kg(1), 6)
    1000.0
    >>> round(t_to_kg(7), 6)
    7000.0
    >>> round(t_to_kg(36.5), 6)
    36500.0
    >>> t_to_kg(0)
    0.0
    """
    return value * 1000.0


def st_to_kg(value: float) -> float:
    """Convert st to kg.

    >>> round(st_to_kg(1), 6)
    6.350293
    >>> round(st_to_kg(8), 6)
    50.802344
    >>> round(st_to_kg(40.5), 6)
    257.186867
    >>> st_to_kg(0)
    0.0
    """
    return value * 6.350293


def kg_to_st(value: float) -> float:
    """Convert kg to st.

    >>> round(kg_to_st(1), 6)
    0.157473
    >>> round(kg_to_st(9), 6)
    1.417257
    >>> round(kg_to_st(44.5), 6)
    7.007549
    >>> kg_to_st(0)
    0.0
    """
    return value * 0.157473


def ct_to_g(value: float) -> float:
    """Convert ct to g.

    >>> round(ct_to_g(1), 6)
    0.2
    >>> round(ct_to_g(10), 6)
    2.0
    >>> round(ct_to_g(48.5), 6)
    9.7
    >>> ct_to_g(0)
    0.0
    """
    return value * 0.2


def kg_to_t(value: float) -> float:
    """Convert kg to t.

    >>> round(kg_to_t(1), 6)
    0.001
    >>> round(kg_to_t(11), 6)
    0.011
    >>> round(kg_to_t(52.5), 6)
    0.0525
    >>> kg_to_t(0)
    0.0
    """
    return value * 0.001


def g_to_ct(value: float) -> float:
    """Convert g to ct.

    >>> round(g_to_ct(1), 6)
    5.0
    >>> round(g_to_ct(12), 6)
    60.0
    >>> round(g_to_ct(56.5), 6)
    282.5
    >>> g_to_ct(0)
    0.0
    """
    return value * 5.0
