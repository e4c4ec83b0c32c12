from __future__ import annotations

from typing import Any

from django import forms
from django.core.exceptions import ValidationError
from django.core.validators import URLValidator, validate_email

from notifications.models import Channel, Kind


class ChannelForm(forms.ModelForm):  # type: ignore[type-arg]
    class Meta:
        model = Channel
        fields = ["name", "kind", "target", "on_review", "on_failed", "on_finished"]
        labels = {"target": "Webhook URL or email address"}
        widgets = {"target": forms.TextInput(attrs={"autocomplete": "off"})}

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        target, kind = data.get("target", ""), data.get("kind")
        if not target or not kind:
            return data
        try:
            if kind == Kind.EMAIL:
                validate_email(target)
            else:
                URLValidator(schemes=["http", "https"])(target)
        except ValidationError:
            what = "an email address" if kind == Kind.EMAIL else "an http(s) URL"
            self.add_error("target", f"A {Kind(kind).label} channel needs {what}.")
        if not any(data.get(f"on_{event}") for event in ("review", "failed", "finished")):
            raise ValidationError("Choose at least one event to hear of.")
        return data
