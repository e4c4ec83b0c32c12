"""The bare GitHub Actions framing of the old scripts/make_fresh_cases.py: only `run:` steps, each
`##[group]Run ...`, its script, `shell: /usr/bin/bash -e {0}`, an `env:` block, then the
stamped output and `##[error]Process completed with exit code N.` on failure. No runner
set-up, no checkout: the project is written straight into the scratch folder.

    framing = "gha_steps"
    log_framing = "github_actions"   # what case.json says

    [[steps]]
    kind = "project"                 # project/ into the scratch folder (no git)

    [[steps]]
    kind = "run"                     # as the github_actions framing's run step
    script = '''
    make -C src'''

    [[steps]]
    kind = "finish"
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from casegen.env import step_env
from casegen.framing import GhaJob, write_tree

FRAMING = "gha_steps"


def gha_steps_step(
    job: GhaJob, kind: str, step: dict[str, Any], work: Path, project: dict[str, bytes]
) -> None:
    """Run one step (`step` holds its values with tokens expanded)."""
    if kind == "project":
        write_tree(work / step.get("path", ""), project)
    elif kind == "run":
        job.step(
            step["script"],
            env=step_env(
                work, step.get("env_preset"), step.get("env", {}), step.get("env_unset", [])
            ),
            shown_env=step.get("shown_env") or None,
            cwd=Path(step["cwd"]) if "cwd" in step else None,
            timeout=step.get("timeout", 900),
        )
    else:
        raise ValueError(f"unknown gha_steps step kind {kind!r}")
