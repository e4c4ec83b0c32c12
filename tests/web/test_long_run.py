"""A run of 100,000 steps: the run page shows a page of the timeline at a time, pages
back and forth and to any step, and its query count does not grow with the run."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from io import StringIO
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.core.cache import cache
from django.core.management import CommandError, call_command
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from runs.consumers import BACKFILL_CHUNK, _steps
from runs.models import Run, Status
from runs.synthetic import long_run
from runs.timeline import PAGE
from tests.web.conftest import People, client_for

pytestmark = pytest.mark.django_db
STEPS = 100_000


@dataclass(frozen=True)
class Huge:
    run: Run
    owner: User
    teammate: User


@pytest.fixture(scope="module")
def huge(django_db_setup: None, django_db_blocker: Any) -> Iterator[Huge]:
    """One 100,000-step run for the module (writing it takes seconds), owned by a team of two."""
    with django_db_blocker.unblock():
        owner = User.objects.create_user("hugo-owner")
        teammate = User.objects.create_user("hugo-teammate")
        run = long_run(owner, STEPS)
        run.team.members.add(teammate)
    yield Huge(run, owner, teammate)
    with django_db_blocker.unblock():
        run.team.delete()
        User.objects.filter(pk__in=[owner.pk, teammate.pk]).delete()


def _indices(html: str) -> list[int]:
    return [int(i) for i in re.findall(r'data-step-index="(\d+)"', html)]


def _get(client: Client, url: str, **params: object) -> tuple[str, int]:
    """The page's HTML and how many database queries it took."""
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url, params)
    assert response.status_code == 200, response.content[:500]
    return response.content.decode(), len(queries)


def test_it_shows_the_last_page_of_a_huge_run_with_a_button_for_earlier_steps(huge: Huge):
    page, _ = _get(client_for(huge.teammate), huge.run.get_absolute_url())
    assert _indices(page) == list(range(STEPS - PAGE, STEPS))
    assert f'hx-get="/runs/{huge.run.pk}/steps/?before={STEPS - PAGE}"' in page
    assert "data-page-later" not in page, "the last page has nothing after it"
    assert "ws-connect" not in page, "a finished run has no live stream"


def test_its_query_count_does_not_grow_with_the_run(huge: Huge):
    small = long_run(huge.owner, 10)  # with packets, as the huge run has
    client = client_for(huge.owner)
    _, small_queries = _get(client, small.get_absolute_url())
    cache.clear()  # the huge run's chart summed anew (runs.time_chart keeps a finished run's)
    _, huge_queries = _get(client, huge.run.get_absolute_url())
    assert huge_queries == small_queries <= 10, "the chart: one query for either run"
    _, warm_queries = _get(client, huge.run.get_absolute_url())
    assert warm_queries == huge_queries - 1, "its buckets summed once"
    _, middle_queries = _get(client, huge.run.get_absolute_url(), step=50_000)
    assert middle_queries == warm_queries + 1, "a page around a step: one query each side"
    _, earlier_queries = _get(client, f"/runs/{huge.run.pk}/steps/", before=50_000)
    _, small_earlier_queries = _get(client, f"/runs/{small.pk}/steps/", before=5)
    assert earlier_queries == small_earlier_queries <= 8


def test_a_viewers_backfill_looks_up_expired_artifacts_once_a_chunk(huge: Huge):
    """A viewer who reconnects is sent the steps it missed, BACKFILL_CHUNK at a time: two
    queries a chunk (the steps, their packets' expired artifacts), not one more per packet."""
    with CaptureQueriesContext(connection) as queries:
        chunk = _steps.func(huge.run.pk, -1, None)  # the sync body the consumer awaits
    packets = sum('class="packet' in message["html"] for message in chunk)
    assert len(chunk) == BACKFILL_CHUNK and packets >= BACKFILL_CHUNK // 10
    assert len(queries) == 2


def test_it_pages_back_and_forth_through_the_timeline(huge: Huge):
    client = client_for(huge.owner)
    url = f"/runs/{huge.run.pk}/steps/"
    earlier, _ = _get(client, url, before=STEPS - PAGE)
    assert _indices(earlier) == list(range(STEPS - 2 * PAGE, STEPS - PAGE))
    assert f"?before={STEPS - 2 * PAGE}" in earlier and "<html" not in earlier
    first, _ = _get(client, url, before=PAGE)
    assert _indices(first) == list(range(PAGE)) and "data-page-earlier" not in first
    later, _ = _get(client, url, after=PAGE - 1)
    assert _indices(later) == list(range(PAGE, 2 * PAGE)) and f"?after={2 * PAGE - 1}" in later
    last, _ = _get(client, url, after=STEPS - PAGE - 1)
    assert _indices(last)[-1] == STEPS - 1 and "data-page-later" not in last


def test_a_link_to_one_step_opens_the_page_that_holds_it(huge: Huge):
    client = client_for(huge.owner)
    page, _ = _get(client, huge.run.step_url(50_000).split("#")[0])
    indices = _indices(page)
    assert indices == list(range(50_000 - PAGE // 2, 50_000 + PAGE // 2))
    assert "data-page-earlier" in page and "data-page-later" in page
    for step in (0, STEPS - 1, STEPS + 5):  # the first, the last, past the end
        shown = _indices(_get(client, huge.run.get_absolute_url(), step=step)[0])
        assert len(shown) == PAGE and (min(step, STEPS - 1) in shown)


def test_it_refuses_a_page_request_without_one_anchor(people: People, huge: Huge):
    client = client_for(huge.owner)
    url = f"/runs/{huge.run.pk}/steps/"
    for params in [{}, {"before": "1", "after": "2"}, {"before": "x"}, {"after": "-1"}]:
        response = client.get(url, params)
        assert response.status_code == 400, params
        assert b"before=<step index> or after=<step index>" in response.content
    outsider = client_for(people.outsider).get(url, {"before": 10})
    assert outsider.status_code == 404, "an outsider cannot page through another team's run"
    bad_step = client.get(huge.run.get_absolute_url(), {"step": "<script>"})
    assert bad_step.status_code == 200 and _indices(bad_step.content.decode())[-1] == STEPS - 1


def test_an_active_run_streams_only_on_the_page_that_shows_its_end(people: People):
    run = long_run(people.owner, 3 * PAGE)
    Run.objects.filter(pk=run.pk).update(status=Status.RUNNING)
    client = client_for(people.owner)
    tail, _ = _get(client, run.get_absolute_url())
    assert f'ws-connect="/ws/runs/{run.pk}/?after={3 * PAGE - 1}"' in tail
    middle, _ = _get(client, run.get_absolute_url(), step=PAGE)
    assert "ws-connect" not in middle and "latest page" in middle


def test_seed_long_run_writes_a_run_to_look_at(people: People):
    out = StringIO()
    call_command("seed_long_run", "alice", "--steps", "7", stdout=out)
    run = Run.objects.get(created_by=people.owner)
    assert run.step_count == 7 and list(run.steps.values_list("index", flat=True)) == [*range(7)]
    assert out.getvalue().startswith(f"run {run.pk}: 7 steps at /runs/{run.pk}/")
    with pytest.raises(CommandError, match="no user named 'nobody'"):
        call_command("seed_long_run", "nobody")
    with pytest.raises(CommandError, match="at least 1"):
        call_command("seed_long_run", "alice", "--steps", "0")
