"""The review gate's tables are named for the runs app (runs 0012): the approvals' and
taint clearances' rows, and the rule that points at an approval, kept both ways."""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from harness.gate.rules import Rule
from runs.models import Approval, ReviewRule, RuleScope, TaintClearance
from runs.review_rules import save
from tests.web.conftest import People, idle_run

pytestmark = pytest.mark.django_db(transaction=True)

BEFORE = ("runs", "0011_run_check")
"""The last migration before the rename."""
OLD = {"reviews_approval", "reviews_taintclearance"}
NEW = {"runs_approval", "runs_taintclearance"}
OLD_INDEX = "reviews_app_status_8df544_idx"
NEW_INDEX = "runs_approv_status_15dc69_idx"


def tables() -> set[str]:
    return set(connection.introspection.table_names())


def constraints(table: str) -> set[str]:
    with connection.cursor() as cursor:
        return set(connection.introspection.get_constraints(cursor, table))


def migrate_to(*targets: tuple[str, str]) -> None:
    """Migrate to `targets`, or to the latest of every app."""
    executor = MigrationExecutor(connection)
    executor.migrate(list(targets) or executor.loader.graph.leaf_nodes())
    connection.check_constraints()  # every foreign key still finds its row


def test_the_gate_keeps_its_rows_in_tables_named_for_runs():
    assert tables() >= NEW | {"runs_reviewrule"}
    assert not tables() & OLD
    assert {m._meta.db_table for m in (Approval, TaintClearance, ReviewRule)} == {
        *NEW,
        "runs_reviewrule",
    }
    assert NEW_INDEX in constraints("runs_approval")


def test_the_rename_keeps_every_row_both_ways(people: People):
    run = idle_run(people.owner)
    approval = Approval.objects.create(
        run=run,
        call_id="c1",
        step_index=1,
        kind="confirm",
        tool="write_file",
        arguments={"path": "a.txt"},
        reason="asked",
    )
    cleared = TaintClearance.objects.create(
        run=run, cleared_by=people.owner, cleared_by_name="owner", comment="read it"
    )
    rule = save(
        team=run.team,
        scope=RuleScope.RUN,
        run=run,
        rule=Rule("allow", "write_file", ()),
        author=people.owner,
        approval=approval,
    )

    migrate_to(BEFORE)
    try:
        assert tables() >= OLD and not tables() & NEW
        assert OLD_INDEX in constraints("reviews_approval")
        with connection.cursor() as cursor:
            cursor.execute("SELECT call_id FROM reviews_approval WHERE id = %s", [approval.pk])
            assert cursor.fetchone() == ("c1",)
            cursor.execute("SELECT comment FROM reviews_taintclearance WHERE id = %s", [cleared.pk])
            assert cursor.fetchone() == ("read it",)
            cursor.execute(
                "SELECT a.call_id FROM runs_reviewrule r JOIN reviews_approval a"
                " ON a.id = r.approval_id WHERE r.id = %s",
                [rule.pk],
            )
            assert cursor.fetchone() == ("c1",)
    finally:
        migrate_to()

    assert Approval.objects.get(pk=approval.pk).call_id == "c1"
    assert TaintClearance.objects.get(pk=cleared.pk).comment == "read it"
    assert ReviewRule.objects.get(pk=rule.pk).approval == approval
    assert NEW_INDEX in constraints("runs_approval")
    later = Approval.objects.create(
        run=run,
        call_id="c2",
        step_index=2,
        kind="confirm",
        tool="write_file",
        arguments={},
        reason="asked",
    )
    assert later.pk > approval.pk, "the ids go on from the rows kept"
