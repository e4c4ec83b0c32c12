"""The launch form: a scripted scenario, or a model behind an OpenAI-compatible endpoint."""

from __future__ import annotations

from typing import Any

from django import forms
from pydantic import ValidationError

from harness import scenarios
from harness.policy import PROSE_MIN_MATCH, Policy
from runs.config import RunConfig

BACKEND_FIELDS = ("base_url", "model")
"""RunConfig errors on these show next to their field; the rest above the form."""

SOURCES = [("scenario", "Scripted scenario"), ("openai", "OpenAI-compatible endpoint")]


def _scenario_choices() -> list[tuple[str, str]]:
    return [(name, name) for name in scenarios.names()]


AUTO_ALLOW: dict[str, dict[str, Any]] = {
    "none": {"auto_allow_untainted": False, "only_prose_taints": False},
    "untainted": {"auto_allow_untainted": True, "only_prose_taints": False},
    # with the window bench/agentdojo_gate.py measures it with
    "prose": {"auto_allow_untainted": True, "only_prose_taints": True,
              "min_match": PROSE_MIN_MATCH},
}  # fmt: skip
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
        choices=[("block", "after each tool return"), ("standing", "once a turn, standing"),
                 ("off", "off")],
        initial="block", label="Run-state block", required=False,
    )  # fmt: skip
    approval = forms.ChoiceField(
        choices=[("", "as the scenario says (else: a write after external text)"),
                 ("confirm_tainted_writes", "a write while external text is in context"),
                 ("confirm_all", "every call"), ("confirm_none", "no call")],
        initial="", label="A reviewer confirms", required=False,
    )  # fmt: skip
    auto_allow = forms.ChoiceField(
        choices=[("", "as the scenario says (else: none)"),
                 ("untainted", "every argument comes from the goal or trusted output"),
                 ("prose", "no argument copies the prose of external text"),
                 ("none", "none: a reviewer confirms each one")],
        initial="", label="A write after external text runs unasked when", required=False,
    )  # fmt: skip
    escalation = forms.ChoiceField(
        choices=[("", "as the scenario says (else: a reviewer looks first)"),
                 ("review", "a reviewer looks first"),
                 ("model_first", "the model may read the raw lines first"), ("off", "nothing")],
        initial="", label="When a packet asks for a look at its source", required=False,
    )  # fmt: skip

    run_config: RunConfig
    goal_text: str

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if self.errors:
            return data
        backend = self._backend(data)
        if self.errors or backend is None:
            return data
        try:
            self.run_config = RunConfig.model_validate(
                {
                    "backend": backend,
                    "channel": data["channel"],
                    "max_steps": data["max_steps"],
                    "termination": data["termination"],
                    "max_turns": data.get("max_turns"),
                    "plan": data.get("plan", False),
                    "hints": data.get("hints", False),
                    "reinforcement": data.get("reinforcement") or "block",
                    "policy": self._policy(data, backend),
                }
            )
        except ValidationError as exc:
            for error in exc.errors():
                self.add_error(_field(error["loc"]), error["msg"].removeprefix("Value error, "))
        return data

    def _policy(self, data: dict[str, Any], backend: dict[str, Any]) -> Policy:
        """The choices made here, over the scenario's own policy (its allow patterns)."""
        base = scenarios.load(backend["scenario"]).policy if backend["kind"] == "scripted" else None
        base = base or Policy()
        choices = {"mode": data.get("approval") or base.mode,
                   "escalation": data.get("escalation") or base.escalation}  # fmt: skip
        return base.model_copy(update=choices | AUTO_ALLOW.get(data.get("auto_allow") or "", {}))

    def _backend(self, data: dict[str, Any]) -> dict[str, Any] | None:
        if data["source"] == "scenario":
            name = data.get("scenario")
            if not name:
                self.add_error("scenario", "Pick a scenario.")
                return None
            self.goal_text = scenarios.load(name).goal
            return {"kind": "scripted", "scenario": name, "delay": data.get("delay") or 0.0}
        goal = (data.get("goal") or "").strip()
        if not goal:
            self.add_error("goal", "A model run needs a goal.")
        for field in ("base_url", "model"):
            if not data.get(field):
                self.add_error(field, "A model run needs this.")
        self.goal_text = goal
        return {"kind": "openai", "base_url": data.get("base_url"), "model": data.get("model")}


def _field(loc: tuple[int | str, ...]) -> str | None:
    """The form field a RunConfig error belongs to, or None for the form as a whole."""
    if loc and loc[0] == "backend" and loc[-1] in BACKEND_FIELDS:
        return str(loc[-1])
    return None


class ReplayForm(forms.Form):
    """A counterfactual replay: the same recorded decisions, read another way."""

    reinforcement = forms.ChoiceField(
        choices=[("", "as recorded"), ("block", "after each tool return"),
                 ("standing", "once a turn, standing"), ("off", "off")],
        required=False, label="Run-state block",
    )  # fmt: skip
    reducers = forms.CharField(
        required=False, max_length=500, label="Pin reducers",
        help_text="versions such as pytest@1 text@1, space-separated; empty: the newest",
    )  # fmt: skip

    def clean_reducers(self) -> list[str] | None:
        names = self.cleaned_data.get("reducers", "").replace(",", " ").split()
        return names or None
