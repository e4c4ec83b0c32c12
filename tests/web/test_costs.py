"""Costs: an endpoint's prices (the command, the admin), written into a run's config at
launch, a step's and a run's cost recorded as steps commit (on the real worker), a budget
that stops a run with `budget` before the call that would pass it, and the pages and the
API showing them.

What was tried: prices that are negative, not numbers, too precise, half set, for a model
the endpoint does not list; a budget on a model with no price and on a scenario; a budget
the second call would pass; a price changed after a launch.
"""

from __future__ import annotations

import re
from datetime import timedelta
from decimal import Decimal
from io import StringIO
from typing import Any

import pytest
from asgiref.sync import sync_to_async
from django.contrib.auth.models import User
from django.core.exceptions import ValidationError
from django.core.management import call_command
from django.core.management.base import CommandError
from django.utils import timezone

from accounts.services import team_for
from harness.agent.budget import Prices
from harness.backends.base import estimate_tokens
from insights.charts import cost_chart
from insights.costs import costs_for
from runs.models import Endpoint, Run, Status
from tests.harness.openai_server import OpenAIServer, Reply
from tests.web.conftest import People, Worker, client_for, staff_user, wait_for_run
from tests.web.test_consumer import _connect
from tests.web.test_endpoints import endpoints, launch, register

pytestmark = pytest.mark.django_db
ANSWER = [
    Reply(text=' Use it.\nAction: calculator\nAction Input: {"expression": "6 * 7"}'),
    Reply(text=" It says 42.\nFinal Answer: 42"),
]
"""Each reply's usage is the server's default: 12 tokens in, 3 out."""
PRICE_IN, PRICE_OUT = Decimal("1.5"), Decimal("1000")
STEP_COST = Decimal("0.003018")
"""12 tokens at $1.5 and 3 at $1000, per million."""


def priced(people: People, base_url: str = "http://models.internal/v1", **fields: Any) -> None:
    register(people, base_url, allowed_models="m", price_in=PRICE_IN, price_out=PRICE_OUT, **fields)


# -- prices: the command and the admin -----------------------------------------------------


def test_the_command_adds_prices_and_lists_them(people: People) -> None:
    base = ["add", "local", "--team", "alpha", "--base-url", "http://m.internal/v1"]
    prices = ["--price-in", "0.15", "--price-out", "0.6", "--model-price", "big=2.5,10"]
    endpoints(*base, "--models", "small,big", *prices)
    endpoint = Endpoint.objects.get()
    assert (endpoint.price_in, endpoint.price_out) == (Decimal("0.15"), Decimal("0.6"))
    assert endpoint.prices_for("small") == Prices(
        price_in=Decimal("0.15"), price_out=Decimal("0.6")
    )
    assert endpoint.prices_for("big") == Prices(price_in=Decimal("2.5"), price_out=Decimal(10))
    listed = endpoints("list", "--team", "alpha")
    assert listed.rstrip().endswith("$0.15 in, $0.6 out per 1M tokens; big $2.5 in, $10 out")
    endpoints("add", "bare", "--team", "alpha", "--base-url", "http://m.internal/v1")
    assert "bare\thttp://m.internal/v1" in (listed := endpoints("list"))
    assert listed.splitlines()[0].endswith("\tno price set")  # bare sorts first
    assert Endpoint.objects.get(name="bare").prices_for("any") is None


def test_the_price_command_changes_prices_on_an_endpoint(people: People) -> None:
    register(people, allowed_models="small,big")
    said = endpoints("price", "local", "--team", "alpha", "--price-in", "1", "--price-out", "2")
    assert "priced local (alpha): $1 in, $2 out per 1M tokens" in said
    endpoints("price", "local", "--team", "alpha", "--model-price", "big=3,4")
    assert Endpoint.objects.get().model_prices == {"big": {"in": "3", "out": "4"}}
    endpoints("price", "local", "--team", "alpha", "--unprice-model", "big")
    assert Endpoint.objects.get().model_prices == {}
    with pytest.raises(CommandError, match="team alpha has no endpoint 'other'"):
        endpoints("price", "other", "--team", "alpha", "--price-in", "1")


@pytest.mark.parametrize(
    ("flags", "problem"),
    [
        (["--price-in", "-1", "--price-out", "1"], "--price-in is a number from 0, not '-1'"),
        (["--price-in", "cheap", "--price-out", "1"], "--price-in is a number of dollars"),
        (["--price-in", "NaN", "--price-out", "1"], "--price-in is a number from 0"),
        (["--price-in", "0.0000001", "--price-out", "1"], "at most 6 decimal places"),
        (["--price-in", "1"], "set both prices, in and out, or neither"),
        (["--model-price", "m=1"], "'m=1' is not NAME=IN,OUT"),
        (["--model-price", "m=1,x"], "the out price of m is a number of dollars"),
        (["--model-price", "m=-2,1"], "the in price of m is a number from 0"),
        (["--models", "a", "--model-price", "b=1,1"], "not models of this endpoint: ['b']"),
    ],
)
def test_the_command_refuses_prices_that_are_not_valid(
    people: People, flags: list[str], problem: str
) -> None:
    base = ["add", "local", "--team", "alpha", "--base-url", "http://m.internal/v1"]
    with pytest.raises(CommandError, match=problem.replace("[", r"\[").replace("]", r"\]")):
        endpoints(*base, *flags)
    assert not Endpoint.objects.exists()


@pytest.mark.parametrize(
    ("prices", "problem"),
    [
        ([], "prices per model are a JSON object"),
        ({"m": 1}, 'the price of m is {"in": .., "out": ..}'),
        ({"m": {"in": "1"}}, 'the price of m is {"in": .., "out": ..}'),
        ({"m": {"in": True, "out": 1}}, "the in price of m is a number, not True"),
        ({"m": {"in": "-1", "out": 1}}, "the in price of m is a number from 0"),
        ({"bad name": {"in": 1, "out": 1}}, "is not a model name"),
    ],
)
def test_prices_per_model_are_checked(people: People, prices: Any, problem: str) -> None:
    endpoint = Endpoint(team=team_for(people.owner), name="x", base_url="http://m/v1")
    endpoint.model_prices = prices
    with pytest.raises(ValidationError) as raised:
        endpoint.full_clean()
    assert problem in " ".join(raised.value.messages)


def test_the_admin_sets_prices_checked_as_the_command_checks_them(people: People) -> None:
    staff = client_for(staff_user())
    form = {
        "team": team_for(people.owner).pk,
        "name": "paid",
        "base_url": "http://models.internal/v1",
        "extra": "{}",
        "success_check": "[]",
        "timeout": "60",
        "max_retries": "3",
        "constrain": "none",
        "react_api": "chat",
        "server": "llama.cpp",
        "model_prices": "{}",
    }
    refused = staff.post("/admin/runs/endpoint/add/", form | {"price_in": "-1", "price_out": "1"})
    assert refused.status_code == 200 and b"greater than or equal to 0" in refused.content
    half = staff.post("/admin/runs/endpoint/add/", form | {"price_in": "1"})
    assert half.status_code == 200 and b"set both prices, in and out, or neither" in half.content
    added = staff.post("/admin/runs/endpoint/add/", form | {"price_in": "0.4", "price_out": "1.6"})
    assert added.status_code == 302
    assert Endpoint.objects.get().prices_for("m") == Prices(
        price_in=Decimal("0.4"), price_out=Decimal("1.6")
    )


# -- launching: prices written into the config, a budget checked --------------------------


def test_a_launch_writes_the_prices_into_the_config_and_keeps_them(people: People) -> None:
    priced(people, model_prices={"m": {"in": "2", "out": "8"}})
    response = launch(people.owner, {"goal": "g", "endpoint": "local", "max_cost": "0.05"})
    assert response.status_code == 201, response.content
    run = Run.objects.get()
    assert run.config["backend"]["prices"] == {"price_in": "2", "price_out": "8"}
    assert run.config["max_cost"] == "0.05" and run.cost == 0
    Endpoint.objects.update(model_prices={}, price_in=9, price_out=9)  # a later change
    run.refresh_from_db()
    assert run.config["backend"]["prices"] == {"price_in": "2", "price_out": "8"}


def test_a_run_with_no_price_has_no_cost_not_a_cost_of_zero(people: People) -> None:
    register(people, allowed_models="m")
    assert launch(people.owner, {"goal": "g", "endpoint": "local"}).status_code == 201
    run = Run.objects.get()
    assert run.cost is None and "prices" not in run.config["backend"]
    page = client_for(people.owner).get(run.get_absolute_url()).content.decode()
    assert "cost: no price set" in page and "$0.00" not in page


@pytest.mark.parametrize(
    "body",
    [
        {"goal": "g", "endpoint": "local", "max_cost": 0.05},
        {"scenario": "recovery", "max_cost": 0.05},
    ],
)
def test_a_budget_on_a_model_with_no_price_is_refused(people: People, body: Any) -> None:
    register(people, allowed_models="m")
    response = launch(people.owner, body)
    assert response.status_code == 422, response.content
    assert "so a budget cannot be checked" in response.json()["detail"]
    assert not Run.objects.exists()


@pytest.mark.parametrize("budget", [0, -1, "much", "1e999"])
def test_a_budget_that_is_not_an_amount_is_refused(people: People, budget: Any) -> None:
    priced(people)
    response = launch(people.owner, {"goal": "g", "endpoint": "local", "max_cost": budget})
    assert response.status_code == 422, response.content
    assert "max_cost" in response.json()["detail"]


def test_the_form_and_the_command_take_a_budget(people: People) -> None:
    priced(people)
    form = {"source": "endpoint", "endpoint": "local", "goal": "g", "channel": "react"}
    form |= {"max_steps": "5", "termination": "last_tool", "max_cost": "0.25"}
    response = client_for(people.owner).post("/runs/new/", form)
    assert response.status_code == 302, response.context["form"].errors
    assert Run.objects.get().config["max_cost"] == "0.25"
    Endpoint.objects.update(price_in=None, price_out=None)
    refused = client_for(people.owner).post("/runs/new/", form)
    assert "so a budget cannot be checked" in refused.context["form"].errors["max_cost"][0]
    with pytest.raises(CommandError, match="so a budget cannot be checked"):
        args = ["--endpoint", "local", "--goal", "g", "--user", "alice", "--max-cost", "1"]
        call_command("launch", *args, stdout=StringIO())


def test_a_replay_of_a_budgeted_run_has_no_budget_and_no_cost(people: People) -> None:
    """A replay calls no model: its replies are recorded ones, so it costs nothing known."""
    priced(people)
    response = launch(people.owner, {"goal": "g", "endpoint": "local", "max_cost": "0.05"})
    source = Run.objects.get(pk=response.json()["id"])
    Run.objects.filter(pk=source.pk).update(status=Status.STOPPED, stopped_reason="budget")
    replayed = client_for(people.owner).post(
        f"/api/runs/{source.pk}/replay", "{}", "application/json"
    )
    assert replayed.status_code == 201, replayed.content
    replay = Run.objects.get(pk=replayed.json()["id"])
    assert replay.config["max_cost"] is None and replay.cost is None
    assert replay.config["backend"]["source"]["prices"] == {"price_in": "1.5", "price_out": "1000"}


# -- on the worker: cost per step and run, and the budget stop ----------------------------


@pytest.mark.django_db(transaction=True)
def test_a_run_records_each_steps_cost_and_their_sum(people: People, celery_worker: Worker) -> None:
    with OpenAIServer() as server:
        server.script(*ANSWER)
        priced(people, base_url=server.base_url)
        body = {"goal": "6 * 7?", "endpoint": "local", "tools": ["calculator"], "max_cost": 1}
        response = launch(people.owner, body)
        assert response.status_code == 201, response.content
        run = wait_for_run(response.json()["id"])
    assert run.status == Status.ANSWERED, run.error
    assert [step.cost for step in run.steps.all()] == [STEP_COST, STEP_COST]
    assert run.cost == 2 * STEP_COST
    owner = client_for(people.owner)
    got = owner.get(f"/api/runs/{run.pk}").json()
    assert Decimal(got["cost"]) == 2 * STEP_COST and got["max_cost"] == "1"
    steps = owner.get(f"/api/runs/{run.pk}/steps").json()["steps"]
    assert [Decimal(step["cost"]) for step in steps] == [STEP_COST, STEP_COST]
    page = owner.get(run.get_absolute_url()).content.decode()
    assert "cost $0.00604 of $1.00" in page
    assert page.count('data-step-cost="0.0030180000"') == 2 and "$0.00302" in page


@pytest.mark.django_db(transaction=True)
def test_a_planned_run_counts_its_plan_call_in_its_tokens_and_cost(
    people: People, celery_worker: Worker
) -> None:
    """The plan call is paid for like a step's (12 tokens in, 3 out) but is no step: the
    run's totals hold it, the steps do not."""
    plan = Reply(text="1. Compute 6 * 7 with the calculator\n2. Answer")
    with OpenAIServer() as server:
        server.script(plan, *ANSWER)
        priced(people, base_url=server.base_url)
        body = {"goal": "6 * 7?", "endpoint": "local", "tools": ["calculator"], "plan": True}
        response = launch(people.owner, body)
        assert response.status_code == 201, response.content
        run = wait_for_run(response.json()["id"])
    assert run.status == Status.ANSWERED, run.error
    assert len(server.bodies()) == 3, "the plan, then two steps"
    assert [step.cost for step in run.steps.all()] == [STEP_COST, STEP_COST]
    assert (run.tokens_in, run.tokens_out) == (3 * 12, 3 * 3)
    assert run.cost == 3 * STEP_COST


@pytest.mark.django_db(transaction=True)
def test_a_run_stops_before_the_call_that_would_pass_its_budget(
    people: People, celery_worker: Worker
) -> None:
    budget = Decimal("0.002")  # the first prompt fits; after a reply at $0.003018 nothing does
    with OpenAIServer() as server:
        server.script(*ANSWER)
        priced(people, base_url=server.base_url)
        body = {"goal": "6 * 7?", "endpoint": "local", "tools": ["calculator"]}
        response = launch(people.owner, body | {"max_cost": str(budget)})
        assert response.status_code == 201, response.content
        run = wait_for_run(response.json()["id"])
    sent = server.bodies()
    assert len(sent) == 1, "no model request past the budget"
    assert estimate_tokens(sent[0]["messages"][0]["content"]) * PRICE_IN / 10**6 < budget
    assert (run.status, run.stopped_reason) == (Status.STOPPED, "budget")
    assert "over its budget of $0.002" in run.error
    assert run.step_count == 1 and run.cost == STEP_COST
    page = client_for(people.owner).get(run.get_absolute_url()).content.decode()
    assert "stopped: budget" in page and "cost $0.00302 of $0.002" in page
    listed = client_for(people.owner).get("/api/runs?reason=budget").json()["runs"]
    assert [found["id"] for found in listed] == [run.pk]


RUN_COST = re.compile(r'id="run-status".*?data-cost="([^"]*)"', re.S)


@pytest.mark.django_db(transaction=True)
@pytest.mark.asyncio
async def test_the_status_bar_sent_as_steps_commit_carries_the_cost_so_far(
    people: People, celery_worker: Worker
) -> None:
    """A viewer of the run page is sent the status bar with each step (runs.sink: the row
    the step's UPDATE returned), its cost already counting that step."""
    with OpenAIServer() as server:
        server.script(*(Reply(text=reply.text, delay=1.0) for reply in ANSWER))
        await sync_to_async(priced)(people, base_url=server.base_url)
        body = {"goal": "6 * 7?", "endpoint": "local", "tools": ["calculator"]}
        response = await sync_to_async(launch)(people.owner, body | {"max_cost": "0.05"})
        assert response.status_code == 201, response.content
        communicator = await _connect(response.json()["id"], people.owner)
        bars: list[str] = []
        while "0.0060360000" not in bars:
            message = await communicator.receive_from(timeout=30)
            bars += RUN_COST.findall(message)
        await communicator.disconnect()
    # the bar on connect (and on the run's start: nothing spent), the first step's, the end
    changes = [bar for k, bar in enumerate(bars) if k == 0 or bars[k - 1] != bar]
    assert changes == ["0.0000000000", "0.0030180000", "0.0060360000"]


# -- Insights: per model, team and day, the user's teams only -----------------------------


def spent(owner: User, model: str, cost: str | None, days_ago: int = 0) -> Run:
    """An ended run of `owner`'s team on `model`, launched `days_ago` days ago, that cost
    `cost` (None: its model had no price)."""
    config = {"backend": {"kind": "openai", "base_url": "http://m/v1", "model": model}}
    run = Run.objects.create(
        team=team_for(owner),
        created_by=owner,
        goal="g",
        config=config,
        status=Status.ANSWERED,
        cost=None if cost is None else Decimal(cost),
    )
    launched = timezone.now() - timedelta(days=days_ago)
    Run.objects.filter(pk=run.pk).update(created_at=launched, finished_at=launched)
    return run


def test_insights_sum_costs_per_model_team_and_day_of_the_users_teams(people: People) -> None:
    spent(people.owner, "small", "0.25")
    spent(people.teammate, "small", "0.5", days_ago=1)
    spent(people.owner, "big", "2.125", days_ago=1)
    spent(people.owner, "big", None)  # no price: counted apart
    spent(people.owner, "big", "100", days_ago=40)  # before the page's 30 days
    spent(people.outsider, "small", "7")  # team beta's: not alice's to see

    costs = costs_for(people.owner)
    assert costs.total == Decimal("2.875") and costs.unpriced == 1
    assert [(r.name, r.runs, r.cost) for r in costs.by_model()] == [
        ("big", 1, Decimal("2.125")),
        ("small", 2, Decimal("0.75")),
    ]
    assert [(r.name, r.cost) for r in costs.by_team()] == [("alpha", Decimal("2.875"))]
    today, yesterday = timezone.localdate(), timezone.localdate() - timedelta(days=1)
    assert [(r.name, r.cost) for r in costs.by_day()] == [
        (yesterday.isoformat(), Decimal("2.625")),
        (today.isoformat(), Decimal("0.25")),
    ]
    assert [(r.name, r.cost) for r in costs_for(people.outsider).by_team()] == [
        ("beta", Decimal(7))
    ]

    page = client_for(people.owner).get("/insights/").content.decode()
    assert "<strong data-cost-total>$2.875</strong>" in page
    assert "1 run had no price set and is not counted" in page
    assert 'data-cost-by="model"' in page and 'id="chart-cost"' in page
    assert "$7.00" not in page, "another team's cost is not shown"
    chart = cost_chart(costs)
    assert chart is not None
    bars = {
        trace["name"]: dict(zip(trace["x"], trace["y"], strict=True))
        for trace in chart.figure["data"]
    }
    assert bars == {
        "big": {yesterday.isoformat(): 2.125},
        "small": {yesterday.isoformat(): 0.5, today.isoformat(): 0.25},
    }


def test_insights_with_no_priced_run_draw_no_cost_chart(people: People) -> None:
    spent(people.owner, "m", None)
    assert cost_chart(costs_for(people.owner)) is None
    page = client_for(people.owner).get("/insights/").content.decode()
    assert "$0" not in page and 'id="chart-cost"' not in page


def test_the_compare_page_shows_each_runs_cost_or_that_it_has_no_price(people: People) -> None:
    priced_run = spent(people.owner, "small", "0.0123")
    unpriced = spent(people.owner, "m", None)
    page = client_for(people.owner).get(f"/runs/compare?a={priced_run.pk}&b={unpriced.pk}")
    html = page.content.decode()
    assert page.status_code == 200
    assert 'data-cost="0.0123000000">cost $0.0123</span>' in html
    assert 'data-cost="">no price set</span>' in html and "$0.00" not in html
