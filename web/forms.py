"""How the project's forms render: Django's own templates, found through the project's
template settings, but a field's help text, and checkboxes whose labels others wrote, are
containers htmx does not process: they name things an admin typed (an endpoint's models,
an MCP server's name and tools)."""

from __future__ import annotations

from django import forms
from django.forms.renderers import TemplatesSetting


class FormRenderer(TemplatesSetting):
    field_template_name = "forms/field.html"


class InertCheckboxes(forms.CheckboxSelectMultiple):
    """Checkboxes in a container htmx does not process: their labels name things an admin
    or a model wrote (an MCP server's tools, a team's skills)."""

    template_name = "forms/inert_checkboxes.html"
