"""The registry's errors-as-observations, the schema from type hints, and the built-ins."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path
from typing import Annotated, Any

import pytest
from jsonschema.exceptions import SchemaError
from pydantic import Field

from harness.agent.shapes import Action
from harness.scenarios import serve_folder
from harness.tools import BUILTINS, builtin_registry
from harness.tools.base import Tool, ToolContext, ToolOutput, tool
from harness.tools.registry import ToolRegistry


def _call(
    workspace: Path, name: str, fetch_allowed: tuple[str, ...] = (), **arguments: Any
) -> ToolOutput:
    context = ToolContext(workspace=workspace, fetch_allowed=fetch_allowed)
    return builtin_registry().execute(Action(tool=name, arguments=arguments), context)


def test_it_lists_the_known_tools_for_an_unknown_one(workspace: Path):
    out = _call(workspace, "grep", pattern="x")
    assert out.is_error
    assert out.decode() == (
        "unknown tool 'grep'; the tools are: calculator, http_fetch, list_dir,"
        " read_file, run_command, run_tests, write_file"
    )


def test_it_names_the_field_and_what_was_expected_on_a_schema_violation(workspace: Path):
    out = _call(workspace, "read_file", path="a.txt", start_line="ten")
    assert out.is_error
    text = out.decode()
    assert text.startswith("invalid arguments for read_file: start_line: 'ten' is not of type")
    assert '"minimum": 1' in text and '"integer"' in text
    missing = _call(workspace, "read_file").decode()
    assert "'path' is a required property" in missing
    extra = _call(workspace, "calculator", expression="1", precision=3).decode()
    assert "'precision' was unexpected" in extra


def test_it_reports_the_exception_type_and_message(workspace: Path):
    def broken(ctx: ToolContext, n: int) -> str:
        return str(1 // n)

    registry = ToolRegistry(
        [
            Tool(
                name="div",
                description="d",
                fn=broken,
                parameters={"type": "object", "properties": {"n": {"type": "integer"}}},
            )
        ]
    )
    out = registry.execute(Action(tool="div", arguments={"n": 0}), ToolContext(workspace=workspace))
    assert out.is_error
    assert out.decode() == "div raised ZeroDivisionError: integer division or modulo by zero"


def test_it_gives_up_on_a_tool_after_its_timeout(workspace: Path):
    def slow(ctx: ToolContext) -> str:
        time.sleep(5)
        return "late"

    registry = ToolRegistry(
        [Tool(name="slow", description="d", fn=slow, parameters={"type": "object"}, timeout=0.2)]
    )
    started = time.monotonic()
    out = registry.execute(Action(tool="slow"), ToolContext(workspace=workspace))
    assert time.monotonic() - started < 2
    assert out.is_error and out.decode() == "slow timed out after 0.2s; try a smaller request"


def test_it_refuses_a_tool_whose_schema_is_no_json_schema_every_time():
    """Schemas are checked once per process (a cache): a bad one is never remembered as good."""
    bad = Tool("bad", "a tool", {"type": "no-such-type"}, fn=lambda _context: ToolOutput.text(""))
    good = Tool("good", "a tool", {"type": "object"}, fn=bad.fn)
    for _ in range(2):
        with pytest.raises(SchemaError):
            ToolRegistry([bad])
        assert ToolRegistry([good]).names() == ["good"]


def test_it_derives_a_schema_from_a_typed_function():
    @tool(effect="write", trust_lane="external-runtime", family="deploy", timeout=9)
    def deploy(
        ctx: ToolContext,
        service: Annotated[str, Field(description="which service")],
        replicas: int = 1,
        dry_run: bool = False,
    ) -> str:
        """Deploy a service.

        Longer text that is not part of the description.
        """
        return service

    assert deploy.name == "deploy"
    assert deploy.description == "Deploy a service."
    assert (deploy.effect, deploy.trust_lane, deploy.family, deploy.timeout) == (
        "write",
        "external-runtime",
        "deploy",
        9,
    )
    assert deploy.parameters == {
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "service": {"type": "string", "description": "which service"},
            "replicas": {"type": "integer", "default": 1},
            "dry_run": {"type": "boolean", "default": False},
        },
        "required": ["service"],
    }
    assert deploy.spec()["function"]["parameters"] is deploy.parameters


def test_it_declares_effect_lane_and_family_for_each_builtin():
    declared = {t.name: (t.effect, t.trust_lane, t.family) for t in BUILTINS}
    assert declared == {
        "list_dir": ("read", "internal", "files"),
        "read_file": ("read", "internal", "files"),
        "write_file": ("write", "internal", "files"),
        "run_command": ("write", "external-runtime", "process"),
        "run_tests": ("read", "external-runtime", "pytest"),
        "http_fetch": ("read", "external-web", "web"),
        "calculator": ("read", "internal", "calculator"),
    }


@pytest.mark.parametrize("path", ["../outside.txt", "/etc/passwd", "a/../../x", "link/secret"])
def test_it_rejects_paths_that_leave_the_workspace(workspace: Path, path: str):
    outside = workspace.parent / "secret"
    outside.mkdir()
    (outside / "secret").write_text("s")
    (workspace / "link").symlink_to(outside)
    for name, arguments in [
        ("read_file", {"path": path}),
        ("list_dir", {"path": path}),
        ("write_file", {"path": path, "content": "x"}),
    ]:
        out = _call(workspace, name, **arguments)
        assert out.is_error, (name, path)
        assert "is outside the workspace" in out.decode()
    assert not (workspace.parent / "outside.txt").exists()


def test_it_lists_a_folder(workspace: Path):
    (workspace / "b.txt").write_text("")
    (workspace / "a").mkdir()
    assert _call(workspace, "list_dir").decode() == "a/\nb.txt"
    assert _call(workspace, "list_dir", path="a").decode() == "(empty folder)"
    assert _call(workspace, "list_dir", path="b.txt").is_error


def test_it_reads_a_file_by_line_range(workspace: Path):
    (workspace / "f.txt").write_text("one\ntwo\nthree\nfour\n")
    assert _call(workspace, "read_file", path="f.txt").decode() == "one\ntwo\nthree\nfour\n"
    assert _call(workspace, "read_file", path="f.txt", start_line=2, end_line=3).decode() == (
        "two\nthree\n"
    )
    assert _call(workspace, "read_file", path="f.txt", start_line=9).is_error
    assert "not found" in _call(workspace, "read_file", path="nope.txt").decode()


def test_it_reads_invalid_utf8_with_replacement(workspace: Path):
    (workspace / "bad.bin").write_bytes(b"ok \xff\xfe end")
    assert _call(workspace, "read_file", path="bad.bin").decode() == "ok \ufffd\ufffd end"


def test_it_writes_a_file_and_its_folders(workspace: Path):
    out = _call(workspace, "write_file", path="deep/er/x.txt", content="héllo")
    assert out.decode() == "wrote 6 bytes to deep/er/x.txt"
    assert (workspace / "deep/er/x.txt").read_text() == "héllo"


def test_it_runs_a_command_without_a_shell(workspace: Path):
    out = _call(workspace, "run_command", argv=["echo", "$HOME", ";", "ls"])
    assert out.decode() == "$HOME ; ls\n"
    assert out.exit_status == 0 and not out.is_error


def test_it_reports_a_failing_command_with_its_exit_status_and_whole_output(workspace: Path):
    script = "import sys\nfor i in range(20000): print(i)\nsys.exit(3)"
    out = _call(workspace, "run_command", argv=[sys.executable, "-c", script])
    assert out.is_error and out.exit_status == 3
    assert out.decode().splitlines()[-1] == "19999", "the output is captured whole"


def test_it_keeps_the_workers_secrets_from_a_command(
    workspace: Path, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-secret")
    out = _call(
        workspace,
        "run_command",
        argv=[sys.executable, "-c", "import os; print(sorted(os.environ))"],
    )
    assert "OPENAI_API_KEY" not in out.decode()
    assert "PATH" in out.decode()


def test_it_kills_a_command_at_its_timeout(workspace: Path):
    started = time.monotonic()
    out = _call(workspace, "run_command", argv=["sleep", "30"], timeout=0.5)
    assert time.monotonic() - started < 5
    assert out.is_error and "timed out after 0.5s" in out.decode()


def test_it_names_a_missing_program(workspace: Path):
    out = _call(workspace, "run_command", argv=["no-such-program-xyz"])
    assert out.is_error and "no such program: 'no-such-program-xyz'" in out.decode()


def test_it_runs_pytest_in_the_workspace(workspace: Path):
    (workspace / "test_a.py").write_text(
        "def test_ok():\n    pass\n\ndef test_bad():\n    assert 1 == 2\n"
    )
    out = _call(workspace, "run_tests")
    assert out.exit_status == 1
    assert not out.is_error, "failing tests are a result, not a tool error"
    assert "1 failed, 1 passed" in out.decode()
    (workspace / "test_a.py").write_text("def test_ok():\n    pass\n")
    assert "1 passed" in _call(workspace, "run_tests").decode()
    empty = _call(workspace, "run_tests", target="test_a.py::nothing")
    assert empty.is_error, "pytest could not run what was asked"


def test_it_fetches_a_page_with_a_size_cap(workspace: Path, tmp_path: Path):
    site = tmp_path / "site"
    site.mkdir()
    (site / "page.html").write_text("<p>" + "a" * 5000 + "</p>")
    # http_fetch refuses loopback unless it is allowed (tests/harness/test_fetch.py)
    local = ("127.0.0.1",)
    with serve_folder(site) as url:
        whole = _call(workspace, "http_fetch", local, url=f"{url}/page.html")
        cut = _call(workspace, "http_fetch", local, url=f"{url}/page.html", max_bytes=100)
        missing = _call(workspace, "http_fetch", local, url=f"{url}/nope.html")
    assert whole.decode() == "<p>" + "a" * 5000 + "</p>"
    assert whole.content_type == "text/html" and whole.exit_status == 200
    assert whole.source_url == f"{url}/page.html"
    assert cut.decode() == "<p>" + "a" * 97 + "\n[cut at 100 bytes]"
    assert missing.is_error and missing.exit_status == 404


def test_it_fetches_only_http(workspace: Path):
    out = _call(workspace, "http_fetch", url="file:///etc/passwd")
    assert out.is_error and "only http:// and https://" in out.decode()
    dead = _call(workspace, "http_fetch", ("127.0.0.1",), url="http://127.0.0.1:9/")
    assert dead.is_error and "could not fetch" in dead.decode()


@pytest.mark.parametrize(
    ("expression", "value"),
    [
        ("1 + 2 * 3", "7"),
        ("(3 + 4) * 2", "14"),
        ("2 ** 10", "1024"),
        ("7 // 2", "3"),
        ("-3 % 5", "2"),
        ("sqrt(16)", "4.0"),
        ("round(pi, 2)", "3.14"),
        ("max(1, 5, 3)", "5"),
    ],
)
def test_it_calculates(workspace: Path, expression: str, value: str):
    assert _call(workspace, "calculator", expression=expression).decode() == value


@pytest.mark.parametrize(
    "expression",
    [
        "__import__('os').system('id')",
        "open('/etc/passwd').read()",
        "(1).__class__",
        "[x for x in range(9)]",
        "'a' * 3",
        "lambda: 1",
        "10 ** 10 ** 10",
        "9 ** 999999",
        "os",
        "1 +",
    ],
)
def test_it_refuses_anything_but_arithmetic(workspace: Path, expression: str):
    out = _call(workspace, "calculator", expression=expression)
    assert out.is_error, expression


def test_it_reports_arithmetic_errors(workspace: Path):
    assert _call(workspace, "calculator", expression="1 / 0").decode() == (
        "calculator: ZeroDivisionError: division by zero"
    )


def test_it_does_not_leave_files_behind_when_pytest_runs(workspace: Path):
    (workspace / "test_b.py").write_text("def test_ok():\n    pass\n")
    _call(workspace, "run_tests")
    leftovers = {p.name for p in workspace.rglob("*")} - {"test_b.py"}
    assert leftovers == set(), leftovers
    assert [p.name for p in workspace.iterdir()] == ["test_b.py"]


def test_it_kills_everything_a_command_started_at_its_timeout(workspace: Path):
    # tried: a shell that leaves a background sleep behind and waits on another
    script = "sleep 37.25 & sleep 30"
    out = _call(workspace, "run_command", argv=["sh", "-c", script], timeout=0.5)
    assert out.is_error and "timed out after 0.5s" in out.decode()
    time.sleep(0.2)
    left = subprocess.run(["pgrep", "-f", "sleep 37.25"], capture_output=True, check=False)
    assert left.stdout == b"", "the background child died with its group"


def test_it_stops_a_command_that_writes_without_end(workspace: Path):
    # tried: `yes`, which writes until it is stopped, under a 2 MB output limit
    context = ToolContext(workspace=workspace, max_output_bytes=2_000_000)
    out = builtin_registry().execute(
        Action(tool="run_command", arguments={"argv": ["yes", "flood"]}), context
    )
    assert out.is_error and "output passed 2,000,000 bytes; the process was killed" in out.decode()
    assert len(out.data) < 2_000_000 + 200
