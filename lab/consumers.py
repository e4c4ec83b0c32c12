"""ProgressConsumer: /ws/lab/<id>/ streams a comparison's progress bar to its page.

It joins the group first and then sends the bar as the database has it, so a
page that connects late (or after the end) still shows where the work is. It closes
when its session logs out or its user may no longer see the comparison.
"""

from __future__ import annotations

from channels.db import database_sync_to_async
from django.contrib.auth.models import User

from lab.models import Comparison
from lab.progress import ProgressMessage, group_name, progress_message
from web.sockets import AccessConsumer


class ProgressConsumer(AccessConsumer):
    comparison_id: int
    group: str = ""

    async def connect(self) -> None:
        self.comparison_id = int(self.scope["url_route"]["kwargs"]["comparison_id"])
        await super().connect()

    async def allowed(self, user: User) -> bool:
        return await _visible(user, self.comparison_id) is not None

    async def join(self, user: User) -> None:
        self.group = group_name(self.comparison_id)
        await self.channel_layer.group_add(self.group, self.channel_name)

    async def started(self) -> None:
        await self.send(text_data=(await _current(self.comparison_id))["html"])

    async def disconnect(self, code: int) -> None:
        if self.group:
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def lab_progress(self, message: ProgressMessage) -> None:
        await self.send(text_data=message["html"])


@database_sync_to_async
def _visible(user: User, comparison_id: int) -> int | None:
    found = Comparison.objects.visible_to(user).filter(pk=comparison_id)
    return found.values_list("pk", flat=True).first()


@database_sync_to_async
def _current(comparison_id: int) -> ProgressMessage:
    return progress_message(Comparison.objects.get(pk=comparison_id))
