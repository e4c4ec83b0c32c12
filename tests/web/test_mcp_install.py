"""`manage.py mcp add` for a server installed anywhere: found, shown to its sandbox, started
there once before it is saved, and run by a run (issue 35, point 4).

What was tried: mcp-server-time installed in a venv of its own (uv from its cache, on
the Python the tests run on), as pipx and `uv tool install` make them; a program that does
not exist, one that exits at once, one that never answers `initialize`, and one whose
interpreter lives in a folder of its own (found) and which runs a file in a folder the
sandbox does not show until `--read` names it; and
`--read` of the root, /tmp, a home folder as a whole, the checkout, its var/ folder (by
name and through a link), a file and a relative path.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from contextlib import ExitStack
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from harness.tools.base import ToolContext
from harness.tools.mcp import McpServerError
from runs.agents import mcp_tools
from runs.config import McpServerConfig
from runs.models import McpServer, Status
from tests.conftest import BIN, ROOT
from tests.web.conftest import People
from tests.web.test_mcp_servers import TOOL, executed, scenario_dir

pytestmark = pytest.mark.django_db
__all__ = ["scenario_dir"]  # the fixture, imported to be found here
MCP_SERVER = ROOT / "tests/harness/mcp_server.py"
NODE_SERVER = "@modelcontextprotocol/server-everything"
"""A node MCP server, from npm (https://www.npmjs.com/package/@modelcontextprotocol/server-everything)."""


def mcp_add(*args: str) -> str:
    out = StringIO()
    call_command("mcp", "add", *args, stdout=out)
    return out.getvalue()


@pytest.fixture(scope="module")
def own_venv(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """mcp-server-time in a venv of its own, outside loopglass's."""
    venv = tmp_path_factory.mktemp("tools") / "time-venv"
    base = getattr(sys, "_base_executable", sys.executable)
    uv = str(BIN / "uv")
    subprocess.run([uv, "venv", "-q", "--python", base, str(venv)], check=True)
    install = [uv, "pip", "install", "-q", "--python", str(venv / "bin/python")]
    subprocess.run([*install, "mcp-server-time"], check=True, timeout=300)
    return venv


@pytest.mark.timeout(180)
@pytest.mark.django_db(transaction=True)
def test_a_server_in_a_venv_of_its_own_is_started_saved_and_called_by_a_run(
    people: People, own_venv: Path, scenario_dir: Path
):
    program = own_venv / "bin/mcp-server-time"
    command = [str(program), "--local-timezone", "UTC"]
    said = mcp_add("time", "--team", "alpha", "--tools", "get_current_time", "--", *command)
    assert f"its sandbox reads {own_venv}" in said
    assert "started in its sandbox; it lists convert_time, get_current_time" in said
    server = McpServer.objects.get()
    assert server.command[0] == str(program) and str(own_venv) in server.readable

    run = executed(people.owner, {"scenario": str(scenario_dir / "uses-time.yaml")})
    assert run.status == Status.ANSWERED, run.error
    step = run.steps.get(index=0)
    assert step.action_tool == TOOL and not step.is_error
    assert '"timezone": "UTC"' in (step.observation or "")


@pytest.fixture(scope="module")
def node_prefix(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """@modelcontextprotocol/server-everything installed by npm into a folder of its own."""
    npm = shutil.which("npm")
    if npm is None:
        pytest.fail("npm is needed for the node MCP server test: `apt-get install nodejs npm`")
    prefix = tmp_path_factory.mktemp("tools") / "everything"
    install = [npm, "install", "--prefix", str(prefix), "--no-fund", "--no-audit", "--silent"]
    subprocess.run([*install, NODE_SERVER], check=True, timeout=300)
    return prefix


@pytest.mark.timeout(180)
@pytest.mark.django_db(transaction=True)
def test_a_node_server_installed_in_a_folder_of_its_own_is_started_and_called(
    people: People, node_prefix: Path, scenario_dir: Path
):
    """`npm install --prefix P`: the program is a link in P/node_modules/.bin to a script
    that imports its SDK from P/node_modules. Before, the sandbox showed the script's own
    folder only and the server exited on `Cannot find package '@modelcontextprotocol/sdk'`."""
    program = node_prefix / "node_modules/.bin/mcp-server-everything"
    said = mcp_add("everything", "--team", "alpha", "--tools", "echo", "--", str(program))
    assert f"its sandbox reads {node_prefix / 'node_modules'}\n" in said
    assert "started in its sandbox; it lists" in said and "echo" in said

    run = executed(people.owner, {"scenario": str(scenario_dir / "uses-everything.yaml")})
    assert run.status == Status.ANSWERED, run.error
    step = run.steps.get(index=0)
    assert step.action_tool == "everything__echo" and not step.is_error, step.observation
    assert "hello from a node server ✓" in (step.observation or "")


def _hidden_interpreter(folder: Path) -> tuple[Path, Path]:
    """An MCP server whose `#!` names an interpreter in a folder of its own (a wrapper
    that runs loopglass's Python) and which runs a file in a folder of its own; and the
    interpreter's folder."""
    interpreter = folder / "interp" / "python"
    interpreter.parent.mkdir()
    interpreter.write_text(f'#!/bin/sh\nexec {sys.executable} "$@"\n')
    interpreter.chmod(0o755)
    server = folder / "tool" / "server"
    server.parent.mkdir()
    run = f"runpy.run_path({str(MCP_SERVER)!r}, run_name='__main__')"
    server.write_text(f"#!{interpreter}\nimport runpy\n{run}\n")
    server.chmod(0o755)
    return server, interpreter.parent


def test_a_file_the_sandbox_cannot_see_is_refused_until_read_names_it(
    people: People, tmp_path: Path
):
    server, interpreter = _hidden_interpreter(tmp_path)
    with pytest.raises(CommandError) as refused:
        mcp_add("hidden", "--team", "alpha", "--start-timeout", "10", "--", str(server))
    assert "not visible in the sandbox" in str(refused.value), "the file it runs is not"
    assert "--read PATH" in str(refused.value)
    assert not McpServer.objects.exists(), "nothing is saved"
    said = mcp_add("hidden", "--team", "alpha", "--read", str(MCP_SERVER.parent), "--", str(server))
    assert "started in its sandbox" in said
    readable = McpServer.objects.get().readable
    assert str(interpreter) in readable, "its interpreter's folder is found"
    assert readable[-1] == str(MCP_SERVER.parent) and str(server.parent) in readable


@pytest.mark.parametrize(
    ("command", "said"),
    [
        (["no-such-mcp-server"], "no program 'no-such-mcp-server' on this machine's PATH"),
        (["/bin/false"], "exited before answering"),
        (["/bin/sleep", "60"], "did not answer `initialize`"),
    ],
)
def test_a_server_that_does_not_start_says_what_failed(
    people: People, command: list[str], said: str
):
    with pytest.raises(CommandError, match=said):
        mcp_add("broken", "--team", "alpha", "--start-timeout", "3", "--", *command)
    assert not McpServer.objects.exists()


@pytest.mark.parametrize(
    ("read", "said"),
    [
        ("/", "would show all of"),
        ("/root", "would show all of"),
        ("/home", "would show all of"),
        ("/tmp", "would show all of /tmp"),
        ("/dev/shm", "would show all of"),
        (str(Path.home()), "would show all of"),
        (str(ROOT), "would show all of"),
        (str(ROOT.parent), "would show all of"),
        ("VAR", "loopglass's own"),
        ("WORKSPACES", "loopglass's own"),
        ("LINK", "loopglass's own"),  # a link of the admin's to var/
        (str(ROOT / "README.md"), "is not a folder"),
        ("tools/bin", "takes absolute paths"),
    ],
)
def test_read_never_shows_a_shared_folder_a_home_the_checkout_or_var(
    people: People, tmp_path: Path, read: str, said: str
):
    (tmp_path / "var-link").symlink_to(settings.VAR_DIR)
    Path(settings.LOOPGLASS_WORKSPACES).mkdir(parents=True, exist_ok=True)
    named = {"LINK": tmp_path / "var-link", "VAR": settings.VAR_DIR}
    read = str(named.get(read, settings.LOOPGLASS_WORKSPACES if read == "WORKSPACES" else read))
    with pytest.raises(CommandError, match=said):
        mcp_add("time", "--team", "alpha", "--read", read, "--no-check", "--", "/bin/true")
    assert not McpServer.objects.exists()


def test_a_folder_that_became_a_link_to_var_is_refused_at_the_run(people: People, tmp_path: Path):
    """Checked at `mcp add`, and again when a run starts the server."""
    folder = tmp_path / "tool"
    folder.mkdir()
    mcp_add("later", "--team", "alpha", "--read", str(folder), "--no-check", "--", "/bin/true")
    folder.rmdir()
    folder.symlink_to(settings.VAR_DIR)
    server = McpServerConfig(name="later", command=["/bin/true"], readable=[str(folder)])
    with ExitStack() as stack, pytest.raises(McpServerError, match="loopglass's own"):
        mcp_tools(server, stack, ToolContext(workspace=tmp_path))


def test_unchecked_a_program_this_machine_lacks_is_kept_as_given(people: People):
    said = mcp_add("later", "--team", "alpha", "--no-check", "--", "/opt/elsewhere/server")
    assert "saved unchecked" in said
    assert McpServer.objects.get().command == ["/opt/elsewhere/server"]
