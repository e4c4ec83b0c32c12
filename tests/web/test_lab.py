"""The reducer lab over real parts: artifacts of runs the real worker played, uploaded
case folders scored by the eval, the comparison task on the real worker, the page in
Chromium with its progress bar fed over the WebSocket."""

from __future__ import annotations

import io
import json
import time
import zipfile
from pathlib import Path
from typing import Any

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.contrib.auth.models import User
from django.test import Client
from playwright.sync_api import Browser

from accounts.models import Team
from artifacts.models import Artifact
from artifacts.store import DjangoArtifactStore
from config.asgi import application
from harness.output.document import Document
from harness.reducers.eval import score_case
from harness.reducers.packet import Packet
from harness.reducers.selector import ReducerSet
from lab import cases
from lab.models import Comparison, ComparisonItem
from lab.progress import send_progress
from lab.services import enqueue_comparison
from runs.models import Run, Status
from runs.services import launch_run
from tests.web.conftest import People, Worker, client_for, log_in, scripted, wait_for_run
from tests.web.test_consumer import _cookie
from tests.web.test_insights import figures

pytestmark = pytest.mark.django_db(transaction=True)
VERSIONS = ["pytest@1", "pytest@2"]
CHARTS = ["recall", "families", "sizes"]


def finished(user: User) -> Run:
    config = scripted("fix-failing-tests")
    run = wait_for_run(launch_run(user=user, goal="", config=config).pk)
    assert run.status == Status.SUCCEEDED, run.error
    return run


def wait_for_comparison(pk: int, timeout: float = 60) -> Comparison:
    deadline = time.monotonic() + timeout
    while (comparison := Comparison.objects.get(pk=pk)).is_active:
        assert time.monotonic() < deadline, f"comparison {pk} is still {comparison.status}"
        time.sleep(0.1)
    assert comparison.status == "done", comparison.error
    return comparison


def launched(client: Client, data: dict[str, Any]) -> Comparison:
    response = client.post("/lab/", data)
    assert response.status_code == 302, response.content.decode()[-2000:]
    comparison = Comparison.objects.order_by("-pk").first()
    assert comparison is not None and response["Location"] == f"/lab/{comparison.pk}/"
    return wait_for_comparison(comparison.pk)


PYTEST_LOG = "\n".join(
    [
        "============================= test session starts ==============================",
        "platform linux -- Python 3.12.1, pytest-8.0.0, pluggy-1.4.0",
        "collected 40 items",
        "",
        *(f"tests/test_mod{i}.py::test_case_{i} PASSED{' ' * 30}[{i * 2:3d}%]" for i in range(38)),
        "tests/test_parse.py::test_parse_header FAILED                            [ 97%]",
        "",
        "=================================== FAILURES ===================================",
        "______________________________ test_parse_header _______________________________",
        "    def test_parse_header():",
        ">       assert parse_header(b'X: 1') == {'X': '1'}",
        "E       AssertionError: assert {'x': '1'} == {'X': '1'}",
        "",
        "tests/test_parse.py:14: AssertionError",
        "=========================== short test summary info ============================",
        "FAILED tests/test_parse.py::test_parse_header - AssertionError: assert {'x': '1'}",
        "========================= 1 failed, 39 passed in 0.52s =========================",
    ]
)


def case_files(case_id: str, missing: str) -> dict[str, str]:
    """A pytest case whose ground truth names the failure and a signal no packet holds."""
    truth = {
        "required_signals": [
            {"type": "test_name", "value": "test_parse_header", "importance": "critical"},
            {"type": "error", "value": missing, "importance": "critical"},
            {"type": "location", "value": "tests/test_parse.py:14", "importance": "supporting"},
        ]
    }
    return {
        f"{case_id}/raw.log": PYTEST_LOG,
        f"{case_id}/case.json": json.dumps({"case_id": case_id, "framework": "pytest"}),
        f"{case_id}/ground_truth.json": json.dumps(truth),
    }


def zipped(files: dict[str, str]) -> io.BytesIO:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    buffer.seek(0)
    return buffer


def upload(client: Client, buffer: io.BytesIO, name: str = "cases.zip") -> Any:
    buffer.name = name
    return client.post(
        "/lab/", {"source": "upload", "cases": buffer, "reducers": VERSIONS, "limit": 100}
    )


def test_it_compares_two_versions_over_the_artifacts_of_a_run(
    people: People, celery_worker: Worker
):
    run = finished(people.owner)
    comparison = launched(
        client_for(people.owner),
        {"source": "runs", "runs": str(run.pk), "reducers": VERSIONS, "limit": 100},
    )
    artifacts = list(Artifact.objects.filter(run=run).order_by("created_at", "pk"))
    items = list(comparison.items.all())
    assert [i.label for i in items] == [a.id for a in artifacts]
    assert (comparison.done, comparison.total) == (len(artifacts), len(artifacts))

    store = DjangoArtifactStore()
    for item, artifact in zip(items, artifacts, strict=True):
        doc = Document(store.read(artifact))
        assert (item.family, item.raw_bytes, item.has_labels) == (
            artifact.family,
            artifact.size,
            False,
        )
        for key in VERSIONS:
            expected = ReducerSet(pinned=[key]).reduce(doc, artifact.info())
            result = item.results[key]
            assert result["packet_bytes"] == expected.packet_bytes
            assert result["packet"] == expected.as_json()
            assert result["reduction_ratio"] == pytest.approx(
                max(0, 1 - expected.packet_bytes / artifact.size)
            )
            assert result["critical_recall"] is None, "no labels, no recall"

    failing = next(i for i in items if i.family == "pytest" and i.raw_bytes > 1024)
    assert [failing.results[k]["packet"]["reducer"] for k in VERSIONS] == VERSIONS
    assert failing.results["pytest@1"]["packet_bytes"] < failing.raw_bytes

    page = client_for(people.teammate).get(f"/lab/{comparison.pk}/").content.decode()
    drawn = figures(page)
    assert sorted(drawn) == ["families", "sizes"], "no labels: the recall chart says why"
    assert 'id="chart-recall" class="notice chart-empty"' in page
    assert all(len(drawn[key]["data"]) == len(VERSIONS) for key in drawn)
    assert [t["name"] for t in drawn["sizes"]["data"]] == VERSIONS
    assert f'<td class="packet-bytes">{failing.results["pytest@2"]["packet_bytes"]}</td>' in page


def test_it_scores_uploaded_cases_as_the_eval_does(
    people: People, celery_worker: Worker, tmp_path: Path
):
    files = case_files("case-a", "never in any log") | case_files("nested/case-b", "AssertionError")
    data = {"source": "upload", "cases": _named(zipped(files)), "reducers": VERSIONS, "limit": 100}
    comparison = launched(client_for(people.owner), data)
    items = list(comparison.items.all())
    assert [i.label for i in items] == ["case-a", "nested/case-b"]
    assert all(i.has_labels and i.family == "pytest" for i in items)

    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    for item, folder in zip(items, [tmp_path / "case-a", tmp_path / "nested/case-b"], strict=True):
        for key in VERSIONS:
            score = score_case(folder, ReducerSet(pinned=[key]), None)
            assert item.results[key]["critical_recall"] == score.critical_recall
            assert item.results[key]["signal_recall"] == score.signal_recall
            assert item.results[key]["packet_bytes"] == score.packet_bytes
    assert items[0].results["pytest@2"]["critical_recall"] <= 0.5, "one signal is in no log"
    assert Comparison.objects.get(pk=comparison.pk).cases_file.endswith(".zip")


def _named(buffer: io.BytesIO) -> io.BytesIO:
    buffer.name = "cases.zip"
    return buffer


def test_it_refuses_a_zip_it_cannot_read_safely(
    people: People, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
):
    client = client_for(people.owner)
    malformed = upload(client, io.BytesIO(b"PK\x03\x04 this is not a zip"))
    assert malformed.status_code == 400 and "not a readable zip file" in malformed.content.decode()

    slip = zipped(case_files("ok", "x") | {"../escaped/raw.log": "pwned"})
    refused = upload(client, slip)
    assert refused.status_code == 400
    assert "unsafe path in the zip: &#x27;../escaped/raw.log&#x27;" in refused.content.decode()
    with pytest.raises(cases.CaseZipError, match="unsafe path"):
        cases.extract(zipped({"/etc/passwd-copy": "x", **case_files("ok", "x")}), tmp_path / "out")
    assert not (tmp_path / "escaped").exists() and not (tmp_path / "out").exists()

    empty = upload(client, zipped({"readme.txt": "no cases"}))
    assert empty.status_code == 400 and "the zip holds no case" in empty.content.decode()

    monkeypatch.setattr(cases, "MAX_ZIP_BYTES", 100)
    too_big = upload(client, zipped(case_files("ok", "x")))
    assert too_big.status_code == 413 and "at most 0 MB" in too_big.content.decode()
    assert not Comparison.objects.exists(), "nothing is launched from a refused upload"


def test_only_operators_launch_and_only_the_team_looks(people: People):
    comparison = _saved_comparison(people.owner, summary="all good")
    viewer = User.objects.create(username="dave")
    Team.objects.get(name="alpha").members.add(viewer)

    assert client_for(people.outsider).get(f"/lab/{comparison.pk}/").status_code == 404
    assert client_for(viewer).get(f"/lab/{comparison.pk}/").status_code == 200
    page = client_for(viewer).get("/lab/")
    assert page.status_code == 200 and "needs the operator role" in page.content.decode()
    refused = client_for(viewer).post(
        "/lab/", {"source": "runs", "runs": "1", "reducers": VERSIONS}
    )
    assert refused.status_code == 403
    form = client_for(people.owner).get("/lab/").content.decode()
    assert 'value="pytest@2"' in form and f'href="/lab/{comparison.pk}/"' in form
    assert Client().get("/lab/").status_code == 302, "anonymous: to the login page"
    assert Comparison.objects.count() == 1


@pytest.mark.asyncio
async def test_the_progress_socket_serves_the_team_only(people: People):
    comparison = await sync_to_async(_saved_comparison)(people.owner, summary="s")
    outsider = await _socket(comparison.pk, people.outsider)
    assert (await outsider.receive_output(timeout=5))["code"] == 4403

    watcher = await _socket(comparison.pk, people.teammate)
    first = await watcher.receive_from(timeout=5)
    assert 'id="lab-progress"' in first and 'data-status="done"' in first, "the bar as stored"
    comparison.status, comparison.done = "running", 0
    await sync_to_async(send_progress)(comparison)
    live = await watcher.receive_from(timeout=5)
    assert 'data-status="running"' in live and 'hx-swap-oob="true"' in live
    await watcher.disconnect()


async def _socket(pk: int, user: User) -> WebsocketCommunicator:
    cookie = await sync_to_async(_cookie)(user)
    headers = [(b"origin", b"http://127.0.0.1"), (b"host", b"127.0.0.1"), (b"cookie", cookie)]
    communicator = WebsocketCommunicator(application, f"/ws/lab/{pk}/", headers)
    connected, _ = await communicator.connect(timeout=10)
    assert connected
    return communicator


def test_it_escapes_the_text_of_packets(people: People):
    comparison = _saved_comparison(people.owner, summary="<script>alert('lab')</script>")
    page = client_for(people.owner).get(f"/lab/{comparison.pk}/").content.decode()
    assert "<script>alert(" not in page
    assert "&lt;script&gt;alert(&#x27;lab&#x27;)&lt;/script&gt;" in page
    assert '<mark class="changed">' in page, "the two versions' packets differ"


def _saved_comparison(user: User, summary: str) -> Comparison:
    """A finished comparison written directly: one item whose versions' packets differ."""
    comparison = Comparison.objects.create(
        team=Team.objects.get(name="alpha"), created_by=user, reducers=VERSIONS,
        source="test", status="done", done=1, total=1,
    )  # fmt: skip
    results = {}
    for n, key in enumerate(VERSIONS):
        packet = Packet(artifact_id="art_x", reducer=key, summary=[summary, f"version {n}"])
        packet = packet.model_copy(update={"packet_bytes": len(packet.render().encode())})
        results[key] = {"packet": packet.as_json(), "packet_bytes": packet.packet_bytes,
                        "reduction_ratio": 0.5, "confidence": 1.0, "truncated": False,
                        "escalated": False, "critical_recall": None,
                        "signal_recall": None}  # fmt: skip
    ComparisonItem.objects.create(comparison=comparison, position=0, label="art_x",
                                  family="pytest", raw_bytes=400, results=results)  # fmt: skip
    return comparison


def test_the_page_shows_progress_live_then_draws_its_charts(
    people: People,
    celery_worker: Worker,
    asgi_server: str,
    browser: Browser,
):
    run = finished(people.owner)
    ids = list(
        Artifact.objects.filter(run=run).order_by("created_at", "pk").values_list("pk", flat=True)
    )
    comparison = Comparison.objects.create(  # not enqueued yet: the page opens first
        team=Team.objects.get(name="alpha"), created_by=people.owner, reducers=VERSIONS,
        source=f"runs {run.pk}", artifact_ids=ids, total=len(ids),
    )  # fmt: skip
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    log_in(page, asgi_server, "alice", "/lab/")

    page.goto(f"{asgi_server}/lab/{comparison.pk}/")
    page.wait_for_selector('#lab-progress[data-status="queued"]')
    page.evaluate("window.loadedOnce = true")
    page.wait_for_timeout(500)  # the socket is open by now; the task starts after it
    enqueue_comparison(comparison.pk)
    page.wait_for_selector('#lab-progress[data-status="done"]', timeout=60_000)
    assert page.evaluate("window.loadedOnce") is True, "the bar moved without a reload"
    assert page.get_attribute("#lab-progress progress", "value") == str(len(ids))

    page.click("#lab-progress a.show")
    for key in ["families", "sizes"]:
        page.wait_for_selector(f"#chart-{key} svg.main-svg", timeout=30_000)
        assert page.evaluate(f"document.getElementById('chart-{key}').data.length") == len(VERSIONS)
    assert "recall needs evidence labels" in page.text_content("#chart-recall.chart-empty")
    assert errors == []
