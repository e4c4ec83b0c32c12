"""What the insights page shows: the recent ended runs a user may see, as numbers.

The runs are read with their event logs in three queries (runs, events,
packet steps), whatever their number; the numbers come from the harness's
learning library (observe_run, run_reward, learn_run, standings), so the
page and a JSONL log analysed offline agree.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.conf import settings
from django.contrib.auth.models import AnonymousUser, User
from django.db.models import Prefetch

from harness.learning import (
    Preferences,
    RewardWeights,
    RunReward,
    Standing,
    ToolCallRecord,
    learn_run,
    observe_run,
    run_reward,
    satisfaction_from_ratings,
    standings,
    task_type,
)
from insights.outcomes import Grouping, Outcomes, outcomes
from reviews.models import Annotation, Verdict
from runs.models import ACTIVE, Run, RunEvent, Step
from web.params import whole_number

DEFAULT_RUNS = 200
MAX_RUNS = 1000
OBSERVED_EVENTS = ("run_started", "tool_started", "tool_finished")
RATED = (Verdict.GOOD, Verdict.BAD)
"""Step labels that say how well a run went (reviews.Annotation): its satisfaction."""
"""All observe_run needs: the rest of a log (model replies, observations) can be large."""


@dataclass(frozen=True)
class RunFacts:
    """One ended run: when, what kind of task, its tool calls and what they earned."""

    run_id: int
    ended_at: datetime
    goal: str
    task_type: str
    records: list[ToolCallRecord]
    reward: RunReward
    tokens_in: int
    tokens_out: int


@dataclass
class PacketBytes:
    """How much a reducer family was given and how much the model read, summed."""

    raw: int = 0
    packet: int = 0
    packets: int = 0


@dataclass(frozen=True)
class Insights:
    runs: list[RunFacts]
    """Oldest first, so a chart over time reads left to right."""
    task_types: list[str]
    """Every task type among the runs read, before the task filter: the filter's choices."""
    standings: list[Standing] = field(default_factory=list)
    packets: dict[str, PacketBytes] = field(default_factory=dict)
    latencies: dict[str, list[float]] = field(default_factory=dict)
    """Seconds per call, by tool."""
    outcomes: dict[Grouping, list[Outcomes]] = field(default_factory=dict)
    """How the runs ended (verified by a check or not), per model, endpoint, reducer."""


def run_limit(raw: str | None) -> int:
    """The `runs` GET parameter as a number of runs: DEFAULT_RUNS when absent or bad."""
    wanted = whole_number(raw)
    if wanted is None:
        return DEFAULT_RUNS
    return min(max(wanted, 1), MAX_RUNS)


def reward_weights() -> RewardWeights:
    """settings.LOOPGLASS_REWARD_WEIGHTS; a key the reward does not have is an error."""
    return RewardWeights.model_validate(getattr(settings, "LOOPGLASS_REWARD_WEIGHTS", {}))


def insights_for(
    user: User | AnonymousUser, *, limit: int = DEFAULT_RUNS, task: str = ""
) -> Insights:
    """The charts' numbers over the last `limit` ended runs `user` may see.

    `task` keeps the runs of one task type (of those `limit`); the task type is
    not a column, so the filter comes after the limit.
    """
    rows = recent_runs(user, limit)
    weights = reward_weights()
    facts = [run_facts(run, weights) for run in reversed(rows)]
    chosen = [f for f in facts if f.task_type == task] if task else facts
    kept = {f.run_id for f in chosen}
    return Insights(
        runs=chosen,
        task_types=sorted({f.task_type for f in facts}),
        standings=tool_standings(chosen),
        packets=packet_bytes(step for run in rows if run.pk in kept for step in run.steps.all()),
        latencies=tool_latencies(chosen),
        outcomes=outcomes([run for run in rows if run.pk in kept]),
    )


def recent_runs(user: User | AnonymousUser, limit: int) -> list[Run]:
    """The last `limit` ended runs of the user's teams, with their events and packet steps."""
    steps = Step.objects.filter(packet__isnull=False).order_by("index").only("run", "packet")
    runs = (
        Run.objects.visible_to(user)
        .exclude(status__in=ACTIVE)
        .order_by("-created_at", "-pk")
        .only(
            "goal",
            "config",
            "created_at",
            "finished_at",
            "tokens_in",
            "tokens_out",
            "status",
            "stopped_reason",
            "check_result",
        )
        .prefetch_related(*learning_prefetches(), Prefetch("steps", queryset=steps))
    )
    return list(runs[:limit])


def learning_prefetches() -> list[Prefetch[Any]]:
    """What `run_facts` reads of each run, fetched for many runs in one query each: the
    events it observes and the step labels that rate it."""
    events = RunEvent.objects.filter(type__in=OBSERVED_EVENTS).order_by("seq").only("run", "data")
    ratings = Annotation.objects.filter(verdict__in=RATED).only("run", "verdict")
    return [Prefetch("events", queryset=events), Prefetch("annotations", queryset=ratings)]


def run_facts(run: Run, weights: RewardWeights) -> RunFacts:
    events = [row.data for row in run.events.all()]
    records = observe_run(events, run_id=str(run.pk))
    return RunFacts(
        run_id=run.pk,
        ended_at=run.finished_at or run.created_at,
        goal=run.goal,
        task_type=records[0].task_type if records else _task_type(run, events),
        records=records,
        reward=run_reward(records, weights, satisfaction(run)),
        tokens_in=run.tokens_in,
        tokens_out=run.tokens_out,
    )


def satisfaction(run: Run) -> float | None:
    """The share of the run's steps that reviewers labelled good (of those labelled good or
    bad); None when no reviewer rated a step, and the reward then leaves satisfaction out."""
    good = [label.verdict == Verdict.GOOD for label in run.annotations.all()]
    return satisfaction_from_ratings([float(g) for g in good], worst=0, best=1)


def _task_type(run: Run, events: list[Mapping[str, Any]]) -> str:
    """A run without tool calls: its task type as observe_run would have given it."""
    started = next((e for e in events if e.get("type") == "run_started"), None)
    goal = started["goal"] if started else run.goal
    tags = (started or {}).get("config", {}).get("tags")
    strings = [t for t in tags if isinstance(t, str)] if isinstance(tags, list) else []
    return task_type(goal, strings)


def tool_standings(facts: Iterable[RunFacts]) -> list[Standing]:
    """Each tool's competence per task type, learned from the runs oldest first."""
    preferences = Preferences()
    for run in facts:
        preferences = learn_run(preferences, run.task_type, run.records)
    return standings(preferences)


def packet_bytes(steps: Iterable[Step]) -> dict[str, PacketBytes]:
    """Raw and packet bytes by reducer family ("pytest@2" belongs to "pytest")."""
    totals: dict[str, PacketBytes] = defaultdict(PacketBytes)
    for step in steps:
        packet = step.packet if isinstance(step.packet, dict) else {}
        reducer = packet.get("reducer")
        if not isinstance(reducer, str):
            continue
        family = totals[reducer.split("@", 1)[0]]
        family.raw += int(packet.get("raw_bytes") or 0)
        family.packet += int(packet.get("packet_bytes") or 0)
        family.packets += 1
    return dict(sorted(totals.items()))


def tool_latencies(facts: Iterable[RunFacts]) -> dict[str, list[float]]:
    latencies: dict[str, list[float]] = defaultdict(list)
    for run in facts:
        for record in run.records:
            latencies[record.tool].append(record.latency)
    return dict(sorted(latencies.items()))
