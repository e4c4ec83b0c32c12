from django.contrib import admin

from accounts.models import ApiToken, Team


@admin.register(Team)
class TeamAdmin(admin.ModelAdmin):
    filter_horizontal = ["members"]


@admin.register(ApiToken)
class ApiTokenAdmin(admin.ModelAdmin):
    list_display = ["prefix", "user", "name", "created_at", "last_used_at"]
    readonly_fields = ["prefix", "digest", "created_at", "last_used_at"]
