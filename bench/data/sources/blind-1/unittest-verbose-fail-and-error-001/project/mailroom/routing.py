"""Pick a queue for an incoming message."""

QUEUES = {"billing": "q-billing", "support": "q-support", "sales": "q-sales"}


def queue_for(headers: dict[str, str | None]) -> str:
    tag = headers.get("X-Route-Tag")
    return QUEUES.get(tag.lower(), "q-default")
