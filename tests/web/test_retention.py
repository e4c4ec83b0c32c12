"""Issue 37: workspaces, starts and repository caches are removed a set time after their
run ended (beat's clean_workspaces, `manage.py cleanup`); the Changes patch and the
artifacts stay.

Tried: the demo run on the real worker, paused for a reviewer and then finished, aged in
the database; a model run kept running by a slow reply; runs on two git repositories,
their caches aged on disk; and, planted by hand, links at the top of the workspaces
folder and inside a workspace pointing outside it, read-only and unlistable folders, and
folders whose run is gone.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import time
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.contrib.auth.models import Permission
from django.core.management import call_command
from django.utils import timezone

from artifacts.models import Artifact
from config.celery import app
from runs import changes, tasks
from runs.agents import workspace_for
from runs.approvals import decide
from runs.models import Approval, Run, Status
from runs.services import launch_run
from runs.workspaces import cache_root
from tests.harness.openai_server import OpenAIServer, Reply
from tests.web.conftest import (
    People,
    Worker,
    client_for,
    launch_model_run,
    scripted,
    wait_for_run,
    wait_for_steps,
)
from tests.web.test_workspaces import make_repository, read_then_answer

pytestmark = pytest.mark.django_db(transaction=True)

LONG_AGO = timedelta(days=30)


def clean_by_beat() -> dict[str, int]:
    """Beat's task, found by the name its schedule sends, run here."""
    [entry] = [
        entry
        for entry in settings.CELERY_BEAT_SCHEDULE.values()
        if entry["task"] == tasks.clean_workspaces.name
    ]
    assert entry["schedule"] <= timedelta(hours=1)
    result: dict[str, int] = app.tasks[entry["task"]]()
    return result


def cleanup(*args: str) -> str:
    out = io.StringIO()
    call_command("cleanup", *args, stdout=out)
    return out.getvalue()


def age_folder(path: Path, by: timedelta = LONG_AGO) -> None:
    then = time.time() - by.total_seconds()
    os.utime(path, (then, then), follow_symlinks=False)


def age_run(run: Run, by: timedelta = LONG_AGO) -> None:
    """The run made, started and (if it ended) finished `by` ago; its folders as old."""
    then = timezone.now() - by
    ended = {"finished_at": then} if run.finished_at else {}
    Run.objects.filter(pk=run.pk).update(created_at=then, started_at=then, **ended)
    for folder in (workspace_for(run), changes.start_of(run.pk)):
        age_folder(folder, by)


def test_a_run_ended_long_ago_loses_its_folders_but_not_its_changes_or_artifacts(
    people: People, celery_worker: Worker
):
    run = launch_run(user=people.owner, goal="", config=scripted("demo"))
    waiting = wait_for_run(run.pk, timeout=120)
    assert waiting.status == Status.AWAITING_APPROVAL, waiting.error
    age_run(waiting)
    assert "0 bytes in 0 folders" in cleanup()
    assert workspace_for(run).is_dir() and changes.start_of(run.pk).is_dir(), "it may resume"

    [approval] = Approval.objects.filter(run=run)
    decide(approval_id=approval.pk, user=people.owner, decision="approve", comment="")
    done = wait_for_run(run.pk, timeout=120)
    assert done.status == Status.SUCCEEDED, done.error
    assert clean_by_beat()["removed"] == 0, "ended just now"
    teammate = client_for(people.teammate)
    patch = teammate.get(f"/api/runs/{run.pk}/changes").content
    assert b"+++ b/textstats.py" in patch
    artifacts = list(Artifact.objects.filter(run=run))
    owned_by_commands = [
        path for path in workspace_for(run).rglob("*") if path.lstat().st_uid != os.geteuid()
    ]
    assert owned_by_commands or os.geteuid() != 0, "a root worker's commands ran as nobody"

    age_run(done)
    listed = cleanup("--dry-run")
    assert f"would remove {workspace_for(run)} (" in listed
    assert f"would remove {changes.start_of(run.pk)} (" in listed
    assert "bytes in 0 folders" not in listed and workspace_for(run).is_dir()
    assert clean_by_beat()["removed"] == 2
    assert not os.path.lexists(workspace_for(run))
    assert not os.path.lexists(changes.start_of(run.pk))

    assert teammate.get(f"/api/runs/{run.pk}/changes").content == patch
    page = teammate.get(f"/runs/{run.pk}/").content.decode()
    assert 'data-change-path="textstats.py"' in page
    assert list(Artifact.objects.filter(run=run)) == artifacts
    people.teammate.user_permissions.add(Permission.objects.get(codename="view_raw"))
    teammate = client_for(people.teammate)
    for artifact in artifacts:
        assert teammate.get(f"/artifacts/{artifact.pk}/raw").status_code == 200


def test_a_running_run_and_one_ended_lately_keep_their_folders(
    people: People, celery_worker: Worker
):
    with OpenAIServer() as server:
        write = json.dumps({"path": "notes.txt", "content": "one\n"})
        server.script(
            Reply(text=f" Write.\nAction: write_file\nAction Input: {write}"),
            Reply(text=" Done.\nFinal Answer: written", delay=6),
        )
        run_id = launch_model_run(
            people.owner, server.base_url, "write", policy={"mode": "confirm_none"}
        )
        wait_for_steps(run_id, 1)
        running = Run.objects.get(pk=run_id)
        assert running.status == Status.RUNNING
        age_run(running)
        cleanup()
        assert (workspace_for(running) / "notes.txt").read_text() == "one\n"
        assert changes.start_of(run_id).is_dir()
        done = wait_for_run(run_id)
    assert done.status == Status.ANSWERED, done.error
    Run.objects.filter(pk=run_id).update(finished_at=timezone.now() - timedelta(days=6))
    assert clean_by_beat()["removed"] == 0, "LOOPGLASS_WORKSPACE_DAYS is 7"
    assert workspace_for(done).is_dir() and changes.start_of(run_id).is_dir()


def test_a_repository_cache_goes_once_no_run_fetched_it_for_its_days(
    people: People, celery_worker: Worker, settings: Any, tmp_path: Path
):
    used = make_repository(tmp_path / "root" / "used")
    unused = make_repository(tmp_path / "root" / "unused")
    settings.LOOPGLASS_WORKSPACE_ROOTS = [str(tmp_path / "root")]
    cache = {
        path: cache_root() / hashlib.sha256(str(path).encode()).hexdigest()[:32]
        for path in (used, unused)
    }

    def run_on(repository: Path) -> None:
        with OpenAIServer() as server:
            read_then_answer(server)
            workspace = {"git": str(repository)}
            launched = launch_model_run(people.owner, server.base_url, "g", workspace=workspace)
            assert wait_for_run(launched).status == "answered"

    run_on(used)
    run_on(unused)
    for folder in cache.values():
        age_folder(folder)
    run_on(used)  # fetched again: used now, although nothing new came

    listed = cleanup("--dry-run")
    assert f"would remove {cache[unused]} (" in listed and str(cache[used]) not in listed
    assert cache[unused].is_dir()
    cleanup()
    assert not os.path.lexists(cache[unused]) and (cache[used] / "HEAD").is_file()
    run_on(unused)  # made again when a run needs it
    assert (cache[unused] / "HEAD").is_file()


def test_cleanup_removes_what_no_run_owns_and_never_follows_a_link(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
):
    outside = tmp_path / "outside"
    (outside / "kept").mkdir(parents=True)
    (outside / "kept" / "file").write_text("not ours\n")
    root = Path(settings.LOOPGLASS_WORKSPACES)
    orphan, fresh = root / "run-9000000001", root / "run-9000000002"
    top_link, start_link = root / "run-9000000003", changes.start_of(9000000004)
    (orphan / "locked" / "shut").mkdir(parents=True)
    (orphan / "locked" / "shut" / "file").write_text("x" * 10_000)
    (orphan / "out").symlink_to(outside)
    (orphan / "kept").symlink_to(outside / "kept")
    (orphan / "locked" / "shut").chmod(0)
    (orphan / "locked").chmod(0o500)
    fresh.mkdir()
    start_link.parent.mkdir(parents=True, exist_ok=True)
    for link in (top_link, start_link):
        link.symlink_to(outside)
        age_folder(link)
    age_folder(orphan)

    with caplog.at_level("INFO", logger="runs.retention"):
        said = cleanup()
    assert f"removed {orphan} (" in said and "run 9000000001 is not in the database" in said
    assert f"removed {orphan}" in caplog.text
    assert not os.path.lexists(orphan)
    assert fresh.is_dir(), "not old enough"
    assert top_link.is_symlink() and start_link.is_symlink(), "a link is never followed"
    assert (outside / "kept" / "file").read_text() == "not ours\n"
    assert str(top_link) not in said and str(start_link) not in said
    for link in (top_link, start_link, fresh):
        link.unlink() if link.is_symlink() else link.rmdir()
