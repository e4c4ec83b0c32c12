"""The run page's timeline, a page of steps at a time: a run may have 100,000 steps.

Every query asks for one more row than it shows, so it knows whether there is more
without counting, and the unique (run, index) index serves each one: the page's
cost does not grow with the run.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import QuerySet

from runs.models import Run, Step
from runs.time_chart import with_pauses

PAGE = 100
"""Steps on the first page and in each "earlier"/"later" page."""


@dataclass(frozen=True)
class Window:
    steps: list[Step]
    earlier: int | None
    """The first index shown, when there are steps before it (the "earlier" button's anchor)."""
    later: int | None
    """The last index shown, when there are steps after it."""

    @property
    def last_index(self) -> int:
        return self.steps[-1].index if self.steps else -1


def _steps(run: Run) -> QuerySet[Step]:
    """The run's steps, each with its review wait (the step article's chart data)."""
    return with_pauses(run.steps.all())


def latest(run: Run) -> Window:
    """The last PAGE steps: the live tail, where new steps are appended."""
    return before(run, None)


def before(run: Run, index: int | None) -> Window:
    """Up to PAGE steps before `index` (before the end when None), oldest first; `later`
    is left None: what follows is on the page already, or is the live tail."""
    steps = _steps(run).order_by("-index")
    if index is not None:
        steps = steps.filter(index__lt=index)
    newest_first = list(steps[: PAGE + 1])
    shown = newest_first[:PAGE][::-1]
    return Window(shown, shown[0].index if len(newest_first) > PAGE else None, None)


def after(run: Run, index: int) -> Window:
    """Up to PAGE steps after `index`, oldest first; `earlier` is left None (on the page)."""
    rows = list(_steps(run).filter(index__gt=index).order_by("index")[: PAGE + 1])
    shown = rows[:PAGE]
    return Window(shown, None, shown[-1].index if len(rows) > PAGE else None)


def around(run: Run, index: int) -> Window:
    """A full page that holds step `index` (a link to one step), about half of it before."""
    head = list(_steps(run).filter(index__lt=index).order_by("-index")[: PAGE + 1])[::-1]
    tail = list(_steps(run).filter(index__gte=index).order_by("index")[: PAGE + 1])
    if not tail:  # past the end: the live tail
        return latest(run)
    take_tail = min(len(tail), PAGE - min(len(head), PAGE // 2))
    take_head = min(len(head), PAGE - take_tail)
    steps = head[len(head) - take_head :] + tail[:take_tail]
    earlier = steps[0].index if len(head) > take_head else None
    return Window(steps, earlier, steps[-1].index if len(tail) > take_tail else None)
