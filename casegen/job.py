"""Running a case's job (job.toml) for real: the origin from project/, then each step.

Step kinds, in the order the job file lists them:

- both framings: `origin` (commit project/ to the scratch origin), `write` (a file into
  the scratch folder: `text`, or `source`, a file under the case folder or an absolute path),
  `remove` (a file), `mkdir` (an empty folder), `finish` (the runner's closing lines;
  GitLab: `after`, `artifacts`);
- GitHub Actions: `set_up_job`, `checkout`, `action` (a canned body), `run` (a script
  run by bash), `lines` (runner text), `git` (a git command logged as checkout does);
- GitLab: `prepare` (clone and cache lines), `sh` (one script line), `say` (runner text);
- transcript (casegen.transcript): `project` (project/ into the scratch folder), `run`;
- devci_github, devci_gitlab (casegen.devci): `project`, `setup`, `install`, `step`;
- devterraform_github, devterraform_gitlab (casegen.devterraform): `project`, `write`,
  `checkout`, `action`, `run`, `header`, `output`, `unlogged`.

`run`, `sh` and `finish` take an environment as `env_preset`, `env` and `env_unset`
(see casegen.env). `cleanup` commands run after the job and are not logged.
"""

from __future__ import annotations

import subprocess
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from casegen.devcargo import FRAMING as DEVCARGO
from casegen.devcargo import KINDS as DEVCARGO_KINDS
from casegen.devcargo import Actions, devcargo_step, new_actions
from casegen.devci import FRAMINGS as DEVCI
from casegen.devci import KINDS as DEVCI_KINDS
from casegen.devci import GitHubLog, GitLabLog, devci_finish, devci_step, new_log
from casegen.devterraform import FRAMINGS as DEVTERRAFORM
from casegen.devterraform import KINDS as DEVTERRAFORM_KINDS
from casegen.devterraform import GitHubJob as TfGitHub
from casegen.devterraform import GitLabJob as TfGitLab
from casegen.devterraform import devterraform_step
from casegen.devterraform import new_job as new_tf_job
from casegen.devunit import FRAMINGS as DEVUNIT
from casegen.devunit import KINDS as DEVUNIT_KINDS
from casegen.devunit import Actions as UnitActions
from casegen.devunit import GitLab as UnitGitLab
from casegen.devunit import devunit_step
from casegen.devunit import new_job as new_unit_job
from casegen.env import BASH, expand, step_env
from casegen.framing import Gha, GhaJob, Lab, make_origin
from casegen.ghasteps import FRAMING as GHA_STEPS
from casegen.ghasteps import gha_steps_step
from casegen.transcript import FRAMING as TRANSCRIPT
from casegen.transcript import KINDS as TRANSCRIPT_KINDS
from casegen.transcript import Transcript, transcript_step

FRAMINGS = (
    "github_actions",
    "gitlab",
    TRANSCRIPT,
    *DEVCI,
    GHA_STEPS,
    DEVCARGO,
    *DEVUNIT,
    *DEVTERRAFORM,
)
Job = (
    Gha
    | Lab
    | Transcript
    | GitHubLog
    | GitLabLog
    | GhaJob
    | Actions
    | UnitActions
    | UnitGitLab
    | TfGitHub
    | TfGitLab
)


@dataclass
class Ran:
    """A finished job: its log, its framing, the commands its steps ran."""

    raw: str
    framing: str
    commands: list[str] = field(default_factory=list)


def project_files(folder: Path) -> dict[str, bytes]:
    """The project's files by path, as committed to the origin (sorted, like git add)."""
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def run_job(case_dir: Path, work: Path) -> Ran:
    spec: dict[str, Any] = tomllib.loads((case_dir / "job.toml").read_text())
    framing = spec["framing"]
    if framing not in FRAMINGS:
        raise ValueError(f"{case_dir}: framing must be one of {FRAMINGS}")
    sha = ""
    job = _job(spec, work)
    raw = ""
    for step in spec["steps"]:
        kind = step["kind"]
        if kind == "origin":
            _, sha = make_origin(work, spec["slug"], project_files(case_dir / "project"))
        elif kind == "finish":
            raw = _finish(job, step, work)
        elif isinstance(job, Transcript) and kind in TRANSCRIPT_KINDS:
            text = {k: expand(v, work) if isinstance(v, str) else v for k, v in step.items()}
            transcript_step(job, kind, text, work, project_files(case_dir / "project"))
        elif framing == GHA_STEPS and isinstance(job, GhaJob) and kind in ("project", "run"):
            text = {k: expand(v, work) if isinstance(v, str) else v for k, v in step.items()}
            gha_steps_step(job, kind, text, work, project_files(case_dir / "project"))
        elif not _dev_step(job, kind, step, work, case_dir):
            _step(job, kind, step, work, sha, case_dir=case_dir)
    for clean in spec.get("cleanup", []):  # not logged: leaves the machine as it was
        argv = [BASH, "-c", clean["command"]]
        subprocess.run(argv, env=_env(clean, work), capture_output=True, check=False)
    if not raw:
        raise ValueError(f"{case_dir}: the job has no finish step")
    # a replayed framing may name the one its log imitates (log_framing in case.json)
    return Ran(raw, spec.get("log_framing", framing), list(getattr(job, "commands", [])))


def _dev_step(job: Job, kind: str, step: dict[str, Any], work: Path, case_dir: Path) -> bool:
    """Run a step of an old dev script's framing; False if the step is not one of them."""
    text = {k: expand(v, work) if isinstance(v, str) else v for k, v in step.items()}
    if isinstance(job, UnitActions | UnitGitLab) and kind in DEVUNIT_KINDS:
        devunit_step(job, kind, text, work, project_files(case_dir / "project"))
    elif isinstance(job, TfGitHub | TfGitLab) and kind in DEVTERRAFORM_KINDS:
        devterraform_step(job, kind, step, work, project_files(case_dir / "project"))
    elif isinstance(job, Actions) and kind in DEVCARGO_KINDS:
        devcargo_step(job, kind, text, work, project_files(case_dir / "project"))
    elif isinstance(job, GitHubLog | GitLabLog) and kind in DEVCI_KINDS:
        devci_step(job, kind, step, work, project_files(case_dir / "project"))
    else:
        return False
    return True


def _job(spec: dict[str, Any], work: Path) -> Job:
    if spec["framing"] == TRANSCRIPT:
        return Transcript(work)
    if spec["framing"] == GHA_STEPS:
        return GhaJob(work)
    if spec["framing"] in (*DEVUNIT, DEVCARGO, *DEVCI, *DEVTERRAFORM):
        return _dev_job(spec, work)
    if spec["framing"] == "github_actions":
        return Gha(work, spec["slug"], spec["name"])
    return Lab(work, spec["slug"], spec["image"])


def _dev_job(spec: dict[str, Any], work: Path) -> Job:
    """The logs of the old dev_cases_*.py scripts."""
    if spec["framing"] in DEVUNIT:
        return new_unit_job(spec, work)
    if spec["framing"] == DEVCARGO:
        return new_actions(spec, work)
    if spec["framing"] in DEVTERRAFORM:
        return new_tf_job(spec, work)
    return new_log(spec)


def _env(step: dict[str, Any], work: Path) -> dict[str, str]:
    return step_env(work, step.get("env_preset"), step.get("env", {}), step.get("env_unset", []))


def _cwd(step: dict[str, Any], work: Path) -> Path | None:
    return Path(expand(step["cwd"], work)) if "cwd" in step else None


def _finish(job: Job, step: dict[str, Any], work: Path) -> str:
    if isinstance(job, GitHubLog | GitLabLog):
        return devci_finish(job, step, work)
    if isinstance(job, Actions | UnitActions | UnitGitLab | TfGitHub | TfGitLab):
        return job.text()
    if isinstance(job, Gha | Transcript):
        return job.finish()
    if isinstance(job, GhaJob):  # gha_steps: no closing lines
        return job.text()
    job.env = _env(step, work)
    return job.finish(after=step.get("after"), artifacts=step.get("artifacts"))


def _step(
    job: Job,
    kind: str,
    step: dict[str, Any],
    work: Path,
    sha: str,
    *,
    case_dir: Path,
) -> None:
    text = {k: expand(v, work) if isinstance(v, str) else v for k, v in step.items()}
    if kind == "write":
        path = work / text["path"]
        path.parent.mkdir(parents=True, exist_ok=True)
        if "source" in step:  # kept as a file in the case folder
            path.write_bytes((case_dir / step["source"]).read_bytes())
        else:
            path.write_bytes(text["text"].encode("utf-8", "surrogateescape"))
    elif kind == "remove":
        (work / text["path"]).unlink()
    elif kind == "mkdir":
        (work / text["path"]).mkdir(parents=True, exist_ok=True)
    elif isinstance(job, Gha):
        _gha_step(job, kind, text, work, sha)
    elif isinstance(job, Lab):
        _lab_step(job, kind, text, work, sha)
    else:
        raise ValueError(f"unknown transcript step kind {kind!r}")


def _gha_step(job: Gha, kind: str, step: dict[str, Any], work: Path, sha: str) -> None:
    if kind == "set_up_job":
        job.set_up_job(step.get("uses", []), step.get("image", "ubuntu-24.04"))
    elif kind == "checkout":
        job.checkout(sha)
    elif kind == "action":
        with_ = {k: expand(v, work) for k, v in step.get("with", {}).items()}
        job.action(step["uses"], with_, step.get("body", ""))
    elif kind == "run":
        job.step(
            step["script"],
            env=_env(step, work),
            shown_env=step.get("shown_env") or None,
            cwd=_cwd(step, work),
            timeout=step.get("timeout", 900),
        )
    elif kind == "lines":
        job.lines(step["text"])
    elif kind == "git":
        job.git(step["args"], step.get("shown"), step.get("may_fail", False))
    else:
        raise ValueError(f"unknown GitHub Actions step kind {kind!r}")


def _lab_step(job: Lab, kind: str, step: dict[str, Any], work: Path, sha: str) -> None:
    if kind == "prepare":
        job.prepare(sha, step["cache_key"])
    elif kind == "sh":
        job.sh(
            step["command"],
            env=_env(step, work),
            cwd=_cwd(step, work),
            timeout=step.get("timeout", 900),
        )
    elif kind == "say":
        job.say(step["text"])
    else:
        raise ValueError(f"unknown GitLab step kind {kind!r}")
