"""The lab's launch form: what to compare (runs, a filter, or a zip) and which versions."""

from __future__ import annotations

from typing import Any

from django import forms
from django.core.files.uploadedfile import UploadedFile

from artifacts.models import TrustLane
from harness.reducers.selector import all_reducers
from lab import cases
from lab.services import MAX_ARTIFACTS

SOURCES = [
    ("runs", "artifacts of runs"),
    ("filter", "artifacts by filter"),
    ("upload", "uploaded case folders (.zip)"),
]


def version_choices() -> list[tuple[str, str]]:
    keys = sorted(r.key for r in all_reducers())
    return [(key, key) for key in keys]


class TooLargeError(forms.ValidationError):
    """The upload is over the size limit: the view answers 413."""


class LabForm(forms.Form):
    source = forms.ChoiceField(choices=SOURCES, widget=forms.RadioSelect, initial="runs")
    runs = forms.CharField(required=False, help_text="run ids, separated by spaces or commas")
    family = forms.CharField(required=False, max_length=100)
    lane = forms.ChoiceField(required=False, choices=[("", "any lane"), *TrustLane.choices])
    since = forms.DateField(required=False, widget=forms.DateInput(attrs={"type": "date"}))
    until = forms.DateField(required=False, widget=forms.DateInput(attrs={"type": "date"}))
    limit = forms.IntegerField(min_value=1, max_value=MAX_ARTIFACTS, initial=100)
    cases = forms.FileField(required=False, help_text="a .zip of LogDx-CI case folders, ≤ 50 MB")
    reducers = forms.MultipleChoiceField(
        widget=forms.CheckboxSelectMultiple, choices=version_choices
    )

    def clean_runs(self) -> list[int]:
        raw = self.cleaned_data.get("runs", "").replace(",", " ").split()
        if not all(part.isdigit() for part in raw):
            raise forms.ValidationError("run ids are whole numbers")
        return [int(part) for part in raw]

    def clean_reducers(self) -> list[str]:
        chosen: list[str] = self.cleaned_data["reducers"]
        if len(chosen) < 2:
            raise forms.ValidationError("choose at least two versions to compare")
        return chosen

    def clean_cases(self) -> UploadedFile[bytes] | None:
        upload: UploadedFile[bytes] | None = self.cleaned_data.get("cases")
        if upload is None:
            return None
        size = upload.size or 0  # the upload handlers always set it; the stubs allow None
        if size > cases.MAX_ZIP_BYTES:
            raise TooLargeError(
                f"the zip is {size >> 20} MB; at most {cases.MAX_ZIP_BYTES >> 20} MB"
            )
        try:
            cases.check_zip(upload)
        except cases.CaseZipError as error:
            raise forms.ValidationError(str(error)) from None
        upload.seek(0)
        return upload

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        source = data.get("source")
        if source == "runs" and not data.get("runs") and "runs" not in self.errors:
            self.add_error("runs", "name at least one run")
        if source == "upload" and not data.get("cases") and "cases" not in self.errors:
            self.add_error("cases", "choose a .zip of case folders")
        return data

    @property
    def too_large(self) -> bool:
        return any(isinstance(e, TooLargeError) for e in self.errors.as_data().get("cases", []))
