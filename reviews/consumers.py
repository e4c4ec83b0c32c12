"""ReviewConsumer: the review queue's WebSocket, at /ws/review/.

It joins the groups of the teams the user sees (superusers: every team's) and passes
each card on; the page lists what is pending when it loads, the socket what comes after.
"""

from __future__ import annotations

from typing import Any

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer

from accounts.services import visible_team_ids
from reviews.live import EVERY_TEAM, ReviewMessage, team_group

CLOSE_UNAUTHENTICATED = 4401


class ReviewConsumer(AsyncWebsocketConsumer):
    groups_joined: list[str]

    async def connect(self) -> None:
        await self.accept()  # before close(), so that the close code reaches the browser
        user = self.scope.get("user")
        if user is None or not user.is_authenticated:
            await self.close(code=CLOSE_UNAUTHENTICATED)
            return
        self.groups_joined = await _groups(user)
        for group in self.groups_joined:
            await self.channel_layer.group_add(group, self.channel_name)

    async def disconnect(self, code: int) -> None:
        for group in getattr(self, "groups_joined", []):
            await self.channel_layer.group_discard(group, self.channel_name)

    async def review_card(self, message: ReviewMessage) -> None:
        await self.send(text_data=message["html"])


@database_sync_to_async
def _groups(user: Any) -> list[str]:
    teams = visible_team_ids(user)
    return [EVERY_TEAM] if teams is None else [team_group(team) for team in teams]
