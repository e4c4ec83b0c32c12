def inside_pollen_41(lat: float, lon: float) -> bool:
    return abs(lat - 41.5) < 1 and abs(lon - 41.25) < 1
