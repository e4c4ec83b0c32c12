"""What a run costs its worker besides its steps: its scenario parsed once."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from runs.executor import execute
from runs.models import Status
from tests.web.conftest import People, idle_run

# The executor's lease thread reads the run from its own connection: the rows are committed.
pytestmark = pytest.mark.django_db(transaction=True)
RECOVERY = Path(__file__).parents[2] / "harness/scenarios/recovery.yaml"


def test_a_run_parses_its_scenario_once(
    people: People, tmp_path: Path, settings: Any, monkeypatch: pytest.MonkeyPatch
):
    settings.LOOPGLASS_SCENARIO_DIRS = [str(tmp_path)]
    scenario = tmp_path / "mine.yaml"  # a file no earlier test has read
    scenario.write_text(RECOVERY.read_text())
    parsed: list[str] = []
    real = yaml.safe_load

    def counted(text: str) -> Any:
        parsed.append(text)
        return real(text)

    monkeypatch.setattr(yaml, "safe_load", counted)  # the real parser, its texts counted
    run = idle_run(people.owner, scenario=str(scenario))
    execute(run.pk, owner="me")
    run.refresh_from_db()
    assert run.status == Status.SUCCEEDED and run.step_count == 5
    assert parsed == [scenario.read_text()]
