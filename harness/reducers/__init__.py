"""Reducers turn a tool's raw output into the bounded, cited packet the model reads.

The loop stores the raw output as an artifact, the selector picks a reducer
for it, and the packet's rendered text is the observation. See base.py for
what a reducer is, packet.py for what it makes, selector.py for the choice.
"""

from __future__ import annotations

from harness.reducers.base import BaseReducer, Reducer
from harness.reducers.packet import DEFAULT_BUDGET, Citation, Escalation, Packet
from harness.reducers.selector import ReducerSet, all_reducers

__all__ = [
    "DEFAULT_BUDGET",
    "BaseReducer",
    "Citation",
    "Escalation",
    "Packet",
    "Reducer",
    "ReducerSet",
    "all_reducers",
]
