"""The insights page over real runs: scripted scenarios played by the real worker.

`recovery` calls an unknown tool (web_search), the calculator with a wrong
argument name, then the calculator again with the right one: three calls,
two failures, one retry. `fix-failing-tests` makes four calls that all
succeed (run_tests, read_file, write_file, run_tests).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import plotly
import pytest
from django.contrib.auth.models import Group, User
from django.test import Client
from playwright.sync_api import Browser, ConsoleMessage
from pytest_django.fixtures import DjangoAssertNumQueries, Settings

from harness.learning import credible_interval
from insights.services import DEFAULT_RUNS, MAX_RUNS, insights_for, run_limit
from reviews.annotations import annotate
from runs.models import Run, Status, Step
from runs.services import launch_run
from tests.web.conftest import People, Worker, client_for, log_in, scripted, wait_for_run

pytestmark = pytest.mark.django_db(transaction=True)
CHARTS = ["competence", "reward", "retries", "tokens", "packets", "latency"]


def finished(user: User, scenario: str) -> Run:
    """A run of the scenario, played to its end by the worker (its goal is the scenario's):
    `succeeded` where the scenario has a check (it passes), `answered` where it has none."""
    config = scripted(scenario)
    run = wait_for_run(launch_run(user=user, goal="", config=config).pk)
    assert run.status == (Status.SUCCEEDED if config.check else Status.ANSWERED), run.error
    return run


def figures(page: str) -> dict[str, Any]:
    """The figures a page embeds, by chart key, read back from their json_script blocks."""
    found = re.findall(r'<script id="figure-(\w+)" type="application/json">(.*?)</script>', page)
    return {key: json.loads(text) for key, text in found}


def test_it_computes_the_numbers_of_runs_whose_outcomes_are_known(
    people: People, celery_worker: Worker, settings: Settings
):
    recovery = finished(people.owner, "recovery")
    fix = finished(people.owner, "fix-failing-tests")
    found = insights_for(people.owner)

    assert [r.run_id for r in found.runs] == [recovery.pk, fix.pk], "oldest first"
    first, second = found.runs
    assert (first.task_type, second.task_type) == ("compute", "fix-tests")
    assert [(r.tool, r.ok, r.is_retry) for r in first.records] == [
        ("web_search", False, False),
        ("calculator", False, False),
        ("calculator", True, True),
    ]
    assert (first.reward.retries, second.reward.retries) == (1, 0)
    # the library's default weights, unrated: (0.5*s + 0.2/n) * 1.0/0.7 - 0.2*retries/n
    assert first.reward.reward == pytest.approx((0.5 / 3 + 0.2 / 3) / 0.7 - 0.2 / 3)
    assert second.reward.reward == pytest.approx((0.5 + 0.2 / 4) / 0.7)
    assert (first.tokens_in, first.tokens_out) == (recovery.tokens_in, recovery.tokens_out)
    assert second.tokens_in > 0 and second.tokens_out > 0

    by_tool = {(s.tool, s.task_type): s for s in found.standings}
    calculator = by_tool[("calculator", "compute")]
    assert (calculator.alpha, calculator.beta, calculator.calls) == (2, 2, 2)
    assert (calculator.low, calculator.high) == pytest.approx(credible_interval(2, 2))
    assert by_tool[("web_search", "compute")].competence == pytest.approx(1 / 3)
    assert by_tool[("run_tests", "fix-tests")].competence == pytest.approx(3 / 4)
    assert found.task_types == ["compute", "fix-tests"]

    pytest_bytes = found.packets["pytest"]
    assert pytest_bytes.packets == 1 and 0 < pytest_bytes.packet < pytest_bytes.raw, "cut"
    # the calculator's answer, then read_file, write_file and the passing run_tests
    assert found.packets["passthrough"].packets == 4
    assert (
        sum(f.packets for f in found.packets.values())
        == Step.objects.filter(packet__isnull=False).count()
    )
    assert len(found.latencies["calculator"]) == 2 and len(found.latencies["run_tests"]) == 2

    only_compute = insights_for(people.owner, task="compute")
    assert [r.run_id for r in only_compute.runs] == [recovery.pk]
    assert {s.task_type for s in only_compute.standings} == {"compute"}
    assert only_compute.task_types == ["compute", "fix-tests"], "the filter's choices stay"
    assert set(only_compute.packets) == {"passthrough"}

    settings.LOOPGLASS_REWARD_WEIGHTS = {"retry": 1.0}
    heavier = insights_for(people.owner).runs[0].reward
    assert heavier.reward == pytest.approx((0.5 / 3 + 0.2 / 3) / 0.7 - 1.0 / 3)


def test_it_shows_a_team_its_own_runs_only(people: People, celery_worker: Worker):
    mine = finished(people.owner, "recovery")
    theirs = finished(people.outsider, "recovery")

    for user, seen, unseen in [
        (people.teammate, mine, theirs),
        (people.outsider, theirs, mine),
    ]:
        page = client_for(user).get("/insights/").content.decode()
        retries = figures(page)["retries"]["data"][0]
        assert retries["x"] == [f"#{seen.pk}"], f"{user} sees one run: their team's"
        assert f'"run {unseen.pk}: ' not in page and f'"#{unseen.pk}"' not in page

    anonymous = Client().get("/insights/")
    assert anonymous.status_code == 302 and anonymous["Location"].startswith("/accounts/login/")


def test_it_reads_the_runs_in_a_bounded_number_of_queries(
    people: People, celery_worker: Worker, django_assert_max_num_queries: DjangoAssertNumQueries
):
    for scenario in ["recovery", "fix-failing-tests", "recovery"]:
        finished(people.owner, scenario)
    client = client_for(people.owner)
    # the teams, the runs, their events, packet steps and step labels: however many runs
    with django_assert_max_num_queries(5):
        assert len(insights_for(people.owner).runs) == 3
    # and the page adds the session and the user, and the costs (the teams, one sum)
    with django_assert_max_num_queries(10):
        page = client.get("/insights/").content.decode()
    assert len(figures(page)["reward"]["data"][0]["y"]) == 3

    latest = client.get("/insights/", {"runs": "1"}).content.decode()
    assert len(figures(latest)["reward"]["data"][0]["y"]) == 1


def test_it_bounds_the_number_of_runs():
    assert run_limit(None) == DEFAULT_RUNS == 200
    assert run_limit("50") == 50
    assert run_limit("100000") == MAX_RUNS == 1000
    assert run_limit("0") == 1
    assert run_limit("many") == DEFAULT_RUNS


def test_it_says_so_when_there_are_no_runs_yet(people: People):
    page = client_for(people.owner).get("/insights/").content.decode()
    assert "No ended runs" in page
    assert "plotly-chart" not in page and "plotly.min.js" not in page


def test_it_serves_plotly_js_from_the_package_and_no_cdn(people: People, celery_worker: Worker):
    finished(people.owner, "recovery")
    client = client_for(people.owner)
    page = client.get("/insights/").content.decode()
    [src] = re.findall(r'<script src="(/insights/plotly\.min\.js[^"]*)"', page)
    # Every script and sheet comes from this server: a relative path, never a host. (A
    # check for the letters "cdn" anywhere once failed on a random CSRF token.)
    sources = re.findall(r'<(?:script|link)\b[^>]*\b(?:src|href)="([^"]*)"', page)
    assert sources and all(s.startswith("/") and not s.startswith("//") for s in sources)
    assert sorted(figures(page)) == sorted(CHARTS)

    script = client.get(src)
    assert script.status_code == 200
    assert script["Content-Type"].startswith("text/javascript")
    assert "immutable" in script["Cache-Control"]
    body = script.content
    assert body == (Path(plotly.__file__).parent / "package_data" / "plotly.min.js").read_bytes()
    [css] = re.findall(r'<link id="plotly.js-style-global" class="no-inline-styles" '
                       r'rel="stylesheet" href="(/insights/plotly\.css[^"]*)"', page)  # fmt: skip
    sheet = client.get(css)
    assert sheet["Content-Type"].startswith("text/css")
    assert ".js-plotly-plot .plotly .main-svg {position:absolute;" in sheet.content.decode()
    zipped = client.get(src, headers={"Accept-Encoding": "gzip"})
    assert zipped["Content-Encoding"] == "gzip" and len(zipped.content) < len(body) / 2


def _console_errors(message: ConsoleMessage) -> list[str]:
    # The project has no favicon; the browser's request for one is not the page's doing.
    favicon = message.location.get("url", "").endswith("/favicon.ico")
    return [message.text] if message.type == "error" and not favicon else []


def test_it_draws_every_chart_with_its_traces(
    people: People, celery_worker: Worker, asgi_server: str, browser: Browser
):
    finished(people.owner, "recovery")
    finished(people.owner, "fix-failing-tests")
    expected = {
        "competence": 2,  # a series per task type: compute, fix-tests
        "reward": 1,
        "retries": 1,
        "tokens": 2,  # in and out
        "packets": 2,  # raw and packet bytes
        "latency": 5,  # web_search, calculator, run_tests, read_file, write_file
    }
    page = browser.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.on("console", lambda m: problems.extend(_console_errors(m)))
    page.on(
        "response", lambda r: problems.append(f"{r.status} {r.url}") if r.status >= 400 else None
    )
    log_in(page, asgi_server, "alice", "/insights/")

    for key, traces in expected.items():
        page.wait_for_selector(f"#chart-{key} .main-svg", timeout=20_000)
        drawn = page.evaluate(f"document.getElementById('chart-{key}').data.length")
        groups = page.locator(f"#chart-{key} .cartesianlayer .trace").count()
        assert (drawn, groups) == (traces, traces), key
    # plotly.js's own stylesheet came from our origin (its layers stack), not an inline <style>
    position = "getComputedStyle(document.querySelector('#chart-reward .main-svg')).position"
    assert page.evaluate(position) == "absolute"
    assert problems == [], "no script error, no CSP refusal, no missing file"
    page.close()


def test_the_run_comparison_draws_its_context_chart(
    people: People, celery_worker: Worker, asgi_server: str, browser: Browser
):
    source = finished(people.owner, "recovery")
    page = browser.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    log_in(page, asgi_server, "alice", f"/runs/compare?a={source.pk}&b={source.pk}")
    page.wait_for_selector("#chart-context .main-svg", timeout=20_000)
    assert page.evaluate("document.getElementById('chart-context').data.length") == 2
    assert page.locator("#chart-context .cartesianlayer .trace").count() == 2
    assert problems == []
    page.close()


def test_reviewers_step_labels_are_the_runs_satisfaction(people: People, celery_worker: Worker):
    """Two steps labelled good and one bad: satisfaction 2/3 enters the reward at weight 0.3."""
    run = finished(people.owner, "recovery")
    people.teammate.groups.add(Group.objects.get(name="reviewer"))
    steps = list(Step.objects.filter(run=run).order_by("index"))
    for step, verdict in zip(steps, ["good", "good", "bad"], strict=False):
        annotate(step=step, user=people.teammate, verdict=verdict)
    with_packet = next(step for step in steps if step.packet)
    annotate(step=with_packet, user=people.teammate, verdict="missing_evidence", lines="1")
    rated = insights_for(people.owner).runs[0].reward
    assert rated.satisfaction == pytest.approx(2 / 3), "missing evidence is not a rating"
    assert rated.reward == pytest.approx(0.5 / 3 + 0.2 / 3 + 0.3 * 2 / 3 - 0.2 / 3)
