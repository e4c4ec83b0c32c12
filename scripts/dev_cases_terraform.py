"""Dev cases for the terraform reducer: validate, init, fmt, test and plan errors in CI job logs.

    .venv/bin/python scripts/dev_cases_terraform.py [--only CASE_ID ...] [--keep-work]

Each scenario writes a small broken terraform configuration (a root module calling
local modules; `terraform_data`, variables, locals, outputs, checks and tests, so no
provider is downloaded) into a scratch folder (<tmp>/loopglass-dev-terraform/<case_id>),
runs the real terraform on it, and wraps its output (stdout and stderr merged, in
order) in a CI job log: a GitHub Actions log (timestamped lines, `##[group]Run ...`
steps, the runner's setup and cleanup, `##[error]Process completed with exit code N.`)
or a GitLab job log (the runner's preparation, `$ command` lines, `ERROR: Job failed:
exit code N`). The setup steps are real too: `git clone` of the project from a local
bare repository, `apt-get -s install` against this machine's package database,
`pip list`, `terraform version`, `init`, `providers`, `graph` and, in some jobs, a
plan that succeeds for another environment. Only the runner's own lines (step
headers, setup and cleanup) are written here, in their usual shape; no tool output
is edited. Terraform runs offline: an empty CLI configuration, or a filesystem
mirror of stub providers where provider requirements are what fails.

The cases go to bench/cases-dev/terraform/<case_id>/ in the LogDx-CI layout, with
labels written by hand below from the planted bug (what a person needs to diagnose
it); only line numbers are computed, by `scripts/make_cases.py`'s `write_case`. The
reducers are never imported here.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_cases
from make_cases import Case, Sig, child_env, dd, version_of, write_tree

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "cases-dev" / "terraform"
WORK = Path(tempfile.gettempdir()) / "loopglass-dev-terraform"
GENERATOR = "scripts/dev_cases_terraform.py"
SPLIT = "loopglass-dev"
TF = shutil.which("terraform") or "terraform"
GIT = shutil.which("git") or "git"


# --------------------------------------------------------------------------- running


def tf_env(w: Path, rc: str = "empty.tfrc", **extra: str) -> dict[str, str]:
    return child_env(TF_CLI_CONFIG_FILE=str(w / rc), TF_IN_AUTOMATION="1",
                     CHECKPOINT_DISABLE="1", TF_INPUT="0", **extra)  # fmt: skip


def output_of(argv: list[str], cwd: Path, env: dict[str, str] | None = None) -> tuple[str, int]:
    """A command's stdout and stderr merged in order, as a CI runner captures them."""
    done = subprocess.run(argv, cwd=cwd, env=env or child_env(), stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=600,
                          check=False)  # fmt: skip
    out = done.stdout.decode("utf-8", "surrogateescape")
    if out and not out.endswith("\n"):
        out += "\n"
    return out, done.returncode


CHECKOUT_SHA = "692973e3d937129bcbf40652eb9f2f61becf3332"
SETUP_SHA = "651471c36a6092792c552e8b1bef71e592b462d8"
IMAGE_ID = "5e3c1d1f6a9b0f2f8a77f0c5b3c1d2e9a0b4c6d8e1f2a3b4c5d6e7f8091a2b3c"
IMAGE_DIGEST = "0a9c5f3e1b2d4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e"
NO_CACHE_URL = "No URL provided"
LOCAL_CACHE = "Instead a local version of cache will be extracted."
STORED_LOCALLY = "Cache will be stored only locally."


def override_home(temp: str) -> str:
    return (f"Temporarily overriding HOME='/home/runner/work/_temp/{temp}' before making global "
            "git config changes")  # fmt: skip


def using_image(image: str) -> str:
    name = image.split(":", maxsplit=1)[0]
    return (f"Using docker image sha256:{IMAGE_ID} for {image} with digest "
            f"{name}@sha256:{IMAGE_DIGEST} ...")  # fmt: skip


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


class GitHubJob:
    """A GitHub Actions job log: every line timestamped, steps in `##[group]` blocks."""

    def __init__(self, name: str, repo: str, seed: int) -> None:
        self.lines: list[str] = []
        self.clock = datetime(2025, 5, 14, 9, 12, 1, 120000 + seed * 3, tzinfo=UTC)
        self.seed = seed
        self.repo = repo
        self.code = 0
        self.preamble(name)

    def emit(self, text: str, pause: float = 0.0) -> None:
        self.clock += timedelta(seconds=pause)
        for line in text.removesuffix("\n").split("\n"):
            jitter = (len(self.lines) * 7919 + self.seed * 104729) % 8920 + 80
            self.clock += timedelta(microseconds=jitter)
            stamp = self.clock.strftime("%Y-%m-%dT%H:%M:%S.%f") + "0Z"
            self.lines.append(f"{stamp} {line}")

    def preamble(self, name: str) -> None:
        owner, project = self.repo.split("/")
        workdir = f"/home/runner/work/{project}/{project}"
        self.emit(
            dd(f"""
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
            Download action repository 'actions/checkout@v4' (SHA:{CHECKOUT_SHA})
            Download action repository 'hashicorp/setup-terraform@v3' (SHA:{SETUP_SHA})
            Complete job name: {name}
            ##[group]Run actions/checkout@v4
            with:
              repository: {self.repo}
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
            Syncing repository: {self.repo}
            ##[group]Getting Git version info
            Working directory is '{workdir}'
            [command]/usr/bin/git version
            git version 2.45.1
            ##[endgroup]
            {override_home("1c1e5a4e-3b7a-4c55-9d0e-5b1f0e1f7c11")}
            Adding repository directory to the temporary git global config as a safe directory
            [command]/usr/bin/git config --global --add safe.directory {workdir}
            Deleting the contents of '{workdir}'
            ##[group]Initializing the repository
            [command]/usr/bin/git init {workdir}
            Initialized empty Git repository in {workdir}/.git/
            [command]/usr/bin/git remote add origin https://github.com/{owner}/{project}
            ##[endgroup]
            """)
        )

    def clone(self, bare: Path, into: Path) -> None:
        """The checkout's fetch, by a real `git clone` of the project's bare repository."""
        self.emit("##[group]Fetching the repository")
        into.parent.mkdir(parents=True, exist_ok=True)
        out, _ = output_of([GIT, "clone", "--progress", "--depth=1", f"file://{bare}",
                            into.name], into.parent)  # fmt: skip
        self.emit(out)
        self.emit("##[endgroup]")
        head, _ = output_of([GIT, "log", "-1", "--format=%H"], into)
        self.emit(f"[command]/usr/bin/git log -1 --format=%H\n{head}")

    def step(self, command: str, env: dict[str, str] | None = None) -> None:
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

    def run(self, command: str, argv: list[str], cwd: Path, env: dict[str, str],
            step_env: dict[str, str] | None = None) -> int:  # fmt: skip
        self.step(command, step_env)
        out, code = output_of(argv, cwd, env)
        if out:
            self.emit(out, pause=0.8)
        self.code = code
        return code

    def text(self) -> str:
        if self.code:
            self.emit(f"##[error]Process completed with exit code {self.code}.")
        self.emit("\n".join(POST_JOB), pause=0.5)
        return "\n".join(self.lines) + "\n"


class GitLabJob:
    """A GitLab job log: the runner's preparation, `$ command` before each output."""

    def __init__(self, project: str, image: str) -> None:
        self.parts = [dd(f"""
            Running with gitlab-runner 16.11.1 (535ced5f)
              on gitlab-runner-infra-3 t3_vZx8Qa, system ID: s_4b1f0a2c9d11
            Preparing the "docker" executor
            Using Docker executor with image {image} ...
            Pulling docker image {image} ...
            {using_image(image)}
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
            {NO_CACHE_URL}, cache will not be downloaded from shared cache server. {LOCAL_CACHE}
            Successfully extracted cache
            Executing "step_script" stage of the job script
            {using_image(image)}
            """)]  # fmt: skip
        self.code = 0

    def run(self, command: str, argv: list[str], cwd: Path, env: dict[str, str]) -> int:
        out, code = output_of(argv, cwd, env)
        self.parts.append(f"$ {command}\n{out}")
        self.code = code
        return code

    def text(self) -> str:
        tail = dd(f"""
            Saving cache for failed job
            Creating cache terraform-main-protected...
            .terraform/: found 14 matching artifact files and directories
            {NO_CACHE_URL}, cache will not be uploaded to shared cache server. {STORED_LOCALLY}
            Created cache
            Cleaning up project directory and file based variables
            """)
        verdict = f"ERROR: Job failed: exit code {self.code}\n" if self.code else "Job succeeded\n"
        return "".join(self.parts) + tail + verdict


def bare_repo(w: Path) -> Path:
    """The project committed to a bare repository beside it, for the checkout to clone."""
    env = child_env(GIT_AUTHOR_NAME="ci", GIT_AUTHOR_EMAIL="ci@example.com",
                    GIT_COMMITTER_NAME="ci", GIT_COMMITTER_EMAIL="ci@example.com",
                    GIT_AUTHOR_DATE="2025-05-14T09:00:00Z",
                    GIT_COMMITTER_DATE="2025-05-14T09:00:00Z")  # fmt: skip
    for argv in (
        [GIT, "init", "-q", "-b", "main"],
        [GIT, "add", "-A"],
        [GIT, "commit", "-q", "-m", "infra: modules for the orders platform"],
    ):
        subprocess.run(argv, cwd=w, env=env, check=True, capture_output=True)  # fmt: skip
    bare = w.parent / f"{w.name}.git"
    if bare.exists():
        shutil.rmtree(bare)
    subprocess.run([GIT, "clone", "-q", "--bare", str(w), str(bare)], check=True,
                   capture_output=True)  # fmt: skip
    return bare


def github_setup(job: GitHubJob, w: Path, *, packages: bool = True) -> Path:
    """Checkout (a real clone), apt packages, setup-terraform; the checked-out folder."""
    bare = bare_repo(w)
    checkout = w.parent / f"{w.name}-runner" / job.repo.split("/")[1]
    if checkout.exists():
        shutil.rmtree(checkout)
    job.clone(bare, checkout)
    (checkout / "empty.tfrc").write_text("")
    if packages:
        apt_install(job, w)
    job.action("hashicorp/setup-terraform@v3", {
        "terraform_version": "1.11.4", "terraform_wrapper": "false",
        "cli_config_credentials_hostname": "app.terraform.io",
    })  # fmt: skip
    return checkout


STEP_ENV = {"TF_IN_AUTOMATION": "1", "TF_INPUT": "0", "AWS_REGION": "eu-west-1"}


def tf(job: GitHubJob | GitLabJob, command: str, cwd: Path, env: dict[str, str], *,
       ok: bool = False) -> int:  # fmt: skip
    """Run `terraform ...` as the job shows it (`command` starts with `terraform `); with
    `ok`, a step before the failing one, which must succeed (a job stops at a failure)."""
    argv = [TF, *command.split()[1:]]
    if isinstance(job, GitHubJob):
        code = job.run(command, argv, cwd, env, STEP_ENV)
    else:
        code = job.run(command, argv, cwd, env)
    if ok and code != 0:
        raise RuntimeError(f"setup step failed ({code}): {command}")
    return code


PACKAGES = ["jq", "unzip", "git", "curl"]


def pip_list(job: GitHubJob | GitLabJob, w: Path, *flags: str) -> None:
    """What the job's Python tooling step prints (`pip list` of this project's venv)."""
    job.run(" ".join(["pip list", *flags]),
            [str(ROOT / ".venv" / "bin" / "python"), "-m", "pip", "list", *flags], w,
            child_env())  # fmt: skip


def apt_install(job: GitHubJob | GitLabJob, w: Path) -> None:
    """`apt-get install` of the job's tools, simulated against this machine's packages."""
    shown = "apt-get install -y --no-install-recommends " + " ".join(PACKAGES)
    argv = ["apt-get", "-s", "install", "--reinstall", "-y", "--no-install-recommends",
            *PACKAGES]  # fmt: skip
    if isinstance(job, GitHubJob):
        job.run(f"sudo {shown}", argv, w, child_env())
    else:
        job.run(shown, argv, w, child_env())


# --------------------------------------------------------------------------- configurations

ROOT_TF = dd("""
    terraform {
      required_version = ">= 1.6.0"
    }

    variable "environment" {
      type    = string
      default = "staging"
    }

    variable "instance_count" {
      type    = number
      default = 3
    }

    locals {
      name_prefix = "orders-${var.environment}"
      common_tags = {
        team        = "orders"
        environment = var.environment
        managed_by  = "terraform"
      }
    }

    module "net" {
      source      = "./modules/net"
      cidr        = "10.20.0.0/16"
      zones       = ["a", "b", "c"]
      name_prefix = local.name_prefix
    }

    module "app" {
      source      = "./modules/app"
      subnet_ids  = module.net.subnet_ids
      replicas    = var.instance_count
      name_prefix = local.name_prefix
      tags        = local.common_tags
    }

    module "db" {
      source     = "./modules/db"
      name       = "${local.name_prefix}-db"
      subnet_ids = module.net.subnet_ids
      storage_gb = 50
    }

    module "monitoring" {
      source      = "./modules/monitoring"
      targets     = module.app.instance_ids
      name_prefix = local.name_prefix
    }

    output "app_url" {
      value = module.app.url
    }

    output "db_endpoint" {
      value = module.db.endpoint
    }
    """)

NET_TF = dd("""
    variable "cidr" {
      type = string
    }

    variable "zones" {
      type = list(string)
    }

    variable "name_prefix" {
      type = string
    }

    locals {
      subnets = { for i, z in var.zones : z => cidrsubnet(var.cidr, 8, i) }
    }

    resource "terraform_data" "vpc" {
      input = {
        name = "${var.name_prefix}-vpc"
        cidr = var.cidr
      }
    }

    resource "terraform_data" "subnet" {
      for_each = local.subnets
      input = {
        name = "${var.name_prefix}-${each.key}"
        cidr = each.value
        vpc  = terraform_data.vpc.id
      }
    }

    resource "terraform_data" "route_table" {
      for_each = local.subnets
      input = {
        subnet = terraform_data.subnet[each.key].id
        routes = ["0.0.0.0/0"]
      }
    }

    output "subnet_ids" {
      value = [for s in terraform_data.subnet : s.id]
    }
    """)

APP_TF = dd("""
    variable "subnet_ids" {
      type = list(string)
    }

    variable "replicas" {
      type = number
    }

    variable "name_prefix" {
      type = string
    }

    variable "tags" {
      type = map(string)
    }

    resource "terraform_data" "instance" {
      count = var.replicas
      input = {
        name   = "${var.name_prefix}-app-${count.index}"
        subnet = var.subnet_ids[count.index % length(var.subnet_ids)]
        tags   = var.tags
      }
    }

    resource "terraform_data" "load_balancer" {
      input = {
        name    = "${var.name_prefix}-lb"
        targets = terraform_data.instance[*].id
      }
    }

    output "instance_ids" {
      value = terraform_data.instance[*].id
    }

    output "url" {
      value = "https://${var.name_prefix}.example.internal"
    }
    """)

DB_TF = dd("""
    variable "name" {
      type = string
    }

    variable "subnet_ids" {
      type = list(string)
    }

    variable "storage_gb" {
      type = number
    }

    resource "terraform_data" "subnet_group" {
      input = {
        name    = "${var.name}-subnets"
        subnets = var.subnet_ids
      }
    }

    resource "terraform_data" "cluster" {
      input = {
        name         = var.name
        storage_gb   = var.storage_gb
        subnet_group = terraform_data.subnet_group.id
      }
    }

    output "endpoint" {
      value = "${var.name}.cluster.internal:5432"
    }
    """)

MONITORING_TF = dd("""
    variable "targets" {
      type = list(string)
    }

    variable "name_prefix" {
      type = string
    }

    resource "terraform_data" "dashboard" {
      input = {
        name    = "${var.name_prefix}-dashboard"
        targets = var.targets
      }
    }

    resource "terraform_data" "alarm" {
      count = length(var.targets)
      input = {
        name      = "${var.name_prefix}-cpu-${count.index}"
        threshold = 80
      }
    }
    """)


def infra(**changes: str) -> dict[str, str]:
    """The orders platform's configuration, with the files named in `changes` replaced."""
    files = {
        "main.tf": ROOT_TF, "modules/net/main.tf": NET_TF, "modules/app/main.tf": APP_TF,
        "modules/db/main.tf": DB_TF, "modules/monitoring/main.tf": MONITORING_TF,
        "README.md": "# infra-live\n\nThe orders platform: network, app, database, monitoring.\n",
        ".gitignore": ".terraform/\n*.tfstate\n*.tfstate.backup\n",
    }  # fmt: skip
    return files | changes


def quoted_depends_on() -> str:
    """The monitoring module with a quoted `depends_on` (a deprecation warning)."""
    return MONITORING_TF.replace(
        "    threshold = 80\n  }\n",
        '    threshold = 80\n  }\n  depends_on = ["terraform_data.dashboard"]\n',
    )


def line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


def noise_steps(job: GitHubJob | GitLabJob, cwd: Path, env: dict[str, str]) -> None:
    """`terraform version`, `providers` and `graph`: what many jobs print before the check."""
    tf(job, "terraform version", cwd, env)
    tf(job, "terraform providers", cwd, env)
    tf(job, "terraform graph", cwd, env)


# --------------------------------------------------------------------------- scenarios


def build_validate_modules(w: Path) -> tuple[str, Case]:
    """`terraform validate -no-color` over four modules: two undeclared variables (one
    summary in two modules), an undeclared local, and a deprecation warning."""
    app = APP_TF.replace(
        "    tags   = var.tags\n", "    tags   = var.tags\n    image  = var.image\n"
    )
    db = DB_TF.replace("storage_gb   = var.storage_gb", "storage_gb   = var.storage_size")
    net = NET_TF.replace("subnet = terraform_data.subnet[each.key].id",
                         "subnet = local.subnet[each.key]")  # fmt: skip
    monitoring = quoted_depends_on()
    files = infra(**{"modules/app/main.tf": app, "modules/db/main.tf": db,
                     "modules/net/main.tf": net,
                     "modules/monitoring/main.tf": monitoring})  # fmt: skip
    write_tree(w, files)
    job = GitHubJob("validate (staging)", "acme/infra-live", seed=1)
    cwd = github_setup(job, w)
    env = tf_env(cwd)
    pip_list(job, cwd)
    tf(job, "terraform init -input=false -no-color", cwd, env)
    noise_steps(job, cwd, env)
    tf(job, "terraform validate -no-color", cwd, env)
    raw = job.text()
    app_line = line_of(app, "var.image")
    db_line = line_of(db, "var.storage_size")
    net_line = line_of(net, "local.subnet[")
    case = Case(
        case_id="terraform-validate-modules-001",
        framework="terraform",
        failure_category="config_error",
        summary=(
            "terraform validate fails with three errors: modules/app/main.tf and "
            "modules/db/main.tf reference undeclared input variables (var.image, "
            "var.storage_size instead of var.storage_gb), modules/net/main.tf references "
            "local.subnet (the local is subnets). A quoted depends_on in "
            "modules/monitoring is only a deprecation warning."
        ),
        notes="init, version, providers and graph succeed; validate -no-color fails.",
        signals=[
            Sig("exception", "critical", "Reference to undeclared input variable"),
            Sig(
                "compile_error",
                "critical",
                f"modules/app/main.tf line {app_line}",
                why="first undeclared variable",
            ),
            Sig(
                "compile_error",
                "critical",
                f"modules/db/main.tf line {db_line}",
                why="second undeclared variable",
            ),
            Sig("exception", "critical", "Reference to undeclared local value"),
            Sig("compile_error", "critical", f"modules/net/main.tf line {net_line}"),
            Sig("assertion", "important", 'with the name "storage_size" has not been declared'),
            Sig("exception", "optional", "Quoted references are deprecated"),
            Sig("exit_code", "important", "exit code 1"),
        ],
        relevant_files=["modules/app/main.tf", "modules/db/main.tf", "modules/net/main.tf"],
        must_mention=["var.image", "storage_size", "local.subnet"],
        must_not_claim=["provider download failed", "backend error"],
        primary_language="hcl",
        evidence_formats=["terraform_diagnostic"],
        noise_profile=["setup_noise", "package_install_noise", "graph_output"],
        multi_failure=True,
        difficulty="medium",
        commands=["terraform init -input=false -no-color", "terraform validate -no-color"],
    )
    return raw, case


def build_validate_color(w: Path) -> tuple[str, Case]:
    """`terraform validate` in colour (boxes) in a GitLab job: two modules reference
    resources they do not declare (one summary, two modules), a third reads an attribute
    a resource does not have; quoted references in a fourth are warnings (two, folded)."""
    app = APP_TF.replace("targets = terraform_data.instance[*].id",
                         "targets = terraform_data.instances[*].id")  # fmt: skip
    monitoring = MONITORING_TF.replace(
        "    threshold = 80\n", "    threshold = 80\n    dashboard = terraform_data.dashbaord.id\n"
    )
    net = NET_TF.replace(
        '    routes = ["0.0.0.0/0"]\n',
        '    routes = ["0.0.0.0/0"]\n    vpc    = terraform_data.vpc.outputs\n',
    )
    db = DB_TF.replace(
        'resource "terraform_data" "cluster" {\n',
        'resource "terraform_data" "cluster" {\n  depends_on = ["terraform_data.subnet_group"]\n\n',
    ).replace(
        'resource "terraform_data" "subnet_group" {\n',
        'resource "terraform_data" "subnet_group" {\n  depends_on = ["var.subnet_ids"]\n\n',
    )
    files = infra(**{"modules/app/main.tf": app, "modules/monitoring/main.tf": monitoring,
                     "modules/net/main.tf": net, "modules/db/main.tf": db})  # fmt: skip
    write_tree(w, files)
    (w / "empty.tfrc").write_text("")
    job = GitLabJob("acme/platform/infra-live", "hashicorp/terraform:1.11")
    env = tf_env(w)
    apt_install(job, w)
    tf(job, "terraform version", w, env, ok=True)
    pip_list(job, w, "--verbose")
    tf(job, "terraform init -input=false", w, env, ok=True)
    tf(job, "terraform providers", w, env, ok=True)
    tf(job, "terraform fmt -check -recursive", w, env, ok=True)
    tf(job, "terraform workspace list", w, env, ok=True)
    job.run("terraform providers schema -json | jq -r '.provider_schemas | keys[]'",
            ["sh", "-c", f"{TF} providers schema -json | jq -r '.provider_schemas | keys[]'"],
            w, env)  # fmt: skip
    tf(job, "terraform validate", w, env)
    raw = job.text()
    case = Case(
        case_id="terraform-validate-color-gitlab-001",
        framework="terraform",
        failure_category="config_error",
        summary=(
            "terraform validate fails with three errors: modules/app/main.tf references "
            "terraform_data.instances (the resource is instance) and "
            "modules/monitoring/main.tf references terraform_data.dashbaord (a typo of "
            "dashboard), both Reference to undeclared resource; modules/net/main.tf reads "
            "terraform_data.vpc.outputs, which does not exist (output). The quoted "
            "depends_on in modules/db are only warnings."
        ),
        notes="GitLab job; terraform prints colour and boxed diagnostics (no -no-color).",
        signals=[
            Sig("exception", "critical", "Reference to undeclared resource"),
            Sig(
                "compile_error",
                "critical",
                f"modules/app/main.tf line {line_of(app, 'terraform_data.instances')}",
            ),
            Sig(
                "compile_error",
                "critical",
                f"modules/monitoring/main.tf line {line_of(monitoring, 'dashbaord')}",
            ),
            Sig("exception", "critical", "Unsupported attribute"),
            Sig(
                "compile_error",
                "critical",
                f"modules/net/main.tf line {line_of(net, 'vpc.outputs')}",
            ),
            Sig("assertion", "important", '"outputs". Did you mean "output"?'),
            Sig("exception", "optional", "Quoted references are deprecated"),
            Sig("exit_code", "important", "exit code 1"),
        ],
        relevant_files=[
            "modules/app/main.tf",
            "modules/monitoring/main.tf",
            "modules/net/main.tf",
        ],
        must_mention=["instances", "dashbaord", "outputs"],
        must_not_claim=["the warnings fail the job"],
        primary_language="hcl",
        evidence_formats=["terraform_diagnostic", "ansi_color"],
        noise_profile=["setup_noise", "package_install_noise", "ansi_color"],
        multi_failure=True,
        difficulty="medium",
        commands=["terraform init -input=false", "terraform validate"],
    )
    return raw, case


def build_validate_json(w: Path) -> tuple[str, Case]:
    """`terraform validate -json` in a GitHub job: an output the module does not have, a
    string where concat wants a list, and a warning; then `jq -e .valid`."""
    root = ROOT_TF.replace("targets     = module.app.instance_ids",
                           "targets     = module.app.instances")  # fmt: skip
    net = NET_TF.replace('    routes = ["0.0.0.0/0"]\n',
                         '    routes = concat(["0.0.0.0/0"], "10.0.0.0/8")\n')  # fmt: skip
    monitoring = quoted_depends_on()
    files = infra(**{"main.tf": root, "modules/monitoring/main.tf": monitoring,
                     "modules/net/main.tf": net})  # fmt: skip
    write_tree(w, files)
    job = GitHubJob("validate-json", "acme/infra-live", seed=3)
    cwd = github_setup(job, w)
    env = tf_env(cwd)
    tf(job, "terraform init -input=false -no-color", cwd, env)
    noise_steps(job, cwd, env)
    job.step("terraform validate -json | tee validate.json\njq -e .valid validate.json",
             STEP_ENV)  # fmt: skip
    out, _ = output_of([TF, "validate", "-json"], cwd, env)
    (cwd / "validate.json").write_text(out)
    job.emit(out)
    verdict, code = output_of(["jq", "-e", ".valid", "validate.json"], cwd)
    job.emit(verdict)
    job.code = code
    raw = job.text()
    case = Case(
        case_id="terraform-validate-json-001",
        framework="terraform",
        failure_category="config_error",
        summary=(
            "terraform validate -json reports valid false with two errors: main.tf passes "
            'replicas = "three" to module app (a number is required) and reads '
            "module.app.instances, an output the module does not have (it is instance_ids); "
            "a quoted depends_on in modules/monitoring is a warning. jq -e .valid exits 1."
        ),
        notes="validate -json printed into the log; the next command checks .valid.",
        signals=[
            Sig("exception", "critical", "Unsupported attribute"),
            Sig("assertion", "critical", "This object does not have an attribute named"),
            Sig("exception", "critical", "Invalid function argument"),
            Sig("assertion", "critical", "all arguments must be lists or tuples; got string."),
            Sig("compile_error", "important", '"filename": "modules/net/main.tf"'),
            Sig("exception", "optional", "Quoted references are deprecated"),
            Sig("exit_code", "important", '"error_count": 2'),
            Sig("exit_code", "important", "exit code 1"),
        ],
        relevant_files=["main.tf", "modules/net/main.tf"],
        must_mention=["instances", "instance_ids", "concat"],
        must_not_claim=["jq is missing"],
        primary_language="hcl",
        evidence_formats=["json_diagnostics"],
        noise_profile=["setup_noise", "package_install_noise", "graph_output"],
        multi_failure=True,
        difficulty="medium",
        commands=["terraform validate -json | tee validate.json", "jq -e .valid validate.json"],
    )
    return raw, case


def build_init_modules(w: Path) -> tuple[str, Case]:
    """`terraform init` (colour) after the modules folder was renamed: two module calls
    whose source directories are gone, each reported twice."""
    files = infra()
    for name in ("net", "app", "db", "monitoring"):
        files[f"platform-modules/{name}/main.tf"] = files.pop(f"modules/{name}/main.tf")
    files["main.tf"] = ROOT_TF.replace('"./modules/app"', '"./platform-modules/app"').replace(
        '"./modules/monitoring"', '"./platform-modules/monitoring"'
    )
    write_tree(w, files)
    job = GitHubJob("plan (production)", "acme/infra-live", seed=4)
    cwd = github_setup(job, w)
    env = tf_env(cwd)
    pip_list(job, cwd)
    tf(job, "terraform version", cwd, env)
    tf(job, "terraform init -input=false", cwd, env)
    raw = job.text()
    case = Case(
        case_id="terraform-init-module-dirs-001",
        framework="generic",
        failure_category="config_error",
        summary=(
            "terraform init fails: modules/ was renamed to platform-modules/, but module "
            'calls "net" and "db" in main.tf still use ./modules/net and ./modules/db, so '
            "their directories cannot be read (Unreadable module directory, twice each)."
        ),
        notes="GitHub job, colour; init is the failing step.",
        signals=[
            Sig("exception", "critical", "Unreadable module directory"),
            Sig("assertion", "critical", 'could not be read for module "net" at main.tf:'),
            Sig("assertion", "critical", 'could not be read for module "db" at main.tf:'),
            Sig("assertion", "important", "lstat modules: no such file"),
            Sig("exit_code", "important", "exit code 1"),
        ],
        relevant_files=["main.tf"],
        must_mention=["modules/net", "modules/db", "platform-modules"],
        must_not_claim=["network error", "provider"],
        primary_language="hcl",
        evidence_formats=["terraform_diagnostic", "ansi_color"],
        noise_profile=["setup_noise", "package_install_noise"],
        multi_failure=True,
        difficulty="easy",
        commands=["terraform init -input=false"],
    )
    return raw, case


def build_init_backend(w: Path) -> tuple[str, Case]:
    """GitLab job over two environments (`envs/staging`, `envs/production`, each a root
    module over the shared modules): staging inits and plans; production's cached
    .terraform holds the old local backend path, so its `init` stops at "Backend
    configuration changed"."""

    def env_root(name: str, count: int) -> str:
        root = ROOT_TF.replace('"./modules/', '"../../modules/')
        root = root.replace('default = "staging"', f'default = "{name}"')
        return root.replace("default = 3", f"default = {count}")

    def backend(path: str) -> str:
        return f'terraform {{\n  backend "local" {{\n    path = "{path}"\n  }}\n}}\n'

    files = {k: v for k, v in infra().items() if k != "main.tf"}
    files |= {
        "envs/staging/main.tf": env_root("staging", 4),
        "envs/staging/backend.tf": backend("../../state/orders-staging.tfstate"),
        "envs/production/main.tf": env_root("production", 6),
        "envs/production/backend.tf": backend("../../state/orders.tfstate"),
    }
    write_tree(w, files)
    (w / "empty.tfrc").write_text("")
    env = tf_env(w)
    production = w / "envs" / "production"
    output_of([TF, "init", "-input=false", "-no-color"], production, env)  # the cache
    (production / "backend.tf").write_text(backend("../../state/orders-production.tfstate"))
    job = GitLabJob("acme/platform/infra-live", "hashicorp/terraform:1.11")
    apt_install(job, w)
    pip_list(job, w)
    tf(job, "terraform version", w, env, ok=True)
    for name in ("staging", "production"):
        tf(job, f"terraform -chdir=envs/{name} init -input=false -no-color", w, env,
           ok=name == "staging")  # fmt: skip
        if job.code:
            break
        tf(job, f"terraform -chdir=envs/{name} plan -input=false -no-color -lock=false", w,
           env, ok=True)  # fmt: skip
    raw = job.text()
    case = Case(
        case_id="terraform-init-backend-changed-001",
        framework="terraform",
        failure_category="config_error",
        summary=(
            "envs/production/backend.tf changed the local backend's path (state/orders.tfstate "
            "to state/orders-production.tfstate) while the job's cached .terraform still "
            "holds the old one: terraform init for production fails with Backend "
            "configuration changed and asks for -migrate-state (or -reconfigure). Staging "
            "inits and plans fine."
        ),
        notes="GitLab job, no colour; a loop over two environments, the second init fails.",
        signals=[
            Sig("exception", "critical", "Backend configuration changed"),
            Sig("assertion", "critical", "-migrate-state"),
            Sig("assertion", "important", "-reconfigure"),
            Sig("command", "critical", "terraform -chdir=envs/production init"),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["envs/production/backend.tf"],
        must_mention=["backend path changed", "-migrate-state", "production"],
        must_not_claim=["state is corrupt", "network error", "staging failed"],
        primary_language="hcl",
        evidence_formats=["terraform_diagnostic"],
        noise_profile=["setup_noise", "plan_output_noise", "package_install_noise"],
        difficulty="medium",
        commands=[
            "terraform -chdir=envs/staging init",
            "terraform -chdir=envs/staging plan",
            "terraform -chdir=envs/production init",
        ],
    )
    return raw, case


MIRRORED = (("hashicorp", "aws", "5.41.0"), ("hashicorp", "aws", "5.46.0"),
            ("hashicorp", "random", "3.6.0"), ("cloudflare", "cloudflare", "4.20.0"))  # fmt: skip


def provider_mirror(w: Path) -> None:
    """A filesystem mirror of stub providers and a CLI configuration that uses only it."""
    for owner, name, version in MIRRORED:
        folder = w / "mirror" / "registry.terraform.io" / owner / name / version / "linux_amd64"
        folder.mkdir(parents=True, exist_ok=True)
        stub = folder / f"terraform-provider-{name}_v{version}"
        stub.write_text("#!/bin/sh\nexit 1\n")
        stub.chmod(0o755)
    (w / "mirror.tfrc").write_text(
        f'provider_installation {{\n  filesystem_mirror {{\n    path = "{w / "mirror"}"\n  }}\n}}\n'
    )


def build_init_providers(w: Path) -> tuple[str, Case]:
    """`terraform init` (colour) where the root module wants hashicorp/aws ~> 5.40 and
    module dns pins < 5.0: no release matches both."""
    versions = dd("""
        terraform {
          required_version = ">= 1.6.0"
          required_providers {
            aws = {
              source  = "hashicorp/aws"
              version = "~> 5.40"
            }
            random = {
              source  = "hashicorp/random"
              version = ">= 3.5"
            }
          }
        }
        """)
    dns = dd("""
        terraform {
          required_providers {
            aws = {
              source  = "hashicorp/aws"
              version = "< 5.0"
            }
            cloudflare = {
              source  = "cloudflare/cloudflare"
              version = ">= 4.0"
            }
          }
        }

        variable "zone" {
          type = string
        }

        resource "terraform_data" "record" {
          input = "api.${var.zone}"
        }
        """)
    root = ROOT_TF.replace('terraform {\n  required_version = ">= 1.6.0"\n}\n\n', "")
    root += '\nmodule "dns" {\n  source = "./modules/dns"\n  zone   = "orders.example.com"\n}\n'
    write_tree(w, infra(**{"main.tf": root, "versions.tf": versions,
                           "modules/dns/main.tf": dns}))  # fmt: skip
    job = GitHubJob("plan (staging)", "acme/infra-live", seed=6)
    cwd = github_setup(job, w)
    provider_mirror(cwd)
    env = tf_env(cwd, "mirror.tfrc")
    pip_list(job, cwd)
    tf(job, "terraform version", cwd, env)
    tf(job, "terraform init -input=false", cwd, env)
    raw = job.text()
    case = Case(
        case_id="terraform-init-provider-constraints-001",
        framework="terraform",
        failure_category="dependency_error",
        summary=(
            "terraform init cannot select a hashicorp/aws version: versions.tf requires "
            '"~> 5.40" and modules/dns/main.tf requires "< 5.0", so no available release '
            "matches both (the other providers install)."
        ),
        notes="providers come from a local filesystem mirror (offline); colour output.",
        signals=[
            Sig("exception", "critical", "Failed to query available provider packages"),
            Sig("package", "critical", "hashicorp/aws"),
            Sig("assertion", "critical", "no available releases match the given constraints"),
            Sig("assertion", "important", 'versions matching "< 5.0.0, ~> 5.40"'),
            Sig("command", "optional", "terraform providers"),
            Sig("exit_code", "important", "exit code 1"),
        ],
        relevant_files=["versions.tf", "modules/dns/main.tf"],
        must_mention=["hashicorp/aws", "~> 5.40", "< 5.0", "modules/dns"],
        must_not_claim=["registry is down", "network error"],
        primary_language="hcl",
        evidence_formats=["terraform_diagnostic", "ansi_color"],
        noise_profile=["setup_noise", "package_install_noise"],
        difficulty="medium",
        commands=["terraform init -input=false"],
    )
    return raw, case


UNFORMATTED = ["modules/app/main.tf", "modules/db/main.tf", "modules/net/main.tf"]


def misformatted() -> dict[str, str]:
    app = APP_TF.replace("    tags   = var.tags\n", "    tags = var.tags\n")
    db = DB_TF.replace('variable "storage_gb" {\n  type = number\n}',
                       'variable "storage_gb" {\n    type = number\n}')  # fmt: skip
    net = NET_TF.replace('    routes = ["0.0.0.0/0"]\n', '    routes   =   ["0.0.0.0/0"]\n')
    return {"modules/app/main.tf": app, "modules/db/main.tf": db, "modules/net/main.tf": net}


def build_fmt_check(w: Path) -> tuple[str, Case]:
    """Validate succeeds with warnings, then `terraform fmt -check -recursive` lists three
    files and exits 3."""
    monitoring = quoted_depends_on()
    write_tree(w, infra(**misformatted(), **{"modules/monitoring/main.tf": monitoring}))
    job = GitHubJob("lint", "acme/infra-live", seed=7)
    cwd = github_setup(job, w)
    env = tf_env(cwd)
    pip_list(job, cwd)
    tf(job, "terraform init -input=false -backend=false -no-color", cwd, env)
    tf(job, "terraform providers", cwd, env)
    tf(job, "terraform validate -no-color", cwd, env)
    tf(job, "terraform fmt -check -recursive -no-color", cwd, env)
    raw = job.text()
    case = Case(
        case_id="terraform-fmt-check-recursive-001",
        framework="terraform",
        failure_category="lint_error",
        summary=(
            "terraform fmt -check -recursive fails (exit 3): modules/app/main.tf, "
            "modules/db/main.tf and modules/net/main.tf are not formatted. validate passed "
            "with a deprecation warning only."
        ),
        notes="validate succeeds with warnings; fmt -check lists the files it would change.",
        signals=[
            Sig("file_path", "critical", "modules/app/main.tf"),
            Sig("file_path", "critical", "modules/db/main.tf"),
            Sig("file_path", "critical", "modules/net/main.tf"),
            Sig("exit_code", "important", "exit code 3"),
            Sig("command", "important", "terraform fmt -check -recursive"),
            Sig("exception", "optional", "Quoted references are deprecated"),
        ],
        relevant_files=UNFORMATTED,
        must_mention=["terraform fmt", "three files"],
        must_not_claim=["validation failed"],
        primary_language="hcl",
        evidence_formats=["file_list"],
        noise_profile=["setup_noise", "package_install_noise"],
        multi_failure=True,
        difficulty="easy",
        commands=["terraform validate -no-color", "terraform fmt -check -recursive -no-color"],
    )
    return raw, case


def build_fmt_diff(w: Path) -> tuple[str, Case]:
    """`terraform fmt -check -diff -recursive` in a GitLab job, after a plan of the
    formatted staging configuration succeeded."""
    files = infra()
    write_tree(w, files)
    (w / "empty.tfrc").write_text("")
    env = tf_env(w)
    job = GitLabJob("acme/platform/infra-live", "hashicorp/terraform:1.11")
    apt_install(job, w)
    pip_list(job, w)
    tf(job, "terraform init -input=false -no-color", w, env, ok=True)
    tf(job, "terraform plan -input=false -no-color -lock=false", w, env, ok=True)
    write_tree(w, misformatted())
    del files
    tf(job, "terraform fmt -check -diff -recursive", w, env)
    raw = job.text()
    case = Case(
        case_id="terraform-fmt-check-diff-001",
        framework="generic",
        failure_category="lint_error",
        summary=(
            "terraform fmt -check -diff -recursive fails (exit 3): modules/app/main.tf "
            "(tags not aligned), modules/db/main.tf (wrong indent in variable storage_gb) "
            "and modules/net/main.tf (routes spacing) need formatting; the plan before it "
            "succeeded."
        ),
        notes="GitLab job; a successful plan precedes the failing fmt check.",
        signals=[
            Sig("file_path", "critical", "modules/app/main.tf"),
            Sig("file_path", "critical", "modules/db/main.tf"),
            Sig("file_path", "critical", "modules/net/main.tf"),
            Sig("diff", "important", '-    routes   =   ["0.0.0.0/0"]'),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 3"),
        ],
        relevant_files=UNFORMATTED,
        must_mention=["terraform fmt"],
        must_not_claim=["plan failed"],
        primary_language="hcl",
        evidence_formats=["unified_diff"],
        noise_profile=["setup_noise", "plan_output_noise"],
        multi_failure=True,
        difficulty="easy",
        commands=["terraform plan -input=false -no-color", "terraform fmt -check -diff -recursive"],
    )
    return raw, case


TEST_MAIN = dd("""
    variables {
      environment    = "staging"
      instance_count = 2
    }

    run "naming" {
      command = plan

      assert {
        condition     = module.db.endpoint == "orders-staging-db.cluster.internal:5432"
        error_message = "db endpoint must follow <prefix>-db.cluster.internal"
      }

      assert {
        condition     = output.app_url == "https://orders-staging.example.com"
        error_message = "app url must be on example.com, got ${output.app_url}"
      }
    }

    run "replicas" {
      command = plan

      variables {
        instance_count = 4
      }

      assert {
        condition     = length(module.app.instance_ids) == 4
        error_message = "4 instances expected"
      }
    }

    run "apply_staging" {
      assert {
        condition     = length(module.monitoring.alarm_names) == 2
        error_message = "one alarm per instance"
      }
    }
    """)

TEST_NET = dd("""
    run "subnets" {
      command = plan

      module {
        source = "./modules/net"
      }

      variables {
        cidr        = "10.20.0.0/16"
        zones       = ["a", "b", "c"]
        name_prefix = "orders-test"
      }

      assert {
        condition     = length(local.subnets) == 3
        error_message = "one subnet per zone"
      }

      assert {
        condition     = local.subnets["b"] == "10.20.2.0/24"
        error_message = "zone b must get the second /24, got ${local.subnets["b"]}"
      }
    }

    run "tags_required" {
      command = plan

      module {
        source = "./modules/net"
      }

      variables {
        cidr        = "10.20.0.0/16"
        zones       = []
        name_prefix = "orders-test"
      }

      expect_failures = [var.zones]
    }
    """)


def build_test(w: Path) -> tuple[str, Case]:
    """`terraform test` over two test files: an assertion fails in each, an expected
    failure does not happen, an apply-mode run reads an output that does not exist."""
    net = NET_TF
    files = infra(**{"tests/platform.tftest.hcl": TEST_MAIN, "tests/net.tftest.hcl": TEST_NET,
                     "modules/net/main.tf": net})  # fmt: skip
    write_tree(w, files)
    job = GitHubJob("test", "acme/infra-live", seed=9)
    cwd = github_setup(job, w)
    env = tf_env(cwd)
    pip_list(job, cwd)
    tf(job, "terraform init -input=false", cwd, env)
    tf(job, "terraform test", cwd, env)
    raw = job.text()
    url_line = line_of(TEST_MAIN, "output.app_url ==")
    subnet_line = line_of(TEST_NET, 'local.subnets["b"] ==')
    case = Case(
        case_id="terraform-test-assertions-001",
        framework="terraform",
        failure_category="test_failure",
        summary=(
            'terraform test fails: run "naming" (tests/platform.tftest.hcl) expects the app '
            'url on example.com but the module builds example.internal; run "subnets" '
            "(tests/net.tftest.hcl) expects 10.20.2.0/24 for zone b (cidrsubnet index 1 "
            'gives 10.20.1.0/24); run "tags_required" expected var.zones to fail validation '
            'but the variable has no validation; run "apply_staging" reads '
            "module.monitoring.alarm_names, which the module does not output. Only run "
            '"replicas" passes.'
        ),
        notes="GitHub job, colour; terraform test over two files, apply-mode run included.",
        signals=[
            Sig("failed_test", "critical", 'run "naming"'),
            Sig("failed_test", "critical", 'run "subnets"'),
            Sig(
                "assertion",
                "critical",
                "app url must be on example.com, got https://orders-staging.example.internal",
            ),
            Sig("assertion", "critical", "zone b must get the second /24, got 10.20.1.0/24"),
            Sig("failed_test", "important", 'run "tags_required"'),
            Sig("failed_test", "important", 'run "apply_staging"'),
            Sig("compile_error", "important", f"tests/platform.tftest.hcl line {url_line}"),
            Sig("compile_error", "important", f"tests/net.tftest.hcl line {subnet_line}"),
            Sig("exit_code", "critical", "1 passed, 4 failed."),
            Sig("assertion", "important", 'does not have an attribute named "alarm_names"'),
        ],
        relevant_files=[
            "tests/platform.tftest.hcl",
            "tests/net.tftest.hcl",
            "modules/app/main.tf",
            "modules/net/main.tf",
        ],
        relevant_tests=["naming", "subnets", "tags_required", "apply_staging"],
        must_mention=["example.internal", "10.20.1.0/24"],
        must_not_claim=["provider error"],
        primary_language="hcl",
        evidence_formats=["terraform_diagnostic", "ansi_color", "test_report"],
        noise_profile=["setup_noise", "package_install_noise"],
        multi_failure=True,
        difficulty="medium",
        commands=["terraform init -input=false", "terraform test"],
    )
    return raw, case


def build_plan_module_errors(w: Path) -> tuple[str, Case]:
    """GitLab job: the staging plan succeeds; the production plan (its tfvars) fails in
    two modules: cidrsubnet cannot extend a /16 by 20 bits (the same error three times)
    and the app reads a config file that is not in the repository."""
    net = NET_TF.replace("cidrsubnet(var.cidr, 8, i)", "cidrsubnet(var.cidr, var.newbits, i)")
    net = net.replace('variable "name_prefix" {\n',
                      'variable "newbits" {\n  type    = number\n  default = 8\n}\n\n'
                      'variable "name_prefix" {\n')  # fmt: skip
    app = APP_TF.replace(
        'resource "terraform_data" "instance" {',
        'variable "config_file" {\n  type    = string\n  default = ""\n}\n\n'
        'locals {\n  config = var.config_file == "" ? {} : jsondecode(file(var.config_file))\n}\n\n'
        'resource "terraform_data" "instance" {',
    )
    root = ROOT_TF.replace(
        '  zones       = ["a", "b", "c"]\n',
        '  zones       = ["a", "b", "c"]\n  newbits     = var.subnet_bits\n',
    )
    root = root.replace(
        "  replicas    = var.instance_count\n",
        "  replicas    = var.instance_count\n  config_file = var.app_config\n",
    )
    root = root.replace('variable "instance_count" {',
                        'variable "subnet_bits" {\n  type    = number\n  default = 8\n}\n\n'
                        'variable "app_config" {\n  type    = string\n  default = ""\n}\n\n'
                        'variable "instance_count" {')  # fmt: skip
    files = infra(**{
        "main.tf": root, "modules/net/main.tf": net, "modules/app/main.tf": app,
        "env/staging.tfvars": 'environment    = "staging"\ninstance_count = 12\n',
        "env/production.tfvars": dd("""
            environment    = "production"
            instance_count = 6
            subnet_bits    = 20
            app_config     = "config/production/app.json"
            """),
    })  # fmt: skip
    write_tree(w, files)
    (w / "empty.tfrc").write_text("")
    env = tf_env(w)
    job = GitLabJob("acme/platform/infra-live", "hashicorp/terraform:1.11")
    tf(job, "terraform version", w, env)
    tf(job, "terraform init -input=false -no-color", w, env)
    tf(job, "terraform plan -input=false -no-color -var-file=env/staging.tfvars", w, env)
    tf(job, "terraform plan -input=false -no-color -var-file=env/production.tfvars", w, env)
    raw = job.text()
    net_line = line_of(net, "cidrsubnet(")
    app_line = line_of(app, "jsondecode(file(")
    case = Case(
        case_id="terraform-plan-module-errors-001",
        framework="terraform",
        failure_category="config_error",
        summary=(
            "The production plan fails (the staging plan before it succeeds): "
            "env/production.tfvars sets subnet_bits = 20, so cidrsubnet in "
            "modules/net/main.tf cannot extend the /16 prefix by 20 bits (the same error "
            "once per zone), and app_config names config/production/app.json, which is not "
            "in the repository, so file() in modules/app/main.tf fails."
        ),
        notes="two plans in one GitLab job; the second fails with repeated diagnostics.",
        signals=[
            Sig("exception", "critical", "Error in function call"),
            Sig("assertion", "critical", "insufficient address space to extend"),
            Sig("compile_error", "critical", f"modules/net/main.tf line {net_line}"),
            Sig("exception", "critical", "Invalid function argument"),
            Sig("assertion", "critical", "no file exists at"),
            Sig("assertion", "important", 'var.config_file is "config/production/app.json"'),
            Sig("compile_error", "critical", f"modules/app/main.tf line {app_line}"),
            Sig("command", "important", "-var-file=env/production.tfvars"),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["env/production.tfvars", "modules/net/main.tf", "modules/app/main.tf"],
        must_mention=["subnet_bits = 20", "config/production/app.json"],
        must_not_claim=["the staging plan failed"],
        primary_language="hcl",
        evidence_formats=["terraform_diagnostic"],
        noise_profile=["setup_noise", "plan_output_noise"],
        multi_failure=True,
        difficulty="hard",
        commands=[
            "terraform plan -var-file=env/staging.tfvars",
            "terraform plan -var-file=env/production.tfvars",
        ],
    )
    return raw, case


def build_plan_precondition(w: Path) -> tuple[str, Case]:
    """GitHub job, colour: the plan fails on a resource precondition in module db; a check
    block's assertion fails too (a warning)."""
    db = DB_TF.replace(
        "    subnet_group = terraform_data.subnet_group.id\n  }\n",
        "    subnet_group = terraform_data.subnet_group.id\n  }\n\n  lifecycle {\n"
        "    precondition {\n      condition     = var.storage_gb >= 100\n"
        '      error_message = "storage_gb must be at least 100 GB for ${var.name}, got '
        '${var.storage_gb}."\n    }\n  }\n',
    )
    root = ROOT_TF + dd("""

        check "alarm_coverage" {
          assert {
            condition     = length(module.app.instance_ids) >= 4
            error_message = "production needs at least 4 app instances behind alarms."
          }
        }
        """)
    write_tree(w, infra(**{"main.tf": root, "modules/db/main.tf": db}))
    job = GitHubJob("plan (production)", "acme/infra-live", seed=11)
    cwd = github_setup(job, w)
    env = tf_env(cwd)
    tf(job, "terraform init -input=false", cwd, env)
    noise_steps(job, cwd, env)
    tf(job, "terraform plan -input=false -var=environment=production", cwd, env)
    raw = job.text()
    db_line = line_of(db, "var.storage_gb >= 100")
    case = Case(
        case_id="terraform-plan-precondition-001",
        framework="terraform",
        failure_category="config_error",
        summary=(
            "The production plan fails: the precondition on terraform_data.cluster in "
            "modules/db/main.tf requires storage_gb >= 100 but main.tf passes 50. The "
            "alarm_coverage check block also fails (3 instances, 4 wanted), as a warning."
        ),
        notes="GitHub job, colour; Planning failed with one error and one warning.",
        signals=[
            Sig("exception", "critical", "Resource precondition failed"),
            Sig("compile_error", "critical", f"modules/db/main.tf line {db_line}"),
            Sig(
                "assertion",
                "critical",
                "storage_gb must be at least 100 GB for orders-production-db, got 50.",
            ),
            Sig("exception", "important", "Check block assertion failed"),
            Sig("assertion", "optional", "production needs at least 4 app instances"),
            Sig("exit_code", "important", "exit code 1"),
        ],
        relevant_files=["modules/db/main.tf", "main.tf"],
        must_mention=["storage_gb", "100", "50"],
        must_not_claim=["the check block fails the plan"],
        primary_language="hcl",
        evidence_formats=["terraform_diagnostic", "ansi_color"],
        noise_profile=["setup_noise", "package_install_noise", "graph_output"],
        difficulty="medium",
        commands=["terraform plan -input=false -var=environment=production"],
    )
    return raw, case


# --------------------------------------------------------------------------- main

Builder = Callable[[Path], tuple[str, Case]]
SCENARIOS: list[tuple[str, Builder]] = [
    ("terraform-validate-modules-001", build_validate_modules),
    ("terraform-validate-color-gitlab-001", build_validate_color),
    ("terraform-validate-json-001", build_validate_json),
    ("terraform-init-module-dirs-001", build_init_modules),
    ("terraform-init-backend-changed-001", build_init_backend),
    ("terraform-init-provider-constraints-001", build_init_providers),
    ("terraform-fmt-check-recursive-001", build_fmt_check),
    ("terraform-fmt-check-diff-001", build_fmt_diff),
    ("terraform-test-assertions-001", build_test),
    ("terraform-plan-module-errors-001", build_plan_module_errors),
    ("terraform-plan-precondition-001", build_plan_precondition),
]


def write(case: Case, raw: str, versions: dict[str, str]) -> dict[str, object]:
    """The case by make_cases' writer, into this script's folder, marked as a dev case."""
    make_cases.OUT = OUT
    result = make_cases.write_case(case, raw, versions)
    folder = OUT / case.case_id
    for name, updates in (("case.json", {"generator": GENERATOR}),
                          ("tags.json", {"split": SPLIT, "origin": "loopglass_dev_cases",
                                         "notes": f"labels hand-written in {GENERATOR}; "
                                                  "line numbers computed"})):  # fmt: skip
        data = json.loads((folder / name).read_text()) | updates
        (folder / name).write_text(make_cases.dump_json(data))
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", default=None, help="case ids to (re)build")
    parser.add_argument("--keep-work", action="store_true", help="keep the scratch projects")
    args = parser.parse_args(argv)
    if shutil.which("terraform") is None:
        print("terraform is not installed", file=sys.stderr)
        return 2
    versions = {"terraform": version_of([TF, "version"])}
    if WORK.exists():
        shutil.rmtree(WORK)
    OUT.mkdir(parents=True, exist_ok=True)
    results = []
    for case_id, build in SCENARIOS:
        if args.only is not None and case_id not in args.only:
            continue
        work = WORK / case_id
        work.mkdir(parents=True)
        raw, case = build(work)
        if case.case_id != case_id:
            raise ValueError(f"builder for {case_id} labelled {case.case_id}")
        r = write(case, raw, versions)
        results.append(r)
        print(f"{r['case_id']:44s} {r['bytes']:>9,d} B {r['lines']:>7,d} lines  {r['position']}")
    if not args.keep_work and WORK.exists():
        shutil.rmtree(WORK)
    if args.only is None:
        write_readme(results, versions)
    return 0


def write_readme(results: list[dict[str, Any]], versions: dict[str, str]) -> None:
    rows = [f"| `{r['case_id']}` | {r['framework']} | {r['bytes']:,} | {r['lines']:,} |"
            for r in results]  # fmt: skip
    text = README.format(tool=versions["terraform"], n=len(results), rows="\n".join(rows))
    (OUT / "README.md").write_text(text)


README = """\
# Dev cases for the terraform reducer

{n} cases in the LogDx-CI layout, made by `scripts/dev_cases_terraform.py` (its docstring
says how): real {tool} output (validate, validate -json, init, fmt -check, test, plan)
over small broken configurations, in GitHub Actions and GitLab job logs. Labels are
written by hand in the script; only line numbers are computed. Rerunning it rebuilds
the same cases; only timing-dependent text can differ (git's interleaved progress lines,
the order in which terraform reports parallel work).

    .venv/bin/python -m harness.reducers.eval bench/cases-dev/terraform [--missed]

| case | framework | raw.log bytes | lines |
|---|---|---:|---:|
{rows}
"""


if __name__ == "__main__":
    sys.exit(main())
