import math
import os
from typing import Optional


def radius_km(zone: dict) -> float:
    if zone.get("radius") == None:
        return 1.0
    return float(zone["radius"])
