from django.contrib import admin
from django.http import HttpRequest

from artifacts.models import Artifact


@admin.register(Artifact)
class ArtifactAdmin(admin.ModelAdmin):  # type: ignore[type-arg]  # generic in the stubs only
    """Read-only: an artifact is written once by the worker and never edited."""

    list_display = ["id", "tool", "trust_lane", "size", "run", "created_at", "expired"]
    list_filter = ["trust_lane", "expired"]
    search_fields = ["id", "sha256", "tool"]
    exclude = ["line_offsets"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Artifact | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Artifact | None = None) -> bool:
        return False
