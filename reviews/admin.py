from django.contrib import admin

from runs.models import Approval


@admin.register(Approval)
class ApprovalAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    list_display = ["pk", "run", "kind", "tool", "status", "decided_by_name", "decided_at"]
    list_filter = ["status", "kind"]
    readonly_fields = [f.name for f in Approval._meta.fields]

    def has_add_permission(self, request: object) -> bool:
        return False  # approvals come from paused runs; decisions from /review/
