import pytest

from postcodes.areas import area_name, is_london

AREAS = ['AB', 'B', 'BS', 'CB', 'CF', 'DD', 'E', 'EC', 'EH', 'G', 'L', 'LS', 'M', 'N', 'NE', 'NW', 'OX', 'S', 'SE', 'SW', 'W', 'WC', 'YO']


@pytest.mark.parametrize("area", AREAS)
def test_every_area_has_a_name(area):
    assert area_name(area.lower())


def test_unknown_area():
    with pytest.raises(LookupError):
        area_name("QQ")


@pytest.mark.parametrize(("area", "london"), [("EC", True), ("LS", False), ("SW", True)])
def test_is_london(area, london):
    assert is_london(area) is london
