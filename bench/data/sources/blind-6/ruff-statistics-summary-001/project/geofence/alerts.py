import json
import sys


def alert(zone: str, device: str) -> str:
    payload = {"zone": zone, "device": device}
    level = "warn"
    return f"{zone}:{device}"
