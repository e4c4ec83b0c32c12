"""A team's tool preferences, learned from its ended runs, as a preference file:
`python manage.py export_preferences TEAM_ID -o FILE`. Two agents' (or teams') files are
then merged with `python -m harness.learning merge A B -o OUT`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from accounts.models import Team
from harness.learning import save_preferences
from insights.services import DEFAULT_RUNS
from skills.selectors import preferences_from, team_runs


class Command(BaseCommand):
    help = "Write a team's learned tool preferences (Beta beliefs) as a JSON file."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("team", type=int, help="the team's id")
        parser.add_argument("-o", "--output", type=Path, required=True)
        parser.add_argument("--runs", type=int, default=DEFAULT_RUNS, help="its last N runs")

    def handle(self, *args: Any, team: int, output: Path, runs: int, **options: Any) -> None:
        if not Team.objects.filter(pk=team).exists():
            raise CommandError(f"no team {team}")
        learned = team_runs(team, limit=runs)
        save_preferences(preferences_from(learned), output)
        self.stdout.write(f"{output}: learned from {len(learned)} runs")
