"""The run page's "Where the time went" chart: the data runs.time_chart puts in the page
(each step's model, tool and review seconds, its error and pause marks, the check), the
same seconds on each step article for the live chart, and bars summed in buckets past
BUCKET_OVER steps with one GROUP BY, kept for a finished run."""

from __future__ import annotations

import json
import re
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from runs.consumers import _steps
from runs.models import Approval, ApprovalStatus, Run, Status, Step
from runs.rendering import step_message
from runs.synthetic import long_run
from runs.time_chart import BARS, BUCKET_OVER
from tests.web.conftest import People, client_for

pytestmark = pytest.mark.django_db
RUN = json.loads((Path(__file__).parent / "data" / "time_chart" / "run.json").read_text())


def _timed_run(people: People) -> Run:
    """The run of data/time_chart/run.json, with its steps' seconds, errors, pause, check."""
    run = long_run(people.owner, len(RUN["steps"]))
    for step in RUN["steps"]:
        run.steps.filter(index=step["index"]).update(
            model_latency=step["model"], tool_latency=step["tool"], is_error=step["error"]
        )
    for pause in RUN["pauses"]:
        _pause(run, pause["step"], waited=pause["waited"])
    run.check_result = RUN["check"]
    run.review_seconds = sum(pause["waited"] for pause in RUN["pauses"])
    run.save()
    return run


def _pause(run: Run, index: int, *, waited: float | None) -> Approval:
    """A call of step `index` that paused; decided `waited` seconds later (None: pending)."""
    approval = Approval.objects.create(
        run=run,
        call_id=f"call-{index}",
        step_index=index,
        kind="tainted_write",
        tool="write_file",
        arguments={"path": "x"},
        reason="tainted context",
    )
    paused_at = timezone.now() - timedelta(hours=1)
    decided = {} if waited is None else {"status": ApprovalStatus.APPROVED}
    decided_at = None if waited is None else paused_at + timedelta(seconds=waited)
    Approval.objects.filter(pk=approval.pk).update(
        created_at=paused_at, decided_at=decided_at, **decided
    )
    return approval


def _chart(html: str) -> dict[str, Any]:
    found = re.search(r'<script id="time-chart-data" type="application/json">(.*?)</script>', html)
    assert found, "the page embeds the chart's data"
    data: dict[str, Any] = json.loads(found.group(1))
    return data


def _page(people: People, run: Run) -> str:
    response = client_for(people.teammate).get(run.get_absolute_url())
    assert response.status_code == 200
    return response.content.decode()


def test_it_splits_each_steps_time_into_model_tool_and_review(people: People):
    data = _chart(_page(people, _timed_run(people)))
    assert data["bucket"] == 1 and data["steps"] == 5
    assert data["index"] == [0, 1, 2, 3, 4]
    assert data["model"] == [step["model"] for step in RUN["steps"]]
    assert data["tool"] == [step["tool"] for step in RUN["steps"]]
    assert data["review"] == [0, 0, 42.5, 0, 0], "the pause's wait counts on its own step"


def test_it_marks_errors_pauses_and_the_check(people: People):
    data = _chart(_page(people, _timed_run(people)))
    assert data["errors"] == [0, 1, 0, 1, 0]
    assert data["paused"] == [0, 0, 1, 0, 0]
    assert data["check"] == {"passed": False, "seconds": 4.5, "label": "check failed"}
    assert data["live"] is False, "a finished run's chart does not grow"


def test_a_pending_pause_counts_until_now(people: People):
    run = long_run(people.owner, 3)
    _pause(run, 2, waited=None)
    Run.objects.filter(pk=run.pk).update(status=Status.AWAITING_APPROVAL)
    data = _chart(_page(people, run))
    assert 3590 < data["review"][2] < 3700, "an hour and counting"
    assert data["live"] is True


def test_a_call_waiting_now_gets_a_bar_of_its_own_until_its_step_commits(people: People):
    """The paused call's step has no row until a reviewer decides: the chart gets its
    index and the wait so far, for the page to grow; a run not paused has none."""
    run = long_run(people.owner, 3)
    _pause(run, 3, waited=None)
    assert _chart(_page(people, run))["pending"] is None, "a finished run waits for nobody"
    Run.objects.filter(pk=run.pk).update(status=Status.AWAITING_APPROVAL)
    data = _chart(_page(people, run))
    assert data["pending"]["index"] == 3 and 3590 < data["pending"]["seconds"] < 3700
    assert data["index"] == [0, 1, 2], "no step bar for it yet"


def test_each_step_article_carries_its_seconds_for_the_live_chart(people: People):
    page = _page(people, _timed_run(people))
    article = re.search(r'<article id="step-2"[^>]*>', page)
    assert article is not None
    tag = article.group(0)
    for attribute in (
        'data-model-seconds="2.000"',
        'data-tool-seconds="0.500"',
        'data-review-seconds="42.500"',
    ):
        assert attribute in tag
    assert "data-error" not in tag
    assert "data-error" in re.search(r'<article id="step-1"[^>]*>', page).group(0)  # type: ignore[union-attr]


def test_a_live_step_message_carries_its_review_wait(people: People):
    run = _timed_run(people)
    step = Step.objects.get(run=run, index=2)  # as the sink has it: no annotations
    html = step_message(step, run)["html"]
    assert 'data-review-seconds="42.500"' in html
    untimed = step_message(Step.objects.get(run=run, index=1), run)["html"]
    assert 'data-review-seconds="0.000"' in untimed and "data-error" in untimed


def test_a_reconnecting_viewers_backfill_carries_the_review_wait(people: People):
    """The steps a viewer missed come from the database with their pauses, in the same query."""
    run = _timed_run(people)
    with CaptureQueriesContext(connection) as queries:
        chunk = _steps.func(run.pk, 1, None)  # steps 2.. (the sync body the consumer awaits)
    assert [message["index"] for message in chunk] == [2, 3, 4]
    assert 'data-review-seconds="42.500"' in chunk[0]["html"]
    assert len(queries) == 2, "the steps and their pauses in one query, their artifacts"


def test_over_the_threshold_bars_sum_buckets_of_steps(people: People):
    steps = BUCKET_OVER + 500
    run = long_run(people.owner, steps)
    run.steps.filter(index__in=[4, 5]).update(is_error=True)
    _pause(run, 7, waited=10.0)
    Run.objects.filter(pk=run.pk).update(review_seconds=10.0)
    cache.clear()
    page = _page(people, run)
    data = _chart(page)
    size = -(-steps // BARS)
    assert data["bucket"] == size == 3 and data["live"] is False
    assert len(data["index"]) == -(-steps // size) and data["index"][:3] == [0, 3, 6]
    assert data["model"][0] == pytest.approx(3 * 0.4) and data["tool"][0] == pytest.approx(0.03)
    assert data["errors"][:3] == [0, 2, 0] and data["paused"][:3] == [0, 0, 1]
    assert data["review"][2] == 10.0
    assert f"{steps} steps: each bar sums 3 consecutive steps" in page
    assert "does not grow live" in page


def test_a_finished_runs_buckets_are_summed_once(people: People):
    run = long_run(people.owner, BUCKET_OVER + 1)
    cache.clear()
    client = client_for(people.owner)
    with CaptureQueriesContext(connection) as first:
        client.get(run.get_absolute_url())
    with CaptureQueriesContext(connection) as again:
        client.get(run.get_absolute_url())
    sums = 'SUM("runs_step"."model_latency")'
    grouped = [q["sql"] for q in first.captured_queries if sums in q["sql"]]
    assert len(grouped) == 1 and "GROUP BY" in grouped[0], "one GROUP BY over the run's steps"
    assert len(again) == len(first) - 1
    assert not any(sums in q["sql"] for q in again.captured_queries)


def test_up_to_the_threshold_one_bar_per_step(people: People):
    run = long_run(people.owner, BUCKET_OVER)
    data = _chart(_page(people, run))
    assert data["bucket"] == 1 and len(data["index"]) == BUCKET_OVER


def test_an_outsider_sees_neither_the_page_nor_its_chart(people: People):
    run = _timed_run(people)
    response = client_for(people.outsider).get(run.get_absolute_url())
    assert response.status_code == 404
    assert b"time-chart-data" not in response.content


def test_a_run_without_steps_shows_no_chart_until_it_is_live(people: People):
    run = long_run(people.owner, 0)
    assert "time-chart" not in _page(people, run)
    Run.objects.filter(pk=run.pk).update(status=Status.RUNNING)
    assert 'id="time-chart-data"' in _page(people, run)
