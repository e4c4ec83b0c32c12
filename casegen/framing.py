"""The CI framings a job runs in: a GitHub Actions job log (`Gha`) and a GitLab job log
(`Lab`), with the scratch git origin they check out. The runner's own lines are the only
text written here; every tool's output is real."""

from __future__ import annotations

import os
import subprocess
import textwrap
import time
from datetime import UTC, datetime
from pathlib import Path

from casegen.env import BASH, GIT, VENV_BIN, capture, child_env

PATH_WITH_VENV = f"{VENV_BIN}:{os.environ.get('PATH', '/usr/bin:/bin')}"
COMMIT_DATE = "2026-11-20T09:14:07+00:00"  # fixed, so every rebuild gets the same commit ids


def dd(text: str) -> str:
    return textwrap.dedent(text).lstrip("\n")


def write_tree(base: Path, files: dict[str, bytes]) -> None:
    for rel, data in files.items():
        path = base / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


def git_env(w: Path, **extra: str) -> dict[str, str]:
    """git with its own global config in the scratch folder (never the user's ~/.gitconfig)."""
    return child_env(
        GIT_CONFIG_GLOBAL=str(w / ".gitconfig-runner"),
        GIT_CONFIG_NOSYSTEM="1",
        GIT_TERMINAL_PROMPT="0",
        **extra,
    )


def make_origin(w: Path, slug: str, files: dict[str, bytes]) -> tuple[Path, str]:
    """Commit the project to <w>/origin/<name>.git and route its public URL there."""
    origin = w / "origin" / f"{slug.rsplit('/', 1)[-1]}.git"
    write_tree(origin, files)
    env = git_env(
        w,
        GIT_AUTHOR_NAME="Dana Whitfield",
        GIT_AUTHOR_EMAIL="dana@example.com",
        GIT_COMMITTER_NAME="Dana Whitfield",
        GIT_COMMITTER_EMAIL="dana@example.com",
        GIT_AUTHOR_DATE=COMMIT_DATE,
        GIT_COMMITTER_DATE=COMMIT_DATE,
    )
    for argv in (
        ["init", "-q", "-b", "main"],
        ["add", "-A"],
        ["commit", "-q", "-m", "Nightly changes"],
    ):
        subprocess.run([GIT, *argv], cwd=origin, env=env, check=True, capture_output=True)
    sha = subprocess.run(
        [GIT, "rev-parse", "HEAD"],
        cwd=origin,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    for url in (f"https://github.com/{slug}", f"https://gitlab.example.com/{slug}.git"):
        subprocess.run(
            [GIT, "config", "--global", "--add", f"url.file://{origin}.insteadOf", url],
            env=env,
            check=True,
        )
    return origin, sha


def run_git(w: Path, cwd: Path, args: list[str]) -> tuple[int, str]:
    proc = subprocess.run(
        [GIT, *args],
        cwd=cwd,
        env=git_env(w),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        check=False,
    )
    return proc.returncode, proc.stdout.decode("utf-8", "surrogateescape")


# --------------------------------------------------------------------------- GitHub Actions job


RUNNER_VERSION = "2.321.0"
ACTION_SHAS = {
    "actions/checkout@v4": "11bd71901bbe5b1630ceea73d27597364c9af683",
    "actions/setup-python@v5": "0b93645e9fea7318ecaed2b359559ac225c90a2b",
    "actions/setup-node@v4": "39370e3970a6d050c480ffad4ff0ed4d3fdee5af",
    "actions/cache@v4": "1bd1e32a3bdc45362d1e726936510720a7c30a57",
    "hashicorp/setup-terraform@v3": "b9cd54a3c349d3f38e8881555d616ced269862dd",
    "dtolnay/rust-toolchain@stable": "315e265cd78dad1e1dcf3a5074f6d6c47029d5aa",
    "actions/upload-artifact@v4": "6f51ac03b9356f520e9adb1b1b7802705f340c2b",
}


class GhaJob:
    """A GitHub-Actions-like job log: every step is ``bash -e <script>``, every line stamped."""

    def __init__(self, cwd: Path) -> None:
        self.cwd = cwd
        self.out: list[str] = []
        self.code = 0
        self.steps = 0
        self.commands: list[str] = []

    def stamp(self) -> str:
        # the runner stamps each line with the wall-clock time it arrived (UTC, 7 digits)
        return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f") + "0Z "

    def emit(self, line: str) -> None:
        self.out.append(self.stamp() + line + "\n")

    def step(
        self,
        script: str,
        *,
        env: dict[str, str] | None = None,
        shown_env: dict[str, str] | None = None,
        cwd: Path | None = None,
        timeout: int = 900,
    ) -> int:
        """Run one ``run:`` step unless an earlier step failed; return its exit status."""
        if self.code:
            return self.code
        body = script.strip("\n")
        lines = body.split("\n")
        self.commands.append(body)
        self.emit(f"##[group]Run {lines[0]}")
        for line in lines:
            self.emit(line)
        self.emit("shell: /usr/bin/bash -e {0}")
        if shown_env:
            self.emit("env:")
            for key, value in shown_env.items():
                self.emit(f"  {key}: {value}")
        self.emit("##[endgroup]")
        self.steps += 1
        path = self.cwd / f".gha-step-{self.steps}.sh"
        path.write_text(body + "\n")
        run_env = dict(env or child_env())
        run_env.update(shown_env or {})
        run_env.setdefault("PATH", PATH_WITH_VENV)
        run_env["CI"] = "true"
        run_env["GITHUB_ACTIONS"] = "true"
        proc = subprocess.Popen(
            [BASH, "-e", str(path)],
            cwd=cwd or self.cwd,
            env=run_env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
        )
        if proc.stdout is None:
            raise RuntimeError("no stdout pipe")
        deadline = time.monotonic() + timeout
        for raw in iter(proc.stdout.readline, b""):
            line = raw.decode("utf-8", "surrogateescape").rstrip("\n")
            self.emit(line)
            if time.monotonic() > deadline:
                proc.kill()
                raise RuntimeError(f"step timed out: {lines[0]}")
        code = proc.wait()
        path.unlink()
        if code:
            self.emit(f"##[error]Process completed with exit code {code}.")
            self.code = code
        return code

    def text(self) -> str:
        return "".join(self.out)


class Gha(GhaJob):
    """GhaJob plus the runner's own lines: set-up, checkout, actions, post-job clean-up."""

    def __init__(self, w: Path, slug: str, job_name: str) -> None:
        self.w = w
        self.slug = slug
        self.name = slug.rsplit("/", 1)[-1]
        self.job_name = job_name
        ws = w / "home" / "runner" / "work" / self.name / self.name
        ws.mkdir(parents=True)
        super().__init__(ws)

    def lines(self, text: str) -> None:
        for line in text.rstrip("\n").split("\n"):
            self.emit(line)

    def git(self, args: list[str], shown: str | None = None, may_fail: bool = False) -> str:
        """Run git for real and log it the way actions/checkout does."""
        self.emit("[command]/usr/bin/git " + (shown or " ".join(args)))
        code, out = run_git(self.w, self.cwd, args)
        if out:
            self.lines(out)
        if code and not may_fail:
            raise RuntimeError(f"git {' '.join(args)} failed: {out}")
        return out

    def set_up_job(self, uses: list[str], image: str = "ubuntu-24.04") -> None:
        self.lines(
            dd(f"""
            Current runner version: '{RUNNER_VERSION}'
            ##[group]Runner Image Provisioner
            Hosted Compute Agent
            Version: 20241211.455
            Commit: 8e3ccbd5e5b2f4e4f5f38a7e7b4e9c6e76d31b36
            Build Date: 2024-12-11T17:32:18Z
            ##[endgroup]
            ##[group]Operating System
            Ubuntu
            24.04.1
            LTS
            ##[endgroup]
            ##[group]Runner Image
            Image: {image}
            Version: 20250105.1.0
            Included Software: https://github.com/actions/runner-images/blob/ubuntu24/20250105.1/images/ubuntu/Ubuntu2404-Readme.md
            Image Release: https://github.com/actions/runner-images/releases/tag/ubuntu24%2F20250105.1
            ##[endgroup]
            ##[group]GITHUB_TOKEN Permissions
            Contents: read
            Metadata: read
            Packages: read
            ##[endgroup]
            Secret source: Actions
            Prepare workflow directory
            Prepare all required actions
            Getting action download info
            """)
        )
        for use in ["actions/checkout@v4", *uses]:
            self.emit(f"Download action repository '{use}' (SHA:{ACTION_SHAS[use]})")
        self.emit(f"Complete job name: {self.job_name}")

    def action(self, uses: str, with_: dict[str, str], body: str = "") -> None:
        self.emit(f"##[group]Run {uses}")
        self.emit("with:")
        for key, value in with_.items():
            self.emit(f"  {key}: {value}")
        self.emit("##[endgroup]")
        if body:
            self.lines(body)

    def checkout(self, sha: str) -> None:
        ws = str(self.cwd)
        self.action(
            "actions/checkout@v4",
            {
                "repository": self.slug,
                "token": "***",
                "ssh-strict": "true",
                "ssh-user": "git",
                "persist-credentials": "true",
                "clean": "true",
                "sparse-checkout-cone-mode": "true",
                "fetch-depth": "1",
                "fetch-tags": "false",
                "show-progress": "true",
                "lfs": "false",
                "submodules": "false",
                "set-safe-directory": "true",
            },
        )
        self.emit(f"Syncing repository: {self.slug}")
        self.emit("##[group]Getting Git version info")
        self.emit(f"Working directory is '{ws}'")
        self.git(["version"])
        self.emit("##[endgroup]")
        self.emit(
            "Temporarily overriding HOME='/home/runner/work/_temp/4c3e1b8e-0f0b-4a4e-9d5c-"
            "2f1f5c3f1b7d' before making global git config changes"
        )
        self.emit(
            "Adding repository directory to the temporary git global config as a safe directory"
        )
        self.git(["config", "--global", "--add", "safe.directory", ws])
        self.emit(f"Deleting the contents of '{ws}'")
        self.emit("##[group]Initializing the repository")
        self.git(["init", ws])
        self.git(["remote", "add", "origin", f"https://github.com/{self.slug}"])
        self.emit("##[endgroup]")
        self.emit("##[group]Disabling automatic garbage collection")
        self.git(["config", "--local", "gc.auto", "0"])
        self.emit("##[endgroup]")
        self.emit("##[group]Setting up auth")
        self.git(
            ["config", "--local", "--name-only", "--get-regexp", r"core\.sshCommand"], may_fail=True
        )
        self.git(
            [
                "config",
                "--local",
                "http.https://github.com/.extraheader",
                "AUTHORIZATION: basic ***",
            ],
        )
        self.emit("##[endgroup]")
        self.emit("##[group]Fetching the repository")
        self.git(
            [
                "-c",
                "protocol.version=2",
                "fetch",
                "--no-tags",
                "--prune",
                "--no-recurse-submodules",
                "--depth=1",
                "origin",
                f"+{sha}:refs/remotes/origin/main",
            ],
        )
        self.emit("##[endgroup]")
        self.emit("##[group]Determining the checkout info")
        self.emit("##[endgroup]")
        self.git(["sparse-checkout", "disable"])
        self.emit("[command]/usr/bin/git config --local --unset-all extensions.worktreeConfig")
        self.emit("##[group]Checking out the ref")
        self.git(["checkout", "--progress", "--force", "-B", "main", "refs/remotes/origin/main"])
        self.emit("##[endgroup]")
        self.git(["log", "-1", "--format='%H'"])

    def post_checkout(self) -> None:
        self.emit("Post job cleanup.")
        self.git(["version"])
        self.emit(
            "Temporarily overriding HOME='/home/runner/work/_temp/7a0f2d4c-9b55-4f5e-8c1e-"
            "0d6a0b7e3c21' before making global git config changes"
        )
        self.emit(
            "Adding repository directory to the temporary git global config as a safe directory"
        )
        self.git(["config", "--global", "--add", "safe.directory", str(self.cwd)])
        self.git(
            ["config", "--local", "--name-only", "--get-regexp", r"core\.sshCommand"], may_fail=True
        )
        self.emit(
            '[command]/usr/bin/git submodule foreach --recursive sh -c "git config --local '
            "--name-only --get-regexp 'core\\.sshCommand' && git config --local --unset-all "
            "'core.sshCommand' || :\""
        )
        self.git(
            [
                "config",
                "--local",
                "--name-only",
                "--get-regexp",
                r"http\.https\:\/\/github\.com\/\.extraheader",
            ],
        )
        self.git(["config", "--local", "--unset-all", "http.https://github.com/.extraheader"])
        self.emit(
            '[command]/usr/bin/git submodule foreach --recursive sh -c "git config --local '
            "--name-only --get-regexp 'http\\.https\\:\\/\\/github\\.com\\/\\.extraheader' && "
            "git config --local --unset-all 'http.https://github.com/.extraheader' || :\""
        )

    def finish(self) -> str:
        """The checkout's post-job clean-up, then the runner's last line."""
        self.post_checkout()
        self.emit("Cleaning up orphan processes")
        return self.text()


class Job:
    """A CI-job-like transcript: ``$ cmd`` then the merged output of each step."""

    def __init__(self, cwd: Path) -> None:
        self.cwd = cwd
        self.parts: list[str] = []
        self.code = 0

    def run(
        self,
        shown: str,
        argv: list[str],
        *,
        env: dict[str, str] | None = None,
        cwd: Path | None = None,
        expect_ok: bool = False,
        timeout: int = 900,
    ) -> int:
        self.parts.append(f"$ {shown}\n")
        code, out = capture(argv, cwd or self.cwd, env, timeout=timeout)
        self.parts.append(out)
        if expect_ok and code != 0:
            raise RuntimeError(f"setup step failed ({code}): {shown}\n{out[-3000:]}")
        self.code = code
        return code

    def text(self) -> str:
        tail = f"ERROR: Job failed: exit code {self.code}\n" if self.code else ""
        return "".join(self.parts) + tail


class Lab(Job):
    """Job plus the runner's own lines; like GitLab, stops at the first failure."""

    def __init__(self, w: Path, slug: str, image: str) -> None:
        self.w = w
        self.slug = slug
        self.image = image
        ws = w / "builds" / slug
        ws.mkdir(parents=True)
        super().__init__(ws)
        self.env = child_env(PATH=PATH_WITH_VENV, CI="true", GITLAB_CI="true", CI_PROJECT_PATH=slug)
        self.commands: list[str] = []

    def say(self, text: str) -> None:
        self.parts.append(text.rstrip("\n") + "\n")

    def prepare(self, sha: str, cache_key: str) -> None:
        ws = self.cwd
        self.say(
            dd(f"""
            Running with gitlab-runner 17.6.0 (374d34fd)
              on k8s-runner-7d9f8 x2Ya9bQz, system ID: r_Wm3cYVu1PeJ4
            Resolving secrets
            Preparing the "kubernetes" executor
            Using Kubernetes namespace: gitlab-runners
            Using Kubernetes executor with image {self.image} ...
            Using attach strategy to execute scripts...
            Preparing environment
            Using FF_USE_POD_ACTIVE_DEADLINE_SECONDS, the Pod activeDeadlineSeconds will be set to the job timeout: 1h0m0s...
            Waiting for pod gitlab-runners/runner-x2ya9bqz-project-4211-concurrent-0-8k2mf to be running, status is Pending
            Running on runner-x2ya9bqz-project-4211-concurrent-0-8k2mf via k8s-runner-7d9f8...
            Getting source from Git repository
            Fetching changes with git depth set to 20...
            """)  # noqa: E501
        )
        code, out = run_git(self.w, ws, ["-c", "init.defaultBranch=main", "init", str(ws)])
        self.say(out)
        self.say("Created fresh repository.")
        url = f"https://gitlab.example.com/{self.slug}.git"
        for args in (
            ["remote", "add", "origin", url],
            [
                "fetch",
                "--depth",
                "20",
                "--prune",
                "--quiet",
                "origin",
                f"+{sha}:refs/remotes/origin/main",
            ],
        ):
            code, out = run_git(self.w, ws, args)
            if code:
                raise RuntimeError(out)
            if out:
                self.say(out)
        run_git(self.w, ws, ["checkout", "-f", "-q", sha])
        self.say(
            dd(f"""
            Checking out {sha[:8]} as detached HEAD (ref is main)...
            Skipping Git submodules setup
            Restoring cache
            Checking cache for {cache_key}-protected...
            Downloading cache from https://storage.googleapis.com/acme-ci-runner-cache/project/4211/{cache_key}-protected  ETag="3f0d8e1c2b7a4e5f9a6b1c0d2e3f4a5b"
            Successfully extracted cache
            Executing "step_script" stage of the job script
            Using docker image sha256:4b1e3c0f2d7a9e8b6c5d4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d for {self.image} with digest {self.image.split(":")[0]}@sha256:8d2f0b9a1c3e5d7f9b1a3c5e7d9f1b3a5c7e9d1f3b5a7c9e1d3f5b7a9c1e3d5f ...
            """)  # noqa: E501
        )

    def sh(
        self,
        shown: str,
        *,
        env: dict[str, str] | None = None,
        cwd: Path | None = None,
        timeout: int = 900,
    ) -> int:
        """One line of the job's script, run by bash like the runner's shell."""
        if self.code:
            return self.code
        self.commands.append(shown)
        return self.run(shown, [BASH, "-c", shown], env=env or self.env, cwd=cwd, timeout=timeout)

    def finish(self, after: list[str] | None = None, artifacts: str | None = None) -> str:
        if after:
            self.say("Running after_script")
            self.say("Running after script...")
            for cmd in after:
                self.parts.append(f"$ {cmd}\n")
                proc = subprocess.run(
                    [BASH, "-c", cmd],
                    cwd=self.cwd,
                    env=self.env,
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.PIPE,
                    stderr=subprocess.STDOUT,
                    check=False,
                )
                if proc.stdout:
                    self.say(proc.stdout.decode("utf-8", "surrogateescape"))
        if artifacts:
            self.say("Uploading artifacts for failed job" if self.code else "Uploading artifacts")
            self.say(
                dd(f"""
                Uploading artifacts...
                WARNING: {artifacts}: no matching files. Ensure that the artifact path is relative to the working directory (/builds/{self.slug})
                ERROR: No files to upload
                """)  # noqa: E501
            )
        self.say("Cleaning up project directory and file based variables")
        if not self.code:
            self.say("Job succeeded")
        return self.text()
