"""The CI logs of the old scripts/dev_cases_terraform.py
(bench/data/cases/dev-families/terraform): a GitHub Actions job whose timestamps advance by
a per-line rule from 2025-05-14 09:12:01 (`devterraform_github`: `name`, `repo`, `seed`)
and a GitLab job (`devterraform_gitlab`: `project`, `image`).

    framing = "devterraform_github"
    name = "validate (staging)"
    repo = "acme/infra-live"
    seed = 1

Unlike the other dev framings, these jobs run in a clone: `checkout` commits the scratch
folder to a bare repository beside it (`<work>.git`) and clones that, as the log shows,
into `<work>-runner/<repo name>`, outside the scratch folder; later steps name it as
`cwd = "@WORK@-runner/infra-live"`. Steps:

- `project`: project/ into the scratch folder;
- `write`: `path` (under the scratch folder, or `@WORK@-runner/...`), `text`, `mode`
  (octal, as "755"): a file the job finds (a CLI configuration, a stub provider);
- `checkout` (GitHub): the bare repository and the logged clone;
- `action` (GitHub): `uses`, `with`, `output`: a canned action;
- `run`: `shown`, `argv`, an environment, `cwd`, `shown_env` (GitHub: the step's env:
  block), `expect_ok` (stop the build unless it succeeds); its status is the job's;
- `header` (GitHub): a `run:` step's group header (`shown`, `shown_env`) whose commands
  follow as `output` steps;
- `output`: a command whose output is logged without a header (`argv`, environment,
  `cwd`); `tee`: also written to that file; `status = true`: its exit status is the
  job's (the script set it by hand);
- `unlogged`: a set-up command whose output the log does not show (a cache the job
  finds: `argv`, environment, `cwd`);
- `finish`: GitHub: the error annotation if the job's status is not 0, the post-job
  clean-up; GitLab: the cache lines and the verdict.

The README is a table of case, framework, bytes and lines under `readme_head`
(`readme = "dev_table"` in batch.toml, `{n}` and `{tool}` in the head).
"""

# ruff: noqa: E501  (the runner's lines are kept whole)
from __future__ import annotations

import shutil
import subprocess
from datetime import UTC, datetime, timedelta
from pathlib import Path
from textwrap import dedent
from typing import Any

from casegen.env import GIT, capture, child_env, expand, step_env
from casegen.framing import write_tree

FRAMINGS = ("devterraform_github", "devterraform_gitlab")
KINDS = ("project", "write", "checkout", "action", "run", "header", "output", "unlogged")


def output_of(argv: list[str], cwd: Path, env: dict[str, str] | None = None) -> tuple[str, int]:
    """A command's stdout and stderr merged in order, as a CI runner captures them."""
    code, out = capture(argv, cwd, env)
    return out, code


CHECKOUT_SHA = "692973e3d937129bcbf40652eb9f2f61becf3332"
SETUP_SHA = "651471c36a6092792c552e8b1bef71e592b462d8"
IMAGE_ID = "5e3c1d1f6a9b0f2f8a77f0c5b3c1d2e9a0b4c6d8e1f2a3b4c5d6e7f8091a2b3c"
IMAGE_DIGEST = "0a9c5f3e1b2d4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e"
NO_CACHE_URL = "No URL provided"
LOCAL_CACHE = "Instead a local version of cache will be extracted."
STORED_LOCALLY = "Cache will be stored only locally."


def override_home(temp: str) -> str:
    return f"Temporarily overriding HOME='/home/runner/work/_temp/{temp}' before making global git config changes"


def using_image(image: str) -> str:
    name = image.split(":", maxsplit=1)[0]
    return f"Using docker image sha256:{IMAGE_ID} for {image} with digest {name}@sha256:{IMAGE_DIGEST} ..."


POST_JOB = [
    "Post job cleanup.",
    "[command]/usr/bin/git version",
    "git version 2.45.1",
    override_home("8f0c2b7d-1d2e-4b8a-a3f1-77d0c3e9b6aa"),
    "Adding repository directory to the temporary git global config as a safe directory",
    r"[command]/usr/bin/git config --local --name-only --get-regexp core\.sshCommand",
    "[command]/usr/bin/git submodule foreach --recursive sh -c "
    "\"git config --local --name-only --get-regexp 'core\\.sshCommand' && "
    "git config --local --unset-all 'core.sshCommand' || :\"",
    r"[command]/usr/bin/git config --local --name-only --get-regexp "
    r"http\.https\:\/\/github\.com\/\.extraheader",
    "http.https://github.com/.extraheader",
    "[command]/usr/bin/git config --local --unset-all http.https://github.com/.extraheader",
    "Cleaning up orphan processes",
]

GITHUB_PREAMBLE = """\
Current runner version: '2.317.0'
##[group]Operating System
Ubuntu
22.04.4
LTS
##[endgroup]
##[group]Runner Image
Image: ubuntu-22.04
Version: 20240514.3.0
Included Software: https://github.com/actions/runner-images/blob/ubuntu22/20240514.3/images/ubuntu/Ubuntu2204-Readme.md
Image Release: https://github.com/actions/runner-images/releases/tag/ubuntu22%2F20240514.3
##[endgroup]
##[group]Runner Image Provisioner
2.0.369.1
##[endgroup]
##[group]GITHUB_TOKEN Permissions
Contents: read
Metadata: read
PullRequests: write
##[endgroup]
Secret source: Actions
Prepare workflow directory
Prepare all required actions
Getting action download info
Download action repository 'actions/checkout@v4' (SHA:{checkout_sha})
Download action repository 'hashicorp/setup-terraform@v3' (SHA:{setup_sha})
Complete job name: {name}
##[group]Run actions/checkout@v4
with:
  repository: {repo}
  token: ***
  ssh-strict: true
  ssh-user: git
  persist-credentials: true
  clean: true
  sparse-checkout-cone-mode: true
  fetch-depth: 1
  fetch-tags: false
  show-progress: true
  lfs: false
  submodules: false
  set-safe-directory: true
##[endgroup]
Syncing repository: {repo}
##[group]Getting Git version info
Working directory is '{workdir}'
[command]/usr/bin/git version
git version 2.45.1
##[endgroup]
{override_home}
Adding repository directory to the temporary git global config as a safe directory
[command]/usr/bin/git config --global --add safe.directory {workdir}
Deleting the contents of '{workdir}'
##[group]Initializing the repository
[command]/usr/bin/git init {workdir}
Initialized empty Git repository in {workdir}/.git/
[command]/usr/bin/git remote add origin https://github.com/{repo}
##[endgroup]
"""


class GitHubJob:
    """A GitHub Actions job log: every line timestamped, steps in `##[group]` blocks."""

    def __init__(self, work: Path, name: str, repo: str, seed: int) -> None:
        self.work, self.repo, self.seed = work, repo, seed
        self.lines: list[str] = []
        self.commands: list[str] = []
        self.clock = datetime(2025, 5, 14, 9, 12, 1, 120000 + seed * 3, tzinfo=UTC)
        self.code = 0
        project = repo.split("/")[1]
        self.emit(
            GITHUB_PREAMBLE.format(
                checkout_sha=CHECKOUT_SHA,
                setup_sha=SETUP_SHA,
                name=name,
                repo=repo,
                workdir=f"/home/runner/work/{project}/{project}",
                override_home=override_home("1c1e5a4e-3b7a-4c55-9d0e-5b1f0e1f7c11"),
            )
        )

    def emit(self, text: str, pause: float = 0.0) -> None:
        self.clock += timedelta(seconds=pause)
        for line in text.removesuffix("\n").split("\n"):
            jitter = (len(self.lines) * 7919 + self.seed * 104729) % 8920 + 80
            self.clock += timedelta(microseconds=jitter)
            stamp = self.clock.strftime("%Y-%m-%dT%H:%M:%S.%f") + "0Z"
            self.lines.append(f"{stamp} {line}")

    def checkout(self) -> None:
        """The checkout's fetch: a real `git clone` of the scratch folder's bare repository."""
        bare = bare_repo(self.work)
        into = self.work.parent / f"{self.work.name}-runner" / self.repo.split("/")[1]
        if into.exists():
            shutil.rmtree(into)
        into.parent.mkdir(parents=True, exist_ok=True)
        self.emit("##[group]Fetching the repository")
        argv = [GIT, "clone", "--progress", "--depth=1", f"file://{bare}", into.name]
        self.emit(output_of(argv, into.parent)[0])
        self.emit("##[endgroup]")
        head, _ = output_of([GIT, "log", "-1", "--format=%H"], into)
        self.emit(f"[command]/usr/bin/git log -1 --format=%H\n{head}")

    def header(self, command: str, env: dict[str, str] | None = None) -> None:
        self.emit(f"##[group]Run {command.splitlines()[0]}", pause=0.4)
        self.emit(command)
        self.emit("shell: /usr/bin/bash -e {0}")
        if env:
            self.emit("env:\n" + "\n".join(f"  {k}: {v}" for k, v in env.items()))
        self.emit("##[endgroup]")

    def action(self, uses: str, inputs: dict[str, str], output: str = "") -> None:
        self.emit(f"##[group]Run {uses}", pause=0.3)
        self.emit("with:\n" + "\n".join(f"  {k}: {v}" for k, v in inputs.items()))
        self.emit("##[endgroup]")
        if output:
            self.emit(output)

    def run(self, out: str, code: int) -> None:
        if out:
            self.emit(out, pause=0.8)
        self.code = code

    def text(self) -> str:
        if self.code:
            self.emit(f"##[error]Process completed with exit code {self.code}.")
        self.emit("\n".join(POST_JOB), pause=0.5)
        return "\n".join(self.lines) + "\n"


class GitLabJob:
    """A GitLab job log: the runner's preparation, `$ command` before each output."""

    def __init__(self, project: str, image: str) -> None:
        self.parts = [
            GITLAB_PREAMBLE.format(
                project=project,
                image=image,
                using=using_image(image),
                no_url=NO_CACHE_URL,
                local=LOCAL_CACHE,
            )
        ]
        self.commands: list[str] = []
        self.code = 0

    def run(self, command: str, out: str, code: int) -> None:
        self.parts.append(f"$ {command}\n{out}")
        self.code = code

    def text(self) -> str:
        tail = dedent(f"""\
            Saving cache for failed job
            Creating cache terraform-main-protected...
            .terraform/: found 14 matching artifact files and directories
            {NO_CACHE_URL}, cache will not be uploaded to shared cache server. {STORED_LOCALLY}
            Created cache
            Cleaning up project directory and file based variables
            """)
        verdict = f"ERROR: Job failed: exit code {self.code}\n" if self.code else "Job succeeded\n"
        return "".join(self.parts) + tail + verdict


GITLAB_PREAMBLE = """\
Running with gitlab-runner 16.11.1 (535ced5f)
  on gitlab-runner-infra-3 t3_vZx8Qa, system ID: s_4b1f0a2c9d11
Preparing the "docker" executor
Using Docker executor with image {image} ...
Pulling docker image {image} ...
{using}
Preparing environment
Running on runner-t3vzx8qa-project-412-concurrent-0 via gitlab-runner-infra-3...
Getting source from Git repository
Fetching changes with git depth set to 20...
Reinitialized existing Git repository in /builds/{project}/.git/
Checking out 7c41d2e9 as detached HEAD (ref is main)...
Removing .terraform/
Skipping Git submodules setup
Restoring cache
Checking cache for terraform-main-protected...
{no_url}, cache will not be downloaded from shared cache server. {local}
Successfully extracted cache
Executing "step_script" stage of the job script
{using}
"""


def bare_repo(w: Path) -> Path:
    """The scratch folder committed (fixed author and date) to a bare repository beside it."""
    who = {
        "GIT_AUTHOR_NAME": "ci",
        "GIT_AUTHOR_EMAIL": "ci@example.com",
        "GIT_COMMITTER_NAME": "ci",
        "GIT_COMMITTER_EMAIL": "ci@example.com",
        "GIT_AUTHOR_DATE": "2025-05-14T09:00:00Z",
        "GIT_COMMITTER_DATE": "2025-05-14T09:00:00Z",
    }
    env = child_env(**who)
    for argv in (
        [GIT, "init", "-q", "-b", "main"],
        [GIT, "add", "-A"],
        [GIT, "commit", "-q", "-m", "infra: modules for the orders platform"],
    ):
        subprocess.run(argv, cwd=w, env=env, check=True, capture_output=True)
    bare = w.parent / f"{w.name}.git"
    if bare.exists():
        shutil.rmtree(bare)
    argv = [GIT, "clone", "-q", "--bare", str(w), str(bare)]
    subprocess.run(argv, check=True, capture_output=True)
    return bare


Job = GitHubJob | GitLabJob


def new_job(spec: dict[str, Any], work: Path) -> Job:
    if spec["framing"] == "devterraform_github":
        return GitHubJob(work, spec["name"], spec["repo"], spec["seed"])
    return GitLabJob(spec["project"], spec["image"])


def _command(step: dict[str, Any], work: Path) -> tuple[str, int]:
    env = step_env(work, step.get("env_preset"), step.get("env", {}), step.get("env_unset", []))
    cwd = Path(expand(step["cwd"], work)) if "cwd" in step else work
    return output_of([expand(a, work) for a in step["argv"]], cwd, env)


def devterraform_step(
    job: Job, kind: str, step: dict[str, Any], work: Path, project: dict[str, bytes]
) -> None:
    """Run one step (`step` as stored: tokens are expanded here)."""
    if kind == "project":
        write_tree(work, project)
    elif kind == "write":
        path = work / expand(step["path"], work)  # an absolute @WORK@-runner/... wins
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(expand(step["text"], work))
        if "mode" in step:
            path.chmod(int(step["mode"], 8))
    elif kind == "unlogged":
        _command(step, work)
    elif kind in ("run", "output"):
        _logged(job, kind, step, work)
    elif kind in ("checkout", "action", "header") and isinstance(job, GitHubJob):
        _github_only(job, kind, step)
    else:
        raise ValueError(f"unknown {type(job).__name__} step kind {kind!r}")


def _logged(job: Job, kind: str, step: dict[str, Any], work: Path) -> None:
    out, code = _command(step, work)
    if kind == "output":  # under the header before it
        if "tee" in step:
            (work / expand(step["tee"], work)).write_text(out)
        if isinstance(job, GitHubJob):
            job.emit(out)
        if step.get("status", False):
            job.code = code
        return
    if step.get("expect_ok", False) and code:
        raise RuntimeError(f"setup step failed ({code}): {step['shown']}\n{out[-3000:]}")
    job.commands.append(step["shown"])
    if isinstance(job, GitHubJob):
        job.header(step["shown"], step.get("shown_env"))
        job.run(out, code)
    else:
        job.run(step["shown"], out, code)


def _github_only(job: GitHubJob, kind: str, step: dict[str, Any]) -> None:
    if kind == "checkout":
        job.checkout()
    elif kind == "action":
        job.action(step["uses"], step.get("with", {}), step.get("output", ""))
    else:
        job.commands.append(step["shown"])
        job.header(step["shown"], step.get("shown_env"))


def write_table_readme(
    results: list[dict[str, Any]], versions: dict[str, str], head: str, out: Path
) -> None:
    """The README of scripts/dev_cases_terraform.py: the head, a row per case."""
    rows = [
        f"| `{r['case_id']}` | {r['framework']} | {r['bytes']:,} | {r['lines']:,} |"
        for r in results
    ]
    tool = ", ".join(versions.values())
    (out / "README.md").write_text(head.format(n=len(results), tool=tool) + "\n".join(rows) + "\n")
