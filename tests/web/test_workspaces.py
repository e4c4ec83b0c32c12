"""Issue 20: a run's workspace from a git repository or an uploaded archive; the network
flag; the sandboxed tools where the sandbox cannot start.

Tried: launches through the API and the form, with a real git repository under a root
folder, on the real worker, scripted by an OpenAI-compatible server; and launches that
must be refused: a path outside the roots (or a link leading out), git's transport
helpers, option injection, credentials in a URL, unsafe archives.
"""

from __future__ import annotations

import html
import io
import json
import re
import socket
import subprocess
import tarfile
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.contrib.auth.models import Permission, User
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.db import connection
from django.test import Client

from harness.tools import sandbox
from runs.agents import workspace_for
from runs.models import Run
from tests.harness.openai_server import OpenAIServer, Reply
from tests.harness.test_netproxy import PROBE, worker_services
from tests.web.conftest import (
    People,
    Worker,
    client_for,
    database_url,
    launch_model_run,
    wait_for_run,
)

pytestmark = pytest.mark.django_db(transaction=True)


def git(cwd: Path, *args: str) -> str:
    done = subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


def make_repository(folder: Path) -> Path:
    """A repository with `notes.txt` "one" at tag v1 and "two" on main."""
    folder.mkdir(parents=True)
    git(folder, "init", "--quiet", "--initial-branch=main")
    (folder / "notes.txt").write_text("one\n")
    git(folder, "add", "notes.txt")
    git(folder, "commit", "--quiet", "-m", "one")
    git(folder, "tag", "v1")
    (folder / "notes.txt").write_text("two\n")
    git(folder, "commit", "--quiet", "-am", "two")
    return folder


def post(user: User, body: dict[str, Any]) -> Any:
    return client_for(user).post("/api/runs", json.dumps(body), "application/json")


def model_body(workspace: Any = None, **fields: Any) -> dict[str, Any]:
    backend = {"kind": "openai", "base_url": "http://127.0.0.1:9/v1", "model": "m"}
    body = {"goal": "g", "backend": backend, **fields}
    return body if workspace is None else body | {"workspace": workspace}


def read_then_answer(server: OpenAIServer) -> None:
    server.script(
        Reply(text=' Look.\nAction: read_file\nAction Input: {"path": "notes.txt"}'),
        Reply(text=" Done.\nFinal Answer: read"),
    )


def test_a_run_works_in_a_clone_of_a_repository_under_the_roots_at_its_ref(
    people: People, celery_worker: Worker, settings: Any, tmp_path: Path
):
    repository = make_repository(tmp_path / "root" / "repo")
    (tmp_path / "root" / "link").symlink_to(repository)  # a link inside the root is fine
    settings.LOOPGLASS_WORKSPACE_ROOTS = [str(tmp_path / "root")]
    with OpenAIServer() as server:
        read_then_answer(server)
        source = {"git": str(tmp_path / "root" / "link"), "ref": "v1"}
        run = wait_for_run(launch_model_run(people.owner, server.base_url, "g", workspace=source))
        assert run.status == "answered", run.error
        read_then_answer(server)
        at_head = wait_for_run(
            launch_model_run(people.owner, server.base_url, "g", workspace={"git": str(repository)})
        )
    assert run.config["workspace"] == {"kind": "git", "git": str(repository), "ref": "v1"}
    assert "one" in (run.steps.get(index=0).observation or "")
    assert (workspace_for(at_head) / "notes.txt").read_text() == "two\n", "HEAD: main"
    assert git(workspace_for(run), "remote") == "", "no remote left to fetch from"
    page = client_for(people.teammate).get(f"/runs/{run.pk}/").content.decode()
    assert f"<code>{repository}</code> at <code>v1</code>" in page


def test_a_ref_the_repository_lacks_fails_the_run_saying_so(
    people: People, celery_worker: Worker, settings: Any, tmp_path: Path
):
    repository = make_repository(tmp_path / "repo")
    settings.LOOPGLASS_WORKSPACE_ROOTS = [str(tmp_path)]
    with OpenAIServer() as server:
        source = {"git": str(repository), "ref": "no-such-branch"}
        run = wait_for_run(launch_model_run(people.owner, server.base_url, "g", workspace=source))
    assert run.status == "failed"
    assert "no branch, tag or commit 'no-such-branch'" in run.error


@pytest.mark.parametrize(
    ("workspace", "said"),
    [
        ({"git": "ext::sh -c touch% /tmp/pwned"}, "not a repository URL or path"),
        ({"git": "fd::3"}, "not a repository URL or path"),
        ({"git": "--upload-pack=touch /tmp/pwned"}, "not a repository URL or path"),
        ({"git": "https://example.com/r.git", "ref": "--output=/tmp/x"}, "not a branch"),
        ({"git": "https://example.com/r.git", "ref": "main..other"}, "not a branch"),
        ({"git": "https://u:secret@example.com/r.git"}, "no credentials"),
        ({"git": "ssh://-oProxyCommand=touch%20x/r"}, "has no host"),
        ({"git": "http://example.com/r.git"}, "use an https://"),
        ({"git": "relative/path"}, "absolute path"),
        ({"git": "/etc"}, "not under LOOPGLASS_WORKSPACE_ROOTS"),
        ({"git": "ROOT/../outside"}, "not under LOOPGLASS_WORKSPACE_ROOTS"),
        ({"git": "ROOT/leak"}, "not under LOOPGLASS_WORKSPACE_ROOTS"),
        ({"git": "ROOT/worktree"}, "a .git file or link"),
    ],
)
def test_launch_refuses_a_workspace_it_must_not_fetch(
    people: People, settings: Any, tmp_path: Path, workspace: dict[str, str], said: str
):
    root = tmp_path / "root"
    make_repository(tmp_path / "outside")
    root.mkdir()
    (root / "leak").symlink_to(tmp_path / "outside")
    (root / "worktree").mkdir()
    (root / "worktree" / ".git").write_text(f"gitdir: {tmp_path / 'outside' / '.git'}\n")
    settings.LOOPGLASS_WORKSPACE_ROOTS = [str(root)]
    workspace = {key: value.replace("ROOT", str(root)) for key, value in workspace.items()}
    response = post(people.owner, model_body(workspace))
    assert response.status_code == 422, response.content
    assert said in response.json()["detail"]
    assert not Run.objects.exists()


def test_local_repositories_are_refused_while_no_roots_are_set(people: People, tmp_path: Path):
    repository = make_repository(tmp_path / "repo")
    response = post(people.owner, model_body({"git": str(repository)}))
    assert response.status_code == 422
    assert "LOOPGLASS_WORKSPACE_ROOTS is empty" in response.json()["detail"]


def test_a_scenario_run_keeps_its_own_workspace(people: People):
    body = {"scenario": "recovery", "workspace": {"git": "https://example.com/r.git"}}
    response = post(people.owner, body)
    assert response.status_code == 422
    assert "scenario's workspace" in response.json()["detail"]


# -- uploads ------------------------------------------------------------------------------


def tar_gz(files: dict[str, bytes], link: tuple[str, str] | None = None) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        for name, data in files.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
        if link is not None:
            info = tarfile.TarInfo(link[0])
            info.type, info.linkname = tarfile.SYMTYPE, link[1]
            archive.addfile(info)
    return buffer.getvalue()


def zipped(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def launch_form(client: Client, base_url: str, upload: SimpleUploadedFile) -> Any:
    fields = {"source": "openai", "goal": "read the notes", "base_url": base_url, "model": "m"}
    fields |= {"channel": "react", "max_steps": 5, "termination": "last_tool", "archive": upload}
    return client.post("/runs/new/", fields)


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("work.tar.gz", tar_gz({"notes.txt": b"from the tar\n", "src/a.py": b"x = 1\n"})),
        ("work.zip", zipped({"notes.txt": b"from the zip\n", "src/a.py": b"x = 1\n"})),
    ],
)
def test_an_uploaded_archive_is_the_runs_workspace(
    people: People, celery_worker: Worker, name: str, content: bytes
):
    with OpenAIServer() as server:
        read_then_answer(server)
        response = launch_form(
            client_for(people.owner), server.base_url, SimpleUploadedFile(name, content)
        )
        assert response.status_code == 302, response.content.decode()[:2000]
        run = wait_for_run(Run.objects.get().pk)
    assert run.status == "answered", run.error
    assert "from the" in (run.steps.get(index=0).observation or "")
    assert (workspace_for(run) / "src" / "a.py").read_text() == "x = 1\n"
    assert run.config["workspace"]["name"] == name


@pytest.mark.parametrize(
    ("name", "content", "said"),
    [
        ("bad.tar.gz", tar_gz({"../escape.txt": b"x"}), "unsafe path in the archive"),
        ("bad.tar.gz", tar_gz({"a.txt": b"x"}, link=("l", "/etc/passwd")), "a link or a device"),
        ("bad.zip", zipped({"/abs.txt": b"x"}), "unsafe path in the zip"),
        ("bad.tar.gz", b"not a tar", "not a readable .tar.gz"),
        ("notes.rar", b"x", "neither a .zip nor a .tar.gz"),
    ],
)
def test_the_form_refuses_an_archive_it_cannot_extract_safely(
    people: People, name: str, content: bytes, said: str
):
    response = launch_form(
        client_for(people.owner), "http://127.0.0.1:9/v1", SimpleUploadedFile(name, content)
    )
    assert response.status_code == 400
    assert said in response.content.decode().replace("&#x27;", "'")
    assert not Run.objects.exists()


# -- network and sandbox ------------------------------------------------------------------


def test_the_launch_command_takes_the_network_choice(people: People):
    call_command(
        "launch", "--scenario", "recovery", "--user", "alice", "--network", stdout=io.StringIO()
    )
    assert Run.objects.get().config["network"] is True


def test_any_launcher_may_open_the_network_with_no_admin_setting(people: People):
    """Tried: network true by the API and by the form on a server with its defaults: the
    run is made with the network opened (it reaches public addresses only: test_netproxy),
    and the form's box may be ticked."""
    opened = post(people.owner, model_body(network=True))
    assert opened.status_code == 201, opened.content
    assert Run.objects.get(pk=opened.json()["id"]).config["network"] is True
    page = client_for(people.owner).get("/runs/new/").content.decode()
    box = re.search(r'<input[^>]*name="network"[^>]*>', page)
    assert box is not None and "disabled" not in box.group(0)
    assert "never this server's own services or private networks" in page


def test_the_network_choice_is_recorded_and_shown(people: People):
    closed = post(people.owner, model_body())
    opened = post(people.owner, model_body(network=True))
    assert post(people.owner, model_body(network="yes")).status_code == 422
    assert Run.objects.get(pk=closed.json()["id"]).config["network"] is False
    assert Run.objects.get(pk=opened.json()["id"]).config["network"] is True
    client = client_for(people.teammate)
    assert 'data-network="open"' in client.get(f"/runs/{opened.json()['id']}/").content.decode()
    assert 'data-network="closed"' in client.get(f"/runs/{closed.json()['id']}/").content.decode()


def test_a_run_with_its_network_opened_reaches_none_of_the_worker_services(
    people: People, celery_worker: Worker, settings: Any
):
    """Tried, on the real worker: a run launched with the network opened whose check
    connects straight to a port the test listens on and to Redis's and the database's
    (when on TCP), then asks the proxy for a tunnel to the listener and to a private
    address. Each is refused, the proxy's refusals saying why."""
    services = {
        "REDIS_URL": settings.REDIS_URL,
        "DATABASE_URL": database_url(connection.settings_dict),
    }
    with socket.create_server(("127.0.0.1", 0)) as listener:
        port = listener.getsockname()[1]
        targets = [("127.0.0.1", port), *worker_services(services)]
        proxied = [f"127.0.0.1:{port}", "192.168.1.1:443"]
        probe = ["python", "-c", PROBE, json.dumps(targets), json.dumps(proxied)]
        response = post(people.owner, {"scenario": "recovery", "network": True, "check": probe})
        assert response.status_code == 201, response.content
        run = wait_for_run(response.json()["id"])
    assert run.status == "succeeded", run.error
    raw = Permission.objects.get(codename="view_raw", content_type__app_label="artifacts")
    people.owner.user_permissions.add(raw)
    check = client_for(people.owner).get(f"/api/runs/{run.pk}").json()["check"]
    shown = client_for(people.owner).get(f"/artifacts/{check['artifact_id']}/").content.decode()
    shown = html.unescape(shown)
    assert "CONNECTED" not in shown and shown.count("Connection refused") == len(targets), shown
    assert f"proxied 127.0.0.1:{port}: HTTP/1.1 403" in shown
    assert "loopglass: refused 127.0.0.1, a loopback address; a run's commands reach" in shown
    assert "loopglass: refused 192.168.1.1, a private address" in shown


@pytest.fixture
def no_sandbox(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """bwrap where there is none: the sandbox cannot start, for real."""
    monkeypatch.setenv(sandbox.BWRAP_VARIABLE, "/nonexistent/bwrap")
    sandbox.probe_again()
    reason = sandbox.unavailable()
    assert reason
    yield reason
    monkeypatch.undo()
    sandbox.probe_again()


def test_without_the_sandbox_its_tools_are_not_offered_and_the_form_says_why(
    people: People, no_sandbox: str
):
    form = client_for(people.owner).get("/runs/new/").content.decode()
    assert "run_command and run_tests are not offered" in form
    default = post(people.owner, model_body())
    assert default.status_code == 201
    tools = Run.objects.get(pk=default.json()["id"]).config["tools"]
    assert "write_file" in tools and "run_command" not in tools and "run_tests" not in tools
    asked = post(people.owner, model_body(tools=["read_file", "run_tests"]))
    assert asked.status_code == 422
    assert "run in the sandbox, which cannot start here" in asked.json()["detail"]


def test_with_the_sandbox_a_model_run_is_offered_commands_by_default(people: People):
    assert sandbox.unavailable() is None, "bwrap is needed: apt-get install bubblewrap"
    created = post(people.owner, model_body())
    tools = Run.objects.get(pk=created.json()["id"]).config["tools"]
    assert {"run_command", "run_tests"} <= set(tools)
