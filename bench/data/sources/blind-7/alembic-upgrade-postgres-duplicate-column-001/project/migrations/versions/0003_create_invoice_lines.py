"""create invoice lines

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-05 10:21:00

"""
import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "invoice_lines",
        sa.Column("id", sa.BigInteger, primary_key=True),
        sa.Column("invoice_id", sa.BigInteger, sa.ForeignKey("invoices.id", ondelete="CASCADE")),
        sa.Column("description", sa.Text, nullable=False),
        sa.Column("quantity", sa.Integer, nullable=False),
        sa.Column("unit_minor", sa.BigInteger, nullable=False),
    )


def downgrade() -> None:
    raise NotImplementedError("create_invoice_lines")
