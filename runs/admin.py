"""The admin's model endpoints and MCP servers: what a team's runs may call and use."""

from __future__ import annotations

from django.contrib import admin

from runs.models import Endpoint, McpServer


# Unparametrised, as in accounts/admin.py: ModelAdmin[Endpoint] fails at run time.
@admin.register(Endpoint)
class EndpointAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    list_display = (
        "name",
        "team",
        "base_url",
        "allowed_models",
        "constrain",
        "server",
        "timeout",
        "price_in",
        "price_out",
    )
    list_filter = ("team",)
    search_fields = ("name", "base_url")


@admin.register(McpServer)
class McpServerAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    list_display = ("name", "team", "transport", "allowed_tools", "env", "timeout")
    list_filter = ("team",)
    search_fields = ("name", "url")
