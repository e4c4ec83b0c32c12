"""Reads: a team's ended runs as the learning library sees them, and its accepted skills.

The runs are read the way the insights page reads them (insights.services),
so the hints, the skills and the charts learn from the same records.
"""

from __future__ import annotations

from collections.abc import Iterable

from harness.learning import Preferences, learn_run
from harness.learning import SkillProposal as HarnessSkill
from insights.services import (
    DEFAULT_RUNS,
    RunFacts,
    learning_prefetches,
    reward_weights,
    run_facts,
)
from runs.models import ACTIVE, Run
from skills.models import SkillProposal


def team_runs(team_id: int, limit: int = DEFAULT_RUNS) -> list[RunFacts]:
    """The team's last `limit` ended runs, oldest first, with their tool calls."""
    rows = (
        Run.objects.filter(team_id=team_id)
        .exclude(status__in=ACTIVE)
        .order_by("-created_at", "-pk")
        .only("goal", "config", "created_at", "finished_at", "tokens_in", "tokens_out")
        .prefetch_related(*learning_prefetches())
    )
    weights = reward_weights()
    return [run_facts(run, weights) for run in reversed(rows[:limit])]


def preferences_from(runs: Iterable[RunFacts]) -> Preferences:
    """The beliefs learned from the runs, in the order given (oldest first)."""
    preferences = Preferences()
    for run in runs:
        preferences = learn_run(preferences, run.task_type, run.records)
    return preferences


def accepted_skills(team_id: int, names: Iterable[str] | None = None) -> list[HarnessSkill]:
    """The team's accepted skills (those named, when `names` is given), for a registry."""
    rows = SkillProposal.objects.accepted().filter(team_id=team_id)
    if names is not None:
        rows = rows.filter(name__in=list(names))
    return [row.as_harness() for row in rows.order_by("name")]


def accepted_skill_names(team_id: int) -> list[str]:
    """The names of team `team_id`'s accepted skills, each once."""
    rows = SkillProposal.objects.accepted().filter(team_id=team_id)
    return sorted(set(rows.values_list("name", flat=True)))


def accepted_skill_tools(names: Iterable[str], team_id: int | None = None) -> dict[str, set[str]]:
    """Of `names`, those an accepted skill bears, with the tools its steps call: the skills
    of team `team_id`, or of any team when it is None.

    A launch checks the names against its own team's skills; a run taken up by a worker
    checks them again without knowing who launched it, and its registry holds only its
    own team's (runs.agents).
    """
    wanted = list(names)
    if not wanted:  # the usual launch names builtins only: no query
        return {}
    rows = SkillProposal.objects.accepted().filter(name__in=wanted)
    if team_id is not None:
        rows = rows.filter(team_id=team_id)
    found: dict[str, set[str]] = {}
    for row in rows.only("name", "steps"):
        found.setdefault(row.name, set()).update(row.tools)
    return found
