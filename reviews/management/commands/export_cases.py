"""Write every missing-evidence label as a benchmark case: `python manage.py export_cases DIR`,
then `python -m harness.reducers.eval DIR` scores the reducers on them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from harness.output.artifacts import ArtifactError
from reviews.annotations import AnnotationRefused, write_case
from reviews.models import Annotation, Verdict


class Command(BaseCommand):
    help = "Write missing-evidence labels as cases in the LogDx-CI layout."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("folder", type=Path)
        parser.add_argument("--run", type=int, help="only the labels of this run")

    def handle(self, *args: Any, folder: Path, run: int | None, **options: Any) -> None:
        labels = Annotation.objects.filter(verdict=Verdict.MISSING_EVIDENCE).select_related("step")
        if run is not None:
            labels = labels.filter(run_id=run)
        written = 0
        for label in labels.order_by("pk"):
            try:
                self.stdout.write(str(write_case(label, folder)))
                written += 1
            except (AnnotationRefused, ArtifactError) as refused:
                self.stderr.write(f"label {label.pk}: {refused}")
        self.stdout.write(f"{written} cases in {folder}")
