"""Postcode areas (the leading letters) and their names."""

AREAS = {'AB': 'Aberdeen', 'B': 'Birmingham', 'BS': 'Bristol', 'CB': 'Cambridge', 'CF': 'Cardiff', 'DD': 'Dundee', 'E': 'London E', 'EC': 'London EC', 'EH': 'Edinburgh', 'G': 'Glasgow', 'L': 'Liverpool', 'LS': 'Leeds', 'M': 'Manchester', 'N': 'London N', 'NE': 'Newcastle', 'NW': 'London NW', 'OX': 'Oxford', 'S': 'Sheffield', 'SE': 'London SE', 'SW': 'London SW', 'W': 'London W', 'WC': 'London WC', 'YO': 'York'}


def area_name(area: str) -> str:
    try:
        return AREAS[area.upper()]
    except KeyError:
        raise LookupError(f"unknown postcode area: {area}") from None


def is_london(area: str) -> bool:
    return area_name(area).startswith("London")
