"""add invoice currency

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-07 10:35:00

"""
import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column(
        "invoices",
        sa.Column("currency", sa.String(3), nullable=False, server_default="EUR"),
    )


def downgrade() -> None:
    raise NotImplementedError("add_invoice_currency")
