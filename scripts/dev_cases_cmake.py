"""Dev cases for the gcc reducer: CMake configure failures and -Werror builds in CI job logs.

    .venv/bin/python scripts/dev_cases_cmake.py [--only CASE_ID ...] [--keep-work]

Each scenario writes a small broken C or C++ project into a scratch folder
(<tmp>/loopglass-dev/<repo>/<repo>, as deep as a runner's checkout), runs the real
cmake, make, ninja and gcc/g++ on it, and wraps their output (stdout and stderr
merged, in order) in a CI job log: a GitHub Actions log (timestamped lines,
`##[group]Run ...` steps, the runner's setup and cleanup, `##[error]Process completed
with exit code N.`) or a GitLab job log (`$ command` lines, the runner's preparation,
`ERROR: Job failed: exit code N`). The package-install steps are apt-get's output for
packages of this machine's dpkg database (Debian bookworm); the runner's own lines
follow their usual shape. Only the tool output is verbatim; nothing in it is edited.

The cases go to bench/cases-dev/cmake/<case_id>/ in the LogDx-CI layout, with labels
written by hand below from the planted bug (what a person needs to diagnose it);
only line numbers are computed, by `scripts/make_cases.py`'s `write_case`. The
reducers are never imported here.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_cases
from make_cases import Case, Sig, child_env, dd, version_of, write_tree

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "cases-dev" / "cmake"
WORK = Path(tempfile.gettempdir()) / "loopglass-dev"
GENERATOR = "scripts/dev_cases_cmake.py"
SPLIT = "loopglass-dev"
TOOLS = {"cmake": ["cmake", "--version"], "gcc": ["gcc", "--version"],
         "g++": ["g++", "--version"], "make": ["make", "--version"],
         "ninja": ["ninja", "--version"]}  # fmt: skip


# --------------------------------------------------------------------------- running


@dataclass
class Ran:
    shown: str
    output: str
    code: int


def run(shown: str, argv: list[str], cwd: Path, **env: str) -> Ran:
    """A command's stdout and stderr merged in order, as a CI runner captures them."""
    done = subprocess.run(argv, cwd=cwd, env=child_env(**env), stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=900,
                          check=False)  # fmt: skip
    output = done.stdout.decode("utf-8", "surrogateescape")
    if output and not output.endswith("\n"):
        output += "\n"
    return Ran(shown, output, done.returncode)


def configure(w: Path, *args: str, **env: str) -> Ran:
    shown = " ".join(["cmake -S . -B build", *args])
    return run(shown, ["cmake", "-S", ".", "-B", "build", *args], w,
               CC="/usr/bin/gcc", CXX="/usr/bin/g++", **env)  # fmt: skip


def build(w: Path, *args: str) -> Ran:
    shown = " ".join(["cmake --build build", *args])
    return run(shown, ["cmake", "--build", "build", *args], w)


# --------------------------------------------------------------------------- CI noise


def packages(count: int, offset: int = 0) -> list[tuple[str, str, str]]:
    """(name, version, arch) of library packages installed here, a stable selection."""
    listed = subprocess.run(
        ["/usr/bin/dpkg-query", "-W", "-f=${Package}\t${Version}\t${Architecture}\n"],
        capture_output=True, text=True, check=False,
    ).stdout.splitlines()  # fmt: skip
    found = sorted(tuple(line.split("\t")) for line in listed if line.startswith("lib"))
    step = max(1, len(found) // max(count, 1))
    chosen = found[offset % step :: step][:count]
    return [(name, version, arch) for name, version, arch in chosen]


def apt_install(names: list[str], count: int, offset: int = 0) -> str:
    """What `apt-get install -y` prints for `names` and `count` of their dependencies."""
    chosen = packages(count, offset)
    lines = ["Reading package lists...", "Building dependency tree...",
             "Reading state information...",
             "The following additional packages will be installed:"]  # fmt: skip
    words = [name for name, _, _ in chosen]
    lines += ["  " + " ".join(words[i : i + 6]) for i in range(0, len(words), 6)]
    lines.append("The following NEW packages will be installed:")
    every = sorted({*words, *names})
    lines += ["  " + " ".join(every[i : i + 6]) for i in range(0, len(every), 6)]
    lines.append(f"0 upgraded, {len(every)} newly installed, 0 to remove and 14 not upgraded.")
    lines.append(f"Need to get {len(every) * 412 // 10 / 10:.1f} MB of archives.")
    lines.append(f"After this operation, {len(every) * 1731 // 10 / 10:.1f} MB of additional "
                 "disk space will be used.")  # fmt: skip
    versions = {name: (version, arch) for name, version, arch in chosen}
    for number, name in enumerate(every, 1):
        version, arch = versions.get(name, ("1:3.25.1-1", "amd64"))
        size = 37 + (number * 7919) % 2900
        lines.append(f"Get:{number} http://deb.debian.org/debian bookworm/main {arch} {name} "
                     f"{arch} {version} [{size} kB]")  # fmt: skip
    lines.append(f"Fetched {len(every) * 4127 // 1000 / 10:.1f} MB in 2s (19.6 MB/s)")
    lines.append("debconf: delaying package configure, since apt-utils is not installed")
    for name in every:
        version, arch = versions.get(name, ("1:3.25.1-1", "amd64"))
        lines.append(f"Selecting previously unselected package {name}:{arch}.")
        lines.append(f"Preparing to unpack .../{name}_{version.split(':')[-1]}_{arch}.deb ...")
        lines.append(f"Unpacking {name}:{arch} ({version}) ...")
    for name in every:
        version, arch = versions.get(name, ("1:3.25.1-1", "amd64"))
        lines.append(f"Setting up {name}:{arch} ({version}) ...")
    lines.append("Processing triggers for libc-bin (2.36-9+deb12u10) ...")
    return "\n".join(lines) + "\n"


COMMIT = "4f2a9c1d7e3b5a6c8d9e0f1a2b3c4d5e6f7a8b9c"
IMAGE = "sha256:2b7412e6465c3c7fc5bb21d3e6f1917c167358449fecac8176c6e496e5c1f05f"
DIGEST = "sha256:0d9a7e8c6f2b5a4d3c1e0f9b8a7d6c5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c"
IMAGES = "https://github.com/actions/runner-images"
GIT_HOME = "Temporarily overriding HOME='/home/runner/work/_temp/{}' before making global git"
RUNNER_SETUP = """\
Current runner version: '2.317.0'
##[group]Operating System
Ubuntu
22.04.4
LTS
##[endgroup]
##[group]Runner Image
Image: ubuntu-22.04
Version: 20240514.2.0
Included Software: {images}/blob/ubuntu22/20240514.2/images/ubuntu/Ubuntu2204-Readme.md
Image Release: {images}/releases/tag/ubuntu22%2F20240514.2
##[endgroup]
##[group]Runner Image Provisioner
2.0.369.1
##[endgroup]
##[group]GITHUB_TOKEN Permissions
Contents: read
Metadata: read
##[endgroup]
Secret source: Actions
Prepare workflow directory
Prepare all required actions
Getting action download info
Download action repository 'actions/checkout@v4' (SHA:0ad4b8fadaa221de15dcec353f45205ec38ea70b)
Complete job name: build (ubuntu-22.04, gcc)
##[group]Run actions/checkout@v4
with:
  repository: {repo}
  token: ***
  ssh-strict: true
  persist-credentials: true
  clean: true
  fetch-depth: 1
  fetch-tags: false
  lfs: false
  submodules: false
  set-safe-directory: true
##[endgroup]
Syncing repository: {repo}
##[group]Getting Git version info
Working directory is '{work}'
[command]/usr/bin/git version
git version 2.45.1
##[endgroup]
{git_home} config changes
Adding repository directory to the temporary git global config as a safe directory
##[group]Initializing the repository
[command]/usr/bin/git init {work}
Initialized empty Git repository in {work}/.git/
[command]/usr/bin/git remote add origin https://github.com/{repo}
##[endgroup]
##[group]Fetching the repository
[command]/usr/bin/git -c protocol.version=2 fetch --no-tags --prune --no-recurse-submodules \
--depth=1 origin +{commit}:refs/remotes/origin/main
remote: Enumerating objects: 212, done.
remote: Counting objects: 100% (212/212), done.
remote: Compressing objects: 100% (171/171), done.
remote: Total 212 (delta 31), reused 118 (delta 12), pack-reused 0
From https://github.com/{repo}
 * [new ref]         {commit} -> origin/main
##[endgroup]
##[group]Checking out the ref
[command]/usr/bin/git checkout --progress --force -B main refs/remotes/origin/main
Switched to a new branch 'main'
branch 'main' set up to track 'origin/main'.
##[endgroup]
[command]/usr/bin/git log -1 --format='%H'
'{commit}'
"""
RUNNER_CLEANUP = """\
Post job cleanup.
[command]/usr/bin/git version
git version 2.45.1
{git_home} config changes
Adding repository directory to the temporary git global config as a safe directory
[command]/usr/bin/git config --local --name-only --get-regexp core\\.sshCommand
[command]/usr/bin/git config --local --name-only --get-regexp \
http\\.https\\:\\/\\/github\\.com\\/\\.extraheader
http.https://github.com/.extraheader
[command]/usr/bin/git config --local --unset-all http.https://github.com/.extraheader
Cleaning up orphan processes
"""
GITLAB_SETUP = """\
Running with gitlab-runner 16.11.0 (91a27b2a)
  on docker-runner-3 xK3vT9qz, system ID: s_0f4b1c2d3e5a
Preparing the "docker" executor
Using Docker executor with image {image} ...
Pulling docker image {image} ...
Using docker image {sha} for {image} with digest {name}@{digest} ...
Preparing environment
Running on runner-xk3vt9qz-project-4211-concurrent-0 via ci-runner-7...
Getting source from Git repository
Fetching changes with git depth set to 20...
Initialized empty Git repository in /builds/{project}/.git/
Created fresh repository.
Checking out {commit} as detached HEAD (ref is main)...
Skipping Git submodules setup
Executing "step_script" stage of the job script
Using docker image {sha} for {image} with digest {name}@{digest} ...
"""
GITLAB_UPLOAD = """\
Uploading artifacts for failed job
Uploading artifacts...
{path}: found 1 matching artifact files and directories
Uploading artifacts as "archive" to coordinator... 201 Created  id=7712093 responseStatus=201 \
Created token=glcbt-64
"""


class GitHubLog:
    """A GitHub Actions job log: every line timestamped, steps in groups."""

    def __init__(self, repo: str, start: int = 0) -> None:
        self.repo = repo
        self.lines: list[str] = []
        self.tick = 30_000_000 + start * 7_000_000  # tenths of microseconds past 10:21:00

    def put(self, text: str) -> None:
        for line in text.rstrip("\n").split("\n"):
            self.tick += 2_000 + (len(self.lines) * 7_919) % 91_000
            seconds, rest = divmod(self.tick, 10_000_000)
            minutes, seconds = divmod(seconds, 60)
            stamp = f"2024-05-14T10:{21 + minutes:02d}:{seconds:02d}.{rest:07d}Z"
            self.lines.append(f"{stamp} {line}")

    def setup(self) -> None:
        name = self.repo.split("/")[1]
        self.put(RUNNER_SETUP.format(repo=self.repo, work=f"/home/runner/work/{name}/{name}",
                                     commit=COMMIT, images=IMAGES,
                                     git_home=GIT_HOME.format("5f1c")))  # fmt: skip

    def step(self, ran: Ran, *, env: dict[str, str] | None = None) -> None:
        """A `run:` step: its command in a group, its output, and its failure."""
        self.put(f"##[group]Run {ran.shown}")
        self.put(ran.shown)
        self.put("shell: /usr/bin/bash -e {0}")
        if env:
            self.put("env:")
            for name, value in env.items():
                self.put(f"  {name}: {value}")
        self.put("##[endgroup]")
        if ran.output:
            self.put(ran.output)
        if ran.code:
            self.put(f"##[error]Process completed with exit code {ran.code}.")

    def install(self, names: list[str], count: int, offset: int = 0) -> None:
        shown = "sudo apt-get update -q && sudo apt-get install -y --no-install-recommends "
        suites = ["", "-updates", "-backports", "-security"]
        hits = "".join(f"Hit:{n} http://azure.archive.ubuntu.com/ubuntu jammy{suite} InRelease\n"
                       for n, suite in enumerate(suites, 1))  # fmt: skip
        output = hits + "Reading package lists...\n" + apt_install(names, count, offset)
        self.step(Ran(shown + " ".join(names), output, 0))

    def finish(self, after_failure: tuple[Ran, ...] = ()) -> str:
        """The steps that run on failure (`if: failure()`), then the runner's cleanup."""
        for ran in after_failure:
            self.step(ran)
        self.put(RUNNER_CLEANUP.format(git_home=GIT_HOME.format("7a3e")))
        return "\n".join(self.lines) + "\n"


class GitLabLog:
    """A GitLab CI job log: the runner's preparation, `$ command` lines, the verdict."""

    def __init__(self, project: str, image: str = "gcc:12") -> None:
        name = image.split(":", maxsplit=1)[0]
        self.parts = [GITLAB_SETUP.format(image=image, sha=IMAGE, name=name, digest=DIGEST,
                                          project=project, commit=COMMIT[:8])]  # fmt: skip
        self.code = 0

    def step(self, ran: Ran) -> None:
        self.parts.append(f"$ {ran.shown}\n{ran.output}")
        self.code = ran.code

    def install(self, names: list[str], count: int, offset: int = 0) -> None:
        shown = f"apt-get update -qq && apt-get install -y -qq {' '.join(names)}"
        self.step(Ran(shown, apt_install(names, count, offset), 0))

    def finish(self, after_script: tuple[Ran, ...] = (), artifacts: str = "") -> str:
        """The job's end: its `after_script` (which runs whatever the script did), the
        artifacts it uploads on failure, the cleanup and the verdict."""
        if after_script:
            self.parts.append("Running after_script\nRunning after script...\n")
            self.parts += [f"$ {ran.shown}\n{ran.output}" for ran in after_script]
        if artifacts and self.code:
            self.parts.append(GITLAB_UPLOAD.format(path=artifacts))
        tail = "Cleaning up project directory and file based variables\n"
        if self.code:
            tail += f"ERROR: Job failed: exit code {self.code}\n"
        else:
            tail += "Job succeeded\n"
        return "".join(self.parts) + tail


# --------------------------------------------------------------------------- sources


def c_module(name: str, k: int) -> str:
    """A C file that compiles cleanly under -Wall -Wextra."""
    return dd(f"""
        #include <stddef.h>
        #include <stdint.h>

        static uint32_t {name}_table[{16 + k}];

        uint32_t {name}_mix(uint32_t x)
        {{
            for (size_t i = 0; i < sizeof {name}_table / sizeof {name}_table[0]; i++) {{
                {name}_table[i] ^= x + (uint32_t)i * {k + 3}u;
                x = (x << 5) ^ (x >> 27) ^ {name}_table[i];
            }}
            return x;
        }}

        size_t {name}_count(const int *xs, size_t n, int limit)
        {{
            size_t hits = 0;
            for (size_t i = 0; i < n; i++)
                if (xs[i] < limit)
                    hits++;
            return hits;
        }}
        """)


def cpp_module(name: str, k: int) -> str:
    """A C++ file that compiles cleanly under -Wall -Wextra -Wshadow."""
    return dd(f"""
        #include <algorithm>
        #include <cstddef>
        #include <numeric>
        #include <vector>

        namespace tiles {{

        double {name}_score(const std::vector<double> &values)
        {{
            std::vector<double> sorted(values);
            std::sort(sorted.begin(), sorted.end());
            return std::accumulate(sorted.begin(), sorted.end(), {k}.0);
        }}

        std::size_t {name}_count_over(const std::vector<double> &values, double limit)
        {{
            return static_cast<std::size_t>(std::count_if(
                values.begin(), values.end(), [limit](double v) {{ return v > limit; }}));
        }}

        }}  // namespace tiles
        """)


C_NAMES = [
    "alloc", "arena", "backoff", "buffer", "checksum", "config", "conn_pool", "crc32",
    "dispatch", "dns", "epoll_loop", "frame", "hashmap", "hexdump", "options", "peer",
    "queue", "ratelimit", "resolver", "retry", "ring", "session", "stats", "strutil",
    "timer",
]  # fmt: skip
CPP_NAMES = [
    "atlas", "bounds", "cache", "clip", "codec", "encode", "grid", "index", "layer",
    "merge", "mesh", "pyramid", "quadkey", "raster", "render", "sampler", "simplify",
    "style", "tile", "vector_io",
]  # fmt: skip
MAIN_C = "int main(void)\n{\n    return 0;\n}\n"
MAIN_CPP = "int main()\n{\n    return 0;\n}\n"


def c_tree(names: list[str], planted: dict[str, str]) -> dict[str, str]:
    files = {f"src/{n}.c": planted.get(n) or c_module(n, k) for k, n in enumerate(names)}
    return files | {"src/main.c": MAIN_C}


def cpp_tree(names: list[str], planted: dict[str, str]) -> dict[str, str]:
    files = {f"src/{n}.cpp": planted.get(n) or cpp_module(n, k) for k, n in enumerate(names)}
    return files | {"src/main.cpp": MAIN_CPP}


CMAKE_C_PROJECT = """\
cmake_minimum_required(VERSION 3.20)
project({name} VERSION 1.4.2 LANGUAGES C)
set(CMAKE_C_STANDARD 11)
set(CMAKE_C_STANDARD_REQUIRED ON)
{body}
"""


# =========================================================================== scenarios
# Each builder writes its project into `w`, runs the tools, and returns (raw, Case).


def build_find_package_config(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "CMakeLists.txt": dd("""
            cmake_minimum_required(VERSION 3.20)
            project(geoserve VERSION 0.7.2 LANGUAGES CXX)
            set(CMAKE_CXX_STANDARD 17)
            set(CMAKE_CXX_STANDARD_REQUIRED ON)
            include(CheckIncludeFileCXX)
            check_include_file_cxx(charconv HAVE_CHARCONV)
            check_include_file_cxx(filesystem HAVE_FILESYSTEM)
            find_package(Threads REQUIRED)
            find_package(ZLIB REQUIRED)
            find_package(fmt 10 REQUIRED)
            file(GLOB SOURCES CONFIGURE_DEPENDS src/*.cpp)
            add_executable(geoserve ${SOURCES})
            target_link_libraries(geoserve PRIVATE fmt::fmt ZLIB::ZLIB Threads::Threads)
            """),
    } | cpp_tree(CPP_NAMES[:8], {}))  # fmt: skip
    log = GitHubLog("tilework/geoserve")
    log.setup()
    log.install(["cmake", "ninja-build", "zlib1g-dev"], 110)
    log.step(run("cmake --version", ["cmake", "--version"], w))
    ran = configure(w, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release")
    log.step(ran, env={"CC": "gcc", "CXX": "g++"})
    raw = log.finish()
    return raw, Case(
        case_id="cmake-find-package-config-gha-001",
        framework="cmake",
        failure_category="dependency_error",
        summary=(
            "CMake configure fails at CMakeLists.txt:10: find_package(fmt 10 REQUIRED) finds "
            "no fmtConfig.cmake / fmt-config.cmake; the CI job installs zlib1g-dev but not "
            "libfmt-dev, so the fmt package is missing on the runner."
        ),
        notes="GitHub Actions: runner setup, apt-get install, cmake -G Ninja configure fails.",
        signals=[
            Sig("error_message", "critical", "CMake Error at CMakeLists.txt:10 (find_package):",
                why="where configure failed"),
            Sig("error_message", "critical",
                "Could not find a package configuration file provided by \"fmt\"",
                aliases=("asked CMake to find a package configuration file provided by \"fmt\"",),
                why="the missing package"),
            Sig("error_message", "important", "fmtConfig.cmake"),
            Sig("error_message", "important", "-- Configuring incomplete, errors occurred!"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["CMakeLists.txt"],
        must_mention=["fmt", "find_package", "CMakeLists.txt:10"],
        must_not_claim=["compile error", "zlib is missing"],
        primary_language="cpp",
        evidence_formats=["cmake_error"],
        noise_profile=["ci_setup_noise", "package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


def build_could_not_find_curl(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "CMakeLists.txt": dd("""
            cmake_minimum_required(VERSION 3.20)
            project(fetchd VERSION 2.1.0 LANGUAGES C)
            set(CMAKE_C_STANDARD 11)
            option(FETCHD_TLS "Build with TLS support" ON)
            include(CheckIncludeFile)
            check_include_file(sys/epoll.h HAVE_SYS_EPOLL_H)
            check_include_file(sys/eventfd.h HAVE_SYS_EVENTFD_H)
            check_include_file(stdatomic.h HAVE_STDATOMIC_H)
            find_package(Threads REQUIRED)
            if(FETCHD_TLS)
              find_package(OpenSSL 3.0 REQUIRED)
            endif()
            find_package(ZLIB REQUIRED)
            find_package(CURL 7.80 REQUIRED)
            file(GLOB SOURCES CONFIGURE_DEPENDS src/*.c)
            add_executable(fetchd ${SOURCES})
            target_link_libraries(fetchd PRIVATE CURL::libcurl ZLIB::ZLIB Threads::Threads)
            """),
    } | c_tree(C_NAMES[:6], {}))  # fmt: skip
    log = GitLabLog("infra/fetchd")
    log.install(["cmake", "libssl-dev", "zlib1g-dev"], 40, 3)
    log.step(run("cmake --version", ["cmake", "--version"], w))
    ran = configure(w, "-DCMAKE_BUILD_TYPE=RelWithDebInfo", "-DFETCHD_TLS=ON")
    log.step(ran)
    return log.finish(), Case(
        case_id="cmake-could-not-find-curl-gitlab-001",
        framework="cmake",
        failure_category="dependency_error",
        summary=(
            "CMake configure fails: find_package(CURL 7.80 REQUIRED) at CMakeLists.txt:14 "
            "finds neither the curl library nor its headers (libcurl development package not "
            "installed in the image; the job installs libssl-dev and zlib1g-dev only)."
        ),
        notes="GitLab: apt-get install, cmake configure; FindCURL fails through "
              "FindPackageHandleStandardArgs with a call stack.",
        signals=[
            Sig("error_message", "critical",
                "Could NOT find CURL (missing: CURL_LIBRARY CURL_INCLUDE_DIR)",
                why="the missing package"),
            Sig("error_message", "critical", "CMakeLists.txt:14 (find_package)",
                why="the project's find_package call, in the call stack"),
            Sig("error_message", "important", "-- Configuring incomplete, errors occurred!"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["CMakeLists.txt"],
        must_mention=["CURL", "libcurl"],
        must_not_claim=["OpenSSL is missing", "compile error"],
        primary_language="c",
        evidence_formats=["cmake_error"],
        noise_profile=["package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


def build_add_subdirectory(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "CMakeLists.txt": dd("""
            cmake_minimum_required(VERSION 3.20)
            project(ringbuf VERSION 0.3.0 LANGUAGES C CXX)
            set(CMAKE_C_STANDARD 11)
            set(CMAKE_CXX_STANDARD 17)
            option(RINGBUF_TESTS "Build the tests" ON)
            file(GLOB SOURCES CONFIGURE_DEPENDS src/*.c)
            add_library(ringbuf STATIC ${SOURCES})
            if(RINGBUF_TESTS)
              enable_testing()
              add_subdirectory(tests)
            endif()
            """),
        "tests/CMakeLists.txt": dd("""
            set(INSTALL_GTEST OFF CACHE BOOL "" FORCE)
            add_subdirectory(${PROJECT_SOURCE_DIR}/extern/googletest googletest EXCLUDE_FROM_ALL)
            add_executable(ringbuf_tests test_ring.cpp)
            target_link_libraries(ringbuf_tests PRIVATE ringbuf GTest::gtest_main)
            add_test(NAME ringbuf_tests COMMAND ringbuf_tests)
            """),
        "tests/test_ring.cpp": "#include <gtest/gtest.h>\nTEST(Ring, Empty) {}\n",
    } | c_tree(C_NAMES[:10], {}))  # fmt: skip
    (w / "extern").mkdir()
    log = GitHubLog("embedded-kit/ringbuf", start=2)
    log.setup()
    log.install(["cmake", "g++"], 120, 5)
    ran = configure(w, "-DCMAKE_BUILD_TYPE=Debug", "-DRINGBUF_TESTS=ON")
    log.step(ran)
    return log.finish(), Case(
        case_id="cmake-add-subdirectory-submodule-gha-001",
        framework="cmake",
        failure_category="configuration_error",
        summary=(
            "CMake configure fails at tests/CMakeLists.txt:2: add_subdirectory() is given "
            "extern/googletest, which does not exist: the googletest git submodule was not "
            "checked out (actions/checkout runs with submodules: false)."
        ),
        notes="GitHub Actions: checkout without submodules, apt-get, cmake configure fails "
              "in a subdirectory's CMakeLists.txt.",
        signals=[
            Sig("error_message", "critical",
                "CMake Error at tests/CMakeLists.txt:2 (add_subdirectory):",
                why="where configure failed"),
            Sig("error_message", "critical", "extern/googletest\"", why="the missing folder"),
            Sig("error_message", "important", "add_subdirectory given source"),
            Sig("error_message", "important", "-- Configuring incomplete, errors occurred!"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["tests/CMakeLists.txt", ".gitmodules"],
        must_mention=["googletest", "submodule", "add_subdirectory"],
        must_not_claim=["compile error", "gtest package is not installed"],
        primary_language="cpp",
        evidence_formats=["cmake_error"],
        noise_profile=["ci_setup_noise", "package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


def build_check_symbol_dump(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "CMakeLists.txt": CMAKE_C_PROJECT.format(name="netd", body=dd("""
            list(APPEND CMAKE_MODULE_PATH ${PROJECT_SOURCE_DIR}/cmake)
            include(Checks)
            file(GLOB SOURCES CONFIGURE_DEPENDS src/*.c)
            add_executable(netd ${SOURCES})
            """)),
        "cmake/Checks.cmake": dd("""
            include(CheckIncludeFile)
            include(CheckSymbolExists)
            include(CheckFunctionExists)
            foreach(header unistd.h sys/epoll.h sys/eventfd.h sys/timerfd.h netinet/tcp.h
                           arpa/inet.h ifaddrs.h)
              string(MAKE_C_IDENTIFIER "HAVE_${header}" var)
              string(TOUPPER "${var}" var)
              check_include_file(${header} ${var})
            endforeach()
            check_function_exists(accept4 HAVE_ACCEPT4)
            check_function_exists(pipe2 HAVE_PIPE2)
            check_symbol_exists(SO_REUSEPORT "sys/socket.h" HAVE_SO_REUSEPORT)
            check_symbol_exists(strlcpy "string.h" HAVE_STRLCPY)
            if(NOT HAVE_STRLCPY)
              message(FATAL_ERROR "strlcpy() is required: install libbsd-dev or configure with "
                                  "-DNETD_BUNDLED_STRLCPY=ON")
            endif()
            """),
    } | c_tree(C_NAMES[:12], {}))  # fmt: skip
    log = GitHubLog("netd-project/netd", start=5)
    log.setup()
    log.install(["cmake", "ninja-build"], 50, 1)
    ran = configure(w, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release")
    log.step(ran)
    logs = "build/CMakeFiles/CMakeOutput.log build/CMakeFiles/CMakeError.log"
    dump = run(f"cat {logs}", ["cat", *logs.split()], w)
    raw = log.finish(after_failure=(dump,))
    return raw, Case(
        case_id="cmake-check-symbol-errorlog-dump-gha-001",
        framework="cmake",
        failure_category="configuration_error",
        summary=(
            "CMake configure stops at cmake/Checks.cmake:15 with FATAL_ERROR: strlcpy() is "
            "not available in glibc's string.h (check_symbol_exists(strlcpy) fails), and the "
            "project needs it unless configured with -DNETD_BUNDLED_STRLCPY=ON or libbsd-dev. "
            "A later `if: failure()` step dumps CMakeOutput.log and CMakeError.log: the probe "
            "compile errors in CMakeScratch are how the check answers, not the failure."
        ),
        notes="GitHub Actions: configure fails, then a failure() step cats the CMake logs "
              "(probe compiler errors, gmake lines) after the ##[error] line.",
        signals=[
            Sig("error_message", "critical", "CMake Error at cmake/Checks.cmake:15 (message):",
                why="where configure stopped"),
            Sig("error_message", "critical", "strlcpy() is required: install libbsd-dev",
                why="the project's message"),
            Sig("error_message", "important", "-- Looking for strlcpy - not found"),
            Sig("error_message", "important", "error: \u2018strlcpy\u2019 undeclared"),
            Sig("error_message", "optional", "CMakeLists.txt:6 (include)"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["cmake/Checks.cmake", "CMakeLists.txt"],
        must_mention=["strlcpy", "Checks.cmake"],
        must_not_claim=["a source file of the project fails to compile", "gmake failed"],
        primary_language="c",
        evidence_formats=["cmake_error", "compiler_diagnostic"],
        noise_profile=["ci_setup_noise", "package_install_noise", "log_dump_after_failure"],
        difficulty="medium",
        commands=[ran.shown, dump.shown],
    )  # fmt: skip


def build_missing_target(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "CMakeLists.txt": dd("""
            cmake_minimum_required(VERSION 3.20)
            project(tilesrv VERSION 1.2.0 LANGUAGES CXX)
            set(CMAKE_CXX_STANDARD 17)
            find_package(Threads REQUIRED)
            find_package(ZLIB REQUIRED)
            add_subdirectory(src)
            """),
        "src/CMakeLists.txt": dd("""
            file(GLOB SOURCES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/*.cpp)
            add_library(tilecore STATIC ${SOURCES})
            target_include_directories(tilecore PUBLIC ${PROJECT_SOURCE_DIR}/include)
            target_link_libraries(tilecore PUBLIC ZLIB::ZLIB)

            add_executable(tilesrv main.cpp)
            target_compile_definitions(tilesrv PRIVATE TILESRV_VERSION="${PROJECT_VERSION}")
            target_link_libraries(tilesrv
              PRIVATE
                tilecore
                Threads::Threads
                spdlog::spdlog
            )
            """),
    } | cpp_tree(CPP_NAMES, {}))  # fmt: skip
    log = GitLabLog("maps/tilesrv")
    log.install(["cmake", "ninja-build", "zlib1g-dev"], 60, 2)
    ran = configure(w, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release")
    log.step(ran)
    dump = run("cat build/CMakeFiles/CMakeOutput.log || true",
               ["cat", "build/CMakeFiles/CMakeOutput.log"], w)  # fmt: skip
    return log.finish((dump,), "build/CMakeFiles/CMakeOutput.log"), Case(
        case_id="cmake-target-link-missing-target-gitlab-001",
        framework="cmake",
        failure_category="configuration_error",
        summary=(
            "CMake's generate step fails: src/CMakeLists.txt:8 links tilesrv to "
            "spdlog::spdlog, but no such target exists (find_package(spdlog) is missing), "
            "so CMake reports the target was not found."
        ),
        notes="GitLab: configure reaches `-- Configuring done`, then the generate step fails; "
              "after_script prints CMakeOutput.log, and the job uploads it.",
        signals=[
            Sig("error_message", "critical",
                "CMake Error at src/CMakeLists.txt:8 (target_link_libraries):",
                why="where the link is declared"),
            Sig("error_message", "critical", "spdlog::spdlog", why="the missing target"),
            Sig("error_message", "critical", "but the target was not found",
                why="what went wrong"),
            Sig("error_message", "important", "CMake Generate step failed."),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["src/CMakeLists.txt", "CMakeLists.txt"],
        must_mention=["spdlog", "find_package", "target_link_libraries"],
        must_not_claim=["linker error", "undefined reference"],
        primary_language="cpp",
        evidence_formats=["cmake_error"],
        noise_profile=["package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


def build_unknown_command(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "CMakeLists.txt": dd("""
            cmake_minimum_required(VERSION 3.5)
            project(quadkey LANGUAGES CXX)
            set(CMAKE_CXX_STANDARD 17)
            option(QUADKEY_WERROR "Treat warnings as errors" OFF)
            if(QUADKEY_BUILD_DOCS)
              message(WARNING "QUADKEY_BUILD_DOCS is deprecated; use -DQUADKEY_DOCS=ON")
            endif()
            find_package(Doxygen)
            if(NOT DOXYGEN_FOUND)
              message(STATUS "Doxygen not found: the docs target is disabled")
            endif()
            file(GLOB SOURCES CONFIGURE_DEPENDS src/*.cpp)
            add_library(quadkey ${SOURCES})
            enable_testing()
            add_subdirectory(tests)
            """),
        "tests/CMakeLists.txt": dd("""
            find_package(Threads REQUIRED)
            add_executable(quadkey_tests test_main.cpp)
            target_link_libraries(quadkey_tests PRIVATE quadkey Threads::Threads)
            if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
              target_compile_options(quadkey_tests PRIVATE -Wall -Wextra)
            endif()
            # gtest's CMake module is not included: the command does not exist
            gtest_discover_tests(quadkey_tests DISCOVERY_TIMEOUT 30)
            """),
        "tests/test_main.cpp": MAIN_CPP,
    } | cpp_tree(CPP_NAMES[:6], {}))  # fmt: skip
    log = GitHubLog("geo-kit/quadkey", start=9)
    log.setup()
    log.install(["cmake", "g++"], 20, 4)
    ran = configure(w, "-DCMAKE_BUILD_TYPE=Debug", "-DQUADKEY_BUILD_DOCS=ON")
    log.step(ran)
    return log.finish(), Case(
        case_id="cmake-unknown-command-warnings-gha-001",
        framework="cmake",
        failure_category="configuration_error",
        summary=(
            "CMake configure fails at tests/CMakeLists.txt:8: gtest_discover_tests is an "
            "unknown command because include(GoogleTest) is missing. The deprecation warning "
            "(cmake_minimum_required 3.5) and the QUADKEY_BUILD_DOCS warning are noise."
        ),
        notes="GitHub Actions: CMake Deprecation Warning and a CMake Warning before the error.",
        signals=[
            Sig("error_message", "critical",
                "CMake Error at tests/CMakeLists.txt:8 (gtest_discover_tests):",
                why="where configure failed"),
            Sig("error_message", "critical",
                "Unknown CMake command \"gtest_discover_tests\".", why="the error"),
            Sig("error_message", "important", "-- Configuring incomplete, errors occurred!"),
            Sig("warning", "optional", "QUADKEY_BUILD_DOCS is deprecated"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["tests/CMakeLists.txt"],
        must_mention=["gtest_discover_tests", "include(GoogleTest)"],
        must_not_claim=["the deprecation warning causes the failure", "gtest is not installed"],
        primary_language="cpp",
        evidence_formats=["cmake_error", "cmake_warning"],
        noise_profile=["ci_setup_noise", "package_install_noise", "warning_noise"],
        commands=[ran.shown],
    )  # fmt: skip


def build_try_compile_output(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "CMakeLists.txt": dd("""
            cmake_minimum_required(VERSION 3.20)
            project(logfmt VERSION 3.0.0 LANGUAGES CXX)
            set(CMAKE_CXX_STANDARD 20)
            set(CMAKE_CXX_STANDARD_REQUIRED ON)
            include(cmake/RequireStdFormat.cmake)
            file(GLOB SOURCES CONFIGURE_DEPENDS src/*.cpp)
            add_library(logfmt ${SOURCES})
            """),
        "cmake/RequireStdFormat.cmake": dd("""
            try_compile(LOGFMT_HAS_STD_FORMAT ${CMAKE_BINARY_DIR}/probes/std_format
              SOURCES ${PROJECT_SOURCE_DIR}/cmake/probes/std_format.cpp
              CXX_STANDARD 20
              OUTPUT_VARIABLE probe_output)
            if(NOT LOGFMT_HAS_STD_FORMAT)
              message(FATAL_ERROR "logfmt 3 needs <format> (GCC 13, Clang 17 or MSVC 19.29); "
                                  "the probe failed:\\n${probe_output}")
            endif()
            """),
        "cmake/probes/std_format.cpp": dd("""
            #include <format>
            #include <string>

            int main()
            {
                std::string s = std::format("{} {}", 1, "x");
                return s.empty();
            }
            """),
    } | cpp_tree(CPP_NAMES[:8], {}))  # fmt: skip
    log = GitLabLog("tools/logfmt")
    log.install(["cmake", "make"], 150, 6)
    ran = configure(w, "-DCMAKE_BUILD_TYPE=Release")
    log.step(ran)
    return log.finish(artifacts="build/CMakeFiles/"), Case(
        case_id="cmake-try-compile-output-gitlab-001",
        framework="cmake",
        failure_category="toolchain_error",
        summary=(
            "CMake configure stops at cmake/RequireStdFormat.cmake:6: the try_compile probe "
            "for <format> fails because the image's GCC 12 has no <format> header (fatal "
            "error: format: No such file or directory); logfmt 3 needs GCC 13 or newer."
        ),
        notes="GitLab: FATAL_ERROR message that embeds the probe's whole build output "
              "(gmake lines, the compiler's fatal error), indented and wrapped by CMake.",
        signals=[
            Sig("error_message", "critical",
                "CMake Error at cmake/RequireStdFormat.cmake:6 (message):",
                why="where configure stopped"),
            Sig("error_message", "critical", "logfmt 3 needs <format> (GCC 13, Clang 17 or",
                why="the project's message"),
            Sig("compile_error", "critical", "error: format: No such file or directory",
                why="why the probe failed"),
            Sig("error_message", "important", "-- Configuring incomplete, errors occurred!"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["cmake/RequireStdFormat.cmake", "cmake/probes/std_format.cpp"],
        must_mention=["<format>", "GCC 13"],
        must_not_claim=["a project source file fails to compile"],
        primary_language="cpp",
        evidence_formats=["cmake_error", "compiler_diagnostic"],
        noise_profile=["package_install_noise", "wrapped_lines"],
        difficulty="medium",
        commands=[ran.shown],
    )  # fmt: skip


def build_pkg_config(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "CMakeLists.txt": CMAKE_C_PROJECT.format(name="vault", body=dd("""
            find_package(PkgConfig REQUIRED)
            find_package(Threads REQUIRED)
            pkg_check_modules(SODIUM REQUIRED IMPORTED_TARGET libsodium>=1.0.18)
            file(GLOB SOURCES CONFIGURE_DEPENDS src/*.c)
            add_executable(vault ${SOURCES})
            target_link_libraries(vault PRIVATE PkgConfig::SODIUM Threads::Threads)
            """)),
    } | c_tree(C_NAMES[:8], {}))  # fmt: skip
    log = GitHubLog("secrets-tools/vault", start=11)
    log.setup()
    log.install(["cmake", "pkg-config"], 110, 2)
    ran = configure(w, "-DCMAKE_BUILD_TYPE=Release")
    log.step(ran)
    return log.finish(), Case(
        case_id="cmake-pkg-config-missing-gha-001",
        framework="cmake",
        failure_category="dependency_error",
        summary=(
            "CMake configure fails: pkg_check_modules(SODIUM REQUIRED libsodium>=1.0.18) at "
            "CMakeLists.txt:7 finds no libsodium.pc (libsodium-dev is not installed)."
        ),
        notes="GitHub Actions: the error is raised inside FindPkgConfig.cmake; the project's "
              "call is at the bottom of the call stack, the package on a `--` line above.",
        signals=[
            Sig("error_message", "critical",
                "Package 'libsodium', required by 'virtual:world', not found",
                why="the missing package"),
            Sig("error_message", "critical", "CMakeLists.txt:7 (pkg_check_modules)",
                why="the project's call"),
            Sig("error_message", "important", "A required package was not found"),
            Sig("error_message", "important", "-- Configuring incomplete, errors occurred!"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["CMakeLists.txt"],
        must_mention=["libsodium", "pkg-config"],
        primary_language="c",
        evidence_formats=["cmake_error"],
        noise_profile=["ci_setup_noise", "package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


def build_min_version(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "CMakeLists.txt": dd("""
            cmake_minimum_required(VERSION 3.28)
            project(meshkit VERSION 4.0.0 LANGUAGES CXX)
            set(CMAKE_CXX_STANDARD 20)
            file(GLOB SOURCES CONFIGURE_DEPENDS src/*.cpp)
            add_library(meshkit ${SOURCES})
            """),
    } | cpp_tree(CPP_NAMES[:4], {}))  # fmt: skip
    log = GitLabLog("graphics/meshkit", image="debian:bookworm")
    log.install(["cmake", "g++", "ninja-build", "make"], 60, 1)
    log.step(run("cmake --version", ["cmake", "--version"], w))
    ran = configure(w, "-G", "Ninja")
    log.step(ran)
    return log.finish(), Case(
        case_id="cmake-min-version-gitlab-001",
        framework="cmake",
        failure_category="toolchain_error",
        summary=(
            "CMake configure fails at CMakeLists.txt:1: the project requires CMake 3.28 but "
            "the debian:bookworm image ships CMake 3.25.1."
        ),
        notes="GitLab: a long apt-get install, then a three-line configure failure.",
        signals=[
            Sig("error_message", "critical",
                "CMake Error at CMakeLists.txt:1 (cmake_minimum_required):",
                why="where configure failed"),
            Sig("error_message", "critical", "CMake 3.28 or higher is required.",
                why="the requirement"),
            Sig("error_message", "important", "You are running version 3.25.1"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["CMakeLists.txt", ".gitlab-ci.yml"],
        must_mention=["3.28", "3.25"],
        primary_language="cpp",
        evidence_formats=["cmake_error"],
        noise_profile=["package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


def build_missing_source(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "CMakeLists.txt": CMAKE_C_PROJECT.format(name="netd", body=dd("""
            add_subdirectory(src)
            """)),
        "src/CMakeLists.txt": dd("""
            set(CORE_SOURCES
              alloc.c arena.c backoff.c buffer.c checksum.c config.c conn_pool.c crc32.c
              dispatch.c dns.c)
            add_library(netd_core STATIC ${CORE_SOURCES})
            add_library(netd_legacy STATIC legacy/io_shim.c)
            target_link_libraries(netd_legacy PUBLIC netd_core)
            add_executable(netd main.c)
            target_link_libraries(netd PRIVATE netd_core netd_legacy)
            """),
    } | c_tree(C_NAMES[:10], {}))  # fmt: skip
    log = GitHubLog("netd-project/netd", start=4)
    log.setup()
    log.install(["cmake"], 110, 5)
    ran = configure(w, "-DCMAKE_BUILD_TYPE=Release")
    log.step(ran)
    return log.finish(), Case(
        case_id="cmake-missing-source-gha-001",
        framework="cmake",
        failure_category="configuration_error",
        summary=(
            "CMake's generate step fails: src/CMakeLists.txt:5 adds the library netd_legacy "
            "from legacy/io_shim.c, which does not exist (deleted or not committed), so the "
            "target has no sources."
        ),
        notes="GitHub Actions: two CMake errors after `-- Configuring done`, one per cause.",
        signals=[
            Sig("error_message", "critical", "CMake Error at src/CMakeLists.txt:5 (add_library):",
                why="where the library is declared"),
            Sig("error_message", "critical", "Cannot find source file:", why="the error"),
            Sig("error_message", "critical", "legacy/io_shim.c", why="the missing file"),
            Sig("error_message", "important", "No SOURCES given to target: netd_legacy"),
            Sig("error_message", "important", "CMake Generate step failed."),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["src/CMakeLists.txt"],
        must_mention=["io_shim.c", "netd_legacy"],
        primary_language="c",
        evidence_formats=["cmake_error"],
        noise_profile=["ci_setup_noise", "package_install_noise"],
        multi_failure=True,
        commands=[ran.shown],
    )  # fmt: skip


def build_werror_deprecated(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "CMakeLists.txt": dd("""
            cmake_minimum_required(VERSION 2.8)
            project(oldlib C)
            if(NOT OLDLIB_BACKEND)
              message(AUTHOR_WARNING "OLDLIB_BACKEND is not set; using the portable backend")
            endif()
            file(GLOB SOURCES CONFIGURE_DEPENDS src/*.c)
            add_library(oldlib STATIC ${SOURCES})
            """),
    } | c_tree(C_NAMES[:6], {}))  # fmt: skip
    log = GitHubLog("legacy-kit/oldlib", start=8)
    log.setup()
    log.install(["cmake", "ninja-build"], 60, 7)
    ran = configure(w, "-G", "Ninja", "-Werror=dev", "-Werror=deprecated")
    log.step(ran)
    return log.finish(), Case(
        case_id="cmake-werror-deprecated-gha-001",
        framework="cmake",
        failure_category="configuration_error",
        summary=(
            "The CI configures with -Werror=dev -Werror=deprecated, so CMake's deprecation "
            "warning for cmake_minimum_required(VERSION 2.8) at CMakeLists.txt:1 is an error "
            "(compatibility with CMake < 2.8.12 is being removed), and so is the AUTHOR_WARNING "
            "at CMakeLists.txt:4."
        ),
        notes="GitHub Actions: CMake's own warnings made errors (`CMake Deprecation Error`, "
              "`CMake Error (dev)`).",
        signals=[
            Sig("error_message", "critical",
                "CMake Deprecation Error at CMakeLists.txt:1 (cmake_minimum_required):",
                why="the first error"),
            Sig("error_message", "critical", "Compatibility with CMake < 2.8.12 will be removed",
                why="what it says"),
            Sig("error_message", "important", "CMake Error (dev) at CMakeLists.txt:4 (message):"),
            Sig("error_message", "important", "-- Configuring incomplete, errors occurred!"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["CMakeLists.txt", ".github/workflows/ci.yml"],
        must_mention=["cmake_minimum_required", "-Werror=deprecated"],
        primary_language="c",
        evidence_formats=["cmake_error"],
        noise_profile=["ci_setup_noise", "package_install_noise"],
        multi_failure=True,
        commands=[ran.shown],
    )  # fmt: skip


def build_fortran_missing(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "CMakeLists.txt": dd("""
            cmake_minimum_required(VERSION 3.20)
            project(solver VERSION 2.3.0 LANGUAGES C Fortran)
            set(CMAKE_C_STANDARD 11)
            file(GLOB SOURCES CONFIGURE_DEPENDS src/*.c src/*.f90)
            add_library(solver ${SOURCES})
            """),
    } | c_tree(C_NAMES[:6], {}))  # fmt: skip
    log = GitLabLog("numerics/solver", image="debian:bookworm")
    log.install(["cmake", "gcc", "make"], 45, 2)
    ran = configure(w, "-DCMAKE_BUILD_TYPE=Release")
    log.step(ran)
    return log.finish(), Case(
        case_id="cmake-fortran-compiler-missing-gitlab-001",
        framework="cmake",
        failure_category="toolchain_error",
        summary=(
            "project() at CMakeLists.txt:2 enables Fortran, but the debian:bookworm image has "
            "no Fortran compiler (the job installs gcc, not gfortran): CMake finds no "
            "CMAKE_Fortran_COMPILER."
        ),
        notes="GitLab: the compiler identification says unknown, then project() fails.",
        signals=[
            Sig("error_message", "critical", "CMake Error at CMakeLists.txt:2 (project):",
                why="where configure failed"),
            Sig("error_message", "critical", "No CMAKE_Fortran_COMPILER could be found.",
                why="the missing compiler"),
            Sig("error_message", "important", "-- The Fortran compiler identification is unknown"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["CMakeLists.txt", ".gitlab-ci.yml"],
        must_mention=["gfortran", "Fortran"],
        primary_language="c",
        evidence_formats=["cmake_error"],
        noise_profile=["package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


def build_parse_error(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "CMakeLists.txt": CMAKE_C_PROJECT.format(name="netd", body=dd("""
            add_subdirectory(src)
            """)),
        "src/CMakeLists.txt": dd("""
            set(NETD_SOURCES
              alloc.c arena.c backoff.c buffer.c checksum.c config.c)
            set(NETD_WARNINGS "-Wall -Wextra -Wshadow)
            add_library(netd STATIC ${NETD_SOURCES})
            separate_arguments(NETD_WARNINGS)
            target_compile_options(netd PRIVATE ${NETD_WARNINGS})
            """),
    } | c_tree(C_NAMES[:6], {}))  # fmt: skip
    log = GitHubLog("netd-project/netd", start=6)
    log.setup()
    log.install(["cmake"], 70, 6)
    ran = configure(w, "-DCMAKE_BUILD_TYPE=Release")
    log.step(ran)
    return log.finish(), Case(
        case_id="cmake-parse-error-gha-001",
        framework="cmake",
        failure_category="configuration_error",
        summary=(
            "src/CMakeLists.txt does not parse: the string \"-Wall -Wextra -Wshadow on line 3 "
            "has no closing quote, so CMake reads the rest of the file as the string and "
            "reports the missing `)` at the file's end, line 7."
        ),
        notes="GitHub Actions: a parse error (a header with a line and no command).",
        signals=[
            Sig("error_message", "critical", "CMake Error at src/CMakeLists.txt:7:",
                why="where CMake noticed (the end of the file)"),
            Sig("error_message", "critical", "Parse error.  Function missing ending \")\".",
                why="what"),
            Sig("error_message", "important", "string with text \"-Wall -Wextra -Wshadow)"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["src/CMakeLists.txt"],
        must_mention=["quote", "src/CMakeLists.txt"],
        primary_language="c",
        evidence_formats=["cmake_error"],
        noise_profile=["ci_setup_noise", "package_install_noise"],
        commands=[ran.shown],
    )  # fmt: skip


# --------------------------------------------------------------------------- -Werror builds

RING_C = dd("""
    #include <stddef.h>
    #include <stdint.h>

    struct ring {
        unsigned char *data;
        size_t cap;
        size_t head;
        size_t tail;
    };

    int ring_push(struct ring *r, const unsigned char *src, int len)
    {
        size_t room = r->cap - (r->head - r->tail);
        if (len > room)
            return -1;
        for (int i = 0; i < len; i++)
            r->data[(r->head + i) % r->cap] = src[i];
        r->head += len;
        return len;
    }
    """)
MAKEFILE_WERROR = dd("""
    CC      := gcc
    CFLAGS  := -std=c11 -O2 -g -Wall -Wextra -Werror -fdiagnostics-color=always -Iinclude -MMD -MP
    SRCS    := $(sort $(wildcard src/*.c))
    OBJS    := $(patsubst src/%.c,build/%.o,$(SRCS))

    all: bin/netd

    bin/netd: $(OBJS) | bin
    \t$(CC) -o $@ $^

    build/%.o: src/%.c | build
    \t$(CC) $(CFLAGS) -c $< -o $@

    build bin:
    \tmkdir -p $@

    -include $(OBJS:.o=.d)
    .PHONY: all
    """)


def build_werror_make(w: Path) -> tuple[str, Case]:
    write_tree(w, {"Makefile": MAKEFILE_WERROR} | c_tree(C_NAMES, {"ring": RING_C}))
    log = GitHubLog("netd-project/netd", start=7)
    log.setup()
    log.install(["build-essential"], 100, 6)
    ran = run("make -j1 V=1", ["make", "-j1", "V=1"], w)
    log.step(ran)
    return log.finish(), Case(
        case_id="gcc-werror-make-sign-compare-color-gha-001",
        framework="gcc",
        failure_category="compile_error",
        summary=(
            "The build uses -Werror: src/ring.c:14 compares the int `len` with the size_t "
            "`room` (-Wsign-compare), which -Werror turns into an error, and make stops at "
            "build/ring.o."
        ),
        notes="GitHub Actions, gcc with -fdiagnostics-color=always (escapes in the log), "
              "make -j1 stops at the first failed object after 20 compiled ones.",
        signals=[
            Sig("compile_error", "critical",
                "comparison of integer expressions of different signedness",
                why="the diagnostic"),
            Sig("stack_location", "critical", file="src/ring.c", line=14, why="where"),
            Sig("compile_error", "critical", "-Werror=sign-compare", why="the flag"),
            Sig("compile_error", "important", "cc1: all warnings being treated as errors"),
            Sig("exit_code", "important", "make: *** [Makefile:12: build/ring.o] Error 1"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 2."),
        ],
        relevant_files=["src/ring.c", "Makefile"],
        must_mention=["ring.c", "sign-compare", "-Werror"],
        must_not_claim=["linker error"],
        primary_language="c",
        evidence_formats=["compiler_diagnostic"],
        noise_profile=["ci_setup_noise", "package_install_noise", "verbose_build_noise",
                       "ansi_color"],
        commands=[ran.shown],
    )  # fmt: skip


TILE_CPP = dd("""
    #include <cstddef>
    #include <string>
    #include <vector>

    namespace tiles {

    std::string tile_key(int zoom, int x, int y)
    {
        std::string key;
        for (int z = zoom; z > 0; --z) {
            int digit = 0;
            const int mask = 1 << (z - 1);
            if (x & mask)
                digit += 1;
            if (y & mask) {
                int digit = 2;
                key.push_back(static_cast<char>('0' + digit));
                continue;
            }
            key.push_back(static_cast<char>('0' + digit));
        }
        return key;
    }

    std::size_t tile_count(const std::vector<int> &zooms)
    {
        std::size_t total = 0;
        std::size_t last = 0;
        for (int zoom : zooms)
            total += std::size_t{1} << (2 * zoom);
        return total;
    }

    }  // namespace tiles
    """)


def build_werror_ninja(w: Path) -> tuple[str, Case]:
    write_tree(w, {
        "CMakeLists.txt": dd("""
            cmake_minimum_required(VERSION 3.24)
            project(tiles VERSION 0.9.0 LANGUAGES CXX)
            set(CMAKE_CXX_STANDARD 17)
            set(CMAKE_COMPILE_WARNING_AS_ERROR ON)
            add_compile_options(-Wall -Wextra -Wshadow)
            file(GLOB SOURCES CONFIGURE_DEPENDS src/*.cpp)
            list(FILTER SOURCES EXCLUDE REGEX "main\\\\.cpp$")
            add_library(tiles STATIC ${SOURCES})
            add_executable(tilegen src/main.cpp)
            target_link_libraries(tilegen PRIVATE tiles)
            """),
    } | cpp_tree(CPP_NAMES, {"tile": TILE_CPP}))  # fmt: skip
    log = GitLabLog("maps/tiles")
    log.install(["cmake", "ninja-build"], 40, 3)
    first = configure(w, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release")
    log.step(first)
    ran = build(w, "--parallel", "1")
    log.step(ran)
    return log.finish(), Case(
        case_id="gcc-werror-cmake-ninja-cxx-gitlab-001",
        framework="gcc",
        failure_category="compile_error",
        summary=(
            "CMAKE_COMPILE_WARNING_AS_ERROR makes g++ run with -Werror: src/tile.cpp has a "
            "shadowed `digit` (line 16, -Wshadow) and an unused variable `last` (line 28), "
            "both errors; ninja stops at tile.cpp.o."
        ),
        notes="GitLab: cmake -G Ninja configure, then cmake --build with ninja; -Werror comes "
              "from CMAKE_COMPILE_WARNING_AS_ERROR, so it is only on the compile command.",
        signals=[
            Sig("compile_error", "critical",
                "declaration of \u2018digit\u2019 shadows a previous local", why="first error"),
            Sig("stack_location", "critical", file="src/tile.cpp", line=16, why="where"),
            Sig("compile_error", "critical",
                "unused variable \u2018last\u2019 [-Werror=unused-variable]", why="second error"),
            Sig("compile_error", "important", "cc1plus: all warnings being treated as errors"),
            Sig("exit_code", "important", "FAILED: CMakeFiles/tiles.dir/src/tile.cpp.o"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["src/tile.cpp", "CMakeLists.txt"],
        must_mention=["tile.cpp", "shadow", "unused variable", "-Werror"],
        must_not_claim=["linker error"],
        primary_language="cpp",
        evidence_formats=["compiler_diagnostic"],
        noise_profile=["package_install_noise", "verbose_build_noise"],
        multi_failure=True,
        commands=[first.shown, ran.shown],
    )  # fmt: skip


WARNED_C = dd("""
    #include <stddef.h>

    int {name}_apply(int value, int flags)
    {{
        return value * 2;
    }}

    size_t {name}_len(const char *s, size_t cap)
    {{
        size_t n = 0;
        while (n < cap && s[n])
            n++;
        return n;
    }}
    """)
CONFIG_C = dd("""
    #include <stdio.h>
    #include <string.h>

    struct config {
        char name[64];
        int port;
    };

    int config_name(struct config *cfg, const char *name)
    {
        size_t n = strlcpy(cfg->name, name, sizeof cfg->name);
        return n < sizeof cfg->name ? 0 : -1;
    }

    void config_print(const struct config *cfg)
    {
        printf("%s:%d\\n", cfg->name, cfg->port);
    }
    """)


def build_werror_some(w: Path) -> tuple[str, Case]:
    planted = {n: WARNED_C.format(name=n) for n in C_NAMES[:5]} | {"config": CONFIG_C}
    write_tree(w, {
        "CMakeLists.txt": CMAKE_C_PROJECT.format(name="netd", body=dd("""
            add_compile_options(-Wall -Wextra -Werror=implicit-function-declaration
                                -Werror=format-security)
            find_program(CCACHE ccache)
            if(NOT CCACHE)
              message(WARNING "ccache not found: builds will not be cached")
            endif()
            file(GLOB SOURCES CONFIGURE_DEPENDS src/*.c)
            add_executable(netd ${SOURCES})
            """)),
    } | c_tree(C_NAMES[:16], planted))  # fmt: skip
    log = GitHubLog("netd-project/netd", start=3)
    log.setup()
    log.install(["cmake", "build-essential"], 80, 4)
    first = configure(w, "-DCMAKE_BUILD_TYPE=Debug")
    log.step(first)
    ran = build(w, "--parallel", "1")
    log.step(ran)
    return log.finish(), Case(
        case_id="gcc-werror-some-warnings-cmake-make-gha-001",
        framework="make",
        failure_category="compile_error",
        summary=(
            "src/config.c:11 calls strlcpy, which glibc's string.h does not declare: the "
            "implicit declaration is an error under -Werror=implicit-function-declaration, "
            "and make stops at config.c.o. The unused-parameter warnings in other files are "
            "noise, and so is the ccache CMake Warning."
        ),
        notes="GitHub Actions: CMake Warning at configure, then cmake --build with Unix "
              "Makefiles; warnings in five files before the error.",
        signals=[
            Sig("compile_error", "critical",
                "implicit declaration of function \u2018strlcpy\u2019",
                why="the error"),
            Sig("stack_location", "critical", file="src/config.c", line=11, why="where"),
            Sig("compile_error", "critical", "[-Werror=implicit-function-declaration]",
                why="the flag that makes it an error"),
            Sig("compile_error", "important", "cc1: some warnings being treated as errors"),
            Sig("exit_code", "important", "CMakeFiles/netd.dir/src/config.c.o] Error 1"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 2."),
        ],
        relevant_files=["src/config.c"],
        must_mention=["strlcpy", "config.c", "implicit declaration"],
        must_not_claim=["unused parameter causes the failure", "ccache"],
        primary_language="c",
        evidence_formats=["compiler_diagnostic", "cmake_warning"],
        noise_profile=["ci_setup_noise", "package_install_noise", "warning_noise"],
        commands=[first.shown, ran.shown],
    )  # fmt: skip


# =========================================================================== main

Builder = Callable[[Path], tuple[str, Case]]
SCENARIOS: list[tuple[str, str, Builder]] = [
    ("cmake-find-package-config-gha-001", "geoserve", build_find_package_config),
    ("cmake-could-not-find-curl-gitlab-001", "fetchd", build_could_not_find_curl),
    ("cmake-add-subdirectory-submodule-gha-001", "ringbuf", build_add_subdirectory),
    ("cmake-check-symbol-errorlog-dump-gha-001", "netd", build_check_symbol_dump),
    ("cmake-target-link-missing-target-gitlab-001", "tilesrv", build_missing_target),
    ("cmake-unknown-command-warnings-gha-001", "quadkey", build_unknown_command),
    ("cmake-try-compile-output-gitlab-001", "logfmt", build_try_compile_output),
    ("cmake-pkg-config-missing-gha-001", "vault", build_pkg_config),
    ("cmake-min-version-gitlab-001", "meshkit", build_min_version),
    ("cmake-missing-source-gha-001", "netd-legacy", build_missing_source),
    ("cmake-werror-deprecated-gha-001", "oldlib", build_werror_deprecated),
    ("cmake-fortran-compiler-missing-gitlab-001", "solver", build_fortran_missing),
    ("cmake-parse-error-gha-001", "netd-parse", build_parse_error),
    ("gcc-werror-make-sign-compare-color-gha-001", "netd-make", build_werror_make),
    ("gcc-werror-cmake-ninja-cxx-gitlab-001", "tiles", build_werror_ninja),
    ("gcc-werror-some-warnings-cmake-make-gha-001", "netd-cmake", build_werror_some),
]
"""(case id, the project's folder name, its builder)."""


def relabel(folder: Path) -> None:
    """Say in the case files that this script made the case, for development."""
    for name, updates in (("case.json", {"generator": GENERATOR}),
                          ("tags.json", {"split": SPLIT, "origin": "loopglass_dev_cases",
                                         "notes": f"labels hand-written in {GENERATOR}; "
                                                  "line numbers computed"})):  # fmt: skip
        path = folder / name
        data = json.loads(path.read_text())
        path.write_text(make_cases.dump_json(data | updates))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", default=None, help="case ids to (re)build")
    parser.add_argument("--keep-work", action="store_true", help="keep the scratch projects")
    args = parser.parse_args(argv)
    missing = [name for name in TOOLS if shutil.which(name) is None]
    if missing:
        print(f"missing tools: {', '.join(missing)}", file=sys.stderr)
        return 2
    versions = {name: version_of(argv) for name, argv in TOOLS.items()}
    make_cases.OUT = OUT  # write_case writes there
    OUT.mkdir(parents=True, exist_ok=True)
    for case_id, repo, builder in SCENARIOS:
        if args.only is not None and case_id not in args.only:
            continue
        if (WORK / repo).exists():
            shutil.rmtree(WORK / repo)
        work = WORK / repo / repo
        work.mkdir(parents=True)
        raw, case = builder(work)
        if case.case_id != case_id:
            raise ValueError(f"builder for {case_id} labelled {case.case_id}")
        result = make_cases.write_case(case, raw, versions)
        relabel(OUT / case_id)
        print(f"{case_id:50s} {result['bytes']:>8,d} B {result['lines']:>6,d} lines  "
              f"{result['position']}")  # fmt: skip
        if not args.keep_work:
            shutil.rmtree(WORK / repo)
    return 0


if __name__ == "__main__":
    sys.exit(main())
