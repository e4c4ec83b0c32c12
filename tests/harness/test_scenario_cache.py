"""A scenario file is parsed once while it stays as it is, and every caller gets its own copy."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
import yaml

from harness import scenarios

RECOVERY = scenarios.SCENARIOS_DIR / "recovery.yaml"


@pytest.fixture
def parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts yaml parses from here on (the real parser, counted)."""
    seen: list[str] = []
    real = yaml.safe_load

    def counted(text: Any) -> Any:
        seen.append(text)
        return real(text)

    monkeypatch.setattr(yaml, "safe_load", counted)
    return seen


def copy_of_recovery(folder: Path) -> Path:
    path = folder / "mine.yaml"
    path.write_text(RECOVERY.read_text())
    return path


def test_it_parses_a_file_once_while_it_is_unchanged(tmp_path: Path, parses: list[str]):
    path = copy_of_recovery(tmp_path)
    first, second = scenarios.load(str(path)), scenarios.load(str(path))
    assert len(parses) == 1
    assert first == second
    assert first.folder == tmp_path.resolve() and first.name == "recovery"


def test_it_reads_an_edited_file_again(tmp_path: Path, parses: list[str]):
    path = copy_of_recovery(tmp_path)
    stat = path.stat()
    assert scenarios.load(str(path)).name == "recovery"
    path.write_text(path.read_text().replace("name: recovery", "name: edited"))
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # the same time, another size
    assert scenarios.load(str(path)).name == "edited"
    path.write_text(path.read_text().replace("name: edited", "name: edit2d"))
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1))  # the same size, a later time
    assert scenarios.load(str(path)).name == "edit2d"
    assert len(parses) == 3


def test_a_caller_cannot_change_what_the_next_one_reads(tmp_path: Path):
    path = copy_of_recovery(tmp_path)
    mine = scenarios.load(str(path))
    mine.tools.append("write_file")
    mine.turns.clear()
    mine.config["max_steps"] = 1
    again = scenarios.load(str(path))
    assert again.tools == ["calculator", "read_file"]
    assert len(again.turns) == 5 and again.config == {}


def test_a_shipped_scenario_by_name_is_its_file(parses: list[str]):
    assert scenarios.load("recovery") == scenarios.from_file(RECOVERY)
    assert len(parses) <= 1  # none when an earlier test read it already
