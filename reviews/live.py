"""The review queue's live feed: a pending approval appears, a decided one changes, for
everyone who may see its run (the run's team channel; superusers listen on every team's),
and on the run's own page. All three go in one publish (web.broadcast.publish)."""

from __future__ import annotations

from typing import Literal, TypedDict

from django.dispatch import receiver
from django.template.loader import render_to_string

from runs.broadcast import ReviewMessage, run_channel_name
from runs.models import Approval
from runs.rendering import review_message
from runs.signals import approval_changed
from web.broadcast import html_shape, publish

EVERY_TEAM = "review-all"


class CardMessage(TypedDict):
    type: Literal["review.card"]
    html: str
    """An htmx out-of-band fragment: a new card for the queue, or a card replaced."""


is_card_message = html_shape("review.card")
"""The shape of a `CardMessage` (web.fanout drops a message without it)."""


def team_channel(team_id: int) -> str:
    return f"review-team-{team_id}"


def card_message(approval: Approval, *, new: bool) -> CardMessage:
    html = render_to_string(
        "reviews/queue.html#card_message", {"approval": approval, "new": new, "live": True}
    )
    return {"type": "review.card", "html": html}


def run_card_message(approval: Approval, *, new: bool) -> ReviewMessage:
    """The cards for the run's own page: a new one comes with all the run waits on (the
    section replaced whole); a decided one replaces the card shown (by its id, as in the
    queue), which then says who decided."""
    if new:
        return review_message(approval.run)
    html = render_to_string(
        "reviews/queue.html#card_message", {"approval": approval, "new": False, "live": True}
    )
    return {"type": "run.review", "html": html}


@receiver(approval_changed, dispatch_uid="reviews.announce")
def announce(sender: type[Approval], *, approval_id: int, new: bool, **kwargs: object) -> None:
    """After the commit: tell the queues that can see this approval's run, and the run's
    own page."""
    approval = Approval.objects.select_related("run").get(pk=approval_id)
    card = card_message(approval, new=new)
    publish(
        (team_channel(approval.run.team_id), card),
        (EVERY_TEAM, card),
        (run_channel_name(approval.run_id), run_card_message(approval, new=new)),
    )
