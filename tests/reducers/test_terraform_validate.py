"""terraform@2: validate, init, fmt and test output, plans that fail, and CI logs of several
terraform commands.

The samples (tests/reducers/samples/terraform/) are real terraform 1.11 output, made over
the orders-platform configuration of bench/data/sources/dev-families/terraform/ (a root module
calling ./modules/{net,app,db,monitoring}; `terraform_data` only, no provider downloaded),
with an empty CLI configuration (TF_CLI_CONFIG_FILE), stdout and stderr merged:

- validate_modules.txt, _color.txt, .json: `terraform validate -no-color`, `terraform
  validate`, `terraform validate -json` where modules/app and modules/db read undeclared
  variables (var.image, var.storage_size), modules/net an undeclared local (local.subnet),
  and modules/monitoring has a quoted depends_on (a warning);
- validate_warnings.txt, .json: `terraform validate -no-color` and `-json` with quoted
  depends_on only (warnings);
- fmt_check.txt, fmt_check_diff.txt: `terraform fmt -check -recursive` and
  `terraform fmt -check -diff -recursive` over six teams' copies of the modules;
- test_failures.txt, _color.txt: `terraform test -no-color` and `terraform test` over
  tests/platform.tftest.hcl and tests/net.tftest.hcl (two assertions fail, an expected
  failure does not happen, a run reads an output the module lacks);
- plan_module_errors.txt, _color.txt: `terraform plan -no-color -var-file=env/production.tfvars`
  (and in colour) where cidrsubnet fails in modules/net (three times) and file() in
  modules/app;
- init_modules.txt: `terraform init -no-color` after modules/ was renamed;
- init_backend_changed.txt: `terraform init -no-color` after the local backend's path
  changed under an initialised .terraform;
- init_providers_color.txt: `terraform init` against a filesystem mirror of stub providers,
  where the root module wants hashicorp/aws ~> 5.40 and module dns < 5.0.
"""

from __future__ import annotations

import json
import os
import subprocess
import textwrap
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from harness.output.document import Document
from harness.reducers import ReducerSet
from harness.reducers.families.terraform import TERRAFORM, TERRAFORM2, TERRAFORM7
from tests.reducers.helpers import newest, reduce_bytes
from tests.reducers.structured import cited, info, reduce, require, sample

NEW = (  # test_terraform.py checks every sample's budget and citations under both versions
    "validate_modules.txt", "validate_modules_color.txt", "validate_modules.json",
    "validate_warnings.txt", "validate_warnings.json", "fmt_check.txt", "fmt_check_diff.txt",
    "test_failures.txt", "test_failures_color.txt", "plan_module_errors.txt",
    "plan_module_errors_color.txt", "init_modules.txt", "init_backend_changed.txt",
    "init_providers_color.txt",
)  # fmt: skip
UNDECLARED = (
    "2x Reference to undeclared input variable: modules/app/main.tf line 23 "
    "(terraform_data.instance); modules/db/main.tf line 23 (terraform_data.cluster)"
)
UNDECLARED_LOCAL = (
    "Reference to undeclared local value: modules/net/main.tf line 36 (terraform_data.route_table)"
)


def _reduce(name: str, budget: int = 1024):
    return reduce(TERRAFORM2, sample("terraform", name), "terraform", budget)


def test_the_newest_version_is_7_and_1_and_2_are_kept():
    assert (TERRAFORM.key, TERRAFORM2.key) == ("terraform@1", "terraform@2")
    assert ReducerSet().active["terraform"] is TERRAFORM7
    assert ReducerSet(pinned=["terraform@2"]).active["terraform"] is TERRAFORM2
    assert ReducerSet(pinned=["terraform@1"]).active["terraform"] is TERRAFORM


def test_a_bare_list_of_files_is_fmt_output_only_from_terraform():
    """Paths alone could be any tool's; from terraform they are what fmt -check found."""
    doc = sample("terraform", "fmt_check.txt")
    assert TERRAFORM2.sniff(doc, info(doc, "process")) == 0.0
    packet, _ = reduce_bytes(bytes(doc.data) * 2, family="terraform")
    assert packet.reducer == newest("terraform")


# validate


@pytest.mark.parametrize("name", ["validate_modules.txt", "validate_modules_color.txt"])
def test_validate_groups_a_summary_reported_in_several_modules(name: str):
    packet = _reduce(name, 2048)
    assert packet.fields["errors"] == [UNDECLARED, UNDECLARED_LOCAL]
    assert packet.fields["warnings"] == [
        "Quoted references are deprecated: modules/monitoring/main.tf line 22 "
        "(terraform_data.alarm)"
    ]
    text = cited(packet)
    assert 'An input variable with the name "image" has not been declared.' in text
    assert "An input variable with the name" in text and '"storage_size"' in text
    assert 'A local value with the name "subnet" has not been declared. Did you mean' in text


@pytest.mark.parametrize("name", ["validate_modules.txt", "validate_modules_color.txt"])
def test_at_a_small_budget_the_fields_still_name_every_error_and_place(name: str):
    packet = _reduce(name, 512)
    assert packet.fields["errors"] == [UNDECLARED, UNDECLARED_LOCAL]
    assert "An input variable with the name" in cited(packet)


def test_validate_json_gives_the_verdict_and_the_same_groups():
    packet = _reduce("validate_modules.json", 2048)
    assert packet.fields["errors"] == [UNDECLARED, UNDECLARED_LOCAL]
    assert packet.fields["result"] == "invalid: 3 errors, 1 warning"
    pointers = {c.pointer for c in packet.citations}
    assert pointers == {"/diagnostics/1/detail", "/diagnostics/2/detail"}, (
        "the first detail of each summary; a warning's only when there is no error"
    )


def test_validate_success_with_warnings():
    packet = _reduce("validate_warnings.txt", 700)
    assert "errors" not in packet.fields
    assert packet.fields["result"] == (
        "Success! The configuration is valid, but there were some validation warnings"
    )
    assert packet.fields["warnings"] == [
        "2x Quoted references are deprecated: modules/db/main.tf line 21 (terraform_data.cluster)"
    ]


def test_validate_json_printed_into_a_ci_log_is_read_as_json():
    """`terraform validate -json | tee validate.json` in a GitHub Actions log: the
    diagnostics are cited by the lines of their `detail`."""
    body = bytes(sample("terraform", "validate_modules.json").data).decode()
    lines = ["##[group]Run terraform validate -json | tee validate.json", "##[endgroup]"]
    lines += [*body.splitlines(), "false", "##[error]Process completed with exit code 1."]
    stamps = (f"2025-05-14T09:12:{n // 100:02d}.{n:07d}Z" for n in range(len(lines)))
    doc = Document("\n".join(f"{s} {t}" for s, t in zip(stamps, lines, strict=True)).encode())
    assert TERRAFORM2.sniff(doc, info(doc, "generic")) >= 0.9
    packet = reduce(TERRAFORM2, doc, "generic", 2048)
    assert packet.fields["errors"] == [UNDECLARED, UNDECLARED_LOCAL]
    assert packet.fields["result"] == "invalid: 3 errors, 1 warning"
    assert '"detail": "An input variable with the name \\"image\\"' in cited(packet)


# init


def test_init_module_directories_grouped_and_each_detail_cited():
    packet = _reduce("init_modules.txt", 1024)
    assert packet.fields["errors"] == ["4x Unreadable module directory"]
    text = cited(packet)
    assert "lstat modules: no such file or" in text
    assert 'could not be read for module "db" at main.tf:39.' in text
    assert 'could not be read for module "net" at main.tf:24.' in text


def test_init_backend_changed_keeps_the_advice():
    packet = _reduce("init_backend_changed.txt", 700)
    assert packet.fields["errors"] == ["Backend configuration changed"]
    assert '-migrate-state".' in cited(packet)


def test_init_provider_constraints_cite_the_versions_asked_for():
    packet = _reduce("init_providers_color.txt", 700)
    assert packet.fields["errors"] == ["Failed to query available provider packages"]
    text = cited(packet)
    assert '- Finding hashicorp/aws versions matching "< 5.0.0, ~> 5.40"...' in text
    assert "no available releases match the given constraints < 5.0.0," in text


# fmt

FORMAT = [
    "envs/prod.tfvars", "teams/billing/app/versions.tf", "teams/billing/db/versions.tf",
    "teams/billing/monitoring/versions.tf", "teams/billing/net/versions.tf",
    "teams/ledger/app/main.tf", "teams/ledger/app/versions.tf", "teams/ledger/db/main.tf",
    "teams/ledger/db/versions.tf", "teams/ledger/monitoring/versions.tf",
    "teams/ledger/net/main.tf", "teams/ledger/net/versions.tf", "teams/orders/app/main.tf",
    "teams/orders/db/main.tf", "teams/orders/net/main.tf", "teams/payments/app/main.tf",
    "teams/payments/db/main.tf", "teams/payments/net/main.tf", "teams/search/app/main.tf",
    "teams/search/db/main.tf", "teams/search/net/main.tf",
]  # fmt: skip


@pytest.mark.parametrize("name", ["fmt_check.txt", "fmt_check_diff.txt"])
def test_fmt_check_lists_the_files_to_format(name: str):
    packet = _reduce(name, 4096)
    assert packet.fields["unformatted"] == FORMAT
    assert "result" not in packet.fields, "the files are fmt's verdict"
    assert "teams/search/net/main.tf" in cited(packet)


def test_fmt_diff_cites_the_changed_lines():
    packet = _reduce("fmt_check_diff.txt", 4096)
    text = cited(packet)
    assert "--- old/teams/orders/app/main.tf" in text
    assert "-    tags = var.tags" in text and "+    tags   = var.tags" in text


# test


@pytest.mark.parametrize("name", ["test_failures.txt", "test_failures_color.txt"])
def test_terraform_test_names_failed_runs_and_cites_their_messages(name: str):
    packet = _reduce(name, 1024)
    assert packet.fields["result"] == "Failure! 1 passed, 4 failed."
    assert packet.fields["failed"] == [
        'run "subnets" (tests/net.tftest.hcl line 20)', 'run "tags_required" (line 38)',
        'run "naming" (tests/platform.tftest.hcl line 15)', 'run "apply_staging" (line 35)',
    ]  # fmt: skip
    assert "errors" not in packet.fields, "a run's errors are shown with the run"
    text = cited(packet)
    assert "zone b must get the second /24, got 10.20.1.0/24" in text
    assert "app url must be on example.com, got https://orders-staging.example.internal" in text


def test_a_small_budget_keeps_the_assertions_messages_first():
    packet = _reduce("test_failures.txt", 400)
    text = cited(packet)
    assert "zone b must get the second /24" in text or "app url must be on" in text


# plan


@pytest.mark.parametrize("name", ["plan_module_errors.txt", "plan_module_errors_color.txt"])
def test_a_failed_plan_gives_its_errors_not_its_partial_changes(name: str):
    packet = _reduce(name, 1024)
    assert packet.fields["errors"] == [
        "Invalid function argument: modules/app/main.tf line 23",
        "3x Error in function call: modules/net/main.tf line 19",
    ]
    assert not {"plan", "create"} & set(packet.fields)
    text = cited(packet)
    assert "no file exists at" in text
    assert "insufficient address space to extend" in text


def test_version_1_still_reads_a_failed_plan_as_before():
    packet = reduce(TERRAFORM, sample("terraform", "plan_module_errors.txt"), "terraform", 1024)
    assert packet.fields["plan"] == "1 to add, 0 to change, 0 to destroy"
    assert len(packet.fields["errors"]) == 4  # type: ignore[arg-type]


# CI logs of several commands


def _gitlab(*steps: tuple[str, str], code: int = 1) -> bytes:
    """A GitLab job: `$ command` and the sample it printed, for each step."""
    parts = [f"$ {command}\n{bytes(sample('terraform', name).data).decode()}"
             for command, name in steps]  # fmt: skip
    tail = f"ERROR: Job failed: exit code {code}\n"
    return ("Running with gitlab-runner 16.11.1\n" * 60 + "".join(parts) + tail).encode()


def test_an_earlier_plan_is_not_the_news_when_a_later_command_fails():
    data = _gitlab(("terraform plan -no-color", "plan.txt"),
                   ("terraform fmt -check -recursive", "fmt_check.txt"), code=3)  # fmt: skip
    packet = reduce(TERRAFORM2, Document(data), "terraform", 4096)
    assert packet.fields["unformatted"] == FORMAT
    assert not {"plan", "destroy", "create"} & set(packet.fields)
    assert "$ terraform fmt -check -recursive" in cited(packet)


def test_an_earlier_success_and_its_warnings_are_left_out():
    data = _gitlab(("terraform validate -no-color", "validate_warnings.txt"),
                   ("terraform test -no-color", "test_failures.txt"))  # fmt: skip
    packet = reduce(TERRAFORM2, Document(data), "terraform", 4096)
    assert packet.fields["result"] == "Failure! 1 passed, 4 failed."
    assert "warnings" not in packet.fields


def test_errors_after_a_success_verdict_void_it():
    data = _gitlab(("terraform init -no-color", "validate_warnings.txt"),
                   ("terraform validate -no-color", "validate_modules.txt"))  # fmt: skip
    packet = reduce(TERRAFORM2, Document(data), "terraform", 4096)
    assert "result" not in packet.fields
    assert packet.fields["errors"] == [UNDECLARED, UNDECLARED_LOCAL]


# real terraform: terraform_data is built in, so nothing is downloaded


@pytest.fixture
def project(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    require("terraform")
    (tmp_path / "empty.tfrc").write_text("")
    env = os.environ | {"TF_CLI_CONFIG_FILE": str(tmp_path / "empty.tfrc"),
                        "TF_IN_AUTOMATION": "1", "CHECKPOINT_DISABLE": "1"}  # fmt: skip
    files = {
        "main.tf": 'module "a" {\n  source = "./modules/a"\n}\n\n'
                   'module "b" {\n  source = "./modules/b"\n}\n',
        "modules/a/main.tf": 'resource "terraform_data" "x" {\n  input = var.missing\n}\n',
        "modules/b/main.tf": 'resource "terraform_data" "y" {\n  input = var.absent\n}\n',
    }  # fmt: skip
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    return tmp_path, env


def _terraform(project: tuple[Path, dict[str, str]], *args: str) -> bytes:
    folder, env = project
    done = subprocess.run(["terraform", *args], cwd=folder, env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, timeout=120, check=False)  # fmt: skip
    return done.stdout


def test_real_validate_fmt_and_test(project: tuple[Path, dict[str, str]]):
    if b"successfully initialized" not in _terraform(project, "init", "-no-color"):
        pytest.skip("terraform init did not work here")
    for args in (("validate", "-no-color"), ("validate",)):
        packet = reduce(TERRAFORM2, Document(_terraform(project, *args)), "terraform", 700)
        assert packet.fields["errors"] == [
            "2x Reference to undeclared input variable: modules/a/main.tf line 2 "
            "(terraform_data.x); modules/b/main.tf line 2 (terraform_data.y)"
        ]
    packet = reduce(TERRAFORM2, Document(_terraform(project, "validate", "-json")),
                    "terraform", 700)  # fmt: skip
    assert packet.fields["result"] == "invalid: 2 errors, 0 warnings"
    folder = project[0]
    (folder / "modules/a/main.tf").write_text('resource "terraform_data" "x" {\n  input = 1\n}\n')
    (folder / "modules/b/main.tf").write_text('resource "terraform_data" "y" {\ninput=2\n}\n')
    out = Document(_terraform(project, "fmt", "-check", "-recursive"))
    assert reduce(TERRAFORM2, out, "terraform", 256).fields["unformatted"] == ["modules/b/main.tf"]
    (folder / "sum.tf").write_text('resource "terraform_data" "sum" {\n  input = 1 + 1\n}\n')
    (folder / "tests").mkdir()
    (folder / "tests/sum.tftest.hcl").write_text(
        textwrap.dedent("""\
        run "sums" {
          command = plan
          assert {
            condition     = terraform_data.sum.input == 3
            error_message = "arithmetic is broken: ${terraform_data.sum.input}"
          }
        }
        """)
    )
    packet = reduce(
        TERRAFORM2, Document(_terraform(project, "test", "-no-color")), "terraform", 700
    )
    assert packet.fields["failed"] == ['run "sums" (tests/sum.tftest.hcl line 4)']
    assert packet.fields["result"] == "Failure! 0 passed, 1 failed."
    assert "arithmetic is broken: 2" in cited(packet)


FRAGMENTS = [
    line for name in NEW if name.endswith(".txt")
    for line in bytes(sample("terraform", name).data).decode().splitlines()
] + ["╷", "╵", "│ Error: x", "{", '  "format_version": "1.0",', "}", "$ terraform fmt",
     "main.tf", "--- old/main.tf", '  run "x"... fail', "a.tftest.hcl... in progress"]  # fmt: skip


@settings(max_examples=80, deadline=None)
@given(
    lines=st.lists(st.sampled_from(FRAGMENTS) | st.text(max_size=40), max_size=80),
    budget=st.sampled_from([256, 700]),
)
@example(  # found in CI: a detail line right under the location, no blank line between
    lines=[
        "Warning: Quoted references are deprecated",
        '  on tests/platform.tftest.hcl line 35, in run "apply_staging":',
        "In this context, references are expected literally rather than in quotes.",
    ],
    budget=256,
)
def test_any_mix_of_terraform_lines(lines: list[str], budget: int):
    reduce(TERRAFORM2, Document("\n".join(lines).encode()), "terraform", budget)


def test_validate_json_with_warnings_only_cites_their_detail():
    packet = _reduce("validate_warnings.json", 1024)
    assert packet.fields["result"] == "valid: 0 errors, 2 warnings"
    assert packet.fields["warnings"] == [
        "2x Quoted references are deprecated: modules/db/main.tf line 21 (terraform_data.cluster);"
        " modules/monitoring/main.tf line 22 (terraform_data.alarm)"
    ]
    assert "In this context, references are expected literally" in cited(packet)


JSON_KEYS = st.sampled_from([
    "format_version", "valid", "error_count", "warning_count", "diagnostics", "severity",
    "summary", "detail", "range", "filename", "start", "line", "snippet", "context",
    "resource_changes", "change", "actions",
])  # fmt: skip
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.sampled_from(["error", "warning", "x"]),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(JSON_KEYS, children, max_size=6)
    ),
    max_leaves=30,
)


@settings(max_examples=60, deadline=None)
@given(value=JSON_VALUES, budget=st.sampled_from([256, 1024]))
def test_any_json_shaped_like_validate_output(value: object, budget: int):
    """As a whole output, and pretty-printed into a log after `{` `"format_version"`."""
    data = json.dumps({"format_version": "1.0", "valid": False, "diagnostics": value}, indent=2)
    reduce(TERRAFORM2, Document(data.encode()), "terraform", budget)
    reduce(TERRAFORM2, Document(f"$ terraform validate -json\n{data}\nexit 1".encode()),
           "terraform", budget)  # fmt: skip


@pytest.mark.parametrize(
    "name", ["plan.txt", "plan_color.txt", "plan.json", "plan.ndjson", "sensitive_plan.json"]
)
def test_a_plan_reads_as_version_1_reads_it(name: str):
    doc = sample("terraform", name)
    assert _reduce(name, 4096).fields == TERRAFORM.reduce(doc, info(doc, "terraform"), 4096).fields


@pytest.mark.parametrize("name", ["config_error.txt", "config_error_color.txt", "validate.json"])
def test_errors_name_the_block_they_are_in(name: str):
    assert sorted(_reduce(name).fields["errors"]) == [  # type: ignore[type-var]
        "Reference to undeclared resource: main.tf line 11 (output.o)",
        "Unsupported argument: main.tf line 7 (terraform_data.b)",
    ]
