"""`manage.py cleanup [--dry-run]`: what beat's clean_workspaces does, now (runs.retention).

Removes the workspaces and starts of runs that ended over LOOPGLASS_WORKSPACE_DAYS ago (and
of runs gone from the database), and the repository caches no run fetched for
LOOPGLASS_CACHE_DAYS; each on a line, with the bytes it frees. `--dry-run` lists them and
removes nothing. The runs' Changes patches and artifacts stay.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from runs import retention


class Command(BaseCommand):
    help = "Remove the workspaces, starts and repository caches past their retention."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--dry-run", action="store_true", help="list what would be removed; remove nothing"
        )

    def handle(self, *args: Any, dry_run: bool, **options: Any) -> None:
        done = retention.clean(dry_run=dry_run)
        for item in done:
            self.stdout.write(
                f"{_verb(item, dry_run)} {item.path} ({item.size:,} bytes): {item.why}"
            )
        freed = [item for item in done if item.removed or dry_run]
        total = f"{sum(item.size for item in freed):,} bytes in {len(freed)} folders"
        self.stdout.write(f"would free {total}" if dry_run else f"freed {total}")


def _verb(item: retention.Removal, dry_run: bool) -> str:
    if dry_run:
        return "would remove"
    return "removed" if item.removed else "could not remove"
