"""Building a case from its folder: real git, a real shell step, labels checked."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from casegen.batch import Batch, build
from casegen.labels import LabelError

DATA = Path(__file__).resolve().parent.parent / "data" / "casegen"
CASE = "shell-count-mismatch-001"


def copy_batch(tmp_path: Path) -> Path:
    sources = tmp_path / "sources"
    shutil.copytree(DATA / "tiny", sources / "tiny")
    return sources


def test_it_builds_a_case_from_its_folder(tmp_path: Path) -> None:
    out = tmp_path / "out"
    built = build(Batch.load("tiny", copy_batch(tmp_path)), out)
    assert built == [CASE]
    raw = (out / CASE / "raw.log").read_text()
    assert "Running with gitlab-runner" in raw
    assert "Checking out " in raw
    assert "$ sh check.sh\nchecked widget alpha\n" in raw
    assert raw.endswith("ERROR: Job failed: exit code 3\n")
    truth = json.loads((out / CASE / "ground_truth.json").read_text())
    line = raw.split("\n").index("ERROR: widget count 7 != 8 in inventory.txt") + 1
    assert truth["required_signals"][0]["evidence_lines"] == [[line, line]]
    meta = json.loads((out / CASE / "case.json").read_text())
    assert meta["commands"] == ["sh check.sh"]
    assert meta["log_framing"] == "gitlab"
    assert set(meta["tool_versions"]) == {"bash"}
    tags = json.loads((out / CASE / "tags.json").read_text())
    assert tags["split"] == "casegen-test"
    assert (out / "README.md").read_text().count(CASE) == 1


def test_it_fails_on_a_label_missing_from_the_log(tmp_path: Path) -> None:
    sources = copy_batch(tmp_path)
    labels = sources / "tiny" / CASE / "labels.toml"
    text = labels.read_text().replace('["widget count 7 != 8"]', '["widget count 9"]')
    labels.write_text(text)
    with pytest.raises(LabelError, match="must_mention: 'widget count 9'"):
        build(Batch.load("tiny", sources), tmp_path / "out")
