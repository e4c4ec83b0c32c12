"""The lab's launch form: what to compare (runs, a filter, or a zip), and the columns:
versions at the default packet budget, and versions at a budget chosen here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django import forms
from django.core.files.uploadedfile import UploadedFile
from django.core.validators import MaxValueValidator, MinValueValidator
from django.forms.boundfield import BoundWidget

from artifacts.models import TrustLane
from harness.reducers import packet, selector
from harness.reducers.selector import all_reducers
from lab import cases
from lab.columns import ColumnSpec
from lab.proposal import parsed_ids
from lab.services import MAX_ARTIFACTS
from runs.config import MAX_PACKET_CAP, cap_floor
from runs.forms import share_of

SOURCES = [
    ("runs", "artifacts of runs"),
    ("filter", "artifacts by filter"),
    ("upload", "uploaded case folders (.zip)"),
]


def version_choices() -> list[tuple[str, str]]:
    keys = sorted(r.key for r in all_reducers())
    return [(key, key) for key in keys]


BUDGET_ROWS = 3
"""The versions at a budget of their own the form offers, each a column."""
BUDGET_FIELDS = ("at_version", "at_share", "at_cap")
"""A budget row's fields, each named `<field>_<row>`."""


@dataclass(frozen=True)
class VersionGroup:
    """One reducer family's version checkboxes: the form shows each family folded."""

    family: str
    checkboxes: list[BoundWidget]

    @property
    def chosen(self) -> int:
        """How many of its versions are ticked: a family with any shows unfolded."""
        return sum(bool(box.data["selected"]) for box in self.checkboxes)


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
        widget=forms.CheckboxSelectMultiple, choices=version_choices, required=False
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for row in range(BUDGET_ROWS):
            self.fields |= budget_fields(row)

    @property
    def budget_rows(self) -> list[list[forms.BoundField]]:
        """Each row's version, share and cap, for the template."""
        return [[self[f"{name}_{row}"] for name in BUDGET_FIELDS] for row in range(BUDGET_ROWS)]

    @property
    def reducer_groups(self) -> list[VersionGroup]:
        """The version checkboxes by reducer family, in the order they are offered."""
        groups: dict[str, list[BoundWidget]] = {}
        for checkbox in self["reducers"]:
            groups.setdefault(str(checkbox.data["value"]).split("@")[0], []).append(checkbox)
        return [VersionGroup(name, boxes) for name, boxes in groups.items()]

    def clean_runs(self) -> list[int]:
        ids = parsed_ids(self.cleaned_data.get("runs", ""))
        if ids is None:
            raise forms.ValidationError("run ids are whole numbers")
        return ids

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
        data["columns"] = self._columns(data)
        return data

    def _columns(self, data: dict[str, Any]) -> list[str]:
        """The columns chosen, as Comparison.reducers holds them: the versions ticked, then
        the versions at a budget; at least two, each once."""
        chosen = [ColumnSpec(version) for version in data.get("reducers") or []]
        for row in range(BUDGET_ROWS):
            column = self._budgeted(data, row)
            chosen += [column] if column is not None else []
        keys = [column.key for column in chosen]
        if twice := sorted({column.title for column in chosen if keys.count(column.key) > 1}):
            self.add_error(None, f"each column once: {', '.join(twice)} is chosen twice")
        elif len(keys) < 2 and not self.errors.get("reducers"):
            self.add_error(
                "reducers", "choose at least two columns: versions, or a version at a budget"
            )
        return keys

    def _budgeted(self, data: dict[str, Any], row: int) -> ColumnSpec | None:
        """Row `row`'s version at its share (given in %) and cap, if it names one."""
        version, percent, cap = (data.get(f"{name}_{row}") for name in BUDGET_FIELDS)
        try:
            share = share_of(percent)
        except forms.ValidationError as error:
            self.add_error(f"at_share_{row}", error)
            return None
        if not version and (share is not None or cap is not None):
            self.add_error(f"at_version_{row}", "choose the version this budget is for")
        return ColumnSpec(version, share, cap) if version else None

    @property
    def too_large(self) -> bool:
        return any(isinstance(e, TooLargeError) for e in self.errors.as_data().get("cases", []))


def budget_fields(row: int) -> dict[str, forms.Field]:
    """A row of the form: a version, and the packet share and cap it is measured at (the
    defaults, the selector's, shown as placeholders)."""
    versions = [("", "a version"), *version_choices()]
    share = forms.FloatField(
        required=False,
        label="at a packet share of output, %",
        widget=forms.NumberInput(
            attrs={"placeholder": f"{selector.BUDGET_SHARE * 100:g}", "step": "any", "min": 0}
        ),
    )
    cap = forms.IntegerField(
        required=False,
        label="packet cap, bytes",
        validators=[MinValueValidator(cap_floor()), MaxValueValidator(MAX_PACKET_CAP)],
        widget=forms.NumberInput(
            attrs={"placeholder": packet.DEFAULT_BUDGET, "min": cap_floor(), "max": MAX_PACKET_CAP}
        ),
    )
    return {
        f"at_version_{row}": forms.ChoiceField(choices=versions, required=False, label="version"),
        f"at_share_{row}": share,
        f"at_cap_{row}": cap,
    }
