"""The steps a search finds, the newest run's first, a page at a time, each with where it
is and a snippet of its text.

By run and step, newest first, not by rank: a common word matches a large share of a
million steps, and ranking them all is the slow path. In this order PostgreSQL reads the
(run, index) index backwards, or the GIN index's few matches for a rare word; with run
filters it takes the newest runs that pass one at a time and sorts only the first's
steps (an incremental sort), where ordering by step id made it read every step of every
run that passed. No count either: a page knows only whether another follows.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import QuerySet

from runs.filters import RunFilter
from runs.models import Run, RunQuerySet, Step
from runs.search.backends import runs_matching, steps_matching
from runs.search.query import Query
from runs.search.snippets import Snippet, snippet, step_fields

NEWEST_FIRST = ("-run_id", "-index")
"""The newest run's hits first, each run's latest steps first: the order the unique
(run, index) index reads backwards, one run's steps at a time."""
PAGE_SIZE = 25
MAX_PAGE = 400
"""Pages further than this are not offered: a search narrows better than paging 10,000."""


@dataclass(frozen=True)
class Hit:
    run: Run
    step: int
    snippet: Snippet

    @property
    def url(self) -> str:
        return self.run.step_url(self.step)


@dataclass(frozen=True)
class Hits:
    hits: list[Hit]
    page: int
    more: bool
    """Whether another page follows."""


def matching_runs(runs: RunQuerySet, query: Query) -> RunQuerySet:
    """`runs` whose goal has the words."""
    return runs.filter(runs_matching(query)) if query else runs


def find(
    runs: RunQuerySet, chosen: RunFilter, query: Query, page: int = 1, size: int = PAGE_SIZE
) -> Hits:
    """Page `page` of the steps of `runs` (already scoped to the user's teams) that have
    the words and pass the filter."""
    page = min(max(page, 1), MAX_PAGE)
    steps = chosen.apply_to_steps(steps_of(runs)).filter(steps_matching(query))
    start = (page - 1) * size
    found = list(steps.select_related("run").order_by(*NEWEST_FIRST)[start : start + size + 1])
    hits = [Hit(step.run, step.index, snippet(step_fields(step), query)) for step in found]
    return Hits(hits[:size], page, more=len(hits) > size and page < MAX_PAGE)


def steps_of(runs: RunQuerySet) -> QuerySet[Step]:
    return Step.objects.filter(run__in=runs.values("pk"))
