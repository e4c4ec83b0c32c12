"""Approval and TaintClearance keep their rows in tables named for the app that owns them
(runs_approval, runs_taintclearance): they kept the reviews_ tables they were made in when
they moved to runs (0003). The approvals' index is named for its table as Django names it.
ReviewRule was made here, in runs_reviewrule, and does not change.
"""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("runs", "0011_run_check"),
    ]

    operations = [
        migrations.AlterModelTable(name="approval", table=None),
        migrations.AlterModelTable(name="taintclearance", table=None),
        migrations.RenameIndex(
            model_name="approval",
            new_name="runs_approv_status_15dc69_idx",
            old_name="reviews_app_status_8df544_idx",
        ),
    ]
