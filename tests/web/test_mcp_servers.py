"""MCP servers: registered per team (the admin, `manage.py mcp`), chosen by name at launch
(the form, `"mcp"` in the API, `manage.py launch --mcp`), written out whole into the run's
config, started by the worker for the run. The server run is the real mcp-server-time from
PyPI (installed with the dev extra), in the sandbox."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from contextlib import ExitStack
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.core.management.base import CommandError
from playwright.sync_api import Browser

from accounts.models import Team
from accounts.services import team_for
from artifacts.models import Artifact
from artifacts.store import DjangoArtifactStore
from harness.tools.base import ToolContext
from harness.tools.sandbox import Sandbox
from runs.agents import mcp_tools
from runs.config import McpServerConfig
from runs.executor import execute
from runs.forms import LaunchForm
from runs.launch import LaunchRequest, prepare
from runs.models import Endpoint, McpServer, Run, RunEvent, Status
from runs.services import replay_config
from skills.models import SkillProposal
from tests.conftest import BIN, ROOT, free_port, stop, wait_for_port
from tests.harness.openai_server import OpenAIServer, Reply
from tests.web.conftest import People, Worker, client_for, log_in, staff_user, wait_for_run

pytestmark = pytest.mark.django_db
DATA = Path(__file__).with_name("data") / "mcp"
TIME_SERVER = str(BIN / "mcp-server-time")
"""Not ours: the PyPI package's entry point, in the venv (the sandbox shows the venv)."""
TOOL = "time__get_current_time"


def mcp(*args: str) -> str:
    out = StringIO()
    call_command("mcp", *args, stdout=out)
    return out.getvalue()


def add_time_server(team: str = "alpha", *tools: str) -> None:
    """Unchecked: these tests are about launching; test_mcp_install.py checks `mcp add`."""
    allowlist = ["--tools", ",".join(tools)] if tools else []
    command = ["--", TIME_SERVER, "--local-timezone", "UTC"]
    mcp("add", "time", "--team", team, *allowlist, "--no-check", *command)


def launch(user: User, body: dict[str, Any]) -> Any:
    return client_for(user).post("/api/runs", json.dumps(body), "application/json")


def register_endpoint(people: People, base_url: str = "http://models.internal/v1") -> None:
    Endpoint.objects.create(
        team=team_for(people.owner), name="local", base_url=base_url, allowed_models="m"
    )


def replies(name: str = "time-replies.json") -> list[Reply]:
    texts = json.loads((DATA / name).read_text())
    return [Reply(text=text) for text in texts]


def executed(user: User, body: dict[str, Any]) -> Run:
    """A run launched as the API launches it, executed here (no task is sent). Committed: the
    lease's renewal thread has a connection of its own, which must see the run."""
    goal, config = prepare(LaunchRequest.model_validate(body), team_for(user).pk)
    run = Run.objects.create(
        team=team_for(user), created_by=user, goal=goal, config=config.model_dump(mode="json")
    )
    execute(run.pk, owner="test")
    return Run.objects.get(pk=run.pk)


# -- manage.py mcp ---------------------------------------------------------------


def test_it_adds_lists_and_removes_a_server(people: People) -> None:
    out = StringIO()
    call_command(
        "mcp",
        "add",
        "time",
        "--team",
        "alpha",
        "--tools",
        "get_current_time, convert_time",
        "--env",
        "TZ_DATA",
        "--timeout",
        "12",
        "--",
        TIME_SERVER,
        "--local-timezone",
        "UTC",
        stdout=out,
    )
    assert "added time (alpha)" in out.getvalue()
    server = McpServer.objects.get()
    assert server.command == [TIME_SERVER, "--local-timezone", "UTC"] and server.url == ""
    assert server.tool_names() == ["get_current_time", "convert_time"]
    assert (server.env_names(), server.timeout) == (["TZ_DATA"], 12)
    mcp("add", "remote", "--team", "alpha", "--url", "http://mcp.internal:8000/mcp")
    listed = mcp("list", "--team", "alpha")
    assert f"time\t{TIME_SERVER} --local-timezone UTC\tget_current_time,convert_time" in listed
    assert "remote\thttp://mcp.internal:8000/mcp\tall tools" in listed
    assert mcp("list", "--team", "beta") == ""
    assert "removed time" in mcp("remove", "time", "--team", "alpha")
    assert list(McpServer.objects.values_list("name", flat=True)) == ["remote"]


@pytest.mark.parametrize(
    ("args", "said"),
    [
        ([], "a command \\(stdio\\) or a URL"),
        (["--url", "http://h/mcp", "--", TIME_SERVER], "a command \\(stdio\\) or a URL"),
        (["--url", "ftp://h/mcp"], "not an http:// or https:// URL"),
        (["--env", "SECRET_KEY", "--", TIME_SERVER], "the server's own"),
        (["--env", "my var", "--", TIME_SERVER], "not an environment variable"),
        (["--tools", "get time", "--", TIME_SERVER], "it lists no tools \\['get', 'time'\\]"),
        (["--tools", "a/b", "--", TIME_SERVER], "not tool names: 'a/b'"),
        (["--timeout", "0", "--", TIME_SERVER], "greater than or equal to 0.1"),
        (["--team", "nobody", "--", TIME_SERVER], "no team or user 'nobody'"),
    ],
)
def test_it_refuses_a_server_that_is_not_valid(
    people: People, args: list[str], said: str | None
) -> None:
    if said is None:  # a space separates two names, as a comma does
        mcp("add", "time", "--team", "alpha", *args)
        assert McpServer.objects.get().tool_names() == ["get", "time"]
        return
    with pytest.raises(CommandError, match=said):
        mcp("add", "time", "--team", "alpha", *args)
    assert not McpServer.objects.exists()


def test_names_are_unique_per_team_and_a_name_is_a_tool_prefix(people: People) -> None:
    add_time_server()
    with pytest.raises(CommandError, match="already exists"):
        add_time_server()
    add_time_server("beta")
    with pytest.raises(CommandError, match="not an MCP server name"):
        mcp("add", "a.b", "--team", "alpha", "--no-check", "--", TIME_SERVER)
    assert McpServer.objects.count() == 2


def test_the_admin_lists_servers_for_staff(people: People) -> None:
    add_time_server()
    staff = staff_user()
    page = client_for(staff).get("/admin/runs/mcpserver/")
    assert page.status_code == 200 and TIME_SERVER.encode() in page.content
    assert client_for(people.owner).get("/admin/runs/mcpserver/").status_code == 302


def test_the_admin_adds_a_server_checked_as_the_command_checks_it(people: People) -> None:
    staff = client_for(staff_user())
    form = {
        "team": team_for(people.owner).pk,
        "name": "remote",
        "command": "",
        "url": "",
        "allowed_tools": "",
        "env": "",
        "timeout": "30",
    }
    refused = staff.post("/admin/runs/mcpserver/add/", form)
    assert refused.status_code == 200 and b"a command (stdio) or a URL" in refused.content
    added = staff.post("/admin/runs/mcpserver/add/", form | {"url": "http://mcp.internal/mcp"})
    assert added.status_code == 302
    form |= {"name": "time", "command": json.dumps([TIME_SERVER, "--local-timezone", "UTC"])}
    assert staff.post("/admin/runs/mcpserver/add/", form).status_code == 302
    servers = {server.name: server for server in McpServer.objects.all()}
    assert servers["remote"].command == [] and servers["remote"].url == "http://mcp.internal/mcp"
    assert servers["time"].command == [TIME_SERVER, "--local-timezone", "UTC"]


# -- launching by name -------------------------------------------------------------


def test_the_launch_writes_the_server_out_whole(people: People) -> None:
    register_endpoint(people)
    add_time_server("alpha", "get_current_time", "convert_time")
    response = launch(people.owner, {"goal": "g", "endpoint": "local", "mcp": ["time"]})
    assert response.status_code == 201, response.content
    run = Run.objects.get(pk=response.json()["id"])
    written = {
        "name": "time",
        "command": [TIME_SERVER, "--local-timezone", "UTC"],
        "url": None,
        "tools": ["get_current_time", "convert_time"],
        "env": [],
        "timeout": 30.0,
        "readable": McpServer.objects.get().readable,  # the venv mcp add found
    }
    assert str(BIN.parent) in written["readable"]
    assert run.config["mcp"] == [written]
    McpServer.objects.update(command=["/elsewhere"], allowed_tools="")
    assert Run.objects.get(pk=run.pk).config["mcp"] == [written], "a queued run keeps it"


def test_tools_narrow_a_server_to_those_named(people: People) -> None:
    register_endpoint(people)
    add_time_server("alpha", "get_current_time", "convert_time")
    body = {"goal": "g", "endpoint": "local", "mcp": ["time"], "tools": ["calculator", TOOL]}
    response = launch(people.owner, body)
    assert response.status_code == 201, response.content
    config = Run.objects.get().config
    assert config["tools"] == ["calculator"]
    assert config["mcp"][0]["tools"] == ["get_current_time"]
    body["tools"] = ["time__delete_everything"]
    refused = launch(people.owner, body)
    assert refused.status_code == 422
    assert (
        "tools: time offers only time__get_current_time, time__convert_time"
        in (refused.json()["detail"])
    )


@pytest.mark.parametrize(
    ("body", "said"),
    [
        ({"mcp": ["nope"]}, "mcp: unknown MCP servers ['nope']; known: time"),
        ({"timeout": 0}, "timeout"),
        ({"timeout": 601}, "timeout"),
        ({"retries": 11}, "retries"),
        ({"retries": "2"}, "retries"),
    ],
)
def test_it_refuses_a_launch_with_a_bad_server_or_limit(
    people: People, body: dict[str, Any], said: str
) -> None:
    register_endpoint(people)
    add_time_server()
    response = launch(people.owner, {"goal": "g", "endpoint": "local", **body})
    assert response.status_code == 422
    assert said in json.dumps(response.json())
    assert not Run.objects.exists()


def test_another_teams_server_is_as_if_it_did_not_exist(people: People) -> None:
    add_time_server("alpha")
    Endpoint.objects.create(
        team=team_for(people.outsider), name="local", base_url="http://m/v1", allowed_models="m"
    )
    response = launch(people.outsider, {"goal": "g", "endpoint": "local", "mcp": ["time"]})
    assert response.status_code == 422
    assert response.json()["detail"] == "mcp: unknown MCP servers ['time']; known: none"


def test_timeout_and_retries_go_into_the_backend(people: People) -> None:
    register_endpoint(people)
    body = {"goal": "g", "endpoint": "local", "timeout": 12.5, "retries": 0}
    assert launch(people.owner, body).status_code == 201
    backend = Run.objects.get().config["backend"]
    assert (backend["timeout"], backend["max_retries"]) == (12.5, 0)
    refused = launch(people.owner, {"scenario": "recovery", "retries": 1})
    assert refused.status_code == 422
    assert "timeout and retries go with a model run" in refused.json()["detail"]


def test_the_launch_command_takes_mcp_servers(people: People) -> None:
    register_endpoint(people)
    add_time_server()
    args = ["--endpoint", "local", "--goal", "g", "--user", "alice", "--json"]
    out = StringIO()
    call_command("launch", *args, "--mcp", "time", stdout=out)
    run = Run.objects.get(pk=json.loads(out.getvalue())["id"])
    assert [server["name"] for server in run.config["mcp"]] == ["time"]
    with pytest.raises(CommandError, match="unknown MCP servers \\['other'\\]"):
        call_command("launch", *args, "--mcp", "other", stdout=StringIO())


# -- a scenario with MCP servers -----------------------------------------------------


@pytest.fixture
def scenario_dir(settings: Any) -> Path:
    settings.LOOPGLASS_SCENARIO_DIRS = [str(DATA)]
    return DATA


def test_a_scenario_file_that_is_not_valid_is_refused_not_a_crash(
    people: People, scenario_dir: Path
) -> None:
    response = launch(people.owner, {"scenario": str(scenario_dir / "not-a-scenario.yaml")})
    assert response.status_code == 422
    detail = response.json()["detail"]
    assert "is not a valid scenario" in detail and "servers: Extra inputs" in detail


def test_a_scenario_naming_a_server_the_team_lacks_is_refused(
    people: People, scenario_dir: Path
) -> None:
    response = launch(people.owner, {"scenario": str(scenario_dir / "uses-time.yaml")})
    assert response.status_code == 422
    assert response.json()["detail"] == "mcp: unknown MCP servers ['time']; known: none"


@pytest.mark.timeout(120)
@pytest.mark.django_db(transaction=True)
def test_a_scenario_run_calls_its_servers_tool_in_the_sandbox(
    people: People, scenario_dir: Path
) -> None:
    add_time_server("alpha", "get_current_time")
    run = executed(people.owner, {"scenario": str(scenario_dir / "uses-time.yaml")})
    assert run.status == Status.ANSWERED, run.error
    step = run.steps.get(index=0)
    assert step.action_tool == TOOL and not step.is_error
    assert '"timezone": "UTC"' in (step.observation or "")
    assert step.packet is not None
    artifact = Artifact.objects.get(run=run)
    assert (artifact.tool, artifact.trust_lane, artifact.family) == (TOOL, "internal", "mcp")
    page = client_for(people.owner).get(f"/runs/{run.pk}/").content.decode()
    assert "<code data-mcp-server>time</code>" in page, "the run page names its servers"


# -- the launch form -------------------------------------------------------------------


def test_the_form_offers_the_teams_servers_and_their_tools(people: People) -> None:
    add_time_server("alpha", "get_current_time")
    mcp("add", "theirs", "--team", "beta", "--no-check", "--", TIME_SERVER)
    page = client_for(people.owner).get("/runs/new/?source=endpoint&mcp=time").content.decode()
    assert '<option value="time" selected>' in page and "theirs" not in page
    assert f'value="{TOOL}"' in page and "time__convert_time" not in page
    assert 'name="tools" value="calculator"' in page
    assert 'name="timeout"' in page and 'name="retries"' in page
    mcp("add", "open", "--team", "alpha", "--no-check", "--", TIME_SERVER)
    both = client_for(people.owner).get("/runs/new/?source=endpoint&mcp=time&mcp=open")
    assert f'value="{TOOL}"' in both.content.decode()
    assert "open offer every tool they list" in both.content.decode()
    unchosen = client_for(people.owner).get("/runs/new/?source=endpoint").content.decode()
    assert f'value="{TOOL}"' not in unchosen
    scenario_page = client_for(people.owner).get("/runs/new/?source=scenario").content.decode()
    assert 'name="timeout"' not in scenario_page and 'name="retries"' not in scenario_page
    form = LaunchForm(team_id=team_for(people.outsider).pk)
    assert [value for value, _ in form["mcp"].field.choices] == ["theirs"]  # type: ignore[attr-defined]


def test_the_picker_lists_the_teams_accepted_skills(people: People) -> None:
    for team, name in (
        (team_for(people.owner), "skill_ours"),
        (team_for(people.outsider), "skill_theirs"),
    ):
        SkillProposal.objects.create(
            team=team,
            name=name,
            description="d",
            novelty=0.5,
            skill_md="d",
            steps=[{"tool": "calculator", "arguments": {}}],
            status="accepted",
        )
    SkillProposal.objects.create(
        team=team_for(people.owner),
        name="skill_proposed",
        description="d",
        novelty=0.5,
        steps=[{"tool": "calculator", "arguments": {}}],
        skill_md="d",
    )
    page = client_for(people.owner).get("/runs/new/").content.decode()
    assert 'name="tools" value="skill_ours"' in page
    assert "skill_theirs" not in page and "skill_proposed" not in page


def test_the_form_launches_with_a_server_picked_tools_and_limits(people: People) -> None:
    register_endpoint(people)
    add_time_server("alpha", "get_current_time", "convert_time")
    form = {
        "source": "endpoint",
        "endpoint": "local",
        "goal": "g",
        "channel": "react",
        "max_steps": "5",
        "termination": "last_tool",
        "mcp": ["time"],
        "tools": ["read_file", TOOL],
        "timeout": "20",
        "retries": "1",
    }
    response = client_for(people.owner).post("/runs/new/", form)
    assert response.status_code == 302, response.context["form"].errors
    config = Run.objects.get().config
    assert config["tools"] == ["read_file"] and config["mcp"][0]["tools"] == ["get_current_time"]
    assert (config["backend"]["timeout"], config["backend"]["max_retries"]) == (20, 1)
    refused = client_for(people.owner).post("/runs/new/", form | {"retries": "11"})
    assert "less than or equal to 10" in refused.context["form"].errors["retries"][0]
    refused = client_for(people.owner).post("/runs/new/", form | {"mcp": ["theirs"]})
    assert "not one of the available choices" in refused.context["form"].errors["mcp"][0]


# -- in the browser, on the real stack ----------------------------------------------------


@pytest.mark.timeout(180)
@pytest.mark.django_db(transaction=True)
def test_a_run_launched_from_the_form_calls_mcp_server_time(
    people: People, celery_worker: Worker, asgi_server: str, browser: Browser
) -> None:
    with OpenAIServer() as model:
        model.script(*replies())
        register_endpoint(people, model.base_url)
        add_time_server("alpha", "get_current_time")
        page = browser.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        log_in(page, asgi_server, "alice", path="/runs/new/")
        page.check("input[name=source][value=endpoint]")
        page.wait_for_selector("select[name=endpoint]")
        page.fill("textarea[name=goal]", "What time is it in UTC?")
        page.select_option("select[name=mcp]", ["time"])
        page.wait_for_selector(f"input[name=tools][value={TOOL}]")
        assert page.locator("input[name=tools][value=time__convert_time]").count() == 0
        page.check(f"input[name=tools][value={TOOL}]")
        page.check("input[name=tools][value=calculator]")
        page.fill("input[name=timeout]", "30")
        page.fill("input[name=retries]", "1")
        page.click("form.launch button[type=submit]")
        page.wait_for_url(f"{asgi_server}/runs/*/")
        run_id = int(page.url.rstrip("/").rsplit("/", 1)[1])
        step = page.locator("article[data-step-index='0']")
        step.locator(".part.packet").wait_for(timeout=60_000)
        run = wait_for_run(run_id, timeout=60)
        shown = step.inner_text()
    assert run.status == Status.ANSWERED, run.error
    assert run.final_answer == "the time server answered"
    assert TOOL in shown and "UTC" in shown
    artifact = Artifact.objects.get(run=run)
    assert artifact.id in shown, "the packet links its artifact"
    assert (artifact.tool, artifact.trust_lane, artifact.family) == (TOOL, "internal", "mcp")
    store = DjangoArtifactStore()
    assert b'"timezone": "UTC"' in bytes(store.read(store.get(artifact.id))), "the tool's output"
    started = RunEvent.objects.get(run=run, type="run_started").data
    offered = {tool["name"]: tool for tool in started["tools"]}
    assert set(offered) == {"artifact_read", "calculator", TOOL}, "convert_time is left out"
    assert (offered[TOOL]["effect"], offered[TOOL]["trust_lane"]) == ("read", "internal")
    backend = run.config["backend"]
    assert (backend["timeout"], backend["max_retries"]) == (30, 1)
    assert errors == []


@pytest.fixture
def http_server() -> Iterator[str]:
    """tests/harness/mcp_server.py served over streamable HTTP by the mcp package."""
    port = free_port()
    argv = [sys.executable, str(ROOT / "tests/harness/mcp_server.py"), "--http", str(port)]
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for_port(port, process, "the HTTP MCP server")
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        stop(process)


@pytest.mark.timeout(120)
@pytest.mark.django_db(transaction=True)
def test_a_model_run_uses_a_streamable_http_server(people: People, http_server: str) -> None:
    with OpenAIServer() as model:
        model.script(*replies("remote-replies.json"))
        register_endpoint(people, model.base_url)
        mcp("add", "remote", "--team", "alpha", "--url", http_server, "--tools", "add,echo")
        run = executed(people.owner, {"goal": "2 + 40?", "endpoint": "local", "mcp": ["remote"]})
    assert run.status == Status.ANSWERED and run.final_answer == "42", run.error
    step = run.steps.get(index=0)
    assert step.action_tool == "remote__add" and (step.observation or "").startswith("42")
    started = RunEvent.objects.get(run=run, type="run_started").data
    names = {tool["name"] for tool in started["tools"]}
    assert {"remote__add", "remote__echo"} <= names and "remote__delete_page" not in names


@pytest.mark.timeout(60)
def test_a_stdio_server_gets_the_variables_it_names_and_no_others(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MCP_TEST_TOKEN", "t0ken")
    monkeypatch.setenv("MCP_TEST_OTHER", "other")
    server = McpServerConfig(
        name="local",
        command=[sys.executable, str(ROOT / "tests/harness/mcp_server.py")],
        tools=["environment"],
        env=["MCP_TEST_TOKEN", "MCP_TEST_UNSET"],
    )
    sandbox = Sandbox(readable=(ROOT / "tests/harness",))
    with ExitStack() as stack:
        tools = mcp_tools(server, stack, ToolContext(workspace=tmp_path, sandbox=sandbox))
        assert [tool.name for tool in tools] == ["local__environment"]
        seen = tools[0].fn(ToolContext(workspace=tmp_path)).decode().split("\n")
    assert "MCP_TEST_TOKEN" in seen
    assert "MCP_TEST_OTHER" not in seen and "MCP_TEST_UNSET" not in seen
    assert "DATABASE_URL" not in seen and "SECRET_KEY" not in seen


@pytest.mark.django_db(transaction=True)
def test_the_command_line_keeps_what_follows_dashes_as_the_command(
    people: People, stack_env: dict[str, str]
) -> None:
    argv = [str(BIN / "python"), "manage.py", "mcp", "add", "time", "--team", "alpha"]
    argv += ["--no-check", "--", TIME_SERVER, "--local-timezone", "UTC", "--team", "x"]
    done = subprocess.run(
        argv, check=False, env=stack_env, cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    server = McpServer.objects.get()
    assert server.command == [TIME_SERVER, "--local-timezone", "UTC", "--team", "x"]
    assert server.team.name == "alpha"
    argv = [str(BIN / "python"), "manage.py", "mcp", "list", "--", "x"]
    refused = subprocess.run(
        argv, check=False, env=stack_env, cwd=ROOT, capture_output=True, text=True
    )
    assert refused.returncode != 0 and "only `add` takes a command" in refused.stderr


@pytest.mark.timeout(120)
@pytest.mark.django_db(transaction=True)
def test_a_server_that_cannot_start_fails_the_run_saying_why(people: People) -> None:
    register_endpoint(people, "http://127.0.0.1:9/v1")
    mcp("add", "broken", "--team", "alpha", "--no-check", "--", "/nonexistent/mcp-server")
    run = executed(people.owner, {"goal": "g", "endpoint": "local", "mcp": ["broken"]})
    assert run.status == Status.FAILED
    assert "no such program: '/nonexistent/mcp-server'" in run.error


# -- replays ---------------------------------------------------------------------------


def test_a_replay_takes_its_teams_servers_as_they_are_now(people: People) -> None:
    """Tried: replaying into another team, and after the admin narrowed or removed the
    server; a replay never starts the copy the source run was given."""
    add_time_server("alpha")
    goal, config = prepare(
        LaunchRequest.model_validate({"scenario": "recovery", "mcp": ["time"]}),
        team_for(people.owner).pk,
    )
    source = Run.objects.create(
        team=team_for(people.owner),
        created_by=people.owner,
        goal=goal,
        config=config.model_dump(mode="json"),
        status=Status.ANSWERED,
    )
    beta = Team.objects.get(name="beta")
    with pytest.raises(ValueError, match="unknown MCP servers"):
        replay_config(source, team_id=beta.pk)

    McpServer.objects.filter(name="time").update(allowed_tools="get_current_time")
    [server] = replay_config(source, team_id=source.team_id).mcp
    assert server.tools == ["get_current_time"], "the allowlist as the admin left it"

    McpServer.objects.filter(name="time").delete()
    with pytest.raises(ValueError, match="unknown MCP servers"):
        replay_config(source, team_id=source.team_id)


@pytest.mark.timeout(120)
@pytest.mark.django_db(transaction=True)
def test_a_server_that_fails_to_start_fails_the_run_without_showing_a_secret(
    people: People,
) -> None:
    """Tried: a stdio server that prints a GitHub token to stderr and exits."""
    token = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
    script = f"echo 'token {token}' >&2; exit 3"
    with pytest.raises(CommandError) as refused:  # checked first: it does not start
        mcp("add", "leaky", "--team", "alpha", "--", "/bin/sh", "-c", script)
    assert token not in str(refused.value) and "[REDACTED:github-token]" in str(refused.value)
    mcp("add", "leaky", "--team", "alpha", "--no-check", "--", "/bin/sh", "-c", script)
    run = executed(people.owner, {"scenario": "recovery", "mcp": ["leaky"]})
    assert run.status == Status.FAILED
    assert "leaky" in run.error and token not in run.error
    assert "[REDACTED:github-token]" in run.error
