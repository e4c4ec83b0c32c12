"""Preference files from real runs: a team's file exported, two merged, one shown, and
files with different priors refused (`manage.py export_preferences`, `python -m
harness.learning`)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from accounts.services import team_for
from harness.learning import Preferences, Prior, load_preferences, save_preferences
from runs.executor import execute
from tests.web.conftest import People, idle_run

TRANSACTIONAL = pytest.mark.django_db(transaction=True)
ROOT = Path(__file__).resolve().parents[2]


def learning(*args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "harness.learning", *args]
    return subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=False)


@TRANSACTIONAL
def test_two_teams_files_merge_into_the_evidence_of_both(people: People, tmp_path: Path):
    for user in (people.owner, people.outsider):
        run = idle_run(user, scenario="recovery")
        execute(run.pk, owner="test")
    files = []
    for user in (people.owner, people.outsider):
        path = tmp_path / f"{user.username}.json"
        call_command("export_preferences", str(team_for(user).pk), "-o", str(path),
                     stdout=io.StringIO())  # fmt: skip
        files.append(path)
    alpha = load_preferences(files[0]).belief("calculator", "compute")
    assert (alpha.alpha, alpha.beta) == (2, 2), "one success and one failure over the prior"

    merged = tmp_path / "merged.json"
    done = learning("merge", str(files[0]), str(files[1]), "-o", str(merged))
    assert done.returncode == 0, done.stderr
    both = load_preferences(merged).belief("calculator", "compute")
    assert (both.alpha, both.beta) == (3, 3), "alpha = alpha_a + alpha_b - alpha_prior, beta alike"
    shown = learning("show", str(merged), "--task", "compute")
    assert "calculator" in shown.stdout and "C=0.50" in shown.stdout

    other = tmp_path / "other-prior.json"
    save_preferences(Preferences(prior=Prior(alpha=2, beta=2)), other)
    refused = learning("merge", str(files[0]), str(other), "-o", str(tmp_path / "x.json"))
    assert refused.returncode == 2 and "priors differ" in refused.stderr
    assert not (tmp_path / "x.json").exists()
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({"kind": "something else"}))
    assert learning("show", str(broken)).returncode == 2


@pytest.mark.django_db
def test_an_unknown_team_is_a_clear_error(tmp_path: Path):
    with pytest.raises(CommandError, match="no team 999"):
        call_command("export_preferences", "999", "-o", str(tmp_path / "p.json"))
