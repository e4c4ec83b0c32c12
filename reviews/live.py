"""The review queue's live feed: a pending approval appears, a decided one changes, for
everyone who may see its run (the run's team group; superusers see every team's)."""

from __future__ import annotations

from typing import Literal, TypedDict

from django.dispatch import receiver
from django.template.loader import render_to_string

from runs.models import Approval
from runs.signals import approval_changed
from web.broadcast import send_to_group

EVERY_TEAM = "review-all"


class ReviewMessage(TypedDict):
    type: Literal["review.card"]
    html: str
    """An htmx out-of-band fragment: a new card for the queue, or a card replaced."""


def team_group(team_id: int) -> str:
    return f"review-team-{team_id}"


def card_message(approval: Approval, *, new: bool) -> ReviewMessage:
    html = render_to_string(
        "reviews/queue.html#card_message", {"approval": approval, "new": new, "live": True}
    )
    return {"type": "review.card", "html": html}


@receiver(approval_changed, dispatch_uid="reviews.announce")
def announce(sender: type[Approval], *, approval_id: int, new: bool, **kwargs: object) -> None:
    """After the commit: tell the queues that can see this approval's run."""
    approval = Approval.objects.select_related("run").get(pk=approval_id)
    message = card_message(approval, new=new)
    send_to_group(team_group(approval.run.team_id), message)
    send_to_group(EVERY_TEAM, message)
