"""What a run may still store, against the caps per run and per team (config/settings.py).

Counted as the artifacts hold it (`Artifact.size`: the bytes stored, redacted, dense),
unexpired only: retention gives a team its room back. The harness asks before each call
(`ToolContext.output_room`) and cuts the call's output to the smaller room, naming the
limit.
"""

from __future__ import annotations

from django.conf import settings
from django.db.models import Q, Sum

from artifacts.models import Artifact
from harness.tools.base import OutputRoom

MIB = 1 << 20


def output_room(run_id: int, team_id: int) -> OutputRoom:
    """The smaller of the run's and its team's room left, and the limit it comes from."""
    run_cap = settings.LOOPGLASS_RUN_OUTPUT_MB * MIB
    team_cap = settings.LOOPGLASS_TEAM_OUTPUT_MB * MIB
    stored = Artifact.objects.filter(expired=False, run__team_id=team_id).aggregate(
        team=Sum("size"), run=Sum("size", filter=Q(run_id=run_id))
    )  # one query a call: both sums in one pass over the team's artifacts
    run_left = run_cap - int(stored["run"] or 0)
    team_left = team_cap - int(stored["team"] or 0)
    if run_left <= team_left:
        limit = f"the run's stored output is capped at {_mib(run_cap)} (LOOPGLASS_RUN_OUTPUT_MB)"
        return OutputRoom(max(run_left, 0), limit)
    limit = f"the team's stored output is capped at {_mib(team_cap)} (LOOPGLASS_TEAM_OUTPUT_MB)"
    return OutputRoom(max(team_left, 0), limit)


def _mib(size: int) -> str:
    return f"{size // MIB:,} MiB"
