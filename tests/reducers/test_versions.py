"""Each family's version table (`features` in base.py): what each version added, in one place."""

from __future__ import annotations

import pytest

from harness.reducers.base import COMMON
from harness.reducers.families.cargo import CARGO, CARGO5, CARGO6
from harness.reducers.families.kubectl import KUBECTL
from harness.reducers.families.pytest import PYTEST, PYTEST2
from harness.reducers.selector import all_reducers


def test_every_feature_starts_at_a_released_version():
    newest: dict[str, int] = {}
    for reducer in all_reducers():
        newest[reducer.name] = max(newest.get(reducer.name, 0), reducer.version)
    for reducer in all_reducers():
        for feature, first in reducer.features.items():
            assert 1 <= first <= newest[reducer.name], (reducer.key, feature)


def test_a_version_has_what_its_table_says_from_the_first_version_on():
    assert not PYTEST.has("unittest") and PYTEST2.has("unittest")
    assert CARGO5.has("panics") and not CARGO5.has("overflow") and CARGO6.has("overflow")
    assert not CARGO.has("dense") and CARGO5.has("dense")


def test_a_common_feature_no_version_of_a_family_has_is_never_had():
    assert set(KUBECTL.features) == {"clipped"}
    assert {feature: KUBECTL.has(feature) for feature in COMMON} == {
        "dense": False,
        "fallback": False,
        "lean": False,
        "clipped": False,
        "honest": False,
    }


def test_a_feature_the_family_does_not_declare_is_refused():
    with pytest.raises(KeyError, match="overflow"):
        PYTEST2.has("overflow")
