"""The real model server for the tests under tests/realmodel/: one for the session.

These tests generate with a real model, so they are slow: `make check` leaves them out,
`make test` (and CI) runs them.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.realmodel.server import ModelServer

HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.is_relative_to(HERE):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="session")
def model_server() -> Iterator[ModelServer]:
    """llama.cpp serving SmolLM2-135M on a free port, in a subprocess of its own."""
    with ModelServer() as server:
        yield server
