"""The surrogate reward R = alpha*success + beta/calls + gamma*satisfaction - delta*retries."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from harness.learning import RewardWeights, run_reward, satisfaction_from_ratings
from tests.learning.logs import records

WEIGHTS = RewardWeights(success=0.4, efficiency=0.2, satisfaction=0.4, retry=0.5)

# Four calls: a failure, its retry (ok), a repeat-free success, another failure.
RUN = [
    ("read_file", {"path": "a"}, False),
    ("read_file", {"path": "b"}),
    ("list_dir", {}),
    ("calculator", {"expression": "1/0"}, False),
]


def test_it_computes_the_reward_of_a_rated_run_by_hand():
    reward = run_reward(records("r", RUN), WEIGHTS, satisfaction=0.75)
    # success 2/4, efficiency 1/4, retries 1/4:
    # 0.4*0.5 + 0.2*0.25 + 0.4*0.75 - 0.5*0.25 = 0.2 + 0.05 + 0.3 - 0.125
    assert reward.reward == pytest.approx(0.425)
    assert (reward.success_rate, reward.efficiency, reward.retry_penalty) == (0.5, 0.25, 0.25)
    assert (reward.call_count, reward.retries) == (4, 1)


def test_an_unrated_run_leaves_gamma_out_and_rescales_the_other_gains():
    reward = run_reward(records("r", RUN), WEIGHTS)
    # (0.4*0.5 + 0.2*0.25) * (0.4+0.2+0.4)/(0.4+0.2) - 0.5*0.25 = 0.25 * 5/3 - 0.125
    assert reward.reward == pytest.approx(0.25 * 5 / 3 - 0.125)
    assert reward.satisfaction is None


def test_a_perfect_run_scores_the_same_rated_at_one_or_unrated():
    perfect = records("r", [("list_dir", {})])
    assert run_reward(perfect).reward == pytest.approx(1.0)
    assert run_reward(perfect, satisfaction=1.0).reward == pytest.approx(1.0)
    assert run_reward(perfect, satisfaction=0.0).reward == pytest.approx(0.7)


def test_a_run_without_tool_calls_scores_only_its_satisfaction():
    reward = run_reward([], WEIGHTS, satisfaction=0.5)
    assert reward.reward == pytest.approx(0.2)
    assert (reward.success_rate, reward.efficiency, reward.retry_penalty) == (0.0, 0.0, 0.0)


def test_it_refuses_a_satisfaction_or_a_weight_out_of_range():
    with pytest.raises(ValueError, match=r"\[0, 1\]"):
        run_reward([], satisfaction=1.5)
    with pytest.raises(ValidationError):
        RewardWeights(retry=-1)


def test_ratings_become_a_satisfaction_between_zero_and_one():
    assert satisfaction_from_ratings([5, 4, 3]) == pytest.approx(0.75)
    assert satisfaction_from_ratings([1]) == 0.0
    assert satisfaction_from_ratings([1, 0], worst=0, best=1) == 0.5
    assert satisfaction_from_ratings([]) is None
