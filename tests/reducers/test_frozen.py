"""A released reducer version never changes behaviour (tests/reducers/frozen.py says how
a change is released instead)."""

from __future__ import annotations

import pytest

from harness.reducers.selector import all_reducers
from tests.reducers.frozen import SAMPLES, digest, recorded

FROZEN = recorded()


@pytest.mark.parametrize("reducer", all_reducers(), ids=lambda r: r.key)
def test_a_released_version_makes_the_packets_it_made_when_it_was_recorded(reducer):
    assert reducer.key in FROZEN, (
        f"{reducer.key} is not recorded: run `python -m tests.reducers.frozen` once it is done"
    )
    changed = [
        name for name, expected in FROZEN[reducer.key].items()
        if (SAMPLES / name).exists() and digest(reducer, SAMPLES / name) != expected
    ]  # fmt: skip
    assert not changed, (
        f"{reducer.key} now reduces {len(changed)} samples differently (first: {changed[0]}); "
        f"release the change as {reducer.name}@{reducer.version + 1}"
    )


def test_every_recorded_sample_is_still_there():
    missing = {n for samples in FROZEN.values() for n in samples if not (SAMPLES / n).exists()}
    assert not missing, f"samples recorded in frozen.json are gone: {sorted(missing)[:5]}"
