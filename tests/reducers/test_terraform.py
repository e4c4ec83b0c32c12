"""The terraform reducer: plans as text, as `show -json` and as `-json` lines; diagnostics."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.output.document import Document
from harness.reducers.families.terraform import TERRAFORM, TERRAFORM2
from tests.reducers.structured import (
    BUDGETS,
    check,
    cited,
    info,
    reduce,
    require,
    sample,
    samples,
)

PLANS = ("plan.txt", "plan_color.txt", "plan.json", "plan.ndjson")
VERSION_1 = ("config_error.txt", "config_error_color.txt", "plan.json", "plan.ndjson",
             "plan.txt", "plan_color.txt", "sensitive_plan.json", "validate.json")  # fmt: skip
"""The samples version 1 was made for; test_terraform_validate.py has version 2's."""
BARE = ("fmt_check.txt",)
"""A bare list of files: terraform's only when the tool says so (its family)."""


@pytest.mark.parametrize("reducer", [TERRAFORM, TERRAFORM2], ids=lambda r: r.key)
@pytest.mark.parametrize("path", samples("terraform"), ids=lambda p: p.name)
@pytest.mark.parametrize("budget", BUDGETS)
def test_every_sample_fits_its_budget_with_exact_citations(reducer, path: Path, budget: int):
    reduce(reducer, Document(path.read_bytes()), "terraform", budget)


@pytest.mark.parametrize("name", VERSION_1)
def test_it_claims_terraform_output(name: str):
    doc = sample("terraform", name)
    assert TERRAFORM.sniff(doc, info(doc, "process")) >= 0.9


@pytest.mark.parametrize(
    "path", [p for p in samples("terraform") if p.name not in BARE], ids=lambda p: p.name
)
def test_version_2_claims_every_terraform_output(path: Path):
    doc = Document(path.read_bytes())
    assert TERRAFORM2.sniff(doc, info(doc, "process")) >= 0.9


@pytest.mark.parametrize(
    ("family", "name"),
    [("kubectl", "pods.json"), ("gh", "pr_view.json"), ("pip", "conflict.txt"),
     ("npm", "audit.json")],
)  # fmt: skip
def test_it_does_not_claim_other_tools(family: str, name: str):
    doc = sample(family, name)
    assert TERRAFORM.sniff(doc, info(doc, "process")) == 0.0
    assert TERRAFORM2.sniff(doc, info(doc, "process")) == 0.0


@pytest.mark.parametrize("name", PLANS)
def test_plan_changes_by_action_destroys_and_replaces_first(name: str):
    packet = reduce(TERRAFORM, sample("terraform", name), "terraform", 4096)
    fields = packet.fields
    assert fields["plan"] == "2 to add, 1 to change, 2 to destroy"
    assert fields["destroy"] == ["terraform_data.gone"]
    assert str(fields["replace"]).startswith("['terraform_data.replaced")
    assert str(fields["update"]).startswith("['terraform_data.changed")
    assert fields["create"] == ["terraform_data.new"]
    order = list(fields)
    assert order.index("destroy") < order.index("replace") < order.index("update")
    assert order.index("update") < order.index("create")


@pytest.mark.parametrize("name", ["plan.txt", "plan_color.txt"])
def test_text_plan_names_changed_attributes_and_cites_the_destroy(name: str):
    packet = reduce(TERRAFORM, sample("terraform", name), "terraform", 1024)
    assert packet.fields["update"] == ["terraform_data.changed (input, output)"]
    text = cited(packet)
    assert "terraform_data.gone will be destroyed" in text
    assert "Plan: 2 to add, 1 to change, 2 to destroy." in text


def test_a_small_budget_keeps_the_destroy_before_the_create():
    packet = reduce(TERRAFORM, sample("terraform", "plan.txt"), "terraform", 256)
    assert "destroy" in packet.fields


def test_show_json_cites_actions_and_changed_values_by_pointer():
    packet = reduce(TERRAFORM, sample("terraform", "plan.json"), "terraform", 4096)
    by_pointer = {c.pointer: c.excerpt for c in packet.citations if c.pointer}
    assert by_pointer["/resource_changes/1/change/actions"] == '["delete"]'
    assert by_pointer["/resource_changes/4/change/replace_paths"] == '[["triggers_replace"]]'
    assert by_pointer["/resource_changes/0/change/after/input"] == '"c2"'
    assert by_pointer["/resource_changes/0/change/before/input"] == '"c"'
    assert "/resource_changes/2/change/actions" not in by_pointer, "a no-op is no change"


def test_sensitive_values_are_named_never_shown():
    doc = sample("terraform", "sensitive_plan.json")
    packet = reduce(TERRAFORM, doc, "terraform", 4096)
    assert packet.fields["update"] == [
        "terraform_data.s (input (sensitive), output (known after apply))"
    ]
    assert b"hunter3" in bytes(doc.data)
    assert "hunter" not in packet.render()


@pytest.mark.parametrize("name", ["config_error.txt", "config_error_color.txt", "validate.json"])
def test_errors_with_their_location(name: str):
    packet = reduce(TERRAFORM, sample("terraform", name), "terraform", 1024)
    assert sorted(packet.fields["errors"]) == [  # type: ignore[type-var]
        "Reference to undeclared resource (main.tf line 11)",
        "Unsupported argument (main.tf line 7)",
    ]
    assert next(iter(packet.fields)) == "errors"


def test_an_error_box_is_cited_whole():
    packet = reduce(TERRAFORM, sample("terraform", "config_error_color.txt"), "terraform", 1024)
    first = packet.citations[0].excerpt
    assert "Unsupported argument" in first and "on main.tf line 7" in first
    assert first.splitlines()[0].endswith("╷\x1b[0m\x1b[0m")


def test_a_ci_log_around_a_plan_still_reads_the_plan():
    plan = sample("terraform", "plan.txt").data
    lines = [b"2025-03-02T10:11:12.0000000Z ##[group]Run terraform plan -no-color"]
    lines += [b"2025-03-02T10:11:13.0000000Z " + line for line in bytes(plan).split(b"\n")]
    lines += [b"2025-03-02T10:11:20.0000000Z ##[error]Terraform exited with code 2."]
    doc = Document(b"\n".join(lines))
    assert TERRAFORM.sniff(doc, info(doc, "generic")) >= 0.9
    packet = reduce(TERRAFORM, doc, "generic", 1024)
    assert packet.fields["destroy"] == ["terraform_data.gone"]


# real terraform: terraform_data is built in, so init needs no provider download


@pytest.fixture
def workdir(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    require("terraform")
    (tmp_path / "empty.tfrc").write_text("")
    env = os.environ | {"TF_CLI_CONFIG_FILE": str(tmp_path / "empty.tfrc"),
                        "TF_IN_AUTOMATION": "1", "CHECKPOINT_DISABLE": "1"}  # fmt: skip
    return tmp_path, env


def _terraform(workdir: tuple[Path, dict[str, str]], *args: str) -> bytes:
    folder, env = workdir
    done = subprocess.run(["terraform", *args], cwd=folder, env=env, capture_output=True,
                          timeout=120, check=False)  # fmt: skip
    return done.stdout + done.stderr


def test_real_plan_text_and_json(workdir: tuple[Path, dict[str, str]]):
    folder, _ = workdir
    (folder / "main.tf").write_text(
        'resource "terraform_data" "a" {\n  input = "x"\n}\n'
        'resource "terraform_data" "b" {\n  input = "y"\n}\n'
    )
    if b"successfully initialized" not in _terraform(workdir, "init", "-input=false", "-no-color"):
        pytest.skip("terraform init did not work here")
    _terraform(workdir, "apply", "-auto-approve", "-input=false", "-no-color")
    (folder / "main.tf").write_text('resource "terraform_data" "a" {\n  input = "x2"\n}\n')
    text = Document(_terraform(workdir, "plan", "-input=false", "-no-color", "-out=plan.bin"))
    packet = reduce(TERRAFORM, text, "terraform", 1024)
    assert packet.fields["destroy"] == ["terraform_data.b"]
    assert str(packet.fields["update"]).startswith("['terraform_data.a (input")
    shown = Document(_terraform(workdir, "show", "-json", "plan.bin"))
    assert TERRAFORM.sniff(shown, info(shown, "process")) >= 0.9
    packet = reduce(TERRAFORM, shown, "terraform", 1024)
    assert packet.fields["plan"] == "0 to add, 1 to change, 1 to destroy"
    check(packet, shown, 1024)


def test_real_config_error(workdir: tuple[Path, dict[str, str]]):
    folder, _ = workdir
    (folder / "main.tf").write_text('resource "terraform_data" "a" {\n  colour = "x"\n}\n')
    out = Document(_terraform(workdir, "validate", "-no-color"))
    packet = reduce(TERRAFORM, out, "terraform", 512)
    assert packet.fields["errors"] == ["Unsupported argument (main.tf line 2)"]


FRAGMENTS = [
    line
    for path in samples("terraform")
    if path.suffix == ".txt"
    for line in path.read_text().splitlines()
] + ["╷", "╵", "│ Error: x", "    }", "  # a.b will be destroyed", "Plan: 1 to add."]


@settings(max_examples=80, deadline=None)
@given(
    lines=st.lists(st.sampled_from(FRAGMENTS) | st.text(max_size=40), max_size=80),
    budget=st.sampled_from([256, 700]),
)
def test_any_mix_of_terraform_lines(lines: list[str], budget: int):
    reduce(TERRAFORM, Document("\n".join(lines).encode()), "terraform", budget)
