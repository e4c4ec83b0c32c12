"""Celery tasks: thin; they call the mining service for one team or for every team."""

from __future__ import annotations

from celery import shared_task

from accounts.models import Team
from skills import services


@shared_task(ignore_result=True)
def mine_team_skills(team_id: int) -> dict[str, int]:
    """The "Mine now" button: one team's runs."""
    mined = services.mine_team(team_id=team_id)
    return {"created": mined.created, "updated": mined.updated, "skipped": mined.skipped}


@shared_task(ignore_result=True)
def mine_all_skills() -> int:
    """Beat, hourly: every team's runs, each team on its own (its skills are its own)."""
    teams = list(Team.objects.values_list("pk", flat=True))
    for team_id in teams:
        services.mine_team(team_id=team_id)
    return len(teams)
