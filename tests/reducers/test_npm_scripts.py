"""install@5 on package scripts that failed, run with the real npm here (npm 11, Node 20):
`npm test --workspaces` where one workspace's test script fails an assertion, and
`npm run build` whose script crashes on a missing module. Samples captured from the same
runs (recorded in /tmp/npm-script-samples) keep every test running where npm is missing. Record
them again with

    .venv/bin/python -m tests.reducers.test_npm_scripts
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from harness.reducers.families.install import INSTALL4, INSTALL5
from tests.reducers.toolchain import live_or_sample, record_samples, reduce, run

PRICING_TEST = """import assert from "node:assert/strict";
const price = (amount, percent) => amount - amount * percent;
console.log("  ok no discount");
try {
  assert.equal(price(100, 15), 85);
  console.log("  ok fifteen percent");
} catch (error) {
  console.log("  FAIL fifteen percent");
  console.log(error);
  process.exitCode = 1;
}
console.log("1 passed, 1 failed");
"""
SEARCH_TEST = """for (let i = 0; i < 40; i++) console.log(`  ok search case ${i}`);
console.log("40 passed, 0 failed");
"""
BUILD = """import { money } from "./src/lib/money.js";
for (const page of ["orders", "invoices", "payouts"]) console.log(`  built dist/${page}.html`);
console.log(money(3));
"""
PROJECTS: dict[str, dict[str, object]] = {
    "workspaces": {
        "package.json": {"name": "shop", "private": True, "workspaces": ["packages/*"]},
        "packages/pricing/package.json": {
            "name": "@acme/pricing", "version": "2.3.0", "scripts": {"test": "node test.mjs"}
        },
        "packages/pricing/test.mjs": PRICING_TEST,
        "packages/search/package.json": {
            "name": "@acme/search", "version": "2.4.0", "scripts": {"test": "node test.mjs"}
        },
        "packages/search/test.mjs": SEARCH_TEST,
    },
    "run_build": {
        "package.json": {
            "name": "shop-ui", "version": "1.0.0", "type": "module",
            "scripts": {"build": "node build.mjs"},
        },
        "build.mjs": BUILD,
    },
}  # fmt: skip
COMMANDS = {"workspaces": ["npm", "test", "--workspaces"], "run_build": ["npm", "run", "build"]}


def npm(name: str, folder: Path) -> bytes:
    for path, content in PROJECTS[name].items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        text = content if isinstance(content, str) else json.dumps(content, indent=2)
        (folder / path).write_text(text)
    return run(COMMANDS[name], folder)


@pytest.fixture(params=["live", "sample"])
def source(request: pytest.FixtureRequest, tmp_path: Path):  # type: ignore[no-untyped-def]
    return live_or_sample(request.param, "npm-scripts", npm, tmp_path)


def test_a_failing_workspace_test_script_is_read_from_its_own_output(source):  # type: ignore[no-untyped-def]
    data = source("workspaces")
    packet, _ = reduce(INSTALL5, data, budget=500, family="npm")
    assert packet.summary[0] == "npm: script `test` failed in @acme/pricing@2.3.0"
    assert (packet.fields["script"], packet.fields["workspace"]) == ("test", "@acme/pricing@2.3.0")
    assert "error" not in packet.fields  # npm's `code 1` is the script's exit status
    text = packet.render()
    for line in ["FAIL fifteen percent", "AssertionError [ERR_ASSERTION]", "-1400 !== 85"]:
        assert line in text, line
    # version 4 read npm's error block only: the assertion's values were left out
    old, _ = reduce(INSTALL4, data, budget=500, family="npm")
    assert "-1400 !== 85" not in old.render()


def test_a_build_script_that_crashed_is_named_by_its_package(source):  # type: ignore[no-untyped-def]
    packet, _ = reduce(INSTALL5, source("run_build"), budget=600, family="npm")
    assert (packet.fields["script"], packet.fields["workspace"]) == ("build", "shop-ui@1.0.0")
    assert "ERR_MODULE_NOT_FOUND" in packet.render()


if __name__ == "__main__":
    record_samples("npm-scripts", PROJECTS, npm)
    sys.exit(0)
