"""Runs, their steps, the event log a run is resumed from; the review gate's rows (the calls
a run paused at, reviewers' taint clearances, the rules they kept); the endpoints and MCP
servers a team's runs may use."""

from __future__ import annotations

from decimal import Decimal
from typing import cast

from django.conf import settings
from django.contrib.auth.models import AnonymousUser, User
from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models import Q
from django.urls import reverse

from accounts.models import Team
from accounts.services import visible_team_ids
from harness.agent.budget import Prices
from harness.gate.pause import Decision, Resolution
from harness.gate.rules import Rule, as_text
from runs import endpoints, mcp_servers


class Status(models.TextChoices):
    QUEUED = "queued"
    RUNNING = "running"
    AWAITING_APPROVAL = "awaiting_approval"
    SUCCEEDED = "succeeded"
    """It gave an answer and its success check passed (harness.agent.check)."""
    ANSWERED = "answered"
    """It gave an answer and carried no check: nothing says the answer is right."""
    FAILED = "failed"
    CANCELLED = "cancelled"
    STOPPED = "stopped"


ACTIVE = (Status.QUEUED, Status.RUNNING, Status.AWAITING_APPROVAL)
"""Statuses of a run that has not ended."""


class RunQuerySet(models.QuerySet["Run"]):
    def visible_to(self, user: User | AnonymousUser) -> RunQuerySet:
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
    check_result = models.JSONField(null=True, blank=True)
    """Its success check's result (harness.agent.shapes.CheckResult); None: no check ran."""

    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    step_count = models.PositiveIntegerField(default=0)
    tokens_in = models.PositiveBigIntegerField(default=0)
    tokens_out = models.PositiveBigIntegerField(default=0)
    tool_errors = models.PositiveIntegerField(default=0)
    cost = models.DecimalField(max_digits=20, decimal_places=10, null=True, blank=True)
    """What its steps' model calls cost, in dollars (runs.costs); None: its model has no price."""
    review_seconds = models.FloatField(default=0.0)
    """Seconds its paused calls waited for a reviewer's decision (those decided so far)."""

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
    """One step as the harness finished it (harness.agent.shapes.AgentStep)."""

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
    cost = models.DecimalField(max_digits=20, decimal_places=10, null=True, blank=True)
    """Its tokens at the prices its run was launched with; None: no price set."""
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
        indexes = [
            # The review history's "calls a rule decided" (runs.review_rules.rule_decisions):
            # few rows of a long log, so it reads them without scanning the log.
            models.Index(
                fields=["-created_at"],
                condition=Q(type="policy_decided", data__rule__startswith="rule:"),
                name="event_decided_by_rule",
            )
        ]

    def __str__(self) -> str:
        return f"{self.type} #{self.seq} of run {self.run_id}"


# -- the review gate: a call paused for a reviewer, a taint cleared, a decision kept --------


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
    def visible_to(self, user: User | AnonymousUser) -> ApprovalQuerySet:
        return self.filter(run__in=Run.objects.visible_to(user))


class Approval(models.Model):
    """One gated call a run paused at. Its decision is made once (under a row lock) and never
    changed; the review queue (reviews/) shows and takes it, runs.approvals records it."""

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
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="decisions",
    )
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

    def steps_before(self, count: int = 3) -> list[Step]:
        """The run around the call: its last steps before the pause, oldest first."""
        steps = self.run.steps.filter(index__lt=self.step_index).order_by("-index")[:count]
        return list(reversed(steps))

    @property
    def decision(self) -> str:
        """approve, reject, edit or respond; "" while pending."""
        return next((d for d, status in DECIDED_AS.items() if status == self.status), "")

    @property
    def argument_texts(self) -> list[tuple[str, str]]:
        """Each argument as a review rule reads it (harness.gate.rules.as_text): the card's
        "remember" section offers these as exact values and globs."""
        return [(name, as_text(value)) for name, value in self.arguments.items()]

    def resolution(self) -> Resolution:
        """The harness's view of the decision, which the resumed run applies."""
        return Resolution(
            decision=cast(Decision, self.decision),
            message=self.comment,
            arguments=self.decided_arguments,
            reviewer=self.decided_by_name,
        )


class TaintClearance(models.Model):
    """A reviewer vouched for the sources that tainted a run (audited like a decision). The
    run's next resume writes its `taint_cleared` event, and marks it applied."""

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="taint_clearances")
    cleared_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    cleared_by_name = models.CharField(max_length=150)
    cleared_at = models.DateTimeField(auto_now_add=True)
    comment = models.TextField(blank=True)
    sources = models.JSONField(default=list)
    """The tainting sources the reviewer read (artifact ids, tools, steps)."""
    applied = models.BooleanField(default=False)
    """Whether its `taint_cleared` event is in the run's log (the sink sets it)."""

    class Meta:
        ordering = ["-cleared_at", "-pk"]


class RuleScope(models.TextChoices):
    RUN = "run"
    TEAM = "team"


class RuleEffect(models.TextChoices):
    ALLOW = "allow"
    DENY = "deny"


class ReviewRuleQuerySet(models.QuerySet["ReviewRule"]):
    def visible_to(self, user: User | AnonymousUser) -> ReviewRuleQuerySet:
        teams = visible_team_ids(user)
        return self if teams is None else self.filter(team_id__in=teams)

    def in_force_for(self, *, run_id: int, team_id: int) -> ReviewRuleQuerySet:
        """The rules the gate applies to a run: its team's team rules and its own, unrevoked."""
        return self.filter(revoked_at__isnull=True).filter(
            Q(team_id=team_id, scope=RuleScope.TEAM) | Q(run_id=run_id, scope=RuleScope.RUN)
        )


class ReviewRule(models.Model):
    """A reviewer's decision that sticks (harness.gate.rules.Rule): calls like the one decided are
    allowed, or denied, for the rest of a run or for every run of its team. Revoking keeps
    the row, so the decisions it made stay readable."""

    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="review_rules")
    scope = models.CharField(max_length=10, choices=RuleScope.choices)
    run = models.ForeignKey(
        Run, null=True, blank=True, on_delete=models.CASCADE, related_name="review_rules"
    )
    """The run a `run` rule holds for; None for a team's rule."""
    effect = models.CharField(max_length=10, choices=RuleEffect.choices)
    tool = models.CharField(max_length=200)
    arguments = models.JSONField(default=list, blank=True)
    """[{"name", "kind": "exact"|"glob", "value"}, ...], as Rule.as_json writes them."""
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    author_name = models.CharField(max_length=150)
    created_at = models.DateTimeField(auto_now_add=True)
    approval = models.ForeignKey(
        Approval, null=True, blank=True, on_delete=models.SET_NULL, related_name="rules"
    )
    """The decision it came from; None for a rule made through the API."""
    revoked_at = models.DateTimeField(null=True, blank=True)
    revoked_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    revoked_by_name = models.CharField(max_length=150, blank=True)

    objects = ReviewRuleQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-pk"]
        indexes = [
            models.Index(
                fields=["team"], condition=Q(revoked_at__isnull=True), name="rule_in_force"
            )
        ]
        constraints = [
            models.CheckConstraint(
                condition=Q(scope="run", run__isnull=False) | Q(scope="team", run__isnull=True),
                name="rule_run_iff_run_scope",
            )
        ]

    def __str__(self) -> str:
        return f"rule {self.pk}: {self.describe()}"

    def rule(self) -> Rule:
        """The harness's rule, named by this row's id (the gate's `rule:<id>`)."""
        data = {"effect": self.effect, "tool": self.tool, "arguments": self.arguments}
        return Rule.from_json(data, id=str(self.pk))

    def describe(self) -> str:
        return self.rule().describe()

    @property
    def is_active(self) -> bool:
        return self.revoked_at is None


# -- what a team's runs may use ----------------------------------------------------------


def _price_field(name: str, help_text: str) -> models.DecimalField[Decimal | None, Decimal | None]:
    return models.DecimalField(
        name,
        max_digits=endpoints.PRICE_DIGITS,
        decimal_places=endpoints.PRICE_PLACES,
        null=True,
        blank=True,
        validators=[MinValueValidator(Decimal(0))],
        help_text=help_text,
    )


class Endpoint(models.Model):
    """A model server a team's runs may call, registered by an admin: the launch form and
    `POST /api/runs` choose it by name. Its key stays in the worker's environment, in the
    variable `key_env` names."""

    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="endpoints")
    name = models.CharField(max_length=100, validators=[endpoints.check_name])
    base_url = models.CharField(max_length=500, validators=[endpoints.check_base_url])
    """An OpenAI-compatible API, for example http://ollama:11434/v1."""
    allowed_models = models.CharField(
        max_length=2000, blank=True, verbose_name="models", validators=[endpoints.check_models]
    )
    """The model names a run may ask for, comma-separated; empty: any."""
    key_env = models.CharField(
        max_length=100, blank=True, validators=[endpoints.check_key_env], verbose_name="key env"
    )
    """The worker's environment variable that holds the key; empty: OPENAI_API_KEY where
    LOOPGLASS_KEYED_URLS names the URL, else no key."""
    extra = models.JSONField(default=dict, blank=True, validators=[endpoints.check_extra])
    """Fields added to each request's body: a grammar, `response_format`, ..."""
    timeout = models.FloatField(
        default=60.0, validators=[MinValueValidator(0.1), MaxValueValidator(600)]
    )
    max_retries = models.PositiveSmallIntegerField(default=3, validators=[MaxValueValidator(10)])
    constrain = models.CharField(
        max_length=10,
        choices=endpoints.CONSTRAIN_CHOICES,
        default="none",
        help_text="tools: each step's reply is held to the run's tools and their schemas",
    )
    react_api = models.CharField(
        max_length=12,
        choices=endpoints.REACT_API_CHOICES,
        default="chat",
        verbose_name="ReAct API",
        help_text="completions: a ReAct prompt goes to /v1/completions as text to continue",
    )
    server = models.CharField(
        max_length=20,
        choices=endpoints.SERVER_CHOICES,
        default="llama.cpp",
        help_text="the server behind the URL: how a constraint is sent to it",
    )
    success_check = models.JSONField(
        default=list,
        blank=True,
        validators=[endpoints.check_argv],
        help_text='a success check its runs carry unless the launch names one: ["pytest", "-q"]',
    )
    """The argv of the check a run of this endpoint carries by default; empty: none."""
    price_in = _price_field("input price", "dollars per million prompt tokens; empty: no price")
    price_out = _price_field("output price", "dollars per million generated tokens")
    model_prices = models.JSONField(
        default=dict,
        blank=True,
        validators=[endpoints.check_model_prices],
        help_text='a model\'s own prices: {"gpt-4.1-mini": {"in": "0.4", "out": "1.6"}}',
    )
    """{model: {"in": price, "out": price}}: a model's own prices, per million tokens."""

    class Meta:
        ordering = ["team", "name"]
        constraints = [
            models.UniqueConstraint(fields=["team", "name"], name="endpoint_name_per_team")
        ]

    def __str__(self) -> str:
        return f"{self.name} ({self.team})"

    def model_names(self) -> list[str]:
        return endpoints.model_names(self.allowed_models)

    def clean(self) -> None:
        endpoints.check_constraint(self.constrain, self.extra)
        if (self.price_in is None) != (self.price_out is None):
            raise ValidationError({"price_out": "set both prices, in and out, or neither"})
        if self.model_prices is None:
            self.model_prices = {}  # the admin's empty JSON field
        if not isinstance(self.model_prices, dict):  # an empty list skips the field's check
            endpoints.check_model_prices(self.model_prices)
        listed = self.model_names()
        if listed and (unlisted := sorted(set(self.model_prices) - set(listed))):
            raise ValidationError({"model_prices": f"not models of this endpoint: {unlisted}"})

    def prices_for(self, model: str) -> Prices | None:
        """What `model`'s tokens cost on this endpoint: its own prices, else the endpoint's;
        None: no price is set."""
        own = self.model_prices.get(model)
        if own is not None:
            return Prices(price_in=Decimal(str(own["in"])), price_out=Decimal(str(own["out"])))
        if self.price_in is None or self.price_out is None:
            return None
        return Prices(price_in=self.price_in, price_out=self.price_out)


class McpServer(models.Model):
    """An MCP server a team's runs may use, registered by an admin: a stdio `command` the
    worker starts in the run's sandbox, or a streamable-HTTP `url` it connects to. The
    launch form, `"mcp"` in the API and `manage.py launch --mcp` choose it by name; the
    launch writes it whole into the run's config."""

    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="mcp_servers")
    name = models.CharField(max_length=30, validators=[mcp_servers.check_name])
    command = models.JSONField(default=list, blank=True, validators=[mcp_servers.check_command])
    """The program and its arguments (stdio); its program must be visible in the sandbox:
    the system's, loopglass's Python installation, or a `readable` folder."""
    url = models.CharField(
        max_length=500, blank=True, validators=[mcp_servers.check_url], verbose_name="URL"
    )
    """A streamable-HTTP endpoint, for example http://mcp.internal:8000/mcp."""
    allowed_tools = models.CharField(
        max_length=2000, blank=True, validators=[mcp_servers.check_tools], verbose_name="tools"
    )
    """The server's tools a run is offered, comma-separated; empty: all it lists."""
    env = models.CharField(
        max_length=1000, blank=True, validators=[mcp_servers.check_env], verbose_name="env"
    )
    """The worker's environment variables passed to a stdio server (names, comma-separated)."""
    timeout = models.FloatField(
        default=30.0, validators=[MinValueValidator(0.1), MaxValueValidator(600)]
    )
    """Seconds a tool call may take."""
    readable = models.JSONField(
        default=list, blank=True, validators=[mcp_servers.check_readable], verbose_name="reads"
    )
    """Folders its sandbox shows read-only besides the system's and loopglass's Python: the
    program's own installation (`manage.py mcp add` finds it), and those `--read` adds."""

    class Meta:
        ordering = ["team", "name"]
        verbose_name = "MCP server"
        constraints = [
            models.UniqueConstraint(fields=["team", "name"], name="mcp_server_name_per_team")
        ]

    def __str__(self) -> str:
        return f"{self.name} ({self.team})"

    def clean(self) -> None:
        self.command = self.command or []  # the admin's empty JSON field is None
        mcp_servers.check_transport(self.command, self.url)

    def tool_names(self) -> list[str]:
        return mcp_servers.names(self.allowed_tools)

    def env_names(self) -> list[str]:
        return mcp_servers.names(self.env)

    def transport(self) -> str:
        """The command line or the URL, as a listing shows it."""
        return " ".join(self.command) if self.command else self.url
