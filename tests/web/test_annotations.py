"""Annotations: reviewers label steps and packets; a packet that missed evidence becomes a
benchmark case that `python -m harness.reducers.eval` reads. Real runs, database and files."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from django.contrib.auth.models import Group, Permission
from django.core.management import call_command

from artifacts.models import Artifact
from artifacts.store import DjangoArtifactStore
from reviews.models import Annotation
from runs.executor import execute
from runs.models import Step
from tests.web.conftest import People, client_for, idle_run

TRANSACTIONAL = pytest.mark.django_db(transaction=True)
ROOT = Path(__file__).resolve().parents[2]


def reduced_step(people: People) -> Step:
    """A step of a finished fix-failing-tests run whose output was reduced (pytest's)."""
    run = idle_run(people.owner, scenario="fix-failing-tests")
    execute(run.pk, owner="me")
    steps = Step.objects.filter(run=run, packet__isnull=False).order_by("index")
    return next(s for s in steps if "passthrough" not in s.packet.get("flags", []))


def reviewer(people: People):
    people.teammate.groups.add(Group.objects.get(name="reviewer"))
    return people.teammate


@TRANSACTIONAL
def test_a_reviewer_labels_a_step_and_only_a_reviewer_can(people: People):
    step = reduced_step(people)
    path = f"/review/steps/{step.pk}/annotate"
    assert (
        f'href="{path}"'
        in client_for(people.owner).get(step.run.get_absolute_url()).content.decode()
    )
    refused = client_for(people.owner).post(path, {"verdict": "good"})
    assert refused.status_code == 403 and Annotation.objects.count() == 0
    saved = client_for(reviewer(people)).post(
        path, {"verdict": "bad", "note": "<script>alert(1)</script> read the wrong file"}
    )
    assert saved.status_code == 302 and saved["Location"].endswith(f"#step-{step.index}")
    label = Annotation.objects.get()
    assert (label.verdict, label.author_name, label.step_id) == ("bad", "bob", step.pk)
    page = client_for(people.owner).get(path).content.decode()
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page and "<script>alert(1)" not in page
    assert client_for(people.outsider).get(path).status_code == 404


@TRANSACTIONAL
def test_bad_line_ranges_are_refused_with_the_reason(people: People):
    step = reduced_step(people)
    client = client_for(reviewer(people))
    path = f"/review/steps/{step.pk}/annotate"
    tried = [("", "name the lines"), ("a-b", "is not a line"),
             ("9-3", "the first before the last"), ("999999", "lines, not 999999")]  # fmt: skip
    for lines, reason in tried:
        answer = client.post(path, {"verdict": "missing_evidence", "lines": lines})
        assert answer.status_code == 422 and reason in answer.content.decode(), lines
    assert client.post(path, {"verdict": "meh"}).status_code == 422
    assert Annotation.objects.count() == 0


@TRANSACTIONAL
def test_missing_evidence_becomes_a_case_the_benchmark_reads(people: People, tmp_path: Path):
    step = reduced_step(people)
    artifact = Artifact.objects.get(pk=step.packet["artifact_id"])
    doc_lines = bytes(DjangoArtifactStore().read(artifact)).decode().splitlines()
    wanted = [n for n, text in enumerate(doc_lines, 1) if text.strip()][:2]
    client = client_for(reviewer(people))
    client.post(
        f"/review/steps/{step.pk}/annotate",
        {"verdict": "missing_evidence", "lines": ", ".join(map(str, wanted)), "note": "kept?"},
    )
    label = Annotation.objects.get()
    assert label.lines == [[n, n] for n in wanted] and label.artifact_id == artifact.pk

    call_command("export_cases", str(tmp_path), stdout=io.StringIO())
    folder = next(tmp_path.iterdir())
    truth = json.loads((folder / "ground_truth.json").read_text())
    assert [s["value"] for s in truth["required_signals"]] == [
        doc_lines[n - 1].strip() for n in wanted
    ]
    assert (folder / "raw.log").read_bytes() == bytes(DjangoArtifactStore().read(artifact))
    scored = subprocess.run(
        [sys.executable, "-m", "harness.reducers.eval", str(tmp_path), "--json"],
        capture_output=True, text=True, cwd=ROOT, check=True,
    )  # fmt: skip
    cases = json.loads(scored.stdout)["cases"]
    assert [c["case_id"] for c in cases] == [folder.name]
    assert 0.0 <= cases[0]["critical_recall"] <= 1.0 and cases[0]["raw_bytes"] == artifact.size

    download = f"/review/annotations/{label.pk}/case.zip"
    assert client.get(download).status_code == 403, "raw bytes need artifacts.view_raw"
    people.teammate.user_permissions.add(Permission.objects.get(codename="view_raw"))
    zipped = client_for(people.teammate).get(download)
    names = zipfile.ZipFile(io.BytesIO(zipped.content)).namelist()
    assert sorted(n.split("/")[1] for n in names) == [
        "case.json",
        "ground_truth.json",
        "raw.log",
        "tags.json",
    ]


@TRANSACTIONAL
def test_labels_export_as_csv_and_json_to_the_teams_that_see_them(people: People):
    step = reduced_step(people)
    client_for(reviewer(people)).post(
        f"/review/steps/{step.pk}/annotate", {"verdict": "good", "note": "tidy"}
    )
    rows = client_for(people.owner).get("/review/annotations.json").json()["annotations"]
    assert [(r["verdict"], r["note"], r["step_index"]) for r in rows] == [
        ("good", "tidy", step.index)
    ]
    csv_text = client_for(people.owner).get("/review/annotations.csv").content.decode()
    assert csv_text.splitlines()[0].startswith("id,run_id,step_index,verdict")
    assert len(csv_text.strip().splitlines()) == 2
    assert client_for(people.outsider).get("/review/annotations.json").json() == {"annotations": []}
