from geokit.distance import Region, haversine


def test_haversine_zero():
    assert haversine((1.0, 2.0), (1.0, 2.0)) == 0.0


def test_region_area():
    assert Region("r", ((0.0, 0.0), (1.0, 1.0))).area() > 12000
