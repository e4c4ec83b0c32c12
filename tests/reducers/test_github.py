"""The gh reducer: `gh pr view --json`, `gh pr list --json`, `gh pr checks --json`.

gh is not installed here: the samples are written from gh's documented JSON fields.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.output.document import Document
from harness.reducers.families.github import GH
from tests.reducers.structured import BUDGETS, info, reduce, sample, samples


@pytest.mark.parametrize("path", samples("gh"), ids=lambda p: p.name)
@pytest.mark.parametrize("budget", BUDGETS)
def test_every_sample_fits_its_budget_with_exact_citations(path: Path, budget: int):
    reduce(GH, Document(path.read_bytes()), "gh", budget)


def test_pr_view_fields_failing_checks_first():
    packet = reduce(GH, sample("gh", "pr_view.json"), "gh", 4096)
    fields = packet.fields
    assert fields["pr"] == "#482 OPEN"
    assert fields["failing_checks"] == [
        "test (3.12) [CI]: FAILURE", "ci/circleci: integration: ERROR",
        "typecheck [CI]: TIMED_OUT",
    ]  # fmt: skip
    assert fields["checks"] == "3 failing, 1 pending, 4 passing"
    assert (fields["mergeable"], fields["merge_state"]) == ("CONFLICTING", "DIRTY")
    assert fields["review_decision"] == "CHANGES_REQUESTED"
    assert fields["title"] == "Cart: percentage and fixed-amount discounts"
    assert fields["labels"] == ["enhancement", "needs-rebase"]
    assert (fields["files"], fields["additions"], fields["deletions"]) == (7, 214, 38)
    assert fields["pending_checks"] == ["e2e [E2E]: IN_PROGRESS"]
    assert list(fields).index("failing_checks") < list(fields).index("title")


def test_failing_checks_are_cited_by_pointer_link_first():
    packet = reduce(GH, sample("gh", "pr_view.json"), "gh", 1024)
    pointers = [c.pointer for c in packet.citations]
    assert pointers[:3] == [
        "/statusCheckRollup/2/detailsUrl", "/statusCheckRollup/4/targetUrl",
        "/statusCheckRollup/6/detailsUrl",
    ]  # fmt: skip


def test_the_smallest_budget_keeps_the_first_failing_check():
    packet = reduce(GH, sample("gh", "pr_view.json"), "gh", 256)
    assert "test (3.12) [CI]: FAILURE" in packet.render()


def test_pr_list_puts_the_pull_request_in_trouble_first():
    packet = reduce(GH, sample("gh", "pr_list.json"), "gh", 4096)
    prs = packet.fields["prs"]
    assert isinstance(prs, list)
    assert prs[0].startswith("#482 OPEN DIRTY CHANGES_REQUESTED 1 failing")
    assert prs[-1].startswith("#475 OPEN draft")
    assert packet.citations[0].pointer == "/0/statusCheckRollup/2/detailsUrl"


def test_pr_checks():
    packet = reduce(GH, sample("gh", "pr_checks.json"), "gh", 4096)
    assert packet.fields["failing_checks"] == ["test (3.12) [CI]: FAILURE"]
    assert packet.fields["checks"] == "1 failing, 1 pending, 2 passing"
    assert packet.citations[0].pointer == "/1/link"


def test_other_gh_output_is_read_as_text():
    doc = Document(b"\n".join([b"some line"] * 50 + [b"failed to run: HTTP 404: Not Found"]))
    packet = reduce(GH, doc, "gh", 512)
    assert packet.confidence < 1
    assert packet.citations[-1].excerpt.endswith("failed to run: HTTP 404: Not Found")


def test_sniff():
    for name in ("pr_view.json", "pr_list.json", "pr_checks.json"):
        doc = sample("gh", name)
        assert GH.sniff(doc, info(doc, "process")) >= 0.9
    for family, name in (("kubectl", "pods.json"), ("terraform", "plan.json")):
        doc = sample(family, name)
        assert GH.sniff(doc, info(doc, "process")) == 0.0
