"""Approvals: a call a run paused at, waiting for a reviewer's decision, and its audit."""

from __future__ import annotations

from typing import Any, cast

from django.conf import settings
from django.db import models

from harness.pause import Decision, Resolution
from runs.models import Run

REVIEWER_GROUP = "reviewer"


class ApprovalStatus(models.TextChoices):
    PENDING = "pending"
    APPROVED = "approved"
    REJECTED = "rejected"
    EDITED = "edited"
    RESPONDED = "responded"


DECIDED_AS = {
    "approve": ApprovalStatus.APPROVED,
    "reject": ApprovalStatus.REJECTED,
    "edit": ApprovalStatus.EDITED,
    "respond": ApprovalStatus.RESPONDED,
}


class ApprovalQuerySet(models.QuerySet["Approval"]):
    def visible_to(self, user: Any) -> ApprovalQuerySet:
        return self.filter(run__in=Run.objects.visible_to(user))


class Approval(models.Model):
    """One gated call. Its decision is made once (under a row lock) and never changed."""

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="approvals")
    call_id = models.CharField(max_length=64)
    step_index = models.PositiveIntegerField()
    kind = models.CharField(max_length=30)
    """`tainted_write`, `escalation`, `confirm`, ... (the gate's PauseRequest kind)."""
    tool = models.CharField(max_length=200)
    arguments = models.JSONField()
    reason = models.TextField()
    details = models.JSONField(default=dict, blank=True)
    """Why it was gated: the tainting sources (artifacts, citations) and each argument's
    provenance, as the gate recorded them."""
    status = models.CharField(
        max_length=20, choices=ApprovalStatus.choices, default=ApprovalStatus.PENDING
    )
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField(null=True, blank=True)
    """Past it, beat rejects the call (LOOPGLASS_APPROVAL_TIMEOUT_MINUTES)."""

    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
        related_name="decisions",
    )  # fmt: skip
    decided_by_name = models.CharField(max_length=150, blank=True)
    """Who decided, kept if the user is deleted; "timeout" for beat."""
    decided_at = models.DateTimeField(null=True, blank=True)
    comment = models.TextField(blank=True)
    decided_arguments = models.JSONField(null=True, blank=True)
    """The arguments an edit ran the call with."""

    objects = ApprovalQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-pk"]
        constraints = [
            models.UniqueConstraint(fields=["run", "call_id"], name="one_approval_per_call"),
        ]
        indexes = [models.Index(fields=["status", "expires_at"])]
        permissions = [("decide", "Can decide approvals and clear a run's taint")]

    def __str__(self) -> str:
        return f"{self.kind} {self.tool} in run {self.run_id} ({self.status})"

    @property
    def is_pending(self) -> bool:
        return self.status == ApprovalStatus.PENDING

    def steps_before(self, count: int = 3) -> list[Any]:
        """The run around the call: its last steps before the pause, oldest first."""
        steps = self.run.steps.filter(index__lt=self.step_index).order_by("-index")[:count]
        return list(reversed(steps))

    @property
    def decision(self) -> str:
        """approve, reject, edit or respond; "" while pending."""
        return next((d for d, status in DECIDED_AS.items() if status == self.status), "")

    def resolution(self) -> Resolution:
        """The harness's view of the decision, which the resumed run applies."""
        return Resolution(
            decision=cast(Decision, self.decision), message=self.comment,
            arguments=self.decided_arguments, reviewer=self.decided_by_name,
        )  # fmt: skip


class TaintClearance(models.Model):
    """A reviewer vouched for the sources that tainted a run (audited like a decision)."""

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="taint_clearances")
    cleared_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    cleared_by_name = models.CharField(max_length=150)
    cleared_at = models.DateTimeField(auto_now_add=True)
    comment = models.TextField(blank=True)
    sources = models.JSONField(default=list)
    """The tainting sources the reviewer read (artifact ids, tools, steps)."""

    class Meta:
        ordering = ["-cleared_at", "-pk"]


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
