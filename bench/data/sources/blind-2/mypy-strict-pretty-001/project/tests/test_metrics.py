import pytest

from fleet.metrics import MetricsRecord, by_plate_metrics, total_metrics

ROWS = [('FL-0700', 7.0, ()), ('FL-0701', 10.0, ('night',)), ('FL-0702', 13.0, ('night',)), ('FL-0703', 16.0, ()), ('FL-0704', 19.0, ('night',)), ('FL-0705', 22.0, ('night',)), ('FL-0706', 25.0, ()), ('FL-0707', 28.0, ('night',)), ('FL-0708', 31.0, ('night',)), ('FL-0709', 34.0, ()), ('FL-0710', 37.0, ('night',)), ('FL-0711', 40.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_metrics(plate, value, tags):
    records = [MetricsRecord(*row) for row in ROWS]
    assert by_plate_metrics(records)[plate] == [value * 8]


def test_total_metrics():
    records = [MetricsRecord("X", 1.5), MetricsRecord("Y", 2.0)]
    assert total_metrics(records) == 3.5
