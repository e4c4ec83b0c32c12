"""The lab compares packet budgets as it compares versions: a column is a version, or a
version at a share and cap of its own (`pytest@2:share=0.5,cap=2048`), measured through a
ReducerSet with that budget and titled by it on the page and in the charts. The
comparison is worked through in the test process (lab.services.execute)."""

from __future__ import annotations

from typing import Any

import pytest

from harness.reducers import packet, selector
from harness.reducers.selector import ReducerSet
from lab import services
from lab.columns import ColumnSpec, parse_column
from lab.models import Comparison
from runs.config import MAX_PACKET_CAP, cap_floor
from tests.web.conftest import People, client_for
from tests.web.test_insights import figures
from tests.web.test_lab import PYTEST_LOG, _named, _saved_comparison, case_files, zipped

pytestmark = pytest.mark.django_db
VERSION = "pytest@2"
BUDGET = {"share": 0.5, "cap": 2048}
"""One of the two budgets compared; the other is the default."""


def test_a_column_is_read_in_one_place_and_written_back_the_same() -> None:
    assert parse_column("pytest@5") == ColumnSpec("pytest@5")
    budgeted = parse_column("pytest@5:share=0.1,cap=16384")
    assert budgeted == ColumnSpec("pytest@5", 0.1, 16384)
    assert budgeted.key == "pytest@5:share=0.1,cap=16384"
    assert budgeted.title == "pytest@5 at 10 %, cap 16 KB"
    assert parse_column("pytest@5:cap=5000").title == "pytest@5, cap 5000 B"
    assert parse_column("pytest@5:share=0.125").title == "pytest@5 at 12.5 %"
    assert parse_column(budgeted.key) == budgeted and ColumnSpec("pytest@5").key == "pytest@5"
    reducers = budgeted.reducer_set()
    assert (reducers.share, reducers.budget) == (0.1, 16384)
    assert reducers.active["pytest"].key == "pytest@5"
    plain = parse_column("pytest@5").reducer_set()
    assert (plain.share, plain.budget) == (selector.BUDGET_SHARE, packet.DEFAULT_BUDGET)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("", "names no reducer version"),
        ("pytest@5:size=3", "a budget is share=X and cap=BYTES"),
        ("pytest@5:share=0.1,share=0.2", "each at most once"),
        ("pytest@5:share=2", "above 0 and at most 1, not 2.0"),
        ("pytest@5:share=nan", "above 0 and at most 1"),
        ("pytest@5:cap=10", f"between {cap_floor()} and {MAX_PACKET_CAP} bytes"),
        ("pytest@5:cap=big", "invalid literal"),
    ],
)
def test_a_column_that_is_not_one_is_refused(text: str, said: str) -> None:
    with pytest.raises(ValueError, match=said):
        parse_column(text)


def error(people: People, data: dict[str, Any], field: str) -> str:
    """The first error the form gives `field` for `data` (and nothing launched)."""
    data = {"source": "runs", "runs": "1", "limit": 100, "reducers": [VERSION]} | data
    response = client_for(people.owner).post("/lab/", data)
    assert response.status_code == 400
    assert not Comparison.objects.exists()
    return str(response.context["form"].errors[field][0])


@pytest.mark.parametrize(
    ("data", "field", "said"),
    [
        ({"at_share_0": "10"}, "at_version_0", "choose the version this budget is for"),
        ({"at_version_0": VERSION, "at_share_0": "0"}, "at_share_0", "above 0 %"),
        ({"at_version_0": VERSION, "at_share_0": "101"}, "at_share_0", "not 101 %"),
        ({"at_version_0": VERSION, "at_share_0": "lots"}, "at_share_0", "Enter a number."),
        ({"at_version_0": VERSION, "at_cap_0": "2k"}, "at_cap_0", "Enter a whole number."),
        (
            {"at_version_0": VERSION, "at_cap_0": str(cap_floor() - 1)},
            "at_cap_0",
            f"greater than or equal to {cap_floor()}",
        ),
        (
            {"at_version_0": VERSION, "at_cap_0": str(MAX_PACKET_CAP + 1)},
            "at_cap_0",
            f"less than or equal to {MAX_PACKET_CAP}",
        ),
        ({"at_version_0": VERSION}, "__all__", "each column once: pytest@2 is chosen twice"),
        (
            {"reducers": [], "at_version_0": VERSION, "at_share_0": "50"},
            "reducers",
            "choose at least two columns: versions, or a version at a budget",
        ),
    ],
)
def test_the_form_refuses_a_column_it_cannot_measure(
    people: People, data: dict[str, Any], field: str, said: str
) -> None:
    assert said in error(people, data, field)


def test_one_version_at_two_budgets_is_measured_and_titled(people: People) -> None:
    client = client_for(people.owner)
    page = client.get("/lab/").content.decode()
    assert 'name="at_version_0"' in page and "Versions at a packet budget" in page
    assert f'placeholder="{selector.BUDGET_SHARE * 100:g}"' in page

    upload = _named(zipped(case_files("case-a", "AssertionError")))
    data = {"source": "upload", "limit": 100, "cases": upload, "reducers": [VERSION]}
    data |= {"at_version_0": VERSION, "at_share_0": "50", "at_cap_0": str(BUDGET["cap"])}
    response = client.post("/lab/", data)
    assert response.status_code == 302, response.content.decode()[-2000:]
    comparison = Comparison.objects.get()
    budgeted = f"{VERSION}:share=0.5,cap=2048"
    assert comparison.reducers == [VERSION, budgeted]
    services.execute(comparison.pk)
    comparison.refresh_from_db()
    assert comparison.status == "done", comparison.error

    item = comparison.items.get()
    raw = len(PYTEST_LOG.encode())
    assert item.raw_bytes == raw > selector.PASSTHROUGH_BELOW
    default, chosen = ReducerSet(pinned=[VERSION]), ReducerSet(pinned=[VERSION], **_set())
    assert chosen.budget_for(raw) != default.budget_for(raw), "the two budgets differ"
    for key, reducers in ((VERSION, default), (budgeted, chosen)):
        result = item.results[key]
        assert result["packet"]["reducer"] == VERSION
        assert result["packet"]["budget"] == reducers.budget_for(raw)
        assert result["packet_bytes"] <= reducers.budget_for(raw)
        assert result["critical_recall"] is not None

    title = "pytest@2 at 50 %, cap 2 KB"
    assert comparison.titles == [VERSION, title]
    shown = client.get(f"/lab/{comparison.pk}/").content.decode()
    assert f"<p hx-disable>{VERSION} vs {title} ·" in shown
    assert f'<tr data-version="{budgeted}"><th>{title}</th>' in shown
    assert f'<td class="budget">{chosen.budget_for(raw)}</td>' in shown
    drawn = figures(shown)
    for chart in ("recall", "families", "sizes"):
        assert [trace["name"] for trace in drawn[chart]["data"]] == [VERSION, title]
    assert f"{VERSION} vs {title}" in client.get("/lab/").content.decode()


def _set() -> dict[str, Any]:
    return {"share": BUDGET["share"], "budget": BUDGET["cap"]}


def test_a_comparison_of_versions_only_still_renders(people: People) -> None:
    comparison = _saved_comparison(people.owner, summary="from before budgets")
    assert comparison.titles == ["pytest@1", "pytest@2"]
    page = client_for(people.owner).get(f"/lab/{comparison.pk}/").content.decode()
    assert '<tr data-version="pytest@1"><th>pytest@1</th>' in page
    assert "<p hx-disable>pytest@1 vs pytest@2 ·" in page
    assert [trace["name"] for trace in figures(page)["sizes"]["data"]] == ["pytest@1", "pytest@2"]
