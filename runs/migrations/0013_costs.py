"""Costs: an endpoint's prices per million tokens (its own, and a model's), and what each
step and run cost at the prices its run was launched with (None: no price was set)."""

from decimal import Decimal

import django.core.validators
from django.db import migrations, models

import runs.endpoints


class Migration(migrations.Migration):
    dependencies = [
        ("runs", "0012_gate_tables_named_for_runs"),
    ]

    operations = [
        migrations.AddField(
            model_name="endpoint",
            name="model_prices",
            field=models.JSONField(
                blank=True,
                default=dict,
                help_text='a model\'s own prices: {"gpt-4.1-mini": {"in": "0.4", "out": "1.6"}}',
                validators=[runs.endpoints.check_model_prices],
            ),
        ),
        migrations.AddField(
            model_name="endpoint",
            name="price_in",
            field=models.DecimalField(
                blank=True,
                decimal_places=6,
                help_text="dollars per million prompt tokens; empty: no price",
                max_digits=12,
                null=True,
                validators=[django.core.validators.MinValueValidator(Decimal("0"))],
                verbose_name="input price",
            ),
        ),
        migrations.AddField(
            model_name="endpoint",
            name="price_out",
            field=models.DecimalField(
                blank=True,
                decimal_places=6,
                help_text="dollars per million generated tokens",
                max_digits=12,
                null=True,
                validators=[django.core.validators.MinValueValidator(Decimal("0"))],
                verbose_name="output price",
            ),
        ),
        migrations.AddField(
            model_name="run",
            name="cost",
            field=models.DecimalField(blank=True, decimal_places=10, max_digits=20, null=True),
        ),
        migrations.AddField(
            model_name="step",
            name="cost",
            field=models.DecimalField(blank=True, decimal_places=10, max_digits=20, null=True),
        ),
    ]
