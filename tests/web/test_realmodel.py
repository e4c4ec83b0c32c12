"""Issue 21: runs on the real stack against a real model, SmolLM2-135M served by llama.cpp.

The endpoint is registered with `manage.py endpoints add`, the run is launched from the
browser on a git repository made here, and the real worker runs it. The model is weak:
what is checked is the plumbing (a terminal status on the page, and tokens on it that are
the server's own counts, read from its replies by a proxy in between; the reply shown in
the page's live row while it streamed, before its step was), and that a dead
endpoint, a server killed mid-generation and a reply cut short each fail the run with an
error that names the endpoint, never leaving it running.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from playwright.sync_api import Browser, expect

from runs.models import Run
from tests.conftest import ROOT, free_port
from tests.realmodel.server import MODEL, ModelServer, Proxy, grammar
from tests.web.conftest import (
    AsgiServer,
    People,
    Worker,
    client_for,
    log_in,
    wait_for_run,
)
from tests.web.test_mcp_install import mcp_add, own_venv

pytestmark = pytest.mark.django_db(transaction=True)
__all__ = ["own_venv"]  # the fixture, imported to be found here
FILES = ["notes.txt", "hello.py"]
TOOLS = ["list_dir", "read_file", "run_command"]
CUT_AFTER = 3000
"""Bytes of a streamed reply the proxy lets through: a few chunks of text (each is some
300 bytes of JSON around a token or two)."""
RUN_SECONDS = 300
"""A run of a few generations on a busy 2-core machine, with room to spare."""


@pytest.fixture(scope="module")
def llama() -> Iterator[ModelServer]:
    with ModelServer("llama-web") as server:
        yield server


@pytest.fixture(scope="module")
def roots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("roots")


@dataclass(frozen=True)
class Site:
    url: str
    roots: Path
    """Where the dashboard allows local repositories (LOOPGLASS_WORKSPACE_ROOTS)."""


@pytest.fixture(scope="module")
def site(stack_env: dict[str, str], roots: Path) -> Iterator[Site]:
    """The dashboard, allowed to launch on local repositories under `roots`."""
    env = {**stack_env, "LOOPGLASS_WORKSPACE_ROOTS": str(roots)}
    server = AsgiServer(env, name="uvicorn-realmodel").start()
    yield Site(server.url, roots)
    server.stop()


WATCH_LIVE_REPLY = """
window.liveSeen = [];
new MutationObserver(() => {
  const row = document.getElementById("live-reply");
  if (!row) return;
  const index = row.dataset.liveIndex;
  const text = [...row.querySelectorAll(".thought pre, .action pre")]
    .map((part) => part.textContent).join("\\n");
  window.liveSeen.push({index, text, committed: !!document.getElementById(`step-${index}`)});
}).observe(document, {childList: true, subtree: true, characterData: true});
"""
"""Kept by the browser: what the run page's live row (#live-reply) showed, each time it
changed, and whether that step had been committed to the page by then."""


def squash(text: str) -> str:
    """The text without its whitespace: the live row shows a reply's parts trimmed."""
    return "".join(text.split())


def make_repository(folder: Path) -> Path:
    folder.mkdir(parents=True)
    (folder / "notes.txt").write_text("the answer is 42\n")
    (folder / "hello.py").write_text("print('hello')\n")
    return committed(folder)


def committed(folder: Path) -> Path:
    """`folder` made a git repository with its files committed."""
    config = ["-c", "user.name=t", "-c", "user.email=t@example.com"]
    for args in (["init", "--quiet", "--initial-branch=main"], ["add", "."]):
        subprocess.run(["git", *config, *args], cwd=folder, check=True)
    subprocess.run(["git", *config, "commit", "--quiet", "-m", "one"], cwd=folder, check=True)
    return folder


def add_endpoint(name: str, base_url: str, extra: dict[str, Any], retries: int = 0) -> str:
    out = StringIO()
    args = ["add", name, "--team", "alpha", "--base-url", base_url, "--models", MODEL]
    args += ["--timeout", "240", "--retries", str(retries), "--extra", json.dumps(extra)]
    call_command("endpoints", *args, stdout=out)
    return out.getvalue()


@pytest.mark.usefixtures("celery_worker")
@pytest.mark.parametrize("channel", ["react", "native"])
def test_a_run_on_a_repository_through_the_real_model(
    people: People, site: Site, browser: Browser, llama: ModelServer, channel: str
) -> None:
    repository = make_repository(site.roots / f"repo-{channel}")
    extra: dict[str, Any] = {"max_tokens": 80}
    if channel == "react":  # a tool call at every step, on the run's clone of the repository
        extra["grammar"] = grammar("action", names=FILES, programs=["ls", "cat"])
    with Proxy(llama.port) as proxy:
        assert "added smollm" in add_endpoint("smollm", proxy.base_url, extra)
        page = browser.new_page()
        page.add_init_script(WATCH_LIVE_REPLY)
        log_in(page, site.url, "alice", path="/runs/new/")
        page.check("input[name=source][value=endpoint]")
        page.wait_for_selector("select[name=endpoint]")
        page.select_option("select[name=endpoint]", "smollm")
        page.fill("textarea[name=goal]", "Read notes.txt and say what the answer is.")
        page.select_option("select[name=channel]", channel)
        page.fill("input[name=max_steps]", "2")
        if channel == "native":  # the model ignores tools: its reply is the answer
            page.select_option("select[name=termination]", "reply")
        page.select_option("select[name=approval]", "confirm_none")
        for tool in TOOLS:  # the grammar's; fewer tools, a shorter prompt
            page.check(f"input[name=tools][value={tool}]")
        page.fill("input[name=workspace]", str(repository))
        page.click("form.launch button[type=submit]")
        page.wait_for_url(f"{site.url}/runs/*/")
        run_id = int(page.url.rstrip("/").rsplit("/", 1)[1])
        run = wait_for_run(run_id, timeout=RUN_SECONDS)
        usages = proxy.usages()

    assert run.status in ("answered", "stopped"), run.error
    assert run.config["backend"]["endpoint"] == "smollm"
    assert run.config["workspace"]["git"] == str(repository)
    assert usages and len(usages) == run.step_count
    tokens = (sum(u.prompt_tokens for u in usages), sum(u.completion_tokens for u in usages))
    assert (run.tokens_in, run.tokens_out) == tokens and min(tokens) > 0
    status = page.locator("#run-status")
    expect(status).to_have_attribute("data-status", run.status, timeout=30_000)
    expect(status).to_contain_text(f"{tokens[0]} tokens in · {tokens[1]} out")
    expect(status.locator(".badge")).to_have_text(run.get_status_display())
    if channel == "react":  # each step calls a tool of the grammar's list; the first ran
        for step in run.steps.all():
            assert step.parse_error is None, step.completion
            assert step.action_tool in TOOLS
        first = run.steps.get(index=0)
        assert first.observation and first.packet is not None and not first.is_error
        steps = page.locator("article[data-step-index]")
        expect(steps).to_have_count(run.step_count)
    # the reply was shown while the model wrote it: in the live row, before its step was
    first = run.steps.get(index=0)
    seen = [shown for shown in page.evaluate("window.liveSeen") if shown["index"] == "0"]
    early = [shown["text"] for shown in seen if shown["text"] and not shown["committed"]]
    assert early, f"no reply shown before step 0 committed: {seen}"
    reply = squash(first.completion)
    assert all(reply.startswith(squash(text)) for text in early), (early, first.completion)
    assert any(len(squash(text)) < len(reply) for text in early), "a part of the reply, growing"
    page.close()


# -- the README's test-model section: a run that writes, under the tool constraint ------

EXAMPLE = ROOT / "examples" / "textstats"
WORK_GOALS = {
    "react": "Read README.md, then do what it says.",
    "native": "First read README.md, then use write_file to do its To do.",
}
"""The README's goals for the bundled model on examples/textstats, whose README names a
file to write: this model needs the goal spelt differently for each channel."""


@pytest.mark.usefixtures("celery_worker")
@pytest.mark.parametrize("channel", ["react", "native"])
def test_the_bundled_model_reads_and_writes_a_file_whose_patch_applies(  # noqa: PLR0917 (fixtures)
    people: People,
    site: Site,
    browser: Browser,
    llama: ModelServer,
    channel: str,
    settings: Any,
) -> None:
    """The README's commands: an endpoint held to the run's tools (`--constrain tools`,
    ReAct as text to continue), a run on a repository with every model tool offered. Not
    the model's wisdom is checked, but that every call it made was a valid call of an
    offered tool, that it read a file and wrote one, that the run page shows each call and
    the Changes view the diff, and that the patch applies to a clone of the repository."""
    readme = " ".join((ROOT / "README.md").read_text().split())
    assert WORK_GOALS[channel] in readme, "the README's goal is the one tried here"
    settings.LOOPGLASS_WORKSPACE_ROOTS = [str(site.roots)]  # the API's launch is in-process
    repository = site.roots / f"textstats-{channel}"
    committed(Path(shutil.copytree(EXAMPLE, repository)))
    args = ["add", f"held-{channel}", "--team", "alpha", "--base-url", llama.base_url]
    args += ["--models", MODEL, "--timeout", "240", "--retries", "0"]
    args += ["--constrain", "tools", "--react-api", "completions", "--extra", '{"max_tokens": 200}']
    call_command("endpoints", *args, stdout=StringIO())
    out = StringIO()
    launch = ["--endpoint", f"held-{channel}", "--git", str(repository), "--channel", channel]
    launch += ["--tools", "read_file,write_file", "--goal", WORK_GOALS[channel], "--user", "alice"]
    call_command("launch", *launch, "--json", stdout=out)
    run = wait_for_run(json.loads(out.getvalue())["id"], timeout=RUN_SECONDS)

    assert run.status in ("answered", "stopped"), (run.status, run.error)
    steps = list(run.steps.all())
    offered = set(run.config["tools"]) | {"artifact_read"}
    for step in steps:  # every reply was a valid call of an offered tool, or an answer
        assert step.parse_error is None, step.completion
        assert step.final_answer is not None or step.action_tool in offered, step.completion
    calls = [(s.action_tool, s.is_error, (s.action_arguments or {}).get("path")) for s in steps]
    assert ("read_file", False, "README.md") in calls, calls
    written = [str(path) for tool, failed, path in calls if tool == "write_file" and not failed]
    assert written, calls

    page = browser.new_page()
    log_in(page, site.url, "alice", path=f"/runs/{run.pk}/")
    articles = page.locator("article[data-step-index]")
    expect(articles).to_have_count(len(steps))
    for step in steps:
        if step.action_tool:
            expect(page.locator(f"#step-{step.index}")).to_contain_text(step.action_tool)
    change = page.locator(f"#run-changes [data-change-path='{written[-1]}']")
    expect(change).to_be_visible()
    expect(change.locator(".diff .add").first).to_be_visible()
    page.close()

    patch = client_for(people.owner).get(f"/api/runs/{run.pk}/changes")
    assert (patch.status_code, patch["Loopglass-Changes"]) == (200, "patch")
    checkout = site.roots / f"checkout-{channel}"
    subprocess.run(["git", "clone", "--quiet", str(repository), str(checkout)], check=True)
    subprocess.run(  # the README's pipe, `curl ... | git apply --allow-empty`
        ["git", "apply", "--allow-empty"], cwd=checkout, input=patch.content, check=True
    )
    final = run.steps.filter(action_tool="write_file", is_error=False).last()
    assert final is not None and final.action_arguments is not None
    assert (checkout / written[-1]).read_text() == final.action_arguments["content"]


MCP_GOAL = "What time is it in UTC? Use get_current_time."
"""The README's goal for the bundled model and the time server (its MCP section)."""


@pytest.mark.usefixtures("celery_worker")
def test_the_bundled_model_calls_an_mcp_server_in_a_venv_of_its_own(
    people: People, llama: ModelServer, own_venv: Path
) -> None:
    """The README's MCP section with the bundled model: mcp-server-time installed in a venv
    of its own, registered with `mcp add`, offered beside one built-in, the constraint
    holding the model to the two: the run calls the time tool, in the sandbox, and reads
    the time back. The native channel, as the README has it: in ReAct this model calls the
    first tool its prompt lists, whatever the goal says (tried: three goals)."""
    channel = "native"
    assert MCP_GOAL in " ".join((ROOT / "README.md").read_text().split())
    program = own_venv / "bin" / "mcp-server-time"
    command = [str(program), "--local-timezone", "UTC"]
    said = mcp_add("time", "--team", "alpha", "--tools", "get_current_time", "--", *command)
    assert "started in its sandbox" in said
    args = ["add", "held", "--team", "alpha", "--base-url", llama.base_url, "--models", MODEL]
    args += ["--constrain", "tools", "--react-api", "completions", "--extra", '{"max_tokens": 200}']
    call_command("endpoints", *args, "--timeout", "240", "--retries", "0", stdout=StringIO())
    out = StringIO()
    launch = ["--endpoint", "held", "--mcp", "time", "--tools", "time__get_current_time,list_dir"]
    launch += ["--channel", channel, "--goal", MCP_GOAL, "--user", "alice", "--json"]
    call_command("launch", *launch, stdout=out)
    run = wait_for_run(json.loads(out.getvalue())["id"], timeout=RUN_SECONDS)

    assert run.status in ("answered", "stopped"), (run.status, run.error)
    steps = list(run.steps.all())
    for step in steps:
        assert step.parse_error is None, step.completion
    called = [s for s in steps if s.action_tool == "time__get_current_time"]
    assert called and not called[0].is_error, [(s.action_tool, s.observation) for s in steps]
    assert '"timezone"' in (called[0].observation or "")


# -- faults ---------------------------------------------------------------------------


def launch(user: User, endpoint: str, goal: str = "Write a long story about a ship.") -> int:
    body = {"goal": goal, "endpoint": endpoint, "model": MODEL, "max_steps": 2}
    response = client_for(user).post("/api/runs", json.dumps(body), "application/json")
    assert response.status_code == 201, response.content
    return int(response.json()["id"])


def streamed(proxy: Proxy) -> int:
    """Chunks of text the server has streamed so far."""
    return sum(reply.count(b'"delta":{"content":"') for reply in proxy.replies())


def failed_clearly(run_id: int, user: User, base_url: str) -> str:
    """The run failed, and its error, on the run and on its page, names the endpoint."""
    run = wait_for_run(run_id, timeout=RUN_SECONDS)
    assert run.status == "failed", (run.status, run.error)
    assert base_url in run.error
    page = client_for(user).get(f"/runs/{run_id}/").content.decode()
    assert 'data-status="failed"' in page and base_url in page
    return run.error


def test_a_dead_endpoint_fails_the_run_saying_it_could_not_connect(
    people: People, celery_worker: Worker
) -> None:
    base_url = f"http://127.0.0.1:{free_port()}/v1"  # nothing listens there
    add_endpoint("dead", base_url, {})
    error = failed_clearly(launch(people.owner, "dead"), people.owner, base_url)
    assert f"could not connect to {base_url}" in error


def test_a_server_killed_mid_generation_fails_the_run(
    people: People, celery_worker: Worker
) -> None:
    with ModelServer("llama-killed") as server, Proxy(server.port) as proxy:
        add_endpoint("doomed", proxy.base_url, {"max_tokens": 1500, "ignore_eos": True})
        run_id = launch(people.owner, "doomed")
        deadline = time.monotonic() + 180
        while streamed(proxy) < 5:  # the reply is being generated, and streamed
            assert time.monotonic() < deadline, "no reply streamed from the server"
            time.sleep(0.1)
        assert Run.objects.get(pk=run_id).status == "running"
        server.kill()
        error = failed_clearly(run_id, people.owner, proxy.base_url)
    assert re.search(r"the stream from \S+ ended mid-reply after [1-9]\d* characters", error)


def test_a_reply_cut_mid_body_fails_the_run(
    people: People, celery_worker: Worker, llama: ModelServer
) -> None:
    with Proxy(llama.port, cut_after=CUT_AFTER) as proxy:
        add_endpoint("flaky", proxy.base_url, {"max_tokens": 40, "ignore_eos": True})
        error = failed_clearly(launch(people.owner, "flaky"), people.owner, proxy.base_url)
    assert proxy.cuts == 1, "the reply was cut, and not tried again"
    assert re.search(r"the stream from \S+ ended mid-reply after [1-9]\d* characters", error)
