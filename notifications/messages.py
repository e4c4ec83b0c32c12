"""What a notice says, and how each kind of channel wants it: pure functions of a Notice."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.urls import reverse

from notifications.models import Event
from runs.models import Approval, Run

DETAIL_LIMIT = 500
"""Characters of a failure's reason (or a run's answer) a notice quotes."""
DEFAULT_BASE_URL = "http://127.0.0.1:8000"


@dataclass(frozen=True)
class Notice:
    event: str
    """review, failed, finished or test (notifications.models.Event)."""
    text: str
    """One line: what happened."""
    detail: str
    """The reason, the tool's call, the answer: may be empty."""
    link: str
    """Absolute: the review card, or the run."""
    run_id: int | None = None
    approval_id: int | None = None
    status: str = ""


def absolute(path: str) -> str:
    base = settings.LOOPGLASS_BASE_URL or DEFAULT_BASE_URL
    return base.rstrip("/") + path


def notice_for(event: str, run: Run | None, approval: Approval | None) -> Notice:
    if run is None:
        text = "loopglass test message: this channel is set up"
        return Notice(event, text, "", absolute(reverse("notifications:channels")))
    if event == Event.REVIEW and approval is not None:
        link = absolute(f"{reverse('reviews:queue')}#approval-{approval.pk}")
        text = f"Run {run.pk} waits for review of `{approval.tool}`"
        reason = _cut(approval.reason)
        return Notice(event, text, reason, link, run.pk, approval.pk, run.status)
    link = absolute(run.get_absolute_url())
    if event == Event.FAILED:
        return Notice(
            event, f"Run {run.pk} failed", _cut(run.error), link, run.pk, None, run.status
        )
    text = f"Run {run.pk} finished: {run.status}"
    return Notice(event, text, _cut(run.final_answer or ""), link, run.pk, None, run.status)


def _cut(text: str) -> str:
    return text if len(text) <= DETAIL_LIMIT else text[: DETAIL_LIMIT - 1] + "…"


def webhook_body(notice: Notice) -> dict[str, Any]:
    return {
        "event": notice.event,
        "text": notice.text,
        "detail": notice.detail,
        "url": notice.link,
        "run": notice.run_id,
        "approval": notice.approval_id,
        "status": notice.status,
    }


def slack_body(notice: Notice) -> dict[str, Any]:
    """Slack's incoming-webhook message: `text` for notifications, blocks for the channel."""
    line = f"{_slack(notice.text)} <{notice.link}|Open in loopglass>"
    blocks: list[dict[str, Any]] = [{"type": "section", "text": {"type": "mrkdwn", "text": line}}]
    if notice.detail:
        quoted = {"type": "mrkdwn", "text": _slack(notice.detail)}
        blocks.append({"type": "context", "elements": [quoted]})
    return {"text": f"{notice.text}: {notice.link}", "blocks": blocks}


def _slack(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def teams_body(notice: Notice) -> dict[str, Any]:
    """A Teams message with one Adaptive Card (what Teams' incoming webhooks and Workflows'
    "post to a channel when a webhook request is received" take)."""
    body: list[dict[str, Any]] = [
        {"type": "TextBlock", "text": notice.text, "weight": "Bolder", "wrap": True}
    ]
    if notice.detail:
        body.append({"type": "TextBlock", "text": notice.detail, "wrap": True, "isSubtle": True})
    card = {
        "$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
        "type": "AdaptiveCard",
        "version": "1.4",
        "body": body,
        "actions": [{"type": "Action.OpenUrl", "title": "Open in loopglass", "url": notice.link}],
    }
    attachment = {"contentType": "application/vnd.microsoft.card.adaptive", "content": card}
    return {"type": "message", "attachments": [attachment]}


def email_parts(notice: Notice) -> tuple[str, str]:
    """The subject and the plain-text body."""
    lines = (
        [notice.text, "", notice.detail, "", notice.link]
        if notice.detail
        else [notice.text, "", notice.link]
    )
    return f"[loopglass] {notice.text}", "\n".join(lines) + "\n"
