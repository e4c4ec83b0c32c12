"""Issue 20: `POST /api/runs` takes an uploaded workspace, as the launch form does.

Tried: multipart launches with a bearer token (the JSON in a part `request`, the archive in a
file part `archive`), through the test client and through curl against the real server,
run by the real worker against a scripted OpenAI-compatible server; refusals (unsafe paths, a
link, the wrong extension, too big, a repository and an archive both, stray parts) with
nothing created or stored; another team's token.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.contrib.auth.models import User
from django.core.files.storage import storages
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from accounts.models import ApiToken
from runs.agents import workspace_for
from runs.models import Run
from tests.harness.openai_server import OpenAIServer
from tests.web.conftest import People, Worker, settle_runs, wait_for_run
from tests.web.test_workspaces import read_then_answer, tar_gz, zipped
from web import archives

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def _runs_settled() -> Iterator[None]:
    """Runs launched here go to the real broker: the session's worker, if one is up, may
    still run them when the test ends (a CI run met a deadlock in the flush)."""
    yield
    settle_runs()


BOUNDARY = "------------------------curl7f3a"


def api_client(user: User) -> Client:
    _, raw = ApiToken.issue(user)
    return Client(HTTP_AUTHORIZATION=f"Bearer {raw}")


def launch_body(base_url: str = "http://127.0.0.1:9/v1", **fields: Any) -> dict[str, Any]:
    backend = {"kind": "openai", "base_url": base_url, "model": "m"}
    return {"goal": "read the notes", "backend": backend, "max_steps": 5, **fields}


def curl_like(body: dict[str, Any], name: str, content: bytes) -> bytes:
    """A multipart body as `curl -F 'request=...;type=application/json' -F archive=@name`
    sends it: each part with its own Content-Type."""
    parts = [
        (b'name="request"', b"application/json", json.dumps(body).encode()),
        (f'name="archive"; filename="{name}"'.encode(), b"application/octet-stream", content),
    ]
    lines = b""
    for disposition, kind, data in parts:
        lines += f"--{BOUNDARY}\r\n".encode()
        lines += b"Content-Disposition: form-data; " + disposition + b"\r\n"
        lines += b"Content-Type: " + kind + b"\r\n\r\n" + data + b"\r\n"
    return lines + f"--{BOUNDARY}--\r\n".encode()


def post_curl_like(client: Client, body: dict[str, Any], name: str, content: bytes) -> Any:
    data = curl_like(body, name, content)
    return client.post("/api/runs", data, content_type=f"multipart/form-data; boundary={BOUNDARY}")


def post_parts(client: Client, body: Any, upload: SimpleUploadedFile | None, **more: Any) -> Any:
    parts = {"request": body if isinstance(body, str) else json.dumps(body), **more}
    return client.post("/api/runs", parts if upload is None else parts | {"archive": upload})


def stored() -> set[str]:
    """The workspaces kept in the artifacts storage."""
    try:
        return set(storages["artifacts"].listdir("workspaces")[1])
    except FileNotFoundError:
        return set()


def blob_of(content: bytes, kind: str) -> str:
    return f"workspaces/{hashlib.sha256(content).hexdigest()}.{kind}"


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("project.tar.gz", tar_gz({"notes.txt": b"api tar\n", "src/a.py": b"x = 1\n"})),
        ("project.zip", zipped({"notes.txt": b"api zip\n", "src/a.py": b"x = 1\n"})),
    ],
)
def test_an_uploaded_archive_is_the_workspace_of_a_run_launched_by_the_api(
    people: People, celery_worker: Worker, name: str, content: bytes
):
    with OpenAIServer() as server:
        read_then_answer(server)
        body = launch_body(server.base_url)
        response = post_curl_like(api_client(people.owner), body, name, content)
        assert response.status_code == 201, response.content
        run = wait_for_run(response.json()["id"])
    assert run.status == "answered", run.error
    assert "api " in (run.steps.get(index=0).observation or "")
    assert (workspace_for(run) / "src" / "a.py").read_text() == "x = 1\n"
    kind = archives.format_of(name)
    assert run.config["workspace"] == {
        "kind": "archive",
        "blob": blob_of(content, kind),
        "format": kind,
        "name": name,
    }
    assert storages["artifacts"].exists(blob_of(content, kind))


def test_the_readme_curl_command_launches_a_run_on_the_real_server(
    people: People, celery_worker: Worker, asgi_server: str, tmp_path: Path
):
    archive = tmp_path / "project.tar.gz"
    archive.write_bytes(tar_gz({"notes.txt": b"from curl\n"}))
    _, token = ApiToken.issue(people.owner)
    with OpenAIServer() as server:
        read_then_answer(server)
        request = json.dumps(launch_body(server.base_url))
        done = subprocess.run(
            [
                "curl",
                "-sS",
                "-H",
                f"Authorization: Bearer {token}",
                "-F",
                f"request={request};type=application/json",
                "-F",
                "archive=@project.tar.gz",
                f"{asgi_server}/api/runs",
            ],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            check=True,
            timeout=60,
        )
        run = wait_for_run(json.loads(done.stdout)["id"])
    assert run.status == "answered", run.error
    assert (workspace_for(run) / "notes.txt").read_text() == "from curl\n"


def test_another_teams_token_cannot_see_an_uploaded_run(people: People):
    content = tar_gz({"notes.txt": b"team alpha's\n"})
    owner = api_client(people.owner)
    response = post_curl_like(owner, launch_body(), "alpha.tar.gz", content)
    assert response.status_code == 201, response.content
    path = f"/api/runs/{response.json()['id']}"
    assert api_client(people.teammate).get(path).status_code == 200
    outsider = api_client(people.outsider)
    for suffix in ("", "/steps", "/changes"):
        assert outsider.get(path + suffix).status_code == 404, suffix
    assert outsider.post(f"{path}/cancel").status_code == 404


@pytest.mark.parametrize(
    ("name", "content", "said"),
    [
        ("bad.tar.gz", tar_gz({"../escape.txt": b"x"}), "unsafe path in the archive"),
        ("bad.zip", zipped({"../../escape.txt": b"x"}), "unsafe path in the zip"),
        ("bad.tar.gz", tar_gz({"a.txt": b"x"}, link=("l", "/etc/passwd")), "a link or a device"),
        ("notes.rar", zipped({"a.txt": b"x"}), "neither a .zip nor a .tar.gz"),
        ("bad.tar.gz", b"not a tar", "not a readable .tar.gz"),
    ],
)
def test_an_archive_that_cannot_be_extracted_safely_is_a_422_naming_it(
    people: People, name: str, content: bytes, said: str
):
    before = stored()
    response = post_curl_like(api_client(people.owner), launch_body(), name, content)
    assert response.status_code == 422, response.content
    detail = response.json()["detail"]
    assert detail.startswith("archive: ") and said in detail, detail
    assert not Run.objects.exists()
    assert stored() == before


def test_an_archive_past_the_size_limit_is_a_422(people: People, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(archives, "MAX_UPLOAD_BYTES", 100)
    upload = SimpleUploadedFile("big.zip", zipped({"a.txt": b"x" * 1000}))
    response = post_parts(api_client(people.owner), launch_body(), upload)
    assert response.status_code == 422, response.content
    assert response.json()["detail"].startswith("archive: the upload is 0 MB; at most 0 MB")
    assert not Run.objects.exists()


def test_a_repository_and_an_archive_both_is_a_422_that_stores_nothing(
    people: People, settings: Any, tmp_path: Path
):
    settings.LOOPGLASS_WORKSPACE_ROOTS = [str(tmp_path)]
    content = tar_gz({"notes.txt": b"both\n"})
    body = launch_body(workspace={"git": "https://example.com/r.git"})
    response = post_curl_like(api_client(people.owner), body, "both.tar.gz", content)
    assert response.status_code == 422, response.content
    assert "workspace: give a repository or an archive, not both" in response.json()["detail"]
    assert not Run.objects.exists()
    assert not storages["artifacts"].exists(blob_of(content, "tar.gz"))


@pytest.mark.parametrize(
    ("body", "status", "said"),
    [
        ({"goal": "g", "backend": {"kind": "openai"}}, 422, "backend.base_url: Field required"),
        ({"scenario": "recovery", "x": 1}, 422, "x: Extra inputs are not permitted"),
        ("{not json", 400, "Cannot parse request body"),
    ],
)
def test_the_request_part_is_checked_as_the_json_body_is(
    people: People, body: Any, status: int, said: str
):
    upload = SimpleUploadedFile("ok.tar.gz", tar_gz({"notes.txt": b"request part\n"}))
    response = post_parts(api_client(people.owner), body, upload)
    assert response.status_code == status, response.content
    assert said in response.json()["detail"]
    assert not Run.objects.exists()


def test_parts_other_than_request_and_one_archive_are_refused(people: People):
    client, content = api_client(people.owner), tar_gz({"notes.txt": b"parts\n"})
    stray = post_parts(client, launch_body(), SimpleUploadedFile("a.tar.gz", content), goal="x")
    assert stray.status_code == 422 and stray.json()["detail"].startswith("goal: the parts are")
    as_text = post_parts(client, launch_body(), None, archive="not a file")
    assert as_text.status_code == 422 and as_text.json()["detail"].startswith("archive:")
    two = [SimpleUploadedFile(f"{n}.tar.gz", content) for n in "ab"]
    twice = client.post("/api/runs", {"request": json.dumps(launch_body()), "archive": two})
    assert twice.status_code == 422 and "one file" in twice.json()["detail"]
    missing = client.post("/api/runs", {"archive": SimpleUploadedFile("a.tar.gz", content)})
    assert missing.status_code == 400 and "no part named 'request'" in missing.json()["detail"]
    assert not Run.objects.exists()


def test_a_request_part_past_djangos_limit_is_a_json_413(people: People):
    body = launch_body(goal="x" * (settings.DATA_UPLOAD_MAX_MEMORY_SIZE + 1))
    upload = SimpleUploadedFile("ok.tar.gz", tar_gz({"notes.txt": b"big request\n"}))
    response = post_parts(api_client(people.owner), body, upload)
    assert response.status_code == 413, response.content
    assert response.json()["detail"] == "the request body is too large"
    assert not Run.objects.exists()


def test_a_launch_without_an_archive_may_be_multipart_too(people: People):
    response = post_parts(api_client(people.owner), {"scenario": "recovery"}, None)
    assert response.status_code == 201, response.content
    assert Run.objects.get().config["workspace"] is None


def test_a_viewer_cannot_launch_with_an_upload(people: People):
    people.owner.groups.clear()
    response = post_curl_like(
        api_client(people.owner), launch_body(), "v.tar.gz", tar_gz({"a": b"x"})
    )
    assert response.status_code == 403
    assert not Run.objects.exists()


def test_an_unreadable_multipart_body_is_a_json_400(people: People):
    client = api_client(people.owner)
    response = client.post("/api/runs", b"--x\r\n", content_type="multipart/form-data")
    assert response.status_code == 400, response.content
    assert response.json()["detail"].startswith("Cannot parse request body")
