from __future__ import annotations

from django.apps import AppConfig
from django.db.models.signals import post_migrate


def ensure_team_admin_group(**kwargs: object) -> None:
    """After migrate (permissions exist only then): the team-admin group and its permission."""
    from django.contrib.auth.models import Group, Permission  # noqa: PLC0415 (apps not ready)

    from accounts.services import TEAM_ADMIN_GROUP  # noqa: PLC0415 (its models: apps not ready)

    group, _ = Group.objects.get_or_create(name=TEAM_ADMIN_GROUP)
    manage = Permission.objects.filter(
        content_type__app_label="notifications", codename="manage_channels"
    ).first()
    if manage is not None:
        group.permissions.add(manage)


class NotificationsConfig(AppConfig):
    name = "notifications"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from notifications import triggers  # noqa: F401, PLC0415 (connects the receivers)

        post_migrate.connect(
            ensure_team_admin_group, sender=self, dispatch_uid="notifications.team_admin"
        )
