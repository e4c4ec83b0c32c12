"""Building a case from its folder: real git, a real shell step, labels checked."""

from __future__ import annotations

import json
import shutil
import tempfile
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


def test_it_builds_a_plain_transcript(tmp_path: Path) -> None:
    sources = tmp_path / "sources"
    shutil.copytree(DATA / "plain", sources / "plain")
    out = tmp_path / "out"
    case = "shell-plain-report-001"
    assert build(Batch.load("plain", sources), out) == [case]
    raw = (out / case / "raw.log").read_text()
    work = Path(tempfile.gettempdir()) / "casegen-test-plain" / case
    assert raw == (
        "$ sh check.sh\n"
        "ERROR: widget count 7 != 8 in inventory.txt\n"
        "$ REPORT=1 sh report.sh\n"
        f"report 1 written in {work}\n"
        "ERROR: Job failed: exit code 3\n"
    )
    meta = json.loads((out / case / "case.json").read_text())
    assert "log_framing" not in meta
    assert meta["commands"] == ["sh check.sh", "REPORT=1 sh report.sh"]
    readme = (out / "README.md").read_text()
    assert "| case | framework | category | raw.log bytes | lines | signal position |" in readme
    assert f"| `{case}` | shell | runtime_error | {len(raw):,} | 5 | " in readme


GHA_JOB = """\
framing = "gha_steps"
log_framing = "github_actions"

[[steps]]
kind = "project"

[[steps]]
kind = "run"
script = "sh check.sh"
env_preset = "sys"

[steps.shown_env]
WIDGETS = "8"

[[steps]]
kind = "run"
script = "echo never"

[[steps]]
kind = "finish"
"""


def test_it_builds_bare_github_actions_steps(tmp_path: Path) -> None:
    sources = tmp_path / "sources"
    shutil.copytree(DATA / "plain", sources / "gha")
    batch = sources / "gha" / "batch.toml"
    batch.write_text(batch.read_text().replace('readme = "plain"', 'readme = "no_criticals"'))
    folder = sources / "gha" / "shell-plain-report-001"
    (folder / "job.toml").write_text(GHA_JOB)
    (folder / "project" / "check.sh").write_text(
        'echo "ERROR: widget count 7 != $WIDGETS in inventory.txt"\nexit 3\n'
    )
    labels = folder / "labels.toml"
    labels.write_text(
        labels.read_text().replace(
            '"ERROR: Job failed: exit code 3"', '"##[error]Process completed with exit code 3."'
        )
    )
    out = tmp_path / "out"
    assert build(Batch.load("gha", sources), out) == ["shell-plain-report-001"]
    raw = (out / "shell-plain-report-001" / "raw.log").read_text()
    lines = [line[29:] for line in raw.splitlines()]  # the runner's timestamps cut off
    assert lines == [
        "##[group]Run sh check.sh",
        "sh check.sh",
        "shell: /usr/bin/bash -e {0}",
        "env:",
        "  WIDGETS: 8",
        "##[endgroup]",
        "ERROR: widget count 7 != 8 in inventory.txt",
        "##[error]Process completed with exit code 3.",
    ]
    meta = json.loads((out / "shell-plain-report-001" / "case.json").read_text())
    assert meta["log_framing"] == "github_actions"
    assert meta["commands"] == ["sh check.sh"]
    readme = (out / "README.md").read_text()
    assert "| case | framework | category | framing | raw.log bytes | lines | signal" in readme


TF_JOB = """\
framing = "devterraform_github"
name = "lint"
repo = "acme/infra-live"
seed = 1

[[steps]]
kind = "project"

[[steps]]
kind = "checkout"

[[steps]]
kind = "write"
path = "@WORK@-runner/infra-live/seed.sh"
text = "echo seeded"
mode = "755"

[[steps]]
kind = "unlogged"
argv = ["sh", "-c", "echo cached > cache.txt"]
cwd = "@WORK@-runner/infra-live"

[[steps]]
kind = "header"
shown = '''
sh check.sh | tee out.txt
./seed.sh && cat cache.txt out.txt && exit 3'''

[[steps]]
kind = "output"
argv = ["sh", "check.sh"]
cwd = "@WORK@-runner/infra-live"
tee = "@WORK@-runner/infra-live/out.txt"

[[steps]]
kind = "output"
argv = ["sh", "-c", "./seed.sh && cat cache.txt out.txt && exit 3"]
cwd = "@WORK@-runner/infra-live"
status = true

[[steps]]
kind = "finish"
"""


def test_it_builds_a_job_run_in_a_clone(tmp_path: Path) -> None:
    sources = tmp_path / "sources"
    shutil.copytree(DATA / "plain", sources / "tf")
    batch = sources / "tf" / "batch.toml"
    text = batch.read_text().replace('readme = "plain"', 'readme = "dev_table"')
    batch.write_text(text.replace("({n} case)", "({n} case, {tool})"))
    folder = sources / "tf" / "shell-plain-report-001"
    (folder / "job.toml").write_text(TF_JOB)
    labels = folder / "labels.toml"
    labels.write_text(
        labels.read_text().replace(
            '"ERROR: Job failed: exit code 3"', '"##[error]Process completed with exit code 3."'
        )
    )
    out = tmp_path / "out"
    assert build(Batch.load("tf", sources), out) == ["shell-plain-report-001"]
    raw = (out / "shell-plain-report-001" / "raw.log").read_text()
    lines = [line[29:] for line in raw.splitlines()]  # the runner's timestamps cut off
    assert "Cloning into 'infra-live'..." in lines
    at = lines.index("##[group]Run sh check.sh | tee out.txt")
    assert lines[at + 4 :][:7] == [
        "##[endgroup]",
        "ERROR: widget count 7 != 8 in inventory.txt",  # check.sh's output, also in out.txt
        "seeded",
        "cached",
        "ERROR: widget count 7 != 8 in inventory.txt",
        "##[error]Process completed with exit code 3.",
        "Post job cleanup.",
    ]
    meta = json.loads((out / "shell-plain-report-001" / "case.json").read_text())
    assert "log_framing" not in meta
    shown = "sh check.sh | tee out.txt\n./seed.sh && cat cache.txt out.txt && exit 3"
    assert meta["commands"] == [shown]
    readme = (out / "README.md").read_text()
    assert readme.startswith("# A one-case transcript batch for tests/casegen (1 case, GNU bash")
    assert f"| `shell-plain-report-001` | shell | {len(raw):,} | {meta['line_count']} |" in readme
