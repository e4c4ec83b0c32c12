"""Artifacts on the real database and storage: the store, retention, the page, the download,
`inspect`, the packets in the timeline, and a run through the real worker."""

from __future__ import annotations

import base64
import hashlib
import html
import json
import re
import time
import tracemalloc
from collections.abc import Iterable, Iterator
from datetime import timedelta
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.contrib.auth.models import Permission, User
from django.core.files.storage import InMemoryStorage
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import Client
from django.utils import timezone

from artifacts.models import Artifact, ImmutableArtifactError
from artifacts.services import expire_artifacts
from artifacts.store import DjangoArtifactStore
from artifacts.viewer import PAGE_LINES
from config.env import env_int_map
from harness.agent.shapes import TrustLane
from harness.output.artifacts import ArtifactError, ArtifactSource
from runs.models import Run, Status, Step
from runs.rendering import step_message
from runs.services import launch_run
from tests.web.conftest import People, Worker, client_for, idle_run, scripted, wait_for_run

pytestmark = pytest.mark.django_db
MB = 1 << 20


def put(
    run: Run, data: bytes | Iterable[bytes], lane: TrustLane = "external-runtime", **source: object
) -> Artifact:
    chunks = [data] if isinstance(data, bytes) else data
    fields = {"tool": "run_tests", "step_index": 0} | source
    info = DjangoArtifactStore().put(
        chunks,
        ArtifactSource(trust_lane=lane, run_id=str(run.pk), **fields),  # type: ignore[arg-type]
    )
    return Artifact.objects.get(pk=info.id)


def blob(artifact: Artifact) -> Path:
    return Path(settings.LOOPGLASS_ARTIFACTS) / artifact.blob_name


def numbered(count: int, tag: str = "") -> bytes:
    return b"".join(f"{tag}line {n} of the log\n".encode() for n in range(1, count + 1))


def generated(total: int, line: bytes = b"", chunk: int = MB) -> Iterator[bytes]:
    """`total` bytes of log lines, a chunk at a time: never in memory whole."""
    line = line or b"2024-05-01 12:00:00 INFO compiling module 0000123 of the project: fine\n"
    block = line * (chunk // len(line))
    sent = 0
    while sent < total:
        piece = block[: total - sent]
        sent += len(piece)
        yield piece


def grant_raw(user: User) -> User:
    user.user_permissions.add(
        Permission.objects.get(content_type__app_label="artifacts", codename="view_raw")
    )
    return user


def reader(people: People) -> Client:
    return client_for(grant_raw(people.owner))


@pytest.fixture
def run(people: People) -> Run:
    return idle_run(people.owner)


# -- the store ------------------------------------------------------------------------------


def test_it_stores_the_same_bytes_once_for_two_artifacts(run: Run):
    data = numbered(50, tag="same bytes ")
    first, second = put(run, data), put(run, [data[:7], data[7:]])
    assert first.pk != second.pk and first.sha256 == second.sha256
    assert first.sha256 == hashlib.sha256(data).hexdigest()
    assert blob(first).read_bytes() == data
    assert list(blob(first).parent.glob(f"{first.sha256}*")) == [blob(first)], "one blob"
    assert Artifact.objects.filter(sha256=first.sha256).count() == 2
    assert first.line_count == 50 and bytes(DjangoArtifactStore().open(second.pk).data) == data


def test_it_refuses_a_blob_whose_bytes_changed(run: Run):
    artifact = put(run, b"exit status 0\nall green\n")
    path = blob(artifact)
    path.chmod(0o644)
    path.write_bytes(b"exit status 0\nall GREEN\n")
    with pytest.raises(ArtifactError, match="do not match their sha256"):
        DjangoArtifactStore().open(artifact.pk)


def test_it_streams_a_large_output_in_bounded_memory(run: Run):
    expected = hashlib.sha256()

    def output() -> Iterator[bytes]:
        for chunk in generated(200 * MB):
            expected.update(chunk)
            yield chunk

    tracemalloc.start()
    try:
        artifact = put(run, output())
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    print(f"\nstoring 200 MB: peak traced memory {peak / MB:.1f} MB")
    assert peak < 32 * MB, f"peak {peak / MB:.1f} MB"
    assert artifact.size == 200 * MB == blob(artifact).stat().st_size
    assert artifact.sha256 == expected.hexdigest()
    doc = DjangoArtifactStore().open(artifact.pk)
    assert doc.line_count == artifact.line_count and doc.line(artifact.line_count).startswith(
        "2024"
    )


def test_it_downloads_a_remote_blob_before_reading_it(run: Run):
    # Any storage that is not a local folder (S3 through django-storages, say) takes this path.
    store = DjangoArtifactStore(InMemoryStorage())
    data = numbered(20_000, tag="remote ")
    info = store.put(
        generated(len(data), line=data), ArtifactSource("t", "internal", run_id=str(run.pk))
    )
    assert store.storage.exists(f"blobs/{info.sha256[:2]}/{info.sha256}")
    doc = store.open(info.id)
    assert bytes(doc.data) == data and doc.line(20_000) == "remote line 20000 of the log"
    assert not list((Path(settings.LOOPGLASS_ARTIFACTS) / "spool").iterdir()), "spool emptied"


def test_it_lets_go_of_the_bytes_of_a_deleted_run(
    people: People, run: Run, django_capture_on_commit_callbacks: Any
):
    kept_run = idle_run(people.owner)
    only, shared = put(run, b"only in the deleted run\n"), put(run, b"in both runs\n")
    put(kept_run, b"in both runs\n")
    with django_capture_on_commit_callbacks(execute=True):
        run.delete()
    assert not blob(only).exists() and blob(shared).exists()


def _jwt() -> str:
    def part(value: dict[str, str]) -> str:
        return base64.urlsafe_b64encode(json.dumps(value).encode()).rstrip(b"=").decode()

    signature = "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
    return (
        f"{part({'alg': 'HS256', 'typ': 'JWT'})}.{part({'sub': '42', 'name': 'Ann'})}.{signature}"
    )


SECRETS = {
    "aws-access-key": "AKIAQYLPMN5HHHFPZAM2",
    "github-token": "ghp_R3aLlyN0tAT0k3nButL00ksLik31tXYZab12",
    "jwt": _jwt(),
    "password-in-url": "Hunter2-s3cr3t",
    "private-key": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
}
LEAKY = f"""$ env | sort
AWS_ACCESS_KEY_ID={SECRETS["aws-access-key"]}
cloning https://github.com/acme/app with {SECRETS["github-token"]}
session: {SECRETS["jwt"]}
DATABASE_URL=postgres://app:{SECRETS["password-in-url"]}@db.internal:5432/app
-----BEGIN OPENSSH PRIVATE KEY-----
{SECRETS["private-key"]}
QyNTUxOQAAACBnZXRfc29tZV9maWxsZXJfYnl0ZXNfaGVyZV90b19sb29rX3JlYWwAAAAA
-----END OPENSSH PRIVATE KEY-----
done
"""


def test_it_redacts_secrets_before_anything_is_written(run: Run):
    artifact = put(run, LEAKY.encode())
    stored = blob(artifact).read_bytes().decode()
    assert artifact.redactions == 5
    for kind in SECRETS:
        assert f"[REDACTED:{kind}]" in stored
    database = StringIO()
    call_command("dumpdata", stdout=database)
    files = b"".join(
        p.read_bytes() for p in Path(settings.LOOPGLASS_ARTIFACTS).rglob("*") if p.is_file()
    )
    for kind, secret in SECRETS.items():
        assert secret not in stored and secret.encode() not in files, kind
        assert secret not in database.getvalue(), kind
    assert "QyNTUxOQ" not in stored, "the whole key block goes"


def test_it_refuses_to_change_what_an_artifact_holds(run: Run):
    artifact = put(run, b"x\n")
    artifact.size = 1
    with pytest.raises(ImmutableArtifactError):
        artifact.save()
    with pytest.raises(ImmutableArtifactError, match="sha256"):
        Artifact.objects.filter(pk=artifact.pk).update(sha256="0" * 64)
    assert Artifact.objects.filter(pk=artifact.pk).update(expired=True) == 1


# -- retention -------------------------------------------------------------------------------


def test_it_expires_web_artifacts_after_seven_days_keeping_rows_and_shared_blobs(run: Run):
    page = put(run, b"<html>fetched page</html>\n", lane="external-web", tool="http_fetch")
    log = put(run, b"an internal listing\n", lane="internal", tool="list_dir")
    shared_web = put(run, b"the same bytes twice\n", lane="external-web")
    shared_internal = put(run, b"the same bytes twice\n", lane="internal")
    assert page.expires_at - page.created_at == timedelta(days=7)
    assert log.expires_at - log.created_at == timedelta(days=30)

    result = expire_artifacts(now=timezone.now() + timedelta(days=8))

    assert result["expired"] == 2 and result["blobs_deleted"] == 1
    page.refresh_from_db()
    assert page.expired and not blob(page).exists(), "the bytes go, the row stays"
    assert Artifact.objects.get(pk=shared_web.pk).expired
    assert blob(shared_web).exists(), "an unexpired artifact still has these bytes"
    assert not Artifact.objects.get(pk=log.pk).expired and blob(log).exists()
    with pytest.raises(ArtifactError, match="expired"):
        DjangoArtifactStore().open(page.pk)

    expire_artifacts(now=timezone.now() + timedelta(days=31))
    assert (
        Artifact.objects.get(pk=shared_internal.pk).expired and not blob(shared_internal).exists()
    )


def test_it_runs_retention_from_beat():
    entry = settings.CELERY_BEAT_SCHEDULE["expire-artifacts"]
    assert entry["task"] == "artifacts.tasks.expire_artifacts"
    assert entry["schedule"] == timedelta(hours=1)
    from artifacts.tasks import expire_artifacts as task

    assert task.name == "artifacts.tasks.expire_artifacts"
    assert task() == {"expired": 0, "blobs_deleted": 0, "spool_files": 0}


def test_it_reads_retention_days_from_the_environment(monkeypatch: pytest.MonkeyPatch):
    from django.core.exceptions import ImproperlyConfigured

    default = {"external-web": 7, "default": 30}
    lanes = {"internal", "external-runtime", "external-web", "default"}
    monkeypatch.setenv("RETENTION", "external-web=3, internal=90")
    assert env_int_map("RETENTION", default, keys=lanes, minimum=1) == {
        "external-web": 3,
        "default": 30,
        "internal": 90,
    }
    for bad in ["web=3", "external-web=soon", "external-web=0", "external-web"]:
        monkeypatch.setenv("RETENTION", bad)
        with pytest.raises(ImproperlyConfigured, match="RETENTION"):
            env_int_map("RETENTION", default, keys=lanes, minimum=1)


# -- who may read what ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("who", "with_permission", "status"),
    [
        ("owner", True, 200),
        ("owner", False, 403),
        ("teammate", True, 200),
        ("teammate", False, 403),
        ("outsider", True, 404),
        ("outsider", False, 404),
    ],
)
def test_it_lets_only_people_who_see_the_run_and_hold_view_raw_read_bytes(
    people: People, run: Run, who: str, with_permission: bool, status: int
):
    artifact = put(run, b"the secret sauce of the build\n")
    user = getattr(people, who)
    if with_permission:
        grant_raw(user)
    client = client_for(user)
    page = client.get(f"/artifacts/{artifact.pk}/")
    raw = client.get(f"/artifacts/{artifact.pk}/raw")
    assert (page.status_code, raw.status_code) == (status, status)
    shown = b"the secret sauce" in page.content or b"the secret sauce" in b"".join(raw)
    assert shown == (status == 200)
    if status == 403:
        assert b"Can read raw artifact bytes" in page.content, "says what is missing"
    # The packets are for everyone who sees the run: the run page is open to the team.
    assert client.get(f"/runs/{run.pk}/").status_code == (404 if who == "outsider" else 200)


def test_it_lets_a_superuser_read_and_sends_strangers_to_log_in(run: Run):
    artifact = put(run, b"hello\n")
    admin = User.objects.create(username="root", is_superuser=True, is_staff=True)
    assert client_for(admin).get(f"/artifacts/{artifact.pk}/").status_code == 200
    for url in [f"/artifacts/{artifact.pk}/", f"/artifacts/{artifact.pk}/raw"]:
        assert Client().get(url)["Location"].startswith("/accounts/login/?next=")


def test_it_lets_operators_inspect_any_artifact_without_a_user(run: Run):
    # `inspect` runs where the database is: a shell on the server is beyond any permission.
    artifact = put(run, b"hello\n")
    assert artifact.pk in run_inspect(artifact.pk)


# -- the artifact page ------------------------------------------------------------------------


def rows(page: str, mark: str) -> list[int]:
    return [int(n) for n in re.findall(rf'<tr id="L(\d+)" class="[^"]*\b{mark}\b', page)]


def test_it_pages_lines_and_jumps_to_a_line(people: People, run: Run):
    artifact = put(run, numbered(1200))
    client = reader(people)
    first = client.get(f"/artifacts/{artifact.pk}/").content.decode()
    assert 'id="L1"' in first and f'id="L{PAGE_LINES}"' in first
    assert f'id="L{PAGE_LINES + 1}"' not in first and "page 1 of 3" in first
    last = client.get(f"/artifacts/{artifact.pk}/", {"page": 3}).content.decode()
    assert 'id="L1001"' in last and 'id="L1200"' in last and "line 1200 of the log" in last
    jump = client.get(f"/artifacts/{artifact.pk}/", {"line": 742}).content.decode()
    assert "page 2 of 3" in jump and 'id="L742"' in jump and "line 742 of the log<" in jump
    assert 'href="?line=742#L742"' in jump
    goto = client.get(f"/artifacts/{artifact.pk}/", {"goto": 742, "hl": "740-745"})
    assert goto["Location"] == f"/artifacts/{artifact.pk}/?line=742&hl=740-745#L742"
    empty = client.get(f"/artifacts/{put(run, b'').pk}/").content.decode()
    assert "(empty)" in empty and "0 lines" in empty


def test_it_highlights_asked_and_cited_ranges(people: People, run: Run):
    artifact = put(run, numbered(300))
    Step.objects.create(run=run, index=0, action_tool="run_tests", packet=packet_json(artifact))
    page = reader(people).get(f"/artifacts/{artifact.pk}/", {"hl": "120-130"}).content.decode()
    assert rows(page, "hl") == list(range(120, 131))
    assert rows(page, "cited") == [3, 4]
    assert 'title="step 0: failure"' in page


def test_it_marks_redactions_and_escapes_everything(people: People, run: Run):
    hostile = (
        '<script>alert(1)</script> <a hx-get="/runs/new/" hx-trigger="load">x</a> '
        f"token {SECRETS['github-token']}\n"
    )
    artifact = put(run, hostile.encode())
    page = reader(people).get(f"/artifacts/{artifact.pk}/").content.decode()
    assert '<mark class="redacted" title="a secret was removed here (github-token)">' in page
    assert "<script>alert(1)" not in page and "<a hx-get" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "&lt;a hx-get=&quot;/runs/new/&quot; hx-trigger=&quot;load&quot;&gt;" in page


def test_it_shows_an_expired_artifact_without_its_text(people: People, run: Run):
    artifact = put(run, b"fetched text\n", lane="external-web", tool="http_fetch")
    expire_artifacts(now=timezone.now() + timedelta(days=8))
    client = reader(people)
    page = client.get(f"/artifacts/{artifact.pk}/").content.decode()
    assert "data-expired" in page and "expired" in page and artifact.sha256 in page
    assert "fetched text" not in page and "data-raw" not in page
    assert client.get(f"/artifacts/{artifact.pk}/raw").status_code == 410


def test_it_reports_a_blob_that_changed_instead_of_showing_it(people: People, run: Run):
    artifact = put(run, b"the original\n")
    blob(artifact).chmod(0o644)
    blob(artifact).write_bytes(b"tampered bytes\n")
    response = reader(people).get(f"/artifacts/{artifact.pk}/")
    assert response.status_code == 500 and b"do not match their sha256" in response.content
    assert b"tampered" not in response.content


def test_it_downloads_the_bytes_as_an_attachment(people: People, run: Run):
    data = b'<html><script>alert("no")</script></html>\n'
    artifact = put(run, data, content_type="text/html")
    response = reader(people).get(f"/artifacts/{artifact.pk}/raw")
    assert response.status_code == 200 and b"".join(response.streaming_content) == data
    assert response["Content-Disposition"] == f'attachment; filename="{artifact.pk}.txt"'
    assert response["Content-Type"] == "text/plain; charset=utf-8"


def test_it_opens_the_first_page_of_a_100_mb_artifact_fast(people: People, run: Run):
    artifact = put(run, generated(100 * MB))
    client = reader(people)
    timings = {}
    for name, query in [("first page", {}), ("line 1,000,000", {"line": 1_000_000})]:
        started = time.perf_counter()
        response = client.get(f"/artifacts/{artifact.pk}/", query)
        timings[name] = time.perf_counter() - started
        assert response.status_code == 200
    print(f"\n100 MB artifact, {artifact.line_count:,} lines: " + ", ".join(
        f"{name} {seconds * 1000:.0f} ms" for name, seconds in timings.items()
    ))  # fmt: skip
    assert 'id="L1000000"' in response.content.decode()
    assert max(timings.values()) < 1.0, timings


# -- inspect ------------------------------------------------------------------------------------


def packet_json(artifact: Artifact, **fields: object) -> dict[str, object]:
    return {
        "artifact_id": artifact.pk,
        "reducer": "generic-text@1",
        "summary": ["2 failed, 3 passed"],
        "fields": {"failed": 2, "tests": ["test_a", "test_b"]},
        "citations": [
            {"artifact_id": artifact.pk, "start_line": 3, "end_line": 4,
             "excerpt": "line 3 of the log\nline 4 of the log", "label": "failure"},
        ],
        "tainted": True,
        "truncated": True,
        "confidence": 0.6,
        "escalation": {"recommended": True, "reason": "low confidence: <look> at the log"},
        "raw_bytes": artifact.size,
        "packet_bytes": 321,
    } | fields  # fmt: skip


def run_inspect(artifact_id: str) -> str:
    out = StringIO()
    call_command("inspect", artifact_id, stdout=out)
    return out.getvalue()


def test_it_inspects_an_artifact_and_its_packet(run: Run):
    artifact = put(run, LEAKY.encode(), tool="run_command", exit_status=1, step_index=2)
    Step.objects.create(run=run, index=2, action_tool="run_command", packet=packet_json(artifact))
    out = run_inspect(artifact.pk)
    for expected in [
        f"artifact {artifact.pk}",
        f"run_command (generic), run {run.pk}, step 2",
        "lane         external-runtime",
        f"bytes        {artifact.size:,} (7 lines)",
        "type         text/plain",
        "encoding     utf-8",
        "redactions   5",
        f"created      {artifact.created_at:%Y-%m-%d %H:%M:%S} UTC",
        f"expires      {artifact.expires_at:%Y-%m-%d %H:%M:%S} UTC",
        "packet (step 2)",
        "reducer      generic-text@1",
        f"size         321 bytes of {artifact.size:,}",
        "confidence   0.60",
        "tainted      yes",
        "truncated    yes",
        "escalation   yes: low confidence: <look> at the log",
    ]:
        assert expected in out, f"{expected!r} not in\n{out}"


def test_it_says_when_no_packet_cites_it_and_refuses_unknown_ids(run: Run):
    artifact = put(run, b"x\n")
    assert "no step's packet cites this artifact" in run_inspect(artifact.pk)
    with pytest.raises(CommandError, match="no artifact 'art_nope'"):
        run_inspect("art_nope")


# -- packets in the timeline ---------------------------------------------------------------------


def test_it_shows_the_packet_in_the_timeline_escaped(people: People, run: Run):
    artifact = put(run, numbered(10))
    hostile = packet_json(artifact, summary=["<script>alert(1)</script>"])
    step = Step.objects.create(run=run, index=0, action_tool="run_tests", packet=hostile)
    page = client_for(people.teammate).get(f"/runs/{run.pk}/").content.decode()
    fragment = step_message(step)["html"]
    for html_text in [page, fragment]:
        assert f'href="/artifacts/{artifact.pk}/?line=3&amp;hl=3-4#L3">L3-4</a>' in html_text
        assert "line 3 of the log\nline 4 of the log" in html_text
        assert (
            "&lt;script&gt;alert(1)&lt;/script&gt;" in html_text
            and "<script>alert" not in html_text
        )
        assert "<dt>failed</dt><dd>2</dd>" in html_text and "<dd>test_a, test_b</dd>" in html_text
        assert 'class="mark tainted"' in html_text and 'class="mark truncated"' in html_text
        assert "confidence 0.60" in html_text
        assert "low confidence: &lt;look&gt; at the log" in html_text
        assert f'href="/artifacts/{artifact.pk}/raw"' in html_text


def test_it_says_expired_where_a_citation_points_at_an_expired_artifact(people: People, run: Run):
    artifact = put(run, numbered(10), lane="external-web")
    step = Step.objects.create(run=run, index=0, packet=packet_json(artifact))
    expire_artifacts(now=timezone.now() + timedelta(days=8))
    page = client_for(people.owner).get(f"/runs/{run.pk}/").content.decode()
    for html_text in [page, step_message(step)["html"]]:
        assert 'class="mark expired">expired</span>' in html_text
        assert f'href="/artifacts/{artifact.pk}/raw"' not in html_text


# -- end to end -----------------------------------------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_it_cites_stored_artifacts_from_a_real_run(people: People, celery_worker: Worker):
    config = scripted("fix-failing-tests")
    done = wait_for_run(launch_run(user=people.owner, goal="g", config=config).pk)
    assert done.status == Status.SUCCEEDED
    steps = [s for s in done.steps.order_by("index") if s.packet]
    assert [s.action_tool for s in steps] == ["run_tests", "read_file", "write_file", "run_tests"]
    client, timeline = reader(people), client_for(people.teammate).get(f"/runs/{done.pk}/")
    checked = 0
    for step in steps:
        artifact = Artifact.objects.get(pk=step.packet["artifact_id"])
        assert (artifact.run_id, artifact.step_index) == (done.pk, step.index)
        assert artifact.tool == step.action_tool and blob(artifact).exists()
        for citation in step.packet["citations"]:
            start, end = citation["start_line"], citation["end_line"]
            link = (
                f"/artifacts/{citation['artifact_id']}/?line={start}&amp;hl={start}-{end}#L{start}"
            )
            assert link in timeline.content.decode()
            page = client.get(html.unescape(link).split("#")[0]).content.decode()
            on_page = range(
                start, min(end, (start - 1) // PAGE_LINES * PAGE_LINES + PAGE_LINES) + 1
            )
            assert rows(page, "hl") == list(on_page)
            for line in citation["excerpt"].split("\n")[: len(on_page)]:
                assert f">{html.escape(line)}</td>" in page
            checked += 1
    assert checked >= 3, "the passthrough packets cite their whole output at least"
