from tidewatch.stamps import stamp_now
from tidewatch.units import to_feet


def observation(station: str, level_m: float) -> dict:
    return {
        "station": station,
        "level_m": level_m,
        "level_ft": to_feet(level_m),
        "recorded_at": stamp_now(),
    }
