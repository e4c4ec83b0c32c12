"""create payments

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-08 10:42:00

"""
import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "payments",
        sa.Column("id", sa.BigInteger, primary_key=True),
        sa.Column("invoice_id", sa.BigInteger, sa.ForeignKey("invoices.id"), nullable=False),
        sa.Column("amount_minor", sa.BigInteger, nullable=False),
        sa.Column("received_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("method", sa.String(16), nullable=False),
    )
    op.create_index("ix_payments_invoice", "payments", ["invoice_id"])


def downgrade() -> None:
    raise NotImplementedError("create_payments")
