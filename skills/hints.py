"""Tool hints for a run that opts in: Thompson sampling over what the team's runs showed.

The hint goes into the run's instructions, so it is in the RunStarted
event's config: recorded with the run, and read back from there by the run page.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from harness.config import AgentConfig
from harness.learning import hint_text, task_type, with_hint
from skills.selectors import preferences_from, team_runs


def hinted(
    config: AgentConfig, *, run_id: int, team_id: int, goal: str, tools: Iterable[str]
) -> AgentConfig:
    """`config` with a hint for this run's task type after its instructions (if any was learned).

    The draw is seeded with the run's id, so building the agent again (a
    resumed run) draws the same ranking from the same runs.
    """
    preferences = preferences_from(team_runs(team_id))
    rng = np.random.default_rng(run_id)
    return with_hint(config, hint_text(preferences, task_type(goal), rng, tools))
