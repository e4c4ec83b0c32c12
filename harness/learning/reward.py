"""Evaluate: one number per run that says how well it used its tools.

    R = alpha*success_rate + beta*(1/call_count) + gamma*satisfaction - delta*retry_penalty

success_rate is the share of the run's tool calls that did not fail,
1/call_count rewards getting there in few calls, satisfaction is what the
reviewers thought of the run (0 to 1), and retry_penalty is the share of
calls that were retries (observe.is_retry).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pydantic import BaseModel, ConfigDict, Field

from harness.learning.observe import ToolCallRecord


class RewardWeights(BaseModel):
    """The weights of the reward's four terms; the dashboard's settings pass them.

    The defaults make the positive terms sum to 1, so a perfect rated run
    scores 1 and R lies in [-0.2, 1]; success counts most because a run that
    finishes its calls is the point, and the 1/call_count term is kept small
    since it falls steeply (one call 1, two calls 0.5).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    success: float = Field(default=0.5, ge=0)
    """alpha: the weight of success_rate."""
    efficiency: float = Field(default=0.2, ge=0)
    """beta: the weight of 1/call_count."""
    satisfaction: float = Field(default=0.3, ge=0)
    """gamma: the weight of the reviewers' satisfaction."""
    retry: float = Field(default=0.2, ge=0)
    """delta: the weight of the retry penalty, subtracted."""


class RunReward(BaseModel):
    """A run's reward and the terms it was made of, for charts that show why."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    reward: float
    success_rate: float
    efficiency: float
    """1/call_count; 0.0 for a run without tool calls."""
    satisfaction: float | None
    retry_penalty: float
    call_count: int
    retries: int


def run_reward(
    records: Sequence[ToolCallRecord],
    weights: RewardWeights | None = None,
    satisfaction: float | None = None,
) -> RunReward:
    """The reward of one run from its tool calls.

    Without a satisfaction (no reviewer rated the run) the gamma term is left out
    and the other positive weights are scaled by (alpha+beta+gamma)/(alpha+beta), so a rated
    and an unrated run of equal tool use land on the same scale instead of
    every unrated run losing gamma. A run without tool calls has success_rate,
    efficiency and retry_penalty 0: there was no tool use to reward.
    """
    weights = weights or RewardWeights()
    if satisfaction is not None and not 0.0 <= satisfaction <= 1.0:
        raise ValueError(f"satisfaction must be in [0, 1], not {satisfaction}")
    calls = len(records)
    retries = sum(1 for r in records if r.is_retry)
    success_rate = sum(1 for r in records if r.ok) / calls if calls else 0.0
    efficiency = 1.0 / calls if calls else 0.0
    retry_penalty = retries / calls if calls else 0.0
    gain = weights.success * success_rate + weights.efficiency * efficiency
    if satisfaction is None:
        gain *= _unrated_scale(weights)
    else:
        gain += weights.satisfaction * satisfaction
    return RunReward(
        reward=gain - weights.retry * retry_penalty,
        success_rate=success_rate,
        efficiency=efficiency,
        satisfaction=satisfaction,
        retry_penalty=retry_penalty,
        call_count=calls,
        retries=retries,
    )


def _unrated_scale(weights: RewardWeights) -> float:
    kept = weights.success + weights.efficiency
    return (kept + weights.satisfaction) / kept if kept else 0.0


def satisfaction_from_ratings(
    ratings: Iterable[float], *, worst: float = 1, best: float = 5
) -> float | None:
    """The reviewers' mean rating on a worst..best scale as a number in [0, 1]; None if none."""
    if best <= worst:
        raise ValueError(f"best ({best}) must be above worst ({worst})")
    values = list(ratings)
    if not values:
        return None
    mean = sum(values) / len(values)
    return min(1.0, max(0.0, (mean - worst) / (best - worst)))
