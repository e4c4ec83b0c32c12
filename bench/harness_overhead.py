"""The agent loop's own time per step, excluding model and tool time.

Runs 10,000 scripted steps per channel through `harness.Agent` with a model
and a tool that do almost nothing, timestamps each step in the sink, and
subtracts the model's and the tool's time (as the loop itself measured them).
As a baseline measured in the same run, a bare loop does the same model and
tool calls with nothing around them (no parsing, validation, events or
transcript); the ratio says what the harness costs on top of that.

    python bench/harness_overhead.py [--steps N]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from harness.agent.loop import Agent
from harness.backends.base import ModelReply, ModelRequest, ToolCall
from harness.config import AgentConfig
from harness.reporting.events import Event, ModelReplied, StepFinished, StepStarted, ToolFinished
from harness.tools.base import ToolContext, tool
from harness.tools.registry import ToolRegistry


@tool(family="bench")
def noop(ctx: ToolContext, n: int) -> str:
    """Return at once."""
    return "ok"


class CountingModel:
    """Asks for noop(n=turn) every turn, as ReAct text or as a native tool call."""

    name = "bench"

    def generate(self, request: ModelRequest) -> ModelReply:
        if request.prompt is not None:
            text = f' step {request.turn}\nAction: noop\nAction Input: {{"n": {request.turn}}}'
            return ModelReply(text=text)
        call = ToolCall(id=f"c{request.turn}", name="noop", arguments=f'{{"n": {request.turn}}}')
        return ModelReply(text="", tool_calls=[call])


class TimingSink:
    """Per step: wall time from StepStarted to StepFinished, minus model and tool time."""

    def __init__(self) -> None:
        self.overheads: list[float] = []
        self.dispatch: list[float] = []
        self._started = 0.0
        self._model = 0.0
        self._tool = 0.0

    def emit(self, event: Event) -> None:
        if isinstance(event, StepStarted):
            self._started = time.perf_counter()
        elif isinstance(event, ModelReplied):
            self._model = event.latency
        elif isinstance(event, ToolFinished):
            self._tool = event.latency
        elif isinstance(event, StepFinished):
            wall = time.perf_counter() - self._started
            self.overheads.append(wall - self._model - self._tool)
            self.dispatch.append(self._tool)


def run_harness(channel: str, steps: int, workspace: Path) -> TimingSink:
    sink = TimingSink()
    agent = Agent(
        model=CountingModel(),
        tools=ToolRegistry([noop]),
        context=ToolContext(workspace),
        config=AgentConfig(channel=channel, max_steps=steps),  # type: ignore[arg-type]
    )
    result = agent.run("count", sink)
    assert result.stopped_reason == "max_steps" and len(result.steps) == steps
    return sink


def run_bare(steps: int, workspace: Path) -> list[float]:
    """The baseline: the same model and tool calls, and a string transcript, nothing more."""
    model, context, prompt = CountingModel(), ToolContext(workspace), "goal"
    times = []
    for turn in range(steps):
        started = time.perf_counter()
        reply = model.generate(ModelRequest(purpose="step", turn=turn, prompt=prompt))
        arguments = json.loads(reply.text.rsplit("Action Input: ", 1)[1])
        output = noop.fn(context, **arguments)
        prompt += reply.text + "\nObservation: " + str(output)
        times.append(time.perf_counter() - started)
    return times


def percentile(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=1000)[int(q * 1000) - 1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--steps", type=int, default=10_000)
    args = parser.parse_args()
    workspace = Path(tempfile.mkdtemp(prefix="bench-"))
    bare = run_bare(args.steps, workspace)
    bare_p50 = statistics.median(bare)
    print(f"{args.steps} scripted steps per channel; times per step in microseconds")
    print(f"{'':<28}{'p50':>9}{'p99':>9}{'x bare p50':>12}")
    print(
        f"{'bare loop (baseline)':<28}{bare_p50 * 1e6:>9.1f}{percentile(bare, 0.99) * 1e6:>9.1f}"
        f"{1.0:>12.1f}"
    )
    for channel in ("react", "native"):
        sink = run_harness(channel, args.steps, workspace)
        for label, values in (
            (f"{channel}: loop overhead", sink.overheads),
            (f"{channel}: tool dispatch", sink.dispatch),
        ):
            p50, p99 = statistics.median(values), percentile(values, 0.99)
            print(f"{label:<28}{p50 * 1e6:>9.1f}{p99 * 1e6:>9.1f}{p50 / bare_p50:>12.1f}")
    print(
        "loop overhead excludes model and tool time; tool dispatch is the registry's "
        "validation and thread hand-off around a tool that returns at once"
    )
    print("target: loop overhead p50 < 1000 us")


if __name__ == "__main__":
    main()
