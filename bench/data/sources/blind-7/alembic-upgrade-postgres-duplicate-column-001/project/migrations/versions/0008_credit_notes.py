"""credit notes

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-10 10:56:00

"""
import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "credit_notes",
        sa.Column("id", sa.BigInteger, primary_key=True),
        sa.Column("invoice_id", sa.BigInteger, sa.ForeignKey("invoices.id"), nullable=False),
        sa.Column("amount_minor", sa.BigInteger, nullable=False),
        sa.Column("reason", sa.Text),
    )


def downgrade() -> None:
    raise NotImplementedError("credit_notes")
