"""ReviewConsumer: the review queue's WebSocket, at /ws/review/.

It listens on the channels of the teams the user sees (superusers: every team's,
`review-all`) through the fan-out (web.fanout) and passes each card on; the page lists
what is pending when it loads, the socket what comes after. It closes when its session
logs out or its user may no longer see a team it watches.
"""

from __future__ import annotations

from collections.abc import Mapping

from channels.db import database_sync_to_async
from django.contrib.auth.models import User

from accounts.services import visible_team_ids
from reviews.live import EVERY_TEAM, is_card_message, team_channel
from web.broadcast import Shape
from web.fanout import StreamConsumer


class ReviewConsumer(StreamConsumer):
    watched: tuple[str, ...] = ()

    async def allowed(self, user: User) -> bool:
        """Every team the queue watches is still the user's to see."""
        return set(self.watched) <= set(await _channels(user))

    async def stream(self, user: User) -> Mapping[str, Shape]:
        self.watched = tuple(await _channels(user))
        return dict.fromkeys(self.watched, is_card_message)

    review_card = StreamConsumer.send_html


@database_sync_to_async
def _channels(user: User) -> list[str]:
    teams = visible_team_ids(user)
    return [EVERY_TEAM] if teams is None else [team_channel(team) for team in teams]
