"""What a run is asked to do: its backend, channel, tools and limits.

RunConfig checks only its own shape: no settings, no database. runs.launch checks a
launch against both and writes the config out whole, so a worker that validates it again
needs neither, and a settings change does not fail a run already queued.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Annotated, Any, Literal

from django.conf import settings
from django.core.exceptions import ValidationError as DjangoValidationError
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    HttpUrl,
    SerializerFunctionWrapHandler,
    field_validator,
    model_serializer,
    model_validator,
)

from harness import scenarios
from harness.agent.budget import Prices
from harness.agent.shapes import Channel, Termination
from harness.backends.constraint import GRAMMARLESS, Server
from harness.backends.openai_compat import ReactApi
from harness.config import AgentConfig
from harness.gate.policy import Policy
from harness.reducers import ReducerSet, packet, selector
from harness.reducers.selector import all_reducers
from harness.tools import BUILTINS
from runs import mcp_servers
from runs.endpoints import CONSTRAINT_FIELDS, HARNESS_FIELDS, KEY_ENV, check_argv

BUILTIN_TOOLS = [t.name for t in BUILTINS]
Reinforcement = Literal["block", "standing", "off"]
REINFORCEMENT_LABELS: dict[Reinforcement, str] = {
    "block": "after each tool return",
    "standing": "once a turn, standing",
    "off": "off",
}
"""Where the model reads the run-state block, as the launch and replay forms say it."""


MAX_PACKET_CAP = 65_536
"""The largest packet cap a launcher or a lab column may set, in bytes."""


def cap_floor() -> int:
    """The smallest packet cap allowed: no packet budget is below MIN_BUDGET, and output
    under PASSTHROUGH_BELOW passes through whole (the selector's values, read when asked)."""
    return max(selector.MIN_BUDGET, selector.PASSTHROUGH_BELOW)


def checked_share(share: float) -> float:
    """`share` if it is a packet's share of its output the selector takes (0 < x <= 1)."""
    if not 0 < share <= 1:
        raise ValueError(f"a packet's share of its output is above 0 and at most 1, not {share}")
    return share


def checked_cap(cap: int) -> int:
    """`cap` if it is between cap_floor() and MAX_PACKET_CAP bytes."""
    if not cap_floor() <= cap <= MAX_PACKET_CAP:
        raise ValueError(
            f"a packet cap is between {cap_floor()} and {MAX_PACKET_CAP} bytes, not {cap}"
        )
    return cap


def budgeted_reducers(pinned: list[str], share: float | None, cap: int | None) -> ReducerSet:
    """The reducers with these versions pinned, a packet taking `share` of its output up to
    `cap` bytes; None: the selector's default, read now."""
    return ReducerSet(
        pinned=pinned,
        share=selector.BUDGET_SHARE if share is None else share,
        budget=packet.DEFAULT_BUDGET if cap is None else cap,
    )


def budget_words(share: float | None, cap: int | None) -> str:
    """A packet budget as the pages say it, `10 %, cap 16 KB`; None: the selector's default
    (`2 % (default), cap 4 KB (default)`)."""
    shown = f"{(share or selector.BUDGET_SHARE) * 100:g} %"
    limit = cap or packet.DEFAULT_BUDGET
    capped = f"cap {limit >> 10} KB" if limit % 1024 == 0 else f"cap {limit} B"
    default = " (default)"
    return f"{shown}{default if share is None else ''}, {capped}{default if cap is None else ''}"


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ScriptedBackend(_Strict):
    kind: Literal["scripted"] = "scripted"
    scenario: str
    delay: float = Field(default=0.0, ge=0, le=30)
    """Seconds per model reply, so a demo run can be watched."""


class OpenAIBackend(_Strict):
    kind: Literal["openai"] = "openai"
    base_url: HttpUrl
    model: str = Field(min_length=1, max_length=200)
    timeout: float = Field(default=60.0, gt=0, le=600)
    max_retries: int = Field(default=3, ge=0, le=10)
    endpoint: str | None = Field(default=None, max_length=100)
    """The registered endpoint this was written out from (runs.models.Endpoint), by name;
    None: a base URL the launcher gave."""
    key_env: str | None = Field(default=None, pattern=KEY_ENV.pattern)
    """The worker's environment variable that holds the endpoint's key (never the key)."""
    extra_body: dict[str, Any] = {}
    """Fields added to each request's body (a grammar, `response_format`, ...)."""
    constrain: Literal["none", "tools"] = "none"
    """tools: every step's reply held to the run's tools (harness.backends.constraint)."""
    server: Server = "llama.cpp"
    """The server behind `base_url`: how a constraint is sent to it."""
    react_api: ReactApi = "chat"
    """completions: a ReAct prompt goes to /v1/completions, as text to continue."""
    prices: Prices | None = None
    """What the model's tokens cost, as its endpoint priced them at launch (a later change
    of price leaves the run's cost as it was); None: no price set."""

    @model_serializer(mode="wrap")
    def _constraint_only_when_set(self, handler: SerializerFunctionWrapHandler) -> Any:
        """A backend with neither option set is written out as it was before they were."""
        data = handler(self)
        if isinstance(data, dict):
            if self.constrain == "none":
                data.pop("constrain", None)
                data.pop("server", None)
            if self.react_api == "chat":
                data.pop("react_api", None)
            if self.prices is None:
                data.pop("prices", None)
        return data

    def gets_key(self) -> bool:
        """Whether the server's OPENAI_API_KEY may be sent to this endpoint."""
        return any(str(self.base_url).startswith(p) for p in settings.LOOPGLASS_KEYED_URLS)

    @model_validator(mode="after")
    def _harness_fields_kept(self) -> OpenAIBackend:
        if taken := sorted(HARNESS_FIELDS & set(self.extra_body)):
            raise ValueError(f"extra request fields may not set {', '.join(taken)}")
        if (self.key_env or self.extra_body) and self.endpoint is None:
            raise ValueError("a key variable and extra fields come from a registered endpoint")
        if self.constrain == "tools" and (
            taken := sorted(CONSTRAINT_FIELDS & set(self.extra_body))
        ):
            raise ValueError(f"with constrain 'tools' the constraint sets {', '.join(taken)}")
        return self


def _check_constrainable(backend: OpenAIBackend, channel: Channel) -> None:
    if backend.server in GRAMMARLESS and channel == "react":
        raise ValueError(
            f"{backend.server} takes a JSON schema, not a grammar: constrain the native channel"
        )


Recorded = Annotated[ScriptedBackend | OpenAIBackend, Field(discriminator="kind")]


class ReplayBackend(_Strict):
    """The model's replies recorded in run `run`, played back: the same decisions, read
    under this run's reducers and reinforcement (a counterfactual replay)."""

    kind: Literal["replay"] = "replay"
    run: int = Field(gt=0)
    source: Recorded
    """The recorded run's backend: a scenario's workspace is prepared the same way."""


Backend = Annotated[ScriptedBackend | OpenAIBackend | ReplayBackend, Field(discriminator="kind")]

TRANSPORT_HELPER = re.compile(r"^[A-Za-z0-9+.-]+::")
"""`ext::cmd`, `fd::3`: git's remote helpers run commands; never accepted."""
REF = re.compile(r"^(?!-)(?!.*\.\.)(?!.*@\{)(?!.*//)(?!.*\.lock$)[A-Za-z0-9._/+-]{1,200}(?<![/.])$")
"""A branch, tag or commit: no option (`-x`), no `..` range, no reflog `@{`."""


class GitWorkspace(_Strict):
    """A clone of a git repository checked out at `ref` (runs.workspaces makes it)."""

    kind: Literal["git"] = "git"
    git: str = Field(min_length=1, max_length=2000)
    """An https://, ssh:// or git:// URL, `user@host:path`, or a local path (resolved at
    launch, under LOOPGLASS_WORKSPACE_ROOTS)."""
    ref: str = "HEAD"

    @model_validator(mode="after")
    def _safe(self) -> GitWorkspace:
        if self.git.startswith("-") or TRANSPORT_HELPER.match(self.git):
            raise ValueError(f"{self.git!r} is not a repository URL or path git may fetch")
        if any(ord(c) < 0x21 or c == "\x7f" for c in self.git):
            raise ValueError("a repository URL has no spaces or control characters")
        if not REF.match(self.ref):
            raise ValueError(f"{self.ref!r} is not a branch, tag or commit")
        return self


class ArchiveWorkspace(_Strict):
    """An uploaded .zip or .tar.gz, kept in the artifacts storage, extracted by the worker."""

    kind: Literal["archive"] = "archive"
    blob: str = Field(pattern=r"^workspaces/[0-9a-f]{64}\.(zip|tar\.gz)$")
    """Its name in the "artifacts" storage (content-addressed)."""
    format: Literal["zip", "tar.gz"]
    name: str = Field(default="", max_length=255)
    """The uploaded file's name, as shown."""


Workspace = Annotated[GitWorkspace | ArchiveWorkspace, Field(discriminator="kind")]


class McpServerConfig(_Strict):
    """A team's MCP server (runs.models.McpServer) as the launch wrote it out: the worker
    starts it (a stdio `command`, in the run's sandbox) or connects to it (a `url`)."""

    name: str = Field(pattern=mcp_servers.NAME.pattern)
    command: list[str] = []
    url: HttpUrl | None = None
    tools: list[str] = []
    """Its tools on offer, by the server's names; empty: all it lists."""
    env: list[str] = []
    """The worker's environment variables passed to it, by name (never their values)."""
    timeout: float = Field(default=30.0, gt=0, le=600)
    readable: list[str] = []
    """Folders its sandbox shows read-only (runs.models.McpServer.readable)."""

    @model_validator(mode="after")
    def _one_transport(self) -> McpServerConfig:
        if bool(self.command) == (self.url is not None):
            raise ValueError(f"MCP server {self.name}: a command or a URL, one of them")
        if not all(mcp_servers.TOOL.match(name) for name in self.tools):
            raise ValueError(f"MCP server {self.name}: its tools are not all tool names")
        if not all(KEY_ENV.match(name) for name in self.env):
            raise ValueError(f"MCP server {self.name}: its env are not all variable names")
        return self


class RunConfig(_Strict):
    backend: Backend
    channel: Channel = "react"
    tools: list[str] = []
    """The tools on offer, as the launch wrote them out (runs launched before it did: empty
    means the scenario's, or LOOPGLASS_MODEL_TOOLS for a model run)."""
    reinforcement: Reinforcement = "block"
    """Where the model reads the run-state block: after each tool return, once a turn, never."""
    policy: Policy | None = None
    """What may run without a reviewer (harness/gate/policy.py), as the launch wrote it out (runs
    launched before it did: None is the scenario's policy, else the default)."""
    max_steps: int = Field(default=8, ge=1, le=1000)
    termination: Termination = "last_tool"
    max_turns: int | None = Field(default=None, ge=1, le=1000)
    plan: bool = False
    reducers: list[str] = []
    """Reducer versions pinned for this run (`text@1`); unnamed families get the newest."""
    hints: bool = False
    """Put tool hints learned from the team's past runs into the instructions (skills.hints)."""
    network: bool = False
    """Whether the processes the run starts (run_command, run_tests) may reach the network;
    the launcher's choice, recorded here."""
    workspace: Workspace | None = None
    """Where the run's workspace comes from; None: the scenario's, or an empty folder."""
    mcp: list[McpServerConfig] = []
    """The team's MCP servers the run uses, written out whole at launch."""
    budget_share: float | None = None
    """The share of a tool output's bytes its packet may take (0 < x <= 1); None: the
    selector's BUDGET_SHARE when the run starts."""
    budget_cap: int | None = None
    """The bytes a packet may take at most (cap_floor() to MAX_PACKET_CAP); None: the
    packets' DEFAULT_BUDGET when the run starts."""
    check: list[str] = []
    """The success check (harness.agent.check) run after the final answer, as the launch wrote
    it out (the launcher's, the endpoint's or the scenario's); empty: none, and an answer
    ends the run `answered`."""
    max_cost: Decimal | None = Field(default=None, gt=0, max_digits=20, decimal_places=10)
    """The run stops with `budget` before a model call that would take its cost past this,
    in dollars (harness.agent.budget); None: no budget. Needs the model's prices."""

    @field_validator("check")
    @classmethod
    def _check(cls, argv: list[str]) -> list[str]:
        try:
            check_argv(argv)
        except DjangoValidationError as error:
            raise ValueError(" ".join(error.messages)) from None
        return argv

    @field_validator("budget_share")
    @classmethod
    def _share(cls, share: float | None) -> float | None:
        return None if share is None else checked_share(share)

    @field_validator("budget_cap")
    @classmethod
    def _cap(cls, cap: int | None) -> int | None:
        return None if cap is None else checked_cap(cap)

    @model_validator(mode="after")
    def _consistent(self) -> RunConfig:
        versions = {reducer.key for reducer in all_reducers()}
        if not_released := sorted(set(self.reducers) - versions):
            known = ", ".join(sorted(versions))
            raise ValueError(f"unknown reducers {not_released}; known: {known}")
        if self.termination == "max_turns" and self.max_turns is None:
            raise ValueError("termination 'max_turns' needs max_turns")
        if len({server.name for server in self.mcp}) < len(self.mcp):
            raise ValueError("an MCP server is named twice")
        if self.workspace is not None and isinstance(self.recorded_backend, ScriptedBackend):
            raise ValueError("a scenario run has its scenario's workspace; leave workspace out")
        backend = self.recorded_backend
        if isinstance(backend, OpenAIBackend) and backend.constrain == "tools":
            _check_constrainable(backend, self.channel)
        if self.max_cost is not None and self.prices() is None:
            raise ValueError("a budget (max_cost) needs a model with prices set to be checked")
        return self

    def prices(self) -> Prices | None:
        """What the run's model calls cost: its endpoint's prices at launch; None for a
        model with no price, a scripted run and a replay (which calls no model)."""
        backend = self.backend
        return backend.prices if isinstance(backend, OpenAIBackend) else None

    def agent_config(self, scenario_config: dict[str, object] | None = None) -> AgentConfig:
        fields = {
            "channel": self.channel,
            "max_steps": self.max_steps,
            "plan": self.plan,
            "termination": self.termination,
            "max_turns": self.max_turns,
            "reinforcement": self.reinforcement,
            "check": tuple(self.check) or None,
            "prices": self.prices(),
            "max_cost": self.max_cost,
        }
        return AgentConfig.model_validate((scenario_config or {}) | fields)

    @property
    def recorded_backend(self) -> ScriptedBackend | OpenAIBackend:
        """The backend whose workspace and tools the run uses (a replay's source's)."""
        return self.backend.source if isinstance(self.backend, ReplayBackend) else self.backend

    def reducer_set(self) -> ReducerSet:
        return budgeted_reducers(self.reducers, self.budget_share, self.budget_cap)

    def with_budget(self, share: float | None, cap: int | None) -> RunConfig:
        """This config with the share and cap given over its own (a replay's overrides)."""
        chosen = {"budget_share": share, "budget_cap": cap}
        changes = {key: value for key, value in chosen.items() if value is not None}
        return RunConfig.model_validate(self.model_dump(mode="json") | changes)

    def gate_policy(self) -> Policy:
        if self.policy is not None:
            return self.policy
        backend = self.recorded_backend
        if isinstance(backend, ScriptedBackend):
            return scenarios.load(backend.scenario).policy or Policy()
        return Policy()

    def tool_names(self) -> list[str]:
        if self.tools:
            return list(self.tools)
        backend = self.recorded_backend
        if isinstance(backend, ScriptedBackend):
            return scenarios.load(backend.scenario).tools
        return list(settings.LOOPGLASS_MODEL_TOOLS)
