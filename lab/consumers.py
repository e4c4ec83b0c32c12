"""ProgressConsumer: /ws/lab/<id>/ streams a comparison's progress bar to its page.

It joins the group first and then sends the bar as the database has it, so a
page that connects late (or after the end) still shows where the work is.
"""

from __future__ import annotations

from typing import Any

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer

from lab.models import Comparison
from lab.progress import ProgressMessage, group_name, progress_message
from runs.consumers import CLOSE_FORBIDDEN, CLOSE_UNAUTHENTICATED


class ProgressConsumer(AsyncWebsocketConsumer):
    group: str = ""

    async def connect(self) -> None:
        await self.accept()  # before close(), so the close code reaches the client
        user = self.scope.get("user")
        if user is None or not user.is_authenticated:
            await self.close(code=CLOSE_UNAUTHENTICATED)
            return
        comparison_id = int(self.scope["url_route"]["kwargs"]["comparison_id"])
        current = await _visible(user, comparison_id)
        if current is None:
            await self.close(code=CLOSE_FORBIDDEN)
            return
        self.group = group_name(comparison_id)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.send(text_data=(await _current(comparison_id))["html"])

    async def disconnect(self, code: int) -> None:
        if self.group:
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def lab_progress(self, message: ProgressMessage) -> None:
        await self.send(text_data=message["html"])


@database_sync_to_async
def _visible(user: Any, comparison_id: int) -> int | None:
    found = Comparison.objects.visible_to(user).filter(pk=comparison_id)
    return found.values_list("pk", flat=True).first()


@database_sync_to_async
def _current(comparison_id: int) -> ProgressMessage:
    return progress_message(Comparison.objects.get(pk=comparison_id))
