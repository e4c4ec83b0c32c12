"""The launch form: a scripted scenario, or a model behind an OpenAI-compatible endpoint."""

from __future__ import annotations

from typing import Any

from django import forms
from pydantic import ValidationError

from harness import scenarios
from harness.policy import PROSE_MIN_MATCH, Policy
from runs.config import REINFORCEMENT_LABELS, RunConfig
from runs.launch import LIMITS, LaunchRefused, LaunchRequest, prepare, problems

SOURCES = [("scenario", "Scripted scenario"), ("openai", "OpenAI-compatible endpoint")]


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


class LaunchForm(forms.Form):
    source = forms.ChoiceField(choices=SOURCES, initial="scenario", widget=forms.RadioSelect)
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
    # A CharField: Django's URLField refuses single-label hosts such as http://ollama:11434/v1;
    # RunConfig checks the URL.
    base_url = forms.CharField(
        required=False,
        max_length=500,
        label="Base URL",
        help_text="for example http://localhost:11434/v1",
    )
    model = forms.CharField(required=False, max_length=200, label="Model name")
    channel = forms.ChoiceField(choices=[("react", "ReAct text"), ("native", "native tool calls")])
    max_steps = forms.IntegerField(min_value=1, max_value=1000, initial=8)
    termination = forms.ChoiceField(
        choices=[
            ("last_tool", "a reply without a tool call ends it"),
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

    tools = forms.CharField(
        required=False,
        max_length=2000,
        label="Tools",
        help_text="builtins and your team's accepted skills, space-separated; empty: the "
        "scenario's, or the server's model tools",
    )

    run_config: RunConfig
    goal_text: str

    def __init__(self, *args: Any, team_id: int, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.team_id = team_id

    def clean(self) -> dict[str, Any]:
        """The choices as a LaunchRequest, checked by runs.launch as the API's body is."""
        data = super().clean() or {}
        if self.errors:
            return data
        try:
            request = LaunchRequest.model_validate(self._request(data))
            self.goal_text, self.run_config = prepare(request, self.team_id)
        except ValidationError as exc:
            self._add_problems(problems(exc))
        except LaunchRefused as refused:
            self._add_problems(refused.problems)
        return data

    def _request(self, data: dict[str, Any]) -> dict[str, Any]:
        request = {key: data[key] for key in LIMITS if data.get(key) is not None}
        request["reinforcement"] = data.get("reinforcement") or "block"
        request["tools"] = data.get("tools", "").replace(",", " ").split()
        if data["source"] == "scenario":
            request |= {"scenario": data.get("scenario") or "", "delay": data.get("delay") or 0.0}
        else:
            endpoint = {key: data.get(key) or "" for key in ("base_url", "model")}
            request |= {"goal": data.get("goal") or "", "backend": {"kind": "openai", **endpoint}}
        request["policy"] = self._policy(data)
        return request

    def _policy(self, data: dict[str, Any]) -> Policy | None:
        """The choices made here over the scenario's own policy (its allow patterns); no
        choice: the launch's default (the scenario's, or harness/policy.py's)."""
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

    def clean_reducers(self) -> list[str] | None:
        names = self.cleaned_data.get("reducers", "").replace(",", " ").split()
        return names or None
