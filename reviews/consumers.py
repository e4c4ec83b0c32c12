"""ReviewConsumer: the review queue's WebSocket, at /ws/review/.

It joins the groups of the teams the user sees (superusers: every team's) and passes
each card on; the page lists what is pending when it loads, the socket what comes after.
It closes when its session logs out or its user may no longer see a team it watches.
"""

from __future__ import annotations

from channels.db import database_sync_to_async
from django.contrib.auth.models import User

from accounts.services import visible_team_ids
from reviews.live import EVERY_TEAM, CardMessage, team_group
from web.sockets import AccessConsumer


class ReviewConsumer(AccessConsumer):
    watched: tuple[str, ...] = ()

    async def allowed(self, user: User) -> bool:
        """Every team the queue watches is still the user's to see."""
        return set(self.watched) <= set(await _groups(user))

    async def join(self, user: User) -> None:
        self.watched = tuple(await _groups(user))
        for group in self.watched:
            await self.channel_layer.group_add(group, self.channel_name)

    async def disconnect(self, code: int) -> None:
        for group in self.watched:
            await self.channel_layer.group_discard(group, self.channel_name)

    async def review_card(self, message: CardMessage) -> None:
        await self.send(text_data=message["html"])


@database_sync_to_async
def _groups(user: User) -> list[str]:
    teams = visible_team_ids(user)
    return [EVERY_TEAM] if teams is None else [team_group(team) for team in teams]
