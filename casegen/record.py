"""Convert an old script-built batch into case folders by recording its builders.

    .venv/bin/python -m casegen.record scripts/make_fresh_cases_7.py fresh-7
    .venv/bin/python -m casegen.record scripts/make_cases.py cases

Imports the old generator (a `FreshBatch` named FRESH, built on scripts/fresh_batch.py),
wraps the job methods its builders call (make_origin, Gha and Lab steps) and runs every
builder once for real. Each top-level call becomes a step of job.toml; files the builder
wrote into the scratch folder between two calls become `write` steps; the project
committed to the origin becomes project/; the returned Case becomes labels.toml. The
recording is a one-off conversion aid: the case folders are the source afterwards.

scripts/make_cases.py's builders (SCENARIOS of (case_id, tools, build), no FreshBatch)
write the project with write_tree and run `Job.run`: they become the transcript
framing's `project` and `run` steps (casegen.transcript).
"""

from __future__ import annotations

import importlib
import inspect
import shutil
import sys
import tempfile
from dataclasses import fields
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from casegen.batch import SOURCES
from casegen.env import PRESETS, ROOT, child_env, tokens
from casegen.toml import dumps

SCRIPTS = ROOT / "scripts"
INLINE_MAX = 2000
EMPTY_DIR = (-1, -1)
"""An empty folder a builder made (a `mkdir` step), in the scratch folder's snapshot."""
"""Files a builder writes that are longer than this (or binary) are kept under files/."""


class Recorder:
    def __init__(self) -> None:
        self.depth = 0
        self.work = Path()
        self.steps: list[dict[str, Any]] = []
        self.head: dict[str, Any] = {}
        self.files: dict[str, bytes] = {}
        self.extra: dict[str, bytes] = {}
        self.seen: dict[str, tuple[int, int]] = {}
        self.job: Any = None

    def start(self, work: Path) -> None:
        self.__init__()  # type: ignore[misc]
        self.work = work

    # ------------------------------------------------------------- scratch folder writes

    def snapshot(self) -> dict[str, tuple[int, int]]:
        out = {}
        for path in self.work.rglob("*"):
            rel = path.relative_to(self.work).as_posix()
            if rel.startswith("origin/") or path.is_symlink():
                continue
            if path.is_dir() and not any(path.iterdir()):
                out[rel] = EMPTY_DIR
            if not path.is_file():
                continue
            st = path.stat()
            out[rel] = (st.st_size, st.st_mtime_ns)
        return out

    def before_call(self) -> None:
        now = self.snapshot()
        for rel in sorted(now):
            if self.seen.get(rel) != now[rel]:
                mkdir = {"kind": "mkdir", "path": rel}
                self.steps.append(mkdir if now[rel] == EMPTY_DIR else self.write_step(rel))
        gone = sorted(set(self.seen) - set(now))
        self.steps += [{"kind": "remove", "path": r} for r in gone if self.seen[r] != EMPTY_DIR]

    def write_step(self, rel: str) -> dict[str, Any]:
        data = (self.work / rel).read_bytes()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = None
        if text is not None and len(data) <= INLINE_MAX:
            return {"kind": "write", "path": rel, "text": self.token_text(text)}
        self.extra[rel] = data
        return {"kind": "write", "path": rel, "source": f"files/{rel}"}

    def after_call(self) -> None:
        self.seen = self.snapshot()

    # ------------------------------------------------------------- values

    def token_text(self, text: str) -> str:
        for token in ("@WORK@", "@ROOT@"):
            text = text.replace(tokens(self.work)[token], token)
        return text

    def token_env(self, value: str) -> str:
        for token, real in tokens(self.work).items():
            value = value.replace(real, token)
        return value

    def env_fields(self, env: dict[str, str]) -> dict[str, Any]:
        base = child_env()
        diff = {k: self.token_env(v) for k, v in env.items() if base.get(k) != v}
        out: dict[str, Any] = {}
        fits = [n for n, p in PRESETS.items() if all(diff.get(k) == v for k, v in p.items())]
        if fits:
            name = max(fits, key=lambda n: len(PRESETS[n]))
            out["env_preset"] = name
            diff = {k: v for k, v in diff.items() if k not in PRESETS[name]}
        if diff:
            out["env"] = diff
        unset = sorted(k for k in base if k not in env)
        if unset:
            out["env_unset"] = unset
        return out


REC = Recorder()


def _wrap(cls: type, name: str, convert: Any) -> None:
    original = getattr(cls, name)
    signature = inspect.signature(original)

    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        top = REC.depth == 0
        if top:
            REC.before_call()
        REC.depth += 1
        try:
            result = original(self, *args, **kwargs)
        finally:
            REC.depth -= 1
        if top:
            bound = signature.bind(self, *args, **kwargs)
            bound.apply_defaults()
            step = convert(self, dict(bound.arguments))
            if step is not None:
                REC.steps.append({k: v for k, v in step.items() if v not in (None, {}, [])})
            REC.after_call()
        return result

    setattr(cls, name, wrapper)


def _cwd(a: dict[str, Any]) -> str | None:
    return REC.token_text(str(a["cwd"])) if a.get("cwd") is not None else None


def _timeout(a: dict[str, Any]) -> int | None:
    return None if a["timeout"] == 900 else int(a["timeout"])


def _run(job: Any, a: dict[str, Any]) -> dict[str, Any]:
    return {
        "kind": "run",
        "script": REC.token_text(a["script"]),
        **REC.env_fields(a["env"] or child_env()),
        "shown_env": a["shown_env"],
        "cwd": _cwd(a),
        "timeout": _timeout(a),
    }


def _sh(job: Any, a: dict[str, Any]) -> dict[str, Any]:
    return {
        "kind": "sh",
        "command": REC.token_text(a["shown"]),
        **REC.env_fields(a["env"] or job.env),
        "cwd": _cwd(a),
        "timeout": _timeout(a),
    }


def _transcript_run(job: Any, a: dict[str, Any]) -> dict[str, Any]:
    if REC.head.get("framing") != "transcript":
        raise NotImplementedError("a builder called Job.run on a CI job")
    return {
        "kind": "run",
        "shown": a["shown"],
        "argv": [REC.token_env(x) for x in a["argv"]],
        **REC.env_fields(a["env"] or child_env()),
        "cwd": _cwd(a),
        "expect_ok": a["expect_ok"] or None,
        "timeout": _timeout(a),
    }


def _transcript_finish(job: Any, a: dict[str, Any]) -> dict[str, Any] | None:
    """Job.text(), the transcript's end (a CI job's text() is its own business)."""
    return {"kind": "finish"} if REC.head.get("framing") == "transcript" else None


def _lab_finish(job: Any, a: dict[str, Any]) -> dict[str, Any]:
    return {"kind": "finish", "after": a["after"], "artifacts": a["artifacts"]} | REC.env_fields(
        job.env
    )


def _unsupported(job: Any, a: dict[str, Any]) -> dict[str, Any]:
    raise NotImplementedError("a builder called a job method the recorder cannot store")


def _init(kind: str) -> Any:
    def convert(job: Any, a: dict[str, Any]) -> None:
        if REC.head:
            raise NotImplementedError("a builder made two jobs")
        REC.job = job
        if kind in ("transcript", "gha_steps"):
            REC.head = {"framing": kind}
            return
        REC.head = {"framing": kind, "slug": a["slug"]}
        REC.head |= {"name": a["job_name"]} if kind == "github_actions" else {"image": a["image"]}

    return convert


def install(fresh2: Any, cases: Any) -> None:
    """Wrap the job classes of scripts/make_fresh_cases_2.py and make_cases.py."""
    gha, lab = fresh2.Gha, fresh2.Lab
    text = REC.token_text
    for cls, name, convert in [
        (gha, "__init__", _init("github_actions")),
        (lab, "__init__", _init("gitlab")),
        (gha, "set_up_job", lambda j, a: {"kind": "set_up_job", "uses": a["uses"]}
         | ({} if a["image"] == "ubuntu-24.04" else {"image": a["image"]})),
        (gha, "checkout", lambda j, a: {"kind": "checkout"}),
        (gha, "action", lambda j, a: {"kind": "action", "uses": a["uses"],
         "with": {k: text(v) for k, v in a["with_"].items()}, "body": text(a["body"])}),
        (gha, "step", _run),
        (gha, "lines", lambda j, a: {"kind": "lines", "text": text(a["text"])}),
        (gha, "emit", lambda j, a: {"kind": "lines", "text": text(a["line"])}),
        (gha, "git", lambda j, a: {"kind": "git", "args": a["args"], "shown": a["shown"],
         "may_fail": a["may_fail"] or None}),
        (gha, "finish", lambda j, a: {"kind": "finish"}),
        (gha, "post_checkout", _unsupported),
        (lab, "prepare", lambda j, a: {"kind": "prepare", "cache_key": a["cache_key"]}),
        (lab, "sh", _sh),
        (lab, "say", lambda j, a: {"kind": "say", "text": text(a["text"])}),
        (lab, "finish", _lab_finish),
        (cases.Job, "__init__", _init("transcript")),
        (cases.Job, "run", _transcript_run),
        (cases.Job, "text", _transcript_finish),
    ]:  # fmt: skip
        _wrap(cls, name, convert)


def record_origin(original: Any) -> Any:
    def make_origin(w: Path, slug: str, files: dict[str, str]) -> tuple[Path, str]:
        REC.before_call()
        origin = w / "origin" / f"{slug.rsplit('/', 1)[-1]}.git"  # files put there first
        REC.files = {
            p.relative_to(origin).as_posix(): p.read_bytes()
            for p in sorted(origin.rglob("*") if origin.exists() else [])
            if p.is_file() and ".git" not in p.relative_to(origin).parts
        }
        REC.files |= {k: v.encode("utf-8", "surrogateescape") for k, v in files.items()}
        REC.depth += 1
        try:
            result = original(w, slug, files)
        finally:
            REC.depth -= 1
        REC.steps.append({"kind": "origin"})
        REC.after_call()
        return result  # type: ignore[no-any-return]

    return make_origin


def install_devci(ci: Any, modules: list[Any]) -> None:
    """Wrap scripts/dev_cases_cmake.py's GitHubLog, GitLabLog and run() (casegen.devci):
    a command is recorded when it runs and becomes a step where the log shows it."""
    ran_by_id: dict[int, tuple[Any, dict[str, Any]]] = {}
    original_run = ci.run

    def run(shown: str, argv: list[str], cwd: Path, **env: str) -> Any:
        REC.before_call()
        ran = original_run(shown, argv, cwd, **env)
        REC.after_call()
        spec: dict[str, Any] = {"shown": shown, "argv": [REC.token_env(str(a)) for a in argv]}
        spec |= {"env": {k: REC.token_env(v) for k, v in env.items()}} if env else {}
        spec |= {} if Path(cwd) == REC.work else {"cwd": REC.token_text(str(cwd))}
        ran_by_id[id(ran)] = (ran, spec)
        return ran

    def cmd(ran: Any) -> dict[str, Any]:
        if id(ran) in ran_by_id and ran_by_id[id(ran)][0] is ran:
            return ran_by_id[id(ran)][1]
        return {"shown": ran.shown, "output": REC.token_text(ran.output), "code": ran.code}

    def init(kind: str, keys: tuple[str, str]) -> Any:
        def convert(log: Any, a: dict[str, Any]) -> None:
            if REC.head:
                raise NotImplementedError("a builder made two jobs")
            REC.job = log
            REC.head = {"framing": kind, keys[0]: a[keys[0]], keys[1]: a[keys[1]]}

        return convert

    gh, gl = ci.GitHubLog, ci.GitLabLog
    install_step = lambda j, a: {"kind": "install", "names": a["names"], "count": a["count"],  # noqa: E731
                                 "offset": a["offset"] or None}  # fmt: skip
    for cls, name, convert in [
        (gh, "__init__", init("devci_github", ("repo", "start"))),
        (gl, "__init__", init("devci_gitlab", ("project", "image"))),
        (gh, "setup", lambda j, a: {"kind": "setup"}),
        (gh, "install", install_step),
        (gl, "install", install_step),
        (gh, "step", lambda j, a: {"kind": "step", **cmd(a["ran"]), "shown_env": a["env"]}),
        (gl, "step", lambda j, a: {"kind": "step", **cmd(a["ran"])}),
        (gh, "finish", lambda j, a: {"kind": "finish",
         "after_failure": [cmd(r) for r in a["after_failure"]]}),
        (gl, "finish", lambda j, a: {"kind": "finish",
         "after_script": [cmd(r) for r in a["after_script"]], "artifacts": a["artifacts"] or None}),
    ]:  # fmt: skip
        _wrap(cls, name, convert)
    for module in {id(m): m for m in [ci, *modules]}.values():
        if getattr(module, "run", None) is original_run:
            module.run = run
        module.write_tree = record_project(module.write_tree)


def install_devcargo(module: Any) -> Any:
    """scripts/dev_cases_cargo.py: its Actions log becomes casegen.devcargo's framing; its
    GitLab jobs are make_cases.Job transcripts that gitlab() opens with a preamble."""

    def init(job: Any, a: dict[str, Any]) -> None:
        REC.job = job
        REC.head = {"framing": "devcargo_github", "job": a["job"], "repo": a["repo"]}

    def run(job: Any, a: dict[str, Any]) -> dict[str, Any]:
        argv = [REC.token_env(x) for x in a["argv"]]
        shown_env, expect_ok = a["shown_env"] or None, a["expect_ok"] or None
        return {"kind": "run", "shown": a["shown"], "argv": argv, **REC.env_fields(a["env"]),
                "shown_env": shown_env, "expect_ok": expect_ok}  # fmt: skip

    act = module.Actions
    _wrap(act, "__init__", init)
    _wrap(act, "emit", lambda j, a: {"kind": "emit", "text": REC.token_text(a["text"])})
    _wrap(act, "run", run)
    _wrap(act, "text", lambda j, a: {"kind": "finish"})
    original = module.gitlab

    def gitlab(cwd: Path, repo: str) -> Any:
        job = original(cwd, repo)
        REC.steps.append({"kind": "text", "text": job.parts[-1]})
        return job

    module.gitlab = gitlab
    settings: dict[str, Any] = {
        "out": "bench/cases-dev/cargo",
        "origin": "loopglass_dev_cases",
        "readme": "none",
        "min_criticals": 1,
        "max_criticals": 10,
        "work_by": "case_id",
    }
    return SimpleNamespace(
        batch=SimpleNamespace(
            split="dev", generator="scripts/dev_cases_cargo.py", min_bytes=0, max_bytes=10**8
        ),
        probes={"cargo": [module.CARGO, "--version"], "rustc": ["rustc", "--version"]},
        tools_of={"": ["cargo", "rustc"]},
        readme_head="",
        scenarios=[(case_id, None, build) for case_id, build in module.SCENARIOS],
        work=module.WORK,
        check_labels=False,
        settings=settings,
    )


def install_devunit(module: Any) -> Any:
    """scripts/dev_cases_unittest.py: its Actions and GitLab logs (casegen.devunit); a
    case that runs another Python records that interpreter's version."""

    def init(kind: str, keys: tuple[str, ...]) -> Any:
        def convert(job: Any, a: dict[str, Any]) -> None:
            REC.job = job
            REC.head = {"framing": kind} | {k: a[k] for k in keys}

        return convert

    def run(job: Any, a: dict[str, Any]) -> dict[str, Any]:
        argv = [REC.token_env(x) for x in a["argv"]]
        return {"kind": "run", "shown": a["shown"], "argv": argv,
                **REC.env_fields(a["env"] or child_env())}  # fmt: skip

    act, lab = module.Actions, module.GitLab
    _wrap(act, "__init__", init("devunit_github", ("python", "job")))
    _wrap(lab, "__init__", init("devunit_gitlab", ("image",)))
    _wrap(act, "preamble", lambda j, a: {"kind": "preamble"})
    _wrap(act, "emit", _unsupported)
    _wrap(act, "step", run)
    _wrap(lab, "run", run)
    _wrap(act, "text", lambda j, a: {"kind": "finish"})
    _wrap(lab, "text", lambda j, a: {"kind": "finish"})

    def tok(path: str) -> str:  # before any scratch folder: @ROOT@ and @HOME@ only
        return path.replace(str(ROOT), "@ROOT@").replace(str(Path.home()), "@HOME@")

    python = tok(str(module.PY))
    settings: dict[str, Any] = {
        "out": "bench/cases-dev/unittest",
        "readme": "static",
        "min_criticals": 1,
        "max_criticals": 10,
        "work_by": "case_id",
        "case_probes": {
            case_id: {"python": [tok(needs[0]), "--version"]}
            for case_id, _, needs in module.SCENARIOS
            if needs
        },
    }
    return SimpleNamespace(
        batch=SimpleNamespace(
            split="dev", generator=module.GENERATOR, min_bytes=0, max_bytes=10**8
        ),
        probes={"python": [python, "--version"]},
        tools_of={"": ["python"]},
        readme_head=module.README,
        scenarios=[(case_id, None, build) for case_id, build, _ in module.SCENARIOS],
        work=module.WORK,
        check_labels=False,
        settings=settings,
    )


def install_devterraform(module: Any) -> Any:
    """scripts/dev_cases_terraform.py: its GitHubJob and GitLabJob (casegen.devterraform).
    Its jobs run in a clone beside the scratch folder (`<work>-runner`), whose files are
    watched too; commands it ran itself become `unlogged` steps, or `output` steps when
    it then logged their output (`tee` when it wrote that to a file, `status` when the
    job reports their status)."""
    setattr(Recorder, "snapshot", _runner_snapshot)  # noqa: B010
    setattr(Recorder, "write_step", _runner_write_step)  # noqa: B010
    gh, gl = module.GitHubJob, module.GitLabJob
    _wrap(gh, "__init__", _tf_init("devterraform_github", ("name", "repo", "seed")))
    _wrap(gl, "__init__", _tf_init("devterraform_gitlab", ("project", "image")))
    _wrap(gh, "clone", lambda j, a: {"kind": "checkout"})
    _wrap(gh, "action", lambda j, a: {"kind": "action", "uses": a["uses"], "with": a["inputs"],
                                      "output": a["output"] or None})  # fmt: skip
    _wrap(gh, "step", lambda j, a: {"kind": "header", "shown": a["command"],
                                    "shown_env": a["env"]})  # fmt: skip
    _wrap(gh, "run", _tf_run)
    _wrap(gl, "run", _tf_run)
    _wrap(gh, "emit", _tf_emit)
    _wrap(gh, "text", _tf_finish)
    _wrap(gl, "text", _tf_finish)
    module.output_of = _tf_output_of(module.output_of)
    module.tf = _tf_expect_ok(module.tf)
    module.bare_repo = _absorbed(module.bare_repo)
    module.write_tree = record_trees(module.write_tree)
    settings: dict[str, Any] = {
        "out": "bench/cases-dev/terraform",
        "origin": "loopglass_dev_cases",
        "readme": "dev_table",
        "min_criticals": 1,
        "max_criticals": 10,
        "work_by": "case_id",
    }
    head = module.README.split("| case |")[0]
    head += "| case | framework | raw.log bytes | lines |\n|---|---|---:|---:|\n"
    batch = SimpleNamespace(
        split=module.SPLIT, generator=module.GENERATOR, min_bytes=0, max_bytes=10**8
    )
    return SimpleNamespace(
        batch=batch,
        probes={"terraform": ["terraform", "version"]},
        tools_of={"": ["terraform"]},
        readme_head=head,
        scenarios=[(case_id, None, build) for case_id, build in module.SCENARIOS],
        work=module.WORK,
        check_labels=False,
        settings=settings,
    )


_PLAIN_SNAPSHOT = Recorder.snapshot
_PLAIN_WRITE_STEP = Recorder.write_step


def _runner_snapshot(self: Recorder) -> dict[str, tuple[int, int]]:
    """The scratch folder's files and the clone's beside it (`../<work>-runner/...`)."""
    out = _PLAIN_SNAPSHOT(self)
    runner = self.work.parent / f"{self.work.name}-runner"
    for path in runner.rglob("*") if runner.exists() else []:
        if path.is_file() and ".git" not in path.parts and ".terraform" not in path.parts:
            st = path.stat()
            rel = path.relative_to(runner).as_posix()
            out[f"../{runner.name}/{rel}"] = (st.st_size, st.st_mtime_ns)
    return out


def _runner_write_step(self: Recorder, rel: str) -> dict[str, Any]:
    step = _PLAIN_WRITE_STEP(self, rel)
    if rel.startswith("../"):  # in the clone: @WORK@-runner/...
        step["path"] = "@WORK@" + rel.split("/", 1)[1].removeprefix(self.work.name)
    if (self.work / rel).stat().st_mode & 0o111:
        step["mode"] = "755"
    return step


def _tf_command(argv: list[str], cwd: Path, env: dict[str, str] | None) -> dict[str, Any]:
    spec: dict[str, Any] = {"argv": [REC.token_env(str(a)) for a in argv]}
    spec |= REC.env_fields(env or child_env())
    return spec | ({} if Path(cwd) == REC.work else {"cwd": REC.token_env(str(cwd))})


def _tf_init(kind: str, keys: tuple[str, ...]) -> Any:
    def convert(job: Any, a: dict[str, Any]) -> None:
        REC.job = job
        REC.head = {"framing": kind} | {k: a[k] for k in keys}

    return convert


def _tf_run(job: Any, a: dict[str, Any]) -> dict[str, Any]:
    shown_env = a.get("step_env")
    step = {"kind": "run", "shown": a["command"]} | _tf_command(a["argv"], a["cwd"], a["env"])
    return step | ({"shown_env": shown_env} if shown_env else {})


def _tf_output_of(original: Any) -> Any:
    """output_of called by a builder itself: an `unlogged` step (its output kept a while)."""

    def output_of(argv: list[str], cwd: Path, env: dict[str, str] | None = None) -> Any:
        if REC.depth:
            return original(argv, cwd, env)
        REC.before_call()
        out, code = original(argv, cwd, env)
        step = {"kind": "unlogged", **_tf_command(argv, cwd, env), "_out": out, "_code": code}
        REC.steps.append(step)
        REC.after_call()
        return out, code

    return output_of


def _tf_emit(job: Any, a: dict[str, Any]) -> None:
    """A command's output logged by the builder itself: its step becomes `output`."""
    at = max(i for i, s in enumerate(REC.steps) if s["kind"] == "unlogged")
    if REC.steps[at]["_out"] != a["text"] or a["pause"]:
        raise NotImplementedError("a builder logged text no command printed")
    REC.steps[at]["kind"] = "output"
    tee = REC.steps[at + 1] if at + 1 < len(REC.steps) else {}
    if tee.get("kind") == "write" and _holds(tee, a["text"]):
        REC.steps[at]["tee"] = tee["path"]
        REC.extra.pop(tee.get("source", "files/").removeprefix("files/"), None)
        del REC.steps[at + 1]


def _tf_finish(job: Any, a: dict[str, Any]) -> dict[str, Any]:
    """The job's end; an `output` step whose status the builder made the job's."""
    last = REC.steps[-1]
    if last["kind"] == "output" and job.code and last["_code"] == job.code:
        last["status"] = True
    for step in REC.steps:
        step.pop("_out", None)
        step.pop("_code", None)
    return {"kind": "finish"}


def _tf_expect_ok(original: Any) -> Any:
    """tf(..., ok=True): the step it ran must succeed (`expect_ok`)."""

    def tf(job: Any, command: str, cwd: Path, env: dict[str, str], *, ok: bool = False) -> int:
        code: int = original(job, command, cwd, env, ok=ok)
        if ok and REC.depth == 0:
            REC.steps[-1]["expect_ok"] = True
        return code

    return tf


def _holds(write: dict[str, Any], text: str) -> bool:
    """Whether a recorded write step wrote `text` (inline, or kept under files/)."""
    if "text" in write:
        return bool(write["text"] == REC.token_text(text))
    kept = REC.extra.get(write["source"].removeprefix("files/"))
    return kept == text.encode("utf-8", "surrogateescape")


def _absorbed(original: Any) -> Any:
    """A helper whose files are no step of their own (the bare repository beside the
    scratch folder, made again by the step that needs it)."""

    def call(*args: Any) -> Any:
        REC.before_call()
        REC.depth += 1
        try:
            return original(*args)
        finally:
            REC.depth -= 1
            REC.after_call()

    return call


def record_trees(original: Any) -> Any:
    """write_tree: the first tree is the project; later ones are `write` steps."""
    first = record_project(original)

    def write_tree(base: Path, files: dict[str, str]) -> None:
        (original if REC.files else first)(base, files)

    return write_tree


def _batch_of_dev(module: Any) -> Any:
    """A dev script's fields: every tool's version in every case, scratch folders
    <work>/<repo>/<repo>, no README, labels not checked against the log."""
    settings: dict[str, Any] = {
        "out": str(module.OUT.relative_to(ROOT)),
        "origin": "loopglass_dev_cases",
        "readme": "none",
        "min_criticals": 1,
        "work_dirs": {c: f"{repo}/{repo}" for c, repo, _ in module.SCENARIOS},
    }
    return SimpleNamespace(
        batch=SimpleNamespace(
            split=module.SPLIT, generator=module.GENERATOR, min_bytes=0, max_bytes=100_000_000
        ),
        probes=module.TOOLS,
        tools_of={"": list(module.TOOLS)},
        readme_head="",
        scenarios=module.SCENARIOS,
        work=module.WORK,
        check_labels=False,
        settings=settings,
    )


def record_project(original: Any) -> Any:
    """make_cases.write_tree: the project, written straight into the scratch folder."""

    def write_tree(base: Path, files: dict[str, str]) -> None:
        if REC.files or REC.depth:
            raise NotImplementedError("a builder wrote two projects")
        REC.before_call()
        sub = base.relative_to(REC.work).as_posix()
        REC.files = {k: v.encode("utf-8", "surrogateescape") for k, v in files.items()}
        original(base, files)
        REC.steps.append({"kind": "project"} | ({} if sub == "." else {"path": sub}))
        REC.after_call()

    return write_tree


def labels_of(case: Any, commands: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in fields(case):
        value = getattr(case, f.name)
        if f.name == "case_id" or (f.name == "commands" and value == commands):
            continue
        if f.name == "signals":
            value = [_signal(s) for s in value]
        elif isinstance(value, tuple):
            value = list(value)
        if f.name in ("summary", "notes", "signals") or value != _default(f):
            out[f.name] = value
    return out


def _signal(sig: Any) -> dict[str, Any]:
    out = {f.name: getattr(sig, f.name) for f in fields(sig)}
    out["aliases"] = list(out["aliases"])
    return {k: v for k, v in out.items() if v not in (None, "", [])}


def _default(f: Any) -> Any:
    if f.default_factory is not dataclass_missing():
        return f.default_factory()
    return f.default


def dataclass_missing() -> Any:
    import dataclasses  # noqa: PLC0415

    return dataclasses.MISSING


def write_case_folder(folder: Path, case: Any, commands: list[str]) -> None:
    if folder.exists():
        shutil.rmtree(folder)
    for rel, data in REC.files.items():
        path = folder / "project" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    for rel, data in REC.extra.items():
        path = folder / "files" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    (folder / "job.toml").write_text(dumps({**REC.head, "steps": REC.steps}))
    (folder / "labels.toml").write_text(dumps(labels_of(case, commands)))


def batch_settings(fresh: Any, work_name: str) -> dict[str, Any]:
    b = fresh.batch
    probes = {k: [REC.token_env(a) for a in v] for k, v in fresh.probes.items()}
    return {
        "split": b.split,
        "generator": b.generator,
        "min_bytes": b.min_bytes,
        "max_bytes": b.max_bytes,
        "work": work_name,
        "check_labels": fresh.check_labels,
        "cases": [s[0] for s in fresh.scenarios],
        "readme_head": fresh.readme_head,
        "probes": probes,
        "tools": {k: list(v) for k, v in fresh.tools_of.items()},
        **getattr(fresh, "settings", {}),
    }


def _batch_of(module: Any) -> Any:
    """The FreshBatch fields of an older generator that keeps them as module globals
    (scripts/make_fresh_cases_2.py); its labels were not checked against the log."""
    return SimpleNamespace(
        batch=module.BATCH,
        probes=module.VERSION_PROBES,
        tools_of=module.TOOLS_OF,
        readme_head=module.README_HEAD,
        scenarios=module.SCENARIOS,
        work=module.WORK,
        check_labels=False,
    )


def install_gha_steps(module: Any) -> Any:
    """scripts/make_fresh_cases.py: its bare GhaJob (run steps only) becomes the gha_steps
    framing, its make_cases.Job the transcript; both write the project straight into a
    folder per case id, and case.json names the framing the log imitates."""
    gha = module.GhaJob
    _wrap(gha, "__init__", _init("gha_steps"))
    _wrap(gha, "step", _run)
    _wrap(gha, "text", lambda j, a: {"kind": "finish"})
    return SimpleNamespace(
        batch=SimpleNamespace(
            split=module.SPLIT, generator=module.GENERATOR, min_bytes=0, max_bytes=100_000_000
        ),
        probes=module.VERSION_PROBES,
        tools_of=module.TOOLS_OF,
        readme_head=module.README_HEAD,
        scenarios=module.SCENARIOS,
        work=module.WORK,
        check_labels=False,
        settings={"work_by": "case_id", "readme": "no_criticals"},
    )


def _batch_of_cases(module: Any) -> Any:
    """scripts/make_cases.py's fields: no size limits, a folder per case id (its paths are
    in the logs), the plain README, labels not checked against the log."""
    return SimpleNamespace(
        batch=SimpleNamespace(
            split=module.SPLIT,
            generator="scripts/make_cases.py",
            min_bytes=0,
            max_bytes=100_000_000,
        ),
        probes=module.VERSION_PROBES,
        tools_of=module.TOOLS_OF,
        readme_head=module.README_HEAD,
        scenarios=module.SCENARIOS,
        work=module.WORK,
        check_labels=False,
        settings={"out": "bench/cases", "work_by": "case_id", "readme": "plain"},
    )


def _recorder_for(script: Path, module: Any) -> Any:
    """The batch's fields, with the old script's job classes wrapped for recording."""
    fresh = getattr(module, "FRESH", None)
    if script.stem == "dev_cases_cargo":
        fresh = install_devcargo(module)
    elif script.stem == "dev_cases_unittest":
        fresh = install_devunit(module)
    elif script.stem == "dev_cases_terraform":
        fresh = install_devterraform(module)
    elif hasattr(module, "GENERATOR") and script.stem.startswith("dev_cases_"):
        fresh = _batch_of_dev(module)
        install_devci(importlib.import_module("dev_cases_cmake"), [module])
    if script.stem == "make_fresh_cases":
        fresh = install_gha_steps(module)
    fresh = fresh or (_batch_of(module) if hasattr(module, "BATCH") else _batch_of_cases(module))
    settings = getattr(fresh, "settings", {})
    if script.stem == "dev_cases_terraform":  # its write_tree is wrapped by install_devterraform
        pass
    elif settings.get("work_by") == "case_id":  # the project written straight into the folder
        setattr(module, "write_tree", record_project(module.write_tree))  # noqa: B010
    elif not settings.get("work_dirs"):  # (the dev scripts' are wrapped by install_devci)
        setattr(module, "make_origin", record_origin(module.make_origin))  # noqa: B010
    return fresh


def main(argv: list[str]) -> int:
    script, name = Path(argv[0]), argv[1]
    only = argv[2:]
    sys.path.insert(0, str(SCRIPTS))
    fresh2, cases = (
        importlib.import_module("make_fresh_cases_2"),
        importlib.import_module("make_cases"),
    )
    module = importlib.import_module(script.stem)
    install(fresh2, cases)
    fresh = _recorder_for(script, module)
    by_id = getattr(fresh, "settings", {}).get("work_by") == "case_id"
    work_dirs = getattr(fresh, "settings", {}).get("work_dirs", {})
    out = SOURCES / name
    out.mkdir(parents=True, exist_ok=True)
    REC.start(fresh.work)
    (out / "batch.toml").write_text(dumps(batch_settings(fresh, fresh.work.name)))
    logs = Path(tempfile.gettempdir()) / f"casegen-record-{name.replace('/', '-')}"
    logs.mkdir(exist_ok=True)
    for number, (case_id, _, build) in enumerate(fresh.scenarios, 1):
        if only and case_id not in only:
            continue
        work = fresh.work / (case_id if by_id else f"{number:02d}")
        if case_id in work_dirs:
            shutil.rmtree(fresh.work / work_dirs[case_id].split("/")[0], ignore_errors=True)
            work = fresh.work / work_dirs[case_id]
        if work.exists():
            shutil.rmtree(work)
        work.mkdir(parents=True)
        REC.start(work)
        try:
            built = build(work)  # (raw, case) or (raw, versions, case)
            raw, case = built[0], built[-1]
            if isinstance(built[1], str) and built[1] != REC.head.get("framing"):
                REC.head["log_framing"] = built[1]  # the framing the log imitates
        except Exception as exc:  # report the builder's failure and go on
            print(f"FAILED {case_id}: {type(exc).__name__}: {exc}".splitlines()[0])
            continue
        (logs / f"{case_id}.log").write_bytes(raw.encode("utf-8", "surrogateescape"))
        shown = [s["shown"] for s in REC.steps if s["kind"] == "run" and "shown" in s]
        write_case_folder(out / case_id, case, list(getattr(REC.job, "commands", shown)))
        shutil.rmtree(work, ignore_errors=True)
        print(f"recorded {case_id}: {len(REC.steps)} steps, {len(REC.files)} project files")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
