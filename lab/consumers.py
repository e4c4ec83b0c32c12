"""ProgressConsumer: /ws/lab/<id>/ streams a comparison's progress bar to its page.

It listens on the comparison's channel first (web.fanout) and then sends the bar as the
database has it, so a page that connects late (or after the end), or whose messages may
have been missed, still shows where the work is. It closes when its session logs out or
its user may no longer see the comparison.
"""

from __future__ import annotations

from collections.abc import Mapping

from channels.db import database_sync_to_async
from django.contrib.auth.models import User

from lab.models import Comparison
from lab.progress import ProgressMessage, channel_name, is_progress_message, progress_message
from web.broadcast import Shape
from web.fanout import StreamConsumer


class ProgressConsumer(StreamConsumer):
    comparison_id: int

    async def connect(self) -> None:
        self.comparison_id = int(self.scope["url_route"]["kwargs"]["comparison_id"])
        await super().connect()

    async def allowed(self, user: User) -> bool:
        return await _visible(user, self.comparison_id) is not None

    async def stream(self, user: User) -> Mapping[str, Shape]:
        return {channel_name(self.comparison_id): is_progress_message}

    async def catch_up(self) -> None:
        await self.send(text_data=(await _current(self.comparison_id))["html"])

    lab_progress = StreamConsumer.send_html


@database_sync_to_async
def _visible(user: User, comparison_id: int) -> int | None:
    found = Comparison.objects.visible_to(user).filter(pk=comparison_id)
    return found.values_list("pk", flat=True).first()


@database_sync_to_async
def _current(comparison_id: int) -> ProgressMessage:
    return progress_message(Comparison.objects.get(pk=comparison_id))
