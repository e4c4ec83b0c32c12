"""The lists in tests/conftest.py that mark tests name tests that are there: a renamed
module or test would otherwise quietly lose its mark (and `make test-services` its run)."""

from __future__ import annotations

import pytest

from tests.conftest import DATASTORE, ROOT, SLOW


@pytest.mark.parametrize("entry", [*SLOW, *DATASTORE])
def test_each_marked_entry_names_a_test_that_is_there(entry: str):
    where, _, test = entry.partition("::")
    path = ROOT / "tests" / where
    assert path.exists(), f"tests/conftest.py marks {where}, which is not there"
    if test:
        assert f"def {test}(" in path.read_text(), f"{where} has no {test}"
