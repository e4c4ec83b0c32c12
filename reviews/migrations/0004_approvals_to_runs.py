"""Approval and TaintClearance are the runs app's now (runs 0003): their tables stay."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("reviews", "0003_annotation"),
        ("runs", "0003_approvals_from_reviews"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.DeleteModel(name="Approval"),
                migrations.DeleteModel(name="TaintClearance"),
            ],
        ),
    ]
