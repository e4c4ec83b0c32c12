from typing import Any

from django.apps import AppConfig
from django.db.models.signals import post_migrate

ROLES = {"viewer": [], "operator": [], "reviewer": ["reviews.decide"]}
"""The roles (Django groups) and their permissions: a viewer watches runs, an operator
launches and cancels them, a reviewer decides gated calls and clears taint."""


def ensure_roles(**kwargs: Any) -> None:
    """After every migrate (permissions exist only then): the role groups, with their
    permissions. Members are set in the admin."""
    from django.contrib.auth.models import Group, Permission  # noqa: PLC0415 (apps not ready at import)

    for name, perms in ROLES.items():
        group, _ = Group.objects.get_or_create(name=name)
        for perm in perms:
            app_label, codename = perm.split(".")
            found = Permission.objects.filter(content_type__app_label=app_label, codename=codename)
            group.permissions.add(*found)


class ReviewsConfig(AppConfig):
    name = "reviews"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        post_migrate.connect(ensure_roles, sender=self)
