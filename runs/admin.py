"""The admin's model endpoints: what a team's runs may call."""

from __future__ import annotations

from django.contrib import admin

from runs.models import Endpoint


# Unparametrised, as in accounts/admin.py: ModelAdmin[Endpoint] fails at run time.
@admin.register(Endpoint)
class EndpointAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    list_display = ("name", "team", "base_url", "allowed_models", "key_env", "timeout")
    list_filter = ("team",)
    search_fields = ("name", "base_url")
