"""The plain transcript framing: no CI runner, each command echoed as `$ shown` before its
merged output, and a failing job's last line `ERROR: Job failed: exit code N` (the status
of the last command). The batches of scripts/make_cases.py read this way.

    framing = "transcript"

    [[steps]]
    kind = "project"          # project/ written into the scratch folder (no git)

    [[steps]]
    kind = "run"
    shown = "python -m pytest -v tests"
    argv = ["@ROOT@/.venv/bin/python", "-m", "pytest", "-v", "tests"]
    expect_ok = true          # optional: stop the build if the command fails (set-up)

A `text` step puts literal lines (a runner's preamble) into the transcript.

Every command runs, whatever the one before it returned. A `run` step takes `cwd`,
`timeout` and an environment (`env_preset`, `env`, `env_unset`) as in casegen.env.
Such batches also differ in what they write: case.json has no `log_framing`, and the
README is the plain table below (`readme = "plain"` in batch.toml).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from casegen.env import expand, step_env
from casegen.framing import Job, write_tree

FRAMING = "transcript"
KINDS = ("project", "run", "text")


class Transcript(Job):
    """framing.Job, keeping the commands it showed (case.json's default `commands`)."""

    def __init__(self, cwd: Path) -> None:
        super().__init__(cwd)
        self.commands: list[str] = []

    def finish(self) -> str:
        return self.text()


def transcript_step(
    job: Transcript, kind: str, step: dict[str, Any], work: Path, project: dict[str, bytes]
) -> None:
    """Run one step (`text` holds its values with tokens expanded)."""
    if kind == "project":
        write_tree(work / step.get("path", ""), project)
    elif kind == "text":  # the runner's own lines (dev_cases_cargo's GitLab preamble)
        job.parts.append(step["text"])
    elif kind == "run":
        job.commands.append(step["shown"])
        env = step_env(work, step.get("env_preset"), step.get("env", {}), step.get("env_unset", []))
        job.run(
            step["shown"],
            [expand(a, work) for a in step["argv"]],
            env=env,
            cwd=Path(step["cwd"]) if "cwd" in step else None,
            expect_ok=step.get("expect_ok", False),
            timeout=step.get("timeout", 900),
        )
    else:
        raise ValueError(f"unknown transcript step kind {kind!r}")


def write_plain_readme(
    results: list[dict[str, Any]], versions: dict[str, str], head: str, out: Path
) -> None:
    """The README of scripts/make_cases.py: head, tool versions, one row per case."""
    lines = [head.format(n=len(results))]
    lines += [f"| {k} | {v} |\n" for k, v in versions.items()]
    lines.append("\n## Cases\n\n")
    lines.append("| case | framework | category | raw.log bytes | lines | signal position |\n")
    lines.append("|---|---|---|---:|---:|---|\n")
    for r in results:
        lines.append(
            f"| `{r['case_id']}` | {r['framework']} | {r['category']} | {r['bytes']:,} "
            f"| {r['lines']:,} | {r['position']} |\n"
        )
    lines.append(
        "\nSizes vary by a few bytes between runs (durations, ids). The notes field of "
        "each `case.json` says what the log shows; `ground_truth.json` gives the root "
        "cause.\n"
    )
    (out / "README.md").write_text("".join(lines))
