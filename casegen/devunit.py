"""The CI logs of the old scripts/dev_cases_unittest.py
(bench/data/cases/dev-families/unittest): a GitHub Actions job whose timestamps advance by
a fixed pace from 2025-03-04 09:12:05.12 (`devunit_github`: `python`, `job`) and a GitLab
job (`devunit_gitlab`: `image`).

Steps: `project`, `preamble` (GitHub: the runner's set-up, checkout, setup-python), `run`
(`shown`, `argv`, an environment; on GitHub a failing step is annotated, on GitLab the
last command's status is the job's), `finish`.
"""

# ruff: noqa: E501  (the runner's lines are kept whole)
from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from casegen.env import capture, expand, step_env
from casegen.framing import write_tree

FRAMINGS = ("devunit_github", "devunit_gitlab")
KINDS = ("project", "preamble", "run")


class Actions:
    """A GitHub Actions job log: every line timestamped, steps in `##[group]` blocks."""

    def __init__(self, cwd: Path, python: str, job: str) -> None:
        self.cwd, self.python, self.job = cwd, python, job
        self.clock = datetime(2025, 3, 4, 9, 12, 5, 120000)
        self.lines: list[str] = []
        self.code = 0

    def emit(self, text: str, pace: int = 3) -> None:
        for line in text.splitlines():
            self.clock += timedelta(milliseconds=pace)
            self.lines.append(self.clock.strftime("%Y-%m-%dT%H:%M:%S.%f") + "0Z " + line)

    def preamble(self) -> None:
        self.emit(RUNNER.format(job=self.job, python=self.python), pace=40)

    def step(self, shown: str, argv: list[str], env: dict[str, str] | None = None) -> int:
        """A `run:` step; a failing one ends the job (its later steps are skipped)."""
        self.emit(
            f"##[group]Run {shown}\n{shown}\nshell: /usr/bin/bash -e {{0}}\nenv:\n"
            f"  pythonLocation: /opt/hostedtoolcache/Python/{self.python}/x64\n"
            f"  LD_LIBRARY_PATH: /opt/hostedtoolcache/Python/{self.python}/x64/lib\n"
            "##[endgroup]"
        )
        code, out = capture(argv, self.cwd, env)
        self.emit(out, pace=2)
        if code:
            self.emit(f"##[error]Process completed with exit code {code}.")
            self.code = code
        return code

    def text(self) -> str:
        if self.code:
            self.emit(POST_JOB, pace=25)
        return "\n".join(self.lines) + "\n"


RUNNER = """\
Current runner version: '2.322.0'
##[group]Operating System
Ubuntu
24.04.1
LTS
##[endgroup]
##[group]Runner Image
Image: ubuntu-24.04
Version: 20250209.1.0
Included Software: https://github.com/actions/runner-images/blob/ubuntu24/20250209.1/images/ubuntu/Ubuntu2404-Readme.md
##[endgroup]
##[group]GITHUB_TOKEN Permissions
Contents: read
Metadata: read
##[endgroup]
Secret source: Actions
Prepare workflow directory
Prepare all required actions
Getting action download info
Download action repository 'actions/checkout@v4' (SHA:11bd71901bbe5b1630ceea73d27597364c9af683)
Download action repository 'actions/setup-python@v5' (SHA:42375524e23c412d93fb67b49958b491fce71c38)
Complete job name: {job}
##[group]Run actions/checkout@v4
with:
  repository: acme/ledger
  token: ***
  ssh-strict: true
  persist-credentials: true
  clean: true
  fetch-depth: 1
  lfs: false
  submodules: false
##[endgroup]
Syncing repository: acme/ledger
##[group]Getting Git version info
Working directory is '/home/runner/work/ledger/ledger'
[command]/usr/bin/git version
git version 2.48.1
##[endgroup]
[command]/usr/bin/git init /home/runner/work/ledger/ledger
Initialized empty Git repository in /home/runner/work/ledger/ledger/.git/
[command]/usr/bin/git remote add origin https://github.com/acme/ledger
##[group]Fetching the repository
[command]/usr/bin/git -c protocol.version=2 fetch --no-tags --prune --no-recurse-submodules --depth=1 origin +4f1c2d9e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e:refs/remotes/origin/main
From https://github.com/acme/ledger
 * [new ref]         4f1c2d9e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e -> origin/main
##[endgroup]
##[group]Checking out the ref
[command]/usr/bin/git checkout --progress --force -B main refs/remotes/origin/main
Switched to a new branch 'main'
branch 'main' set up to track 'origin/main'.
##[endgroup]
[command]/usr/bin/git log -1 --format=%H
4f1c2d9e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e
##[group]Run actions/setup-python@v5
with:
  python-version: {python}
  cache: pip
  check-latest: false
  update-environment: true
  allow-prereleases: false
##[endgroup]
##[group]Installed versions
Successfully set up CPython ({python})
##[endgroup]"""

POST_JOB = """\
Post job cleanup.
[command]/usr/bin/git version
git version 2.48.1
Temporarily overriding HOME='/home/runner/work/_temp/1f0e2d3c' before making global git config changes
[command]/usr/bin/git config --global --add safe.directory /home/runner/work/ledger/ledger
[command]/usr/bin/git config --local --name-only --get-regexp core\\.sshCommand
[command]/usr/bin/git submodule foreach --recursive sh -c "git config --local --name-only --get-regexp 'core\\.sshCommand' && git config --local --unset-all 'core.sshCommand' || :"
Cleaning up orphan processes"""


class GitLab:
    """A GitLab job log: the runner's preamble, `$ command` lines, the job's verdict."""

    def __init__(self, cwd: Path, image: str) -> None:
        self.cwd = cwd
        self.parts = [GITLAB_PREAMBLE.format(image=image)]
        self.code = 0

    def run(self, shown: str, argv: list[str], env: dict[str, str] | None = None) -> int:
        self.parts.append(f"$ {shown}\n")
        code, out = capture(argv, self.cwd, env)
        self.parts.append(out)
        self.code = code
        return code

    def text(self) -> str:
        tail = "Cleaning up project directory and file based variables\n"
        tail += f"ERROR: Job failed: exit code {self.code}\n" if self.code else "Job succeeded\n"
        return "".join(self.parts) + tail


GITLAB_PREAMBLE = """\
Running with gitlab-runner 17.8.3 (690ce25c)
  on shared-runner-7 t3_xz9Qk, system ID: s_5c1e9b0d4a2f
Preparing the "docker" executor
Using Docker executor with image {image} ...
Pulling docker image {image} ...
Using docker image sha256:7c4e0b9f3a1d8e2c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c for {image} with digest {image}@sha256:0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9 ...
Preparing environment
Running on runner-t3xz9qk-project-4187-concurrent-0 via ci-runner-7...
Getting source from Git repository
Fetching changes with git depth set to 20...
Reinitialized existing Git repository in /builds/acme/ledger/.git/
Checking out 4f1c2d9e as detached HEAD (ref is main)...
Removing .deps/
Skipping Git submodules setup
Executing "step_script" stage of the job script
Using docker image sha256:7c4e0b9f3a1d8e2c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c for {image} ...
"""


Job = Actions | GitLab


def new_job(spec: dict[str, Any], work: Path) -> Job:
    if spec["framing"] == "devunit_github":
        return Actions(work, spec["python"], spec["job"])
    return GitLab(work, spec["image"])


def devunit_step(
    job: Job, kind: str, step: dict[str, Any], work: Path, project: dict[str, bytes]
) -> None:
    if kind == "project":
        write_tree(work / step.get("path", ""), project)
    elif kind == "preamble" and isinstance(job, Actions):
        job.preamble()
    elif kind == "run":
        env = step_env(work, step.get("env_preset"), step.get("env", {}), step.get("env_unset", []))
        argv = [expand(a, work) for a in step["argv"]]
        if isinstance(job, Actions):
            job.step(step["shown"], argv, env)
        else:
            job.run(step["shown"], argv, env)
    else:
        raise ValueError(f"unknown {type(job).__name__} step kind {kind!r}")
