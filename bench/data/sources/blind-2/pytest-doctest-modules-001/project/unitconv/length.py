"""Length conversions."""


def km_to_mi(value: float) -> float:
    """Convert km to mi.

    >>> round(km_to_mi(1), 6)
    0.621371
    >>> round(km_to_mi(2), 6)
    1.242742
    >>> round(km_to_mi(15.5), 6)
    9.631251
    >>> km_to_mi(0)
    0.0
    """
    return value * 0.621371


def mi_to_km(value: float) -> float:
    """Convert mi to km.

    >>> round(mi_to_km(1), 6)
    1.609344
    >>> round(mi_to_km(3), 6)
    4.828032
    >>> round(mi_to_km(18.5), 6)
    29.772864
    >>> mi_to_km(0)
    0.0
    """
    return value * 1.609344


def m_to_ft(value: float) -> float:
    """Convert m to ft.

    >>> round(m_to_ft(1), 6)
    3.28084
    >>> round(m_to_ft(4), 6)
    13.12336
    >>> round(m_to_ft(21.5), 6)
    70.53806
    >>> m_to_ft(0)
    0.0
    """
    return value * 3.28084


def ft_to_m(value: float) -> float:
    """Convert ft to m.

    >>> round(ft_to_m(1), 6)
    0.3048
    >>> round(ft_to_m(5), 6)
    1.524
    >>> round(ft_to_m(24.5), 6)
    7.4676
    >>> ft_to_m(0)
    0.0
    """
    return value * 0.3048


def in_to_cm(value: float) -> float:
    """Convert in to cm.

    >>> round(in_to_cm(1), 6)
    2.54
    >>> round(in_to_cm(6), 6)
    15.24
    >>> round(in_to_cm(27.5), 6)
    69.85
    >>> in_to_cm(0)
    0.0
    """
    return value * 2.54


def cm_to_in(value: float) -> float:
    """Convert cm to in.

    >>> round(cm_to_in(1), 6)
    0.393701
    >>> round(cm_to_in(7), 6)
    2.755907
    >>> round(cm_to_in(30.5), 6)
    12.007881
    >>> cm_to_in(0)
    0.0
    """
    return value * 0.393701


def nmi_to_km(value: float) -> float:
    """Convert nmi to km.

    >>> round(nmi_to_km(1), 6)
    1.852
    >>> round(nmi_to_km(8), 6)
    14.816
    >>> round(nmi_to_km(33.5), 6)
    62.042
    >>> nmi_to_km(0)
    0.0
    """
    return value * 1.852


def yd_to_m(value: float) -> float:
    """Convert yd to m.

    >>> round(yd_to_m(1), 6)
    0.9144
    >>> round(yd_to_m(9), 6)
    8.2296
    >>> round(yd_to_m(36.5), 6)
    33.3756
    >>> yd_to_m(0)
    0.0
    """
    return value * 0.9144


def m_to_yd(value: float) -> float:
    """Convert m to yd.

    >>> round(m_to_yd(1), 6)
    1.093613
    >>> round(m_to_yd(10), 6)
    10.93613
    >>> round(m_to_yd(39.5), 6)
    43.197713
    >>> m_to_yd(0)
    0.0
    """
    return value * 1.093613


def au_to_km(value: float) -> float:
    """Convert au to km.

    >>> round(au_to_km(1), 6)
    149597870.7
    >>> round(au_to_km(11), 6)
    1645576577.7
    >>> round(au_to_km(42.5), 6)
    6357909504.749999
    >>> au_to_km(0)
    0.0
    """
    return value * 149597870.7


def km_to_nmi(value: float) -> float:
    """Convert km to nmi.

    >>> round(km_to_nmi(1), 6)
    0.539957
    >>> round(km_to_nmi(12), 6)
    6.479482
    >>> round(km_to_nmi(45.5), 6)
    24.568035
    >>> km_to_nmi(0)
    0.0
    """
    return value * 0.539956803


def km_to_au(value: float) -> float:
    """Convert km to au.

    >>> round(km_to_au(1), 6)
    0.0
    >>> round(km_to_au(13), 6)
    0.0
    >>> round(km_to_au(48.5), 6)
    0.0
    >>> km_to_au(0)
    0.0
    """
    return value * 7e-09
