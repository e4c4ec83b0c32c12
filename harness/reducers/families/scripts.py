"""A package script that failed (`npm test`, `npm run build`, `pnpm test`): read by
install@5, since its family is npm's, though nothing failed to install.

npm says a script failed after the script's own output:

    > @acme/pricing@2.3.0 test
    > node test.mjs

      FAIL fifteen percent
    AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:
    ...
    npm error Lifecycle script `test` failed with error:
    npm error code 1
    npm error workspace @acme/pricing@2.3.0

(npm 6 to 8 say `npm ERR! code ELIFECYCLE`, pnpm `ELIFECYCLE  Test failed` or
`ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL`; npm 10 and on say nothing when a single package's
script fails, so an output with no installer error whose last banner is a script's is
read the same way.) The evidence is the script's output, between npm's
banner (`> package@version script`) and its error block: its failure lines are cited
first, each with the lines under it (an assertion's values), then the banner and the
workspace that failed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import re2

from harness.output.document import Document
from harness.reducers.builder import PacketBuilder
from harness.reducers.fallback import scan, weighed

FAILED = re2.compile(
    rb"(?m)^(?:npm (?:ERR!|error) (?:Lifecycle script `[^`\n]+` failed|code ELIFECYCLE)|"
    rb".*\bELIFECYCLE\b.*(?:[Cc]ommand|[Tt]est) failed|.*ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL)"
)
SCRIPT = re.compile(r"Lifecycle script `(?P<script>[^`]+)` failed")
BANNER = re.compile(r"^> (?P<package>\S+@\S+) (?P<script>\S+)")
"""npm's and pnpm's line before a script's output: `> @acme/pricing@2.3.0 test`."""
WORKSPACE = re.compile(r"^npm (?:ERR!|error) workspace (?P<workspace>\S+)")
REACH = 3000
"""Lines before npm's error block searched for the script's banner."""
BLOCK_LINES = 12
EVIDENCE_LINES = 3
FIRST_DETAIL, DETAIL_LINES = 4, 2
"""The failure lines of the script's output cited, each with the lines under it (more
under the first: a test's error and its values)."""
OUTPUT, BANNER_PRIORITY = 40.0, 20.0
"""Above the install rules' citations (18 to 30): the script's output says why."""


@dataclass
class ScriptFailure:
    block: int
    """The first line of npm's error block."""
    banner: int
    """The `> package@version script` line, or 0."""
    script: str
    package: str
    workspace_line: int
    workspace: str


def find(doc: Document, *, unreported: bool = False) -> ScriptFailure | None:
    """The last script failure npm or pnpm reports in the output, or None. With
    `unreported`, a script whose banner is the last one and that no error block follows
    counts too (npm 10 and on say nothing when a package's own script fails): its output
    runs to the end."""
    block = 0
    for match in FAILED.finditer(doc.data, max(0, doc.size - (1 << 20))):
        block = doc.line_at(match.start())
    if not block and not unreported:
        return None
    failure = ScriptFailure(block or doc.line_count + 1, 0, "", "", 0, "")
    for number in range(failure.block - 1, max(0, failure.block - REACH), -1):
        if banner := BANNER.match(doc.clean_line(number)):
            failure.banner, failure.package = number, banner["package"]
            failure.script = banner["script"]
            break
    if not (block or failure.banner):
        return None
    for number in range(block, min(doc.line_count, block + BLOCK_LINES) + 1) if block else ():
        text = doc.clean_line(number)
        if named := SCRIPT.search(text):
            failure.script = named["script"]
        elif workspace := WORKSPACE.match(text):
            failure.workspace_line, failure.workspace = number, workspace["workspace"]
    return failure


def cite(packet: PacketBuilder, doc: Document, failure: ScriptFailure) -> None:
    """The script output's failure lines, each with the lines under it: its first (a test
    runner names the failing test before its error), then the most telling; then the
    banner and the workspace line."""
    start = failure.banner + 1 if failure.banner else max(1, failure.block - REACH)
    numbers = scan(doc, start, failure.block - 1)
    found = weighed(doc, numbers, start, failure.block - 1)
    heaviest = sorted(found[1:], key=lambda e: (-e.weight, e.number))
    top = found[:1] + heaviest[: EVIDENCE_LINES - 1]
    for rank, evidence in enumerate(sorted(top, key=lambda e: e.number)):
        end = evidence.number + (FIRST_DETAIL if rank == 0 else DETAIL_LINES)
        end = min(end, failure.block - 1)
        packet.cite(evidence.number, end, "", OUTPUT - rank)
    if failure.banner:
        packet.cite(failure.banner, None, "", BANNER_PRIORITY)
    if failure.workspace_line:
        packet.cite(failure.workspace_line, None, "", BANNER_PRIORITY - 1)


def headline(failure: ScriptFailure, tool: str) -> str:
    """`npm: script `test` failed in @acme/pricing@2.3.0`."""
    where = failure.workspace or failure.package
    script = f"script `{failure.script}`" if failure.script else "a script"
    return f"{tool or 'npm'}: {script} failed" + (f" in {where}" if where else "")
