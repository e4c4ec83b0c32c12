"""The install reducer: pip, uv, npm, pnpm and yarn failures, and audit reports."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from harness.output.document import Document
from harness.reducers.families.install import INSTALL
from tests.reducers.structured import (
    BUDGETS,
    SAMPLES,
    check,
    cited,
    info,
    reduce,
    require,
    sample,
)

INSTALL_SAMPLES = [p for family in ("pip", "npm", "pnpm", "yarn", "uv")
                   for p in sorted((SAMPLES / family).iterdir())]  # fmt: skip


@pytest.mark.parametrize("path", INSTALL_SAMPLES, ids=lambda p: f"{p.parent.name}/{p.name}")
@pytest.mark.parametrize("budget", BUDGETS)
def test_every_sample_fits_its_budget_with_exact_citations(path: Path, budget: int):
    doc = Document(path.read_bytes())
    reduce(INSTALL, doc, path.parent.name, budget)


@pytest.mark.parametrize("path", INSTALL_SAMPLES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_it_claims_installer_output(path: Path):
    doc = Document(path.read_bytes())
    assert INSTALL.sniff(doc, info(doc, "process")) >= 0.7


@pytest.mark.parametrize(
    ("family", "name"),
    [("terraform", "plan.txt"), ("kubectl", "pods.json"), ("gh", "pr_view.json"),
     ("web", "release_notes.html"), ("terraform", "config_error.txt")],
)  # fmt: skip
def test_it_does_not_claim_other_tools(family: str, name: str):
    doc = sample(family, name)
    assert INSTALL.sniff(doc, info(doc, "process")) == 0.0


def test_a_test_run_that_goes_on_after_captured_pip_output_is_not_an_install_failure():
    lines = ["ERROR: Could not find a version that satisfies the requirement nope==1.0"]
    lines += [f"tests/test_network.py::test_case_{n} PASSED" for n in range(200)]
    lines += ["FAILED tests/test_network.py::test_install - AssertionError", "1 failed, 200 passed"]
    doc = Document("\n".join(lines).encode())
    assert INSTALL.sniff(doc, info(doc, "pytest")) < 0.5


def test_a_build_failure_is_claimed_less_surely_than_a_resolver_failure():
    build, conflict = sample("pip", "build_backend.txt"), sample("pip", "conflict.txt")
    assert INSTALL.sniff(build, info(build, "process")) < INSTALL.sniff(
        conflict, info(conflict, "process")
    )


# pip


def test_pip_requirement_not_found():
    packet = reduce(INSTALL, sample("pip", "not_found.txt"), "pip", 512)
    assert packet.fields["package"] == "nonexistent-pkg"
    assert packet.fields["constraint"] == "==1.0"
    assert packet.fields["available"] == "none"
    assert "satisfies the requirement nonexistent-pkg==1.0" in cited(packet)


def test_pip_resolution_impossible_names_both_sides_of_the_conflict():
    packet = reduce(INSTALL, sample("pip", "conflict.txt"), "pip", 512)
    assert packet.fields["error"] == "ResolutionImpossible"
    assert packet.fields["conflicts"] == [
        "alpha 1.0 depends on gamma==1.0", "beta 1.0 depends on gamma==2.0",
    ]  # fmt: skip
    assert "alpha 1.0 depends on gamma==1.0" in cited(packet)


def test_pip_build_backend_failure_gives_the_step_and_the_backend_error():
    packet = reduce(INSTALL, sample("pip", "build_backend.txt"), "pip", 700)
    assert packet.fields["error"] == "subprocess-exited-with-error"
    assert packet.fields["build_step"] == "Getting requirements to build wheel"
    assert packet.fields["package"] == "badpkg"
    assert "RuntimeError: libfoo headers not found" in cited(packet)


def test_pip_network_failure_is_reported_as_such():
    packet = reduce(INSTALL, sample("pip", "network.txt"), "pip", 700)
    assert "Connection refused" in str(packet.fields["network"])
    assert packet.fields["package"] == "somepkg"


def test_uv_no_solution():
    packet = reduce(INSTALL, sample("uv", "no_solution.txt"), "pip", 700)
    assert packet.fields["error"] == "no solution"
    assert "alpha==1.0 depends on gamma>=2.0" in str(packet.fields["conflicts"])


# npm, pnpm, yarn


def test_npm_404_names_the_package():
    packet = reduce(INSTALL, sample("npm", "e404.txt"), "npm", 512)
    assert packet.fields["error"] == "E404"
    assert packet.fields["package"] == "definitely-not-a-real-pkg-loopglass-xyz"


def test_npm_etarget_names_package_and_version():
    packet = reduce(INSTALL, sample("npm", "etarget.txt"), "npm", 512)
    assert packet.fields["error"] == "ETARGET"
    assert (packet.fields["package"], packet.fields["constraint"]) == ("left-pad", "99.0.0")


def test_npm_eresolve_gives_what_was_found_and_the_peer_that_conflicts():
    packet = reduce(INSTALL, sample("npm", "eresolve.txt"), "npm", 1024)
    assert packet.fields["error"] == "ERESOLVE"
    conflicts = packet.fields["conflicts"]
    assert isinstance(conflicts, list)
    assert 'peer react@"^18.3.1" from react-dom@18.3.1' in conflicts
    assert "found react@17.0.2" in conflicts


def test_npm_audit_endpoint_error_is_a_network_error():
    packet = reduce(INSTALL, sample("npm", "audit_endpoint_error.txt"), "npm", 700)
    assert "405 Method Not Allowed" in str(packet.fields["network"])


def test_pnpm_fetch_404_of_a_scoped_package():
    packet = reduce(INSTALL, sample("pnpm", "fetch_404.txt"), "pnpm", 512)
    assert packet.fields["error"] == "ERR_PNPM_FETCH_404"
    assert packet.fields["package"] == "@acme/not-published"


def test_pnpm_peer_issues_in_a_ci_log_with_timestamps():
    packet = reduce(INSTALL, sample("pnpm", "ci_peer_issues.log"), "npm", 700)
    assert packet.fields["error"] == "ERR_PNPM_PEER_DEP_ISSUES"
    assert packet.fields["conflicts"] == ["unmet peer react@^18.3.1: found 17.0.2"]
    assert packet.fields["exit_status"] == 1


def test_yarn_package_not_found():
    packet = reduce(INSTALL, sample("yarn", "not_found.txt"), "yarn", 512)
    assert (packet.fields["package"], packet.fields["constraint"]) == ("left-pad", "^99.0.0")


# audits


def test_pnpm_audit_table_gives_each_advisory_worst_first():
    packet = reduce(INSTALL, sample("pnpm", "audit_table.txt"), "pnpm", 1024)
    assert packet.fields["advisories"] == [
        "critical minimist <1.2.6 (patched >=1.2.6): Prototype Pollution in minimist",
        "moderate semver >=7.0.0 <7.5.2 (patched >=7.5.2): semver vulnerable to Regular "
        "Expression Denial of Service",
    ]
    assert packet.fields["tool"] == "pnpm audit"
    assert "2 vulnerabilities found" in str(packet.fields["vulnerabilities"])


def test_a_small_budget_keeps_package_versions_and_title_of_the_worst_advisory():
    packet = reduce(INSTALL, sample("pnpm", "audit_table.txt"), "pnpm", 256)
    first = packet.fields["advisories"]
    assert isinstance(first, list)
    assert first[0].startswith("minimist <1.2.6") or first[0].startswith("critical minimist")
    assert "Prototype Pollution in minimist" in first[0]


def test_yarn_audit_table():
    packet = reduce(INSTALL, sample("yarn", "audit_table.txt"), "yarn", 1024)
    assert packet.fields["advisories"] == [
        "high lodash (patched >=4.17.21): Command Injection in lodash"
    ]
    assert packet.fields["tool"] == "yarn audit"


def test_npm_audit_text_report():
    packet = reduce(INSTALL, sample("npm", "audit_report.txt"), "npm", 1024)
    advisories = packet.fields["advisories"]
    assert isinstance(advisories, list)
    assert advisories[0].startswith("critical minimist <1.2.6 (fix: npm audit fix --force)")
    assert "high lodash <=4.17.20" in advisories[1]


@pytest.mark.parametrize(("family", "name"), [("npm", "audit.json"), ("pnpm", "audit.json")])
def test_audit_json_is_read_by_contract_and_cited_by_pointer(family: str, name: str):
    packet = reduce(INSTALL, sample(family, name), family, 1024)
    advisories = packet.fields["advisories"]
    assert isinstance(advisories, list)
    assert advisories[0].startswith("critical minimist <1.2.6")
    assert "Prototype Pollution in minimist" in advisories[0]
    pointers = [c for c in packet.citations if c.pointer]
    assert pointers and pointers[0].excerpt == '"Prototype Pollution in minimist"'


# real tools


@pytest.fixture
def pip_env(tmp_path: Path) -> dict[str, str]:
    """pip with no configuration of this machine: no extra index, no find-links."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    return env | {"PIP_CONFIG_FILE": os.devnull, "PIP_NO_INPUT": "1",
                  "PIP_DISABLE_PIP_VERSION_CHECK": "1", "HOME": str(tmp_path)}  # fmt: skip


def _pip(args: list[str], env: dict[str, str], cwd: Path) -> bytes:
    if subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True,
                      check=False).returncode:  # fmt: skip
        pytest.skip("pip is not installed in this Python")
    done = subprocess.run([sys.executable, "-m", "pip", "--no-color", *args], cwd=cwd, env=env,
                          capture_output=True, timeout=120, check=False)  # fmt: skip
    assert done.returncode != 0
    return done.stdout + done.stderr


def _wheel(folder: Path, name: str, version: str, requires: tuple[str, ...] = ()) -> None:
    dist = f"{name}-{version}.dist-info"
    metadata = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
    metadata += "".join(f"Requires-Dist: {r}\n" for r in requires)
    with zipfile.ZipFile(folder / f"{name}-{version}-py3-none-any.whl", "w") as wheel:
        wheel.writestr(f"{dist}/METADATA", metadata)
        wheel.writestr(
            f"{dist}/WHEEL", "Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
        )
        wheel.writestr(f"{dist}/RECORD", "")


def test_real_pip_requirement_not_found(tmp_path: Path, pip_env: dict[str, str]):
    (tmp_path / "empty").mkdir()
    out = _pip(["install", "--no-index", "--find-links", "empty", "nonexistent-pkg==1.0"],
               pip_env, tmp_path)  # fmt: skip
    packet = reduce(INSTALL, Document(out), "pip", 512)
    assert (packet.fields["package"], packet.fields["constraint"]) == ("nonexistent-pkg", "==1.0")


def test_real_pip_conflict_between_local_wheels(tmp_path: Path, pip_env: dict[str, str]):
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    _wheel(wheels, "alpha", "1.0", ("gamma==1.0",))
    _wheel(wheels, "beta", "1.0", ("gamma==2.0",))
    _wheel(wheels, "gamma", "1.0")
    _wheel(wheels, "gamma", "2.0")
    out = _pip(["install", "--no-index", "--find-links", "wheels", "--dry-run", "alpha==1.0",
                "beta==1.0"], pip_env, tmp_path)  # fmt: skip
    doc = Document(out)
    assert INSTALL.sniff(doc, info(doc, "process")) >= 0.9
    packet = reduce(INSTALL, doc, "pip", 700)
    assert packet.fields["error"] == "ResolutionImpossible"
    assert "beta 1.0 depends on gamma==2.0" in packet.fields["conflicts"]


def test_real_pip_build_backend_failure(tmp_path: Path, pip_env: dict[str, str]):
    project = tmp_path / "brokenpkg"
    project.mkdir()
    (project / "pyproject.toml").write_text(
        '[build-system]\nrequires = []\nbuild-backend = "backend"\nbackend-path = ["."]\n\n'
        '[project]\nname = "brokenpkg"\nversion = "0.1"\n'
    )
    (project / "backend.py").write_text(
        "def get_requires_for_build_wheel(config_settings=None):\n"
        "    raise RuntimeError('zlib headers are missing')\n"
    )
    out = _pip(["install", "--no-index", "./brokenpkg"], pip_env, tmp_path)
    packet = reduce(INSTALL, Document(out), "pip", 1024)
    assert packet.fields["build_step"] == "Getting requirements to build wheel"
    assert "zlib headers are missing" in cited(packet)


def test_real_npm_failures(tmp_path: Path):
    npm = require("npm")
    env = os.environ | {"npm_config_userconfig": str(tmp_path / "npmrc"), "HOME": str(tmp_path)}
    (tmp_path / "npmrc").write_text("")
    (tmp_path / "package.json").write_text('{"name": "demo", "version": "1.0.0"}')
    probe = subprocess.run([npm, "view", "left-pad", "version"], cwd=tmp_path, env=env,
                           capture_output=True, timeout=60, check=False)  # fmt: skip
    if probe.returncode:
        pytest.skip("the npm registry does not answer")
    done = subprocess.run(
        [npm, "install", "--package-lock-only", "--no-audit", "--no-fund", "left-pad@99.0.0"],
        cwd=tmp_path, env=env, capture_output=True, timeout=120, check=False,
    )  # fmt: skip
    doc = Document(done.stdout + done.stderr)
    packet = reduce(INSTALL, doc, "npm", 512)
    assert packet.fields["error"] == "ETARGET"
    assert packet.fields["package"] == "left-pad"
    check(packet, doc, 512)


NPM_404_LINE = (
    "npm error 404  The requested resource 'definitely-not-a-real-pkg-loopglass-xyz@*' could"
    " not be found or you do not have permission to access it."
)
FRAGMENTS = [
    line
    for path in INSTALL_SAMPLES
    if not path.name.endswith(".json")
    for line in path.read_text().splitlines()
] + ["  ╰─> [3 lines of output]", "  [end of output]", "│ high │", "│  │ x │", "Severity: high"]


@settings(max_examples=80, deadline=None)
@given(
    lines=st.lists(st.sampled_from(FRAGMENTS) | st.text(max_size=40), max_size=60),
    budget=st.sampled_from([256, 700]),
)
# Found by CI: a long repeated-line summary alone took more than a 256-byte budget.
@example(lines=[NPM_404_LINE] * 3, budget=256)
def test_any_mix_of_installer_lines(lines: list[str], budget: int):
    reduce(INSTALL, Document("\n".join(lines).encode()), "npm", budget)
