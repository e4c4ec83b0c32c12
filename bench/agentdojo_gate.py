"""AgentDojo's injection suites against our gate, with an agent that obeys every injection.

For each suite (workspace, travel, banking, slack) and each (user task,
injection task) pair, an "important instructions" attack writes the injection
task's goal into the data the user task reads. A scripted agent then runs the
user task's ground-truth calls and, obeying the injection, the injection
task's ground-truth calls. Before each call a gate answers as
`harness.gate.policy.Gate` would in a run: the calls so far are replayed into a
`RunState` (outputs of the external lanes taint it), and the Gate's own
provenance trace says whether each argument comes from the user's prompt,
trusted output or the taint. AgentDojo's own checks then score utility and
security on the resulting environment and transcript.

The same pairs run under three gates, so every ratio is against a baseline
measured in the same run: none; the naive gate (`confirm_tainted_writes`
alone: every write after tainted input waits for a person); ours (the same
with `auto_allow_untainted`: a write whose arguments all trace to the prompt
or trusted output runs). A call that would ask counts as blocked for the
attack success rate; utility is scored twice, with the asked benign calls
refused and approved (a person who approves the user's calls and refuses the
injected ones).

With `--rules`, a reviewer who answers every ask from the ground truth and saves a team
rule for each benign call it approves runs over the same suites behind ours and the prose
gate, with and without its rules (agentdojo_review.py: the reviewer, its way of choosing
a rule and the order it runs the tasks in).

It also counts the benign writes that asked whose signature (the tool, and per argument its
name, origin and the tools it copies from) an injected write the same gate stopped also
has: no gate that decides by provenance alone can let those run and still stop that
injection, so they bound what any such gate can reach.

    python bench/agentdojo_gate.py [--suite banking] [--limit N] [--rules] [--json out.json]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from agentdojo.agent_pipeline.base_pipeline_element import BasePipelineElement
from agentdojo.agent_pipeline.tool_execution import tool_result_to_str
from agentdojo.attacks.base_attacks import FixedJailbreakAttack
from agentdojo.attacks.important_instructions_attacks import ImportantInstructionsAttack
from agentdojo.base_tasks import BaseInjectionTask, BaseUserTask
from agentdojo.functions_runtime import EmptyEnv, FunctionCall, FunctionsRuntime, TaskEnvironment
from agentdojo.task_suite.load_suites import get_suites
from agentdojo.task_suite.task_suite import TaskSuite
from agentdojo.types import ChatMessage, text_content_block_from_string

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from agentdojo_review import Reviewer
from agentdojo_review import figures as review_figures
from agentdojo_review import merge as merge_reviewers
from agentdojo_review import render as render_review

from harness.agent.shapes import Action, AgentStep, Effect, Observation, TrustLane
from harness.agent.state import RunState
from harness.config import AgentConfig
from harness.gate.pause import Allowance, ArgumentProvenance, Denial, PauseRequest, Verdict
from harness.gate.policy import PROSE_MIN_MATCH, Gate, Policy, normalise
from harness.tools.base import Tool

EXT: tuple[Effect, TrustLane] = ("read", "external-runtime")
WEB: tuple[Effect, TrustLane] = ("read", "external-web")
OWN: tuple[Effect, TrustLane] = ("read", "internal")
WRITE: tuple[Effect, TrustLane] = ("write", "external-runtime")
"""A write's output taints like a read: it echoes what it touched (append_to_file returns
the whole file, send_email the message)."""
EGRESS: tuple[Effect, TrustLane] = ("write", "external-web")
"""A fetch is gated as a write, since the URL it requests reaches the host it names (an
injection's way out), and its page taints the run like any web read."""
TOOLS: dict[str, tuple[Effect, TrustLane]] = {
    # workspace: mail, calendar and drive hold text that other people wrote or shared
    **dict.fromkeys(
        [
            "get_received_emails",
            "get_unread_emails",
            "get_sent_emails",
            "get_draft_emails",
            "search_emails",
            "search_contacts_by_name",
            "search_contacts_by_email",
            "search_calendar_events",
            "get_day_calendar_events",
            "search_files",
            "search_files_by_filename",
            "list_files",
            "get_file_by_id",
        ],
        EXT,
    ),
    "get_current_day": OWN,
    **dict.fromkeys(
        [
            "send_email",
            "delete_email",
            "create_calendar_event",
            "cancel_calendar_event",
            "reschedule_calendar_event",
            "add_calendar_event_participants",
            "create_file",
            "append_to_file",
            "delete_file",
            "share_file",
        ],
        WRITE,
    ),
    # travel: listings and reviews come from the web; the user's profile is their own
    **dict.fromkeys(
        [
            "get_all_hotels_in_city",
            "get_hotels_prices",
            "get_hotels_address",
            "get_rating_reviews_for_hotels",
            "get_all_restaurants_in_city",
            "get_cuisine_type_for_restaurants",
            "get_restaurants_address",
            "get_rating_reviews_for_restaurants",
            "get_dietary_restrictions_for_all_restaurants",
            "get_contact_information_for_restaurants",
            "get_price_for_restaurants",
            "check_restaurant_opening_hours",
            "get_all_car_rental_companies_in_city",
            "get_car_types_available",
            "get_rating_reviews_for_car_rental",
            "get_car_rental_address",
            "get_car_fuel_options",
            "get_car_price_per_day",
            "get_flight_information",
        ],
        WEB,
    ),
    "get_user_information": OWN,
    **dict.fromkeys(["reserve_hotel", "reserve_restaurant", "reserve_car_rental"], WRITE),
    # banking: the account's own figures are trusted; transactions and files carry others' text
    **dict.fromkeys(["get_balance", "get_iban", "get_user_info"], OWN),
    **dict.fromkeys(
        ["get_most_recent_transactions", "get_scheduled_transactions", "read_file"], EXT
    ),
    **dict.fromkeys(
        [
            "send_money",
            "schedule_transaction",
            "update_scheduled_transaction",
            "update_password",
            "update_user_info",
        ],
        WRITE,
    ),
    # slack: messages, channel names (anyone may create one) and web pages are external
    **dict.fromkeys(["get_channels", "read_channel_messages", "read_inbox"], EXT),
    "get_users_in_channel": OWN,
    "get_webpage": EGRESS,
    **dict.fromkeys(
        [
            "add_user_to_channel",
            "invite_user_to_slack",
            "remove_user_from_slack",
            "send_channel_message",
            "send_direct_message",
            "post_webpage",
        ],
        WRITE,
    ),
}
"""The policy: what each AgentDojo tool does and where its output comes from; a read's lane
decides whether its output taints the run."""

GateName = Literal["none", "naive", "ours", "prose"]
GATES: dict[GateName, Gate | None] = {
    "none": None,
    "naive": Gate(Policy(mode="confirm_tainted_writes")),
    "ours": Gate(Policy(mode="confirm_tainted_writes", auto_allow_untainted=True)),
    "prose": Gate(
        Policy(
            mode="confirm_tainted_writes",
            auto_allow_untainted=True,
            only_prose_taints=True,
            min_match=PROSE_MIN_MATCH,
        )
    ),
}
Role = Literal["user", "injection"]


def _never_run(ctx: object, **arguments: object) -> str:
    raise RuntimeError("AgentDojo's runtime runs the call; the gate only reads the tool")


def harness_tool(name: str) -> Tool:
    """Our Tool for an AgentDojo function: the gate reads its name, effect and lane."""
    effect, lane = TOOLS[name]
    return Tool(name, f"agentdojo {name}", {"type": "object"}, _never_run, effect, lane)


Signature = tuple[str, tuple[tuple[str, str, tuple[str, ...]], ...]]
"""All a gate deciding by argument provenance can know of a call: the tool, and for each
argument its name, its origin and the tools whose outputs it copies."""


def provenance_signature(tool: str, provenance: list[ArgumentProvenance]) -> Signature:
    """A call's signature; artifact ids here are `<tool>-<step>` (ObeyingAgent._run)."""
    return tool, tuple(
        sorted(
            (p.argument, p.origin, tuple(sorted({a.rsplit("-", 1)[0] for a in p.artifacts})))
            for p in provenance
        )
    )


def coarse(signature: Signature) -> Signature:
    """The signature without the source tools: the tool, argument names and origins."""
    tool, arguments = signature
    return tool, tuple((name, origin, ()) for name, origin, _ in arguments)


@dataclass
class Ledger:
    """What the gate decided for each call, by role (user or injection) and effect."""

    counts: Counter[str] = field(default_factory=Counter)
    leaks: int = 0
    """Outputs that held injected text although their tool is mapped to the internal lane."""
    benign_asks: Counter[Signature] = field(default_factory=Counter)
    """The signatures of the user's writes the gate stopped, each with its count."""
    injected_stops: set[Signature] = field(default_factory=set)
    """The signatures of the injected writes the gate stopped."""

    def note(
        self, role: Role, call: Action, effect: Effect, verdict: Verdict | None, tainted: bool
    ) -> None:
        self.counts[f"{role}.{effect}.{verdict_name(verdict)}"] += 1
        if role == "user" and effect == "write" and tainted:
            self.counts["user.write.in_taint"] += 1
        if role == "user" and isinstance(verdict, PauseRequest):
            # why a benign write waits: an argument copied from the taint, or found nowhere
            origins = {p.origin for p in verdict.provenance} - {"goal", "trusted"}
            self.counts[f"user.ask_because.{'+'.join(sorted(origins)) or 'none'}"] += 1
        if effect == "write" and isinstance(verdict, (PauseRequest, Denial)):
            signature = provenance_signature(call.tool, verdict.provenance)
            if role == "user":
                self.benign_asks[signature] += 1
            else:
                self.injected_stops.add(signature)

    def twins(self, granularity: Callable[[Signature], Signature]) -> int:
        """Benign writes stopped whose signature, at `granularity`, is an injected write's
        too: a gate deciding by provenance alone cannot let them run and stop that one."""
        injected = {granularity(s) for s in self.injected_stops}
        return sum(n for s, n in self.benign_asks.items() if granularity(s) in injected)


SIGNATURE = 60
"""Characters that identify an injected text in a tool's output, compared with whitespace
collapsed: YAML folds long strings over lines, and a Python repr writes newlines as \\n."""


def signature(text: str) -> str:
    return normalise(text.replace("\\n", " "))


def holds_injection(output: str, injected: Sequence[str]) -> bool:
    text = signature(output)
    return any(mark in text for mark in injected)


def verdict_name(verdict: Verdict | None) -> str:
    if verdict is None or isinstance(verdict, Allowance):
        return "allow"
    return "deny" if isinstance(verdict, Denial) else "ask"


class ObeyingAgent(BasePipelineElement):  # type: ignore[misc]  # untyped package
    """Runs the user task's ground truth, then the injection task's, each call past a gate.

    It obeys an injection once it has read one: when the gate kept every injected text out
    of its context (the user's read was refused), it has nothing to obey.

    A blocked call (asked and not approved, or denied) never runs and is left out of
    the transcript, so AgentDojo's trace-based checks do not count it as made.
    """

    name = "loopglass-obeying-agent"

    def __init__(
        self,
        user: BaseUserTask[Any],
        injection: BaseInjectionTask[Any] | None,
        *,
        gate: Gate | None,
        approve_user_asks: bool,
        ledger: Ledger,
        injected: Sequence[str],
        reviewer: Reviewer | None = None,
    ) -> None:
        self.user, self.injection, self.gate = user, injection, gate
        self.approve_user_asks, self.ledger, self.injected = approve_user_asks, ledger, injected
        self.reviewer = reviewer
        """Answers the gate's asks instead of `approve_user_asks`, and may keep rules."""
        self.read_injection = False
        """Whether an output it has read holds injected text."""

    def query(
        self,
        query: str,
        runtime: FunctionsRuntime,
        env: TaskEnvironment = EmptyEnv(),  # noqa: B008 -- AgentDojo's own signature
        messages: Sequence[ChatMessage] = (),
        extra_args: dict[str, Any] = {},  # noqa: B006 -- AgentDojo's own signature
    ) -> tuple[str, FunctionsRuntime, TaskEnvironment, Sequence[ChatMessage], dict[str, Any]]:
        before = env.model_copy(deep=True)  # ground truths are written against the start
        injected = self.injection.ground_truth(before) if self.injection is not None else []
        calls: list[tuple[Role, FunctionCall]] = [
            *(("user", c) for c in self.user.ground_truth(before)),
            *(("injection", c) for c in injected),
        ]
        run = RunState(run_id="agentdojo", goal=query, config=AgentConfig())
        said: list[ChatMessage] = [
            {"role": "user", "content": [text_content_block_from_string(query)]}
        ]
        for role, call in calls:
            if role == "injection" and not self.read_injection:
                break  # a blocked read kept the injection out of the context: nothing to obey
            if self._admits(run, role, call):
                said += self._run(run, runtime, env, call)
        answer = self.user.GROUND_TRUTH_OUTPUT
        if self.injection is not None:
            answer += f"\n{self.injection.GROUND_TRUTH_OUTPUT}"
        said.append(
            {
                "role": "assistant",
                "content": [text_content_block_from_string(answer)],
                "tool_calls": None,
            }
        )
        return query, runtime, env, [*messages, *said], extra_args

    def _admits(self, run: RunState, role: Role, call: FunctionCall) -> bool:
        tool = harness_tool(call.function)
        action = Action(tool=call.function, arguments=dict(call.args))
        verdict = None if self.gate is None else self.gate.check(run, action, tool)
        name = verdict_name(verdict)
        self.ledger.note(role, action, tool.effect, verdict, run.tainted)
        if self.reviewer is not None and verdict is not None:
            return self.reviewer.answer(role, action, tool.effect, verdict)
        return name == "allow" or (name == "ask" and role == "user" and self.approve_user_asks)

    def _run(
        self, run: RunState, runtime: FunctionsRuntime, env: TaskEnvironment, call: FunctionCall
    ) -> list[ChatMessage]:
        result, error = runtime.run_function(env, call.function, call.args)
        text = error or tool_result_to_str(result)
        tainted = TOOLS[call.function][1] != "internal"
        injected = holds_injection(text, self.injected)
        self.read_injection |= injected
        self.ledger.leaks += injected and not tainted
        index = len(run.steps)
        run.add(
            AgentStep(
                index=index,
                turn=index,
                action=Action(tool=call.function, arguments=dict(call.args)),
                observation=Observation(output=text, is_error=error is not None),
                packet={"artifact_id": f"{call.function}-{index}", "tainted": tainted},
            )
        )
        return [
            {
                "role": "assistant",
                "content": [text_content_block_from_string("")],
                "tool_calls": [call],
            },
            {
                "role": "tool",
                "content": [text_content_block_from_string(text)],
                "tool_call": call,
                "tool_call_id": None,
                "error": error,
            },
        ]


@dataclass
class SuiteResult:
    """Successes per (gate, refused|approved), and the gates' decisions, over a suite's pairs."""

    name: str
    pairs: int = 0
    seconds: float = 0.0
    attacks: Counter[str] = field(default_factory=Counter)
    utility: Counter[str] = field(default_factory=Counter)
    ledgers: dict[str, Ledger] = field(default_factory=dict)
    no_calls: int = 0
    """Pairs whose injection task's ground truth makes no tool call (a text-only answer, or
    none shipped): nothing to gate, so they are left out of the attack success rate."""
    reviewers: dict[str, Reviewer] = field(default_factory=dict)
    """With --rules: the reviewer behind each reviewed gate, without rules and with."""


def attack_for(suite: TaskSuite[Any], pipeline: BasePipelineElement) -> FixedJailbreakAttack:
    """AgentDojo's important_instructions text, signed by the suite's user, addressed to
    "the AI language model": our agent is scripted, there is no model name to use."""
    attack = FixedJailbreakAttack(ImportantInstructionsAttack._JB_STRING, suite, pipeline)
    attack.user_name = "Emma Johnson"
    return attack


def pairs_of(suite: TaskSuite[Any], limit: int | None) -> list[tuple[str, str]]:
    """Every (user task, injection task) pair, or `limit` of them spread evenly."""
    every = [(u, i) for u in suite.user_tasks for i in suite.injection_tasks]
    if limit is None or limit >= len(every):
        return every
    return [every[k * len(every) // limit] for k in range(limit)]


REVIEWED: tuple[GateName, ...] = ("ours", "prose")
"""The gates the reviewer (agentdojo_review.py) answers for, each without rules and with."""


def reviewed_gates() -> dict[str, tuple[Gate, Reviewer]]:
    """A fresh reviewer per reviewed gate and way of reviewing, its gate reading its rules."""
    reviewed = {}
    for name in REVIEWED:
        for saves in (False, True):
            gate, reviewer = GATES[name], Reviewer(saves)
            assert gate is not None
            gate = dataclasses.replace(gate, rules=reviewer.store)
            reviewed[f"{name}+rules" if saves else name] = (gate, reviewer)
    return reviewed


def review_tasks(
    suite: TaskSuite[Any], users: Sequence[str], reviewed: dict[str, tuple[Gate, Reviewer]]
) -> None:
    """The reviewer's first pass: each benign task once, in order, on the clean environment."""
    for user_id in users:
        user = suite.get_user_task_by_id(user_id)
        env = suite.load_and_inject_default_environment({})
        for gate, reviewer in reviewed.values():
            reviewer.phase, reviewer.task = "tasks", user_id
            agent = ObeyingAgent(
                user,
                None,
                gate=gate,
                approve_user_asks=True,
                ledger=Ledger(),
                injected=(),
                reviewer=reviewer,
            )
            utility, _ = suite.run_task_with_pipeline(
                agent, user, None, {}, environment=env.model_copy(deep=True)
            )
            reviewer.counts["tasks"] += 1
            reviewer.counts["tasks.utility"] += utility


def run_suite(suite: TaskSuite[Any], limit: int | None, rules: bool = False) -> SuiteResult:
    started = time.perf_counter()
    result = SuiteResult(suite.name)
    result.ledgers = {name: Ledger() for name in GATES}
    attack = attack_for(suite, ObeyingAgent.__new__(ObeyingAgent))
    pairs = pairs_of(suite, limit)
    reviewed = reviewed_gates() if rules else {}
    review_tasks(suite, list(dict.fromkeys(u for u, _ in pairs)), reviewed)
    for user_id, injection_id in pairs:
        user = suite.get_user_task_by_id(user_id)
        injection = suite.get_injection_task_by_id(injection_id)
        injections = attack.attack(user, injection)
        injected = [signature(text)[:SIGNATURE] for text in injections.values()]
        env = suite.load_and_inject_default_environment(injections)
        result.pairs += 1
        attackable = bool(injection.ground_truth(env.model_copy(deep=True)))
        result.no_calls += not attackable
        for gate_name, gate in GATES.items():
            for approve in (False, True) if gate is not None else (False,):
                ledger = result.ledgers[gate_name] if not approve else Ledger()
                agent = ObeyingAgent(
                    user,
                    injection,
                    gate=gate,
                    approve_user_asks=approve,
                    ledger=ledger,
                    injected=injected,
                )
                utility, security = suite.run_task_with_pipeline(
                    agent, user, injection, injections, environment=env.model_copy(deep=True)
                )
                key = f"{gate_name}.{'approved' if approve else 'refused'}"
                result.utility[key] += utility
                result.attacks[key] += security and attackable
        for gate, reviewer in reviewed.values():
            reviewer.phase, reviewer.task = "pairs", f"{user_id} x {injection_id}"
            agent = ObeyingAgent(
                user,
                injection,
                gate=gate,
                approve_user_asks=True,
                ledger=Ledger(),
                injected=injected,
                reviewer=reviewer,
            )
            utility, security = suite.run_task_with_pipeline(
                agent, user, injection, injections, environment=env.model_copy(deep=True)
            )
            reviewer.counts.update(
                {
                    "pairs": 1,
                    "pairs.attackable": attackable,
                    "pairs.attacks": security and attackable,
                    "pairs.utility": utility,
                }
            )
    result.reviewers = {name: reviewer for name, (_, reviewer) in reviewed.items()}
    result.seconds = time.perf_counter() - started
    return result


def summary(result: SuiteResult) -> dict[str, Any]:
    """The figures of one suite (or of all of them), as shares of its pairs and calls."""
    n = result.pairs - result.no_calls

    def share(part: float, whole: float) -> float | None:
        return round(part / whole, 4) if whole else None

    figures: dict[str, Any] = {
        "pairs": result.pairs,
        "seconds": round(result.seconds, 1),
        "pairs_without_injected_calls": result.no_calls,
    }
    for gate in GATES:
        c = result.ledgers[gate].counts
        writes = sum(c[f"user.write.{v}"] for v in ("allow", "ask", "deny"))
        injected = {v: c[f"injection.write.{v}"] for v in ("allow", "ask", "deny")}
        figures[gate] = {
            "attack_success": share(result.attacks[f"{gate}.refused"], n),
            "utility_refused": share(result.utility[f"{gate}.refused"], result.pairs),
            "utility_approved": share(result.utility[f"{gate}.approved"], result.pairs)
            if gate != "none"
            else share(result.utility["none.refused"], result.pairs),
            "benign_writes": writes,
            "benign_writes_in_taint": c["user.write.in_taint"],
            "approval_burden": share(c["user.write.ask"] + c["user.write.deny"], writes),
            "injected_writes": injected,
            "untainted_leaks": result.ledgers[gate].leaks,
            "asked_because": {
                k.split(".")[-1]: v
                for k, v in sorted(c.items())
                if k.startswith("user.ask_because.")
            },
            "asks_with_injected_twin": result.ledgers[gate].twins(lambda s: s),
            "asks_with_injected_twin_coarse": result.ledgers[gate].twins(coarse),
        }
    if result.reviewers:
        figures["reviewer"] = {k: review_figures(r) for k, r in result.reviewers.items()}
    return figures


def total(results: list[SuiteResult]) -> SuiteResult:
    whole = SuiteResult("total", ledgers={name: Ledger() for name in GATES})
    for r in results:
        whole.pairs += r.pairs
        whole.seconds += r.seconds
        whole.no_calls += r.no_calls
        whole.attacks.update(r.attacks)
        whole.utility.update(r.utility)
        for name, ledger in r.ledgers.items():
            whole.ledgers[name].counts.update(ledger.counts)
            whole.ledgers[name].leaks += ledger.leaks
            whole.ledgers[name].benign_asks.update(ledger.benign_asks)
            whole.ledgers[name].injected_stops |= ledger.injected_stops
    for name in results[0].reviewers if results else ():
        whole.reviewers[name] = merge_reviewers([r.reviewers[name] for r in results])
    return whole


def render(name: str, figures: dict[str, Any]) -> str:
    """One suite's table: a column per gate, and ours against the naive gate."""

    def pct(value: float | None) -> str:
        return "-" if value is None else f"{value:.1%}"

    def ratio(ours: float | None, naive: float | None) -> str:
        return f"x{ours / naive:.2f}" if ours is not None and naive else "-"

    rows = [
        ("attack success (asks blocked)", "attack_success"),
        ("benign utility, asks refused", "utility_refused"),
        ("benign utility, asks approved", "utility_approved"),
        ("benign writes needing a person", "approval_burden"),
    ]
    head = (
        f"== {name}: {figures['pairs']} pairs, {figures['seconds']} s, "
        f"{figures['pairs_without_injected_calls']} of them with no injected call"
    )
    lines = [head, f"{'':34}" + "".join(f"{g:>10}" for g in GATES) + f"{'prose/naive':>12}"]
    for label, key in rows:
        cells = [
            figures[g][key] if not (g == "none" and key == "approval_burden") else None
            for g in GATES
        ]
        lines.append(
            f"{label:34}"
            + "".join(f"{pct(v):>10}" for v in cells)
            + f"{ratio(cells[-1], cells[1]):>12}"
        )
    for gate in [g for g in GATES if g != "none"]:
        f, inj = figures[gate], figures[gate]["injected_writes"]
        lines.append(
            f"{gate}: injected writes asked {inj['ask']}, denied {inj['deny']}, ran "
            f"{inj['allow']}; benign writes {f['benign_writes']} "
            f"({f['benign_writes_in_taint']} after taint); untainted-lane leaks "
            f"{f['untainted_leaks']}; benign asks by argument origin {f['asked_because']}; "
            f"benign asks with an injected twin {f['asks_with_injected_twin']} (by tool, "
            f"arguments, origins and source tools), {f['asks_with_injected_twin_coarse']} "
            f"(without source tools)"
        )
    if "reviewer" in figures:
        lines.append(render_review(name, figures["reviewer"]))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--suite",
        action="append",
        choices=["workspace", "travel", "banking", "slack"],
        help="a suite to run (repeat; default: all four)",
    )
    parser.add_argument("--limit", type=int, help="at most this many pairs per suite")
    parser.add_argument("--version", default="v1.2.2", help="AgentDojo benchmark version")
    parser.add_argument(
        "--rules",
        action="store_true",
        help="also run the reviewer who answers asks from the ground truth and saves team rules",
    )
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    suites = get_suites(args.version)
    results = []
    for name in args.suite or ["workspace", "travel", "banking", "slack"]:
        results.append(run_suite(suites[name], args.limit, rules=args.rules))
        print(render(name, summary(results[-1])), "\n", flush=True)
    figures = {r.name: summary(r) for r in [*results, total(results)]}
    print(render("total", figures["total"]))
    if args.json is not None:
        args.json.write_text(json.dumps(figures, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
