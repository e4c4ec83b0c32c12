"""python manage.py seed_long_run USERNAME [--steps N]: a long synthetic run to look at."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser

from runs.synthetic import long_run


class Command(BaseCommand):
    help = (
        "Write a finished run of N synthetic steps (default 100,000) for USERNAME's team, to see "
        "how the run page, its paging and the API cope with a very long run."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("username")
        parser.add_argument("--steps", type=int, default=100_000)

    def handle(self, *args: Any, **options: Any) -> None:
        if options["steps"] < 1:
            raise CommandError("--steps must be at least 1")
        try:
            owner = get_user_model().objects.get(username=options["username"])
        except get_user_model().DoesNotExist as missing:
            raise CommandError(f"no user named {options['username']!r}") from missing
        run = long_run(owner, options["steps"])
        self.stdout.write(f"run {run.pk}: {run.step_count} steps at {run.get_absolute_url()}")
