"""The launch form: a scripted scenario, or a model behind an OpenAI-compatible endpoint."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Any, cast

from django import forms
from django.conf import settings
from django.core.files.uploadedfile import UploadedFile
from django.core.validators import MaxValueValidator, MinValueValidator
from django.http import QueryDict
from django.utils.html import format_html
from pydantic import ValidationError

from harness import scenarios
from harness.gate.policy import PROSE_MIN_MATCH, Policy
from harness.reducers import packet, selector
from harness.tools import sandbox
from runs import uploads
from runs.config import (
    BUILTIN_TOOLS,
    MAX_PACKET_CAP,
    REINFORCEMENT_LABELS,
    ArchiveWorkspace,
    RunConfig,
    cap_floor,
)
from runs.endpoints import NO_CHECK, check_words
from runs.extensions import extension_tool_names
from runs.launch import (
    LIMITS,
    SANDBOXED,
    LaunchRefused,
    LaunchRequest,
    model_tools,
    prepare,
    problems,
)
from runs.mcp_servers import tool_name
from runs.models import Endpoint, McpServer
from web import archives
from web.forms import InertCheckboxes

SOURCES = [
    ("scenario", "Scripted scenario"),
    ("endpoint", "Your team's model endpoint"),
    ("openai", "Another OpenAI-compatible URL"),
]
"""Where a run's replies come from; the last only where LOOPGLASS_MODEL_URLS names URLS."""
SOURCE_FIELDS = {
    "scenario": ("scenario", "delay"),
    "endpoint": ("goal", "endpoint", "model", "timeout", "retries", "max_cost"),
    "openai": ("goal", "base_url", "model", "timeout", "retries", "max_cost"),
}
"""The fields each source shows: the form has only its chosen source's (the page asks for
the form again, with htmx, when the choice changes)."""


def _scenario_choices() -> list[tuple[str, str]]:
    return [(name, name) for name in scenarios.names()]


AUTO_ALLOW: dict[str, dict[str, Any]] = {
    "none": {"auto_allow_untainted": False, "only_prose_taints": False},
    "untainted": {"auto_allow_untainted": True, "only_prose_taints": False},
    # with the window bench/agentdojo_gate.py measures it with
    "prose": {
        "auto_allow_untainted": True,
        "only_prose_taints": True,
        "min_match": PROSE_MIN_MATCH,
    },
}
"""The policy the launch form's "runs unasked when" choices set."""


SWAP = {
    "hx-get": "",
    "hx-include": "closest form",
    "hx-params": "not csrfmiddlewaretoken",
    "hx-target": "closest form",
    "hx-select": "form.launch",
    "hx-swap": "outerHTML",
}
"""Ask for the form again with the values chosen so far (a source's fields, a server's tools)."""


class LaunchForm(forms.Form):
    source = forms.ChoiceField(
        choices=SOURCES,
        initial="scenario",
        # the form again with this source's fields, the values typed so far kept
        widget=forms.RadioSelect(attrs=SWAP),
    )
    scenario = forms.ChoiceField(choices=_scenario_choices, required=False)
    delay = forms.FloatField(
        min_value=0,
        max_value=30,
        initial=1.0,
        required=False,
        help_text="seconds per scripted reply, to watch the run unfold",
    )
    goal = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 3}), required=False, max_length=10_000
    )
    endpoint = forms.ChoiceField(
        choices=[], required=False, help_text="registered by an admin for your team"
    )
    # A CharField: Django's URLField refuses single-label hosts such as http://ollama:11434/v1;
    # RunConfig checks the URL.
    base_url = forms.CharField(
        required=False,
        max_length=500,
        label="Base URL",
        help_text="for example http://localhost:11434/v1",
    )
    model = forms.CharField(
        required=False, max_length=200, label="Model name", help_text="the URL's model"
    )
    timeout = forms.FloatField(
        required=False,
        min_value=1,
        max_value=600,
        label="Model call timeout",
        help_text="seconds each model call may take; empty: the endpoint's",
    )
    retries = forms.IntegerField(
        required=False,
        min_value=0,
        max_value=10,
        label="Model call retries",
        help_text="retries of a failed model call; empty: the endpoint's",
    )
    max_cost = forms.DecimalField(
        required=False,
        min_value=Decimal("0.0000000001"),
        max_digits=20,
        decimal_places=10,
        label="Budget ($)",
        help_text="the run stops (reason budget) before a model call that would cost more; "
        "needs the endpoint's prices; empty: no budget",
    )
    channel = forms.ChoiceField(choices=[("react", "ReAct text"), ("native", "native tool calls")])
    max_steps = forms.IntegerField(min_value=1, max_value=1000, initial=8)
    termination = forms.ChoiceField(
        choices=[
            ("last_tool", "a reply without a tool call ends it"),
            ("reply", "a reply ends it, and counts as the answer (native)"),
            ("max_turns", "run every turn up to max turns"),
        ]
    )
    max_turns = forms.IntegerField(min_value=1, max_value=1000, required=False)
    plan = forms.BooleanField(required=False, label="Plan first (Plan-and-Solve)")
    hints = forms.BooleanField(
        required=False,
        label="Tool hints learned from past runs",
        help_text="which tools served this kind of task in your team's runs, put in the prompt",
    )
    reinforcement = forms.ChoiceField(
        choices=list(REINFORCEMENT_LABELS.items()),
        initial="block",
        label="Run-state block",
        required=False,
    )
    packet_share = forms.FloatField(required=False, label="Packet share of output, %")
    packet_cap = forms.IntegerField(required=False, label="Packet cap, bytes")
    approval = forms.ChoiceField(
        choices=[
            ("", "as the scenario says (else: a write after external text)"),
            ("confirm_tainted_writes", "a write while external text is in context"),
            ("confirm_all", "every call"),
            ("confirm_none", "no call"),
        ],
        initial="",
        label="A reviewer confirms",
        required=False,
    )
    auto_allow = forms.ChoiceField(
        choices=[
            ("", "as the scenario says (else: none)"),
            ("untainted", "every argument comes from the goal or trusted output"),
            ("prose", "no argument copies the prose of external text"),
            ("none", "none: a reviewer confirms each one"),
        ],
        initial="",
        label="A write after external text runs unasked when",
        required=False,
    )
    escalation = forms.ChoiceField(
        choices=[
            ("", "as the scenario says (else: a reviewer looks first)"),
            ("review", "a reviewer looks first"),
            ("model_first", "the model may read the raw lines first"),
            ("off", "nothing"),
        ],
        initial="",
        label="When a packet asks for a look at its source",
        required=False,
    )

    mcp = forms.MultipleChoiceField(
        choices=[],
        required=False,
        label="MCP servers",
        help_text="registered by an admin for your team; their tools are offered too",
        # the form again, with the chosen servers' tools in the picker below
        widget=forms.SelectMultiple(attrs={**SWAP, "hx-trigger": "change"}),
    )
    tools = forms.MultipleChoiceField(
        choices=[],
        required=False,
        label="Tools",
        widget=InertCheckboxes,
        help_text="none of the builtins or skills ticked: the scenario's, or the server's "
        "model tools; no tool of an MCP server ticked: all it offers",
    )

    network = forms.BooleanField(
        required=False,
        label="Commands may reach the network",
        help_text="run_command and run_tests run in a sandbox, offline unless this is ticked; "
        "ticked, they reach public addresses through a proxy (HTTP and HTTPS), never this "
        "server's own services or private networks",
    )
    workspace = forms.CharField(
        required=False,
        max_length=2000,
        label="Workspace from git",
        help_text="a repository URL (https://, ssh://, git://) or a path under the server's "
        "LOOPGLASS_WORKSPACE_ROOTS; empty: the scenario's workspace, or an empty folder",
    )
    ref = forms.CharField(
        required=False, max_length=200, label="at", help_text="a branch, tag or commit; HEAD"
    )
    check = forms.CharField(
        required=False,
        max_length=4000,
        label="Success check",
        help_text="a command run in the sandbox on the workspace after the final answer, "
        "split as a shell would (pytest -q): the run succeeds only if it exits 0; empty: "
        f"the endpoint's or the scenario's; {NO_CHECK}: none, and an answer is only an answer",
    )
    archive = forms.FileField(
        required=False,
        label="or upload a workspace",
        help_text=f"a .zip or .tar.gz, at most {archives.MAX_UPLOAD_BYTES >> 20} MB",
    )

    run_config: RunConfig
    goal_text: str
    _upload: uploads.Upload | None = None

    def __init__(self, *args: Any, team_id: int, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.team_id = team_id
        self.sandbox_reason = sandbox.unavailable()
        self._offer_endpoints(team_id)
        self.chosen_source = self._chosen_source()
        self._offer_tools(team_id)
        other_sources = {name for names in SOURCE_FIELDS.values() for name in names}
        for name in other_sources - set(SOURCE_FIELDS[self.chosen_source]):
            self.fields.pop(name, None)
        offer_budget(self)
        if self.sandbox_reason:
            self.fields["tools"].help_text = format_html(
                '{} <strong class="sandbox-off">{} are not offered: {}</strong>',
                self.fields["tools"].help_text,
                " and ".join(sorted(SANDBOXED)),
                self.sandbox_reason,
            )

    def _offer_endpoints(self, team_id: int) -> None:
        """The team's endpoints, and a free URL only where the server allows some."""
        offered = list(Endpoint.objects.filter(team_id=team_id))
        endpoint = cast(forms.ChoiceField, self.fields["endpoint"])
        source = cast(forms.ChoiceField, self.fields["source"])
        endpoint.choices = [(e.name, f"{e.name} ({e.base_url})") for e in offered]
        listed = [f"{e.name}: {', '.join(e.model_names())}" for e in offered if e.model_names()]
        if listed:
            self.fields["model"].help_text = format_html(
                "the URL's model, or one of {}", "; ".join(listed)
            )
        if not settings.LOOPGLASS_MODEL_URLS:
            source.choices = SOURCES[:2]
            del self.fields["base_url"]

    def _offer_tools(self, team_id: int) -> None:
        """The picker: builtins (a model run's only), the team's accepted skills, and the
        chosen MCP servers' tools where their allowlists name them."""
        servers = {server.name: server for server in McpServer.objects.filter(team_id=team_id)}
        mcp = cast(forms.MultipleChoiceField, self.fields["mcp"])
        mcp.choices = [(name, name) for name in servers]
        if not servers:
            del self.fields["mcp"]
        builtins = BUILTIN_TOOLS if self.chosen_source == "scenario" else model_tools()
        choices = [(name, name) for name in builtins]
        choices += [(name, f"{name} (skill)") for name in extension_tool_names(team_id)]
        chosen = _listed(self.data if self.is_bound else self.initial, "mcp")
        unlisted = []
        for name in [name for name in chosen if name in servers]:
            listed = servers[name].tool_names()
            choices += [(tool_name(name, tool), f"{tool} ({name})") for tool in listed]
            unlisted += [] if listed else [name]
        cast(forms.MultipleChoiceField, self.fields["tools"]).choices = choices
        if unlisted:
            self.fields["tools"].help_text = format_html(
                "{}; {} offer every tool they list (no allowlist)",
                self.fields["tools"].help_text,
                ", ".join(unlisted),
            )

    def _chosen_source(self) -> str:
        chosen = self.data.get("source") if self.is_bound else self.initial.get("source")
        names = [value for value, _ in SOURCES]
        offered = names if "base_url" in self.fields else names[:2]
        return chosen if isinstance(chosen, str) and chosen in offered else "scenario"

    def clean_archive(self) -> ArchiveWorkspace | None:
        """A checked upload, named by its sha256 (kept once the launch is accepted)."""
        upload: UploadedFile[bytes] | None = self.cleaned_data.get("archive")
        if upload is None:
            return None
        try:
            self._upload = uploads.accept(upload)
        except archives.ArchiveError as error:
            raise forms.ValidationError(str(error)) from None
        return self._upload.workspace

    def clean(self) -> dict[str, Any]:
        """The choices as a LaunchRequest, checked by runs.launch as the API's body is."""
        data = super().clean() or {}
        if self.errors:
            return data
        try:
            request = LaunchRequest.model_validate(self._request(data))
            archive = data.get("archive")
            self.goal_text, self.run_config = prepare(request, self.team_id, archive)
        except ValidationError as exc:
            self._add_problems(problems(exc))
        except LaunchRefused as refused:
            self._add_problems(refused.problems)
        else:
            if self._upload is not None:
                self._upload.keep()  # the launch is accepted: the worker reads it there
        return data

    def _request(self, data: dict[str, Any]) -> dict[str, Any]:
        request = {key: data[key] for key in LIMITS if data.get(key) is not None}
        request["reinforcement"] = data.get("reinforcement") or "block"
        request |= budget_request(data)
        request["tools"] = list(data.get("tools") or [])
        request["mcp"] = list(data.get("mcp") or [])
        if data["source"] == "scenario":
            request |= {"scenario": data.get("scenario") or "", "delay": data.get("delay") or 0.0}
        elif data["source"] == "endpoint":
            chosen = {"endpoint": data.get("endpoint") or "", "model": data.get("model") or None}
            request |= {"goal": data.get("goal") or "", **chosen}
        else:
            endpoint = {key: data.get(key) or "" for key in ("base_url", "model")}
            request |= {"goal": data.get("goal") or "", "backend": {"kind": "openai", **endpoint}}
        if data["source"] != "scenario":
            overrides = {
                "timeout": data.get("timeout"),
                "retries": data.get("retries"),
                "max_cost": data.get("max_cost"),
            }
            request |= {key: value for key, value in overrides.items() if value is not None}
        request["policy"] = self._policy(data)
        request["network"] = bool(data.get("network"))
        if data.get("check") is not None:  # [] is a choice too: no check
            request["check"] = data["check"]
        if data.get("workspace"):
            request["workspace"] = {"git": data["workspace"], "ref": data.get("ref") or "HEAD"}
        return request

    def clean_packet_share(self) -> float | None:
        return share_of(self.cleaned_data.get("packet_share"))

    def clean_check(self) -> list[str] | None:
        """The check as an argv; None: the default; `none`: no check."""
        text = self.cleaned_data.get("check", "").strip()
        try:
            return check_words(text) if text else None
        except ValueError as error:
            raise forms.ValidationError(f"the check cannot be split into words: {error}") from None

    def _policy(self, data: dict[str, Any]) -> Policy | None:
        """The choices made here over the scenario's own policy (its allow patterns); no
        choice: the launch's default (the scenario's, or harness/gate/policy.py's)."""
        choices = {"mode": data.get("approval"), "escalation": data.get("escalation")}
        chosen = {key: value for key, value in choices.items() if value}
        chosen |= AUTO_ALLOW.get(data.get("auto_allow") or "", {})
        if not chosen:
            return None
        name = data.get("scenario") if data["source"] == "scenario" else None
        base = scenarios.load(name).policy if name in scenarios.names() else None
        return (base or Policy()).model_copy(update=chosen)

    def _add_problems(self, problems: list[tuple[str, str]]) -> None:
        for where, text in problems:
            field = where.split(".")[-1] if where else None
            self.add_error(field if field in self.fields else None, text)


def offer_budget(form: forms.Form, empty: str | None = None) -> None:
    """The form's packet share and cap fields: their limits, and what an empty one leaves:
    `empty`, else the defaults (the selector's, read now), shown as placeholders."""
    default_share = f"{selector.BUDGET_SHARE * 100:g}"
    share, cap = form.fields["packet_share"], form.fields["packet_cap"]
    cap.validators += [MinValueValidator(cap_floor()), MaxValueValidator(MAX_PACKET_CAP)]
    share.widget.attrs |= {"min": 0, "max": 100, "step": "any"}
    cap.widget.attrs |= {"min": cap_floor(), "max": MAX_PACKET_CAP}
    share.widget.attrs["placeholder"] = empty or default_share
    cap.widget.attrs["placeholder"] = empty or packet.DEFAULT_BUDGET
    share.help_text = (
        "the share of a tool output's bytes its packet may take, above 0 and at most 100; "
        f"empty: {empty or f'{default_share} %'} (a packet is allowed at least "
        f"{cap_floor()} bytes)"
    )
    cap.help_text = (
        f"the most bytes a packet may take, {cap_floor()} to {MAX_PACKET_CAP}; "
        f"empty: {empty or packet.DEFAULT_BUDGET}"
    )


def share_of(percent: float | None) -> float | None:
    """A share given in % as the fraction a run's config holds; out of range: refused."""
    if percent is None:
        return None
    if not 0 < percent <= 100:
        raise forms.ValidationError(f"a share is above 0 % and at most 100 %, not {percent:g} %")
    return round(percent / 100, 6)


def budget_request(data: Mapping[str, Any]) -> dict[str, Any]:
    """The packet share and cap chosen, as a launch request's fields."""
    chosen = {"packet_share": data.get("packet_share"), "packet_cap": data.get("packet_cap")}
    return {key: value for key, value in chosen.items() if value is not None}


def _listed(values: Mapping[str, Any], name: str) -> list[str]:
    """The values of a field that may be given more than once (a QueryDict's, or a list)."""
    if isinstance(values, QueryDict):
        return values.getlist(name)
    found = values.get(name) or []
    return [found] if isinstance(found, str) else list(found)


class ReplayForm(forms.Form):
    """A counterfactual replay: the same recorded decisions, read another way."""

    reinforcement = forms.ChoiceField(
        choices=[("", "as recorded"), *REINFORCEMENT_LABELS.items()],
        required=False,
        label="Run-state block",
    )
    reducers = forms.CharField(
        required=False,
        max_length=500,
        label="Pin reducers",
        help_text="versions such as pytest@1 text@1, space-separated; empty: the newest",
    )
    packet_share = forms.FloatField(required=False, label="Packet share of output, %")
    packet_cap = forms.IntegerField(required=False, label="Packet cap, bytes")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        offer_budget(self, empty="as recorded")

    def clean_packet_share(self) -> float | None:
        return share_of(self.cleaned_data.get("packet_share"))

    def clean_reducers(self) -> list[str] | None:
        names = self.cleaned_data.get("reducers", "").replace(",", " ").split()
        return names or None
