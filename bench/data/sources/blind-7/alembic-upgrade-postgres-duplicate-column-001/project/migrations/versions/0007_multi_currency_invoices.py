"""multi-currency invoices

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-09 10:49:00

"""
import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column(
        "invoices",
        sa.Column("currency", sa.String(3), nullable=False, server_default="EUR"),
    )
    op.add_column("invoices", sa.Column("fx_rate", sa.Numeric(12, 6), nullable=True))


def downgrade() -> None:
    raise NotImplementedError("multi_currency_invoices")
