from hypothesis import given
from hypothesis import strategies as st

from payouts.allocate import allocate
from payouts.fees import net_of_fee

cents = st.integers(min_value=0, max_value=10**7)
weights = st.lists(st.integers(min_value=1, max_value=100), min_size=1, max_size=8)


@given(cents, st.integers(min_value=0, max_value=10_000))
def test_fee_is_monotonic(gross, fee_bps):
    assert net_of_fee(gross, fee_bps) >= net_of_fee(gross, min(10_000, fee_bps + 1))


@given(cents, weights)
def test_allocation_is_non_negative(total, shares):
    assert all(part >= 0 for part in allocate(total, shares))


@given(cents, weights)
def test_allocation_preserves_total(total, shares):
    parts = allocate(total, shares)
    assert sum(parts) == total


@given(cents, weights)
def test_allocation_has_one_part_per_partner(total, shares):
    assert len(allocate(total, shares)) == len(shares)
