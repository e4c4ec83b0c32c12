"""Where a program's installation lives (harness.tools.installation), on folders made here
as pipx, `uv tool install`, `npm install -g --prefix` and `npm install --prefix` lay
them out."""

from __future__ import annotations

import os
from pathlib import Path

from harness.tools.installation import installation, resolve


def _file(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(0o755)
    return path


def test_a_linked_venv_script_shows_its_venv_and_the_python_it_was_made_from(tmp_path: Path):
    base = _file(tmp_path / "pythons/3.12/bin/python3.12", "")
    venv = tmp_path / "tools/server"
    (venv / "pyvenv.cfg").parent.mkdir(parents=True)
    (venv / "pyvenv.cfg").write_text(f"home = {base.parent}\nversion = 3.12\n")
    (venv / "bin").mkdir()
    (venv / "bin/python").symlink_to(base)
    script = _file(venv / "bin/mcp-server", f"#!{venv / 'bin/python'}\nprint()\n")
    link = tmp_path / "local/bin/mcp-server"
    link.parent.mkdir(parents=True)
    link.symlink_to(script)

    found = resolve("mcp-server", str(link.parent))
    assert found == script, "the link is followed to the file it names"
    assert installation(script, "") == [venv, tmp_path / "pythons/3.12"]


def test_a_node_package_shows_its_prefix_and_the_node_its_env_line_names(tmp_path: Path):
    node = _file(tmp_path / "node/bin/node", "")
    prefix = tmp_path / "npm-global"
    entry = _file(prefix / "lib/node_modules/server/dist/index.js", "#!/usr/bin/env node\n")
    assert installation(entry, str(node.parent)) == [prefix, node.parent]


def test_a_locally_installed_node_package_shows_the_node_modules_it_imports_from(
    tmp_path: Path,
):
    """`npm install --prefix P`: the program is P/node_modules/.bin/x, a link to the
    package's script, whose imports are P/node_modules's other packages (before, only the
    script's own folder was shown, and the server could not import its SDK)."""
    node = _file(tmp_path / "node/bin/node", "")
    modules = tmp_path / "mcp/everything/node_modules"
    entry = _file(modules / "@scope/server/dist/index.js", "#!/usr/bin/env node\n")
    _file(modules / "@scope/server/node_modules/own-dep/index.js", "")
    _file(modules / "sdk/index.js", "")
    (modules / ".bin").mkdir()
    (modules / ".bin/server").symlink_to(entry)
    found = resolve(str(modules / ".bin/server"), "")
    assert found == entry
    assert installation(entry, str(node.parent)) == [modules, node.parent]
    nested = modules / "@scope/server/node_modules/own-dep/index.js"
    assert installation(nested, "") == [modules], "the outermost node_modules"


def test_a_bare_program_shows_its_folder_and_a_system_one_nothing(tmp_path: Path):
    program = _file(tmp_path / "opt/tool/server", "\x7fELF")
    assert installation(program, "") == [program.parent]
    assert installation(Path("/bin/sh").resolve(), os.environ["PATH"]) == []
    assert resolve("no-such-program", os.environ["PATH"]) is None
