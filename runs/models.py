"""Runs, their steps, and the event log a run is resumed from."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import models
from django.urls import reverse

from accounts.models import Team
from accounts.services import visible_team_ids


class Status(models.TextChoices):
    QUEUED = "queued"
    RUNNING = "running"
    AWAITING_APPROVAL = "awaiting_approval"
    SUCCEEDED = "succeeded"
    FAILED = "failed"
    CANCELLED = "cancelled"
    STOPPED = "stopped"


ACTIVE = (Status.QUEUED, Status.RUNNING, Status.AWAITING_APPROVAL)
"""Statuses of a run that has not ended."""


class RunQuerySet(models.QuerySet["Run"]):
    def visible_to(self, user: Any) -> RunQuerySet:
        teams = visible_team_ids(user)
        return self if teams is None else self.filter(team_id__in=teams)


class Run(models.Model):
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="runs")
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="runs"
    )
    goal = models.TextField()
    config = models.JSONField()
    """A RunConfig (runs/config.py): backend, channel, tools, reducers, reinforcement, limits."""
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.QUEUED)
    stopped_reason = models.CharField(max_length=30, blank=True)
    error = models.TextField(blank=True)
    final_answer = models.TextField(null=True, blank=True)

    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    step_count = models.PositiveIntegerField(default=0)
    tokens_in = models.PositiveBigIntegerField(default=0)
    tokens_out = models.PositiveBigIntegerField(default=0)
    tool_errors = models.PositiveIntegerField(default=0)

    task_id = models.CharField(max_length=64, blank=True)
    enqueued_at = models.DateTimeField(null=True, blank=True)
    """When its task was last sent; beat sends it again only long after that."""
    lease_owner = models.CharField(max_length=64, blank=True)
    lease_expires_at = models.DateTimeField(null=True, blank=True)
    """A worker holds the run until then, renewing as it goes; past it, beat reclaims it."""
    attempts = models.PositiveIntegerField(default=0)
    """How many times a worker has claimed the run."""
    cancel_requested = models.BooleanField(default=False)

    objects = RunQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-pk"]
        indexes = [
            models.Index(fields=["team", "-created_at"]),
            models.Index(fields=["status", "lease_expires_at"]),
        ]

    def __str__(self) -> str:
        return f"run {self.pk}: {self.goal[:60]}"

    def get_absolute_url(self) -> str:
        return reverse("runs:detail", args=[self.pk])

    def step_url(self, index: int) -> str:
        """The run page opened at the page of the timeline that holds step `index`."""
        return f"{self.get_absolute_url()}?step={index}#step-{index}"

    @property
    def is_active(self) -> bool:
        return self.status in ACTIVE


class Step(models.Model):
    """One step as the harness finished it (harness.shapes.AgentStep)."""

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="steps")
    index = models.PositiveIntegerField()
    turn = models.PositiveIntegerField(default=0)
    completion = models.TextField(blank=True)
    thought = models.TextField(blank=True)
    action_tool = models.TextField(blank=True)  # a model may name a "tool" of any length
    action_arguments = models.JSONField(null=True, blank=True)
    call_id = models.TextField(blank=True)
    final_answer = models.TextField(null=True, blank=True)
    parse_error = models.TextField(null=True, blank=True)
    observation = models.TextField(null=True, blank=True)
    """The exact text the model read: the reduced output, then the reinforcement block."""
    packet = models.JSONField(null=True, blank=True)
    reinforcement = models.TextField(blank=True)
    is_error = models.BooleanField(default=False)
    model_latency = models.FloatField(default=0.0)
    tool_latency = models.FloatField(default=0.0)
    tokens_in = models.PositiveIntegerField(default=0)
    tokens_out = models.PositiveIntegerField(default=0)
    committed_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["index"]
        constraints = [
            models.UniqueConstraint(fields=["run", "index"], name="step_index_unique_per_run")
        ]

    def __str__(self) -> str:
        return f"step {self.index} of run {self.run_id}"

    @property
    def observation_text(self) -> str:
        """What the tool returned, as the model read it, without the reinforcement block."""
        text = self.observation or ""
        block = f"\n\n{self.reinforcement}" if self.reinforcement else ""
        return text.removesuffix(block) if block and text.endswith(block) else text


class RunEvent(models.Model):
    """The harness's event log, append-only: a run resumes from these rows."""

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="events")
    seq = models.PositiveIntegerField()
    type = models.CharField(max_length=40)
    data = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["seq"]
        constraints = [
            # A second writer (a worker that lost its lease) fails here instead of forking the log.
            models.UniqueConstraint(fields=["run", "seq"], name="event_seq_unique_per_run")
        ]

    def __str__(self) -> str:
        return f"{self.type} #{self.seq} of run {self.run_id}"
