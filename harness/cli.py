"""python -m harness: run a scripted scenario in the terminal and watch each step.

    python -m harness run --scenario NAME [--channel react|native] [--log FILE]
    python -m harness resume --log FILE [--approve | --reject MSG | --respond TEXT | --edit JSON]
    python -m harness list

The exit status is 0 only when the run ends with a final answer.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import TextIO

from harness import scenarios
from harness.agent.shapes import AgentRunResult, AgentStep
from harness.gate.pause import Resolution
from harness.output.artifacts import FileArtifactStore
from harness.reporting.events import Event, PlanMade, RunFinished, RunPaused, StepFinished
from harness.reporting.sinks import JsonlSink, Sink, TeeSink, read_jsonl

PREVIEW_LINES = 8


class PrintSink:
    """Prints each step as it finishes."""

    def __init__(self, out: TextIO) -> None:
        self.out = out

    def emit(self, event: Event) -> None:
        if isinstance(event, PlanMade):
            self._print(
                "plan:\n"
                + "\n".join(f"  {n}. {s}" for n, s in enumerate(event.plan.steps, start=1))
            )
        elif isinstance(event, StepFinished):
            self._print(format_step(event.step))
        elif isinstance(event, RunPaused):
            self._print(f"paused at {event.action.tool} ({event.kind}): {event.reason}")
        elif isinstance(event, RunFinished):
            self._print(
                f"stopped: {event.stopped_reason}" + (f" ({event.error})" if event.error else "")
            )
            if event.check is not None:
                verdict = "passed" if event.check.passed else "failed"
                self._print(f"check {' '.join(event.check.argv)}: {verdict}\n{event.check.summary}")

    def _print(self, text: str) -> None:
        print(text, file=self.out, flush=True)


def format_step(step: AgentStep) -> str:
    lines = [f"[{step.index}] thought: {step.thought}"]
    if step.action is not None:
        lines.append(f"    action: {step.action.tool} {json.dumps(step.action.arguments)}")
    if step.parse_error is not None:
        lines.append(f"    parse error: {step.parse_error}")
    if step.delivered is not None:
        text = step.delivered.splitlines() or [""]
        more = (
            f"\n      ... ({len(text) - PREVIEW_LINES} more lines)"
            if len(text) > PREVIEW_LINES
            else ""
        )
        lines.append("    observation: " + "\n      ".join(text[:PREVIEW_LINES]) + more)
    if step.final_answer is not None:
        lines.append(f"    final answer: {step.final_answer}")
    return "\n".join(lines)


def main(argv: list[str] | None = None, out: TextIO = sys.stdout) -> int:
    args = _parser().parse_args(argv)
    if args.command == "list":
        for name in scenarios.names():
            print(f"{name}: {scenarios.load(name).description}", file=out)
        return 0
    if args.command == "run":
        return _run(args, out)
    return _resume(args, out)


def _run(args: argparse.Namespace, out: TextIO) -> int:
    try:
        scenario = scenarios.load(args.scenario)
    except KeyError as exc:
        print(exc.args[0], file=sys.stderr)
        return 2
    workspace = Path(args.workspace or tempfile.mkdtemp(prefix=f"harness-{scenario.name}-"))
    store = _store(args, workspace)
    print(
        f"scenario {scenario.name} ({args.channel}), workspace {workspace}, "
        f"raw outputs in {store.root}",
        file=out,
    )
    config = {"channel": args.channel} | ({"plan": True} if args.plan else {})
    with scenarios.prepared(scenario, workspace) as variables:
        agent = scenarios.build_agent(
            scenario,
            variables,
            workspace,
            delay=args.delay,
            config=config,
            run_id=args.run_id or scenario.name,
            artifacts=store,
        )
        result = agent.run(scenario.goal_text(variables), _sink(args.log, out))
    return _report(result, out)


def _resume(args: argparse.Namespace, out: TextIO) -> int:
    events = read_jsonl(Path(args.log))
    scenario = scenarios.load(args.scenario)
    workspace = Path(args.workspace)
    with scenarios.prepared(scenario, workspace) as variables:
        agent = scenarios.build_agent(
            scenario, variables, workspace, artifacts=_store(args, workspace)
        )
        result = agent.resume(events, _sink(args.log, out), resolution=_resolution(args))
    return _report(result, out)


def _store(args: argparse.Namespace, workspace: Path) -> FileArtifactStore:
    """--artifacts, else a folder beside the workspace, so a resume finds the same outputs."""
    default = workspace.parent / f"{workspace.name}.artifacts"
    return FileArtifactStore(Path(args.artifacts) if args.artifacts else default)


def _resolution(args: argparse.Namespace) -> Resolution | None:
    if args.approve:
        return Resolution(decision="approve")
    if args.reject is not None:
        return Resolution(decision="reject", message=args.reject)
    if args.respond is not None:
        return Resolution(decision="respond", message=args.respond)
    if args.edit is not None:
        return Resolution(decision="edit", arguments=json.loads(args.edit))
    return None


def _sink(log: str | None, out: TextIO) -> Sink:
    printer = PrintSink(out)
    return TeeSink(printer, JsonlSink(Path(log))) if log else printer


def _report(result: AgentRunResult, out: TextIO) -> int:
    if result.final_answer is not None:
        print(f"final answer: {result.final_answer}", file=out)
    # a run with a check succeeds when it passes; without one, an answer is the best it gets
    return 0 if result.stopped_reason == "final_answer" else 1


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m harness", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("list", help="list the scenarios")
    run = commands.add_parser("run", help="run a scripted scenario")
    run.add_argument("--scenario", required=True)
    run.add_argument("--channel", choices=["react", "native"], default="react")
    run.add_argument("--log", help="append the run's events to this JSONL file")
    run.add_argument("--workspace", help="folder to work in (default: a new temporary one)")
    run.add_argument("--artifacts", help="folder for raw outputs (default: beside the workspace)")
    run.add_argument("--plan", action="store_true", help="ask for a plan first")
    run.add_argument("--delay", type=float, default=0.0, help="seconds per model reply")
    run.add_argument("--run-id", default="")
    resume = commands.add_parser("resume", help="continue a run from its log")
    resume.add_argument("--log", required=True)
    resume.add_argument("--scenario", required=True)
    resume.add_argument("--workspace", required=True)
    resume.add_argument(
        "--artifacts", help="folder for raw outputs (default: beside the workspace)"
    )
    decision = resume.add_mutually_exclusive_group()
    decision.add_argument("--approve", action="store_true")
    decision.add_argument("--reject", metavar="MESSAGE")
    decision.add_argument("--respond", metavar="TEXT")
    decision.add_argument("--edit", metavar="JSON", help="arguments to run the call with")
    return parser
