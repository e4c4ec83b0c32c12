"""Data conversions."""


def kib_to_kb(value: float) -> float:
    """Convert kib to kb.

    >>> round(kib_to_kb(1), 6)
    1.024
    >>> round(kib_to_kb(11), 6)
    11.264
    >>> round(kib_to_kb(60.5), 6)
    61.952
    >>> kib_to_kb(0)
    0.0
    """
    return value * 1.024


def mib_to_mb(value: float) -> float:
    """Convert mib to mb.

    >>> round(mib_to_mb(1), 6)
    1.048576
    >>> round(mib_to_mb(12), 6)
    12.582912
    >>> round(mib_to_mb(72.5), 6)
    76.02176
    >>> mib_to_mb(0)
    0.0
    """
    return value * 1.048576


def gib_to_gb(value: float) -> float:
    """Convert gib to gb.

    >>> round(gib_to_gb(1), 6)
    1.073742
    >>> round(gib_to_gb(13), 6)
    13.958644
    >>> round(gib_to_gb(84.5), 6)
    90.731184
    >>> gib_to_gb(0)
    0.0
    """
    return value * 1.073741824


def tb_to_tib(value: float) -> float:
    """Convert tb to tib.

    >>> round(tb_to_tib(1), 6)
    0.909495
    >>> round(tb_to_tib(14), 6)
    12.73293
    >>> round(tb_to_tib(96.5), 6)
    87.766268
    >>> tb_to_tib(0)
    0.0
    """
    return value * 0.909495


def mbps_to_mibs(value: float) -> float:
    """Convert mbps to mibs.

    >>> round(mbps_to_mibs(1), 6)
    0.119209
    >>> round(mbps_to_mibs(15), 6)
    1.788135
    >>> round(mbps_to_mibs(108.5), 6)
    12.934176
    >>> mbps_to_mibs(0)
    0.0
    """
    return value * 0.119209


def kb_to_kib(value: float) -> float:
    """Convert kb to kib.

    >>> round(kb_to_kib(1), 6)
    0.976562
    >>> round(kb_to_kib(16), 6)
    15.625
    >>> round(kb_to_kib(120.5), 6)
    117.675781
    >>> kb_to_kib(0)
    0.0
    """
    return value * 0.9765625


def mb_to_mib(value: float) -> float:
    """Convert mb to mib.

    >>> round(mb_to_mib(1), 6)
    0.953674
    >>> round(mb_to_mib(17), 6)
    16.212463
    >>> round(mb_to_mib(132.5), 6)
    126.361847
    >>> mb_to_mib(0)
    0.0
    """
    return value * 0.953674316


def gb_to_gib(value: float) -> float:
    """Convert gb to gib.

    >>> round(gb_to_gib(1), 6)
    0.931323
    >>> round(gb_to_gib(18), 6)
    16.763806
    >>> round(gb_to_gib(144.5), 6)
    134.576112
    >>> gb_to_gib(0)
    0.0
    """
    return value * 0.931322575


def tib_to_tb(value: float) -> float:
    """Convert tib to tb.

    >>> round(tib_to_tb(1), 6)
    1.099511
    >>> round(tib_to_tb(19), 6)
    20.890714
    >>> round(tib_to_tb(156.5), 6)
    172.073513
    >>> tib_to_tb(0)
    0.0
    """
    return value * 1.099511267


def mibs_to_mbps(value: float) -> float:
    """Convert mibs to mbps.

    >>> round(mibs_to_mbps(1), 6)
    8.388628
    >>> round(mibs_to_mbps(20), 6)
    167.772567
    >>> round(mibs_to_mbps(168.5), 6)
    1413.483881
    >>> mibs_to_mbps(0)
    0.0
    """
    return value * 8.388628375
