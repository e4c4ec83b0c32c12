"""The GitHub Actions log of the old scripts/dev_cases_cargo.py
(bench/data/cases/dev-families/cargo): a Rust job's runner preamble, timestamps that advance
by a fixed rule from 2026-05-04 09:12:03, each `run:` step with the
CARGO_TERM_COLOR/CARGO_INCREMENTAL env block, the first failing step's error annotation,
the post-job clean-up. Its GitLab jobs are transcripts
(casegen.transcript) opened by a `text` step holding the runner's preamble.

    framing = "devcargo_github"
    job = "test (ubuntu-latest, stable)"
    repo = "dataflow/ingest"

Steps: `project`, `run` (`shown`, `argv`, an environment, `shown_env`: the extra lines of
the env block, `expect_ok`), `emit` (`text`: runner lines), `finish`.
"""

from __future__ import annotations

import subprocess
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from casegen.env import expand, step_env
from casegen.framing import write_tree

FRAMING = "devcargo_github"
KINDS = ("project", "run", "emit")
START = datetime(2026, 5, 4, 9, 12, 3, tzinfo=UTC)


def capture(argv: list[str], cwd: Path, env: dict[str, str]) -> tuple[int, str]:
    done = subprocess.run(
        argv,
        cwd=cwd,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        timeout=900,
        check=False,
    )
    return done.returncode, done.stdout.decode("utf-8", "surrogateescape")


GHA_PREAMBLE = """\
Current runner version: '2.333.1'
##[group]Runner Image Provisioner
Hosted Compute Agent
Version: 20260213.493
Commit: 5c115507f6dd24b8de37d8bbe0bb4509d0cc0fa3
Build Date: 2026-02-13T00:28:41Z
##[endgroup]
##[group]Operating System
Ubuntu
24.04.4
LTS
##[endgroup]
##[group]Runner Image
Image: ubuntu-24.04
Version: 20260413.86.1
Included Software: https://github.com/actions/runner-images/blob/ubuntu24/20260413.86/images/ubuntu/Ubuntu2404-Readme.md
##[endgroup]
##[group]GITHUB_TOKEN Permissions
Contents: read
Metadata: read
##[endgroup]
Secret source: Actions
Prepare workflow directory
Prepare all required actions
Getting action download info
Download action repository 'actions/checkout@v4' (SHA:11bd71901bbe5b1630ceea73d27597364c9)
Download action repository 'dtolnay/rust-toolchain@stable' (SHA:29eef336d9b2848a0b548edc03f92a2)
Download action repository 'Swatinem/rust-cache@v2' (SHA:e18b497796c12c097a38f9edb9d0641f)
Complete job name: {job}
##[group]Run actions/checkout@v4
with:
  repository: {repo}
  token: ***
  ssh-strict: true
  persist-credentials: true
  clean: true
  fetch-depth: 1
  lfs: false
  submodules: false
##[endgroup]
Syncing repository: {repo}
##[group]Getting Git version info
Working directory is '/home/runner/work/{name}/{name}'
[command]/usr/bin/git version
git version 2.53.0
##[endgroup]
Temporarily overriding HOME='/home/runner/work/_temp/5d1f' before making global git config changes
[command]/usr/bin/git config --global --add safe.directory /home/runner/work/{name}/{name}
Deleting the contents of '/home/runner/work/{name}/{name}'
##[group]Initializing the repository
[command]/usr/bin/git init /home/runner/work/{name}/{name}
Initialized empty Git repository in /home/runner/work/{name}/{name}/.git/
[command]/usr/bin/git remote add origin https://github.com/{repo}
##[endgroup]
##[group]Fetching the repository
[command]/usr/bin/git -c protocol.version=2 fetch --no-tags --prune --depth=1 origin
  +3f6c2a9d0e1b7c4a5f8e9d0c1b2a3f4e5d6c7b8a:refs/remotes/origin/main
From https://github.com/{repo}
 * [new ref]         3f6c2a9d0e1b7c4a5f8e9d0c1b2a3f4e5d6c7b8a -> origin/main
##[endgroup]
##[group]Checking out the ref
[command]/usr/bin/git checkout --progress --force -B main refs/remotes/origin/main
Switched to a new branch 'main'
branch 'main' set up to track 'origin/main'.
##[endgroup]
[command]/usr/bin/git log -1 --format=%H
3f6c2a9d0e1b7c4a5f8e9d0c1b2a3f4e5d6c7b8a
##[group]Run dtolnay/rust-toolchain@stable
with:
  toolchain: stable
  components: clippy
##[endgroup]
##[group]Run Swatinem/rust-cache@v2
with:
  prefix-key: v0-rust
  cache-on-failure: false
##[endgroup]
Cache Configuration
... Restoring cache ...
No cache found.
"""

GHA_POST = """\
Post job cleanup.
[command]/usr/bin/git version
git version 2.53.0
Temporarily overriding HOME='/home/runner/work/_temp/0b7e' before making global git config changes
Adding repository directory to the temporary git global config as a safe directory
[command]/usr/bin/git config --local --name-only --get-regexp core\\.sshCommand
[command]/usr/bin/git submodule foreach --recursive sh -c "git config --local --unset-all core.x"
Removing HTTP extra header
[command]/usr/bin/git config --local --name-only --get-regexp http\\.https.*extraheader
Cleaning up orphan processes
"""


class Actions:
    """A GitHub Actions job log. Setup steps must succeed; the first failing step ends the
    job with the runner's error annotation, as a real job does."""

    def __init__(self, cwd: Path, job: str, repo: str) -> None:
        self.cwd, self.code, self.tick = cwd, 0, 0
        self.lines: list[str] = []
        self.commands: list[str] = []
        self.emit(GHA_PREAMBLE.format(job=job, repo=repo, name=repo.split("/")[1]))

    def emit(self, text: str) -> None:
        for line in text.removesuffix("\n").split("\n"):
            self.tick += 1
            moment = START + timedelta(microseconds=self.tick * 3711 + self.tick**2 % 997)
            self.lines.append(moment.strftime("%Y-%m-%dT%H:%M:%S.%f") + "0Z " + line)

    def run(
        self,
        shown: str,
        argv: list[str],
        env: dict[str, str],
        shown_env: str = "",
        *,
        expect_ok: bool = False,
    ) -> int:
        head = f"##[group]Run {shown}\n{shown}\nshell: /usr/bin/bash -e {{0}}\nenv:\n"
        head += "  CARGO_TERM_COLOR: always\n  CARGO_INCREMENTAL: 0\n" + shown_env
        self.emit(head + "##[endgroup]")
        code, out = capture(argv, self.cwd, env)
        if expect_ok and code:
            raise RuntimeError(f"setup step failed ({code}): {shown}\n{out[-3000:]}")
        if out:
            self.emit(out)
        if code:
            self.emit(f"##[error]Process completed with exit code {code}.")
        self.code = code
        return code

    def text(self) -> str:
        self.emit(GHA_POST)
        return "\n".join(self.lines) + "\n"


def new_actions(spec: dict[str, Any], work: Path) -> Actions:
    return Actions(work, spec["job"], spec["repo"])


def devcargo_step(
    job: Actions, kind: str, step: dict[str, Any], work: Path, project: dict[str, bytes]
) -> None:
    if kind == "project":
        write_tree(work / step.get("path", ""), project)
    elif kind == "emit":
        job.emit(step["text"])
    elif kind == "run":
        job.commands.append(step["shown"])
        env = step_env(work, step.get("env_preset"), step.get("env", {}), step.get("env_unset", []))
        argv = [expand(a, work) for a in step["argv"]]
        job.run(
            step["shown"],
            argv,
            env,
            step.get("shown_env", ""),
            expect_ok=step.get("expect_ok", False),
        )
    else:
        raise ValueError(f"unknown {FRAMING} step kind {kind!r}")
