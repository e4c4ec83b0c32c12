"""TILE, tool-use learning: observe, evaluate, adapt, crystallize.

- observe: a run's event log -> one ToolCallRecord per tool call.
- reward: a run's records -> RunReward (the surrogate reward and its terms).
- beliefs: Beta(alpha, beta) per (tool, task type), flags, the preference file, merge.
- hints: Thompson sampling -> a ranking, and a short block for a system prompt.
- skills: recurring call sequences -> SkillProposal; composite: an accepted one as a tool.

A library like the rest of the harness: no Django; the dashboard reads runs
from its database and calls these functions.
"""

from __future__ import annotations

from harness.learning.beliefs import (
    Belief,
    Preferences,
    Prior,
    PriorMismatch,
    Standing,
    credible_interval,
    explore,
    learn_run,
    load_preferences,
    merge,
    preferences_from_json,
    retired,
    save_preferences,
    standings,
)
from harness.learning.composite import run_skill, skill_sequences, skill_tool, with_skills
from harness.learning.hints import (
    HINT_START,
    RankedTool,
    hint_text,
    recorded_hint,
    thompson_choice,
    thompson_ranking,
    with_hint,
)
from harness.learning.observe import ToolCallRecord, as_events, observe_run
from harness.learning.reward import RewardWeights, RunReward, run_reward, satisfaction_from_ratings
from harness.learning.skills import SkillProposal, mine_skills, novelty
from harness.learning.tasks import TASK_TYPES, classify_goal, task_type
from harness.learning.templating import SkillParameter, SkillStep

__all__ = [
    "HINT_START",
    "TASK_TYPES",
    "Belief",
    "Preferences",
    "Prior",
    "PriorMismatch",
    "RankedTool",
    "RewardWeights",
    "RunReward",
    "SkillParameter",
    "SkillProposal",
    "SkillStep",
    "Standing",
    "ToolCallRecord",
    "as_events",
    "classify_goal",
    "credible_interval",
    "explore",
    "hint_text",
    "learn_run",
    "load_preferences",
    "merge",
    "mine_skills",
    "novelty",
    "observe_run",
    "preferences_from_json",
    "recorded_hint",
    "retired",
    "run_reward",
    "run_skill",
    "satisfaction_from_ratings",
    "save_preferences",
    "skill_sequences",
    "skill_tool",
    "standings",
    "task_type",
    "thompson_choice",
    "thompson_ranking",
    "with_hint",
    "with_skills",
]
