"""What a run's model calls cost: the prices its config was launched with (runs.config:
the endpoint's, written out at launch), a step's cost at them, and the run's budget.

Read from the stored config as it is (a JSON object), without validating the whole of it:
the sink asks once a run, and the pages for each run they show.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from harness.agent.budget import Prices


def prices_of(config: Mapping[str, Any]) -> Prices | None:
    """The prices a run's model calls are charged at; None: no price (a scripted run, a
    replay, an endpoint with no price for the model)."""
    backend = config.get("backend") or {}
    prices = backend.get("prices") if backend.get("kind") == "openai" else None
    return None if prices is None else Prices.model_validate(prices)


def budget_of(config: Mapping[str, Any]) -> Decimal | None:
    """The run's max_cost, in dollars; None: no budget."""
    budget = config.get("max_cost")
    return None if budget is None else Decimal(str(budget))


def cost_of(prices: Prices | None, tokens_in: int, tokens_out: int) -> Decimal | None:
    """What these tokens cost at `prices`; None when there are none (never 0: unknown)."""
    return None if prices is None else prices.cost(tokens_in, tokens_out)


def starting_cost(config: Mapping[str, Any]) -> Decimal | None:
    """A new run's cost: 0 where its model has prices, else None (unknown, never 0)."""
    return None if prices_of(config) is None else Decimal(0)
