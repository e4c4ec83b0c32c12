"""The OpenAI-compatible backend against a real HTTP server that checks every request."""

from __future__ import annotations

import json
import re
import socket
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from harness import Agent, AgentConfig
from harness.backends import ModelError, ModelRequest, ToolCall, get_backend, openai_compat
from harness.backends.base import Purpose, estimate_tokens
from harness.backends.openai_compat import OpenAICompatModel
from harness.tools import ToolContext, ToolRegistry
from harness.tools.calculator import calculator
from tests.harness.openai_server import CHAT_PATH, LEGACY_PATH, OpenAIServer, Reply

PROMPT = "Answer with the calculator.\n\nGoal: what is 6 * 7?\nThought:"
STOP = ["\nObservation:"]
ACTION = ' I should compute it.\nAction: calculator\nAction Input: {"expression": "6 * 7"}'
FAST_RETRY = {"retry-after-ms": "1"}
"""The client honours a server delay only when it is above 0, so 0 would mean its own backoff."""


@pytest.fixture
def server() -> Iterator[OpenAIServer]:
    with OpenAIServer() as running:
        yield running


def make_model(server: OpenAIServer, **options: Any) -> OpenAICompatModel:
    settings: dict[str, Any] = {"model": "test-model", "timeout": 5.0, "max_retries": 0}
    return OpenAICompatModel(base_url=server.base_url, **(settings | options))


def react_request(stop: list[str] = STOP) -> ModelRequest:
    return ModelRequest(purpose="step", turn=0, prompt=PROMPT, stop=stop)


def native_request(tools: list[dict[str, Any]]) -> ModelRequest:
    messages = [
        {"role": "system", "content": "Call tools."},
        {"role": "user", "content": "Goal: what is 6 * 7?"},
    ]
    return ModelRequest(purpose="step", turn=0, messages=messages, tools=tools)


# -- ReAct ----------------------------------------------------------------------


def test_it_completes_a_react_prompt_through_chat(server: OpenAIServer) -> None:
    server.script(Reply(text=ACTION, usage=(40, 9)))

    reply = make_model(server).generate(react_request())

    assert (reply.text, reply.tool_calls, reply.tokens_in, reply.tokens_out) == (ACTION, [], 40, 9)
    [body] = server.bodies(CHAT_PATH)
    assert body["messages"] == [{"role": "user", "content": PROMPT}]
    assert body["stop"] == STOP
    assert body["model"] == "test-model"
    assert body["temperature"] == 0.0
    assert "tools" not in body
    assert "max_tokens" not in body
    assert server.rejected() == []


def test_it_completes_a_react_prompt_through_legacy_completions(server: OpenAIServer) -> None:
    server.script(Reply(text=ACTION, usage=(33, 8)))

    model = make_model(server, react_api="completions", max_tokens=64, temperature=0.2)
    reply = model.generate(react_request())

    assert (reply.text, reply.tokens_in, reply.tokens_out) == (ACTION, 33, 8)
    [body] = server.bodies(LEGACY_PATH)
    assert body == {
        "model": "test-model",
        "prompt": PROMPT,
        "stop": STOP,
        "temperature": 0.2,
        "max_tokens": 64,
        "stream": True,
        "stream_options": {"include_usage": True},
    }
    assert server.bodies(CHAT_PATH) == []
    assert server.rejected() == []


@pytest.mark.parametrize("react_api", ["chat", "completions"])
def test_it_cuts_the_text_at_a_stop_sequence_the_server_sent_back(
    server: OpenAIServer, react_api: str
) -> None:
    server.script(Reply(text=ACTION + "\nObservation: 41, made up"))

    reply = make_model(server, react_api=react_api).generate(react_request())

    assert reply.text == ACTION


@pytest.mark.parametrize("react_api", ["chat", "completions"])
def test_it_sends_a_react_plan_request_without_a_stop(server: OpenAIServer, react_api: str) -> None:
    server.script(Reply(text="1. Compute it\n2. Answer"))
    request = ModelRequest(purpose="plan", turn=0, prompt="Goal: 6 * 7\nPlan:\n")

    reply = make_model(server, react_api=react_api).generate(request)

    assert reply.text == "1. Compute it\n2. Answer"
    [received] = server.received
    assert "stop" not in received.body
    assert received.errors == []


# -- native ---------------------------------------------------------------------


def test_it_parses_native_tool_calls_and_sends_the_tools(server: OpenAIServer) -> None:
    calls = [
        ("call_a", "calculator", '{"expression": "6 * 7"}'),
        ("call_b", "calculator", '{"expression": "2 + 2"}'),
    ]
    server.script(Reply(text=None, tool_calls=calls, usage=(50, 20)))
    tools = [calculator.spec()]

    reply = make_model(server).generate(native_request(tools))

    assert reply.text == ""
    assert reply.tool_calls == [
        ToolCall(id="call_a", name="calculator", arguments='{"expression": "6 * 7"}'),
        ToolCall(id="call_b", name="calculator", arguments='{"expression": "2 + 2"}'),
    ]
    assert (reply.tokens_in, reply.tokens_out) == (50, 20)
    [body] = server.bodies()
    assert body["tools"] == tools
    assert body["messages"] == native_request(tools).messages
    assert "stop" not in body
    assert server.rejected() == []


def test_it_returns_the_text_of_a_native_reply_without_tool_calls(server: OpenAIServer) -> None:
    server.script(Reply(text="It is 42."))

    reply = make_model(server).generate(native_request([calculator.spec()]))

    assert (reply.text, reply.tool_calls) == ("It is 42.", [])


def test_it_reads_tool_calls_without_ids_or_with_object_arguments(server: OpenAIServer) -> None:
    call = {
        "type": "function",
        "function": {"name": "calculator", "arguments": {"expression": "1"}},
    }
    reply_body = {"choices": [{"message": {"role": "assistant", "tool_calls": [call]}}]}
    server.script(Reply(raw=json.dumps(reply_body)))
    request = native_request([calculator.spec()])

    reply = make_model(server).generate(replace(request, turn=3))

    assert reply.tool_calls == [
        ToolCall(id="call_3_0", name="calculator", arguments='{"expression": "1"}')
    ]


@pytest.mark.parametrize("purpose", ["step", "plan"])
def test_it_leaves_out_an_empty_tools_list(server: OpenAIServer, purpose: Purpose) -> None:
    server.script(Reply(text="1. Compute it"))
    messages = [{"role": "user", "content": "Plan 6 * 7."}]
    request = ModelRequest(purpose=purpose, turn=0, messages=messages)

    reply = make_model(server).generate(request)

    assert reply.text == "1. Compute it"
    [body] = server.bodies()
    assert "tools" not in body
    assert server.rejected() == []


# -- usage ----------------------------------------------------------------------


@pytest.mark.parametrize("react_api", ["chat", "completions"])
def test_it_estimates_tokens_when_the_server_sends_no_usage(
    server: OpenAIServer, react_api: str
) -> None:
    server.script(Reply(text=ACTION, usage=None))

    reply = make_model(server, react_api=react_api).generate(react_request())

    assert reply.tokens_in == estimate_tokens(PROMPT)
    assert reply.tokens_out == estimate_tokens(ACTION)


@pytest.mark.parametrize("usage", [(-5, -1), (3_000_000_000, 10**12)])
def test_it_estimates_tokens_when_the_server_reports_nonsense(
    server: OpenAIServer, usage: tuple[int, int]
) -> None:
    # tried: negative counts, and counts past any context window (they broke the totals)
    server.script(Reply(text=ACTION, usage=usage))

    reply = make_model(server).generate(react_request())

    assert reply.tokens_in == estimate_tokens(PROMPT)
    assert reply.tokens_out == estimate_tokens(ACTION)


def test_it_estimates_native_tokens_when_the_server_sends_no_usage(server: OpenAIServer) -> None:
    arguments = '{"expression": "6 * 7"}'
    server.script(Reply(text=None, tool_calls=[("c1", "calculator", arguments)], usage=None))
    request = native_request([calculator.spec()])

    reply = make_model(server).generate(request)

    assert reply.tokens_in == sum(estimate_tokens(m["content"]) for m in request.messages or [])
    assert reply.tokens_out == estimate_tokens(arguments)


# -- failures -------------------------------------------------------------------


def test_it_retries_a_429_and_then_succeeds(server: OpenAIServer) -> None:
    server.script(Reply.fail(429, "Rate limit reached", **FAST_RETRY), Reply(text=ACTION))
    started = time.perf_counter()

    reply = make_model(server, max_retries=2).generate(react_request())

    assert reply.text == ACTION
    assert len(server.received) == 2
    assert server.rejected() == []
    assert time.perf_counter() - started < 1.0


def test_it_gives_up_on_a_500_repeated_past_max_retries(server: OpenAIServer) -> None:
    failures = [Reply.fail(500, "The server had an error", **FAST_RETRY) for _ in range(3)]
    server.script(*failures, Reply(text="never sent"))

    with pytest.raises(ModelError, match=r"HTTP 500 from .*: The server had an error"):
        make_model(server, max_retries=2).generate(react_request())

    assert len(server.received) == 3


def test_it_does_not_retry_a_request_the_server_refuses(server: OpenAIServer) -> None:
    server.script(Reply(text="never sent"))
    too_many = ["\nObservation:", "a", "b", "c", "d"]

    with pytest.raises(ModelError, match=r"HTTP 400 from .*: stop: at most 4 sequences"):
        make_model(server, max_retries=3).generate(react_request(stop=too_many))

    assert len(server.received) == 1


def test_it_turns_a_timeout_into_a_model_error(server: OpenAIServer) -> None:
    server.script(Reply(text=ACTION, delay=3.0))
    started = time.perf_counter()

    with pytest.raises(ModelError, match=r"no reply from .* in 0.2 s$"):
        make_model(server, timeout=0.2).generate(react_request())

    assert time.perf_counter() - started < 2.0
    assert len(server.received) == 1


def test_a_timeout_after_retries_says_how_many_tries_took_how_long(server: OpenAIServer) -> None:
    server.script(*[Reply(text=ACTION, delay=3.0) for _ in range(3)])
    started = time.perf_counter()

    with pytest.raises(ModelError) as raised:
        make_model(server, timeout=0.3, max_retries=2).generate(react_request())

    spent = time.perf_counter() - started
    said = re.fullmatch(r"no reply from (\S+) in 0.3 s, 3 tries over (\d\.\d) s", str(raised.value))
    assert said is not None, str(raised.value)
    assert said[1] == server.base_url
    # three waits of 0.3 s and the client's two backoff pauses (0.5 s and 1 s, less jitter)
    assert 0.9 + 0.75 - 0.1 <= float(said[2]) <= spent + 0.05
    assert len(server.received) == 3


@pytest.mark.parametrize(
    ("path", "hint"),
    [("", "; try {url}/v1"), ("/", "; try {url}/v1"), ("/x/v1", ""), ("/api/v1/", "")],
)
def test_a_404_from_a_base_url_without_v1_suggests_it(path: str, hint: str) -> None:
    with OpenAIServer() as server:
        url = server.base_url.removesuffix("/v1") + path
        with pytest.raises(ModelError) as raised:
            OpenAICompatModel(base_url=url, model="m", max_retries=0).generate(react_request())

    said = str(raised.value)
    expected = hint.format(url=url.rstrip("/"))
    assert said.startswith(f"HTTP 404 from {url}: no route ")
    assert said.endswith(expected) and said.count("; try") == (1 if expected else 0)


def test_it_reports_a_server_it_cannot_reach() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    model = OpenAICompatModel(base_url=f"http://127.0.0.1:{port}/v1", model="m", max_retries=0)

    with pytest.raises(ModelError, match=f"could not connect to http://127.0.0.1:{port}/v1$"):
        model.generate(react_request())


def _silent_port() -> Iterator[int]:
    """A port whose accept queue is full: the handshake never completes, as behind a
    firewall that drops packets."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(0)
        port = listener.getsockname()[1]
        fillers = [socket.socket() for _ in range(2)]
        for filler in fillers:  # without waiting: the second one's handshake never ends
            filler.setblocking(False)
            filler.connect_ex(("127.0.0.1", port))
        yield port
        for filler in fillers:
            filler.close()


def _banner_port(banner: bytes) -> Iterator[int]:
    """A port that accepts, says `banner` (nothing, a Redis-like greeting) and hangs up."""
    listener = socket.create_server(("127.0.0.1", 0))
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set():
            try:
                client, _ = listener.accept()
            except OSError:
                return
            with client:
                client.sendall(banner)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield listener.getsockname()[1]
    stop.set()
    listener.close()


@pytest.mark.parametrize(
    "kind",
    ["closed", "dropped", "hangs up", "not http"],
)
def test_it_says_the_same_of_every_connection_that_fails(kind: str) -> None:
    # tried: a closed port, one that drops the handshake, one that accepts and hangs up,
    # and one that answers with a service's greeting; an error that told them apart
    # would map the worker's network for whoever may type a base URL
    ports = {
        "closed": lambda: iter([_free_port()]),
        "dropped": _silent_port,
        "hangs up": lambda: _banner_port(b""),
        "not http": lambda: _banner_port(b"-ERR unknown command 'POST', secret=hunter2\r\n"),
    }
    for port in ports[kind]():
        url = f"http://127.0.0.1:{port}/v1"
        model = OpenAICompatModel(base_url=url, model="m", max_retries=0, timeout=0.5)
        with pytest.raises(ModelError) as raised:
            model.generate(react_request())
        assert str(raised.value) == f"could not connect to {url}"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.parametrize(
    ("status", "content_type", "body", "said"),
    [
        (404, "text/html; charset=utf-8", "<h1>Not Found</h1><p>admin panel v2</p>",
         "answered HTTP 404 with text/html, not an OpenAI-compatible API"),
        (200, "text/plain", "root:password123\ndb_password=hunter2\n",
         "answered HTTP 200 with text/plain, not a chat completion"),
        (401, "application/json", '{"message": "token for svc-internal expired"}',
         "answered HTTP 401 with application/json, not an OpenAI-compatible API"),
        (200, "application/json", '{"users": [{"name": "root", "password": "hunter2"}]}',
         "answered HTTP 200 with application/json, not a chat completion (choices: "),
        (500, "", "stack trace: /srv/internal/app.py line 3", "with no content type"),
    ],
)  # fmt: skip
def test_it_never_quotes_what_an_endpoint_that_is_not_the_api_sent(
    server: OpenAIServer, status: int, content_type: str, body: str, said: str
) -> None:
    # tried: a base URL that points at an internal service (an admin page, a password
    # file, a JSON API of its own); a run's error is read by the whole team
    server.script(Reply(raw=body, status=status, content_type=content_type))

    with pytest.raises(ModelError) as raised:
        make_model(server, max_retries=0).generate(react_request())

    message = str(raised.value)
    assert said in message and message.startswith(server.base_url)
    for word in ("admin", "password", "hunter2", "svc-internal", "stack", "root"):
        assert word not in message.lower()


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ("this is not JSON", "not a chat completion"),
        ("null", "not a chat completion"),
        ('{"id": "x", "object": "chat.completion"}', "choices: Field required"),
        ('{"id": "x", "choices": []}', "has no choices"),
        ('{"choices": [{"message": {"content": 7}}]}', "not a chat completion"),
    ],
)
def test_it_turns_a_malformed_reply_into_a_model_error(
    server: OpenAIServer, raw: str, message: str
) -> None:
    server.script(Reply(raw=raw))

    with pytest.raises(ModelError, match=message):
        make_model(server).generate(react_request())


def test_it_turns_a_malformed_legacy_reply_into_a_model_error(server: OpenAIServer) -> None:
    server.script(Reply(raw='{"choices": []}'))

    with pytest.raises(ModelError, match="has no choices"):
        make_model(server, react_api="completions").generate(react_request())


# -- construction -----------------------------------------------------------------


def test_it_sends_the_key_from_the_named_environment_variable(
    server: OpenAIServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LOOPGLASS_TEST_KEY", "sk-from-env")
    server.script(Reply(text=ACTION))

    make_model(server, api_key_env="LOOPGLASS_TEST_KEY").generate(react_request())

    assert server.received[0].headers["authorization"] == "Bearer sk-from-env"


def test_it_needs_no_key_for_a_local_server(
    server: OpenAIServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    server.script(Reply(text=ACTION))

    make_model(server).generate(react_request())

    assert server.received[0].headers["authorization"] == "Bearer not-needed"


def test_it_is_built_by_the_registry_and_named_after_its_model(server: OpenAIServer) -> None:
    model = get_backend("openai", base_url=server.base_url, model="qwen2.5:7b")

    assert model.name == "openai:qwen2.5:7b"


GRAMMAR = 'root ::= "Final Answer: " [0-9]+'
JSON_OBJECT = {"type": "json_object"}


@pytest.mark.parametrize(
    ("react_api", "extra"),
    [
        ("chat", {"grammar": GRAMMAR, "response_format": JSON_OBJECT}),
        ("completions", {"grammar": GRAMMAR}),  # the legacy API has no response_format
    ],
)
def test_it_merges_extra_body_into_every_request(react_api: str, extra: dict[str, Any]) -> None:
    with OpenAIServer(extensions=frozenset({"grammar"})) as server:
        server.script(Reply(text=ACTION), Reply(text=ACTION))
        model = get_backend(
            "openai", base_url=server.base_url, model="m", react_api=react_api, extra_body=extra
        )
        model.generate(react_request())
        model.generate(react_request())

    assert server.rejected() == []
    assert len(server.received) == 2
    for received in server.received:
        assert {key: received.body[key] for key in extra} == extra
        assert received.body["stop"] == STOP


def test_the_server_refuses_a_key_beyond_the_api_unless_it_extends_it(
    server: OpenAIServer,
) -> None:
    server.script(Reply(text="never sent"))

    with pytest.raises(ModelError, match=r"HTTP 400 .*grammar: unrecognized request argument"):
        make_model(server, extra_body={"grammar": GRAMMAR}).generate(react_request())


def test_it_refuses_an_unknown_react_api(server: OpenAIServer) -> None:
    with pytest.raises(ValueError, match="react_api"):
        make_model(server, react_api="responses")


# -- the test server itself ---------------------------------------------------------

CALL = {"id": "c1", "type": "function", "function": {"name": "calculator", "arguments": "{}"}}
ASKED = {"role": "assistant", "content": None, "tool_calls": [CALL]}
ANSWER = {"role": "tool", "tool_call_id": "c1", "content": "42"}
USER = {"role": "user", "content": "hi"}


@pytest.mark.parametrize(
    ("path", "body", "error"),
    [
        (CHAT_PATH, {"model": "m", "messages": [USER], "temprature": 0}, "temprature"),
        (CHAT_PATH, {"model": "m", "messages": [{**USER, "extra": 1}]}, "messages[0].extra"),
        (CHAT_PATH, {"messages": [USER]}, "model: Field required"),
        (CHAT_PATH, {"model": "m", "messages": [USER], "temperature": "0"}, "temperature"),
        (CHAT_PATH, {"model": "m", "messages": []}, "messages: [] is too short"),
        (CHAT_PATH, {"model": "m", "messages": [USER], "tools": []}, "tools: []"),
        (CHAT_PATH, {"model": "m", "messages": [USER], "stop": list("abcde")}, "at most 4"),
        (CHAT_PATH, {"model": "m", "messages": [USER, ANSWER]}, "must answer a tool call"),
        (CHAT_PATH, {"model": "m", "messages": [USER, ASKED, USER]}, "were not answered"),
        (CHAT_PATH, {"model": "m", "messages": [USER, ASKED]}, "were not answered"),
        (
            CHAT_PATH,
            {"model": "m", "messages": [USER, ASKED, ANSWER, ANSWER]},
            "must answer a tool call",
        ),
        (
            CHAT_PATH,
            {"model": "m", "messages": [USER, {"role": "assistant", "content": None}]},
            "needs content or tool_calls",
        ),
        (CHAT_PATH, {"model": "m", "messages": [USER], "tool_choice": "auto"}, "tool_choice"),
        (LEGACY_PATH, {"model": "m", "prompt": "p", "messages": [USER]}, "messages"),
        (LEGACY_PATH, {"model": "m"}, "prompt: Field required"),
        (LEGACY_PATH, {"model": "m", "prompt": "p", "stop": list("abcde")}, "at most 4"),
    ],
)
def test_the_server_refuses_what_the_real_api_refuses(
    server: OpenAIServer, path: str, body: dict[str, Any], error: str
) -> None:
    status, reply = post(server, path, body)

    assert status == 400
    assert error in reply["error"]["message"]
    assert reply["error"]["type"] == "invalid_request_error"
    [received] = server.rejected()
    assert any(error in e for e in received.errors)


def test_the_server_accepts_a_well_formed_tool_conversation(server: OpenAIServer) -> None:
    server.script(Reply(text="It is 42."))
    messages = [USER, ASKED, ANSWER, {"role": "assistant", "content": "42"}, USER]
    body = {"model": "m", "messages": messages, "tools": [calculator.spec()], "stop": ["x"]}

    status, reply = post(server, CHAT_PATH, body)

    assert status == 200
    assert reply["choices"][0]["message"]["content"] == "It is 42."
    assert server.rejected() == []


def post(server: OpenAIServer, path: str, body: dict[str, Any]) -> tuple[int, Any]:
    url = server.base_url.removesuffix("/v1") + path
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as exc:
        with exc:
            return exc.code, json.load(exc)


# -- the whole loop ---------------------------------------------------------------


def test_it_runs_a_react_episode_end_to_end(server: OpenAIServer, tmp_path: Path) -> None:
    server.script(
        Reply(text="1. Compute 6 * 7 with the calculator\n2. Answer"),
        Reply(text=ACTION),
        Reply(text=" The calculator says 42.\nFinal Answer: 42"),
    )
    agent = Agent(
        model=make_model(server),
        tools=ToolRegistry([calculator]),
        context=ToolContext(workspace=tmp_path),
        config=AgentConfig(channel="react", plan=True),
    )

    result = agent.run("What is 6 * 7?")

    assert (result.final_answer, result.stopped_reason) == ("42", "final_answer")
    assert result.plan is not None
    assert result.plan.steps == ["Compute 6 * 7 with the calculator", "Answer"]
    step = result.steps[0]
    assert step.observation is not None
    assert step.observation.output == "42"
    assert result.metadata["tokens_in"] > 0
    bodies = server.bodies()
    assert len(bodies) == 3
    assert "stop" not in bodies[0]
    assert [b.get("stop") for b in bodies[1:]] == [STOP, STOP]
    last_prompt = bodies[2]["messages"][0]["content"]
    assert last_prompt.endswith("Observation: 42\nThought:")
    assert last_prompt.startswith(bodies[1]["messages"][0]["content"].removesuffix("\nThought:"))
    assert server.rejected() == []


def test_it_runs_a_native_episode_end_to_end(server: OpenAIServer, tmp_path: Path) -> None:
    server.script(
        Reply(text="1. Compute both products\n2. Answer"),
        Reply(
            text="Computing both.",
            tool_calls=[
                ("call_1", "calculator", '{"expression": "6 * 7"}'),
                ("call_2", "calculator", '{"expression": "2 ** 10"}'),
            ],
        ),
        Reply(text="6 * 7 = 42 and 2 ** 10 = 1024."),
    )
    agent = Agent(
        model=make_model(server),
        tools=ToolRegistry([calculator]),
        context=ToolContext(workspace=tmp_path),
        config=AgentConfig(channel="native", plan=True),
    )

    result = agent.run("What are 6 * 7 and 2 ** 10?")

    assert (result.final_answer, result.stopped_reason) == (
        "6 * 7 = 42 and 2 ** 10 = 1024.",
        "final_answer",
    )
    assert [s.observation.output for s in result.steps if s.observation] == ["42", "1024"]
    bodies = server.bodies()
    assert len(bodies) == 3
    assert "tools" not in bodies[0]
    assert [t["function"]["name"] for t in bodies[1]["tools"]] == ["calculator", "artifact_read"]
    assert [m["role"] for m in bodies[2]["messages"]] == [
        "system",
        "user",
        "assistant",
        "tool",
        "tool",
    ]
    assert [m["tool_call_id"] for m in bodies[2]["messages"][3:]] == ["call_1", "call_2"]
    assert server.rejected() == []


# -- streaming --------------------------------------------------------------------


def collect() -> tuple[list[str], Callable[[str], None]]:
    told: list[str] = []
    return told, told.append


@pytest.fixture
def tell_every_chunk(monkeypatch: pytest.MonkeyPatch) -> None:
    """The reply so far told on every chunk, not at most every `TELL_EVERY` seconds."""
    monkeypatch.setattr(openai_compat, "TELL_EVERY", 0.0)


@pytest.mark.usefixtures("tell_every_chunk")
def test_it_streams_a_react_reply_and_tells_the_text_so_far(server: OpenAIServer) -> None:
    server.script(Reply(text=ACTION, usage=(40, 9), piece=5))
    told, on_text = collect()

    reply = make_model(server).generate(replace(react_request(), on_text=on_text))

    assert (reply.text, reply.tokens_in, reply.tokens_out) == (ACTION, 40, 9)
    assert told == [ACTION[:end] for end in range(5, len(ACTION), 5)] + [ACTION]
    [body] = server.bodies(CHAT_PATH)
    assert (body["stream"], body["stream_options"]) == (True, {"include_usage": True})
    assert server.rejected() == []


@pytest.mark.usefixtures("tell_every_chunk")
def test_it_streams_a_legacy_completion(server: OpenAIServer) -> None:
    server.script(Reply(text=ACTION, usage=(33, 8), piece=10))
    told, on_text = collect()

    model = make_model(server, react_api="completions")
    reply = model.generate(replace(react_request(), on_text=on_text))

    assert (reply.text, reply.tokens_in, reply.tokens_out) == (ACTION, 33, 8)
    assert len(told) == -(-len(ACTION) // 10) and told[-1] == ACTION
    assert server.rejected() == []


@pytest.mark.usefixtures("tell_every_chunk")
def test_it_puts_streamed_tool_calls_together_by_index(server: OpenAIServer) -> None:
    calls = [
        ("call_a", "calculator", '{"expression": "6 * 7"}'),
        ("call_b", "calculator", '{"expression": "2 + 2"}'),
    ]
    server.script(Reply(text="Two sums.", tool_calls=calls, usage=(50, 20), piece=3))
    told, on_text = collect()
    request = replace(native_request([calculator.spec()]), on_text=on_text)

    reply = make_model(server).generate(request)

    assert reply.text == "Two sums."
    assert reply.tool_calls == [ToolCall(id=i, name=n, arguments=a) for i, n, a in calls]
    assert (reply.tokens_in, reply.tokens_out) == (50, 20)
    assert told[-1] == (
        'Two sums.\ncalculator({"expression": "6 * 7"})\ncalculator({"expression": "2 + 2"})'
    )
    assert 'Two sums.\ncalculator({"e)' in told  # an argument's first piece, told as it came
    assert server.rejected() == []


def test_streamed_tool_calls_without_ids_get_the_turns_ids(server: OpenAIServer) -> None:
    chunks = [
        {
            "choices": [
                {
                    "index": 0,
                    "delta": {
                        "tool_calls": [
                            {
                                "index": 1,
                                "function": {"name": "calculator", "arguments": '{"expression"'},
                            },
                        ]
                    },
                }
            ]
        },
        {
            "choices": [
                {
                    "index": 0,
                    "delta": {
                        "tool_calls": [
                            {
                                "index": 0,
                                "function": {
                                    "name": "calculator",
                                    "arguments": {"expression": "1"},
                                },
                            },
                            {"index": 1, "function": {"arguments": ': "2"}'}},
                        ]
                    },
                }
            ]
        },
        {"choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]},
    ]
    raw = "".join(f"data: {json.dumps(c)}\n\n" for c in chunks) + "data: [DONE]\n\n"
    server.script(Reply(raw=raw, content_type="text/event-stream"))

    reply = make_model(server).generate(replace(native_request([calculator.spec()]), turn=2))

    assert reply.tool_calls == [
        ToolCall(id="call_2_0", name="calculator", arguments='{"expression": "1"}'),
        ToolCall(id="call_2_1", name="calculator", arguments='{"expression": "2"}'),
    ]


def test_it_cuts_a_streamed_reply_at_a_stop_sequence(server: OpenAIServer) -> None:
    server.script(Reply(text=ACTION + "\nObservation: 41, made up", piece=7))
    told, on_text = collect()

    reply = make_model(server).generate(replace(react_request(), on_text=on_text))

    assert reply.text == ACTION
    assert all("Observation" not in text for text in told)


@pytest.mark.parametrize("react_api", ["chat", "completions"])
def test_a_stream_cut_before_its_end_is_a_model_error(server: OpenAIServer, react_api: str) -> None:
    server.script(Reply(text=ACTION, piece=4, cut_after=3))

    with pytest.raises(ModelError) as raised:
        make_model(server, react_api=react_api).generate(react_request())

    assert str(raised.value) == (
        f"the stream from {server.base_url} ended mid-reply after 12 characters"
    )


def test_a_stream_that_stalls_between_chunks_is_a_model_error(server: OpenAIServer) -> None:
    server.script(Reply(text=ACTION, piece=4, pause=3.0), Reply(text="never sent"))
    started = time.perf_counter()

    with pytest.raises(ModelError) as raised:
        make_model(server, timeout=0.3, max_retries=2).generate(react_request())

    assert str(raised.value) == (
        f"the stream from {server.base_url} stalled: nothing for 0.3 s after 4 characters"
    )
    assert time.perf_counter() - started < 2.0
    assert len(server.received) == 1  # a stream that began is not sent again


def test_a_slow_stream_is_no_timeout_while_chunks_keep_coming(server: OpenAIServer) -> None:
    server.script(Reply(text="x" * 12, piece=1, pause=0.1))

    reply = make_model(server, timeout=0.5).generate(react_request())

    assert reply.text == "x" * 12  # 1.1 s in all, more than the timeout


@pytest.mark.parametrize(
    ("events", "said"),
    [
        (["{not json"], "sent a chunk that is not a chat completion chunk"),
        (
            ['{"choices": [{"delta": {"content": 7}}]}'],
            "sent a chunk that is not a chat completion chunk (choices.0.delta.content: ",
        ),
        (
            [
                '{"choices": [{"delta": {"content": "Th"}}]}',
                '{"error": {"message": "out of memory", "type": "server_error"}}',
            ],
            "sent an error mid-stream: out of memory",
        ),
        (["[1, 2]"], "sent a chunk that is not a chat completion chunk"),
    ],
)
def test_a_malformed_chunk_is_a_model_error(
    server: OpenAIServer, events: list[str], said: str
) -> None:
    raw = "".join(f"data: {event}\n\n" for event in events) + "data: [DONE]\n\n"
    server.script(Reply(raw=raw, content_type="text/event-stream"))

    with pytest.raises(ModelError) as raised:
        make_model(server).generate(react_request())

    assert str(raised.value).startswith(f"{server.base_url} {said}")


def test_it_reads_lenient_streams(server: OpenAIServer) -> None:
    # comments, an event name, no space after "data:", a chunk of another choice, no
    # [DONE] after the finish reason: all seen from real servers
    raw = (
        ": keep-alive\n\n"
        'event: message\ndata:{"choices": [{"index": 0, "delta": {"content": "It is"}}]}\n\n'
        'data: {"choices": [{"index": 1, "delta": {"content": "ignored"}}]}\n\n'
        'data: {"choices": [{"delta": {"content": " 42."}, "finish_reason": "stop"}]}\n\n'
    )
    server.script(Reply(raw=raw, content_type="text/event-stream; charset=utf-8"))

    reply = make_model(server).generate(react_request())

    assert reply.text == "It is 42."
    assert reply.tokens_out == estimate_tokens("It is 42.")


def test_abandoning_a_streaming_call_closes_the_stream_at_once(server: OpenAIServer) -> None:
    server.script(Reply(text="x" * 200, piece=1, pause=0.2))
    model = make_model(server, timeout=20)
    told = threading.Event()
    outcome: list[BaseException] = []

    def call() -> None:
        try:
            model.generate(replace(react_request(), on_text=lambda text: told.set()))
        except ModelError as exc:
            outcome.append(exc)

    thread = threading.Thread(target=call)
    thread.start()
    assert told.wait(5)
    abandoned = time.perf_counter()
    model.abandon()
    thread.join(5)

    assert time.perf_counter() - abandoned < 0.5
    assert [str(e) for e in outcome] == [f"the call to {server.base_url} was abandoned"]
    assert server.hung_up.wait(2)  # the server's next write found the connection gone
    assert not server.streamed.is_set()


# -- limits -------------------------------------------------------------------------

MIB = 1024 * 1024


def one_long_line() -> Iterator[bytes]:
    """`data: ` and then 200 MiB with no newline, made as it is sent."""
    yield b"data: "
    piece = b"x" * (64 * 1024)
    for _ in range(200 * MIB // len(piece)):
        yield piece


def test_a_line_over_the_limit_fails_at_the_limit(server: OpenAIServer) -> None:
    server.script(Reply(made=one_long_line))
    started = time.perf_counter()

    with pytest.raises(ModelError) as raised:
        make_model(server, timeout=20).generate(react_request())

    assert str(raised.value) == f"{server.base_url} sent an event larger than 1 MiB"
    assert time.perf_counter() - started < 15  # not the 200 MiB: about 1 MiB read
    assert not server.streamed.is_set()


def test_an_event_of_many_lines_over_the_limit_fails_too(server: OpenAIServer) -> None:
    line = b"data: " + b"y" * 1000 + b"\n"
    server.script(Reply(made=lambda: (line for _ in range(2000))))

    with pytest.raises(ModelError) as raised:
        make_model(server).generate(react_request())

    assert str(raised.value) == f"{server.base_url} sent an event larger than 1 MiB"


def test_line_separators_inside_the_text_are_text(server: OpenAIServer) -> None:
    # llama.cpp and vLLM send these raw inside JSON strings; lines end at CR, LF, CRLF only
    pieces = ["a\u2028b", "\u2029c\u0085", "d\x1ce\x1d\x1ef\x0b\x0cg"]
    chunks = [{"choices": [{"index": 0, "delta": {"content": p}}]} for p in pieces]
    chunks.append({"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]})
    events = [json.dumps(c, ensure_ascii=False) for c in chunks]
    raw = f"data: {events[0]}\r\n\r\ndata: {events[1]}\r\rdata: {events[2]}\n\n"
    raw += f"data: {events[3]}\r\n\r\ndata: [DONE]\r\n\r\n"
    server.script(Reply(raw=raw, content_type="text/event-stream"))

    reply = make_model(server).generate(react_request())

    assert reply.text == "".join(pieces)


def test_a_crlf_split_between_two_reads_ends_one_line(server: OpenAIServer) -> None:
    chunk = json.dumps({"choices": [{"delta": {"content": "ok"}, "finish_reason": "stop"}]})
    pieces = [f"\ufeffdata: {chunk}\r".encode(), b"\n\r", b"\ndata: [DONE]\r\n\r\n"]
    server.script(Reply(made=lambda: pieces, pause=0.05))

    reply = make_model(server).generate(react_request())

    assert reply.text == "ok"


def trickle() -> Iterator[bytes]:
    """A comment, then a chunk of one character for ever (with a `pause` between)."""
    yield b": keep-alive\n\n"
    chunk = json.dumps({"choices": [{"delta": {"content": "x"}}]})
    while True:
        yield f"data: {chunk}\n\n".encode()


def test_a_stream_that_never_ends_stops_at_the_deadline(server: OpenAIServer) -> None:
    server.script(Reply(made=trickle, pause=0.05), Reply(text="in time"))
    model = make_model(server, timeout=5, max_seconds=1)
    started = time.perf_counter()

    with pytest.raises(ModelError) as raised:
        model.generate(react_request())

    said = str(raised.value)
    assert said.startswith(f"the stream from {server.base_url} went on past 1 s after ")
    assert said.endswith(" characters")
    assert time.perf_counter() - started < 4  # the watchdog, not the 5 s timeout
    assert server.hung_up.wait(5)
    assert model.generate(react_request()).text == "in time"  # the deadline is per call


def test_max_seconds_must_be_positive(server: OpenAIServer) -> None:
    with pytest.raises(ValueError, match="max_seconds must be above 0"):
        make_model(server, max_seconds=0)


@pytest.mark.parametrize("react_api", ["chat", "completions"])
def test_a_reply_over_the_limit_fails_naming_it(
    server: OpenAIServer, react_api: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(openai_compat, "MAX_REPLY_CHARS", 100)
    server.script(Reply(text="x" * 300, piece=10))

    with pytest.raises(ModelError) as raised:
        make_model(server, react_api=react_api).generate(react_request())

    assert str(raised.value) == f"the reply from {server.base_url} went on past 100 characters"


def test_a_whole_json_reply_over_the_limits_fails_naming_them(
    server: OpenAIServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(openai_compat, "MAX_REPLY_CHARS", 100)
    server.script(Reply(raw=Reply(text="x" * 101).body(CHAT_PATH, "m")))
    with pytest.raises(ModelError) as raised:
        make_model(server).generate(react_request())
    assert str(raised.value) == f"the reply from {server.base_url} went on past 100 characters"

    monkeypatch.setattr(openai_compat, "MAX_BODY_BYTES", 2 * MIB)
    server.script(Reply(raw=Reply(text="x" * (3 * MIB)).body(CHAT_PATH, "m")))
    with pytest.raises(ModelError) as raised:
        make_model(server).generate(react_request())
    assert str(raised.value) == f"{server.base_url} sent a reply larger than 2 MiB"


def test_a_long_reply_of_many_chunks_is_told_now_and_then(server: OpenAIServer) -> None:
    text = "".join(f"{n % 10}" for n in range(20_000))
    server.script(Reply(text=text, piece=1))
    told, on_text = collect()
    started = time.perf_counter()

    reply = make_model(server, timeout=30).generate(replace(react_request(), on_text=on_text))

    took = time.perf_counter() - started
    assert reply.text == text
    assert told[-1] == text and all(text.startswith(t) for t in told)
    # not once per chunk (each telling is the whole reply): once per TELL_EVERY, and the end
    assert len(told) <= took / openai_compat.TELL_EVERY + 2
    assert len(told) < 20_000 / 10
