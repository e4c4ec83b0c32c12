"""Issue 20: the run page's Changes view and `GET /api/runs/<id>/changes`.

Tried: model runs on the real worker, scripted by an OpenAI-compatible server, that write
markup into their workspace; the page, the fragment and the patch as a teammate and as
another team's user, before and after the workspace folder is deleted; the view updated
live in Chromium. And the diff itself on a workspace a hostile model prepared: a link to
a file outside, a FIFO, a `.git/config` with an fsmonitor command, a file name with a
newline, a large file.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from datetime import timedelta
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from django.utils import timezone
from playwright.sync_api import Browser

from artifacts.services import expire_artifacts
from runs import changes, diffing
from runs.agents import workspace_for
from tests.harness.openai_server import OpenAIServer, Reply
from tests.web.conftest import People, Worker, client_for, launch_model_run, log_in, wait_for_run

MARKUP = '<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">'


def _write(path: str, content: str, delay: float = 0.0) -> Reply:
    arguments = json.dumps({"path": path, "content": content})
    return Reply(text=f" Write.\nAction: write_file\nAction Input: {arguments}", delay=delay)


def _writing_run(user: User, server: OpenAIServer, delay: float = 0.0) -> int:
    server.script(
        _write("notes.html", f"{MARKUP}\n", delay),
        _write("notes.html", f"{MARKUP}\nsecond line\n", delay),
        Reply(text=" Done.\nFinal Answer: written", delay=delay),
    )
    return launch_model_run(user, server.base_url, "write notes", policy={"mode": "confirm_none"})


@pytest.mark.django_db(transaction=True)
def test_the_changes_are_shown_escaped_and_the_patch_outlives_the_workspace(
    people: People, celery_worker: Worker
):
    with OpenAIServer() as server:
        run = wait_for_run(_writing_run(people.owner, server))
    assert run.status == "answered", run.error
    teammate = client_for(people.teammate)
    page = teammate.get(f"/runs/{run.pk}/").content.decode()
    assert 'data-change-path="notes.html"' in page
    assert "&lt;script&gt;window.pwned = 1&lt;/script&gt;" in page
    assert MARKUP not in page and "<script>window.pwned" not in page
    assert '<span class="add">+second line</span>' in page

    patch = teammate.get(f"/api/runs/{run.pk}/changes")
    assert (patch.status_code, patch["Loopglass-Changes"]) == (200, "patch")
    assert patch["Content-Type"] == "text/x-diff; charset=utf-8"
    assert patch.content.decode().startswith("diff --git a/notes.html b/notes.html\n")
    assert f"+{MARKUP}\n+second line\n" in patch.content.decode()
    assert changes.latest(run) is not None and changes.latest(run).step_index == 1  # type: ignore[union-attr]

    shutil.rmtree(workspace_for(run))
    shutil.rmtree(changes.start_of(run.pk))
    assert teammate.get(f"/api/runs/{run.pk}/changes").content == patch.content
    assert (
        'data-change-path="notes.html"' in teammate.get(f"/runs/{run.pk}/changes/").content.decode()
    )

    expire_artifacts(now=timezone.now() + timedelta(days=3650))  # tried: past its retention
    gone = teammate.get(f"/api/runs/{run.pk}/changes")
    assert (gone.status_code, gone["Loopglass-Changes"]) == (204, "expired")

    outsider = client_for(people.outsider)
    for path in (f"/api/runs/{run.pk}/changes", f"/runs/{run.pk}/changes/", f"/runs/{run.pk}/"):
        assert outsider.get(path).status_code == 404, path


@pytest.mark.django_db(transaction=True)
def test_a_run_that_wrote_nothing_has_an_empty_patch(people: People, celery_worker: Worker):
    with OpenAIServer() as server:
        server.script(Reply(text=" Nothing to do.\nFinal Answer: none"))
        run = wait_for_run(launch_model_run(people.owner, server.base_url, "g"))
    response = client_for(people.owner).get(f"/api/runs/{run.pk}/changes")
    assert (response.status_code, response.content) == (204, b"")
    assert response["Loopglass-Changes"] == "none", "says why there is no patch"
    assert (
        subprocess.run(  # the README's pipe: nothing to apply is no error
            ["git", "apply", "--allow-empty", "--check"], input=response.content, check=False
        ).returncode
        == 0
    )
    assert (
        "No changes to the workspace."
        in client_for(people.owner).get(f"/runs/{run.pk}/").content.decode()
    )


@pytest.mark.django_db(transaction=True)
def test_the_changes_view_updates_live_after_each_write(
    people: People, celery_worker: Worker, asgi_server: str, browser: Browser
):
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    log_in(page, asgi_server, "alice")
    with OpenAIServer() as server:
        run_id = _writing_run(people.owner, server, delay=1.5)
        page.goto(f"{asgi_server}/runs/{run_id}/")
        assert (
            page.text_content("#run-changes").strip().endswith("No changes to the workspace yet.")
        )
        page.evaluate("window.loadedOnce = true")
        page.wait_for_selector('[data-change-path="notes.html"]', timeout=30_000)
        assert "second line" not in page.text_content("#run-changes")
        page.wait_for_selector("#run-changes .add:has-text('second line')", timeout=30_000)
        wait_for_run(run_id)
    assert page.evaluate("window.loadedOnce") is True, "updated without a reload"
    assert MARKUP in page.text_content("#run-changes pre.diff")
    assert page.evaluate("window.pwned") is None
    assert errors == []


# -- the diff on a hostile workspace ---------------------------------------------------------


def _started(tmp_path: Path, files: dict[str, str]) -> tuple[Path, Path]:
    workspace, start = tmp_path / "ws", tmp_path / "start"
    workspace.mkdir()
    for name, text in files.items():
        (workspace / name).parent.mkdir(parents=True, exist_ok=True)
        (workspace / name).write_text(text)
    diffing.snapshot(workspace, start)
    return workspace, start


def test_the_diff_follows_no_link_opens_no_fifo_and_leaves_git_alone(tmp_path: Path):
    secret = tmp_path / "secret.txt"
    secret.write_text("the worker's secret\n")
    workspace, start = _started(tmp_path, {"a.txt": "one\n", ".git/config": "[core]\n"})
    (workspace / "link").symlink_to(secret)
    os.mkfifo(workspace / "pipe")
    marker = tmp_path / "ran"
    (workspace / ".git" / "config").write_text(f"[core]\n\tfsmonitor = touch {marker}\n")
    (workspace / "a.txt").write_text("two\n")
    patch = diffing.patch(workspace, start)
    assert "the worker's secret" not in patch
    assert f"+{secret}\n" in patch, "a link is shown as its target's path"
    assert "Binary files /dev/null and b/pipe differ" in patch
    assert ".git" not in patch and not marker.exists()
    assert "-one\n+two\n" in patch


def test_a_file_name_cannot_fake_a_line_of_the_patch(tmp_path: Path):
    workspace, start = _started(tmp_path, {})
    (workspace / "x\ndiff --git a b").write_text("hi\n")
    patch = diffing.patch(workspace, start)
    assert patch.startswith('diff --git "a/x\\ndiff --git a b" "b/x\\ndiff --git a b"\n')
    assert [line for line in patch.split("\n") if line.startswith("diff --git")] == [
        patch.split("\n")[0]
    ]
    assert [f.path for f in changes.files_of(patch)] == ["x\\ndiff --git a b"]


def test_large_and_binary_files_are_named_not_diffed_and_the_patch_is_bounded(tmp_path: Path):
    big = "line\n" * (diffing.TEXT_BYTES // 5 + 10)
    workspace, start = _started(tmp_path, {"big.txt": big, "same.txt": "same\n"})
    (workspace / "big.txt").write_text(big + "more\n")
    (workspace / "blob.bin").write_bytes(b"\x00\x01\x02")
    patch = diffing.patch(workspace, start)
    assert "Binary files a/big.txt and b/big.txt differ" in patch
    assert "Binary files /dev/null and b/blob.bin differ" in patch
    assert "same.txt" not in patch
    assert [(f.path, f.binary) for f in changes.files_of(patch)] == [
        ("big.txt", True),
        ("blob.bin", True),
    ]
    for index in range(12):
        (workspace / f"new{index}.txt").write_text("x" * 200_000 + "\n")
    bounded = diffing.patch(workspace, start)
    assert len(bounded) < diffing.PATCH_BYTES + 300_000
    assert bounded.endswith("# the patch stops here: it is over 2 MB\n")


def test_a_file_touched_but_unchanged_is_not_in_the_patch(tmp_path: Path):
    workspace, start = _started(tmp_path, {"a.txt": "same\n"})
    (workspace / "a.txt").write_text("same\n")
    os.utime(workspace / "a.txt", ns=(1, 1))
    assert diffing.patch(workspace, start) == ""
