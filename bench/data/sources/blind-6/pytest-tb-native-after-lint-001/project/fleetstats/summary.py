"""Weekly per-vehicle summaries for the fleet dashboard."""
import statistics


def weekly_summary(readings: dict[str, list[float]]) -> dict[str, float]:
    """Mean reading per day of the week (days without readings are skipped)."""
    out = {}
    for day, values in readings.items():
        out[day] = round(statistics.mean(values), 2)
    return out
