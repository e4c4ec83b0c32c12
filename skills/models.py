"""Skill proposals mined from a team's runs, and what a reviewer decided about each."""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.models import AnonymousUser, User
from django.db import models

from accounts.models import Team
from accounts.services import visible_team_ids
from harness import learning


class SkillStatus(models.TextChoices):
    PROPOSED = "proposed"
    ACCEPTED = "accepted"
    REJECTED = "rejected"


class SkillQuerySet(models.QuerySet["SkillProposal"]):
    def visible_to(self, user: User | AnonymousUser) -> SkillQuerySet:
        teams = visible_team_ids(user)
        return self if teams is None else self.filter(team_id__in=teams)

    def accepted(self) -> SkillQuerySet:
        return self.filter(status=SkillStatus.ACCEPTED)


class SkillProposal(models.Model):
    """harness.learning.SkillProposal as a row: one per (team, name), however often mined."""

    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="skill_proposals")
    name = models.CharField(max_length=64)
    """`skill_` and its tools: the name a run offers it under once accepted."""
    status = models.CharField(
        max_length=10, choices=SkillStatus.choices, default=SkillStatus.PROPOSED
    )
    description = models.TextField()
    steps = models.JSONField()
    """The template: [{"tool": ..., "arguments": {... "{{param}}" ...}}, ...]."""
    parameters = models.JSONField(default=list)
    support = models.JSONField(default=list)
    """The ids of the runs it occurred in, each once."""
    occurrences = models.PositiveIntegerField(default=0)
    task_types = models.JSONField(default=list)
    novelty = models.FloatField()
    skill_md = models.TextField()
    created_at = models.DateTimeField(auto_now_add=True)
    mined_at = models.DateTimeField(auto_now=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="skill_decisions",
    )
    decided_at = models.DateTimeField(null=True, blank=True)

    objects = SkillQuerySet.as_manager()

    class Meta:
        ordering = ["status", "-novelty", "name"]
        constraints = [
            models.UniqueConstraint(fields=["team", "name"], name="skill_name_unique_per_team")
        ]

    def __str__(self) -> str:
        return f"{self.name} ({self.status})"

    @property
    def tools(self) -> list[str]:
        return [str(step["tool"]) for step in self.steps]

    def as_harness(self) -> learning.SkillProposal:
        """The proposal as the harness reads it, to make it a registry tool."""
        return learning.SkillProposal(
            name=self.name,
            description=self.description,
            steps=self.steps,
            parameters=self.parameters,
            support=self.support,
            occurrences=self.occurrences,
            task_types=self.task_types,
            novelty=self.novelty,
            skill_md=self.skill_md,
        )
