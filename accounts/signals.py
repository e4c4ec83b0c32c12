"""What closes a user's sockets (accounts/sockets.py): a logout, and a change of access.

Connected in AccountsConfig.ready(). Team membership changes from either side of the
relation (team.members, user.teams); a cascade (a team or a user deleted) sends no
m2m_changed, so deletions are caught on their own.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.models import User
from django.contrib.auth.signals import user_logged_out
from django.db.models import Model
from django.db.models.signals import m2m_changed, post_delete, post_save, pre_delete
from django.dispatch import receiver
from django.http import HttpRequest

from accounts.models import Team
from web.sockets import close_session_sockets, recheck_user_sockets

ACCESS_FIELDS = {"is_active", "is_superuser", "password"}
"""A save that names its fields changes what the user sees only if it names one of these."""


@receiver(user_logged_out, dispatch_uid="accounts.close_sockets_on_logout")
def close_sockets_on_logout(
    sender: type[User], request: HttpRequest | None, **kwargs: object
) -> None:
    """Sent before the session is flushed, so its key still names its sockets."""
    key = request.session.session_key if request is not None else None
    if key:
        close_session_sockets(key)


@receiver(m2m_changed, sender=Team.members.through, dispatch_uid="accounts.recheck_members")
def recheck_removed_members(
    sender: type[Model],
    instance: Team | User,
    action: str,
    pk_set: set[int] | None,
    **kwargs: object,
) -> None:
    """post_remove names who left; pre_clear must ask before the rows go. clear() runs in a
    transaction, so the sockets check once the rows are gone (and committed)."""
    if action not in ("post_remove", "pre_clear"):
        return
    if isinstance(instance, Team):  # team.members changed
        users = list(pk_set or ()) if action == "post_remove" else _member_ids(instance)
    else:  # user.teams: that user's access changed
        users = [instance.pk]
    recheck_user_sockets(users)


@receiver(post_save, sender=settings.AUTH_USER_MODEL, dispatch_uid="accounts.recheck_user")
def recheck_saved_user(
    sender: type[User],
    instance: User,
    created: bool,
    update_fields: frozenset[str] | None,
    **kwargs: object,
) -> None:
    """Deactivated, no longer a superuser or a new password; a last_login update is not."""
    if created or (update_fields is not None and not ACCESS_FIELDS & update_fields):
        return
    recheck_user_sockets([instance.pk])


@receiver(post_delete, sender=settings.AUTH_USER_MODEL, dispatch_uid="accounts.recheck_deleted")
def recheck_deleted_user(sender: type[User], instance: User, **kwargs: object) -> None:
    recheck_user_sockets([instance.pk])


@receiver(pre_delete, sender=Team, dispatch_uid="accounts.recheck_team_deleted")
def recheck_deleted_team(sender: type[Team], instance: Team, **kwargs: object) -> None:
    recheck_user_sockets(_member_ids(instance))


def _member_ids(team: Team) -> list[int]:
    return list(team.members.values_list("pk", flat=True))
