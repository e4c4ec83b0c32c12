"""create invoices

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-04 10:14:00

"""
import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "invoices",
        sa.Column("id", sa.BigInteger, primary_key=True),
        sa.Column("customer_id", sa.BigInteger, sa.ForeignKey("customers.id"), nullable=False),
        sa.Column("number", sa.String(32), nullable=False, unique=True),
        sa.Column("issued_on", sa.Date, nullable=False),
        sa.Column("total_minor", sa.BigInteger, nullable=False, server_default="0"),
    )


def downgrade() -> None:
    raise NotImplementedError("create_invoices")
