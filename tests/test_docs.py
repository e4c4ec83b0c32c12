"""The architecture page names the code as it is: every dotted name it cites imports, and
every path it cites is there."""

from __future__ import annotations

import re

import pytest

from tests.conftest import ROOT
from tests.test_flows import imported

PAGE = ROOT / "docs" / "architecture.md"
PACKAGES = "harness|web|accounts|artifacts|runs|reviews|lab|insights|skills|config"
DOTTED = re.compile(rf"(?<![\w./-])(?:{PACKAGES})(?:\.[A-Za-z_]\w*)+")
PATH = re.compile(r"`((?:[\w.*-]+/)+[\w.*-]*)`")
FILE = re.compile(r"\.(py|md|html|toml|yml|yaml)$")


def cited_names(text: str) -> list[str]:
    """Dotted names of the project's packages, not file names (`runs/models.py` is a path)."""
    return sorted({name for name in DOTTED.findall(text) if not FILE.search(name)})


def cited_paths(text: str) -> list[str]:
    return sorted(set(PATH.findall(text)))


def resolves(name: str) -> bool:
    """Whether `name` is a module, or an attribute (of an attribute...) of one."""
    try:
        imported(name)
    except AssertionError:
        return False
    return True


def test_the_page_cites_names_and_paths():
    text = PAGE.read_text()
    assert len(cited_names(text)) > 40 and len(cited_paths(text)) > 5


@pytest.mark.parametrize("name", cited_names(PAGE.read_text()))
def test_every_dotted_name_imports(name: str):
    assert resolves(name), f"docs/architecture.md cites {name}, which does not import"


@pytest.mark.parametrize("path", cited_paths(PAGE.read_text()))
def test_every_path_is_there(path: str):
    assert list(ROOT.glob(path)), f"docs/architecture.md cites {path}, which is not there"


def test_a_wrong_name_or_path_is_caught():
    text = "see `runs.tasks.resume_run` and `runs/sink.py`, and runs.nothing.here"
    assert cited_names(text) == ["runs.nothing.here", "runs.tasks.resume_run"]
    assert not resolves("runs.tasks.resume_run") and resolves("runs.tasks.execute_run")
    assert cited_paths(text) == ["runs/sink.py"]
