"""What the runs app tells the apps above it, which it does not import."""

from __future__ import annotations

from django.dispatch import Signal

approval_changed = Signal()
"""Sent once an approval is recorded or decided, after the commit, with `approval_id` and
`new` (True for a call that just paused). The review queue (reviews.live) listens."""
