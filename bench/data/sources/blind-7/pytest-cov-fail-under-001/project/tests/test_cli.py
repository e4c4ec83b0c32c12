import pytest

from postcodes.cli import main


def test_normalise(capsys):
    assert main(["normalise", "ls14ap", "sw1a 1aa"]) == 0
    assert capsys.readouterr().out.split("\n")[:2] == ["LS1 4AP", "SW1A 1AA"]


@pytest.mark.parametrize(("quiet", "lines"), [(False, 2), (True, 1)])
def test_check(capsys, quiet, lines):
    argv = ["check", "LS1 4AP", "QQ1 1AA"] + (["--quiet"] if quiet else [])
    assert main(argv) == 1
    assert len(capsys.readouterr().out.splitlines()) == lines


def test_locate(capsys):
    assert main(["locate", "LS1 4AP"]) == 0
    assert "1/1 located" in capsys.readouterr().err
