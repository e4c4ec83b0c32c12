"""Reviewers' labels on steps and packets. (The calls a run paused at, and their decisions,
are the runs app's: runs.models.Approval.)"""

from __future__ import annotations

from django.conf import settings
from django.db import models

from runs.models import Run


class Verdict(models.TextChoices):
    GOOD = "good"
    BAD = "bad"
    MISSING_EVIDENCE = "missing_evidence", "missing evidence"


class Annotation(models.Model):
    """A reviewer's label on a step (good or bad, and why) or on its packet: "missing
    evidence", with the artifact's lines that should have stayed in it."""

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="annotations")
    step = models.ForeignKey("runs.Step", on_delete=models.CASCADE, related_name="annotations")
    verdict = models.CharField(max_length=20, choices=Verdict.choices)
    note = models.TextField(blank=True)
    lines = models.JSONField(default=list, blank=True)
    """For missing evidence: [[start, end], ...], 1-based inclusive lines of the artifact."""
    artifact_id = models.CharField(max_length=40, blank=True)
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    author_name = models.CharField(max_length=150)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
