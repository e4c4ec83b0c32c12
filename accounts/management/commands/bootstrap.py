"""python manage.py bootstrap: make the first user when there is none, and say its password once."""

from __future__ import annotations

import secrets
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandParser

from accounts.models import Team


class Command(BaseCommand):
    help = "Create a first (super)user and a default team if the database has no user yet."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--username", default="admin")

    def handle(self, *args: Any, **options: Any) -> None:
        user_model = get_user_model()
        if user_model.objects.exists():
            self.stdout.write("users exist already; nothing to do")
            return
        password = secrets.token_urlsafe(12)
        user = user_model.objects.create_superuser(options["username"], "", password)
        team, _ = Team.objects.get_or_create(name="default")
        team.members.add(user)
        self.stdout.write(
            f"created user {user.get_username()!r} with password {password}\n"
            "(shown only this once; change it at /admin/)"
        )
