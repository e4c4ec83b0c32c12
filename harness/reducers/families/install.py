"""Package installs that failed (pip, uv, npm, pnpm, yarn) and dependency audits.

The reducer reads the output's tail line by line against a table of rules,
one per message the installers print: a requirement no index satisfies
(`Could not find a version that satisfies`, `No matching version found`,
`404 Not Found`, `ETARGET`), a resolver conflict (`ResolutionImpossible` and
the `depends on` lines after it, `ERESOLVE` and its `peer` lines, uv's
`No solution found`), a build backend that failed (`subprocess-exited-with-
error`, the `<step> did not run successfully` line and the last lines of
the backend's own output), network errors, and audit reports (pnpm's and
yarn's box tables, `npm audit`'s text report). The failing package and its
constraint, the conflict, the build step and each advisory (severity,
package, vulnerable and patched versions, title) become fields; the lines
that say so are cited. `npm audit --json` and `pnpm audit --json` are read
through a jq contract and cited by JSON pointer. The generic evidence of
`cite_generic` comes after, ranked lower.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import unquote, urlparse

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers.base import BaseReducer, clean_head_and_tail
from harness.reducers.families import scripts
from harness.reducers.families.json import (
    JsonPacketBuilder,
    Loaded,
    cite_errors,
    clip,
    defer_to,
    field_limit,
    fixed_size,
    load,
    looks_like_json,
    put,
    register,
    run,
    say,
    shrink,
    tail_lines,
)
from harness.reducers.families.scripts import ScriptFailure
from harness.reducers.families.text import cite_generic
from harness.reducers.packet import Packet
from harness.reducers.progress import InstallProgress, Progress

SEVERITIES = ("critical", "high", "moderate", "medium", "low", "info")
FIELD_SHARE = 0.8
"""The fields carry the diagnosis (package, constraint, advisories): most of the budget."""
GENERIC_SCALE = 0.3
HEADLINE_SHARE = 0.5
"""A summary line only when the fields leave this much of the budget: they say it already."""
NETWORK = re.compile(
    r"NewConnectionError|ConnectTimeoutError|ReadTimeoutError|Max retries exceeded|"
    r"Temporary failure in name resolution|Name or service not known|Connection refused|"
    r"Connection reset|Connection aborted|RemoteDisconnected|SSLError|CERTIFICATE_VERIFY_FAILED|"
    r"ProxyError|\bE(?:CONNRESET|CONNREFUSED|TIMEDOUT|NOTFOUND|AI_AGAIN|HOSTUNREACH|NETUNREACH)\b|"
    r"socket hang up|getaddrinfo|network timeout|ERR_SOCKET_TIMEOUT|"
    r"\b(?:40[135-9]|4[1-9]\d|5\d\d) [A-Z][A-Za-z ]+ - (?:GET|POST|PUT) https?://"
)
TRIGGER = re.compile(
    r"ERROR|[Ee]rror|ERR|\u00d7|╰|[│┃]|depends on|requires|requested|[Ss]everity|vulnerabilit|"
    r"Retrying|No matching|peer |Found:|While resolving|end of output|YN\d{4}|audit|"
    r"advisories|[Bb]ecause|fix available|No fix|ELIFECYCLE|^(?:yarn|pnpm|npm) .*v\d|"
    r"^@?[\w.-]+(?:/[\w.-]+)?\s{2,}[<>=*^~\d]|" + NETWORK.pattern
)
YARN_ERRORS = r"YN00(?:01|09|18|28|35|46|82)"
"""yarn (berry) message codes that are errors: exception, build failed, checksum mismatch,
frozen lockfile, package not found, unparsable lockfile, no candidates."""
SCRIPT_CODES = r"RECURSIVE_RUN|RECURSIVE_EXEC|NO_SCRIPT|RUN_"
"""pnpm codes of a failed script (`pnpm test`): not the install's failure."""
STRONG = re.compile(
    r"(?m)^(?:ERROR: (?:Could not find a version that satisfies|No matching distribution found|"
    r"Cannot install .* conflicting dependencies|ResolutionImpossible|"
    r"Could not install packages due to)|"
    r"npm (?:ERR!|error) (?:code E(?!LIFECYCLE)[A-Z0-9]+|404 |notarget |ERESOLVE |audit )|"
    r".*\bERR_PNPM_(?!" + SCRIPT_CODES + r")[A-Z0-9_]+|\s*\u00d7 No solution found when resolving|"
    r"# npm audit report|[│┃] (?:Vulnerable versions|Patched versions|Patched in)\s+[│┃]|"
    r"\d+ vulnerabilities found|error (?:Couldn't find package|An unexpected error occurred)|"
    r"➤ (?:" + YARN_ERRORS + r": |YN0000: .*Failed with errors))"
)
BUILD = re.compile(
    r"(?m)^(?:\s*error: (?:subprocess-exited-with-error|metadata-generation-failed)|"
    r"ERROR: Failed building wheel|ERROR: Failed to build |"
    r"npm (?:ERR!|error) path \S*node_modules/)"
)
"""A build backend failed: the installer's doing, but the cause is in the build's output,
which a compiler's or a test runner's reducer may read better."""
NEAR_END = 2048
"""A marker this close to the end (or to the last CI error annotation) is the failure: an
installer stops at its error, whereas a test run goes on after its captured output."""


@dataclass
class Advisory:
    severity: str = ""
    package: str = ""
    title: str = ""
    vulnerable: str = ""
    patched: str = ""
    fix: str = ""
    """What the tool proposes when it names no patched versions: a command, an upgrade."""
    url: str = ""
    last_key: str = "title"

    def line(self, room: int = 1 << 20) -> str:
        """The advisory in one line of at most `room` bytes: the patched versions go first,
        then the severity, then the title is clipped; package and versions stay."""
        versions = f" {self.vulnerable}" if self.vulnerable else ""
        patched = f" (patched {self.patched})" if self.patched else ""
        patched = patched or (f" (fix: {self.fix})" if self.fix else "")
        title = f": {self.title}" if self.title else ""
        for text in (
            f"{self.severity} {self.package}{versions}{patched}{title}",
            f"{self.severity} {self.package}{versions}{title}",
            f"{self.package}{versions}{title}",
        ):
            if len(text.strip().encode()) <= room:
                return text.strip()
        return clip(f"{self.package}{versions}{title}".strip(), room)


@dataclass
class Cite:
    start: int
    end: int
    label: str
    priority: float
    keep: Literal["start", "end"] = "start"


@dataclass
class Scan:
    """What the rules found in an install's output."""

    doc: Document
    tools: list[str] = field(default_factory=list)
    code: str = ""
    package: str = ""
    constraint: str = ""
    available: str = ""
    conflicts: list[str] = field(default_factory=list)
    build_step: str = ""
    network: str = ""
    python_requires: str = ""
    message: str = ""
    advisories: list[Advisory] = field(default_factory=list)
    audit: list[str] = field(default_factory=list)
    block_start: int = 0
    npm_report: bool = False
    cites: list[Cite] = field(default_factory=list)

    def tool(self, name: str) -> None:
        if name not in self.tools:
            self.tools.append(name)

    def cite(self, number: int, label: str, priority: float) -> None:
        self.cites.append(Cite(number, number, label, priority))

    def requirement(self, spec: str) -> None:
        """The failing package and its constraint, from `name==1.0` or `name@^1.0`."""
        if self.package:
            return
        self.package, self.constraint = split_requirement(spec.strip("'\".,"))

    def conflict(self, text: str) -> None:
        text = " ".join(text.split())
        if text and text not in self.conflicts:
            self.conflicts.append(text)


Rule = tuple[re.Pattern[str], Callable[[Scan, re.Match[str], int], None]]
PYPI_NAME = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?(.*)$")
NPM_NAME = re.compile(r"^(@?[^@\s]+)(?:@(.*))?$")


def split_requirement(spec: str) -> tuple[str, str]:
    if "@" in spec.lstrip("@") or spec.startswith("@"):
        found = NPM_NAME.match(spec)
        if found:
            return found.group(1), found.group(2) or ""
    found = PYPI_NAME.match(spec)
    return (found.group(1), found.group(3).strip()) if found else (spec, "")


# pip and uv


def _pip_not_found(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.tool("pip")
    scan.code = scan.code or "no matching version"
    scan.requirement(m.group("req"))
    scan.available = scan.available or (m.groupdict().get("versions") or "")
    scan.cite(n, "not found", 30.0)


def _pip_cannot_install(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.tool("pip")
    scan.code = "ResolutionImpossible"
    scan.package = scan.package or m.group("what")
    scan.cite(n, "conflict", 30.0)


def _pip_conflict_line(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.conflict(m.group("what"))
    scan.cite(n, "conflict", 24.0)


def _pip_resolution_impossible(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.tool("pip")
    scan.code = "ResolutionImpossible"
    scan.cite(n, "conflict", 27.0)


def _pip_installed_conflict(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.conflict(m.group(0))
    scan.cite(n, "conflict", 14.0)


def _subprocess_error(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.code = scan.code or m.group("code")
    scan.cite(n, "build", 20.0)


def _build_step(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.build_step = scan.build_step or m.group("step")
    scan.cite(n, "build step", 26.0)


def _exit_code(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.cite(n, "exit code", 18.0)


def _output_start(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.block_start = n


def _output_end(scan: Scan, m: re.Match[str], n: int) -> None:
    """A build backend's output: its last lines, and its error lines above them."""
    start, scan.block_start = scan.block_start, 0
    if not start or n - start > 2000:
        return
    scan.cites.append(Cite(start + 1, n - 1, "build output", 22.0, "end"))
    inner = [k for k in range(start + 1, n) if BUILD_ERROR.search(scan.doc.clean_line(k))]
    for number in inner[-3:]:
        scan.cite(number, "build error", 27.0)


BUILD_ERROR = re.compile(r"(?i)\berror\b|exception|fatal|not found|no such file|undefined")


def _failed_build(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.tool("pip")
    what = m.group("what")
    quoted = re.search(r"'([^']+)'|\(([^)]+)\)", what)
    name = next((g for g in quoted.groups() if g), "") if quoted else what.split()[0]
    scan.package = scan.package or name.rsplit("/", 1)[-1]
    scan.code = scan.code or "build failed"
    scan.cite(n, "build", 25.0)


def _pip_os_error(scan: Scan, m: re.Match[str], n: int) -> None:
    why = m.group("why")
    if NETWORK.search(why):
        scan.network = scan.network or why
    else:
        scan.code = scan.code or m.group("kind")
        scan.message = scan.message or why
    scan.cite(n, "error", 27.0)


def _python_requires(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.python_requires = m.group("what")
    scan.cite(n, "python version", 20.0)


def _retrying(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.network = m.group("why")
    scan.cite(n, "network", 21.0)


def _uv_no_solution(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.tool("uv")
    scan.code = "no solution"
    scan.cite(n, "conflict", 30.0)


def _uv_because(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.conflict(m.group("what"))
    scan.cite(n, "conflict", 26.0)


def _other_error(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.message = scan.message or m.group("what")
    scan.cite(n, "error", 16.0)


# npm, pnpm, yarn


def _npm_code(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.tool("npm")
    scan.code = m.group("code")
    scan.cite(n, "error code", 30.0)


def _npm_404(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.requirement(package_of(m.group("url")))
    scan.cite(n, "not found", 29.0)


def package_of(url: str) -> str:
    """The package a registry URL names: `.../@scope%2fname` → `@scope/name`."""
    parts = unquote(urlparse(url.rstrip(":")).path).strip("/").split("/")
    return "/".join(parts[:2]) if parts[0].startswith("@") else parts[0]


def _npm_spec(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.requirement(m.group("spec"))
    scan.cite(n, "not found", 28.0)


def _npm_resolve(scan: Scan, m: re.Match[str], n: int) -> None:
    what = m.group("what")
    if what.startswith(("peer ", "Conflicting peer")) or " from " in what:
        scan.conflict(what)
    elif what.startswith("Found: "):
        scan.conflict(f"found {what[7:]}")
    scan.cite(n, "conflict", 27.0 if what.startswith(("Found", "peer", "Could not")) else 24.0)


def _npm_request_failed(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.network = scan.network or m.group(0)
    scan.cite(n, "network", 27.0)


def _npm_command(scan: Scan, m: re.Match[str], n: int) -> None:
    if m.group("cmd"):
        scan.build_step = scan.build_step or m.group("cmd")
    scan.cite(n, "build", 22.0)


def _npm_other(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.tool("npm")
    _other_error(scan, m, n)


def _gyp(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.cite(n, "build", 18.0)


def _pnpm_code(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.tool("pnpm")
    scan.code = scan.code or f"ERR_PNPM_{m.group('code')}"
    scan.message = scan.message or m.group("msg")
    url = re.search(r"GET (\S+?):? Not Found", m.group("msg"))
    if url:
        scan.requirement(package_of(url.group(1)))
    scan.cite(n, "error code", 30.0)


def _pnpm_peer(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.conflict(m.group("what"))
    scan.cite(n, "conflict", 24.0)


def _lifecycle(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.cite(n, "build", 18.0)


def _yarn_error(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.tool("yarn")
    what = m.group("what")
    package = re.search(r'package "([^"]+)"|"https?://\S+?/(@?[^/"]+): Not found', what)
    if package:
        scan.requirement(unquote(package.group(1) or package.group(2)))
    if NETWORK.search(what):
        scan.network = scan.network or what
    scan.message = scan.message or what
    scan.cite(n, "error", 28.0)


def _yarn_berry(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.tool("yarn")
    scan.message = scan.message or m.group("what") or m.group("done")
    scan.cite(n, "error", 22.0)


def _network(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.network = scan.network or scan.doc.clean_line(n).strip()
    scan.cite(n, "network", 21.0)


# audits


def _table_row(scan: Scan, m: re.Match[str], n: int) -> None:
    """A row of pnpm's or yarn's advisory table: `│ key │ value │`."""
    key, value = m.group("key").strip(), m.group("value").strip()
    if key.lower() in SEVERITIES:
        scan.advisories.append(Advisory(severity=key.lower(), title=value))
        scan.cite(n, key.lower(), 28.0)
        return
    if not scan.advisories:
        return
    advisory = scan.advisories[-1]
    name = TABLE_KEYS.get(key.lower(), "" if key else advisory.last_key)
    if key.lower() == "vulnerable versions":
        scan.tool("pnpm")
    if key:
        advisory.last_key = name  # an unknown key's wrapped lines are not appended anywhere
    if name:
        _append(advisory, name, value)
        scan.cite(n, name, 20.0 if name in ("package", "vulnerable", "patched") else 10.0)


TABLE_KEYS = {
    "package": "package",
    "module": "package",
    "vulnerable versions": "vulnerable",
    "patched versions": "patched",
    "patched in": "patched",
    "more info": "url",
}


def _append(advisory: Advisory, name: str, value: str) -> None:
    old = str(getattr(advisory, name))
    joiner = "" if not old or old.endswith(("/", ".", "-", ">", "@")) else " "
    setattr(advisory, name, f"{old}{joiner}{value}" if old else value)
    advisory.last_key = name


def _audit_total(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.audit.append(m.group(0).strip())
    scan.cite(n, "audit", 26.0)


def _severity(scan: Scan, m: re.Match[str], n: int) -> None:
    what = m.group("what").strip()
    advisory = scan.advisories[-1] if scan.advisories else None
    if scan.npm_report and advisory and not advisory.severity and what.lower() in SEVERITIES:
        advisory.severity = what.lower()
        scan.cite(n, "severity", 24.0)
    else:
        scan.audit.append(f"severity {what}")
        scan.cite(n, "audit", 25.0)


def _npm_report(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.tool("npm")
    scan.npm_report = True
    scan.cite(n, "audit", 15.0)


def _banner(scan: Scan, m: re.Match[str], n: int) -> None:
    scan.tool(m.group("tool"))


def _npm_report_package(scan: Scan, m: re.Match[str], n: int) -> None:
    if scan.npm_report:
        scan.advisories.append(Advisory(package=m.group("name"), vulnerable=m.group("range")))
        scan.cite(n, "package", 27.0)


def _npm_report_title(scan: Scan, m: re.Match[str], n: int) -> None:
    if scan.npm_report and scan.advisories and not scan.advisories[-1].title:
        scan.advisories[-1].title = m.group("title")
        scan.advisories[-1].url = m.group("url")
        scan.cite(n, "advisory", 26.0)


def _npm_report_fix(scan: Scan, m: re.Match[str], n: int) -> None:
    if scan.npm_report and scan.advisories and not scan.advisories[-1].patched:
        scan.advisories[-1].fix = m.group("fix") or "none available"
        scan.cite(n, "fix", 12.0)


RULES: list[Rule] = [
    (
        re.compile(
            r"^ERROR: Could not find a version that satisfies the requirement (?P<req>\S+)"
            r"(?: \(from versions?: (?P<versions>[^)]*)\))?"
        ),
        _pip_not_found,
    ),
    (re.compile(r"^ERROR: No matching distribution found for (?P<req>\S+)"), _pip_not_found),
    (
        re.compile(
            r"^ERROR: Cannot install (?P<what>.+?),? because these package versions have "
            r"conflicting dependencies"
        ),
        _pip_cannot_install,
    ),
    (
        re.compile(
            r"^\s+(?P<what>\S+ \S+ depends on .+|The user requested .+|\S+ \S+ has "
            r"requirement .+)$"
        ),
        _pip_conflict_line,
    ),
    (re.compile(r"^ERROR: ResolutionImpossible"), _pip_resolution_impossible),
    (
        re.compile(r"^\S+ \S+ requires .+, but you have .+ which is incompatible"),
        _pip_installed_conflict,
    ),
    (
        re.compile(r"^\s*error: (?P<code>subprocess-exited-with-error|metadata-generation-failed)"),
        _subprocess_error,
    ),
    (re.compile(r"^\s*\u00d7 No solution found when resolving"), _uv_no_solution),
    (re.compile(r"^\s*\u00d7 (?P<step>.+?)(?: did not run successfully)?\.?$"), _build_step),
    (re.compile(r"^\s*│ exit code: -?\d+"), _exit_code),
    (re.compile(r"^\s*╰─> \[\d+ lines? of output\]"), _output_start),
    (re.compile(r"^\s*\[end of output\]"), _output_end),
    (re.compile(r"^ERROR: Failed (?:building wheel for|to build) (?P<what>.+)"), _failed_build),
    (
        re.compile(r"^ERROR: Could not install packages due to an? (?P<kind>\w+): (?P<why>.+)"),
        _pip_os_error,
    ),
    (
        re.compile(
            r"^ERROR: Ignored the following versions that require a different python "
            r"version: (?P<what>.+)"
        ),
        _python_requires,
    ),
    (
        re.compile(r"^WARNING: Retrying \(.+\) after connection broken by '?(?P<why>.+?)'?: \S+$"),
        _retrying,
    ),
    (re.compile(r"^\s*(?:╰─▶ |(?:And )?[Bb]ecause )(?P<what>.+)"), _uv_because),
    (
        re.compile(r"^\s*error: (?P<what>Failed to (?:build|download|fetch|prepare) .+)"),
        _other_error,
    ),
    (re.compile(r"^npm (?:ERR!|error) code (?P<code>\S+)"), _npm_code),
    (re.compile(r"^npm (?:ERR!|error) 404 Not Found - [A-Z]+ (?P<url>\S+)"), _npm_404),
    (
        re.compile(r"'(?P<spec>[^']+)' (?:is not in (?:this|the npm) registry|could not be found)"),
        _npm_spec,
    ),
    (re.compile(r"No matching version found for (?P<spec>\S+?)\.?(?: |$)"), _npm_spec),
    (
        re.compile(
            r"^npm (?:ERR!|error) (?P<what>While resolving: .+|Found: .+|Could not "
            r"resolve dependency:|Conflicting peer dependency: .+|peer \S+ from \S+.*)$"
        ),
        _npm_resolve,
    ),
    (re.compile(r"request to \S+ failed, reason: .+"), _npm_request_failed),
    (
        re.compile(r"^npm (?:ERR!|error) (?:command failed|command (?P<cmd>.+)|path .+)$"),
        _npm_command,
    ),
    (re.compile(r"^npm (?:ERR!|error) (?P<what>\S.*)$"), _npm_other),
    (re.compile(r"^gyp ERR! .+"), _gyp),
    (re.compile(r"\bERR_PNPM_(?P<code>[A-Z0-9_]+)\b:?\s*(?P<msg>.*)"), _pnpm_code),
    (re.compile(r"[\u2715\u00d7] (?P<what>(?:unmet|missing) peer .+)"), _pnpm_peer),
    (re.compile(r"\bELIFECYCLE\b.*[Cc]ommand failed"), _lifecycle),
    (
        re.compile(
            r"^error (?P<what>Couldn't find (?:package|any versions for) .+|An unexpected "
            r"error occurred: .+|Command failed with exit code .+|Found incompatible "
            r"module.*|.+ is incompatible with this module.*)"
        ),
        _yarn_error,
    ),
    (
        re.compile(
            r"^➤ (?:" + YARN_ERRORS + r": (?P<what>.+)|YN0000: (?P<done>.*Failed with "
            r"errors.*))"
        ),
        _yarn_berry,
    ),
    (re.compile(r"^[│┃] (?P<key>[^│┃]*?)\s*[│┃] (?P<value>[^│┃]*?)\s*[│┃]$"), _table_row),
    (
        re.compile(
            r"^\d+ vulnerabilit(?:y|ies) found.*|^\d+ (?:\w+ )?severity vulnerabilit.*|"
            r"^\d+ vulnerabilities \(.+\)$|^found [1-9]\d* vulnerabilit.*"
        ),
        _audit_total,
    ),
    (re.compile(r"^Severity: (?P<what>.+)$"), _severity),
    (re.compile(r"^# npm audit report"), _npm_report),
    (re.compile(r"^(?P<tool>yarn|pnpm|npm) (?:audit|install|add|run)? ?v\d+\.\d+"), _banner),
    (
        re.compile(r"^(?P<name>@?[\w.-]+(?:/[\w.-]+)?)\s{2,}(?P<range>[<>=*^~\d].*)$"),
        _npm_report_package,
    ),
    (
        re.compile(r"^(?P<title>\S.*?) - (?P<url>https://github\.com/advisories/\S+)$"),
        _npm_report_title,
    ),
    (re.compile(r"^(?:fix available via `(?P<fix>[^`]+)`|No fix available)"), _npm_report_fix),
    (re.compile(r"^ERROR: (?P<what>.+)"), _other_error),
    (NETWORK, _network),
]


def scan_text(doc: Document) -> Scan:
    scan = Scan(doc)
    for number, line in tail_lines(doc):
        if TRIGGER.search(line):
            _apply(scan, line, number)
    return scan


def _apply(scan: Scan, line: str, number: int) -> None:
    for pattern, rule in RULES:
        found = pattern.search(line)
        if found:
            rule(scan, found, number)
            return


# JSON audits: npm audit --json (report version 2) and pnpm/npm 6 audit --json

AUDIT = r"""
if type != "object" then empty
elif has("auditReportVersion") and (.vulnerabilities | type) == "object" then
  .vulnerabilities | to_entries[] | .key as $k | .value as $v
  | ([($v.via // [])[] | objects] | first // {}) as $a
  | (($v.via // []) | map(type == "object") | index(true)) as $i
  | {cite: (if $i == null then ["vulnerabilities", $k, "range"]
            else ["vulnerabilities", $k, "via", $i, "title"] end),
     package: $k, severity: $v.severity, vulnerable: $v.range,
     fix: ($v.fixAvailable | if type == "object" then "\(.name)@\(.version)"
           elif . == false then "none available" else null end),
     title: ($a.title // ("via " + ([($v.via // [])[] | strings] | join(" ")))), url: $a.url}
elif (.advisories | type) == "object" then
  .advisories | to_entries[] | .key as $k | .value as $a
  | {cite: ["advisories", $k, "title"], package: $a.module_name, severity: $a.severity,
     vulnerable: $a.vulnerable_versions, patched: $a.patched_versions, title: $a.title,
     url: $a.url}
else empty end
"""
AUDIT_TOTALS = r"""
(.metadata.vulnerabilities? // empty) | objects
| to_entries | map(select(.key != "total" and (.value | type) == "number" and .value > 0))
| map("\(.value) \(.key)") | join(", ")
"""
register({"install.audit": AUDIT, "install.audit_totals": AUDIT_TOTALS})


def audit_json(loaded: Loaded) -> tuple[list[tuple[Advisory, list[Any]]], str]:
    results = run(["install.audit", "install.audit_totals"], loaded)
    advisories = [
        (_advisory(r), list(r.get("cite") or []))
        for r in results["install.audit"]
        if isinstance(r, dict)
    ]
    totals = results["install.audit_totals"]
    return advisories, str(totals[0]) if totals else ""


def _advisory(result: dict[str, Any]) -> Advisory:
    def text(key: str) -> str:
        value = result.get(key)
        return "" if value is None else str(value)

    return Advisory(
        severity=text("severity"),
        package=text("package"),
        title=text("title"),
        vulnerable=text("vulnerable"),
        patched=text("patched"),
        fix=text("fix"),
        url=text("url"),
    )


def rank(advisory: Advisory) -> int:
    severity = advisory.severity.lower()
    return SEVERITIES.index(severity) if severity in SEVERITIES else len(SEVERITIES)


# The reducer


class InstallReducer(BaseReducer):
    name = "install"
    version = 1
    families = ("pip", "npm", "pnpm", "yarn")
    features = {
        "dense": 2,
        "fallback": 3,
        "lean": 4,
        "scripts": 5,  # a failed package script's own output (scripts.py)
        "clipped": 6,
        "honest": 7,
    }

    def sniff(self, doc: Document, info: ArtifactInfo) -> float:
        if looks_like_json(doc):
            head = bytes(doc.data[:65536])
            audit = b'"auditReportVersion"' in head or (
                b'"advisories"' in head and b'"module_name"' in head
            )
            return 0.95 if audit else 0.0
        text = clean_head_and_tail(doc)
        return max(_near_end(STRONG, text, 0.9), _near_end(BUILD, text, 0.7))

    def reduce(self, doc: Document, info: ArtifactInfo, budget: int) -> Packet:
        doc = self.read(doc)
        loaded = load(doc) if looks_like_json(doc) else None
        packet = JsonPacketBuilder(
            self.key, doc, info, budget, **self.packing(), value=loaded.value if loaded else None
        )
        limit = field_limit(packet, FIELD_SHARE)
        if loaded is not None and loaded.parsed:
            _reduce_json(packet, loaded, limit)
            shrink(packet, limit)
            return packet.build()
        scan = scan_text(doc)
        installer = scan.code or scan.advisories or scan.network or scan.package or scan.conflicts
        failure = scripts.find(doc, unreported=not installer) if self.has("scripts") else None
        _fields(packet, scan, limit, failure)
        for c in scan.cites:
            packet.cite(c.start, c.end, c.label, c.priority, c.keep)
        said = len(packet.summary)
        if failure is not None:
            scripts.cite(packet, doc, failure)
        cite_generic(packet, doc, info, scale=GENERIC_SCALE)
        if failure is not None:  # its count of npm's own repeated error lines says nothing
            del packet.summary[said:]
        if not (scan.code or scan.advisories or scan.network or scan.message or failure):
            packet.confidence = 0.6
        shrink(packet, limit)
        return packet.build()

    def progress(self, fields: Mapping[str, Any], text: str) -> Progress | None:
        """What failed to install: the package and its constraint, a conflict, the error."""
        package = " ".join(str(fields[k]) for k in ("package", "constraint") if fields.get(k))
        conflicts = fields.get("conflicts")
        what = package or (str(conflicts[0]) if isinstance(conflicts, list) and conflicts else "")
        what = what or str(fields.get("error") or "")
        return InstallProgress(what) if what else None


def _near_end(markers: re.Pattern[str], text: str, score: float) -> float:
    """`score` when the last marker is near the end (or the last CI error annotation)."""
    found = [m.start() for m in markers.finditer(text)]
    if not found:
        return 0.0
    anchor = text.rfind("##[error]")
    end = anchor if anchor > found[-1] else len(text)
    return score if end - found[-1] <= NEAR_END else 0.3


def _reduce_json(packet: JsonPacketBuilder, loaded: Loaded, limit: int) -> None:
    found, totals = audit_json(loaded)
    found.sort(key=lambda pair: rank(pair[0]))
    if not found:
        cite_errors(packet, loaded, limit)
        return
    put_advisories(packet, [a for a, _ in found], limit)
    put(packet, "vulnerabilities", totals, limit)
    for number, (advisory, path) in enumerate(found):
        packet.cite_pointer(path, advisory.severity, 30.0 - rank(advisory) - number * 0.01)


def put_advisories(packet: JsonPacketBuilder, advisories: list[Advisory], limit: int) -> None:
    """The advisories, worst first; the first made to fit whatever room there is."""
    if not advisories:
        return
    more = len(f", +{len(advisories) - 1} more") if len(advisories) > 1 else 0
    room = limit - fixed_size(packet) - len("advisories: \n") - more
    first = advisories[0].line(room)
    put(packet, "advisories", [first, *(a.line() for a in advisories[1:])], limit)


def _fields(
    packet: JsonPacketBuilder, scan: Scan, limit: int, failure: ScriptFailure | None = None
) -> None:
    """The diagnosis, most telling first. An advisory is one whose package was named (a
    table row that merely starts with `info` or `low` is none). A script that failed
    (install@5) is said with its name and workspace; its `code 1` is its exit status."""
    scan.advisories = [a for a in scan.advisories if a.package]
    advisories = sorted(scan.advisories, key=rank)
    tool = " ".join([*scan.tools[:1], *(["audit"] if advisories else [])])
    put_advisories(packet, advisories, limit)
    if failure is not None:
        put(packet, "script", failure.script, limit)
        put(packet, "workspace", failure.workspace or failure.package, limit)
    put(packet, "error", "" if failure and scan.code.isdigit() else scan.code, limit)
    put(packet, "package", scan.package, limit)
    put(packet, "constraint", scan.constraint, limit)
    put(packet, "conflicts", scan.conflicts, limit)
    if failure is None:  # else it is npm's `command sh -c ...`: the script's command
        put(packet, "build_step", scan.build_step, limit)
    put(packet, "network", scan.network, limit)
    put(packet, "available", scan.available, limit)
    put(packet, "python_requires", scan.python_requires, limit)
    put(packet, "vulnerabilities", ", ".join(scan.audit), limit)
    put(packet, "tool", tool, limit)
    headline = _headline(scan, tool)
    if failure is not None and not (scan.advisories or scan.conflicts or scan.package):
        headline = scripts.headline(failure, tool)
    say(packet, headline, min(limit, int(packet.budget * HEADLINE_SHARE)))


def _headline(scan: Scan, tool: str) -> str:
    tool = tool or "install"
    if scan.advisories:
        return f"{tool}: {len(scan.advisories)} advisories"
    if scan.network:
        return f"{tool}: network error" + (
            f", then {scan.package} not found" if scan.package else ""
        )
    if scan.conflicts:
        return f"{tool}: dependency conflict: {scan.conflicts[0]}"
    if scan.build_step:
        return f"{tool}: build failed at: {scan.build_step}"
    if scan.package:
        return f"{tool}: {scan.package} {scan.constraint or 'any version'} not found"
    return f"{tool}: {scan.message or scan.code}" if scan.message or scan.code else ""


INSTALL = InstallReducer()
defer_to(INSTALL)
INSTALL2 = InstallReducer(version=2)
INSTALL3 = InstallReducer(version=3)
INSTALL4 = InstallReducer(version=4)
INSTALL5 = InstallReducer(version=5)
INSTALL6 = InstallReducer(version=6)
INSTALL7 = InstallReducer(version=7)
REDUCERS = [INSTALL, INSTALL2, INSTALL3, INSTALL4, INSTALL5, INSTALL6, INSTALL7]
