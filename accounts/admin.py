from django.contrib import admin

from accounts.models import ApiToken, Team

# ModelAdmin is generic in django-stubs only: ModelAdmin[Team] would fail at run time
# (without django-stubs-ext's monkeypatch), so the type argument is left out.


@admin.register(Team)
class TeamAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    filter_horizontal = ["members"]


@admin.register(ApiToken)
class ApiTokenAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    list_display = ["prefix", "user", "name", "created_at", "last_used_at"]
    readonly_fields = ["prefix", "digest", "created_at", "last_used_at"]
