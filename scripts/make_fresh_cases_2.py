"""Build a third held-out batch of LogDx-CI-shaped cases from real tool output.

    .venv/bin/python scripts/make_fresh_cases_2.py [--only CASE_ID ...] [--keep-work] [--preview]

Same method as scripts/make_cases.py and scripts/make_fresh_cases.py (whose
helpers this script imports), with sixteen new scenarios: unittest subTest
failures plus a setUpClass error, doctests collected by ``pytest
--doctest-modules``, a pytest run with a parametrized failure and a collection
error, ``mypy --strict --pretty``, ``ruff check --output-format=concise``, a
g++ error in a parallel ``make -j8`` build, a cmake configure that cannot find
a source file, ``-Werror`` under cmake + ninja, ``cargo test`` with failing
``#[should_panic]`` tests, E0599 (unsatisfied trait bound) among many warnings in
``cargo build``, a
``cargo run`` panic with a backtrace, ``terraform validate`` errors in a nested
module, ``terraform init`` with conflicting provider constraints, a Python
CLI traceback after long logging, ``npm test`` running ``node --test``, and a
``set -euo pipefail`` script that stops on an unbound variable.

Each scenario commits a small broken project to a scratch git repository
(<tmp>/lgfc2/<NN>/origin/, NN = the case's position in SCENARIOS, so that no path
in a log names the case), checks it out the way
the CI runner does (real git commands), runs the real tools on it, captures
stdout and stderr merged in order, and writes
bench/cases-fresh-2/<case_id>/{raw.log,case.json,ground_truth.json,tags.json}.

Half the logs are framed like a GitHub Actions job log (a timestamp on every
line, runner set-up, ``actions/checkout``, setup and cache actions,
``##[group]Run ...`` / ``##[endgroup]`` around each step's script,
``##[error]Process completed with exit code N.``, post-job clean-up); each
``run:`` step really runs as ``bash -e <script>``. The other half are framed
like a GitLab job log (runner and executor lines, git fetch and checkout, cache
restore, ``$ command`` lines, artifact upload, ``ERROR: Job failed: exit code
N``). The runner's own lines are the only text this script writes into a log;
everything else is verbatim tool output.

Labels are written by hand in this file from the bug planted in each project;
only their line numbers are computed. The log reducers are never imported or
run here.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal as Decimal_
from importlib import metadata
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_cases import (  # scripts/ is not a package: imported by path
    PY,
    VENV_BIN,
    Case,
    Job,
    Sig,
    _lines,
    _ranges,
    bucket,
    child_env,
    dd,
    dump_json,
    locate,
    merge_spans,
    position,
    tool,
    version_of,
    write_tree,
)
from make_fresh_cases import (
    BASH,
    PATH_WITH_VENV,
    GhaJob,
    newest_reducer_mtime,
)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "cases-fresh-2"
WORK = Path(tempfile.gettempdir()) / "lgfc2"  # neutral: paths in the logs must not name the case
SPLIT = "loopglass-fresh-2-heldout"
GENERATOR = "scripts/make_fresh_cases_2.py"
GIT = shutil.which("git") or "/usr/bin/git"
MIN_BYTES, MAX_BYTES = 15_000, 120_000


@dataclass(frozen=True)
class Batch:
    """A batch of cases: its folder, its split and generator, the log sizes it accepts."""

    out: Path
    split: str
    generator: str
    min_bytes: int
    max_bytes: int

    @property
    def origin(self) -> str:
        return f"loopglass_{Path(self.generator).stem}"


BATCH = Batch(OUT, SPLIT, GENERATOR, MIN_BYTES, MAX_BYTES)

COMMIT_DATE = "2026-11-20T09:14:07+00:00"  # fixed, so every rebuild gets the same commit ids

Built = tuple[str, str, Case]


# --------------------------------------------------------------------------- scratch repository


def git_env(w: Path, **extra: str) -> dict[str, str]:
    """git with its own global config in the scratch folder (never the user's ~/.gitconfig)."""
    return child_env(
        GIT_CONFIG_GLOBAL=str(w / ".gitconfig-runner"),
        GIT_CONFIG_NOSYSTEM="1",
        GIT_TERMINAL_PROMPT="0",
        **extra,
    )


def make_origin(w: Path, slug: str, files: dict[str, str]) -> tuple[Path, str]:
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


def py_env(**extra: str) -> dict[str, str]:
    """Child env for the Python cases: venv first on PATH; the venv's unrelated pytest
    plugins (django, asyncio, ...) are not auto-loaded, as they would not be installed in
    these small projects."""
    return child_env(PATH=PATH_WITH_VENV, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1", **extra)


def pins(*names: str) -> str:
    """requirements lines pinned to what the project's venv has (so pip has nothing to fetch)."""
    return "".join(f"{n}=={metadata.version(n)}\n" for n in names)


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
        self.posts: list[Callable[[], None]] = []

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
        """Post steps run in reverse order; the checkout's clean-up is always last."""
        for post in reversed(self.posts):
            post()
        self.post_checkout()
        self.emit("Cleaning up orphan processes")
        return self.text()


def setup_python(job: Gha, cache_key: str) -> None:
    version = sys.version.split()[0]
    job.action(
        "actions/setup-python@v5",
        {
            "python-version": version.rsplit(".", 1)[0],
            "cache": "pip",
            "cache-dependency-path": "requirements-ci.txt",
            "check-latest": "false",
            "token": "***",
            "update-environment": "true",
            "allow-prereleases": "false",
            "freethreaded": "false",
        },
        dd(f"""
        ##[group]Installed versions
        Successfully set up CPython ({version})
        ##[endgroup]
        [command]/opt/hostedtoolcache/Python/{version}/x64/bin/pip cache dir
        /home/runner/.cache/pip
        Received 8388608 of 31254977 (26.8%), 8.0 MBs/sec
        Received 31254977 of 31254977 (100.0%), 19.6 MBs/sec
        Cache Size: ~30 MB (31254977 B)
        [command]/usr/bin/tar -xf /home/runner/work/_temp/9d0a6c1e-53a4-4b8e-a2d4-1f0b9e8c7a51/cache.tzst -P -C {job.cwd} --use-compress-program unzstd
        Cache restored successfully
        Cache restored from key: setup-python-Linux-x64-24.04-Ubuntu-python-{version}-pip-{cache_key}
        """),  # noqa: E501
    )
    # setup-python saves its cache in a post step with post-if: success(): not on failure


def cache_action(job: Gha, path: str, key: str, restore: str, size: int) -> None:
    job.action(
        "actions/cache@v4",
        {
            "path": path,
            "key": key,
            "restore-keys": restore,
            "enableCrossOsArchive": "false",
            "fail-on-cache-miss": "false",
            "lookup-only": "false",
            "save-always": "false",
        },
        dd(f"""
        Received {size // 3} of {size} (33.3%), {size // 3 // 1048576 or 1}.0 MBs/sec
        Received {size} of {size} (100.0%), 21.4 MBs/sec
        Cache Size: ~{size // 1048576 or 1} MB ({size} B)
        [command]/usr/bin/tar -xf /home/runner/work/_temp/2b7d6f0e-1c8a-4e6f-b3a9-7c5d4e3f2a10/cache.tzst -P -C {job.cwd} --use-compress-program unzstd
        Cache restored successfully
        Cache restored from key: {key}
        """),  # noqa: E501
    )
    # actions/cache saves in a post step with post-if: success(): nothing on a failed job


# --------------------------------------------------------------------------- GitLab job


class Lab(Job):
    """make_cases.Job plus the runner's own lines; like GitLab, stops at the first failure."""

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


# --------------------------------------------------------------------------- writing a case


def signal_entry(
    case_id: str, sig: Sig, raw: str, plain: list[str]
) -> tuple[dict[str, Any], list[int]]:
    """The ground_truth.json entry of one hand-written signal, and the lines that carry it."""
    if sig.importance not in ("critical", "important", "optional"):
        raise ValueError(f"{case_id}: bad importance {sig.importance!r}")
    hits = locate(sig, raw, plain)  # raises if a value is not an exact substring
    entry: dict[str, Any] = {"type": sig.type}
    if sig.value is not None:
        entry["value"] = sig.value
    if sig.file is not None:
        entry["file"] = sig.file
        entry["line"] = sig.line
    if sig.aliases:
        absent = [a for a in sig.aliases if a not in raw]
        if absent:
            raise ValueError(f"{case_id}: aliases not in raw.log: {absent}")
        entry["aliases"] = list(sig.aliases)
    entry["importance"] = sig.importance
    entry["evidence_lines"] = _ranges(hits)
    return entry, hits


def write_case(
    case: Case, raw: str, versions: dict[str, str], framing: str, batch: Batch = BATCH
) -> dict[str, Any]:
    """Write the case's four files into `batch.out` (labels checked against raw.log); a
    row of the batch's README table."""
    data = raw.encode("utf-8", "surrogateescape")
    if not batch.min_bytes <= len(data) <= batch.max_bytes:
        want = f"{batch.min_bytes // 1000}-{batch.max_bytes // 1000} KB"
        raise ValueError(f"{case.case_id}: raw.log is {len(data):,} bytes (want {want})")
    criticals = [s for s in case.signals if s.importance == "critical"]
    if not 2 <= len(criticals) <= 5:
        raise ValueError(f"{case.case_id}: {len(criticals)} critical signals (want 2-5)")
    plain = _lines(raw)
    total = len(raw.split("\n")) - (1 if raw.endswith("\n") else 0)
    signals: list[dict[str, Any]] = []
    spans: list[dict[str, Any]] = []
    firsts: list[int] = []
    for sig in case.signals:
        entry, hits = signal_entry(case.case_id, sig, raw, plain)
        signals.append(entry)
        if sig.importance == "critical":
            firsts.append(hits[0])
            spans.append(
                {
                    "start_line": max(1, hits[0] - 2),
                    "end_line": min(total, hits[0] + 2),
                    "reason": sig.why or f"{sig.type} evidence",
                }
            )
    for name in case.relevant_tests:
        if name not in raw:
            raise ValueError(f"{case.case_id}: relevant test {name!r} not in raw.log")
    folder = batch.out / case.case_id
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    (folder / "raw.log").write_bytes(data)
    truth = {
        "root_cause": {"summary": case.summary, "category": case.failure_category},
        "required_signals": signals,
        "relevant_files": case.relevant_files,
        "relevant_tests": case.relevant_tests,
        "evidence_spans": merge_spans(spans),
        "expected_diagnosis": {
            "must_mention": case.must_mention,
            "must_not_claim": case.must_not_claim,
        },
    }
    meta = {
        "case_id": case.case_id,
        "repo": None,
        "source": "local_tool_run",
        "framework": case.framework,
        "failure_category": case.failure_category,
        "raw_log_path": "raw.log",
        "line_count": total,
        "byte_size": len(data),
        "generator": batch.generator,
        "log_framing": framing,
        "commands": case.commands,
        "tool_versions": versions,
        "notes": case.notes,
    }
    tags = {
        "case_id": case.case_id,
        "split": batch.split,
        "origin": batch.origin,
        "failure_category": case.failure_category,
        "framework": case.framework,
        "primary_language": case.primary_language,
        "log_size_bucket": bucket(len(data)),
        "signal_position": position(firsts, total),
        "evidence_formats": case.evidence_formats,
        "noise_profile": case.noise_profile,
        "multi_failure": case.multi_failure,
        "flaky_or_transient": case.flaky,
        "requires_repo_context": False,
        "diagnosis_difficulty": case.difficulty,
        "notes": f"labels hand-written in {batch.generator}; line numbers computed",
    }
    for name, obj in (("case.json", meta), ("ground_truth.json", truth), ("tags.json", tags)):
        (folder / name).write_text(dump_json(obj))
    return {
        "case_id": case.case_id,
        "framework": case.framework,
        "category": case.failure_category,
        "framing": framing,
        "bytes": len(data),
        "lines": total,
        "position": tags["signal_position"],
        "criticals": len(criticals),
    }


def verify_written(case_id: str, batch: Batch = BATCH) -> None:
    """Re-read a written case and check that every label really occurs in its raw.log."""
    folder = batch.out / case_id
    raw = (folder / "raw.log").read_bytes().decode("utf-8", "surrogateescape")
    rawlines = raw.split("\n")
    plain = _lines(raw)
    truth = json.loads((folder / "ground_truth.json").read_text())
    for sig in truth["required_signals"]:
        for value in [sig.get("value"), *sig.get("aliases", [])]:
            if value is not None and value not in raw:
                raise AssertionError(f"{case_id}: {value!r} not in raw.log")
        if sig["type"] == "stack_location" and sig["file"] not in raw:
            raise AssertionError(f"{case_id}: {sig['file']!r} not in raw.log")
        for lo, hi in sig["evidence_lines"]:
            chunk = rawlines[lo - 1 : hi] if sig.get("value") else plain[lo - 1 : hi]
            needle = sig.get("value") or sig["file"]
            if not any(needle in x for x in chunk) and needle.split("\n")[0] not in chunk[0]:
                raise AssertionError(f"{case_id}: evidence {lo}-{hi} lacks {needle!r}")
    for name in truth["relevant_tests"]:
        if name not in raw:
            raise AssertionError(f"{case_id}: relevant test {name!r} not in raw.log")
    meta = json.loads((folder / "case.json").read_text())
    if meta["byte_size"] != len(raw.encode("utf-8", "surrogateescape")):
        raise AssertionError(f"{case_id}: byte_size does not match raw.log")


# =========================================================================== scenarios
# Each builder takes its scratch folder and returns (raw log, framing, labelled Case).


# ----------------------------------------------------------------------- 1 pytest param + collect


def build_pytest_param_collect(w: Path) -> Built:
    zones = {
        "alps": (5.9, 45.8, 10.5, 47.8),
        "baltic": (9.5, 53.5, 30.3, 65.9),
        "iberia": (-9.6, 35.9, 3.4, 43.9),
        "nile": (24.7, 21.9, 35.1, 31.7),
        "andes": (-80.0, -40.0, -64.0, -10.0),
        "pacific": (170.0, -25.0, -170.0, 5.0),  # crosses the antimeridian: west > east
    }
    cases: list[tuple[str, str, float, float, bool]] = []
    for name, (west, south, east, north) in zones.items():
        if name == "pacific":
            continue
        mid_lon, mid_lat = round((west + east) / 2, 2), round((south + north) / 2, 2)
        cases += [
            (f"{name}-center", name, mid_lon, mid_lat, True),
            (f"{name}-west-edge", name, west, mid_lat, True),
            (f"{name}-east-edge", name, east, mid_lat, True),
            (f"{name}-north-edge", name, mid_lon, north, True),
            (f"{name}-south-edge", name, mid_lon, south, True),
            (f"{name}-too-far-west", name, round(west - 0.5, 2), mid_lat, False),
            (f"{name}-too-far-east", name, round(east + 0.5, 2), mid_lat, False),
            (f"{name}-too-far-north", name, mid_lon, round(north + 0.5, 2), False),
            (f"{name}-too-far-south", name, mid_lon, round(south - 0.5, 2), False),
        ]
    cases += [
        ("pacific-greenwich", "pacific", 0.0, -12.0, False),
        ("pacific-north-of-zone", "pacific", 175.0, 12.0, False),
        ("pacific-antimeridian-east", "pacific", 179.5, -12.0, True),
        ("pacific-antimeridian-west", "pacific", -179.5, -12.0, True),
    ]
    fleet_rows = [
        (f"TRK-{100 + i:03d}", ["alps", "baltic", "iberia", "nile", "andes"][i % 5], i % 7 + 1)
        for i in range(120)
    ]
    windows = [
        (f"{h:02d}:{m:02d}-{(h + d) % 24:02d}:{m:02d}", h * 60 + m, ((h + d) % 24) * 60 + m)
        for h in range(0, 24, 2)
        for m in (0, 30)
        for d in (1, 3, 5)
    ]
    files = {
        "pyproject.toml": dd("""
            [project]
            name = "geofence"
            version = "3.8.0"
            requires-python = ">=3.11"

            [tool.pytest.ini_options]
            testpaths = ["tests"]

            [tool.ruff]
            line-length = 100
            """),
        "requirements-ci.txt": pins("pytest", "ruff"),
        "geofence/__init__.py": '"""Geofencing for the dispatch service."""\n',
        "geofence/zones.py": dd('''
            """Rectangular zones in degrees of longitude and latitude."""

            from dataclasses import dataclass


            @dataclass(frozen=True)
            class Zone:
                name: str
                west: float
                south: float
                east: float
                north: float


            def contains(zone: Zone, lon: float, lat: float) -> bool:
                """True when (lon, lat) lies inside the zone, edges included."""
                if not zone.south <= lat <= zone.north:
                    return False
                return zone.west <= lon <= zone.east
            '''),
        "geofence/windows.py": dd('''
            """Delivery time windows such as "08:30-11:30" (may wrap past midnight)."""


            def _minutes(text: str) -> int:
                hours, minutes = text.split(":")
                return int(hours) * 60 + int(minutes)


            def parse_time_window(text: str) -> tuple[int, int]:
                start, end = text.split("-")
                return _minutes(start), _minutes(end)


            def in_window(window: tuple[int, int], minute: int) -> bool:
                start, end = window
                if start <= end:
                    return start <= minute <= end
                return minute >= start or minute <= end
            '''),
        "geofence/fleet.py": dd('''
            """Trucks assigned to zones."""

            import datetime
            from dataclasses import dataclass, field


            @dataclass
            class Truck:
                plate: str
                zone: str
                stops: int
                seen: datetime.datetime = field(default_factory=datetime.datetime.utcnow)


            def by_zone(trucks: list[Truck]) -> dict[str, list[str]]:
                out: dict[str, list[str]] = {}
                for truck in trucks:
                    out.setdefault(truck.zone, []).append(truck.plate)
                return out
            '''),
        "tests/__init__.py": "",
        "tests/conftest.py": dd(f"""
            import pytest

            from geofence.zones import Zone

            ZONES = {{
                name: Zone(name, *box)
                for name, box in {zones!r}.items()
            }}


            @pytest.fixture
            def zones():
                return ZONES
            """),
        "tests/test_zones.py": dd(f"""
            import pytest

            from geofence.zones import contains
            from tests.conftest import ZONES

            CASES = {[c[1:] for c in cases]!r}
            IDS = {[c[0] for c in cases]!r}


            @pytest.mark.parametrize(("zone", "lon", "lat", "expected"), CASES, ids=IDS)
            def test_contains(zone, lon, lat, expected):
                assert contains(ZONES[zone], lon, lat) is expected
            """),
        "tests/test_fleet.py": dd(f"""
            import pytest

            from geofence.fleet import Truck, by_zone

            ROWS = {fleet_rows!r}


            @pytest.mark.parametrize(("plate", "zone", "stops"), ROWS)
            def test_truck_is_listed_in_its_zone(plate, zone, stops):
                trucks = [Truck(p, z, s) for p, z, s in ROWS]
                assert plate in by_zone(trucks)[zone]
            """),
        "tests/test_windows.py": dd(f"""
            import pytest

            from geofence.windows import in_window, parse_time_window

            WINDOWS = {windows!r}


            @pytest.mark.parametrize(("text", "start", "end"), WINDOWS)
            def test_parse_time_window(text, start, end):
                assert parse_time_window(text) == (start, end)
                assert in_window((start, end), start)
            """),
        "tests/test_schedule.py": dd("""
            import pytest

            from geofence.windows import parse_window


            @pytest.mark.parametrize(
                ("text", "minutes"), [("06:00-09:00", 180), ("22:00-02:00", 240)]
            )
            def test_window_length(text, minutes):
                start, end = parse_window(text)
                assert (end - start) % 1440 == minutes
            """),
    }
    slug = "acme-logistics/geofence"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "test (3.13)")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python(job, "8f1c2a7d4e6b9f0a3c5e7d1b2a4c6e8f0a1b3c5d7e9f2a4b6c8d0e1f3a5b7c9d")
    env = py_env()
    job.step("python -m pip install --no-index -r requirements-ci.txt", env=env)
    job.step("ruff check geofence tests\nruff format --check --diff geofence", env=env)
    shown = "python -m pytest -ra --continue-on-collection-errors -p no:cacheprovider"
    job.step(shown, env=env, shown_env={"PYTHONUNBUFFERED": "1"})
    raw = job.finish()
    failing = "tests/test_zones.py::test_contains[pacific-antimeridian-east]"
    case = Case(
        case_id="pytest-param-collect-error-001",
        framework="pytest",
        failure_category="test_assertion",
        summary=(
            "Two independent problems. (1) contains() in geofence/zones.py tests "
            "`zone.west <= lon <= zone.east`, which is never true for a zone that crosses the "
            "antimeridian (pacific: west=170.0, east=-170.0), so the parametrized cases "
            "test_contains[pacific-antimeridian-east] and [pacific-antimeridian-west] fail with "
            "`assert False is True`; such zones need `lon >= west or lon <= east`. "
            "(2) tests/test_schedule.py cannot be collected: it imports parse_window from "
            "geofence.windows, which was renamed to parse_time_window. The run continues past "
            "the collection error because of --continue-on-collection-errors. The "
            "datetime.utcnow() DeprecationWarning is not a failure."
        ),
        notes=(
            "GitHub-Actions-style log: runner set-up, real git checkout, pip install from the "
            "cache, `pip freeze`, a passing ruff step, then pytest -ra with one collection "
            "error, two failing parametrized cases among 239 passing tests and a warnings "
            "summary (14,400 utcnow DeprecationWarnings)."
        ),
        signals=[
            Sig("failed_test", "critical", failing, why="the failing parametrized case"),
            Sig(
                "assertion",
                "critical",
                "where False = contains(Zone(name='pacific', west=170.0, south=-25.0, "
                "east=-170.0, north=5.0), 179.5, -12.0)",
                why="the zone crosses the antimeridian",
            ),
            Sig("failed_test", "critical", "ERROR tests/test_schedule.py", why="uncollectable"),
            Sig(
                "exception",
                "critical",
                "ImportError: cannot import name 'parse_window' from 'geofence.windows'",
                why="why the module cannot be collected",
            ),
            Sig(
                "failed_test",
                "important",
                "tests/test_zones.py::test_contains[pacific-antimeridian-west]",
            ),
            Sig("assertion", "important", "AssertionError: assert False is True"),
            Sig("stack_location", "important", file="tests/test_zones.py", line=12),
            Sig("assertion", "important", "2 failed, 239 passed, 14400 warnings, 1 error"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["geofence/zones.py", "geofence/windows.py", "tests/test_schedule.py"],
        relevant_tests=[failing, "tests/test_zones.py::test_contains[pacific-antimeridian-west]"],
        must_mention=["antimeridian", "contains", "parse_window", "parse_time_window"],
        must_not_claim=[
            "the utcnow DeprecationWarning fails the run",
            "ruff failed",
            "a single root cause",
        ],
        evidence_formats=["assertion_diff", "traceback", "test_summary", "github_annotation"],
        noise_profile=[
            "runner_setup",
            "dependency_install",
            "test_progress_noise",
            "warning_noise",
            "log_group_noise",
        ],
        multi_failure=True,
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------------------------------- 2 unittest subTest


IBAN_EXAMPLES = {
    "AD": "AD1200012030200359100100",
    "AT": "AT611904300234573201",
    "BE": "BE68539007547034",
    "BG": "BG80BNBG96611020345678",
    "CH": "CH9300762011623852957",
    "CY": "CY17002001280000001200527600",
    "CZ": "CZ6508000000192000145399",
    "DE": "DE89370400440532013000",
    "DK": "DK5000400440116243",
    "EE": "EE382200221020145685",
    "ES": "ES9121000418450200051332",
    "FI": "FI2112345600000785",
    "FR": "FR1420041010050500013M02606",
    "GB": "GB29NWBK60161331926819",
    "GR": "GR1601101250000000012300695",
    "HR": "HR1210010051863000160",
    "HU": "HU42117730161111101800000000",
    "IE": "IE29AIBK93115212345678",
    "IS": "IS140159260076545510730339",
    "IT": "IT60X0542811101000000123456",
    "LI": "LI21088100002324013AA",
    "LT": "LT121000011101001000",
    "LU": "LU280019400644750000",
    "LV": "LV80BANK0000435195001",
    "MC": "MC5811222000010123456789030",
    "MT": "MT84MALT011000012345MTLCAST001S",
    "NL": "NL91ABNA0417164300",
    "NO": "NO9386011117947",
    "PL": "PL61109010140000071219812874",
    "PT": "PT50000201231234567890154",
    "RO": "RO49AAAA1B31007593840000",
    "SE": "SE4550000000058398257466",
    "SI": "SI56263300012039086",
    "SK": "SK3112000000198742637541",
    "SM": "SM86U0322509800000000270100",
}
IBAN_WRONG = {"MT": 30, "NO": 16}  # the registry table has two wrong lengths


def iban_check_digits(country: str, bban: str) -> str:
    digits = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{98 - int(digits) % 97:02d}"


def build_unittest_subtest(w: Path) -> Built:
    lengths = {cc: IBAN_WRONG.get(cc, len(ex)) for cc, ex in IBAN_EXAMPLES.items()}
    files = {
        "requirements-ci.txt": pins("babel"),
        "ledgerkit/__init__.py": '"""Double-entry ledger helpers."""\n',
        "ledgerkit/iban.py": dd(f'''
            """IBAN validation (ISO 13616)."""

            IBAN_LENGTHS = {lengths!r}


            def normalize(text: str) -> str:
                return "".join(text.split()).upper()


            def is_valid(text: str) -> bool:
                iban = normalize(text)
                if IBAN_LENGTHS.get(iban[:2]) != len(iban):
                    return False
                digits = "".join(str(int(c, 36)) for c in iban[4:] + iban[:4])
                return int(digits) % 97 == 1
            '''),
        "ledgerkit/money.py": dd('''
            """Amounts in integer cents."""
            import logging
            from decimal import ROUND_HALF_EVEN, Decimal

            log = logging.getLogger(__name__)


            def to_cents(amount: str) -> int:
                value = Decimal(amount)
                cents = value.quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
                if cents != value:
                    log.info("rounded %s to %s (half-even)", amount, cents)
                return int(cents * 100)


            def format_cents(cents: int, currency: str = "EUR") -> str:
                sign = "-" if cents < 0 else ""
                whole, frac = divmod(abs(cents), 100)
                return f"{sign}{whole:,}.{frac:02d} {currency}"
            '''),
        "ledgerkit/schema.sql": dd("""
            -- ledger schema v7
            CREATE TABLE IF NOT EXISTS accounts (
                code TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('asset', 'liability', 'income', 'expense'))
            );

            CREATE TABLE IF NOT EXISTS entries (
                id INTEGER PRIMARY KEY,
                journal_id INTEGER NOT NULL,
                account TEXT NOT NULL REFERENCES accounts(code),
                amount_cents INTEGER NOT NULL,
                CHECK amount_cents <> 0
            );

            CREATE INDEX IF NOT EXISTS entries_by_journal ON entries(journal_id);
            """),
        "ledgerkit/store.py": dd('''
            """SQLite storage for journals."""
            import logging
            import sqlite3
            from pathlib import Path

            SCHEMA = Path(__file__).with_name("schema.sql")
            log = logging.getLogger(__name__)


            def open_store(path: str = ":memory:") -> sqlite3.Connection:
                conn = sqlite3.connect(path)
                log.info("applying %s", SCHEMA.name)
                conn.executescript(SCHEMA.read_text())
                return conn


            def post_journal(conn: sqlite3.Connection, journal_id: int,
                             lines: list[tuple[str, int]]) -> None:
                if sum(cents for _, cents in lines) != 0:
                    raise ValueError("journal does not balance")
                conn.executemany(
                    "INSERT INTO entries (journal_id, account, amount_cents) VALUES (?, ?, ?)",
                    [(journal_id, acct, cents) for acct, cents in lines],
                )
            '''),
        "tests/__init__.py": dd("""
            import logging

            logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
            """),
        "tests/test_iban.py": dd(f"""
            import unittest

            from ledgerkit.iban import IBAN_LENGTHS, is_valid, normalize

            EXAMPLES = {IBAN_EXAMPLES!r}


            class TestIbanRegistry(unittest.TestCase):
                def test_registry_lengths_match_examples(self):
                    for country, example in sorted(EXAMPLES.items()):
                        with self.subTest(country=country):
                            self.assertEqual(IBAN_LENGTHS[country], len(normalize(example)))

                def test_lowercase_and_spaces_are_normalized(self):
                    self.assertEqual(normalize("de89 3704 0044 0532 0130 00"), EXAMPLES["DE"])

                def test_rejects_bad_checksum(self):
                    self.assertFalse(is_valid("DE89370400440532013001"))
            """),
        "tests/test_store.py": dd("""
            import unittest

            from ledgerkit.store import open_store, post_journal


            class TestLedgerStore(unittest.TestCase):
                @classmethod
                def setUpClass(cls):
                    cls.conn = open_store()
                    cls.conn.execute("INSERT INTO accounts VALUES ('1000', 'Cash', 'asset')")
                    cls.conn.execute("INSERT INTO accounts VALUES ('4000', 'Sales', 'income')")

                def test_balanced_journal_is_stored(self):
                    post_journal(self.conn, 1, [("1000", 1250), ("4000", -1250)])
                    rows = self.conn.execute("SELECT COUNT(*) FROM entries").fetchone()
                    self.assertEqual(rows[0], 2)

                def test_unbalanced_journal_is_rejected(self):
                    with self.assertRaises(ValueError):
                        post_journal(self.conn, 2, [("1000", 1250), ("4000", -1000)])
            """),
    }
    # generated IBANs with correct check digits, one test method per country and bank
    methods = []
    for k, (cc, example) in enumerate(sorted(IBAN_EXAMPLES.items())):
        if cc in IBAN_WRONG:
            continue
        for j in range(6):
            bban = example[4:-3] + f"{(k * 7 + j * 131) % 1000:03d}"
            iban = cc + iban_check_digits(cc, bban) + bban
            methods.append(
                f"    def test_valid_{cc.lower()}_{j}(self):\n"
                f'        self.assertTrue(is_valid("{iban}"))\n'
            )
    files["tests/test_iban_generated.py"] = (
        "import unittest\n\nfrom ledgerkit.iban import is_valid\n\n\n"
        "class TestGeneratedIbans(unittest.TestCase):\n" + "\n".join(methods)
    )
    amounts = [f"{i * 37 % 10000}.{i * 7919 % 1000:03d}" for i in range(1, 541)]
    methods = []
    for i, amount in enumerate(amounts):
        expected = int(
            (Decimal_(amount).quantize(Decimal_("0.01"), rounding="ROUND_HALF_EVEN")) * 100
        )
        methods.append(
            f"    def test_to_cents_{i:03d}(self):\n"
            f'        self.assertEqual(to_cents("{amount}"), {expected})\n'
        )
    files["tests/test_money.py"] = (
        "import unittest\n\nfrom ledgerkit.money import format_cents, to_cents\n\n\n"
        "class TestToCents(unittest.TestCase):\n"
        + "\n".join(methods)
        + dd("""


            class TestFormatCents(unittest.TestCase):
                def test_thousands(self):
                    self.assertEqual(format_cents(123456789), "1,234,567.89 EUR")

                def test_negative(self):
                    self.assertEqual(format_cents(-5), "-0.05 EUR")
            """)
    )
    slug = "finance/ledgerkit"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim-bookworm")
    job.prepare(sha, "ledgerkit-pip-3.13")
    job.sh("python --version")
    job.sh("python -m pip install --no-index -r requirements-ci.txt", env=py_env())
    job.sh("python -m compileall -q ledgerkit", env=py_env())
    shown = "python -m unittest discover -s tests -t ."
    job.sh(shown, env=py_env())
    raw = job.finish()
    sub = (
        "FAIL: test_registry_lengths_match_examples "
        "(tests.test_iban.TestIbanRegistry.test_registry_lengths_match_examples)"
    )
    case = Case(
        case_id="unittest-subtest-setupclass-001",
        framework="unittest",
        failure_category="test_assertion",
        summary=(
            "Two independent problems. (1) The IBAN length table in ledgerkit/iban.py has two "
            "wrong entries: MT is 30 (a Maltese IBAN has 31 characters) and NO is 16 (Norway "
            "has 15), so two subTests of test_registry_lengths_match_examples fail "
            "(country='MT': 30 != 31, country='NO': 16 != 15). (2) TestLedgerStore.setUpClass "
            "fails because ledgerkit/schema.sql has a table constraint without parentheses "
            "(`CHECK amount_cents <> 0`, it must be `CHECK (amount_cents <> 0)`); "
            "executescript raises sqlite3.OperationalError, so none of that class's tests run. "
            "The INFO lines about half-even rounding are normal logging."
        ),
        notes=(
            "GitLab-style log: runner set-up, git checkout, pip install, compileall, then "
            "`python -m unittest discover` (dots) interleaved with ~500 INFO logging lines, "
            "two subTest failures and a setUpClass error."
        ),
        signals=[
            Sig("failed_test", "critical", sub + " (country='MT')", why="first failing subTest"),
            Sig("assertion", "critical", "AssertionError: 30 != 31", why="the wrong MT length"),
            Sig(
                "failed_test",
                "critical",
                "ERROR: setUpClass (tests.test_store.TestLedgerStore)",
                why="the class whose set-up fails",
            ),
            Sig(
                "exception",
                "critical",
                'sqlite3.OperationalError: near "amount_cents": syntax error',
                why="the schema error",
            ),
            Sig("assertion", "critical", "FAILED (failures=2, errors=1)", why="outcome"),
            Sig("failed_test", "important", sub + " (country='NO')"),
            Sig("assertion", "important", "AssertionError: 16 != 15"),
            Sig("stack_location", "important", file="ledgerkit/store.py", line=13),
            Sig("stack_location", "optional", file="tests/test_iban.py", line=12),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["ledgerkit/iban.py", "ledgerkit/schema.sql", "ledgerkit/store.py"],
        relevant_tests=[
            "tests.test_iban.TestIbanRegistry.test_registry_lengths_match_examples",
            "tests.test_store.TestLedgerStore",
        ],
        must_mention=["MT", "NO", "IBAN_LENGTHS", "schema.sql", "CHECK", "setUpClass"],
        must_not_claim=[
            "the rounding log lines are errors",
            "a single root cause",
            "database file missing",
        ],
        evidence_formats=["traceback", "assertion_diff", "test_summary"],
        noise_profile=[
            "runner_setup",
            "dependency_install",
            "test_progress_noise",
            "interleaved_logging",
        ],
        multi_failure=True,
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ---------------------------------------------------------------------- 3 pytest --doctest-modules


DOCTEST_UNITS = {
    "length": [
        ("km", "mi", 0.621371),
        ("mi", "km", 1.609344),
        ("m", "ft", 3.28084),
        ("ft", "m", 0.3048),
        ("in", "cm", 2.54),
        ("cm", "in", 0.393701),
        ("nmi", "km", 1.852),
        ("yd", "m", 0.9144),
        ("m", "yd", 1.093613),
        ("au", "km", 149597870.7),
    ],
    "mass": [
        ("kg", "lb", 2.204623),
        ("lb", "kg", 0.45359237),
        ("oz", "g", 28.349523),
        ("g", "oz", 0.035274),
        ("t", "kg", 1000.0),
        ("st", "kg", 6.350293),
        ("kg", "st", 0.157473),
        ("ct", "g", 0.2),
    ],
    "area": [
        ("ha", "m2", 10000.0),
        ("acre", "m2", 4046.856),
        ("m2", "ft2", 10.76391),
        ("ft2", "m2", 0.092903),
        ("km2", "mi2", 0.386102),
        ("mi2", "km2", 2.589988),
        ("ha", "acre", 2.471054),
    ],
    "volume": [
        ("l", "gal", 0.264172),
        ("gal", "l", 3.785412),
        ("ml", "floz", 0.033814),
        ("floz", "ml", 29.57353),
        ("m3", "l", 1000.0),
        ("bbl", "l", 158.9873),
        ("cup", "ml", 236.5882),
        ("l", "pt", 2.113376),
    ],
    "speed": [
        ("kmh", "mph", 0.621371),
        ("mph", "kmh", 1.609344),
        ("ms", "kmh", 3.6),
        ("kmh", "ms", 0.277778),
        ("kn", "kmh", 1.852),
        ("kmh", "kn", 0.539957),
        ("mach", "ms", 343.0),
    ],
    "pressure": [
        ("bar", "psi", 14.50377),
        ("psi", "bar", 0.0689476),
        ("atm", "kpa", 101.325),
        ("kpa", "atm", 0.00986923),
        ("mmhg", "kpa", 0.133322),
        ("inhg", "hpa", 33.86389),
        ("hpa", "inhg", 0.02953),
    ],
    "energy": [
        ("kwh", "mj", 3.6),
        ("mj", "kwh", 0.277778),
        ("kcal", "kj", 4.184),
        ("kj", "kcal", 0.239006),
        ("btu", "kj", 1.055056),
        ("therm", "kwh", 29.30711),
        ("ev", "j", 1.602177e-19),
    ],
    "angle": [
        ("deg", "rad", 0.017453293),
        ("grad", "deg", 0.9),
        ("arcmin", "deg", 0.016666667),
        ("turn", "deg", 360.0),
        ("mil", "deg", 0.05625),
    ],
    "fuel": [("mpg", "kml", 0.425144), ("kml", "l100km", 100.0), ("mpgimp", "kml", 0.354006)],
    "data": [
        ("kib", "kb", 1.024),
        ("mib", "mb", 1.048576),
        ("gib", "gb", 1.073741824),
        ("tb", "tib", 0.909495),
        ("mbps", "mibs", 0.119209),
    ],
}


def doctest_units_module(kind: str, k: int) -> str:
    out = [f'"""{kind.title()} conversions."""\n']
    pairs = list(DOCTEST_UNITS[kind])
    names = {f"{a}_to_{b}" for a, b, _ in pairs}
    pairs += [
        (b, a, round(1 / f, 9)) for a, b, f in DOCTEST_UNITS[kind] if f"{b}_to_{a}" not in names
    ]
    for i, (a, b, factor) in enumerate(pairs):
        name = f"{a}_to_{b}"
        xs = [1, k + i + 2, (k + 3) * (i + 5) + 0.5]
        examples = "".join(
            f"    >>> round({name}({x!r}), 6)\n    {round(x * factor, 6)!r}\n" for x in xs
        )
        out.append(
            f'\n\ndef {name}(value: float) -> float:\n    """Convert {a} to {b}.\n\n'
            f"{examples}"
            f'    >>> {name}(0)\n    0.0\n    """\n    return value * {factor!r}\n'
        )
    return "".join(out)


def build_doctest_modules(w: Path) -> Built:
    files = {
        "pyproject.toml": dd("""
            [project]
            name = "unitconv"
            version = "1.12.0"

            [tool.pytest.ini_options]
            doctest_optionflags = ["NORMALIZE_WHITESPACE"]
            """),
        "requirements-ci.txt": pins("pytest"),
        "unitconv/__init__.py": '"""Unit conversions for the trip planner."""\n',
        "unitconv/temperature.py": dd('''
            """Temperature conversions."""


            def to_kelvin(value: float, scale: str = "C") -> float:
                """Convert a Celsius or Fahrenheit temperature to kelvin.

                >>> to_kelvin(0)
                273.15
                >>> to_kelvin(-40, "F")
                233.15
                >>> to_kelvin(32, "F")
                273.15
                """
                if scale == "C":
                    return value + 273.15
                if scale == "F":
                    return (value - 32) * 5 / 9 + 273.15
                raise ValueError(f"unknown scale {scale!r}")


            def to_celsius(kelvin: float) -> float:
                """Convert kelvin to Celsius.

                >>> to_celsius(273.15)
                0.0
                """
                return kelvin - 273.15
            '''),
        "unitconv/quantity.py": dd(r'''
            """Quantities typed by users: "12 km", "3.5 kg"."""
            import re
            from typing import NamedTuple

            _QTY = re.compile(r"^\s*(?P<number>[0-9.,]+)\s*(?P<unit>[a-z0-9]+)\s*$")


            class Quantity(NamedTuple):
                value: float
                unit: str


            def parse_quantity(text: str) -> Quantity:
                """Parse "<number> <unit>".

                >>> parse_quantity("12 km")
                Quantity(value=12.0, unit='km')
                >>> parse_quantity(" 3.5kg ")
                Quantity(value=3.5, unit='kg')
                >>> parse_quantity("1,5 kg")
                Quantity(value=1.5, unit='kg')
                """
                m = _QTY.match(text)
                if not m:
                    raise ValueError(f"not a quantity: {text!r}")
                value = float(m.group("number"))
                return Quantity(value, m.group("unit"))
            '''),
        "tests/test_roundtrip.py": dd("""
            import pytest

            from unitconv import length, mass, speed

            @pytest.mark.parametrize("x", [0.5 * i for i in range(1, 161)])
            def test_length_round_trip(x):
                assert length.mi_to_km(length.km_to_mi(x)) == pytest.approx(x, rel=1e-5)


            @pytest.mark.parametrize("x", [1.5 * i for i in range(1, 101)])
            def test_mass_round_trip(x):
                assert mass.lb_to_kg(mass.kg_to_lb(x)) == pytest.approx(x, rel=1e-5)


            @pytest.mark.parametrize("x", list(range(0, 300, 3)))
            def test_speed_round_trip(x):
                assert speed.mph_to_kmh(speed.kmh_to_mph(x)) == pytest.approx(x, rel=1e-5)
            """),
    }
    for k, kind in enumerate(DOCTEST_UNITS):
        files[f"unitconv/{kind}.py"] = doctest_units_module(kind, k)
    slug = "travel/unitconv"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-bookworm")
    job.prepare(sha, "unitconv-pip-3.13")
    env = py_env()
    job.sh("python --version", env=env)
    job.sh("python -m pip install --no-index -r requirements-ci.txt", env=env)
    job.sh("python -m pytest -q -p no:cacheprovider tests", env=env)
    shown = "python -m pytest --doctest-modules -v -p no:cacheprovider unitconv"
    job.sh(shown, env=env)
    raw = job.finish(artifacts="doctest-report.xml")
    case = Case(
        case_id="pytest-doctest-modules-001",
        framework="doctest",
        failure_category="test_assertion",
        summary=(
            "Two docstring examples fail under `pytest --doctest-modules`. "
            "to_kelvin(-40, 'F') in unitconv/temperature.py returns 233.14999999999998 "
            "(binary floating point of (value - 32) * 5 / 9 + 273.15) while the example "
            "expects 233.15: the function should round, or the example should. "
            "parse_quantity('1,5 kg') in unitconv/quantity.py raises ValueError because "
            "float() does not accept a decimal comma, while the example expects 1.5. The unit "
            "tests in the earlier step pass."
        ),
        notes=(
            "GitLab-style log: runner set-up, pip install, a passing `pytest -q tests` step "
            "(360 tests), then `pytest --doctest-modules -v` over 10 modules with one output "
            "mismatch and one unexpected exception among 97 passing doctest items."
        ),
        signals=[
            Sig(
                "failed_test",
                "critical",
                "[doctest] unitconv.temperature.to_kelvin",
                why="first failing docstring",
            ),
            Sig("assertion", "critical", "233.14999999999998", why="what to_kelvin returned"),
            Sig(
                "failed_test",
                "critical",
                "[doctest] unitconv.quantity.parse_quantity",
                why="second failing docstring",
            ),
            Sig(
                "exception",
                "critical",
                "ValueError: could not convert string to float: '1,5'",
                why="the unexpected exception",
            ),
            Sig("stack_location", "important", file="unitconv/temperature.py", line=9),
            Sig("stack_location", "important", file="unitconv/quantity.py", line=26),
            Sig("command", "optional", '>>> parse_quantity("1,5 kg")'),
            Sig("assertion", "important", "2 failed, 97 passed"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["unitconv/temperature.py", "unitconv/quantity.py"],
        relevant_tests=[
            "unitconv/temperature.py::unitconv.temperature.to_kelvin",
            "unitconv/quantity.py::unitconv.quantity.parse_quantity",
        ],
        must_mention=["to_kelvin", "233.15", "parse_quantity", "1,5", "doctest"],
        must_not_claim=["the unit tests failed", "import error", "a single root cause"],
        evidence_formats=["assertion_diff", "traceback", "test_summary"],
        noise_profile=["runner_setup", "dependency_install", "test_progress_noise"],
        multi_failure=True,
        commands=job.commands,
    )
    return raw, "gitlab", case


# ----------------------------------------------------------------------- 4 mypy --strict --pretty


FLEET_CLEAN = [
    "billing",
    "calendar",
    "depots",
    "drivers",
    "fuel",
    "geo",
    "invoices",
    "metrics",
    "notifications",
    "odometer",
    "parts",
    "permits",
    "routes",
    "shifts",
    "telemetry",
    "tires",
    "tolls",
    "tracking",
    "trailers",
    "warranty",
    "weather",
    "workshops",
]


def fleet_clean_module(name: str, k: int) -> str:
    return dd(f'''
        """{name.title()} records for the fleet operations service."""

        from __future__ import annotations

        from collections.abc import Iterable
        from dataclasses import dataclass, field


        @dataclass(frozen=True)
        class {name.title()}Record:
            plate: str
            value: float
            tags: tuple[str, ...] = field(default_factory=tuple)


        def total_{name}(records: Iterable[{name.title()}Record]) -> float:
            return sum(r.value for r in records)


        def by_plate_{name}(records: Iterable[{name.title()}Record]) -> dict[str, list[float]]:
            out: dict[str, list[float]] = {{}}
            for r in records:
                out.setdefault(r.plate, []).append(r.value * {k + 1})
            return out


        def tagged_{name}(records: Iterable[{name.title()}Record], tag: str) -> list[str]:
            return sorted({{r.plate for r in records if tag in r.tags}})
        ''')


def build_mypy_strict(w: Path) -> Built:
    files = {
        "pyproject.toml": dd("""
            [project]
            name = "fleetops"
            version = "2.14.0"
            requires-python = ">=3.12"

            [tool.mypy]
            python_version = "3.13"
            files = ["fleet"]
            strict = true
            pretty = true

            [tool.ruff]
            line-length = 100
            """),
        "requirements-dev.txt": pins(
            "mypy",
            "ruff",
            "pytest",
            "httpx",
            "celery",
            "psycopg",
            "jsonschema",
            "click",
            "attrs",
            "pydantic",
            "redis",
            "msgpack",
            "psutil",
            "opentelemetry-api",
        ),
        "fleet/__init__.py": '"""Fleet operations service."""\n',
        "fleet/py.typed": "",
        "fleet/vehicles.py": dd('''
            """Vehicles and the registry of vehicles by plate."""

            from __future__ import annotations

            from dataclasses import dataclass


            @dataclass
            class Vehicle:
                plate: str
                capacity: int
                depot: str


            class Registry:
                def __init__(self) -> None:
                    self._by_plate: dict[str, Vehicle] = {}

                def add(self, vehicle: Vehicle) -> None:
                    self._by_plate[vehicle.plate] = vehicle

                def get(self, plate: str) -> Vehicle | None:
                    return self._by_plate.get(plate)
            '''),
        "fleet/cache.py": dd('''
            """A tiny TTL cache for depot lookups."""

            from __future__ import annotations

            import time

            _CACHE: dict = {}
            TTL_SECONDS = 300.0


            def remember(key: str, value: str) -> None:
                _CACHE[key] = (time.monotonic(), value)


            def recall(key: str) -> str | None:
                hit = _CACHE.get(key)
                if hit is None or time.monotonic() - hit[0] > TTL_SECONDS:
                    return None
                return str(hit[1])
            '''),
        "fleet/dispatch.py": dd('''
            """Assign loads to vehicles."""

            from __future__ import annotations

            import json
            from pathlib import Path

            from fleet.vehicles import Registry


            def load_limit(config: Path, depot: str) -> int:
                """Per-depot load limit in kilograms, from the depot config file."""
                data = json.loads(config.read_text())
                return data["depots"][depot]["max_load_kg"]


            def can_carry(registry: Registry, plate: str, load_kg: int) -> bool:
                vehicle = registry.get(plate)
                return load_kg <= vehicle.capacity


            def assign(registry: Registry, plates: list[str], load_kg: int) -> str | None:
                for plate in plates:
                    if can_carry(registry, plate, load_kg):
                        return plate
                return None
            '''),
        "fleet/api.py": dd('''
            """HTTP handlers."""

            from __future__ import annotations

            from fleet.dispatch import assign
            from fleet.vehicles import Registry

            REGISTRY = Registry()


            def handle_assign(payload):
                plate = assign(REGISTRY, payload["plates"], int(payload["load_kg"]))
                return {"plate": plate, "assigned": plate is not None}
            '''),
    }
    files["tests/__init__.py"] = ""
    for k, name in enumerate(FLEET_CLEAN):
        files[f"fleet/{name}.py"] = fleet_clean_module(name, k)
        rows = [
            (f"FL-{k:02d}{i:02d}", float(i * 3 + k), ("night",) if i % 3 else ()) for i in range(12)
        ]
        files[f"tests/test_{name}.py"] = dd(f"""
            import pytest

            from fleet.{name} import {name.title()}Record, by_plate_{name}, total_{name}

            ROWS = {rows!r}


            @pytest.mark.parametrize(("plate", "value", "tags"), ROWS)
            def test_by_plate_{name}(plate, value, tags):
                records = [{name.title()}Record(*row) for row in ROWS]
                assert by_plate_{name}(records)[plate] == [value * {k + 1}]


            def test_total_{name}():
                records = [{name.title()}Record("X", 1.5), {name.title()}Record("Y", 2.0)]
                assert total_{name}(records) == 3.5
            """)
    slug = "platform/fleetops"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-bookworm")
    job.prepare(sha, "fleetops-typecheck-3.13")
    env = py_env(MYPY_CACHE_DIR=".mypy_cache")
    job.sh("python --version", env=env)
    job.sh("python -m pip install --no-index -r requirements-dev.txt", env=env)
    job.sh("ruff check fleet", env=env)
    job.sh("python -m pytest -v -p no:cacheprovider tests", env=env)
    job.sh("mypy --version", env=env)
    shown = "mypy --strict --pretty fleet"
    job.sh(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="mypy-strict-pretty-001",
        framework="mypy",
        failure_category="type_error",
        summary=(
            "`mypy --strict` reports four errors in three of the 27 modules, all of which must "
            "be fixed for the job to pass: fleet/dispatch.py:19 reads vehicle.capacity "
            "although Registry.get() returns Vehicle | None, so an unknown plate would raise "
            "AttributeError [union-attr] (a real bug); fleet/dispatch.py:14 returns a value "
            "from json.loads (Any) from a function declared to return int [no-any-return]; "
            "fleet/cache.py:7 annotates _CACHE as a bare `dict` [type-arg]; fleet/api.py:11 "
            "defines handle_assign without annotations [no-untyped-def]. ruff passes."
        ),
        notes=(
            "GitLab-style log: runner set-up, a long `pip install` of dev requirements "
            "(already satisfied), passing ruff and `pytest -v` steps (286 tests), then "
            "`mypy --strict --pretty` with four errors shown with source lines and carets."
        ),
        signals=[
            Sig(
                "compile_error",
                "critical",
                'Item "None" of "Vehicle | None" has no attribute "capacity"',
                why="the real bug",
            ),
            Sig(
                "compile_error",
                "critical",
                'Returning Any from function declared to return "int"',
                why="second error",
            ),
            Sig(
                "compile_error",
                "critical",
                'Missing type arguments for generic type "dict"',
                why="third error",
            ),
            Sig(
                "compile_error",
                "critical",
                "Function is missing a type annotation",
                why="fourth error",
            ),
            Sig("assertion", "critical", "Found 4 errors in 3 files", why="the totals"),
            Sig("stack_location", "important", file="fleet/dispatch.py", line=19),
            Sig("stack_location", "important", file="fleet/dispatch.py", line=14),
            Sig("stack_location", "important", file="fleet/cache.py", line=7),
            Sig("stack_location", "important", file="fleet/api.py", line=11),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=[
            "fleet/dispatch.py",
            "fleet/cache.py",
            "fleet/api.py",
            "fleet/vehicles.py",
        ],
        must_mention=["union-attr", "no-any-return", "type-arg", "no-untyped-def", "--strict"],
        must_not_claim=["ruff failed", "tests failed", "missing stubs", "import error"],
        primary_language="python",
        evidence_formats=["compiler_diagnostic", "source_excerpt"],
        noise_profile=["runner_setup", "dependency_install"],
        multi_failure=True,
        commands=job.commands,
    )
    return raw, "gitlab", case


# --------------------------------------------------------------------------- 5 ruff concise


def build_ruff_concise(w: Path) -> Built:
    files = {
        "pyproject.toml": dd("""
            [project]
            name = "jobrunner"
            version = "0.31.0"
            requires-python = ">=3.11"

            [tool.ruff]
            line-length = 100
            target-version = "py311"

            [tool.ruff.lint]
            select = ["E", "F", "W", "B", "UP", "SIM", "I"]
            """),
        "requirements-dev.txt": pins(
            "ruff",
            "pytest",
            "click",
            "celery",
            "redis",
            "httpx",
            "attrs",
            "jsonschema",
        ),
        "jobrunner/__init__.py": '"""Background job runner."""\n',
        "jobrunner/queue.py": dd('''
            """In-process job queue."""

            from collections import deque
            from dataclasses import dataclass, field


            @dataclass
            class Job:
                name: str
                payload: dict[str, str]
                tags: list[str] = field(default_factory=list)


            QUEUE: deque[Job] = deque()


            def enqueue(name: str, payload: dict[str, str], tags: list[str] = []) -> Job:
                tags.append("queued")
                job = Job(name, payload, tags)
                QUEUE.append(job)
                return job
            '''),
        "jobrunner/retry.py": dd('''
            """Retry failed jobs with backoff."""

            from collections.abc import Callable

            from jobrunner.queue import Job, enqueue


            def backoff_seconds(attempt: int, base: float = 2.0, cap: float = 300.0) -> float:
                return min(cap, base**attempt)


            def retry_callbacks(failed: list[Job]) -> list[Callable[[], Job]]:
                callbacks = []
                for job in failed:
                    callbacks.append(lambda: enqueue(job.name, job.payload, ["retry"]))
                return callbacks
            '''),
        "jobrunner/config.py": dd('''
            """Runner configuration from environment variables."""

            import os


            class ConfigError(Exception):
                pass


            def worker_count() -> int:
                raw = os.environ.get("JOBRUNNER_WORKERS", "4")
                try:
                    return int(raw)
                except ValueError:
                    raise ConfigError(f"JOBRUNNER_WORKERS must be an integer, got {raw!r}")
            '''),
    }
    for k, name in enumerate(
        [
            "email",
            "export",
            "images",
            "invoices",
            "reports",
            "search",
            "sitemap",
            "thumbnails",
            "webhooks",
            "cleanup",
        ]
    ):
        files[f"jobrunner/tasks/{name}.py"] = dd(f'''
            """{name.title()} tasks."""

            from jobrunner.queue import Job, enqueue


            def schedule_{name}(ids: list[int]) -> list[Job]:
                return [enqueue("{name}", {{"id": str(i)}}, ["{name}"]) for i in ids]


            def describe_{name}(job: Job) -> str:
                return f"{{job.name}}#{{job.payload['id']}} ({k})"
            ''')
    files["jobrunner/tasks/__init__.py"] = ""
    slug = "acme-web/jobrunner"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "lint")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python(job, "2d4f6a8c0e1b3d5f7a9c1e3b5d7f9a0c2e4b6d8f1a3c5e7b9d0f2a4c6e8b1d3f")
    env = py_env()
    job.step("python -m pip install --no-index -r requirements-dev.txt", env=env)
    job.step("ruff --version\nruff format --check .", env=env)
    shown = "ruff check --output-format=concise ."
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="ruff-concise-bugbear-001",
        framework="ruff",
        failure_category="lint_error",
        summary=(
            "`ruff check` fails with four findings of three bugbear rules, each a real bug: "
            "jobrunner/retry.py:15 builds lambdas in a loop that use the loop variable `job` "
            "twice (B023, reported for job.name and job.payload: every callback re-enqueues the "
            "last job); jobrunner/queue.py:17 uses a mutable list as the default of `tags` and "
            "appends to it (B006: tags leak between calls); jobrunner/config.py:15 re-raises "
            "inside `except ValueError` without `from` (B904). `ruff format --check` passes."
        ),
        notes=(
            "GitHub-Actions-style log: runner set-up, git checkout, setup-python with pip "
            "cache, pip install of dev requirements, a passing `ruff format --check`, then "
            "`ruff check --output-format=concise` with four one-line findings."
        ),
        signals=[
            Sig(
                "compile_error",
                "critical",
                "B023 Function definition does not bind loop variable `job`",
                why="late-binding closure bug",
            ),
            Sig(
                "compile_error",
                "critical",
                "B006 Do not use mutable data structures for argument defaults",
                why="shared default list",
            ),
            Sig(
                "compile_error",
                "critical",
                "B904 Within an `except` clause, raise exceptions",
                why="exception chaining",
            ),
            Sig("assertion", "critical", "Found 4 errors.", why="the totals"),
            Sig("stack_location", "important", file="jobrunner/retry.py", line=15),
            Sig("stack_location", "important", file="jobrunner/queue.py", line=17),
            Sig("stack_location", "important", file="jobrunner/config.py", line=15),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["jobrunner/retry.py", "jobrunner/queue.py", "jobrunner/config.py"],
        must_mention=["B023", "B006", "B904", "loop variable", "mutable default"],
        must_not_claim=["formatting failed", "syntax error", "import error"],
        evidence_formats=["compiler_diagnostic", "github_annotation"],
        noise_profile=["runner_setup", "dependency_install", "log_group_noise"],
        multi_failure=True,
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------------------------------- 6 g++ make -j8


RK_MODULES = {
    "core": [
        "arena",
        "bbox",
        "color",
        "crs",
        "env",
        "error",
        "hash",
        "log",
        "matrix",
        "pool",
        "string_util",
        "timer",
    ],
    "io": [
        "geotiff",
        "jpeg_writer",
        "mbtiles",
        "png_writer",
        "raw_reader",
        "webp_writer",
        "zip_reader",
    ],
    "ops": [
        "blend",
        "clip",
        "contour",
        "dither",
        "hillshade",
        "histogram",
        "mask",
        "median",
        "reproject",
        "resample",
        "sharpen",
        "slope",
        "threshold",
        "warp",
    ],
    "tiles": [
        "metatile",
        "quadkey",
        "seeder",
        "tile_cache",
        "tile_index",
        "tile_render",
        "tile_server",
        "tile_stats",
    ],
    "vector": [
        "clipper",
        "geojson",
        "label",
        "line_simplify",
        "polygon",
        "rasterize",
        "spatial_index",
        "stroke",
    ],
}
RK_WARNINGS = {"hillshade", "geojson", "seeder", "dither"}  # -Wunused-parameter noise


def rk_source(group: str, name: str, k: int) -> str:
    unused = ", int quality" if name in RK_WARNINGS else ""
    return dd(f"""
        #include "rk/{group}/{name}.hpp"

        #include <algorithm>
        #include <numeric>
        #include <string>
        #include <vector>

        namespace rk::{group} {{

        std::vector<double> {name}_weights(std::size_t n{unused})
        {{
            std::vector<double> w(n);
            std::iota(w.begin(), w.end(), {k}.0);
            std::transform(w.begin(), w.end(), w.begin(),
                           [](double v) {{ return v * 0.5 + {k % 7}; }});
            return w;
        }}

        std::string {name}_describe(const std::vector<double>& w)
        {{
            double total = std::accumulate(w.begin(), w.end(), 0.0);
            return std::string("{group}/{name}: ") + std::to_string(total);
        }}

        }}  // namespace rk::{group}
        """)


def build_gxx_make_parallel(w: Path) -> Built:
    files: dict[str, str] = {
        "Makefile": dd("""
            CXX      ?= g++
            CC       ?= gcc
            BUILD    ?= build
            CXXFLAGS := -std=c++17 -O2 -g -fPIC -Wall -Wextra -Wpedantic -Iinclude \\
                        -Ithird_party/fastlz -DRK_VERSION=\\"4.2.0\\" -DRK_WITH_WEBP=1 -MMD -MP
            SRCS     := $(shell find src -name '*.cpp' | sort)
            OBJS     := $(SRCS:src/%.cpp=$(BUILD)/obj/%.o)

            all: $(BUILD)/librasterkit.a

            $(BUILD)/librasterkit.a: $(OBJS)
            \t$(AR) rcs $@ $^

            $(BUILD)/obj/%.o: src/%.cpp
            \t@mkdir -p $(dir $@)
            \t$(CXX) $(CXXFLAGS) -c $< -o $@

            clean:
            \trm -rf $(BUILD)

            .PHONY: all clean
            -include $(OBJS:.o=.d)
            """).replace("\\t", "\t"),
        "third_party/fastlz/Makefile": dd("""
            CC     ?= gcc
            CFLAGS := -std=c99 -O2 -g -fPIC -Wall -Wextra -DFASTLZ_LEVEL=2
            OBJS   := fastlz.o fastlz_stream.o fastlz_crc.o fastlz_dict.o fastlz_util.o

            libfastlz.a: $(OBJS)
            \t$(AR) rcs $@ $^

            %.o: %.c fastlz.h
            \t$(CC) $(CFLAGS) -c $< -o $@
            """).replace("\\t", "\t"),
        "third_party/fastlz/fastlz.h": dd("""
            #ifndef FASTLZ_H
            #define FASTLZ_H
            #include <stddef.h>
            int fastlz_compress_level(int level, const void *input, int length, void *output);
            unsigned fastlz_crc(const unsigned char *buf, size_t len);
            #endif
            """),
        "include/rk/tiles/tile_key.hpp": dd("""
            #pragma once
            #include <cstdint>

            namespace rk::tiles {

            struct TileKey {
                std::uint32_t zoom;
                std::uint32_t x;
                std::uint32_t y;

                bool operator==(const TileKey& other) const
                {
                    return zoom == other.zoom && x == other.x && y == other.y;
                }
            };

            }  // namespace rk::tiles
            """),
        "include/rk/tiles/tile_cache_lru.hpp": dd("""
            #pragma once
            #include <cstddef>
            #include <vector>

            #include "rk/tiles/tile_key.hpp"

            namespace rk::tiles {

            class TileCacheLru {
            public:
                explicit TileCacheLru(std::size_t capacity) : capacity_(capacity) {}
                void touch(const TileKey& key);
                void compact();
                std::size_t size() const { return keys_.size(); }

            private:
                std::size_t capacity_;
                std::vector<TileKey> keys_;
            };

            }  // namespace rk::tiles
            """),
        "src/tiles/tile_cache_lru.cpp": dd("""
            #include "rk/tiles/tile_cache_lru.hpp"

            #include <algorithm>

            namespace rk::tiles {

            void TileCacheLru::touch(const TileKey& key)
            {
                keys_.push_back(key);
                if (keys_.size() > capacity_ * 2)
                    compact();
            }

            void TileCacheLru::compact()
            {
                // drop duplicate keys, then keep the newest `capacity_` entries
                std::sort(keys_.begin(), keys_.end());
                keys_.erase(std::unique(keys_.begin(), keys_.end()), keys_.end());
                if (keys_.size() > capacity_)
                    keys_.erase(keys_.begin(), keys_.end() - static_cast<long>(capacity_));
            }

            }  // namespace rk::tiles
            """),
    }
    for i, part in enumerate(
        ["fastlz", "fastlz_stream", "fastlz_crc", "fastlz_dict", "fastlz_util"]
    ):
        files[f"third_party/fastlz/{part}.c"] = dd(f"""
            #include "fastlz.h"

            int {part}_probe(const unsigned char *buf, int len, int flags)
            {{
                int acc = {i};
                for (int j = 0; j < len; j++)
                    acc = acc * 31 + buf[j];
                return acc;
            }}
            """)
    k = 0
    for group, names in RK_MODULES.items():
        for name in names:
            unused = ", int quality" if name in RK_WARNINGS else ""
            files[f"include/rk/{group}/{name}.hpp"] = dd(f"""
                #pragma once
                #include <cstddef>
                #include <string>
                #include <vector>

                namespace rk::{group} {{
                std::vector<double> {name}_weights(std::size_t n{unused});
                std::string {name}_describe(const std::vector<double>& w);
                }}  // namespace rk::{group}
                """)
            files[f"src/{group}/{name}.cpp"] = rk_source(group, name, k)
            k += 1
    slug = "maps/rasterkit"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "build (ubuntu-24.04, gcc)")
    job.set_up_job(["actions/cache@v4"])
    job.checkout(sha)
    cache_action(
        job, "third_party/fastlz/*.a", "fastlz-Linux-gcc12-5c0e6a2f", "fastlz-Linux-gcc12-", 412_337
    )
    env = child_env(PATH=PATH_WITH_VENV)
    job.step("g++ --version\nmake --version | head -n 1\nnproc", env=env)
    job.step("make -C third_party/fastlz -j8", env=env)
    shown = "make -j8 CXX=g++"
    job.step(shown, env=env, shown_env={"CCACHE_DISABLE": "1"})
    raw = job.finish()
    case = Case(
        case_id="gxx-make-parallel-template-error-001",
        framework="gcc",
        failure_category="compile_error",
        summary=(
            "The parallel build fails in src/tiles/tile_cache_lru.cpp: TileCacheLru::compact() "
            "calls std::sort on a std::vector<rk::tiles::TileKey> (line 17), but TileKey only "
            "defines operator==, not operator<, so the std::sort template instantiation fails "
            "with `no match for 'operator<'`. make -j8 then waits for the other jobs and stops. "
            "Give TileKey an ordering (operator< or <=>) or pass a comparator. The "
            "-Wunused-parameter warnings in other files and in the vendored fastlz step are "
            "not the cause."
        ),
        notes=(
            "GitHub-Actions-style log: runner set-up, git checkout, a cache restore, a passing "
            "vendored C build with warnings, then `make -j8` echoing ~50 g++ command lines "
            "interleaved with a long template-instantiation error and its candidate notes."
        ),
        signals=[
            Sig(
                "compile_error",
                "critical",
                "error: no match for \u2018operator<\u2019 (operand types are "
                "\u2018rk::tiles::TileKey\u2019 and \u2018rk::tiles::TileKey\u2019)",
                why="the template error",
            ),
            Sig(
                "stack_location",
                "critical",
                file="src/tiles/tile_cache_lru.cpp",
                line=17,
                why="the std::sort call",
            ),
            Sig(
                "exit_code",
                "critical",
                "build/obj/tiles/tile_cache_lru.o] Error 1",  # make names recipe line 15 or 16
                why="the failing target",
            ),
            Sig(
                "compile_error", "important", "required from \u2018void std::sort(_RAIter, _RAIter)"
            ),
            Sig("exit_code", "optional", "make: *** Waiting for unfinished jobs...."),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 2."),
        ],
        relevant_files=["src/tiles/tile_cache_lru.cpp", "include/rk/tiles/tile_key.hpp"],
        must_mention=["TileKey", "operator<", "std::sort", "tile_cache_lru.cpp"],
        must_not_claim=[
            "unused parameter warnings fail the build",
            "fastlz failed to build",
            "linker error",
        ],
        primary_language="cpp",
        evidence_formats=["compiler_diagnostic", "github_annotation"],
        noise_profile=[
            "runner_setup",
            "verbose_build_noise",
            "warning_noise",
            "parallel_interleaving",
            "log_group_noise",
        ],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------------------------------- 7 cmake missing source


SH_MODULES = {
    "core": ["bus", "clock", "config", "logging", "registry", "ring", "scheduler", "units"],
    "drivers": ["bme280", "ccs811", "ds18b20", "hx711", "ina219", "mpu6050", "sht31", "vl53l0x"],
    "net": ["coap", "http_client", "mqtt", "tls", "websocket"],
    "codec": ["cbor", "lzframe", "protobuf_lite", "varint"],
    "storage": ["flash_log", "kv_store", "ringfile", "wal"],
    "app": ["alerts", "calibration", "ota", "telemetry"],
}
SH_TOOLS = [
    "gen_registers",
    "gen_units",
    "gen_crc_tables",
    "gen_calibration",
    "gen_alert_rules",
    "gen_mqtt_topics",
    "gen_driver_ids",
    "gen_error_codes",
    "pack_firmware",
    "sign_firmware",
    "check_manifest",
    "dump_flash_log",
]


def build_cmake_missing_source(w: Path) -> Built:
    files: dict[str, str] = {
        "CMakeLists.txt": dd("""
            cmake_minimum_required(VERSION 3.20)
            project(sensorhub VERSION 5.3.1 LANGUAGES C CXX)

            set(CMAKE_CXX_STANDARD 17)
            set(CMAKE_CXX_STANDARD_REQUIRED ON)
            set(CMAKE_EXPORT_COMPILE_COMMANDS ON)

            option(SENSORHUB_WITH_TLS "Build the TLS transport" ON)
            option(SENSORHUB_WITH_OTA "Build over-the-air updates" ON)
            option(SENSORHUB_BUILD_TESTS "Build the unit tests" OFF)

            include(CheckIncludeFileCXX)
            include(CheckCXXCompilerFlag)
            include(CheckCXXSourceCompiles)
            find_package(Threads REQUIRED)

            foreach(header IN ITEMS atomic charconv filesystem optional span string_view
                                    variant bit memory_resource execution)
              string(MAKE_C_IDENTIFIER "HAVE_${header}" var)
              string(TOUPPER "${var}" var)
              check_include_file_cxx(${header} ${var})
            endforeach()
            foreach(flag IN ITEMS -Wall -Wextra -Wshadow -Wconversion -Wnon-virtual-dtor
                                  -Wold-style-cast -Wcast-align -Wunused -Woverloaded-virtual
                                  -Wnull-dereference -Wdouble-promotion -Wformat=2)
              string(MAKE_C_IDENTIFIER "CXX_FLAG${flag}" var)
              check_cxx_compiler_flag(${flag} ${var})
            endforeach()
            check_cxx_source_compiles("
              #include <bit>
              int main() { return std::popcount(7u) == 3 ? 0 : 1; }" SENSORHUB_HAVE_POPCOUNT)

            message(STATUS
              "sensorhub ${PROJECT_VERSION}: TLS=${SENSORHUB_WITH_TLS} OTA=${SENSORHUB_WITH_OTA}")
            foreach(dir IN ITEMS core drivers net codec storage app)
              add_subdirectory(src/${dir})
            endforeach()
            """),
        "src/codec/CMakeLists.txt": dd("""
            # Wire formats used between the hub and its sensors.
            set(CODEC_SOURCES cbor.cpp lz_frame.cpp protobuf_lite.cpp varint.cpp)
            add_library(sensorhub_codec STATIC ${CODEC_SOURCES})
            target_include_directories(sensorhub_codec PUBLIC ${PROJECT_SOURCE_DIR}/include)
            target_link_libraries(sensorhub_codec PUBLIC sensorhub_core)
            message(STATUS "codec: ${CODEC_SOURCES}")
            """),
        "tools/CMakeLists.txt": dd("""
            cmake_minimum_required(VERSION 3.20)
            project(sensorhub_tools LANGUAGES CXX)
            set(CMAKE_CXX_STANDARD 17)
            foreach(tool IN ITEMS %s)
              add_executable(${tool} ${tool}.cpp)
            endforeach()
            """)
        % " ".join(SH_TOOLS),
    }
    deps = {
        "core": "Threads::Threads",
        "drivers": "sensorhub_core",
        "net": "sensorhub_core",
        "storage": "sensorhub_core",
        "app": "sensorhub_net sensorhub_storage",
    }
    for group, names in SH_MODULES.items():
        for name in names:
            files[f"src/{group}/{name}.cpp"] = (
                f"namespace sensorhub::{group} {{\n"
                f"int {name}_init() {{ return {len(name)}; }}\n}}\n"
            )
        if group == "codec":
            continue
        files[f"src/{group}/CMakeLists.txt"] = dd(f"""
            add_library(sensorhub_{group} STATIC {" ".join(n + ".cpp" for n in names)})
            target_include_directories(sensorhub_{group} PUBLIC ${{PROJECT_SOURCE_DIR}}/include)
            target_link_libraries(sensorhub_{group} PUBLIC {deps[group]})
            message(STATUS "{group}: {len(names)} modules")
            """)
    for tool_name in SH_TOOLS:
        files[f"tools/{tool_name}.cpp"] = (
            f'#include <cstdio>\nint main() {{ std::puts("{tool_name}"); return 0; }}\n'
        )
    slug = "iot/sensorhub"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "registry.example.com/ci/gcc-cmake:12-3.25")
    job.prepare(sha, "sensorhub-tools-gcc12")
    env = child_env(PATH="/usr/local/bin:/usr/bin:/bin", CI="true", GITLAB_CI="true")
    job.sh("cmake --version", env=env)
    job.sh("g++ --version", env=env)
    job.sh("cmake -S tools -B build-tools -DCMAKE_BUILD_TYPE=Release", env=env)
    job.sh("cmake --build build-tools --parallel 4 --verbose", env=env)
    shown = "cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSENSORHUB_BUILD_TESTS=ON"
    job.sh(shown, env=env)
    job.sh("cmake --build build --parallel 4", env=env)
    raw = job.finish(artifacts="build/compile_commands.json")
    case = Case(
        case_id="cmake-generate-missing-source-001",
        framework="cmake",
        failure_category="config_error",
        summary=(
            "The main CMake configure fails at generate time: src/codec/CMakeLists.txt:3 "
            "(add_library of sensorhub_codec, via CODEC_SOURCES on line 2) lists lz_frame.cpp, "
            "but the file in src/codec/ is lzframe.cpp (renamed without updating the list). "
            "CMake reports `Cannot find source file: lz_frame.cpp`, the follow-on `No SOURCES "
            "given to target: sensorhub_codec`, and `CMake Generate step failed`. The host "
            "tools build in the earlier step succeeds; the compiler checks are fine."
        ),
        notes=(
            "GitLab-style log: runner set-up, a passing configure + build of the host tools, "
            "then the main configure with 24 checks (one, SENSORHUB_HAVE_POPCOUNT, fails "
            "harmlessly) and status lines, ending in two CMake errors from the generate step."
        ),
        signals=[
            Sig("exception", "critical", "Cannot find source file:", why="the generate error"),
            Sig("exception", "critical", "lz_frame.cpp", why="the missing file"),
            Sig(
                "stack_location",
                "critical",
                file="src/codec/CMakeLists.txt",
                line=3,
                why="the add_library call",
            ),
            Sig(
                "exception",
                "important",
                "CMake Generate step failed.  Build files cannot be regenerated correctly.",
            ),
            Sig("exception", "optional", "No SOURCES given to target: sensorhub_codec"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["src/codec/CMakeLists.txt", "src/codec/lzframe.cpp"],
        must_mention=["lz_frame.cpp", "lzframe.cpp", "src/codec/CMakeLists.txt", "add_library"],
        must_not_claim=[
            "a missing package",
            "compiler not found",
            "the tools build failed",
            "the failed SENSORHUB_HAVE_POPCOUNT check breaks the build",
        ],
        primary_language="cpp",
        evidence_formats=["plain_error_line", "shell_command_output"],
        noise_profile=["runner_setup", "configure_check_noise", "verbose_build_noise"],
        commands=job.commands,
    )
    return raw, "gitlab", case


# ----------------------------------------------------------------------- 8 cmake + ninja -Werror


TP_LIBS = {
    "core": [
        "allocator",
        "arena",
        "bitset",
        "bloom",
        "deadline",
        "dns_cache",
        "env",
        "fnv",
        "hash",
        "histogram",
        "json_writer",
        "base64",
        "buffer",
        "checksum",
        "clock",
        "config",
        "crc16",
        "endian",
        "error",
        "hexdump",
        "intern",
        "logger",
        "metrics",
        "mutex_stats",
        "options",
        "path",
        "random",
        "rate",
        "ring",
        "semver",
        "slab",
        "span_util",
        "strings",
        "thread_name",
        "time_fmt",
        "trace",
        "utf8",
        "uuid",
    ],
    "proto": [
        "ack",
        "crc_frame",
        "data",
        "decoder",
        "encoder",
        "fragment",
        "hello",
        "heartbeat",
        "nack",
        "reassembly",
        "schema",
        "session",
        "varint",
        "window",
    ],
    "transport": [
        "backoff",
        "dtls",
        "event_loop",
        "keepalive",
        "mqtt_bridge",
        "quic_stub",
        "reconnect",
        "socket",
        "tcp",
        "tls_context",
        "udp",
        "unix_socket",
    ],
    "codec": [
        "bitpack",
        "cbor_lite",
        "delta",
        "dictionary",
        "gorilla",
        "huffman",
        "lz4_frame",
        "rle",
        "simple8b",
        "snappy_frame",
        "xor_float",
        "zigzag",
        "zstd_frame",
    ],
    "cli": ["args", "colors", "main_commands", "table", "usage"],
}


def build_cmake_ninja_werror(w: Path) -> Built:
    files: dict[str, str] = {
        "CMakeLists.txt": dd("""
            cmake_minimum_required(VERSION 3.24)
            project(telemetry_proto VERSION 0.19.0 LANGUAGES CXX)

            set(CMAKE_CXX_STANDARD 20)
            set(CMAKE_CXX_STANDARD_REQUIRED ON)
            add_compile_options(-Wall -Wextra -Wpedantic)

            foreach(lib IN ITEMS core codec proto transport)
              file(GLOB ${lib}_sources CONFIGURE_DEPENDS src/${lib}/*.cpp)
              add_library(tp_${lib} STATIC ${${lib}_sources})
              target_include_directories(tp_${lib} PUBLIC include)
              message(STATUS "tp_${lib}: ${lib} library")
            endforeach()
            target_link_libraries(tp_codec PUBLIC tp_core)
            target_link_libraries(tp_proto PUBLIC tp_codec)
            target_link_libraries(tp_transport PUBLIC tp_proto)

            file(GLOB cli_sources CONFIGURE_DEPENDS src/cli/*.cpp)
            add_executable(tpctl ${cli_sources})
            target_link_libraries(tpctl PRIVATE tp_transport)
            """),
        "include/tp/proto/message.hpp": dd("""
            #pragma once
            #include <cstdint>
            #include <string_view>

            namespace tp::proto {

            enum class MsgKind : std::uint8_t {
                Hello = 1,
                Data = 2,
                Ack = 3,
                Nack = 4,
                Heartbeat = 5,  // added in protocol v7
            };

            struct Header {
                MsgKind kind;
                std::uint16_t length;
                std::uint32_t sequence;
            };

            std::string_view kind_name(MsgKind kind);
            int expected_payload(const Header& header);

            }  // namespace tp::proto
            """),
        "src/proto/decoder.cpp": dd("""
            #include "tp/proto/message.hpp"

            namespace tp::proto {

            std::string_view kind_name(MsgKind kind)
            {
                switch (kind) {
                case MsgKind::Hello: return "hello";
                case MsgKind::Data: return "data";
                case MsgKind::Ack: return "ack";
                case MsgKind::Nack: return "nack";
                case MsgKind::Heartbeat: return "heartbeat";
                }
                return "unknown";
            }

            // Payload length a receiver should expect after the header, or -1 when the
            // message carries a variable-length payload.
            int expected_payload(const Header& header)
            {
                switch (header.kind) {
                case MsgKind::Hello:
                    return 16;
                case MsgKind::Data:
                    return -1;
                case MsgKind::Ack:
                case MsgKind::Nack:
                    return 4;
                }
                return 0;
            }

            }  // namespace tp::proto
            """),
    }
    for group, names in TP_LIBS.items():
        for i, name in enumerate(names):
            if group == "proto" and name == "decoder":
                continue
            func = "main" if name == "main_commands" else f"{name}_check"
            body = (
                f"int main(int argc, char**) {{ return argc > {i + 5} ? 1 : 0; }}\n"
                if func == "main"
                else f"namespace tp::{group} {{\nint {func}(int v) {{ return v * {i + 3} + "
                f"{len(name)}; }}\n}}  // namespace tp::{group}\n"
            )
            files[f"src/{group}/{name}.cpp"] = f'#include "tp/proto/message.hpp"\n\n{body}'
    slug = "edge/telemetry-proto"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "release build (gcc, Werror)")
    job.set_up_job(["actions/cache@v4"])
    job.checkout(sha)
    cache_action(
        job,
        "~/.cache/ccache",
        "ccache-Linux-gcc12-release-a41f09c2",
        "ccache-Linux-gcc12-release-",
        58_720_256,
    )
    env = child_env(PATH="/usr/local/bin:/usr/bin:/bin")
    job.step("cmake --version\nninja --version\ng++ --version | head -n 1", env=env)
    job.step(
        "cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release "
        "-DCMAKE_COMPILE_WARNING_AS_ERROR=ON",
        env=env,
    )
    shown = "cmake --build build --parallel 4"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="cmake-ninja-werror-switch-001",
        framework="gcc",
        failure_category="compile_error",
        summary=(
            "The Release build treats warnings as errors (CMAKE_COMPILE_WARNING_AS_ERROR=ON, "
            "i.e. -Werror). MsgKind gained a Heartbeat enumerator (protocol v7) and "
            "kind_name() handles it, but the switch in expected_payload() in "
            "src/proto/decoder.cpp (line 21) has no case for it, so -Wswitch fires and is "
            "promoted to an error; ninja stops at the object tp_proto's decoder.cpp.o."
        ),
        notes=(
            "GitHub-Actions-style log: runner set-up, git checkout, a ccache restore, a passing "
            "cmake configure for Ninja, then `cmake --build` with ninja progress lines, one "
            "FAILED object with its full compile command and the -Werror=switch error."
        ),
        signals=[
            Sig(
                "compile_error",
                "critical",
                "error: enumeration value \u2018Heartbeat\u2019 not handled in switch "
                "[-Werror=switch]",
                why="the promoted warning",
            ),
            Sig(
                "stack_location",
                "critical",
                file="src/proto/decoder.cpp",
                line=21,
                why="the switch",
            ),
            Sig(
                "failed_test",
                "critical",
                "FAILED: CMakeFiles/tp_proto.dir/src/proto/decoder.cpp.o",
                why="the failing object",
            ),
            Sig("compile_error", "important", "cc1plus: all warnings being treated as errors"),
            Sig("exit_code", "important", "ninja: build stopped: subcommand failed."),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["src/proto/decoder.cpp", "include/tp/proto/message.hpp"],
        must_mention=["Heartbeat", "expected_payload", "-Werror", "switch", "decoder.cpp"],
        must_not_claim=["configure failed", "linker error", "missing header"],
        primary_language="cpp",
        evidence_formats=["compiler_diagnostic", "github_annotation"],
        noise_profile=["runner_setup", "verbose_build_noise", "log_group_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------------------------------- 9 cargo should_panic


CARGO_LOCK_HEAD = (
    "# This file is automatically @generated by Cargo.\n"
    "# It is not intended for manual editing.\nversion = 4\n"
)


def cargo_lock(*names: tuple[str, str]) -> str:
    """Cargo.lock for path-only packages (what cargo writes; nothing to download)."""
    head = CARGO_LOCK_HEAD
    return head + "".join(f'\n[[package]]\nname = "{n}"\nversion = "{v}"\n' for n, v in names)


def build_cargo_should_panic(w: Path) -> Built:
    checks = []
    for i in range(560):
        cap = i % 97 + 1
        take = i * 7 % (cap + 5)
        checks.append(
            f"#[test]\nfn take_{i:03d}() {{\n"
            f"    let mut b = TokenBucket::new({cap});\n"
            f"    assert_eq!(b.try_take({take}), {str(take <= cap).lower()});\n}}\n"
        )
    files = {
        "Cargo.toml": dd("""
            [package]
            name = "tokenbucket"
            version = "0.4.1"
            edition = "2021"
            rust-version = "1.75"

            [dependencies]
            """),
        "Cargo.lock": cargo_lock(("tokenbucket", "0.4.1")),
        "src/lib.rs": dd("""
            //! Token-bucket rate limiting.
            pub mod bucket;
            pub mod refill;
            pub use bucket::TokenBucket;
            pub use refill::tokens_for;

            #[cfg(test)]
            mod generated;
            """),
        "src/generated.rs": "use crate::TokenBucket;\n\n" + "\n".join(checks),
        "src/bucket.rs": dd("""
            /// A bucket holding up to `capacity` tokens.
            #[derive(Debug, Clone)]
            pub struct TokenBucket {
                capacity: u32,
                tokens: u32,
            }

            impl TokenBucket {
                pub fn new(capacity: u32) -> Self {
                    if capacity == 0 {
                        panic!("capacity must be greater than zero");
                    }
                    TokenBucket {
                        capacity,
                        tokens: capacity,
                    }
                }

                pub fn try_take(&mut self, n: u32) -> bool {
                    if n <= self.tokens {
                        self.tokens -= n;
                        true
                    } else {
                        false
                    }
                }

                pub fn refill(&mut self, n: u32) {
                    self.tokens = self.capacity.min(self.tokens.saturating_add(n));
                }
            }

            #[cfg(test)]
            mod tests {
                use super::TokenBucket;

                #[test]
                fn starts_full() {
                    let mut b = TokenBucket::new(3);
                    assert!(b.try_take(3));
                    assert!(!b.try_take(1));
                }

                #[test]
                fn refill_is_capped() {
                    let mut b = TokenBucket::new(5);
                    b.try_take(5);
                    b.refill(100);
                    assert!(b.try_take(5));
                    assert!(!b.try_take(1));
                }

                #[test]
                #[should_panic(expected = "capacity must be non-zero")]
                fn zero_capacity_panics() {
                    TokenBucket::new(0);
                }
            }
            """),
        "src/refill.rs": dd("""
            /// Tokens earned over `elapsed_ms` at `rate_per_sec`.
            pub fn tokens_for(rate_per_sec: u32, elapsed_ms: u32) -> u32 {
                rate_per_sec.saturating_mul(elapsed_ms) / 1000
            }

            #[cfg(test)]
            mod tests {
                use super::tokens_for;

                #[test]
                fn one_second_at_ten_per_second() {
                    assert_eq!(tokens_for(10, 1000), 10);
                }

                #[test]
                fn sub_token_intervals_round_down() {
                    assert_eq!(tokens_for(3, 200), 0);
                }

                #[test]
                #[should_panic(expected = "refill overflow")]
                fn overflowing_rate_panics() {
                    tokens_for(u32::MAX, 5_000);
                }
            }
            """),
        "tests/limits.rs": dd("""
            use tokenbucket::{tokens_for, TokenBucket};

            #[test]
            fn burst_then_refill() {
                let mut b = TokenBucket::new(10);
                assert!(b.try_take(10));
                b.refill(tokens_for(5, 1000));
                assert!(b.try_take(5));
            }

            #[test]
            fn many_small_takes() {
                let mut b = TokenBucket::new(100);
                for _ in 0..100 {
                    assert!(b.try_take(1));
                }
                assert!(!b.try_take(1));
            }
            """),
    }
    slug = "infra/tokenbucket"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "rust:1.95-slim-bookworm")
    job.prepare(sha, "tokenbucket-cargo-1.95")
    env = child_env(
        PATH=PATH_WITH_VENV,
        CARGO_NET_OFFLINE="true",
        CARGO_TARGET_DIR="target",
        CARGO_INCREMENTAL="0",
        CI="true",
        GITLAB_CI="true",
    )
    job.sh("rustc --version && cargo --version", env=env)
    job.sh("cargo fmt --all -- --check", env=env)
    job.sh("cargo build --locked --all-targets", env=env)
    shown = "cargo test --locked --no-fail-fast"
    job.sh(shown, env=env)
    raw = job.finish(artifacts="junit.xml")
    case = Case(
        case_id="cargo-test-should-panic-001",
        framework="cargo",
        failure_category="test_assertion",
        summary=(
            "Two #[should_panic] unit tests fail; 564 other unit tests pass. "
            "bucket::tests::zero_capacity_panics expects the panic message to contain "
            '"capacity must be non-zero", but TokenBucket::new (src/bucket.rs:11) now panics '
            'with "capacity must be greater than zero" (message and test drifted apart). '
            "refill::tests::overflowing_rate_panics expects a panic, but tokens_for() in "
            "src/refill.rs now uses saturating_mul and never panics. Either the code or the "
            "tests' expectations must change."
        ),
        notes=(
            "GitLab-style log: runner set-up, passing fmt and build steps, then `cargo test` "
            "with 564 `... ok` lines in the lib test binary, two should_panic failures, and a "
            "passing integration-test binary after it (--no-fail-fast)."
        ),
        signals=[
            Sig(
                "failed_test",
                "critical",
                "test bucket::tests::zero_capacity_panics - should panic ... FAILED",
                why="first failing test",
            ),
            Sig(
                "assertion",
                "critical",
                "note: panic did not contain expected string",
                why="why it fails",
            ),
            Sig(
                "failed_test",
                "critical",
                "test refill::tests::overflowing_rate_panics - should panic ... FAILED",
                why="second failing test",
            ),
            Sig(
                "assertion",
                "critical",
                "note: test did not panic as expected",
                why="why the second fails",
            ),
            Sig("assertion", "critical", "test result: FAILED. 564 passed; 2 failed", why="totals"),
            Sig("assertion", "important", 'panic message: "capacity must be greater than zero"'),
            Sig("assertion", "important", 'expected substring: "capacity must be non-zero"'),
            Sig("stack_location", "important", file="src/bucket.rs", line=11),
            Sig("stack_location", "optional", file="src/refill.rs", line=22),
            Sig("command", "optional", "error: test failed, to rerun pass `--lib`"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 101"),
        ],
        relevant_files=["src/bucket.rs", "src/refill.rs"],
        relevant_tests=[
            "bucket::tests::zero_capacity_panics",
            "refill::tests::overflowing_rate_panics",
        ],
        must_mention=[
            "should_panic",
            "capacity must be non-zero",
            "saturating_mul",
            "overflowing_rate_panics",
        ],
        must_not_claim=["a compile error", "the integration tests failed", "flaky test"],
        primary_language="rust",
        evidence_formats=["panic_message", "test_summary"],
        noise_profile=["runner_setup", "test_progress_noise"],
        multi_failure=True,
        commands=job.commands,
    )
    return raw, "gitlab", case


# --------------------------------------------------------------------------- 10 cargo build E0599


def rust_noisy_lib(name: str, deps: list[str], k: int) -> str:
    """A crate that compiles with warnings: unused imports, variables and dead code."""
    uses = "".join(f"use {d}::describe_{d};\n" for d in deps[:1])
    return dd(f"""
        //! {name}: part of the ledger workspace.
        @USES@use std::collections::BTreeMap;
        use std::fmt::Write;

        const SCALE_{k}: i64 = {100 + k};

        pub struct Entry{k} {{
            pub account: String,
            pub cents: i64,
            memo: Option<String>,
        }}

        fn legacy_total_{k}(entries: &[Entry{k}]) -> i64 {{
            entries.iter().map(|e| e.cents).sum()
        }}

        pub fn describe_{name}(entries: &[Entry{k}]) -> String {{
            let mut by_account: BTreeMap<&str, i64> = BTreeMap::new();
            let unused_scale = SCALE_{k} * 2;
            for e in entries {{
                *by_account.entry(e.account.as_str()).or_default() += e.cents;
            }}
            format!("{name}: {{}} accounts", by_account.len())
        }}
        """).replace("@USES@", uses)


def build_cargo_e0599(w: Path) -> Built:
    crates = [
        "money",
        "calendar",
        "accounts",
        "journal",
        "importers",
        "tax",
        "audit_log",
        "budgets",
        "reconcile",
        "exports",
    ]
    files: dict[str, str] = {
        "Cargo.toml": dd("""
            [workspace]
            resolver = "2"
            members = ["crates/*"]

            [workspace.package]
            version = "2.6.0"
            edition = "2021"
            """),
    }
    lock = []
    prev: str | None = None
    for k, name in enumerate(crates):
        deps = [prev] if prev and k % 3 else []
        files[f"crates/{name}/Cargo.toml"] = dd(f"""
            [package]
            name = "{name}"
            version.workspace = true
            edition.workspace = true

            [dependencies]
            """) + "".join(f'{d} = {{ path = "../{d}" }}\n' for d in deps)
        files[f"crates/{name}/src/lib.rs"] = rust_noisy_lib(name, deps, k)
        lock.append((name, "2.6.0", deps))
        prev = name
    files["crates/fx/Cargo.toml"] = dd("""
        [package]
        name = "fx"
        version.workspace = true
        edition.workspace = true

        [dependencies]
        calendar = { path = "../calendar" }
        journal = { path = "../journal" }
        money = { path = "../money" }
        tax = { path = "../tax" }
        """)
    files["crates/fx/src/lib.rs"] = dd("""
        //! Exchange rates between the currencies the ledger books in.
        pub mod rates;
        pub use rates::{Currency, RateTable};
        """)
    files["crates/fx/src/rates.rs"] = dd("""
        use std::collections::HashMap;

        /// ISO 4217 currencies the ledger supports.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
        pub enum Currency {
            Eur,
            Usd,
            Gbp,
            Chf,
            Sek,
        }

        /// Rates to EUR, in millionths.
        pub struct RateTable {
            to_eur: HashMap<Currency, i64>,
        }

        impl RateTable {
            pub fn new() -> Self {
                RateTable {
                    to_eur: HashMap::new(),
                }
            }

            pub fn set(&mut self, currency: Currency, micros: i64) {
                let previous = self.to_eur.len();
                self.to_eur.insert(currency, micros);
            }

            pub fn convert_to_eur(&self, currency: Currency, cents: i64) -> Option<i64> {
                self.to_eur.get(&currency).map(|m| cents * m / 1_000_000)
            }
        }
        """)
    files["crates/ledger_cli/Cargo.toml"] = dd("""
        [package]
        name = "ledger_cli"
        version.workspace = true
        edition.workspace = true

        [dependencies]
        fx = { path = "../fx" }
        money = { path = "../money" }
        exports = { path = "../exports" }
        """)
    files["crates/ledger_cli/src/main.rs"] = dd("""
        use fx::{Currency, RateTable};

        fn main() {
            let mut table = RateTable::new();
            table.set(Currency::Usd, 921_000);
            println!("{:?}", table.convert_to_eur(Currency::Usd, 10_000));
        }
        """)
    lock += [
        ("fx", "2.6.0", ["calendar", "journal", "money", "tax"]),
        ("ledger_cli", "2.6.0", ["exports", "fx", "money"]),
    ]
    head = CARGO_LOCK_HEAD
    body = ""
    for n, v, deps in sorted(lock):
        body += f'\n[[package]]\nname = "{n}"\nversion = "{v}"\n'
        if deps:
            body += "dependencies = [\n" + "".join(f' "{d}",\n' for d in sorted(deps)) + "]\n"
    files["Cargo.lock"] = head + body
    slug = "books/ledger"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "build (stable)")
    job.set_up_job(["dtolnay/rust-toolchain@stable", "actions/cache@v4"])
    job.checkout(sha)
    job.action(
        "dtolnay/rust-toolchain@stable",
        {"toolchain": "stable", "components": "rustfmt"},
        dd("""
        ##[group]Run : parse toolchain version
        : parse toolchain version
        if [[ -z $toolchain ]]; then
          # GitHub does not enforce `required: true` inputs itself. https://github.com/actions/runner/issues/1070
          echo "'toolchain' is a required input" >&2
          exit 1
        fi
        shell: /usr/bin/bash --noprofile --norc -e -o pipefail {0}
        env:
          toolchain: stable
        ##[endgroup]
        """),
    )
    cache_action(
        job,
        "~/.cargo/registry\n~/.cargo/git\ntarget",
        "Linux-cargo-3b9e4a71c0d2f5e8",
        "Linux-cargo-",
        214_958_080,
    )
    env = child_env(PATH=PATH_WITH_VENV, CARGO_NET_OFFLINE="true", CARGO_TARGET_DIR="target")
    job.step("rustc --version --verbose\ncargo --version", env=env)
    job.step("cargo fmt --all -- --check", env=env)
    shown = "cargo build --workspace --locked"
    job.step(shown, env=env, shown_env={"CARGO_INCREMENTAL": "0", "CARGO_TERM_COLOR": "never"})
    raw = job.finish()
    case = Case(
        case_id="cargo-build-e0599-trait-bounds-001",
        framework="cargo",
        failure_category="compile_error",
        summary=(
            "The workspace build fails in crate fx: RateTable stores rates in a "
            "HashMap<Currency, i64>, but the Currency enum (crates/fx/src/rates.rs line 5) "
            "derives PartialEq, Eq, PartialOrd and Ord, not Hash, so `self.to_eur.insert(...)` "
            "(rates.rs:27) and `self.to_eur.get(...)` (rates.rs:31) fail with E0599 (the "
            "methods exist but their trait bound `Currency: Hash` is not satisfied). Fix: add "
            "#[derive(Hash)] (or use a BTreeMap). The unused-import, unused-variable and "
            "dead-code warnings in the other crates do not fail the build."
        ),
        notes=(
            "GitHub-Actions-style log: runner set-up, git checkout, toolchain and cache "
            "actions, a passing `cargo fmt --check`, then `cargo build --workspace` with a "
            "few dozen warnings (unused imports and variables, dead code) from the crates fx "
            "depends on and from crates built in parallel, then two E0599 errors in fx."
        ),
        signals=[
            Sig(
                "compile_error",
                "critical",
                "error[E0599]: the method `insert` exists for struct `HashMap<Currency, i64>`, "
                "but its trait bounds were not satisfied",
                why="the first error",
            ),
            Sig(
                "stack_location",
                "critical",
                file="crates/fx/src/rates.rs",
                line=27,
                why="the insert call",
            ),
            Sig(
                "compile_error",
                "critical",
                "doesn't satisfy `Currency: Hash`",
                why="the missing derive",
            ),
            Sig(
                "exit_code",
                "critical",
                "error: could not compile `fx` (lib) due to 2 previous errors",
                why="which crate failed",
            ),
            Sig(
                "compile_error",
                "important",
                "error[E0599]: the method `get` exists for struct `HashMap<Currency, i64>`",
            ),
            Sig("stack_location", "important", file="crates/fx/src/rates.rs", line=31),
            Sig(
                "compile_error",
                "optional",
                "help: consider annotating `Currency` with `#[derive(Hash)]`",
            ),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 101."),
        ],
        relevant_files=["crates/fx/src/rates.rs"],
        must_mention=["Currency", "Hash", "HashMap", "E0599", "derive"],
        must_not_claim=[
            "the unused variable warnings fail the build",
            "cargo fmt failed",
            "a dependency could not be downloaded",
        ],
        primary_language="rust",
        evidence_formats=["compiler_diagnostic", "github_annotation"],
        noise_profile=[
            "runner_setup",
            "warning_noise",
            "verbose_build_noise",
            "log_group_noise",
        ],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------------------------------- 11 cargo run panic


REGION_WORDS = [
    "alpine",
    "basin",
    "canyon",
    "delta",
    "estuary",
    "fjord",
    "glacier",
    "highland",
    "isthmus",
    "jungle",
    "karst",
    "lagoon",
    "mesa",
    "nunatak",
    "oasis",
    "plateau",
    "quarry",
    "ridge",
    "steppe",
    "tundra",
    "upland",
    "valley",
    "wetland",
]
BAD_REGION = 760


def build_cargo_run_panic(w: Path) -> Built:
    rows = ["id;name;min_lon;min_lat;max_lon;max_lat"]
    for i in range(1, 921):
        lon = round(-170 + (i * 37 % 340) + (i % 7) * 0.125, 3)
        lat = round(-60 + (i * 53 % 120) + (i % 5) * 0.25, 3)
        w_, h_ = 0.5 + (i % 9) * 0.25, 0.25 + (i % 4) * 0.5
        name = f"{REGION_WORDS[i % len(REGION_WORDS)]}-{i % 97:02d}"
        min_lat = f"{lat:.3f}"
        if i == BAD_REGION:
            min_lat = min_lat.replace(".", ",")  # a spreadsheet export with a decimal comma
        rows.append(f"{i:04d};{name};{lon:.3f};{min_lat};{lon + w_:.3f};{lat + h_:.3f}")
    files = {
        "Cargo.toml": dd("""
            [package]
            name = "tilegen"
            version = "1.8.2"
            edition = "2021"

            [dependencies]
            """),
        "Cargo.lock": cargo_lock(("tilegen", "1.8.2")),
        "data/regions.csv": "\n".join(rows) + "\n",
        "src/parse.rs": dd("""
            /// One row of data/regions.csv (`;`-separated, exported from the planning sheet).
            #[derive(Debug, Clone)]
            pub struct Region {
                pub id: u32,
                pub name: String,
                pub min_lon: f64,
                pub min_lat: f64,
                pub max_lon: f64,
                pub max_lat: f64,
            }

            pub fn parse_row(line: &str) -> Region {
                let f: Vec<&str> = line.split(';').collect();
                Region {
                    id: f[0].parse().unwrap(),
                    name: f[1].to_string(),
                    min_lon: f[2].parse().unwrap(),
                    min_lat: f[3].parse().unwrap(),
                    max_lon: f[4].parse().unwrap(),
                    max_lat: f[5].parse().unwrap(),
                }
            }
            """),
        "src/tiles.rs": dd("""
            use std::f64::consts::PI;

            pub fn lon_to_x(lon: f64, zoom: u32) -> u32 {
                ((lon + 180.0) / 360.0 * f64::from(1u32 << zoom)).floor() as u32
            }

            pub fn lat_to_y(lat: f64, zoom: u32) -> u32 {
                let r = lat.to_radians();
                let n = f64::from(1u32 << zoom);
                ((1.0 - (r.tan() + 1.0 / r.cos()).ln() / PI) / 2.0 * n).floor() as u32
            }
            """),
        "src/main.rs": dd("""
            mod parse;
            mod tiles;

            use std::env;
            use std::fs;

            fn arg(name: &str, default: &str) -> String {
                let args: Vec<String> = env::args().collect();
                args.iter()
                    .position(|a| a == name)
                    .map(|i| args[i + 1].clone())
                    .unwrap_or_else(|| default.to_string())
            }

            fn main() {
                let input = arg("--input", "data/regions.csv");
                let zoom: u32 = arg("--zoom", "10").parse().expect("--zoom must be a number");
                let text = fs::read_to_string(&input).expect("cannot read input");
                eprintln!("[INFO] tilegen {} zoom={zoom} input={input}", env!("CARGO_PKG_VERSION"));
                let mut total = 0u64;
                for line in text.lines().skip(1) {
                    let region = parse::parse_row(line);
                    let x0 = tiles::lon_to_x(region.min_lon, zoom);
                    let x1 = tiles::lon_to_x(region.max_lon, zoom);
                    let y0 = tiles::lat_to_y(region.max_lat, zoom);
                    let y1 = tiles::lat_to_y(region.min_lat, zoom);
                    let count = u64::from(x1 - x0 + 1) * u64::from(y1 - y0 + 1);
                    if region.max_lat.abs() > 58.0 {
                        eprintln!("[WARN] region {:04} {} reaches beyond 58 degrees; tiles are heavily distorted", region.id, region.name);
                    }
                    total += count;
                    eprintln!(
                        "[INFO] region {:04} {:<12} x={x0}..{x1} y={y0}..{y1} tiles={count} total={total}",
                        region.id, region.name
                    );
                }
                println!("planned {total} tiles");
            }
            """),  # noqa: E501
    }
    slug = "maps/tilegen"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "plan tiles (z12)")
    job.set_up_job(["dtolnay/rust-toolchain@stable", "actions/cache@v4"])
    job.checkout(sha)
    job.action(
        "dtolnay/rust-toolchain@stable",
        {"toolchain": "stable"},
        dd("""
        ##[group]Run rustup toolchain install stable --profile minimal --no-self-update
        rustup toolchain install stable --profile minimal --no-self-update
        shell: /usr/bin/bash --noprofile --norc -e -o pipefail {0}
        env:
          RUSTUP_PERMIT_COPY_RENAME: 1
        ##[endgroup]
        info: syncing channel updates for 'stable-x86_64-unknown-linux-gnu'
        info: latest update on 2026-04-16, rust version 1.95.0 (59807616e 2026-04-14)
        info: default toolchain set to 'stable-x86_64-unknown-linux-gnu'
        """),
    )
    cache_action(
        job,
        "~/.cargo/registry\ntarget",
        "Linux-tilegen-cargo-7f2e91c4",
        "Linux-tilegen-cargo-",
        96_468_992,
    )
    env = child_env(PATH=PATH_WITH_VENV, CARGO_NET_OFFLINE="true", CARGO_TARGET_DIR="target")
    job.step("cargo build --locked", env=env)
    shown = "cargo run --locked -- --input data/regions.csv --zoom 12"
    job.step(shown, env=env, shown_env={"RUST_BACKTRACE": "1"})
    raw = job.finish()
    case = Case(
        case_id="cargo-run-panic-backtrace-001",
        framework="cargo",
        failure_category="runtime_error",
        summary=(
            "tilegen panics while reading data/regions.csv: parse_row() in src/parse.rs "
            "unwraps `f[3].parse::<f64>()` (min_lat, line 18), and the row after region 0759 "
            f"(region {BAD_REGION:04d}) has a decimal comma in min_lat, so the parse fails with "
            "ParseFloatError { kind: Invalid }. The data row must be fixed (or parse_row must "
            "report bad rows instead of unwrapping). The high-latitude distortion warnings are "
            "unrelated."
        ),
        notes=(
            "GitHub-Actions-style log: runner set-up, git checkout, toolchain and cache "
            "actions, a passing `cargo build`, then `cargo run` printing ~800 progress and "
            "warning lines to stderr before a panic with RUST_BACKTRACE=1."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "called `Result::unwrap()` on an `Err` value: ParseFloatError { kind: Invalid }",
                why="the panic message",
            ),
            Sig("stack_location", "critical", file="src/parse.rs", line=18, why="the unwrap"),
            Sig("step_name", "important", "[INFO] region 0759"),
            Sig("exception", "important", "tilegen::parse::parse_row"),
            Sig("stack_location", "optional", file="src/main.rs", line=22),
            Sig("exit_code", "important", "##[error]Process completed with exit code 101."),
        ],
        relevant_files=["src/parse.rs", "data/regions.csv"],
        must_mention=["ParseFloatError", "parse_row", "decimal comma", "regions.csv"],
        must_not_claim=[
            "a compile error",
            "the latitude warnings caused the failure",
            "out of memory",
        ],
        primary_language="rust",
        evidence_formats=["panic_message", "traceback", "github_annotation"],
        noise_profile=["runner_setup", "progress_noise", "log_group_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------------------- 12 terraform validate nested


PLATFORM_PARTS = [
    "network",
    "dns",
    "iam",
    "logging",
    "metrics",
    "secrets",
    "kms",
    "registry",
    "queue",
    "cache",
    "database",
    "storage",
    "scheduler",
    "mesh",
    "tracing",
    "alerting",
    "backup",
    "search",
    "mail",
    "vpn",
    "bastion",
    "waf",
    "sftp",
    "status_page",
    "feature_flags",
    "batch",
    "cron",
    "audit",
]


def tf_leaf_module(name: str, k: int) -> dict[str, str]:
    return {
        "variables.tf": dd(f"""
            variable "environment" {{
              type = string
            }}

            variable "replicas" {{
              type    = number
              default = {k % 3 + 1}
            }}
            """),
        "main.tf": dd(f"""
            resource "terraform_data" "{name}" {{
              input = {{
                name     = "${{var.environment}}-{name}"
                replicas = var.replicas
              }}
            }}
            """),
        "outputs.tf": dd(f"""
            output "id" {{
              value = terraform_data.{name}.id
            }}
            """),
    }


def build_terraform_validate_nested(w: Path) -> Built:
    files: dict[str, str] = {}
    calls = []
    for k, part in enumerate(PLATFORM_PARTS):
        for fname, text in tf_leaf_module(part, k).items():
            files[f"modules/platform/modules/{part}/{fname}"] = text
        calls.append(
            f'module "{part}" {{\n  source      = "./modules/{part}"\n'
            f"  environment = var.environment\n}}\n"
        )
    files["modules/platform/variables.tf"] = 'variable "environment" {\n  type = string\n}\n'
    files["modules/platform/main.tf"] = "\n".join(calls)
    files["modules/platform/outputs.tf"] = dd("""
        output "network_id" {
          value = module.network.id
        }
        """)
    files["modules/edge/variables.tf"] = dd("""
        variable "environment" {
          type = string
        }

        variable "origins" {
          type = list(string)
        }
        """)
    files["modules/edge/main.tf"] = dd("""
        module "cdn" {
          source      = "./modules/cdn"
          environment = var.environment
          origins     = var.origins
        }

        resource "terraform_data" "dns_alias" {
          input = {
            name   = "cdn.${var.environment}.example.net"
            target = module.cdn.distribution_ids[0]
          }
        }
        """)
    files["modules/edge/modules/cdn/variables.tf"] = dd("""
        variable "environment" {
          type = string
        }

        variable "origins" {
          type = list(string)
        }
        """)
    files["modules/edge/modules/cdn/main.tf"] = dd("""
        resource "terraform_data" "origin" {
          for_each = toset(var.origins)
          input = {
            hostname = each.value
            shield   = "${var.environment}-shield"
          }
        }

        resource "terraform_data" "distribution" {
          input = {
            name    = "${var.environment}-cdn"
            origins = [for o in terraform_data.origin : o.output.hostname]
          }
        }

        resource "terraform_data" "purge_hook" {
          triggers_replace = [terraform_data.distribution.outputs.name]
          input = {
            url = "https://hooks.example.net/purge/${var.environment}"
          }
        }
        """)
    files["modules/edge/modules/cdn/outputs.tf"] = dd("""
        output "distribution_ids" {
          value = [terraform_data.distrib.id]
        }
        """)
    for env_name in ("staging", "production"):
        body = dd(f"""
            terraform {{
              required_version = ">= 1.6"
            }}

            module "platform" {{
              source      = "../../modules/platform"
              environment = "{env_name}"
            }}
            """)
        if env_name == "production":
            body += dd("""

                module "edge" {
                  source      = "../../modules/edge"
                  environment = "production"
                  origins     = ["web-1.production.internal", "web-2.production.internal"]
                }
                """)
        files[f"envs/{env_name}/main.tf"] = body
    files[".terraformrc"] = ""
    slug = "acme-infra/platform-live"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "validate")
    job.set_up_job(["hashicorp/setup-terraform@v3"])
    job.checkout(sha)
    tf_version = version_of(["terraform", "version"]).split()[-1].lstrip("v")
    job.action(
        "hashicorp/setup-terraform@v3",
        {
            "terraform_version": tf_version,
            "terraform_wrapper": "false",
            "cli_config_credentials_hostname": "app.terraform.io",
        },
        dd("""
        (node:1873) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.
        (Use `node --trace-deprecation ...` to show where the warning was created)
        [command]/usr/bin/unzip -o -q /home/runner/work/_temp/8a7c2e3d-1f0b-4c5e-9d6a-3b2f1e0d9c8b
        """),  # noqa: E501
    )
    env = child_env(
        PATH=PATH_WITH_VENV,
        TF_CLI_CONFIG_FILE=str(job.cwd / ".terraformrc"),
        CHECKPOINT_DISABLE="1",
        TF_IN_AUTOMATION="1",
    )
    job.step("terraform version\nterraform fmt -check -recursive", env=env)
    job.step(
        "cd envs/staging\nterraform init -backend=false -input=false\nterraform validate",
        env=env,
    )
    shown = (
        "cd envs/production\nterraform init -backend=false -input=false\n"
        "terraform validate -no-color"
    )
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="terraform-validate-nested-module-001",
        framework="terraform",
        failure_category="config_error",
        summary=(
            "`terraform validate` fails for envs/production only, because only production "
            "uses the edge module, whose nested module modules/edge/modules/cdn has two "
            "errors: main.tf line 17 reads `terraform_data.distribution.outputs.name`, but "
            "terraform_data has an `output` attribute, not `outputs` (Terraform suggests "
            '"output"); outputs.tf line 2 references terraform_data.distrib, which is not '
            "declared (the resource is named `distribution`). envs/staging validates fine."
        ),
        notes=(
            "GitHub-Actions-style log: runner set-up, git checkout, setup-terraform (with a "
            "node deprecation warning), fmt check, a passing init + validate of "
            "envs/staging (coloured), then init + validate -no-color of envs/production with "
            "two errors inside the nested module edge.cdn."
        ),
        signals=[
            Sig("exception", "critical", "Error: Unsupported attribute", why="first error"),
            Sig(
                "stack_location",
                "critical",
                file="modules/edge/modules/cdn/main.tf",
                line=17,
                why="where, in the nested module",
            ),
            Sig(
                "exception",
                "important",
                '"outputs". Did you mean "output"?',
            ),
            Sig(
                "exception",
                "critical",
                "Error: Reference to undeclared resource",
                why="second error",
            ),
            Sig(
                "stack_location",
                "critical",
                file="modules/edge/modules/cdn/outputs.tf",
                line=2,
                why="where the second error is",
            ),
            Sig(
                "exception",
                "important",
                'A managed resource "terraform_data" "distrib" has not been declared in',
            ),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["modules/edge/modules/cdn/main.tf", "modules/edge/modules/cdn/outputs.tf"],
        must_mention=["outputs", "distrib", "cdn", "nested module", "production"],
        must_not_claim=[
            "terraform init failed",
            "provider download failed",
            "staging is broken",
            "the punycode deprecation warning matters",
        ],
        primary_language="hcl",
        evidence_formats=["plain_error_line", "source_excerpt", "github_annotation"],
        noise_profile=["runner_setup", "log_group_noise", "ansi_colored_block"],
        multi_failure=True,
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------------------------------- 13 terraform init


TF_STACKS = {
    "backup": ["vaults", "plans", "selections", "reports"],
    "compute": ["launch_templates", "asg_web", "asg_workers", "spot_fleet", "ami_lookup"],
    "data": ["rds_primary", "rds_replica", "elasticache", "opensearch", "glue_catalog"],
    "dns": ["zones", "records", "dnssec", "resolver_rules", "health_checks"],
    "edge": ["cloudfront", "waf_rules", "certificates", "origin_shield"],
    "iam": ["roles", "policies", "groups", "oidc_github", "break_glass", "service_accounts"],
    "kms": ["keys", "aliases", "grants"],
    "logging": ["central_bucket", "firehose", "retention", "athena_tables"],
    "monitoring": [
        "dashboards",
        "alarms",
        "log_groups",
        "metric_filters",
        "synthetics",
        "oncall_routes",
        "slo",
    ],
    "network": [
        "vpc",
        "subnets",
        "route_tables",
        "nat",
        "flow_logs",
        "tgw_attachment",
        "security_groups",
    ],
    "shared": ["kms_keys", "s3_buckets", "ssm_parameters", "ecr_repos"],
}
TF_PROVIDERS = {"aws": ["4.67.0", "5.31.0"], "random": ["3.6.0"], "null": ["3.2.2"]}


def build_terraform_init_constraints(w: Path) -> Built:
    files: dict[str, str] = {}
    for stack, mods in TF_STACKS.items():
        calls = []
        for mod in mods:
            files[f"stacks/{stack}/modules/{mod}/main.tf"] = dd(f"""
                variable "name_prefix" {{
                  type = string
                }}

                resource "random_id" "{mod}" {{
                  byte_length = 4
                  prefix      = "${{var.name_prefix}}-{mod}-"
                }}
                """)
            calls.append(
                f'module "{mod}" {{\n  source      = "./modules/{mod}"\n'
                f'  name_prefix = "acme-{stack}"\n}}\n'
            )
        files[f"stacks/{stack}/versions.tf"] = dd("""
            terraform {
              required_version = ">= 1.6"

              required_providers {
                aws = {
                  source  = "hashicorp/aws"
                  version = "~> 4.67"
                }
                random = {
                  source  = "hashicorp/random"
                  version = "~> 3.6"
                }
              }
            }
            """)
        files[f"stacks/{stack}/main.tf"] = "\n".join(calls)
    # the network stack's vpc module pulls in an endpoints module written for AWS provider v5
    files["stacks/network/modules/vpc/main.tf"] += dd("""

        module "endpoints" {
          source = "./modules/endpoints"
          vpc_id = random_id.vpc.hex
        }
        """)
    files["stacks/network/modules/vpc/modules/endpoints/versions.tf"] = dd("""
        terraform {
          required_providers {
            aws = {
              source  = "hashicorp/aws"
              version = ">= 5.0"
            }
            null = {
              source  = "hashicorp/null"
              version = "~> 3.2"
            }
          }
        }
        """)
    files["stacks/network/modules/vpc/modules/endpoints/main.tf"] = dd("""
        variable "vpc_id" {
          type = string
        }

        resource "null_resource" "gateway_endpoints" {
          triggers = {
            vpc_id   = var.vpc_id
            services = "s3,dynamodb"
          }
        }
        """)
    files["scripts/tf-init-all.sh"] = dd("""
        #!/usr/bin/env bash
        # terraform init every stack (providers come from the runner's mirror)
        set -euo pipefail
        for dir in stacks/*/; do
          echo "==> ${dir%/}"
          terraform -chdir="$dir" init -input=false -backend=false -no-color
        done
        """)
    slug = "acme-infra/aws-landing-zone"
    _, sha = make_origin(w, slug, files)
    # the runner image's provider mirror: placeholder files in the unpacked layout
    mirror = w / "runner-image" / "terraform-providers"
    for name, versions in TF_PROVIDERS.items():
        for v in versions:
            path = mirror / "registry.terraform.io" / "hashicorp" / name / v / "linux_amd64"
            path.mkdir(parents=True)
            (path / f"terraform-provider-{name}_v{v}_x5").write_text(f"placeholder {name} {v}\n")
    rc = w / "runner-image" / "terraformrc"
    rc.write_text(
        dd(f"""
        provider_installation {{
          filesystem_mirror {{
            path    = "{mirror}"
            include = ["registry.terraform.io/hashicorp/*"]
          }}
        }}
        plugin_cache_dir = "{w / "runner-image" / "plugin-cache"}"
        """)
    )
    (w / "runner-image" / "plugin-cache").mkdir()
    job = Lab(w, slug, "registry.example.com/ci/terraform:1.11")
    job.prepare(sha, "landing-zone-tf-plugins")
    env = child_env(
        PATH=PATH_WITH_VENV,
        TF_CLI_CONFIG_FILE=str(rc),
        CHECKPOINT_DISABLE="1",
        TF_IN_AUTOMATION="1",
        CI="true",
        GITLAB_CI="true",
    )
    job.sh("terraform version", env=env)
    job.sh("terraform fmt -check -recursive -diff", env=env)
    shown = "bash scripts/tf-init-all.sh"
    job.sh(shown, env=env)
    raw = job.finish(after=["ls stacks/*/.terraform.lock.hcl"], artifacts="stacks/*/tfplan")
    case = Case(
        case_id="terraform-init-provider-constraints-001",
        framework="terraform",
        failure_category="dependency_install",
        summary=(
            "`terraform init` of stacks/network fails: the stack pins hashicorp/aws "
            "`~> 4.67` (stacks/network/versions.tf), but its vpc module now includes a nested "
            "module, modules/vpc/modules/endpoints, whose versions.tf requires aws `>= 5.0`. "
            "No version satisfies both (`~> 4.67, >= 5.0.0`), so Terraform cannot select an "
            "AWS provider. The eight stacks before it initialise fine; the provider "
            "mirror and network are not the problem. Fix: raise the stack's constraint to "
            "v5 or pin the endpoints module to a v4-compatible release."
        ),
        notes=(
            "GitLab-style log: runner set-up, fmt check, then a script that runs `terraform "
            "init` for each stack; eight stacks install providers from the mirror (each with "
            "a lock-file warning), the ninth fails on conflicting aws constraints; an "
            "after_script lists the lock files."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "Error: Failed to query available provider packages",
                why="the init error",
            ),
            Sig(
                "dependency",
                "critical",
                "no available releases match the given constraints ~> 4.67, >= 5.0.0",
                why="the conflicting constraints",
            ),
            Sig("step_name", "critical", "==> stacks/network", why="which stack fails"),
            Sig(
                "dependency",
                "important",
                "Could not retrieve the list of available versions for provider hashicorp/aws:",
            ),
            Sig(
                "dependency",
                "important",
                '- Finding hashicorp/aws versions matching "~> 4.67, >= 5.0.0"...',
            ),
            Sig("command", "optional", "- vpc.endpoints in modules/vpc/modules/endpoints"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=[
            "stacks/network/versions.tf",
            "stacks/network/modules/vpc/modules/endpoints/versions.tf",
        ],
        must_mention=["hashicorp/aws", "~> 4.67", ">= 5.0", "endpoints", "network"],
        must_not_claim=[
            "network failure",
            "registry unreachable",
            "state lock",
            "the other stacks failed",
            "the lock file warning is the cause",
        ],
        primary_language="hcl",
        evidence_formats=["plain_error_line", "shell_command_output"],
        noise_profile=["runner_setup", "repeated_success_blocks", "dependency_install"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# --------------------------------------------------------------------------- 14 CLI traceback


PRODUCT_WORDS = [
    "Anvil",
    "Bracket",
    "Chisel",
    "Dowel",
    "Easel",
    "Funnel",
    "Gimlet",
    "Hinge",
    "Inkwell",
    "Jigsaw",
    "Kettle",
    "Ladle",
    "Mallet",
    "Nozzle",
    "Oiler",
    "Pliers",
    "Quill",
    "Rasp",
    "Sieve",
    "Trowel",
    "Vise",
    "Whisk",
]
BAD_SKU_INDEX = 700


def build_traceback_cli(w: Path) -> Built:
    rows = ["sku,name,price_eur,stock,has_description"]
    descriptions: dict[str, bytes] = {}
    for i in range(1, 1001):
        sku = f"SKU-{4000 + i * 7:05d}"
        name = f"{PRODUCT_WORDS[i % len(PRODUCT_WORDS)]} {['Mini', 'Pro', 'XL', 'Classic'][i % 4]}"
        price = "" if i % 61 == 0 else f"{(i * 379) % 9000 / 100 + 1:.2f}"
        has_desc = i % 5 == 0 or i == BAD_SKU_INDEX
        rows.append(f"{sku},{name},{price},{i * 13 % 250},{int(has_desc)}")
        if has_desc:
            text = f"{name}: hand-finished, {i % 9 + 2} year warranty.\n"
            if i == BAD_SKU_INDEX:  # exported from the old shop system in Latin-1
                descriptions[sku] = "Crème brûlée torch, refillable, with safety lock.\n".encode(
                    "latin-1"
                )
            else:
                descriptions[sku] = text.encode()
    bad_sku = f"SKU-{4000 + BAD_SKU_INDEX * 7:05d}"
    files = {
        "requirements.txt": pins("jsonschema"),
        "data/products.csv": "\n".join(rows) + "\n",
        "catalog_sync/__init__.py": '__version__ = "4.7.1"\n',
        "catalog_sync/__main__.py": dd("""
            from catalog_sync.cli import main

            raise SystemExit(main())
            """),
        "catalog_sync/cli.py": dd('''
            """Command line: build the static catalog and push it to the shop."""
            import argparse
            import csv
            import logging
            from pathlib import Path

            from catalog_sync import __version__
            from catalog_sync.sync import sync_all

            log = logging.getLogger("catalog_sync")


            def parse_args(argv=None):
                p = argparse.ArgumentParser(prog="catalog_sync")
                p.add_argument("--source", type=Path, required=True)
                p.add_argument("--out", type=Path, default=Path("build/catalog"))
                p.add_argument("--batch-size", type=int, default=50)
                p.add_argument("--version", action="version", version=__version__)
                return p.parse_args(argv)


            def main(argv=None) -> int:
                args = parse_args(argv)
                logging.basicConfig(
                    level=logging.INFO,
                    format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
                )
                log.info("catalog_sync %s: source=%s out=%s", __version__, args.source, args.out)
                with args.source.open(newline="") as fh:
                    rows = list(csv.DictReader(fh))
                log.info("loaded %d products", len(rows))
                args.out.mkdir(parents=True, exist_ok=True)
                sync_all(rows, args.out, batch_size=args.batch_size)
                log.info("done")
                return 0
            '''),
        "catalog_sync/sync.py": dd('''
            """Render every product page and commit them in batches."""
            import logging
            from pathlib import Path

            from catalog_sync.render import render_product

            log = logging.getLogger("catalog_sync.sync")


            def sync_all(rows: list[dict[str, str]], out: Path, batch_size: int) -> None:
                batches = (len(rows) + batch_size - 1) // batch_size
                for start in range(0, len(rows), batch_size):
                    batch = rows[start:start + batch_size]
                    for row in batch:
                        if not row["price_eur"]:
                            log.warning("%s has no price; using list price from the ERP", row["sku"])
                        page = render_product(row, out)
                        log.info("synced %s %r (%d bytes)", row["sku"], row["name"], page)
                    log.info("batch %d/%d committed", start // batch_size + 1, batches)
            '''),  # noqa: E501
        "catalog_sync/render.py": dd('''
            """Product pages."""
            import html
            import logging
            from pathlib import Path

            log = logging.getLogger("catalog_sync.render")
            DESCRIPTIONS = Path("data/descriptions")


            def render_product(row: dict[str, str], out: Path) -> int:
                description = ""
                if row["has_description"] == "1":
                    path = DESCRIPTIONS / f"{row['sku']}.txt"
                    log.info("reading description %s", path)
                    description = path.read_text(encoding="utf-8")
                page = (
                    f"<h1>{html.escape(row['name'])}</h1>"
                    f"<p class=price>{row['price_eur'] or 'n/a'} EUR</p>"
                    f"<p>{html.escape(description)}</p>"
                )
                return (out / f"{row['sku']}.html").write_text(page)
            '''),
    }
    slug = "shop/catalog-sync"
    origin = w / "origin" / "catalog-sync.git"
    for sku, data in descriptions.items():  # binary-exact files (one is Latin-1)
        path = origin / "data" / "descriptions" / f"{sku}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim-bookworm")
    job.prepare(sha, "catalog-sync-pip")
    env = py_env()
    job.sh("python --version", env=env)
    job.sh("python -m pip install --no-index -r requirements.txt", env=env)
    job.sh("python -m catalog_sync --version", env=env)
    shown = "python -m catalog_sync --source data/products.csv --out build/catalog --batch-size 50"
    job.sh(shown, env=env)
    raw = job.finish(artifacts="build/catalog/")
    case = Case(
        case_id="traceback-cli-unicode-after-logging-001",
        framework="traceback",
        failure_category="runtime_error",
        summary=(
            f"catalog_sync crashes on product {bad_sku}: render_product() in "
            "catalog_sync/render.py (line 15) reads "
            f"data/descriptions/{bad_sku}.txt with encoding='utf-8', but that file was "
            "exported in Latin-1 ('Crème brûlée ...'), so Python raises UnicodeDecodeError "
            "for byte 0xe8. Re-encode the file as UTF-8 (or read legacy files with the right "
            "encoding). The 'has no price' warnings are expected and unrelated."
        ),
        notes=(
            "GitLab-style log: runner set-up, pip install, then a CLI that logs ~860 INFO and "
            "WARNING lines (products synced, batches committed) before an uncaught "
            "UnicodeDecodeError with a seven-frame traceback."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe8 in position 2: "
                "invalid continuation byte",
                why="the exception",
            ),
            Sig(
                "stack_location",
                "critical",
                file="catalog_sync/render.py",
                line=15,
                why="the read_text call",
            ),
            Sig(
                "step_name",
                "critical",
                f"reading description data/descriptions/{bad_sku}.txt",
                why="which file",
            ),
            Sig("stack_location", "important", file="catalog_sync/sync.py", line=17),
            Sig("command", "optional", 'description = path.read_text(encoding="utf-8")'),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["catalog_sync/render.py", f"data/descriptions/{bad_sku}.txt"],
        must_mention=[bad_sku, "UnicodeDecodeError", "utf-8", "Latin-1"],
        must_not_claim=[
            "missing price causes the crash",
            "file not found",
            "network failure",
        ],
        evidence_formats=["traceback", "plain_error_line"],
        noise_profile=["runner_setup", "progress_noise", "warning_noise"],
        commands=job.commands,
    )
    return raw, "gitlab", case


# ----------------------------------------------------------------------- 15 npm test (node --test)


CART_MODULES = ["address", "currency", "inventory", "shipping", "tax", "totals", "wishlist"]


def build_npm_node_test(w: Path) -> Built:
    pkg = {
        "name": "cart-service",
        "version": "3.2.0",
        "private": True,
        "type": "module",
        "engines": {"node": ">=20"},
        "scripts": {"lint": "node scripts/lint.js", "test": "node --test test/"},
    }
    files: dict[str, str] = {
        "package.json": json.dumps(pkg, indent=2) + "\n",
        "package-lock.json": json.dumps(
            {
                "name": "cart-service",
                "version": "3.2.0",
                "lockfileVersion": 3,
                "requires": True,
                "packages": {
                    "": {"name": "cart-service", "version": "3.2.0", "engines": {"node": ">=20"}}
                },
            },
            indent=2,
        )
        + "\n",
        ".nvmrc": "20\n",
        "scripts/lint.js": dd("""
            // Minimal lint: no tabs, no trailing spaces, no console.log in src/.
            import { readdirSync, readFileSync } from 'node:fs';

            let problems = 0;
            for (const dir of ['src', 'test', 'scripts']) {
              for (const name of readdirSync(dir).sort()) {
                const text = readFileSync(`${dir}/${name}`, 'utf8');
                const lines = text.split('\\n');
                const bad = lines.filter((l) => /\\t| +$/.test(l)).length;
                const logs = dir === 'src' ? lines.filter((l) => l.includes('console.log')).length : 0;
                problems += bad + logs;
                console.log(`${bad + logs ? 'FAIL' : 'ok  '} ${dir}/${name} (${lines.length} lines)`);
              }
            }
            console.log(`lint: ${problems} problem(s)`);
            process.exit(problems ? 1 : 0);
            """),  # noqa: E501
        "src/pricing.js": dd("""
            // Prices are integer cents. Discounts round in the customer's favour (down).
            export function subtotal(lines) {
              return lines.reduce((sum, l) => sum + l.cents * l.qty, 0);
            }

            export function applyCoupon(cents, coupon) {
              if (!coupon) return cents;
              if (coupon.type === 'fixed') return Math.max(0, cents - coupon.cents);
              if (coupon.type === 'percent') return Math.round((cents * (100 - coupon.percent)) / 100);
              throw new Error(`unknown coupon type ${coupon.type}`);
            }
            """),  # noqa: E501
        "test/pricing.test.js": dd("""
            import assert from 'node:assert/strict';
            import { describe, test } from 'node:test';

            import { applyCoupon, subtotal } from '../src/pricing.js';

            describe('subtotal', () => {
              test('sums quantity times price', () => {
                assert.equal(subtotal([{ cents: 250, qty: 2 }, { cents: 1000, qty: 1 }]), 1500);
              });
              test('empty cart is zero', () => {
                assert.equal(subtotal([]), 0);
              });
            });

            describe('applyCoupon', () => {
              test('no coupon leaves the price alone', () => {
                assert.equal(applyCoupon(1999, null), 1999);
              });
              test('fixed coupon never goes below zero', () => {
                assert.equal(applyCoupon(500, { type: 'fixed', cents: 700 }), 0);
              });
              test('applies percentage coupon', () => {
                const cents = subtotal([{ cents: 1111, qty: 2 }]);
                assert.strictEqual(applyCoupon(cents, { type: 'percent', percent: 10 }), 1999);
              });
              test('rejects unknown coupon types', () => {
                assert.throws(() => applyCoupon(100, { type: 'bogo' }), /unknown coupon type/);
              });
            });
            """),
    }
    for k, mod in enumerate(CART_MODULES):
        files[f"src/{mod}.js"] = dd(f"""
            export function {mod}Key(id) {{
              return `{mod}:${{String(id).padStart(6, '0')}}`;
            }}

            export function {mod}Weight(values) {{
              return values.reduce((a, v, i) => a + v * (i + {k + 1}), 0);
            }}
            """)
        tests = "\n".join(
            f"  test('{mod} key {i}', () => {{\n"
            f"    assert.equal({mod}Key({i * 37}), '{mod}:{i * 37:06d}');\n  }});\n"
            for i in range(9)
        )
        files[f"test/{mod}.test.js"] = (
            "import assert from 'node:assert/strict';\n"
            "import { describe, test } from 'node:test';\n\n"
            f"import {{ {mod}Key, {mod}Weight }} from '../src/{mod}.js';\n\n"
            f"describe('{mod}', () => {{\n{tests}\n"
            f"  test('{mod} weight', () => {{\n    assert.equal({mod}Weight([1, 2]), "
            f"{1 * (k + 1) + 2 * (k + 2)});\n  }});\n}});\n"
        )
    slug = "acme-shop/cart-service"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "test (node 20)")
    job.set_up_job(["actions/setup-node@v4"])
    job.checkout(sha)
    node_version = version_of(["node", "--version"])
    job.action(
        "actions/setup-node@v4",
        {
            "node-version-file": ".nvmrc",
            "cache": "npm",
            "always-auth": "false",
            "check-latest": "false",
            "token": "***",
        },
        dd(f"""
        Resolved .nvmrc as 20
        Found in cache @ /opt/hostedtoolcache/node/{node_version.lstrip("v")}/x64
        ##[group]Environment details
        node: {node_version}
        npm: {version_of(["npm", "--version"])}
        yarn: 1.22.22
        ##[endgroup]
        [command]/opt/hostedtoolcache/node/{node_version.lstrip("v")}/x64/bin/npm config get cache
        /home/runner/.npm
        Cache hit for: node-cache-Linux-x64-npm-5d2c8e0f7a9b1c3d4e6f8a0b2c4d6e8f0a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d
        Received 1048576 of 1048576 (100.0%), 4.2 MBs/sec
        Cache Size: ~1 MB (1048576 B)
        [command]/usr/bin/tar -xf /home/runner/work/_temp/5c1e2a3b-4d5e-6f70-8192-a3b4c5d6e7f8/cache.tzst -P -C {job.cwd} --use-compress-program unzstd
        Cache restored successfully
        Cache restored from key: node-cache-Linux-x64-npm-5d2c8e0f7a9b1c3d4e6f8a0b2c4d6e8f0a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d
        """),  # noqa: E501
    )
    (w / ".npmrc-ci").write_text("update-notifier=false\nfund=false\naudit=false\n")
    env = child_env(
        PATH=PATH_WITH_VENV,
        NPM_CONFIG_USERCONFIG=str(w / ".npmrc-ci"),
        NPM_CONFIG_CACHE=str(w / ".npm-cache"),
    )
    job.step("npm ci --offline", env=env)
    job.step("npm run lint", env=env)
    shown = "npm test"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="npm-node-test-tap-failure-001",
        framework="npm",
        failure_category="test_assertion",
        summary=(
            "`npm test` runs `node --test test/` and one of 76 tests fails: 'applies "
            "percentage coupon' expects 10% off 2222 cents to be 1999, but applyCoupon() in "
            "src/pricing.js uses Math.round, which gives 2000; the pricing rule says "
            "discounts round in the customer's favour, so it must use Math.floor. The suite "
            "applyCoupon is reported as failed because of it. Lint passes."
        ),
        notes=(
            "GitHub-Actions-style log: runner set-up, git checkout, setup-node with an npm "
            "cache, `npm ci --offline`, a passing lint step, then the TAP output of node's "
            "test runner (YAML diagnostics per test); npm itself prints no error line."
        ),
        signals=[
            Sig(
                "failed_test",
                "critical",
                "not ok 3 - applies percentage coupon",
                why="the failing test",
            ),
            Sig("assertion", "critical", "2000 !== 1999", why="actual vs expected"),
            Sig(
                "stack_location",
                "critical",
                file="test/pricing.test.js",
                line=24,
                why="the failing assertion",
            ),
            Sig("assertion", "important", "# fail 1"),
            Sig("failed_test", "optional", "not ok 5 - applyCoupon"),
            Sig("exit_code", "important", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["src/pricing.js", "test/pricing.test.js"],
        relevant_tests=["applies percentage coupon"],
        must_mention=["applyCoupon", "Math.round", "1999", "2000"],
        must_not_claim=["lint failed", "npm ci failed", "dependency missing"],
        primary_language="javascript",
        evidence_formats=["assertion_diff", "test_summary", "github_annotation"],
        noise_profile=["runner_setup", "test_progress_noise", "log_group_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# ----------------------------------------------------------------------- 16 bash unbound variable


K8S_SERVICES = sorted(
    [
        "accounts-api",
        "audit-worker",
        "billing-api",
        "catalog-api",
        "checkout-web",
        "email-worker",
        "fraud-scorer",
        "gateway",
        "inventory-api",
        "ledger-worker",
        "notifications",
        "orders-api",
        "payments-api",
        "pricing-api",
        "recommendations",
        "search-api",
        "shipping-api",
        "storefront-web",
        "tax-service",
        "webhooks",
        "analytics-api",
        "assets-cdn",
        "auth-service",
        "cart-api",
        "config-service",
        "coupons-api",
        "events-bus",
        "feature-flags",
        "image-resizer",
        "loyalty-api",
        "media-api",
        "metrics-gateway",
    ]
)
CANARY = {"checkout-web": 5, "gateway": 10, "orders-api": 20}


def build_shell_unbound(w: Path) -> Built:
    files: dict[str, str] = {
        "deploy/templates/deployment.yaml": dd("""
            apiVersion: apps/v1
            kind: Deployment
            metadata:
              name: @NAME@
              namespace: @ENV@
              labels:
                app.kubernetes.io/name: @NAME@
                app.kubernetes.io/part-of: shop
                rollout: @STRATEGY@
              annotations:
                rollout.example.com/canary-weight: "@WEIGHT@"
            spec:
              replicas: @REPLICAS@
              selector:
                matchLabels:
                  app.kubernetes.io/name: @NAME@
              template:
                metadata:
                  labels:
                    app.kubernetes.io/name: @NAME@
                spec:
                  containers:
                    - name: @NAME@
                      image: @IMAGE@
                      ports:
                        - containerPort: 8080
                      resources:
                        requests: {cpu: 100m, memory: 128Mi}
                        limits: {memory: 512Mi}
            """),
        "scripts/render-manifests.sh": dd("""
            #!/usr/bin/env bash
            # Render the Deployment of every service in deploy/services/ for one environment.
            set -euo pipefail

            ENVIRONMENT="${1:?usage: render-manifests.sh <environment>}"
            OUT="deploy/out/${ENVIRONMENT}"
            mkdir -p "$OUT"
            count=0

            for svc_file in deploy/services/*.env; do
              unset SERVICE_NAME IMAGE REPLICAS ROLLOUT_STRATEGY CANARY_WEIGHT
              # shellcheck disable=SC1090
              source "$svc_file"
              echo "==> rendering ${SERVICE_NAME} from ${svc_file} (${ENVIRONMENT}, ${ROLLOUT_STRATEGY})"
              weight=0
              if [[ "$ROLLOUT_STRATEGY" == "canary" ]]; then
                weight="$CANARY_WEIGHT"
              fi
              sed -e "s|@NAME@|${SERVICE_NAME}|g" -e "s|@ENV@|${ENVIRONMENT}|g" \\
                  -e "s|@IMAGE@|${IMAGE}|g" -e "s|@REPLICAS@|${REPLICAS}|g" \\
                  -e "s|@STRATEGY@|${ROLLOUT_STRATEGY}|g" -e "s|@WEIGHT@|${weight}|g" \\
                  deploy/templates/deployment.yaml > "$OUT/${SERVICE_NAME}.yaml"
              cat "$OUT/${SERVICE_NAME}.yaml"
              echo "---"
              count=$((count + 1))
            done
            echo "rendered ${count} manifests into ${OUT}"
            """),  # noqa: E501
    }
    for k, svc in enumerate(K8S_SERVICES):
        strategy = "canary" if svc in CANARY or svc == "payments-api" else "rolling"
        lines = [
            f"SERVICE_NAME={svc}",
            f"IMAGE=registry.example.com/shop/{svc}:2026.11.{k + 3}",
            f"REPLICAS={k % 4 + 2}",
            f"ROLLOUT_STRATEGY={strategy}",
        ]
        if svc in CANARY:
            lines.append(f"CANARY_WEIGHT={CANARY[svc]}")
        if svc == "payments-api":  # switched to canary, but the weight got the wrong name
            lines.append("CANARY_PERCENT=10")
        files[f"deploy/services/{svc}.env"] = "\n".join(lines) + "\n"
    slug = "shop/deploy-config"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "registry.example.com/ci/deploy-tools:2026.10")
    job.prepare(sha, "deploy-config")
    env = child_env(PATH="/usr/local/bin:/usr/bin:/bin", CI="true", GITLAB_CI="true")
    job.sh("bash --version | head -n 1", env=env)
    job.sh("bash -n scripts/render-manifests.sh", env=env)
    job.sh("ls deploy/services", env=env)
    shown = "bash scripts/render-manifests.sh production"
    job.sh(shown, env=env)
    raw = job.finish(after=["ls deploy/out/production | wc -l"])
    case = Case(
        case_id="shell-unbound-variable-001",
        framework="generic",
        failure_category="build_script_error",
        summary=(
            "scripts/render-manifests.sh runs with `set -euo pipefail` and stops at line 17 "
            "while rendering payments-api: deploy/services/payments-api.env switches the "
            "service to ROLLOUT_STRATEGY=canary but sets CANARY_PERCENT instead of "
            'CANARY_WEIGHT, so `weight="$CANARY_WEIGHT"` expands an unset variable and '
            "bash aborts with `CANARY_WEIGHT: unbound variable`. The other canary services "
            "(checkout-web, gateway, orders-api) set CANARY_WEIGHT and render fine."
        ),
        notes=(
            "GitLab-style log: runner set-up, a syntax check, then a script that prints 24 "
            "rendered Deployments (~750 lines of YAML) before bash stops on an unbound "
            "variable; an after_script counts the rendered files."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "scripts/render-manifests.sh: line 17: CANARY_WEIGHT: unbound variable",
                why="the error, with file and line",
            ),
            Sig(
                "step_name",
                "critical",
                "==> rendering payments-api from deploy/services/payments-api.env "
                "(production, canary)",
                why="which service",
            ),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 1"),
            Sig("step_name", "optional", "==> rendering orders-api"),
        ],
        relevant_files=["deploy/services/payments-api.env", "scripts/render-manifests.sh"],
        must_mention=["CANARY_WEIGHT", "payments-api", "set -u", "unbound"],
        must_not_claim=["sed failed", "a YAML syntax error", "permission denied"],
        primary_language="shell",
        evidence_formats=["plain_error_line", "shell_command_output"],
        noise_profile=["runner_setup", "progress_noise"],
        commands=job.commands,
    )
    return raw, "gitlab", case


# ======================================================================= builders go here


# =========================================================================== main

Builder = Callable[[Path], Built]
SCENARIOS: list[tuple[str, tuple[str, ...], Builder]] = [
    ("pytest-param-collect-error-001", ("git", "bash"), build_pytest_param_collect),
    ("unittest-subtest-setupclass-001", ("git", "bash"), build_unittest_subtest),
    ("pytest-doctest-modules-001", ("git", "bash"), build_doctest_modules),
    ("mypy-strict-pretty-001", ("git", "bash"), build_mypy_strict),
    ("ruff-concise-bugbear-001", ("git", "bash"), build_ruff_concise),
    (
        "gxx-make-parallel-template-error-001",
        ("g++", "gcc", "make", "git", "bash"),
        build_gxx_make_parallel,
    ),
    (
        "cmake-generate-missing-source-001",
        ("cmake", "g++", "make", "git", "bash"),
        build_cmake_missing_source,
    ),
    (
        "cmake-ninja-werror-switch-001",
        ("cmake", "ninja", "g++", "git", "bash"),
        build_cmake_ninja_werror,
    ),
    ("cargo-test-should-panic-001", ("cargo", "git", "bash"), build_cargo_should_panic),
    ("cargo-build-e0599-trait-bounds-001", ("cargo", "git", "bash"), build_cargo_e0599),
    ("cargo-run-panic-backtrace-001", ("cargo", "git", "bash"), build_cargo_run_panic),
    (
        "terraform-validate-nested-module-001",
        ("terraform", "git", "bash"),
        build_terraform_validate_nested,
    ),
    (
        "terraform-init-provider-constraints-001",
        ("terraform", "git", "bash"),
        build_terraform_init_constraints,
    ),
    ("traceback-cli-unicode-after-logging-001", ("git", "bash"), build_traceback_cli),
    ("npm-node-test-tap-failure-001", ("node", "npm", "git", "bash"), build_npm_node_test),
    ("shell-unbound-variable-001", ("bash", "git", "sed"), build_shell_unbound),
]

VERSION_PROBES: dict[str, list[str]] = {
    "python": [PY, "--version"],
    "pytest": [PY, "-m", "pytest", "--version"],
    "mypy": [PY, "-m", "mypy", "--version"],
    "ruff": [str(VENV_BIN / "ruff"), "--version"],
    "git": ["git", "--version"],
    "bash": ["bash", "--version"],
    "gcc": ["gcc", "--version"],
    "g++": ["g++", "--version"],
    "make": ["make", "--version"],
    "cmake": ["cmake", "--version"],
    "ninja": ["ninja", "--version"],
    "cargo": ["cargo", "--version"],
    "rustc": ["rustc", "--version"],
    "node": ["node", "--version"],
    "npm": ["npm", "--version"],
    "terraform": ["terraform", "version"],
}
TOOLS_OF = {
    "pytest-doctest": ("python", "pytest", "git", "bash"),
    "pytest": ("python", "pytest", "ruff", "git", "bash"),
    "unittest": ("python", "git", "bash"),
    "mypy": ("python", "mypy", "ruff", "pytest", "git", "bash"),
    "ruff": ("python", "ruff", "git", "bash"),
    "gxx": ("g++", "gcc", "make", "git", "bash"),
    "cmake-generate": ("cmake", "g++", "make", "git", "bash"),
    "cmake-ninja": ("cmake", "ninja", "g++", "git", "bash"),
    "cargo": ("cargo", "rustc", "git", "bash"),
    "terraform": ("terraform", "git", "bash"),
    "traceback": ("python", "git", "bash"),
    "npm": ("node", "npm", "git", "bash"),
    "shell": ("bash", "git"),
}


def tools_for(case_id: str) -> tuple[str, ...]:
    for prefix, names in TOOLS_OF.items():  # longest prefixes are listed first
        if case_id.startswith(prefix):
            return names
    return ()


def probe_versions(probes: dict[str, list[str]] = VERSION_PROBES) -> dict[str, str]:
    out = {}
    for name, argv in probes.items():
        out[name] = version_of(argv) if tool(argv[0]) or Path(argv[0]).exists() else "missing"
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--only", nargs="*", default=None, help="case ids to (re)build")
    ap.add_argument("--keep-work", action="store_true", help="keep the scratch projects")
    ap.add_argument(
        "--preview", action="store_true", help="only write <work>/<case_id>.log, no labels"
    )
    args = ap.parse_args(argv)
    versions = probe_versions()
    if WORK.exists():
        shutil.rmtree(WORK)
    WORK.mkdir(parents=True)
    OUT.mkdir(parents=True, exist_ok=True)
    if args.only is None and not args.preview:  # full rebuild: drop stale case folders
        known = {cid for cid, _, _ in SCENARIOS}
        for folder in OUT.iterdir():
            if folder.is_dir() and folder.name not in known:
                shutil.rmtree(folder)
    results = []
    for number, (case_id, needs, build) in enumerate(SCENARIOS, 1):
        if args.only is not None and case_id not in args.only:
            continue
        missing = [n for n in needs if not tool(n)]
        if missing:
            print(f"skip {case_id}: missing {', '.join(missing)}", file=sys.stderr)
            continue
        work = WORK / f"{number:02d}"
        work.mkdir(parents=True)
        raw, framing, case = build(work)
        if args.preview:
            (WORK / f"{case_id}.log").write_bytes(raw.encode("utf-8", "surrogateescape"))
            print(f"{case_id}: {len(raw.encode()):,} bytes -> {WORK / case_id}.log")
            continue
        if case.case_id != case_id:
            raise ValueError(f"builder for {case_id} labelled {case.case_id}")
        used = {k: versions[k] for k in tools_for(case_id)}
        results.append(write_case(case, raw, used, framing))
        verify_written(case_id)
        r = results[-1]
        print(
            f"{r['case_id']:46s} {r['framing']:15s} {r['bytes']:>8,d} B {r['lines']:>6,d} lines"
            f"  {r['criticals']} critical  {r['position']}"
        )
    if not args.keep_work and not args.preview and WORK.exists():
        shutil.rmtree(WORK)
    if args.only is None and not args.preview:
        if len(results) != len(SCENARIOS):
            raise SystemExit(f"only {len(results)} of {len(SCENARIOS)} cases were built")
        write_readme(results, versions)
    return 0


README_HEAD = """\
# Fresh held-out reducer cases, third batch (made from real tool output)

{n} benchmark cases in the LogDx-CI layout (see
`/work/shared/corpus/logdx-ci/README.md`): `<case_id>/raw.log`, `case.json`,
`ground_truth.json`, `tags.json`, the same shapes as `bench/cases/` and
`bench/cases-fresh/`. This file is written by `scripts/make_fresh_cases_2.py`;
rebuild everything with

    .venv/bin/python scripts/make_fresh_cases_2.py

(`--only CASE_ID ...` rebuilds some cases and leaves this README alone;
`--preview` only writes the logs to the scratch folder, without labels.)

## Held out: do not tune on this batch

This batch measures the log reducers blind. It was generated at {made} UTC;
the newest file under `harness/reducers/` was then modified at
{reducers_mtime} UTC (only file times were read, not the code; the reducers
were being changed by others while the batch was made, so it measures them as
they are when the evaluation runs). The script
never imports or runs `harness.reducers`, nobody read the reducers' code, their
tests or their development cases while writing it, and the labels were written
from the bugs planted in each project before any reducer was run on these
logs.

**Do not use these cases to develop, tune or debug the reducers.** Run the
evaluation on them, report the numbers, and leave the reducers alone because of
what you see. If a reducer is ever changed because of one of these cases, the
batch is spent: make a new one with new scenarios.

## What is different from the two earlier batches

Sixteen new scenarios, none the same bug and tool mode as a case in
`bench/cases/` or `bench/cases-fresh/`: unittest subTest failures plus a
`setUpClass` error (dots interleaved with logging), doctests collected by
`pytest --doctest-modules -v` (an output mismatch and an unexpected exception),
pytest with a parametrized failure and a collection `ImportError`
(`--continue-on-collection-errors`), `mypy --strict --pretty`,
`ruff check --output-format=concise` with bugbear rules, a g++ template error
in a parallel `make -j8` build, a cmake generate step that cannot find a
source file, `-Werror=switch` under cmake + ninja
(`CMAKE_COMPILE_WARNING_AS_ERROR`), `cargo test` with two failing
`#[should_panic]` tests, E0599 (an unsatisfied `Hash` bound) among many
warnings in `cargo build`, a
`cargo run` panic with `RUST_BACKTRACE=1` after long progress output,
`terraform validate` errors inside a nested module, `terraform init` with
conflicting provider constraints from a nested module, a Python CLI traceback
(UnicodeDecodeError) after ~860 logging lines, `npm test` running
`node --test` (TAP), and a `set -euo pipefail` script stopped by an unbound
variable. Not used: clang (not installed; gcc is used under cmake + ninja
instead) and java/maven (the build plugins are not cached, so it cannot run
offline).

## Where the logs come from

Every `raw.log` is the real output of a real tool installed on this machine,
run by the script on a small, deliberately broken project. The script commits
the project to a scratch git repository `<tmp>/lgfc2/<NN>/origin/` (NN is the
case's number, so that no path in a log names the case; fixed author and date,
so commit ids do not change between rebuilds) and checks it out with real git
commands, the public URL routed to that folder by `url.<base>.insteadOf` in a
scratch git config (`GIT_CONFIG_GLOBAL`; the user's git config is never read or
written). Nothing is downloaded: pip runs with `--no-index` against
requirements pinned to what the project's venv already has, cargo and npm run
offline (`CARGO_NET_OFFLINE`, `--offline`, an empty npm cache in the scratch
folder), terraform only uses its built-in provider or a local
`filesystem_mirror` of placeholder provider files, with `CHECKPOINT_DISABLE=1`,
and cmake only looks on the local disk.

Capture: stdout and stderr merged into one pipe in the order written (not a
tty), with the same cleaned environment as `scripts/make_cases.py`
(`LANG=C.UTF-8`, `COLUMNS=120`, `PYTHONUNBUFFERED=1`, colour variables unset)
and the project's venv first on `PATH`.

Two framings, half each (`log_framing` in `case.json`):

- `github_actions`: shaped like a downloaded GitHub Actions job log. Every
  line starts with the UTC time it arrived; the runner's set-up lines, then
  `actions/checkout@v4` running real git commands (`[command]/usr/bin/git
  ...` and their real output), setup/cache actions, then each `run:` step as
  `##[group]Run <first line>`, the script, `shell: /usr/bin/bash -e {{0}}`, an
  `env:` block when set, `##[endgroup]`, the step's output; a failing step
  ends with `##[error]Process completed with exit code N.`, followed by the
  checkout's post-job clean-up (real git again) and
  `Cleaning up orphan processes`. Each step really runs as `bash -e <script>`.
- `gitlab`: shaped like a GitLab job log: runner and Kubernetes executor lines,
  a real `git init` / fetch / checkout, cache restore, then each command of
  the job's script echoed as `$ command` and run by bash; the job stops at the
  first failing command, may run an `after_script`, uploads artifacts and ends
  with `ERROR: Job failed: exit code N`.

The runner's own lines (set-up, action banners, cache restore, artifact upload)
are the only text the script writes itself; they are the same for every case of
a framing apart from names, keys and paths, and no label points into them.

## How they were labelled

By hand, in `scripts/make_fresh_cases_2.py`, from the bug planted in each
project and before any reducer ran: what a person needs to diagnose the
failure (failing test ids, the decisive error message or assertion with its
values, error codes and lint names, the file and line of the error as a
`stack_location` with `file` and `line`, the failing target, the missing
provider version). Each case marks 2-5 signals critical (the script checks the
count) and the rest important or optional; `must_not_claim` names the red
herrings each log contains (warnings, a passing earlier step, a later
symptom, ...). Only line numbers are computed: `evidence_lines` are all the
lines of `raw.log` that contain the value (for a `stack_location`: the file and
`:line`, or the file and `line N,`, ANSI escapes ignored), up to 12 ranges;
`evidence_spans` are two lines either side of the first line of each critical
signal. Every `value`, alias, `stack_location` file and relevant test id is an
exact substring of `raw.log`: the script fails if one is not, and re-reads each
written case to check it again. No value depends on timing: durations,
timestamps, temporary paths, thread ids and build hashes are never used.

## Reproducibility

Rerunning the script rebuilds the same projects, commits and labels. What
differs between runs: the GitHub Actions timestamps, durations, rust thread
ids and build hashes, and the order of lines printed by parallel builds
(`make -j8`, ninja, cargo). Sizes move by a few bytes; labelled line numbers
can move where parallel output reorders.

## Tools

| tool | version |
|---|---|
"""


def write_readme(
    results: list[dict[str, Any]],
    versions: dict[str, str],
    head: str = README_HEAD,
    batch: Batch = BATCH,
) -> None:
    """The batch's README: `head` (held out, method), the tool versions, a row per case."""
    made = datetime.now(UTC).strftime("%Y-%m-%d %H:%M")
    lines = [head.format(n=len(results), made=made, reducers_mtime=newest_reducer_mtime())]
    lines += [f"| {k} | {v} |\n" for k, v in versions.items()]
    lines.append("\n## Cases\n\n")
    lines.append(
        "| case | framework | category | framing | raw.log bytes | lines | critical "
        "| signal position |\n"
    )
    lines.append("|---|---|---|---|---:|---:|---:|---|\n")
    for r in results:
        lines.append(
            f"| `{r['case_id']}` | {r['framework']} | {r['category']} | {r['framing']} "
            f"| {r['bytes']:,} | {r['lines']:,} | {r['criticals']} | {r['position']} |\n"
        )
    lines.append(
        "\nThe notes field of each `case.json` says what the log shows; "
        "`ground_truth.json` gives the root cause.\n"
    )
    (batch.out / "README.md").write_text("".join(lines))


if __name__ == "__main__":
    sys.exit(main())
