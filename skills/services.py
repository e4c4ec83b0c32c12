"""Writes: mining a team's runs into proposals, and a reviewer's decision on one."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone

from accounts.models import Team
from harness.learning import SkillProposal as HarnessSkill
from harness.learning import mine_skills
from skills.models import SkillProposal, SkillStatus
from skills.selectors import team_runs


@dataclass(frozen=True)
class Mined:
    created: int = 0
    updated: int = 0
    skipped: int = 0
    """Found again but left alone: rejected (never resurrected) ones."""


class AlreadyDecided(Exception):
    """A proposal that was accepted or rejected already: decisions are final."""


@transaction.atomic
def mine_team(*, team_id: int) -> Mined:
    """Propose the recurring tool sequences of the team's last ended runs.

    A name mined before is updated in place (its support grows), never
    duplicated; a rejected one stays rejected; an accepted one keeps its
    template, since runs already call it, and only its support is refreshed.
    """
    # One miner per team at a time: two would both create a new name and the second would fail.
    Team.objects.select_for_update().get(pk=team_id)
    records = [record for run in team_runs(team_id) for record in run.records]
    accepted = SkillProposal.objects.accepted().filter(team_id=team_id)
    found = mine_skills(records, existing=[row.tools for row in accepted])
    rows = {
        row.name: row
        for row in SkillProposal.objects.select_for_update().filter(
            team_id=team_id, name__in=[p.name for p in found]
        )
    }
    created = updated = skipped = 0
    for proposal in found:
        row = rows.get(proposal.name)
        if row is None:
            SkillProposal.objects.create(team_id=team_id, **_fields(proposal))
            created += 1
        elif row.status == SkillStatus.REJECTED:
            skipped += 1
        else:
            _refresh(row, proposal)
            updated += 1
    return Mined(created=created, updated=updated, skipped=skipped)


def _fields(proposal: HarnessSkill) -> dict[str, Any]:
    data = proposal.model_dump(mode="json")
    return {
        key: data[key]
        for key in (
            "name",
            "description",
            "steps",
            "parameters",
            "support",
            "occurrences",
            "task_types",
            "novelty",
            "skill_md",
        )
    }


def _refresh(row: SkillProposal, proposal: HarnessSkill) -> None:
    fields = _fields(proposal)
    if row.status == SkillStatus.ACCEPTED:
        fields = {key: fields[key] for key in ("support", "occurrences")}
    for key, value in fields.items():
        setattr(row, key, value)
    row.save(update_fields=[*fields, "mined_at"])


@transaction.atomic
def decide(*, proposal_id: int, user: User, accept: bool) -> SkillProposal:
    """Accept or reject a proposal; the first decision is the last."""
    row = SkillProposal.objects.select_for_update().get(pk=proposal_id)
    if row.status != SkillStatus.PROPOSED:
        raise AlreadyDecided(f"{row.name} was {row.status} already.")
    row.status = SkillStatus.ACCEPTED if accept else SkillStatus.REJECTED
    row.decided_by, row.decided_at = user, timezone.now()
    row.save(update_fields=["status", "decided_by", "decided_at"])
    return row
