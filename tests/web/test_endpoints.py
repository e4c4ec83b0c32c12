"""Model endpoints: registered per team (the admin, `manage.py endpoints`), chosen by name
at launch, written out whole into the run's config."""

from __future__ import annotations

import json
from io import StringIO
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.core.management.base import CommandError
from playwright.sync_api import Browser

from accounts.services import team_for
from runs.config import OpenAIBackend, RunConfig
from runs.forms import LaunchForm
from runs.models import Endpoint, Run, Status
from tests.harness.openai_server import OpenAIServer, Reply
from tests.web.conftest import (
    ENDPOINT_KEY,
    ENDPOINT_KEY_ENV,
    People,
    Worker,
    client_for,
    log_in,
    staff_user,
    wait_for_run,
)

pytestmark = pytest.mark.django_db
EXTRA = {"response_format": {"type": "text"}, "seed": 7}
ANSWER = [
    Reply(text=' Use it.\nAction: calculator\nAction Input: {"expression": "6 * 7"}'),
    Reply(text=" It says 42.\nFinal Answer: 42"),
]


def endpoints(*args: str) -> str:
    out = StringIO()
    call_command("endpoints", *args, stdout=out)
    return out.getvalue()


def launch(user: User, body: dict[str, Any]) -> Any:
    return client_for(user).post("/api/runs", json.dumps(body), "application/json")


def register(people: People, base_url: str = "http://models.internal/v1", **fields: Any) -> None:
    Endpoint.objects.create(team=team_for(people.owner), name="local", base_url=base_url, **fields)


# -- manage.py endpoints -------------------------------------------------------


def test_it_adds_lists_and_removes_an_endpoint(people: People) -> None:
    added = endpoints(
        "add",
        "local",
        "--team",
        "alpha",
        "--base-url",
        "http://ollama:11434/v1",
        "--models",
        "qwen, llama",
        "--key-env",
        "OLLAMA_KEY",
        "--timeout",
        "30",
        "--retries",
        "1",
        "--extra",
        '{"grammar": "root ::= x"}',
    )
    assert "added local (alpha)" in added
    endpoint = Endpoint.objects.get(name="local")
    assert endpoint.model_names() == ["qwen", "llama"] and endpoint.key_env == "OLLAMA_KEY"
    assert endpoint.extra == {"grammar": "root ::= x"}
    assert (endpoint.timeout, endpoint.max_retries) == (30, 1)
    listed = endpoints("list", "--team", "alpha")
    assert "local\thttp://ollama:11434/v1\tqwen,llama\tkey $OLLAMA_KEY" in listed
    assert endpoints("list", "--team", "beta") == ""
    assert "removed local" in endpoints("remove", "local", "--team", "alpha")
    assert not Endpoint.objects.exists()


def test_it_adds_an_endpoint_whose_replies_are_held_to_the_tools(people: People) -> None:
    base = ["--team", "alpha", "--base-url", "http://vllm:8001/v1"]
    held = ["--constrain", "tools", "--server", "vllm", "--react-api", "completions"]
    endpoints("add", "held", *base, *held)
    endpoints("add", "free", *base)
    held_row, free_row = Endpoint.objects.get(name="held"), Endpoint.objects.get(name="free")
    assert (held_row.constrain, held_row.server, held_row.react_api) == (
        "tools",
        "vllm",
        "completions",
    )
    assert (free_row.constrain, free_row.server, free_row.react_api) == (
        "none",
        "llama.cpp",
        "chat",
    )
    listed = endpoints("list", "--team", "alpha")
    assert "\tconstrain tools (vllm)\tReAct via completions" in listed
    assert "\tconstrain none (llama.cpp)\tReAct via chat" in listed
    with pytest.raises(CommandError, match="invalid choice: 'tgi'"):
        endpoints("add", "other", *base, "--constrain", "tools", "--server", "tgi")


def test_it_takes_a_user_for_the_team_they_launch_in(people: People) -> None:
    endpoints("add", "local", "--team", "carol", "--base-url", "http://a/v1")
    assert Endpoint.objects.get().team.name == "beta"


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--base-url", "ftp://host/v1"], "not an http:// or https:// URL"),
        (["--base-url", "http://h/v1", "--extra", "[1]"], "a JSON object"),
        (["--base-url", "http://h/v1", "--extra", "{x"], "--extra is not JSON"),
        (["--base-url", "http://h/v1", "--extra", '{"messages": []}'], "may not set messages"),
        (["--base-url", "http://h/v1", "--key-env", "my key"], "not an environment variable"),
        (["--base-url", "http://h/v1", "--key-env", "SECRET_KEY"], "the server's own"),
        (["--base-url", "http://h/v1", "--team", "nobody"], "no team or user 'nobody'"),
        (["--base-url", "http://h/v1", "--models", '<div hx-get="/api/runs">'], "not a model"),
        (["--base-url", "http://h/v1", "--models", "ok,<img/src=x>"], "not a model name"),
        (["--base-url", "http://h/v1", "--models", "a .dotted"], "not a model name"),
    ],
)
def test_it_refuses_an_endpoint_that_is_not_valid(
    people: People, args: list[str], said: str
) -> None:
    with pytest.raises(CommandError, match=said):
        endpoints("add", "local", "--team", "alpha", *args)
    assert not Endpoint.objects.exists()


def test_it_takes_model_names_as_servers_spell_them(people: People) -> None:
    names = "gpt-4.1-mini qwen2.5-coder:7b Qwen/Qwen2.5-Coder-7B-Instruct hf.co/o/m:Q4_K_M m@1+x"
    endpoints("add", "local", "--team", "alpha", "--base-url", "http://h/v1", "--models", names)
    assert Endpoint.objects.get().model_names() == names.split()


def test_it_keeps_names_unique_per_team(people: People) -> None:
    endpoints("add", "local", "--team", "alpha", "--base-url", "http://a/v1")
    with pytest.raises(CommandError, match="already exists"):
        endpoints("add", "local", "--team", "alpha", "--base-url", "http://b/v1")
    endpoints("add", "local", "--team", "beta", "--base-url", "http://b/v1")
    assert Endpoint.objects.count() == 2
    with pytest.raises(CommandError, match="no endpoint 'other'"):
        endpoints("remove", "other", "--team", "alpha")


def test_the_admin_lists_endpoints_for_staff(people: People) -> None:
    register(people, allowed_models="qwen")
    staff = staff_user()
    page = client_for(staff).get("/admin/runs/endpoint/")
    assert page.status_code == 200 and b"http://models.internal/v1" in page.content
    assert client_for(people.owner).get("/admin/runs/endpoint/").status_code == 302


def test_the_admin_sets_the_constraint_checked_as_the_command_checks_it(people: People) -> None:
    staff = client_for(staff_user())
    form = {
        "team": team_for(people.owner).pk,
        "name": "held",
        "base_url": "http://models.internal/v1",
        "allowed_models": "",
        "key_env": "",
        "extra": json.dumps({"grammar": 'root ::= "x"'}),
        "timeout": "60",
        "max_retries": "3",
        "constrain": "tools",
        "react_api": "completions",
        "server": "vllm",
    }
    refused = staff.post("/admin/runs/endpoint/add/", form)
    assert refused.status_code == 200 and b"the constraint sets grammar" in refused.content
    form["extra"] = "{}"
    as_text = staff.post("/admin/runs/endpoint/add/", form | {"success_check": '"pytest -q"'})
    assert as_text.status_code == 200 and b"a check is a list of strings" in as_text.content
    added = staff.post("/admin/runs/endpoint/add/", form | {"success_check": '["pytest", "-q"]'})
    assert added.status_code == 302
    held = Endpoint.objects.get(name="held")
    assert (held.constrain, held.server, held.react_api) == ("tools", "vllm", "completions")
    assert held.success_check == ["pytest", "-q"], "the check its runs carry by default"


# -- launching by name -----------------------------------------------------------


def test_it_writes_the_endpoint_out_whole_into_the_config(people: People) -> None:
    register(people, allowed_models="qwen", key_env="OLLAMA_KEY", extra=EXTRA, timeout=9)
    response = launch(people.owner, {"goal": "g", "endpoint": "local"})
    assert response.status_code == 201, response.content
    backend = Run.objects.get(pk=response.json()["id"]).config["backend"]
    assert backend == {
        "kind": "openai",
        "base_url": "http://models.internal/v1",
        "model": "qwen",
        "timeout": 9.0,
        "max_retries": 3,
        "endpoint": "local",
        "key_env": "OLLAMA_KEY",
        "extra_body": EXTRA,
    }
    page = client_for(people.owner).get(f"/runs/{response.json()['id']}/").content.decode()
    assert "<code>qwen</code> on <code data-endpoint>local</code>" in page


def test_a_constrained_endpoint_writes_its_constraint_into_the_config(people: People) -> None:
    register(
        people, allowed_models="qwen", constrain="tools", server="vllm", react_api="completions"
    )
    response = launch(people.owner, {"goal": "g", "endpoint": "local", "channel": "native"})
    assert response.status_code == 201, response.content
    backend = Run.objects.get(pk=response.json()["id"]).config["backend"]
    assert (backend["constrain"], backend["server"], backend["react_api"]) == (
        "tools",
        "vllm",
        "completions",
    )


def test_a_react_run_on_a_constrained_ollama_endpoint_is_refused(people: People) -> None:
    """Ollama reads a JSON schema only: a ReAct step cannot be held to the tools there."""
    register(people, allowed_models="qwen", constrain="tools", server="ollama")
    response = launch(people.owner, {"goal": "g", "endpoint": "local", "channel": "react"})
    assert response.status_code == 422, response.content
    assert "constrain the native channel" in response.json()["detail"]
    assert not Run.objects.exists()


def test_a_constrained_endpoint_leaves_the_constraint_fields_to_it(people: People) -> None:
    grammar = json.dumps({"grammar": 'root ::= "x"'})
    with pytest.raises(CommandError, match="the constraint sets grammar"):
        endpoints(
            "add",
            "x",
            "--team",
            "alpha",
            "--base-url",
            "http://models.internal/v1",
            "--constrain",
            "tools",
            "--extra",
            grammar,
        )
    assert not Endpoint.objects.filter(name="x").exists()


@pytest.mark.parametrize(
    ("body", "field", "said"),
    [
        ({"endpoint": "nope"}, "endpoint", "unknown endpoint 'nope'; known: local"),
        ({"endpoint": "local", "model": "gpt"}, "model", "one of the models of local: a, b"),
        ({"endpoint": "local"}, "model", "one of the models of local: a, b"),
        (
            {
                "endpoint": "local",
                "backend": {"kind": "openai", "base_url": "http://127.0.0.1:9/v1", "model": "m"},
            },
            "",
            "either an endpoint or a backend",
        ),
        ({"endpoint": "local", "scenario": "recovery"}, "", "scenario or a model endpoint"),
    ],
)
def test_it_refuses_a_launch_naming_no_endpoint_of_the_team(
    people: People, body: dict[str, Any], field: str, said: str
) -> None:
    register(people, allowed_models="a,b")
    response = launch(people.owner, {"goal": "g", **body})
    assert response.status_code == 422
    assert said in response.json()["detail"] and response.json()["detail"].startswith(field)
    assert not Run.objects.exists()


def test_another_teams_endpoint_is_as_if_it_did_not_exist(people: People) -> None:
    register(people)
    response = launch(people.outsider, {"goal": "g", "endpoint": "local", "model": "m"})
    assert response.status_code == 422
    assert response.json()["detail"] == "endpoint: unknown endpoint 'local'; known: none"


def test_a_free_url_may_ask_for_the_constraint(people: People, settings: Any) -> None:
    settings.LOOPGLASS_MODEL_URLS = ["http://models.internal/"]
    backend = {"kind": "openai", "base_url": "http://models.internal/v1", "model": "m"}
    held = backend | {"constrain": "tools", "server": "vllm", "react_api": "completions"}
    response = launch(people.owner, {"goal": "g", "backend": held})
    assert response.status_code == 201, response.content
    written = Run.objects.get(pk=response.json()["id"]).config["backend"]
    assert (written["constrain"], written["server"], written["react_api"]) == (
        "tools",
        "vllm",
        "completions",
    )
    wrong = launch(people.owner, {"goal": "g", "backend": backend | {"server": "tgi"}})
    assert wrong.status_code == 422


def test_a_free_url_is_refused_by_default_and_allowed_by_a_prefix(
    people: People, settings: Any
) -> None:
    backend = {"kind": "openai", "base_url": "http://models.internal/v1", "model": "m"}
    settings.LOOPGLASS_MODEL_URLS = []
    refused = launch(people.owner, {"goal": "g", "backend": backend})
    assert refused.status_code == 422
    assert "LOOPGLASS_MODEL_URLS: none" in refused.json()["detail"]
    settings.LOOPGLASS_MODEL_URLS = ["http://models.internal/"]
    assert launch(people.owner, {"goal": "g", "backend": backend}).status_code == 201
    # tried: a user part that makes the prefix match while the host is another one
    hidden = {**backend, "base_url": "http://models.internal/@elsewhere/v1"}
    assert launch(people.owner, {"goal": "g", "backend": hidden}).status_code == 201
    hidden["base_url"] = "http://models.internal:x@elsewhere/v1"
    settings.LOOPGLASS_MODEL_URLS = ["http://models.internal:"]
    assert launch(people.owner, {"goal": "g", "backend": hidden}).status_code == 422


@pytest.mark.django_db(transaction=True)
def test_a_run_calls_the_endpoint_with_its_key_and_extra_fields(
    people: People, celery_worker: Worker
) -> None:
    extra = {"grammar": "root ::= [^\\n]*", "seed": 7}  # llama.cpp's grammar: an extension
    with OpenAIServer(extensions=frozenset({"grammar"})) as server:
        server.script(*ANSWER)
        register(
            people,
            base_url=server.base_url,
            allowed_models="m",
            key_env=ENDPOINT_KEY_ENV,
            extra=extra,
        )
        response = launch(
            people.owner, {"goal": "6 * 7?", "endpoint": "local", "tools": ["calculator"]}
        )
        assert response.status_code == 201, response.content
        run = wait_for_run(response.json()["id"])
    assert run.status == Status.ANSWERED and run.final_answer == "42", run.error
    assert server.rejected() == []
    assert {r.headers.get("authorization") for r in server.received} == {f"Bearer {ENDPOINT_KEY}"}
    bodies = server.bodies()
    assert len(bodies) == 2 and all(body | extra == body for body in bodies)
    backend = RunConfig.model_validate(run.config).recorded_backend
    assert isinstance(backend, OpenAIBackend) and backend.endpoint == "local"


NATIVE_ANSWER = [
    Reply(text='{"name": "calculator", "arguments": {"expression": "6 * 7"}}'),
    Reply(text='{"final_answer": "42"}'),
]


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("channel", "server_kind", "react_api"),
    [
        ("react", "llama.cpp", "completions"),
        ("react", "vllm", "chat"),
        ("native", "ollama", "chat"),
    ],
)
def test_a_constrained_endpoint_sends_the_runs_own_tools(
    people: People, celery_worker: Worker, channel: str, server_kind: str, react_api: str
) -> None:
    """Every step's request carries the constraint built from the tools this run offers
    (the two it was launched with, and artifact_read, which every run has), in the field
    the server named reads; a native reply's JSON is taken as the call it holds."""
    fields = frozenset({"grammar", "structured_outputs"})
    with OpenAIServer(extensions=fields) as server:
        server.script(*(ANSWER if channel == "react" else NATIVE_ANSWER))
        register(
            people,
            base_url=server.base_url,
            allowed_models="m",
            constrain="tools",
            server=server_kind,
            react_api=react_api,
        )
        body = {"goal": "6 * 7?", "endpoint": "local", "channel": channel}
        if channel == "native":  # its final answer is a reply, which ends it with an answer
            body["termination"] = "reply"
        response = launch(people.owner, body | {"tools": ["calculator", "read_file"]})
        assert response.status_code == 201, response.content
        run = wait_for_run(response.json()["id"])
    assert run.status == Status.ANSWERED and run.final_answer == "42", run.error
    assert run.steps.get(index=0).action_tool == "calculator"
    assert server.rejected() == []
    path = "/v1/completions" if react_api == "completions" else "/v1/chat/completions"
    bodies = server.bodies(path)
    assert len(bodies) == 2
    offered = {"calculator", "read_file", "artifact_read"}
    for sent in bodies:
        if channel == "native":
            schema = sent["response_format"]["json_schema"]["schema"]
            named = {o["properties"]["name"]["const"] for o in schema["anyOf"][:-1]}
            assert named == offered
            continue
        grammar = (
            sent["grammar"] if server_kind == "llama.cpp" else sent["structured_outputs"]["grammar"]
        )
        actions = next(line for line in grammar.splitlines() if line.startswith("action ::="))
        assert set(actions.removeprefix("action ::= ").split(" | ")) == {
            f"call-{name.replace('_', '-')}" for name in offered
        }


@pytest.mark.django_db(transaction=True)
def test_the_launch_command_runs_a_model_on_an_endpoint(
    people: People, celery_worker: Worker
) -> None:
    with OpenAIServer() as server:
        server.script(*ANSWER)
        register(people, base_url=server.base_url, allowed_models="m")
        out = StringIO()
        call_command(
            "launch",
            "--endpoint",
            "local",
            "--goal",
            "6 * 7?",
            "--user",
            "alice",
            "--wait",
            "--json",
            "--timeout",
            "60",
            stdout=out,
        )
    data = json.loads(out.getvalue())
    assert data["status"] == "answered", data
    run = Run.objects.get(pk=data["id"])
    assert run.final_answer == "42" and run.config["backend"]["endpoint"] == "local"


def test_the_launch_command_offers_the_tools_it_names(people: People) -> None:
    register(people, allowed_models="m")
    args = ["--endpoint", "local", "--goal", "g", "--user", "alice", "--json"]
    out = StringIO()
    call_command("launch", *args, "--tools", "read_file, write_file", stdout=out)
    run = Run.objects.get(pk=json.loads(out.getvalue())["id"])
    assert run.config["tools"] == ["read_file", "write_file"]
    with pytest.raises(CommandError, match="delete_everything"):
        call_command("launch", *args, "--tools", "delete_everything", stdout=StringIO())


def test_the_launch_command_refuses_a_model_run_without_a_goal(people: People) -> None:
    register(people, allowed_models="m")
    with pytest.raises(CommandError, match="needs a goal"):
        call_command("launch", "--endpoint", "local", "--user", "alice", stdout=StringIO())
    with pytest.raises(CommandError, match="unknown endpoint 'nope'"):
        call_command(
            "launch", "--endpoint", "nope", "--goal", "g", "--user", "alice", stdout=StringIO()
        )
    assert not Run.objects.exists()


# -- the launch form ---------------------------------------------------------------


def test_the_form_offers_the_teams_endpoints(people: People) -> None:
    register(people, allowed_models="qwen")
    Endpoint.objects.create(team=team_for(people.outsider), name="theirs", base_url="http://t/")
    form = LaunchForm(initial={"source": "endpoint"}, team_id=team_for(people.owner).pk)
    assert [value for value, _ in form["endpoint"].field.choices] == ["local"]  # type: ignore[attr-defined]
    page = client_for(people.owner).get("/runs/new/?source=endpoint&goal=kept")
    assert b'value="local"' in page.content and b"theirs" not in page.content
    assert b"kept</textarea>" in page.content


@pytest.mark.parametrize(
    ("source", "shown", "left_out"),
    [
        ("scenario", ["scenario", "delay"], ["goal", "endpoint", "base_url", "model", "max_cost"]),
        ("endpoint", ["goal", "endpoint", "model", "max_cost"], ["scenario", "delay", "base_url"]),
        ("openai", ["goal", "base_url", "model", "max_cost"], ["scenario", "delay", "endpoint"]),
    ],
)
def test_the_form_shows_only_the_fields_of_the_chosen_source(
    people: People, source: str, shown: list[str], left_out: list[str]
) -> None:
    page = client_for(people.owner).get(f"/runs/new/?source={source}").content.decode()
    assert all(f'name="{name}"' in page for name in shown)
    assert not any(f'name="{name}"' in page for name in left_out)
    # choosing another source asks for the form again, the values typed so far included
    assert 'hx-get="" hx-include="closest form"' in page


def test_the_form_launches_on_an_endpoint(people: People) -> None:
    register(people, allowed_models="a,b")
    form = {
        "source": "endpoint",
        "endpoint": "local",
        "model": "b",
        "goal": "g",
        "channel": "react",
        "max_steps": "5",
        "termination": "last_tool",
    }
    response = client_for(people.owner).post("/runs/new/", form)
    assert response.status_code == 302, response.context["form"].errors
    assert Run.objects.get().config["backend"]["endpoint"] == "local"
    form["model"] = "c"
    refused = client_for(people.owner).post("/runs/new/", form)
    assert "one of the models of local: a, b" in refused.context["form"].errors["model"][0]


def test_the_form_offers_a_free_url_only_where_the_server_allows_one(
    people: People, settings: Any
) -> None:
    settings.LOOPGLASS_MODEL_URLS = []
    form = LaunchForm(team_id=team_for(people.owner).pk)
    assert "base_url" not in form.fields
    assert [value for value, _ in form["source"].field.choices] == ["scenario", "endpoint"]  # type: ignore[attr-defined]


@pytest.mark.django_db(transaction=True)
def test_choosing_a_source_in_the_browser_swaps_in_its_fields(
    people: People, asgi_server: str, browser: Browser
) -> None:
    register(people, allowed_models="qwen")
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    log_in(page, asgi_server, "alice", path="/runs/new/")
    page.fill("input[name=max_steps]", "5")
    assert page.locator("select[name=endpoint]").count() == 0
    page.check("input[name=source][value=endpoint]")
    page.wait_for_selector("select[name=endpoint]")
    assert page.locator("select[name=scenario]").count() == 0
    assert page.input_value("input[name=max_steps]") == "5", "what was typed is kept"
    page.fill("textarea[name=goal]", "summarise README.md")
    page.click("form.launch button[type=submit]")
    page.wait_for_url(f"{asgi_server}/runs/*/")
    run = Run.objects.get()
    assert run.config["backend"]["endpoint"] == "local" and run.config["max_steps"] == 5
    assert errors == []
