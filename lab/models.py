"""A comparison of reducer versions (each at a packet budget, or not) over a set of
outputs, and one row per output."""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.models import AnonymousUser, User
from django.db import models
from django.urls import reverse

from accounts.models import Team
from accounts.services import visible_team_ids
from lab.columns import ColumnSpec, parse_column


class Status(models.TextChoices):
    QUEUED = "queued"
    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"


class ComparisonQuerySet(models.QuerySet["Comparison"]):
    def visible_to(self, user: User | AnonymousUser) -> ComparisonQuerySet:
        teams = visible_team_ids(user)
        return self if teams is None else self.filter(team_id__in=teams)


class Comparison(models.Model):
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="comparisons")
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    reducers = models.JSONField()
    """The columns compared, at least two, in the order they are shown: a version (name@N),
    or a version at a budget (`name@N:share=0.1,cap=16384`); lab.columns reads them."""
    source = models.TextField()
    """What was compared, in words: the runs, the filter, or the uploaded file's name."""
    artifact_ids = models.JSONField(default=list)
    """The artifacts chosen at launch (ones the creator could see), in order."""
    cases_file = models.CharField(max_length=255, blank=True)
    """An uploaded zip of LogDx-CI case folders, by its name in the artifacts storage."""
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    done = models.PositiveIntegerField(default=0)
    total = models.PositiveIntegerField(default=0)
    error = models.TextField(blank=True)

    objects = ComparisonQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-pk"]

    def __str__(self) -> str:
        return f"comparison {self.pk}: {' vs '.join(self.titles)}"

    @property
    def columns(self) -> list[ColumnSpec]:
        return [parse_column(key) for key in self.reducers]

    @property
    def titles(self) -> list[str]:
        """The columns as the pages name them (`pytest@5 at 10 %, cap 16 KB`)."""
        return [column.title for column in self.columns]

    def get_absolute_url(self) -> str:
        return reverse("lab:detail", args=[self.pk])

    @property
    def is_active(self) -> bool:
        return self.status in (Status.QUEUED, Status.RUNNING)


class ComparisonItem(models.Model):
    """One output (an artifact or an uploaded case) under every version compared."""

    comparison = models.ForeignKey(Comparison, on_delete=models.CASCADE, related_name="items")
    position = models.PositiveIntegerField()
    label = models.CharField(max_length=200)
    """The artifact id, or the case id."""
    family = models.CharField(max_length=100)
    raw_bytes = models.PositiveBigIntegerField()
    has_labels = models.BooleanField(default=False)
    """A case with ground truth: its recall is scored."""
    results = models.JSONField()
    """By column (its key): packet (as JSON), packet_bytes, reduction_ratio, confidence,
    truncated, escalated, critical_recall and signal_recall (None without labels)."""

    class Meta:
        ordering = ["position"]
        constraints = [
            models.UniqueConstraint(
                fields=["comparison", "position"], name="lab_item_position_unique"
            )
        ]

    def __str__(self) -> str:
        return f"{self.label} in comparison {self.comparison_id}"
