from fleetstats.summary import weekly_summary


def test_weekly_summary_means():
    assert weekly_summary({"mon": [1.0, 3.0], "tue": [2.0]}) == {"mon": 2.0, "tue": 2.0}


def test_weekly_summary_empty_week():
    week = {"mon": [4.0], "tue": [], "wed": [6.0, 8.0]}
    assert weekly_summary(week) == {"mon": 4.0, "wed": 7.0}
