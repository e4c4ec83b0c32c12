from django.apps import AppConfig
from django.db.models.signals import post_migrate


def ensure_roles(**kwargs: object) -> None:
    """After migrate (permissions exist only then): the role groups, with their permissions.
    Sent once for each app, so the last one finds every app's permissions; members are set
    in the admin."""
    from django.contrib.auth.models import Group, Permission  # noqa: PLC0415 (apps not ready)

    from accounts.services import ROLES  # noqa: PLC0415

    for name, perms in ROLES.items():
        group, _ = Group.objects.get_or_create(name=name)
        for perm in perms:
            app_label, codename = perm.split(".")
            found = Permission.objects.filter(content_type__app_label=app_label, codename=codename)
            group.permissions.add(*found)


class AccountsConfig(AppConfig):
    name = "accounts"
    verbose_name = "Teams and API tokens"

    def ready(self) -> None:
        from accounts import signals  # noqa: F401, PLC0415 (connects the receivers)

        post_migrate.connect(ensure_roles, dispatch_uid="accounts.ensure_roles")
