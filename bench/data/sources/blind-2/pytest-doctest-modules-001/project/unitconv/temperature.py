"""Temperature conversions."""


def to_kelvin(value: float, scale: str = "C") -> float:
    """Convert a Celsius or Fahrenheit temperature to kelvin.

    >>> to_kelvin(0)
    273.15
    >>> to_kelvin(-40, "F")
    233.15
    >>> to_kelvin(32, "F")
    273.15
    """
    if scale == "C":
        return value + 273.15
    if scale == "F":
        return (value - 32) * 5 / 9 + 273.15
    raise ValueError(f"unknown scale {scale!r}")


def to_celsius(kelvin: float) -> float:
    """Convert kelvin to Celsius.

    >>> to_celsius(273.15)
    0.0
    """
    return kelvin - 273.15
