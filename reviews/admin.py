from django.contrib import admin
from django.http import HttpRequest

from runs.models import Approval


@admin.register(Approval)
class ApprovalAdmin(admin.ModelAdmin):  # type: ignore[type-arg]  # generic in the stubs only
    list_display = ["pk", "run", "kind", "tool", "status", "decided_by_name", "decided_at"]
    list_filter = ["status", "kind"]
    readonly_fields = [f.name for f in Approval._meta.fields]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False  # approvals come from paused runs; decisions from /review/
