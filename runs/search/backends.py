"""The condition a step (or a run) matches a query on, as the database at hand reads it.

PostgreSQL: `search_document @@ tsquery` on the generated, GIN-indexed tsvector columns.
SQLite: the row's id among the FTS5 table's matches. The query text goes in as a
parameter, each word quoted, so nothing the person typed is SQL or an operator.
"""

from __future__ import annotations

from typing import Literal

from django.db import connection
from django.db.models import BooleanField
from django.db.models.expressions import RawSQL

from runs.search.query import Query

Table = Literal["runs_step", "runs_run"]
CONDITIONS: dict[str, dict[Table, str]] = {
    "postgresql": {
        "runs_step": "runs_step.search_document @@ to_tsquery('simple', %s)",
        "runs_run": "runs_run.search_document @@ to_tsquery('simple', %s)",
    },
    "sqlite": {
        "runs_step": "+runs_step.id IN "
        "(SELECT rowid FROM runs_step_search WHERE runs_step_search MATCH %s)",
        "runs_run": "runs_run.id IN "
        "(SELECT rowid FROM runs_run_search WHERE runs_run_search MATCH %s)",
    },
}
"""Fixed text: only the query, a parameter, comes from the person. SQLite's unary `+`
keeps the planner from looking each match up by rowid and sorting them all for the hits'
order (a common word's 100,000 rows: 250 ms at 100,000 steps); it reads the (run, index)
index backwards instead, checking each step against the matches, and stops at the page."""


def steps_matching(query: Query) -> RawSQL:
    return _matching("runs_step", query)


def runs_matching(query: Query) -> RawSQL:
    return _matching("runs_run", query)


def _matching(table: Table, query: Query) -> RawSQL:
    vendor = connection.vendor
    text = tsquery(query) if vendor == "postgresql" else fts5_query(query)
    return RawSQL(CONDITIONS[vendor][table], [text], output_field=BooleanField())  # noqa: S611


def tsquery(query: Query) -> str:
    """`'a' & 'b' <-> 'c'`: every term, a phrase's words adjacent and in order."""
    return " & ".join(" <-> ".join(f"'{word}'" for word in term) for term in query.terms)


def fts5_query(query: Query) -> str:
    """`"a" "b c"`: every term (FTS5 joins them with AND), a phrase in quotes."""
    return " ".join('"' + " ".join(term) + '"' for term in query.terms)
