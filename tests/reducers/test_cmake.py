"""The gcc reducer reads CMake from gcc@2: cmake configures small broken projects here (a
package without a config file, a find module failing through
FindPackageHandleStandardArgs, pkg-config, a target and a source missing at generate
time, a failed check with CMakeError.log printed after it (Unix Makefiles and Ninja), a
probe's build inside a FATAL_ERROR message, warnings before an unknown command, a
language without a compiler, CMake's own warnings made errors by -Werror=dev), and
samples captured from the same runs (cmake 3.25.1, gcc 12.2, ninja 1.11, no gfortran, in
/tmp/cmake-samples/<name>) so that no behaviour goes untested where cmake is missing.
Record them again with

    .venv/bin/python -m tests.reducers.test_cmake
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

import pytest

from harness.output.document import Document
from harness.reducers import ReducerSet
from harness.reducers.families.gcc import GCC, GCC2
from tests.reducers.helpers import info_for
from tests.reducers.toolchain import (
    SAMPLES,
    cited,
    cited_together,
    line_of,
    reduce,
    require,
    run,
    sample,
)

MAIN = "int main(void) { return 0; }\n"
PROJECTS: dict[str, dict[str, str]] = {
    "find_package_config": {
        "CMakeLists.txt": (
            "cmake_minimum_required(VERSION 3.20)\nproject(geo VERSION 1.0 LANGUAGES C)\n"
            "find_package(Threads REQUIRED)\nfind_package(fmt 10 REQUIRED)\n"
            "add_executable(geo main.c)\n"
        ),
    },
    "find_module": {
        "CMakeLists.txt": (
            "cmake_minimum_required(VERSION 3.20)\nproject(fetch C)\n"
            "find_package(Threads REQUIRED)\nfind_package(CURL 7.80 REQUIRED)\n"
            "add_executable(fetch main.c)\n"
        ),
    },
    "pkg_config": {
        "CMakeLists.txt": (
            "cmake_minimum_required(VERSION 3.20)\nproject(vault C)\n"
            "find_package(PkgConfig REQUIRED)\n"
            "pkg_check_modules(SODIUM REQUIRED IMPORTED_TARGET libsodium>=1.0.18)\n"
            "add_executable(vault main.c)\n"
        ),
    },
    "missing_target": {
        "CMakeLists.txt": (
            "cmake_minimum_required(VERSION 3.20)\nproject(tiles C)\n"
            "add_library(core STATIC main.c)\nadd_executable(tiles main.c)\n"
            "target_link_libraries(tiles PRIVATE core spdlog::spdlog)\n"
        ),
    },
    "missing_source": {
        "CMakeLists.txt": (
            "cmake_minimum_required(VERSION 3.20)\nproject(tiles C)\n"
            "add_library(legacy STATIC legacy/io_shim.c)\nadd_executable(tiles main.c)\n"
            "target_link_libraries(tiles PRIVATE legacy)\n"
        ),
    },
    "check_failed_log": {
        "CMakeLists.txt": (
            "cmake_minimum_required(VERSION 3.20)\nproject(netd C)\n"
            "list(APPEND CMAKE_MODULE_PATH ${PROJECT_SOURCE_DIR}/cmake)\ninclude(Checks)\n"
        ),
        "cmake/Checks.cmake": (
            "include(CheckIncludeFile)\ninclude(CheckSymbolExists)\n"
            "check_include_file(sys/epoll.h HAVE_SYS_EPOLL_H)\n"
            "check_include_file(sys/nothing.h HAVE_SYS_NOTHING_H)\n"
            'check_symbol_exists(strlcpy "string.h" HAVE_STRLCPY)\n'
            'if(NOT HAVE_STRLCPY)\n  message(FATAL_ERROR "strlcpy() is required")\nendif()\n'
        ),
    },
    "try_compile_message": {
        "CMakeLists.txt": (
            "cmake_minimum_required(VERSION 3.20)\nproject(logfmt CXX)\n"
            "try_compile(HAS_FORMAT ${CMAKE_BINARY_DIR}/probe\n"
            "  SOURCES ${PROJECT_SOURCE_DIR}/probe.cpp CXX_STANDARD 20 OUTPUT_VARIABLE out)\n"
            'if(NOT HAS_FORMAT)\n  message(FATAL_ERROR "<format> is required:\\n${out}")\n'
            "endif()\n"
        ),
        "probe.cpp": '#include <format>\nint main() { return std::format("{}", 1).empty(); }\n',
    },
    "warnings_then_error": {
        "CMakeLists.txt": (
            "cmake_minimum_required(VERSION 2.8)\nproject(quadkey C)\n"
            'message(WARNING "QUADKEY_BUILD_DOCS is deprecated")\n'
            'message(AUTHOR_WARNING "set QUADKEY_BACKEND")\nadd_library(quadkey main.c)\n'
            "gtest_discover_tests(quadkey)\n"
        ),
    },
    "no_compiler": {
        "CMakeLists.txt": "cmake_minimum_required(VERSION 3.20)\nproject(num C Fortran)\n",
    },
    "warnings_as_errors": {
        "CMakeLists.txt": (
            "cmake_minimum_required(VERSION 2.8)\nproject(oldlib C)\n"
            'message(AUTHOR_WARNING "OLDLIB_BACKEND is not set")\nadd_library(oldlib main.c)\n'
        ),
    },
}
PROJECTS["check_failed_log_ninja"] = PROJECTS["check_failed_log"]
COMMANDS = {
    "check_failed_log": "cmake -S . -B build; cat build/CMakeFiles/CMakeError.log",
    "check_failed_log_ninja": "cmake -S . -B build -G Ninja; cat build/CMakeFiles/CMakeError.log",
    "warnings_as_errors": "cmake -S . -B build -Werror=dev -Werror=deprecated",
}
"""The shell command each project's output comes from, when not `cmake -S . -B build`."""


def _configure(folder: Path, name: str) -> bytes:
    require("cmake", "gcc")
    for rel, text in ({"main.c": MAIN} | PROJECTS[name]).items():
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_text(text)
    command = COMMANDS.get(name, "cmake -S . -B build")
    return run(["sh", "-c", command], folder, LC_ALL="C.UTF-8", CC="gcc", CXX="g++")


def _output(tmp_path: Path, source: str, name: str) -> bytes:
    """The project's output: run here, or its sample. A project that fails for want of
    something (fmt, curl, libsodium, strlcpy in glibc, <format> in g++, gfortran) is
    skipped where that is installed."""
    if source != "real":
        return sample("cmake", f"{name}.txt")
    if name == "pkg_config":
        require("pkg-config")
    data = _configure(tmp_path, name)
    if b"CMake Error" not in data:
        pytest.skip(f"{name} configures here: what it lacks elsewhere is installed")
    return data


SOURCES = pytest.mark.parametrize("source", ["real", "sample"])


@SOURCES
def test_a_missing_config_package_is_placed_and_named(tmp_path, source):
    packet, doc = reduce(GCC2, _output(tmp_path, source, "find_package_config"), 600)
    assert packet.fields["cmake_errors"] == ["CMakeLists.txt:4 (find_package)"]
    assert packet.fields["missing_packages"] == ["fmt"]
    header = line_of(doc, "CMake Error at CMakeLists.txt:4 (find_package):")
    said = line_of(doc, 'Could not find a package configuration file provided by "fmt"')
    assert cited_together(packet, header, header + 3), "the header and the first paragraph"
    assert said in cited(packet)
    assert line_of(doc, "-- Configuring incomplete, errors occurred!") in cited(packet)


@SOURCES
def test_a_find_module_failing_is_placed_at_the_projects_call(tmp_path, source):
    packet, doc = reduce(GCC2, _output(tmp_path, source, "find_module"), 300)
    assert packet.fields["cmake_errors"] == ["CMakeLists.txt:4 (find_package)"]
    assert packet.fields["missing_packages"] == ["CURL"]
    shown = cited(packet)
    assert line_of(doc, "Could NOT find CURL (missing: CURL_LIBRARY CURL_INCLUDE_DIR)") in shown
    assert line_of(doc, "  CMakeLists.txt:4 (find_package)") in shown
    assert line_of(doc, "FindPackageHandleStandardArgs.cmake:230 (message):") not in shown


@SOURCES
def test_a_package_pkg_config_did_not_find(tmp_path, source):
    packet, doc = reduce(GCC2, _output(tmp_path, source, "pkg_config"), 500)
    assert packet.fields["missing_packages"] == ["libsodium"]
    assert packet.fields["cmake_errors"] == ["CMakeLists.txt:4 (pkg_check_modules)"]
    shown = cited(packet)
    assert line_of(doc, "Package 'libsodium', required by 'virtual:world', not found") in shown
    assert line_of(doc, "  CMakeLists.txt:4 (pkg_check_modules)") in shown


@SOURCES
def test_a_target_linked_to_that_does_not_exist(tmp_path, source):
    packet, doc = reduce(GCC2, _output(tmp_path, source, "missing_target"), 400)
    assert packet.fields["missing_targets"] == ["spdlog::spdlog"]
    assert packet.fields["cmake_errors"] == ["CMakeLists.txt:5 (target_link_libraries)"]
    shown = cited(packet)
    for text in ("CMake Error at CMakeLists.txt:5", "    spdlog::spdlog",
                 "but the target was not found"):  # fmt: skip
        assert line_of(doc, text) in shown, text
    packet, _ = reduce(GCC2, doc.data)
    assert line_of(doc, "CMake Generate step failed.") in cited(packet)


@SOURCES
def test_a_source_file_that_does_not_exist(tmp_path, source):
    packet, doc = reduce(GCC2, _output(tmp_path, source, "missing_source"), 400)
    assert packet.fields["missing_sources"] == ["legacy/io_shim.c"]
    assert packet.fields["cmake_errors"] == ["CMakeLists.txt:3 (add_library)"], "one place"
    first = line_of(doc, "CMake Error at CMakeLists.txt:3 (add_library):")
    assert {first, first + 1, line_of(doc, "    legacy/io_shim.c")} <= cited(packet)
    packet, _ = reduce(GCC2, doc.data)
    second = line_of(doc, "CMake Error at CMakeLists.txt:3 (add_library):", after=first)
    assert {second, line_of(doc, "CMake Generate step failed.")} <= cited(packet)


@SOURCES
@pytest.mark.parametrize("name", ["check_failed_log", "check_failed_log_ninja"])
def test_a_failed_check_and_the_log_printed_after_it(tmp_path, source, name):
    if name.endswith("ninja") and source == "real":
        require("ninja")
    packet, doc = reduce(GCC2, _output(tmp_path, source, name), 700)
    assert packet.fields["cmake_errors"] == ["cmake/Checks.cmake:7 (message)"]
    assert "failed_targets" not in packet.fields, "the probes' builds did not fail the build"
    assert "errors" not in packet.fields, "nor did their compiler errors"
    shown = cited(packet)
    header = line_of(doc, "CMake Error at cmake/Checks.cmake:7 (message):")
    assert cited_together(packet, header, header + 1)
    assert line_of(doc, "-- Looking for strlcpy - not found") in shown, "the check just above"
    assert line_of(doc, "Determining if the strlcpy exist failed") in shown
    v1, _ = reduce(GCC, doc.data, 700)
    assert v1.fields["failed_targets"], "gcc@1 took a probe's make line for the failure"


@SOURCES
def test_a_probe_build_inside_a_message(tmp_path, source):
    packet, doc = reduce(GCC2, _output(tmp_path, source, "try_compile_message"), 600)
    assert packet.fields["cmake_errors"] == ["CMakeLists.txt:6 (message)"]
    assert "failed_targets" not in packet.fields
    shown = cited(packet)
    assert line_of(doc, "CMake Error at CMakeLists.txt:6 (message):") in shown
    assert line_of(doc, "<format> is required:") in shown
    where = line_of(doc, "probe.cpp:1:10:")  # CMake wraps the compiler's line somewhere
    assert {where, line_of(doc, "No such file or directory", after=where - 1)} <= shown


@SOURCES
def test_warnings_rank_below_the_error(tmp_path, source):
    packet, doc = reduce(GCC2, _output(tmp_path, source, "warnings_then_error"), 300)
    assert packet.fields["cmake_errors"] == ["CMakeLists.txt:6 (gtest_discover_tests)"]
    shown = cited(packet)
    header = line_of(doc, "CMake Error at CMakeLists.txt:6 (gtest_discover_tests):")
    assert cited_together(packet, header, line_of(doc, 'Unknown CMake command "gtest_disc'))
    assert line_of(doc, "CMake Warning at CMakeLists.txt:3 (message):") not in shown
    packet, _ = reduce(GCC2, doc.data)
    assert packet.fields["cmake_warnings"] == 3  # a deprecation, a warning, a dev warning


@SOURCES
def test_a_language_without_a_compiler(tmp_path, source):
    packet, doc = reduce(GCC2, _output(tmp_path, source, "no_compiler"), 300)
    assert packet.fields["missing_compilers"] == ["Fortran"]
    assert packet.fields["cmake_errors"] == ["CMakeLists.txt:2 (project)"]
    header = line_of(doc, "CMake Error at CMakeLists.txt:2 (project):")
    assert cited_together(packet, header, line_of(doc, "No CMAKE_Fortran_COMPILER could be"))


@SOURCES
def test_cmakes_own_warnings_made_errors(tmp_path, source):
    packet, doc = reduce(GCC2, _output(tmp_path, source, "warnings_as_errors"), 500)
    assert packet.fields["cmake_errors"] == [
        "CMakeLists.txt:1 (cmake_minimum_required)", "CMakeLists.txt:3 (message)",
    ]  # fmt: skip
    first = line_of(doc, "CMake Deprecation Error at CMakeLists.txt:1")
    assert cited_together(packet, first, line_of(doc, "Compatibility with CMake < 2.8.12"))
    assert line_of(doc, "CMake Error (dev) at CMakeLists.txt:3 (message):") in cited(packet)


@pytest.mark.parametrize("name", sorted(PROJECTS))
def test_gcc2_claims_cmake_output_and_gcc1_did_not(name):
    doc = Document(sample("cmake", f"{name}.txt"))
    info = info_for(doc)
    claim = GCC2.sniff(doc, info)
    assert claim >= 0.7
    others = [r for r in ReducerSet().active.values() if r.name != GCC2.name]
    assert all(r.sniff(doc, info) < claim for r in others)
    if name != "try_compile_message":  # a compiler error in the message: gcc@1 saw that
        assert GCC.sniff(doc, info) < 0.5


def test_a_configure_that_succeeded_with_warnings_is_not_a_failure():
    doc = Document(sample("cmake", "warnings_then_error.txt"))
    text = doc.data.replace(b"CMake Error at", b"CMake Warning at")
    text = text.replace(b"-- Configuring incomplete, errors occurred!", b"-- Configuring done")
    warned = Document(text)
    assert GCC2.sniff(warned, info_for(warned)) < 0.5


def record() -> None:
    """Run every project in /tmp/cmake-samples/<name> and keep its output as a sample."""
    root = Path(tempfile.gettempdir()) / "cmake-samples"
    for name in PROJECTS:
        folder = root / name
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
        (SAMPLES / "cmake" / f"{name}.txt").write_bytes(_configure(folder, name))


if __name__ == "__main__":
    record()
    sys.exit(0)
