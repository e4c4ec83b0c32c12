"""Approval and TaintClearance move from the reviews app to runs (issue 19: pausing,
deciding and resuming a run are the runs app's; the review queue keeps its pages).

Their tables stay as they are (reviews_approval, reviews_taintclearance): only Django's
view of which app owns them changes, here and in reviews 0004. Their content types move
too, so that the `decide` permission, and the groups that hold it, carry over.
TaintClearance gains `applied`: whether its event is in the run's log (rows made before
were written to the log when they were made).
"""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models
from django.db.backends.base.schema import BaseDatabaseSchemaEditor
from django.db.migrations.state import StateApps


def move_content_types(apps: StateApps, schema_editor: BaseDatabaseSchemaEditor) -> None:
    content_types = apps.get_model("contenttypes", "ContentType")
    content_types.objects.filter(
        app_label="reviews", model__in=["approval", "taintclearance"]
    ).update(app_label="runs")


def move_content_types_back(apps: StateApps, schema_editor: BaseDatabaseSchemaEditor) -> None:
    content_types = apps.get_model("contenttypes", "ContentType")
    content_types.objects.filter(app_label="runs", model__in=["approval", "taintclearance"]).update(
        app_label="reviews"
    )


class Migration(migrations.Migration):
    dependencies = [
        ("runs", "0002_step_text_names_and_enqueued_at"),
        ("reviews", "0003_annotation"),
        ("contenttypes", "0002_remove_content_type_name"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.RunPython(move_content_types, move_content_types_back),
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="Approval",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True,
                                primary_key=True,
                                serialize=False,
                                verbose_name="ID",
                            ),
                        ),
                        ("call_id", models.CharField(max_length=64)),
                        ("step_index", models.PositiveIntegerField()),
                        ("kind", models.CharField(max_length=30)),
                        ("tool", models.CharField(max_length=200)),
                        ("arguments", models.JSONField()),
                        ("reason", models.TextField()),
                        ("details", models.JSONField(blank=True, default=dict)),
                        (
                            "status",
                            models.CharField(
                                choices=[
                                    ("pending", "Pending"),
                                    ("approved", "Approved"),
                                    ("rejected", "Rejected"),
                                    ("edited", "Edited"),
                                    ("responded", "Responded"),
                                ],
                                default="pending",
                                max_length=20,
                            ),
                        ),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        ("expires_at", models.DateTimeField(blank=True, null=True)),
                        ("decided_by_name", models.CharField(blank=True, max_length=150)),
                        ("decided_at", models.DateTimeField(blank=True, null=True)),
                        ("comment", models.TextField(blank=True)),
                        ("decided_arguments", models.JSONField(blank=True, null=True)),
                        (
                            "decided_by",
                            models.ForeignKey(
                                blank=True,
                                null=True,
                                on_delete=django.db.models.deletion.SET_NULL,
                                related_name="decisions",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                        (
                            "run",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="approvals",
                                to="runs.run",
                            ),
                        ),
                    ],
                    options={
                        "db_table": "reviews_approval",
                        "ordering": ["-created_at", "-pk"],
                        "permissions": [("decide", "Can decide approvals and clear a run's taint")],
                        "indexes": [
                            models.Index(
                                fields=["status", "expires_at"],
                                name="reviews_app_status_8df544_idx",
                            )
                        ],
                        "constraints": [
                            models.UniqueConstraint(
                                fields=("run", "call_id"), name="one_approval_per_call"
                            )
                        ],
                    },
                ),
                migrations.CreateModel(
                    name="TaintClearance",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True,
                                primary_key=True,
                                serialize=False,
                                verbose_name="ID",
                            ),
                        ),
                        ("cleared_by_name", models.CharField(max_length=150)),
                        ("cleared_at", models.DateTimeField(auto_now_add=True)),
                        ("comment", models.TextField(blank=True)),
                        ("sources", models.JSONField(default=list)),
                        (
                            "cleared_by",
                            models.ForeignKey(
                                null=True,
                                on_delete=django.db.models.deletion.SET_NULL,
                                related_name="+",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                        (
                            "run",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="taint_clearances",
                                to="runs.run",
                            ),
                        ),
                    ],
                    options={
                        "db_table": "reviews_taintclearance",
                        "ordering": ["-cleared_at", "-pk"],
                    },
                ),
            ],
        ),
        migrations.AddField(
            model_name="taintclearance",
            name="applied",
            field=models.BooleanField(default=True),
        ),
        migrations.AlterField(
            model_name="taintclearance",
            name="applied",
            field=models.BooleanField(default=False),
        ),
    ]
