"""Reinforcement: a block recomputed from the live run, appended to each tool return.

This is the extension point; the loop asks the reinforcer for a block after
every observation. `NoReinforcement` adds nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from harness.shapes import AgentStep

if TYPE_CHECKING:
    from harness.state import RunState


class Reinforcer(Protocol):
    def block(self, run: RunState, step: AgentStep) -> str:
        """Text appended after `step`'s observation; it must not alter the observation."""
        ...


class NoReinforcement:
    def block(self, run: RunState, step: AgentStep) -> str:
        return ""
