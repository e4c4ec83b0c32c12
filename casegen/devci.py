"""The CI framings of the old scripts/dev_cases_cmake.py and dev_cases_generic.py (the dev batches
dev-families/cmake and dev-fallback): a GitHub Actions log whose timestamps advance by a fixed
rule from 10:21 on 2024-05-14 (`devci_github`), and a GitLab log (`devci_gitlab`). The
runner's lines and the apt-get output (built from this machine's dpkg database) are
written here; every command's output is real.

    framing = "devci_github"        # repo = "acme/ledger", start = 0
    framing = "devci_gitlab"        # project = "acme/ledger", image = "gcc:12"

Steps: `project` (project/ into the scratch folder), `setup` (GitHub: the runner's
preamble and checkout), `install` (`names`, `count`, `offset`: an apt-get step), `step`
(a command: `shown`, `argv`, `env`, `cwd`; or canned `output` and `code`; GitHub:
`shown_env`, the step's env: block), `finish` (GitHub: `after_failure`, commands;
GitLab: `after_script`, commands, and `artifacts`). A command runs when its step comes.
"""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from casegen.env import capture, child_env, expand
from casegen.framing import write_tree

FRAMINGS = ("devci_github", "devci_gitlab")
KINDS = ("project", "setup", "install", "step")


@dataclass
class Ran:
    shown: str
    output: str
    code: int


def run(shown: str, argv: list[str], cwd: Path, **env: str) -> Ran:
    """A command's stdout and stderr merged in order, as a CI runner captures them."""
    code, output = capture(argv, cwd, child_env(**env), timeout=900)
    return Ran(shown, output, code)


def packages(count: int, offset: int = 0) -> list[tuple[str, str, str]]:
    """(name, version, arch) of library packages installed here, a stable selection."""
    listed = subprocess.run(
        ["/usr/bin/dpkg-query", "-W", "-f=${Package}\t${Version}\t${Architecture}\n"],
        capture_output=True,
        text=True,
        check=False,
    ).stdout.splitlines()
    found = sorted(tuple(line.split("\t")) for line in listed if line.startswith("lib"))
    step = max(1, len(found) // max(count, 1))
    chosen = found[offset % step :: step][:count]
    return [(name, version, arch) for name, version, arch in chosen]


def apt_install(names: list[str], count: int, offset: int = 0) -> str:
    """What `apt-get install -y` prints for `names` and `count` of their dependencies."""
    chosen = packages(count, offset)
    lines = [
        "Reading package lists...",
        "Building dependency tree...",
        "Reading state information...",
        "The following additional packages will be installed:",
    ]
    words = [name for name, _, _ in chosen]
    lines += ["  " + " ".join(words[i : i + 6]) for i in range(0, len(words), 6)]
    lines.append("The following NEW packages will be installed:")
    every = sorted({*words, *names})
    lines += ["  " + " ".join(every[i : i + 6]) for i in range(0, len(every), 6)]
    lines.append(f"0 upgraded, {len(every)} newly installed, 0 to remove and 14 not upgraded.")
    lines.append(f"Need to get {len(every) * 412 // 10 / 10:.1f} MB of archives.")
    lines.append(
        f"After this operation, {len(every) * 1731 // 10 / 10:.1f} MB of additional "
        "disk space will be used."
    )
    versions = {name: (version, arch) for name, version, arch in chosen}
    for number, name in enumerate(every, 1):
        version, arch = versions.get(name, ("1:3.25.1-1", "amd64"))
        size = 37 + (number * 7919) % 2900
        lines.append(
            f"Get:{number} http://deb.debian.org/debian bookworm/main {arch} {name} "
            f"{arch} {version} [{size} kB]"
        )
    lines.append(f"Fetched {len(every) * 4127 // 1000 / 10:.1f} MB in 2s (19.6 MB/s)")
    lines.append("debconf: delaying package configure, since apt-utils is not installed")
    for name in every:
        version, arch = versions.get(name, ("1:3.25.1-1", "amd64"))
        lines.append(f"Selecting previously unselected package {name}:{arch}.")
        lines.append(f"Preparing to unpack .../{name}_{version.split(':')[-1]}_{arch}.deb ...")
        lines.append(f"Unpacking {name}:{arch} ({version}) ...")
    for name in every:
        version, arch = versions.get(name, ("1:3.25.1-1", "amd64"))
        lines.append(f"Setting up {name}:{arch} ({version}) ...")
    lines.append("Processing triggers for libc-bin (2.36-9+deb12u10) ...")
    return "\n".join(lines) + "\n"


COMMIT = "4f2a9c1d7e3b5a6c8d9e0f1a2b3c4d5e6f7a8b9c"
IMAGE = "sha256:2b7412e6465c3c7fc5bb21d3e6f1917c167358449fecac8176c6e496e5c1f05f"
DIGEST = "sha256:0d9a7e8c6f2b5a4d3c1e0f9b8a7d6c5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c"
IMAGES = "https://github.com/actions/runner-images"
GIT_HOME = "Temporarily overriding HOME='/home/runner/work/_temp/{}' before making global git"
RUNNER_SETUP = """\
Current runner version: '2.317.0'
##[group]Operating System
Ubuntu
22.04.4
LTS
##[endgroup]
##[group]Runner Image
Image: ubuntu-22.04
Version: 20240514.2.0
Included Software: {images}/blob/ubuntu22/20240514.2/images/ubuntu/Ubuntu2204-Readme.md
Image Release: {images}/releases/tag/ubuntu22%2F20240514.2
##[endgroup]
##[group]Runner Image Provisioner
2.0.369.1
##[endgroup]
##[group]GITHUB_TOKEN Permissions
Contents: read
Metadata: read
##[endgroup]
Secret source: Actions
Prepare workflow directory
Prepare all required actions
Getting action download info
Download action repository 'actions/checkout@v4' (SHA:0ad4b8fadaa221de15dcec353f45205ec38ea70b)
Complete job name: build (ubuntu-22.04, gcc)
##[group]Run actions/checkout@v4
with:
  repository: {repo}
  token: ***
  ssh-strict: true
  persist-credentials: true
  clean: true
  fetch-depth: 1
  fetch-tags: false
  lfs: false
  submodules: false
  set-safe-directory: true
##[endgroup]
Syncing repository: {repo}
##[group]Getting Git version info
Working directory is '{work}'
[command]/usr/bin/git version
git version 2.45.1
##[endgroup]
{git_home} config changes
Adding repository directory to the temporary git global config as a safe directory
##[group]Initializing the repository
[command]/usr/bin/git init {work}
Initialized empty Git repository in {work}/.git/
[command]/usr/bin/git remote add origin https://github.com/{repo}
##[endgroup]
##[group]Fetching the repository
[command]/usr/bin/git -c protocol.version=2 fetch --no-tags --prune --no-recurse-submodules \
--depth=1 origin +{commit}:refs/remotes/origin/main
remote: Enumerating objects: 212, done.
remote: Counting objects: 100% (212/212), done.
remote: Compressing objects: 100% (171/171), done.
remote: Total 212 (delta 31), reused 118 (delta 12), pack-reused 0
From https://github.com/{repo}
 * [new ref]         {commit} -> origin/main
##[endgroup]
##[group]Checking out the ref
[command]/usr/bin/git checkout --progress --force -B main refs/remotes/origin/main
Switched to a new branch 'main'
branch 'main' set up to track 'origin/main'.
##[endgroup]
[command]/usr/bin/git log -1 --format='%H'
'{commit}'
"""
RUNNER_CLEANUP = """\
Post job cleanup.
[command]/usr/bin/git version
git version 2.45.1
{git_home} config changes
Adding repository directory to the temporary git global config as a safe directory
[command]/usr/bin/git config --local --name-only --get-regexp core\\.sshCommand
[command]/usr/bin/git config --local --name-only --get-regexp \
http\\.https\\:\\/\\/github\\.com\\/\\.extraheader
http.https://github.com/.extraheader
[command]/usr/bin/git config --local --unset-all http.https://github.com/.extraheader
Cleaning up orphan processes
"""
GITLAB_SETUP = """\
Running with gitlab-runner 16.11.0 (91a27b2a)
  on docker-runner-3 xK3vT9qz, system ID: s_0f4b1c2d3e5a
Preparing the "docker" executor
Using Docker executor with image {image} ...
Pulling docker image {image} ...
Using docker image {sha} for {image} with digest {name}@{digest} ...
Preparing environment
Running on runner-xk3vt9qz-project-4211-concurrent-0 via ci-runner-7...
Getting source from Git repository
Fetching changes with git depth set to 20...
Initialized empty Git repository in /builds/{project}/.git/
Created fresh repository.
Checking out {commit} as detached HEAD (ref is main)...
Skipping Git submodules setup
Executing "step_script" stage of the job script
Using docker image {sha} for {image} with digest {name}@{digest} ...
"""
GITLAB_UPLOAD = """\
Uploading artifacts for failed job
Uploading artifacts...
{path}: found 1 matching artifact files and directories
Uploading artifacts as "archive" to coordinator... 201 Created  id=7712093 responseStatus=201 \
Created token=glcbt-64
"""


class GitHubLog:
    """A GitHub Actions job log: every line timestamped, steps in groups."""

    def __init__(self, repo: str, start: int = 0) -> None:
        self.repo = repo
        self.lines: list[str] = []
        self.tick = 30_000_000 + start * 7_000_000  # tenths of microseconds past 10:21:00

    def put(self, text: str) -> None:
        for line in text.rstrip("\n").split("\n"):
            self.tick += 2_000 + (len(self.lines) * 7_919) % 91_000
            seconds, rest = divmod(self.tick, 10_000_000)
            minutes, seconds = divmod(seconds, 60)
            stamp = f"2024-05-14T10:{21 + minutes:02d}:{seconds:02d}.{rest:07d}Z"
            self.lines.append(f"{stamp} {line}")

    def setup(self) -> None:
        name = self.repo.split("/")[1]
        self.put(
            RUNNER_SETUP.format(
                repo=self.repo,
                work=f"/home/runner/work/{name}/{name}",
                commit=COMMIT,
                images=IMAGES,
                git_home=GIT_HOME.format("5f1c"),
            )
        )

    def step(self, ran: Ran, *, env: dict[str, str] | None = None) -> None:
        """A `run:` step: its command in a group, its output, and its failure."""
        self.put(f"##[group]Run {ran.shown}")
        self.put(ran.shown)
        self.put("shell: /usr/bin/bash -e {0}")
        if env:
            self.put("env:")
            for name, value in env.items():
                self.put(f"  {name}: {value}")
        self.put("##[endgroup]")
        if ran.output:
            self.put(ran.output)
        if ran.code:
            self.put(f"##[error]Process completed with exit code {ran.code}.")

    def install(self, names: list[str], count: int, offset: int = 0) -> None:
        shown = "sudo apt-get update -q && sudo apt-get install -y --no-install-recommends "
        suites = ["", "-updates", "-backports", "-security"]
        hits = "".join(
            f"Hit:{n} http://azure.archive.ubuntu.com/ubuntu jammy{suite} InRelease\n"
            for n, suite in enumerate(suites, 1)
        )
        output = hits + "Reading package lists...\n" + apt_install(names, count, offset)
        self.step(Ran(shown + " ".join(names), output, 0))

    def finish(self, after_failure: tuple[Ran, ...] = ()) -> str:
        """The steps that run on failure (`if: failure()`), then the runner's cleanup."""
        for ran in after_failure:
            self.step(ran)
        self.put(RUNNER_CLEANUP.format(git_home=GIT_HOME.format("7a3e")))
        return "\n".join(self.lines) + "\n"


class GitLabLog:
    """A GitLab CI job log: the runner's preparation, `$ command` lines, the verdict."""

    def __init__(self, project: str, image: str = "gcc:12") -> None:
        name = image.split(":", maxsplit=1)[0]
        self.parts = [
            GITLAB_SETUP.format(
                image=image, sha=IMAGE, name=name, digest=DIGEST, project=project, commit=COMMIT[:8]
            )
        ]
        self.code = 0

    def step(self, ran: Ran) -> None:
        self.parts.append(f"$ {ran.shown}\n{ran.output}")
        self.code = ran.code

    def install(self, names: list[str], count: int, offset: int = 0) -> None:
        shown = f"apt-get update -qq && apt-get install -y -qq {' '.join(names)}"
        self.step(Ran(shown, apt_install(names, count, offset), 0))

    def finish(self, after_script: tuple[Ran, ...] = (), artifacts: str = "") -> str:
        """The job's end: its `after_script` (which runs whatever the script did), the
        artifacts it uploads on failure, the cleanup and the verdict."""
        if after_script:
            self.parts.append("Running after_script\nRunning after script...\n")
            self.parts += [f"$ {ran.shown}\n{ran.output}" for ran in after_script]
        if artifacts and self.code:
            self.parts.append(GITLAB_UPLOAD.format(path=artifacts))
        tail = "Cleaning up project directory and file based variables\n"
        if self.code:
            tail += f"ERROR: Job failed: exit code {self.code}\n"
        else:
            tail += "Job succeeded\n"
        return "".join(self.parts) + tail


Log = GitHubLog | GitLabLog


def new_log(spec: dict[str, Any]) -> Log:
    if spec["framing"] == "devci_github":
        return GitHubLog(spec["repo"], start=spec.get("start", 0))
    return GitLabLog(spec["project"], image=spec.get("image", "gcc:12"))


def command(step: dict[str, Any], work: Path) -> Ran:
    """The step's command, run now; or its canned output."""
    if "argv" not in step:
        return Ran(step["shown"], step.get("output", ""), step.get("code", 0))
    env = {k: expand(v, work) for k, v in step.get("env", {}).items()}
    cwd = Path(expand(step["cwd"], work)) if "cwd" in step else work
    return run(step["shown"], [expand(a, work) for a in step["argv"]], cwd, **env)


def devci_step(
    log: Log, kind: str, step: dict[str, Any], work: Path, project: dict[str, bytes]
) -> None:
    if kind == "project":
        write_tree(work / step.get("path", ""), project)
    elif kind == "setup" and isinstance(log, GitHubLog):
        log.setup()
    elif kind == "install":
        log.install(step["names"], step["count"], step.get("offset", 0))
    elif kind == "step" and isinstance(log, GitHubLog):
        log.step(command(step, work), env=step.get("shown_env"))
    elif kind == "step":
        log.step(command(step, work))
    else:
        raise ValueError(f"unknown {type(log).__name__} step kind {kind!r}")


def devci_finish(log: Log, step: dict[str, Any], work: Path) -> str:
    if isinstance(log, GitHubLog):
        return log.finish(tuple(command(c, work) for c in step.get("after_failure", [])))
    after = tuple(command(c, work) for c in step.get("after_script", []))
    return log.finish(after, step.get("artifacts", ""))
