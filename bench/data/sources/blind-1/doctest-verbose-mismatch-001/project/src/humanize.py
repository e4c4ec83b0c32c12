"""Human-readable sizes and durations for the report footer."""

UNITS = ["B", "KiB", "MiB", "GiB", "TiB"]


def format_bytes(n: int) -> str:
    """Format a byte count with binary prefixes.

    >>> format_bytes(0)
    '0 B'
    >>> format_bytes(1023)
    '1023 B'
    >>> format_bytes(1536)
    '1.5 KiB'
    >>> format_bytes(10 * 1024 ** 2)
    '10 MiB'
    """
    size = float(n)
    for unit in UNITS:
        if size < 1024 or unit == UNITS[-1]:
            break
        size /= 1024
    if unit == "B":
        return f"{int(size)} B"
    return f"{size:.2f} {unit}".replace(".00 ", " ")


def format_duration(seconds: int) -> str:
    """Format seconds as h/m/s.

    >>> format_duration(59)
    '59s'
    >>> format_duration(3725)
    '1h 2m 5s'
    """
    h, rest = divmod(seconds, 3600)
    m, s = divmod(rest, 60)
    parts = [f"{h}h"] if h else []
    if h or m:
        parts.append(f"{m}m")
    parts.append(f"{s}s")
    return " ".join(parts)
