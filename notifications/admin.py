from __future__ import annotations

from django.contrib import admin

from notifications.models import Channel, Delivery


@admin.register(Channel)
class ChannelAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    list_display = ["name", "team", "kind", "shown_target", "enabled"]
    list_filter = ["kind", "enabled", "team"]
    exclude = ["target"]  # the URL's path is its secret: set it on the team's page


@admin.register(Delivery)
class DeliveryAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    list_display = ["pk", "channel", "event", "run", "status", "attempts", "created_at"]
    list_filter = ["status", "event"]
    readonly_fields = [
        "channel",
        "event",
        "run",
        "approval",
        "status",
        "attempts",
        "attempted_at",
        "last_error",
        "created_at",
        "sent_at",
    ]
