"""What a run's model calls cost, and the budget checked before each of them.

Prices are per million tokens, in and out, as a model's provider lists them; a cost is
kept as a Decimal, so summing a long run's steps loses nothing. The check before a call
counts what the prompt will cost at the input price (its tokens estimated as the
backends estimate them) on top of what the run has cost so far: the reply's own tokens
are not known until it comes back, so a reply may take a run past its budget, and the
next check stops it.
"""

from __future__ import annotations

from decimal import Decimal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from harness.backends.base import ModelRequest, estimate_tokens, messages_tokens

MILLION = Decimal(1_000_000)


class Prices(BaseModel):
    """What one model's tokens cost, per million."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    price_in: Decimal = Field(ge=0, max_digits=12, decimal_places=6)
    """Per million prompt tokens."""
    price_out: Decimal = Field(ge=0, max_digits=12, decimal_places=6)
    """Per million generated tokens."""

    @field_validator("price_in", "price_out")
    @classmethod
    def _plain(cls, price: Decimal) -> Decimal:
        """1.500000 (a database column's scale) as 1.5, 1000.000000 as 1000, not 1E+3: a
        run's config reads as the price was written."""
        return Decimal(format(price.normalize(), "f"))

    def cost(self, tokens_in: int, tokens_out: int) -> Decimal:
        return (tokens_in * self.price_in + tokens_out * self.price_out) / MILLION


def prompt_tokens(request: ModelRequest) -> int:
    """The prompt's tokens, estimated before it is sent (harness.backends.base.estimate_tokens)."""
    if request.prompt is not None:
        return estimate_tokens(request.prompt)
    return messages_tokens(request.messages or [])


def over_budget(
    prices: Prices, max_cost: Decimal, *, spent: Decimal, request: ModelRequest
) -> str | None:
    """Why sending `request` would take a run that has cost `spent` past `max_cost`; None
    while it stays within."""
    tokens = prompt_tokens(request)
    expected = spent + prices.cost(tokens, 0)
    if expected <= max_cost:
        return None
    return (
        f"the next model call would bring the run's cost to about ${expected:.6f} "
        f"(${spent:.6f} so far, a prompt of about {tokens} tokens), over its budget of "
        f"${max_cost}"
    )
