import pytest

from fleet.notifications import NotificationsRecord, by_plate_notifications, total_notifications

ROWS = [('FL-0800', 8.0, ()), ('FL-0801', 11.0, ('night',)), ('FL-0802', 14.0, ('night',)), ('FL-0803', 17.0, ()), ('FL-0804', 20.0, ('night',)), ('FL-0805', 23.0, ('night',)), ('FL-0806', 26.0, ()), ('FL-0807', 29.0, ('night',)), ('FL-0808', 32.0, ('night',)), ('FL-0809', 35.0, ()), ('FL-0810', 38.0, ('night',)), ('FL-0811', 41.0, ('night',))]


@pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
def test_by_plate_notifications(plate, value, tags):
    records = [NotificationsRecord(*row) for row in ROWS]
    assert by_plate_notifications(records)[plate] == [value * 9]


def test_total_notifications():
    records = [NotificationsRecord("X", 1.5), NotificationsRecord("Y", 2.0)]
    assert total_notifications(records) == 3.5
