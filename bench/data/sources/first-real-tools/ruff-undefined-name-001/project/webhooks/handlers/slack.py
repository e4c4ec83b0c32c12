"""Slack webhook handler."""
from typing import Optional


def handle(body: dict, seen: list = []) -> Optional[dict]:
    if body.get("event_id") in seen:
        return None
    seen.append(body.get("event_id"))
    return {"status": 200}
