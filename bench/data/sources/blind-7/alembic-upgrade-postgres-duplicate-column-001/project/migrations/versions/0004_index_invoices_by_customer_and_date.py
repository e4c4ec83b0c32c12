"""index invoices by customer and date

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-06 10:28:00

"""
import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index("ix_invoices_customer_issued", "invoices", ["customer_id", "issued_on"])


def downgrade() -> None:
    raise NotImplementedError("index_invoices_by_customer_and_date")
