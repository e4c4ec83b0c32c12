"""Build the seventh fresh held-out batch of LogDx-CI-shaped cases from real tool output.

    .venv/bin/python scripts/make_fresh_cases_7.py [--only CASE_ID ...] [--keep-work] [--preview]

Same method as scripts/make_fresh_cases_2.py to scripts/make_fresh_cases_6.py (whose CI
framing, scratch git repository, label and README helpers this script imports), with
twenty new scenarios, each a tool or a failure shape that no earlier batch has:
pytest under pytest-xdist (``-n 2 -v``, ``[gw0]``/``[gw1]`` lines), a pytest-cov
``--cov-fail-under`` gate with every test passing, an ``ImportError while loading
conftest`` (exit 4), an alembic migration stopped by PostgreSQL (DuplicateColumn), pylint
with its message ids and score, ``sphinx-build -W --keep-going``, Twisted's ``trial``
(a failure and a ``DirtyReactorAggregateError``), Django's system checks (``fields.E304``
among ``--deploy`` warnings), a jsonschema ``ValidationError`` from a manifest check,
``psql -v ON_ERROR_STOP=1`` stopped by a foreign-key violation, ``javac`` errors among
``-Xlint:all`` warnings, an Erlang escript's badmatch on ``file:consult``'s syntax error
(exit 127), Tcl's tcltest, a C++ program ended by ``terminate called after throwing`` under
make, a Rust link failure (``linking with `cc` failed``), ``cargo doc`` with
``-D warnings`` (broken intra-doc links), a node stream's ``Unhandled 'error' event``, a
terraform dependency ``Cycle``, ``openssl verify`` failing on a certificate chain, and a
``sed -f`` program built from a heredoc that breaks on a value with a slash.

Each scenario commits a small broken project to a scratch git repository
(<tmp>/lgfc7/<NN>/origin/, NN = the case's position in SCENARIOS), checks it out the way
the CI runner does (real git commands), runs the real tools on it, captures stdout and
stderr merged in order, and writes
bench/cases-fresh-7/<case_id>/{raw.log,case.json,ground_truth.json,tags.json}.
Half the logs are framed like a GitHub Actions job log, half like a GitLab job log (see
make_fresh_cases_2.py); the runner's own lines are the only text this script writes into
a log.

Labels are written by hand in this file from the bug planted in each project; only their
line numbers are computed. Before a case is written, every label value, alias, file,
relevant test and must_mention term is checked to be an exact substring of raw.log (also
with ANSI escapes removed): the script fails otherwise. The log reducers are never
imported or run here.
"""

from __future__ import annotations

import heapq
import shutil
import subprocess
import sys
import tempfile
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fresh_batch import Builder, Built, FreshBatch, run
from make_cases import (  # scripts/ is not a package: imported by path
    PY,
    Case,
    Sig,
    child_env,
    dd,
)
from make_fresh_cases_2 import (
    Batch,
    Gha,
    Lab,
    cache_action,
    make_origin,
    pins,
    py_env,
)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "cases-fresh-7"
WORK = Path(tempfile.gettempdir()) / "lgfc7"  # neutral: paths in the logs must not name the case
SPLIT = "loopglass-fresh-7-heldout"
GENERATOR = "scripts/make_fresh_cases_7.py"
MIN_BYTES, MAX_BYTES = 15_000, 2_000_000
BATCH = Batch(OUT, SPLIT, GENERATOR, MIN_BYTES, MAX_BYTES)
SYS_PATH = "/usr/local/bin:/usr/bin:/bin"
WHEELS = Path("/opt/pypi/files")  # the machine's local wheel mirror (pip's find-links)
PY311_BIN = Path.home() / ".pyenv" / "versions" / "3.11.7" / "bin"
CARGO_BIN = Path.home() / ".cargo" / "bin"
OPENSSL = shutil.which("openssl") or "/usr/bin/openssl"
PSQL = shutil.which("psql") or "/usr/bin/psql"
PG = {"PGHOST": "127.0.0.1", "PGPORT": "5432", "PGUSER": "postgres"}  # trust auth
LQ, RQ = "\u2018", "\u2019"  # the quotes gcc and sed print in a UTF-8 locale


# =========================================================================== helpers


def tabs(text: str) -> str:
    """A Makefile written with ``\\t`` for its recipe tabs."""
    return dd(text).replace("\\t", "\t")


def sys_env(**extra: str) -> dict[str, str]:
    """A plain runner image: system tools only, no project venv on PATH."""
    return child_env(PATH=SYS_PATH, **extra)


def py311_env(**extra: str) -> dict[str, str]:
    """The CPython 3.11 that setup-python would put first on PATH; pip sees only the
    machine's wheel mirror (nothing is downloaded)."""
    return child_env(
        PATH=f"{PY311_BIN}:{SYS_PATH}",
        PIP_CONFIG_FILE="/dev/null",
        PIP_NO_INDEX="1",
        PIP_FIND_LINKS=str(WHEELS),
        **extra,
    )


PIP_SHOWN = {"PIP_NO_INDEX": "1", "PIP_FIND_LINKS": str(WHEELS)}


def cargo_env(**extra: str) -> dict[str, str]:
    return child_env(
        PATH=f"{CARGO_BIN}:{SYS_PATH}",
        CARGO_NET_OFFLINE="true",
        CARGO_TERM_COLOR="never",
        CARGO_INCREMENTAL="0",
        **extra,
    )


def npm_env(w: Path, **extra: str) -> dict[str, str]:
    """npm offline, with an empty cache and user config of its own (not the machine's)."""
    (w / "npmrc").write_text("")
    return child_env(
        PATH=SYS_PATH,
        npm_config_userconfig=str(w / "npmrc"),
        npm_config_cache=str(w / "npm-cache"),
        npm_config_update_notifier="false",
        npm_config_fund="false",
        npm_config_audit="false",
        npm_config_offline="true",
        **extra,
    )


def tf_env(w: Path, **extra: str) -> dict[str, str]:
    rc = w / "terraform.rc"
    rc.write_text("")
    return child_env(
        PATH=SYS_PATH,
        TF_CLI_CONFIG_FILE=str(rc),
        CHECKPOINT_DISABLE="1",
        TF_IN_AUTOMATION="1",
        **extra,
    )


def setup_python_311(job: Gha, cache_key: str) -> None:
    """actions/setup-python for the pyenv CPython 3.11 used by the scratch-venv cases."""
    version = PY311_BIN.parent.name
    job.action(
        "actions/setup-python@v5",
        {
            "python-version": version.rsplit(".", 1)[0],
            "cache": "pip",
            "cache-dependency-path": "requirements-ci.txt",
            "check-latest": "false",
            "token": "***",
            "update-environment": "true",
            "allow-prereleases": "false",
            "freethreaded": "false",
        },
        dd(f"""
        ##[group]Installed versions
        Successfully set up CPython ({version})
        ##[endgroup]
        [command]/opt/hostedtoolcache/Python/{version}/x64/bin/pip cache dir
        /home/runner/.cache/pip
        Received 12582912 of 48210377 (26.1%), 12.0 MBs/sec
        Received 48210377 of 48210377 (100.0%), 22.9 MBs/sec
        Cache Size: ~46 MB (48210377 B)
        [command]/usr/bin/tar -xf /home/runner/work/_temp/61f0c2d4-8a3e-4b7c-9e15-3d2a7c6b9f08/cache.tzst -P -C {job.cwd} --use-compress-program unzstd
        Cache restored successfully
        Cache restored from key: setup-python-Linux-x64-24.04-Ubuntu-python-{version}-pip-{cache_key}
        """),  # noqa: E501
    )


def setup_node(job: Gha) -> None:
    job.action(
        "actions/setup-node@v4",
        {"node-version": "20", "check-latest": "false", "always-auth": "false"},
        "Found in cache @ /opt/hostedtoolcache/node/20.20.2/x64\n"
        "##[group]Environment details\nnode: v20.20.2\nnpm: 11.19.1\n##[endgroup]",
    )


def word(k: int) -> str:
    """A short, pronounceable, deterministic name."""
    cons, vows = "bdfgklmnprstvz", "aeiou"
    return cons[k % 14] + vows[k // 14 % 5] + cons[(k * 7 + 3) % 14] + vows[(k * 3 + 1) % 5]


# =========================================================================== scenarios
# Each builder takes its scratch folder and returns (raw log, framing, labelled Case).


# ----------------------------------------------------- 1 pytest-xdist: a failure on worker gw?

FX_EXPONENTS = {
    "AED": 2, "AUD": 2, "BHD": 3, "BRL": 2, "CAD": 2, "CHF": 2, "CLP": 0, "CNY": 2,
    "CZK": 2, "DKK": 2, "EUR": 2, "GBP": 2, "HKD": 2, "HUF": 2, "IDR": 2, "ILS": 2,
    "INR": 2, "ISK": 0, "JOD": 3, "JPY": 0, "KRW": 0, "KWD": 3, "MXN": 2, "MYR": 2,
    "NOK": 2, "NZD": 2, "OMR": 3, "PHP": 2, "PLN": 2, "RON": 2, "SAR": 2, "SEK": 2,
    "SGD": 2, "THB": 2, "TND": 3, "TRY": 2, "TWD": 2, "USD": 2, "VND": 0, "ZAR": 2,
}  # fmt: skip


def fx_amounts() -> list[tuple[str, str, int]]:
    """(currency, amount, minor units): all exact in binary floating point but one."""
    out: list[tuple[str, str, int]] = []
    for k, (cur, exp) in enumerate(FX_EXPONENTS.items()):
        for j in range(4):
            text = f"{k * 7 + j * 13}.{'5' if exp else '0'}" if j % 2 else f"{k + j * 31}.25"
            amount = Decimal(text)
            if exp == 0:
                amount = amount.to_integral_value(ROUND_HALF_UP)
                text = str(amount)
            minor = int(amount * 10**exp)
            if int(float(text) * 10**exp) == minor:  # keep only the cases the bug gets right
                out.append((cur, text, minor))
    out.insert(37, ("EUR", "0.29", 29))  # 0.29 * 100 == 28.999999999999996
    return out


def build_pytest_xdist(w: Path) -> Built:
    amounts = fx_amounts()
    pairs = [(a, b) for a in list(FX_EXPONENTS)[:12] for b in ("EUR", "USD", "GBP") if a != b]
    files = {
        "requirements-ci.txt": "pytest==9.1.1\npytest-xdist==3.8.0\n",
        "pyproject.toml": dd("""
            [project]
            name = "fxconvert"
            version = "2.4.0"
            requires-python = ">=3.11"

            [tool.pytest.ini_options]
            testpaths = ["tests"]
            addopts = "-p no:cacheprovider"
            """),
        "fxconvert/__init__.py": '"""Currency amounts in minor units, and conversions."""\n',
        "fxconvert/currencies.py": dd(f'''
            """ISO 4217 minor-unit exponents."""

            EXPONENTS = {FX_EXPONENTS!r}


            def exponent(code: str) -> int:
                try:
                    return EXPONENTS[code]
                except KeyError:
                    raise ValueError(f"unknown currency: {{code}}") from None
            '''),
        "fxconvert/money.py": dd('''
            """Amounts as integers of the currency's minor unit (cents, fils, yen)."""
            from decimal import Decimal

            from fxconvert.currencies import exponent


            def to_minor_units(amount: float, currency: str) -> int:
                """12.34 EUR -> 1234; 5 JPY -> 5; 1.005 KWD -> 1005."""
                return int(amount * 10 ** exponent(currency))


            def from_minor_units(units: int, currency: str) -> Decimal:
                return Decimal(units).scaleb(-exponent(currency))


            def format_amount(units: int, currency: str) -> str:
                return f"{from_minor_units(units, currency):,} {currency}"
            '''),
        "fxconvert/rates.py": dd('''
            """Cross rates through EUR, rounded half-up to the target's minor unit."""
            from decimal import ROUND_HALF_UP, Decimal

            from fxconvert.currencies import exponent

            EUR_RATES = {
                "AED": "3.97", "AUD": "1.66", "BHD": "0.407", "BRL": "5.86", "CAD": "1.49",
                "CHF": "0.94", "CLP": "1012", "CNY": "7.71", "CZK": "25.2", "DKK": "7.46",
                "EUR": "1", "GBP": "0.84", "USD": "1.08",
            }


            def convert(units: int, source: str, target: str) -> int:
                amount = Decimal(units).scaleb(-exponent(source))
                eur = amount / Decimal(EUR_RATES[source])
                out = (eur * Decimal(EUR_RATES[target])).scaleb(exponent(target))
                return int(out.quantize(Decimal(1), rounding=ROUND_HALF_UP))
            '''),
        "tests/__init__.py": "",
        "tests/test_currencies.py": dd(f"""
            import pytest

            from fxconvert.currencies import exponent

            CODES = {sorted(FX_EXPONENTS)!r}


            @pytest.mark.parametrize("code", CODES)
            def test_exponent_is_known(code):
                assert exponent(code) in (0, 2, 3)


            @pytest.mark.parametrize("code", ["XXX", "EURO", "", "usd"])
            def test_unknown_code_is_rejected(code):
                with pytest.raises(ValueError):
                    exponent(code)
            """),
        "tests/test_money.py": dd(f"""
            from decimal import Decimal

            import pytest

            from fxconvert.money import format_amount, from_minor_units, to_minor_units

            AMOUNTS = {amounts!r}
            IDS = [f"{{c}}-{{a}}" for c, a, _ in AMOUNTS]


            @pytest.mark.parametrize(("currency", "amount", "minor"), AMOUNTS, ids=IDS)
            def test_to_minor_units(currency, amount, minor):
                assert to_minor_units(float(amount), currency) == minor


            @pytest.mark.parametrize(("currency", "amount", "minor"), AMOUNTS, ids=IDS)
            def test_round_trip(currency, amount, minor):
                assert from_minor_units(minor, currency) == Decimal(amount)


            @pytest.mark.parametrize(("currency", "amount", "minor"), AMOUNTS[:40], ids=IDS[:40])
            def test_format_amount_names_currency(currency, amount, minor):
                assert format_amount(minor, currency).endswith(" " + currency)
            """),
        "tests/test_rates.py": dd(f"""
            import pytest

            from fxconvert.rates import convert

            PAIRS = {pairs!r}


            @pytest.mark.parametrize(("source", "target"), PAIRS)
            def test_identity_rate_round_trips(source, target):
                there = convert(100_000, source, target)
                back = convert(there, target, source)
                assert abs(back - 100_000) <= 1000


            @pytest.mark.parametrize("code", ["EUR", "USD", "GBP", "CHF"])
            def test_zero_is_zero(code):
                assert convert(0, "EUR", code) == 0
            """),
    }
    slug = "acme-payments/fxconvert"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "tests (3.11, xdist)")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python_311(job, "0c8e1f2a4b6d8f0a2c4e6f8a0b2d4f6e8a0c2e4f6a8b0d2f4e6a8c0e2f4a6b8d")
    env = py311_env()
    job.step(
        "python -m venv .venv\n"
        ". .venv/bin/activate\n"
        "python -m pip install -r requirements-ci.txt\n"
        "python -m pip install --no-deps -e .",
        env=env,
        shown_env=PIP_SHOWN,
    )
    job.step(". .venv/bin/activate\npython -m pip list", env=env)
    job.step(". .venv/bin/activate\npytest -n 2 -v", env=env)
    raw = job.finish()
    failing = "tests/test_money.py::test_to_minor_units[EUR-0.29]"
    case = Case(
        case_id="pytest-xdist-parallel-failure-001",
        framework="pytest",
        failure_category="test_assertion",
        summary=(
            "to_minor_units() in fxconvert/money.py converts with "
            "`int(amount * 10 ** exponent(currency))`: the float product 0.29 * 100 is "
            "28.999999999999996 and int() truncates it, so "
            "test_to_minor_units[EUR-0.29] gets 28 instead of 29. The conversion must round "
            "(or go through Decimal(str(amount))) instead of truncating. The failure is "
            "reported by xdist worker output among 443 passing tests run on two workers."
        ),
        notes=(
            "GitHub-Actions-style log: setup-python 3.11, a venv installed offline from the "
            "wheel mirror (pytest, pytest-xdist), pip list, then `pytest -n 2 -v` whose "
            "`[gw0]`/`[gw1]` result lines interleave; one failure."
        ),
        signals=[
            Sig("failed_test", "critical", failing, why="the failing test"),
            Sig("assertion", "critical", "assert 28 == 29", why="truncated minor units"),
            Sig("stack_location", "important", file="tests/test_money.py", line=13),
            Sig("assertion", "important", "where 28 = to_minor_units(0.29, 'EUR')"),
            Sig("assertion", "important", "1 failed"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["fxconvert/money.py", "tests/test_money.py"],
        relevant_tests=[failing],
        must_mention=["to_minor_units", "0.29", "28 == 29", "EUR"],
        must_not_claim=["xdist worker crashed", "a flaky test", "pip install failed"],
        evidence_formats=["assertion_diff", "test_summary"],
        noise_profile=["runner_setup", "dependency_install", "test_progress_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# ------------------------------------------------ 2 pytest-cov: every test passes, the gate fails

PC_AREAS = {
    "AB": "Aberdeen", "B": "Birmingham", "BS": "Bristol", "CB": "Cambridge", "CF": "Cardiff",
    "DD": "Dundee", "E": "London E", "EC": "London EC", "EH": "Edinburgh", "G": "Glasgow",
    "L": "Liverpool", "LS": "Leeds", "M": "Manchester", "N": "London N", "NE": "Newcastle",
    "NW": "London NW", "OX": "Oxford", "S": "Sheffield", "SE": "London SE", "SW": "London SW",
    "W": "London W", "WC": "London WC", "YO": "York",
}  # fmt: skip


def build_pytest_cov(w: Path) -> Built:
    codes = [
        f"{area}{(k * 7) % 19 + 1} {(k * 3) % 9 + 1}{'ABDEFGHJLNPQRSTUWXYZ'[k % 20]}"
        f"{'ABDEFGHJLNPQRSTUWXYZ'[(k * 11) % 20]}"
        for k, area in enumerate(sorted(PC_AREAS) * 4)
    ]
    files = {
        "requirements-ci.txt": "pytest==9.1.1\npytest-cov==7.1.0\ncoverage==7.16.2\n",
        "pyproject.toml": dd("""
            [project]
            name = "postcodes"
            version = "1.8.0"
            requires-python = ">=3.11"

            [tool.pytest.ini_options]
            testpaths = ["tests"]
            addopts = "-p no:cacheprovider"

            [tool.coverage.run]
            branch = true
            source = ["postcodes"]

            [tool.coverage.report]
            show_missing = true
            skip_covered = false
            """),
        "postcodes/__init__.py": '"""UK postcode parsing and lookup."""\n__version__ = "1.8.0"\n',
        "postcodes/areas.py": dd(f'''
            """Postcode areas (the leading letters) and their names."""

            AREAS = {PC_AREAS!r}


            def area_name(area: str) -> str:
                try:
                    return AREAS[area.upper()]
                except KeyError:
                    raise LookupError(f"unknown postcode area: {{area}}") from None


            def is_london(area: str) -> bool:
                return area_name(area).startswith("London")
            '''),
        "postcodes/parse.py": dd('''
            """Split a postcode into outward and inward codes."""
            import re
            from dataclasses import dataclass

            PATTERN = re.compile(r"^([A-Z]{1,2})([0-9][0-9A-Z]?) ?([0-9])([A-Z]{2})$")


            @dataclass(frozen=True)
            class Postcode:
                area: str
                district: str
                sector: str
                unit: str

                @property
                def outward(self) -> str:
                    return self.area + self.district

                @property
                def inward(self) -> str:
                    return self.sector + self.unit

                def __str__(self) -> str:
                    return f"{self.outward} {self.inward}"


            def parse(text: str) -> Postcode:
                cleaned = " ".join(text.upper().split())
                match = PATTERN.match(cleaned)
                if match is None:
                    raise ValueError(f"not a postcode: {text!r}")
                return Postcode(*match.groups())


            def normalise(text: str) -> str:
                return str(parse(text))
            '''),
        "postcodes/validate.py": dd('''
            """Validation with reasons, for form errors."""
            from postcodes.areas import AREAS
            from postcodes.parse import PATTERN


            def problems(text: str) -> list[str]:
                out = []
                cleaned = " ".join(text.upper().split())
                if not cleaned:
                    return ["empty"]
                if len(cleaned.replace(" ", "")) > 7:
                    out.append("too long")
                if not PATTERN.match(cleaned):
                    out.append("bad format")
                elif PATTERN.match(cleaned).group(1) not in AREAS:
                    out.append("unknown area")
                return out


            def is_valid(text: str) -> bool:
                return not problems(text)
            '''),
        "postcodes/distance.py": dd('''
            """Rough distances between sector centroids."""
            import math

            EARTH_KM = 6371.0


            def haversine(a: tuple[float, float], b: tuple[float, float]) -> float:
                lat1, lon1 = map(math.radians, a)
                lat2, lon2 = map(math.radians, b)
                h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin(
                    (lon2 - lon1) / 2
                ) ** 2
                return 2 * EARTH_KM * math.asin(math.sqrt(h))


            def within(a: tuple[float, float], b: tuple[float, float], km: float) -> bool:
                return haversine(a, b) <= km
            '''),
        "postcodes/legacy_import.py": dd('''
            """Import the old CSV exports of the address book (format v1 and v2)."""
            import csv
            import io
            import logging
            from dataclasses import dataclass

            from postcodes.parse import normalise

            log = logging.getLogger(__name__)

            V1_COLUMNS = ["id", "name", "street", "town", "postcode"]
            V2_COLUMNS = ["id", "name", "line1", "line2", "town", "county", "postcode", "country"]


            @dataclass
            class Address:
                ident: str
                name: str
                lines: list[str]
                town: str
                postcode: str
                country: str = "GB"


            def sniff_version(header: list[str]) -> int:
                if header == V1_COLUMNS:
                    return 1
                if header == V2_COLUMNS:
                    return 2
                raise ValueError(f"unknown export header: {header}")


            def row_to_address(version: int, row: dict[str, str]) -> Address:
                if version == 1:
                    lines = [row["street"]]
                    country = "GB"
                else:
                    lines = [x for x in (row["line1"], row["line2"]) if x]
                    country = row["country"] or "GB"
                postcode = row["postcode"]
                if country == "GB":
                    try:
                        postcode = normalise(postcode)
                    except ValueError:
                        log.warning("row %s: bad postcode %r kept as is", row["id"], postcode)
                return Address(row["id"], row["name"].strip(), lines, row["town"], postcode, country)


            def read_export(text: str) -> list[Address]:
                reader = csv.reader(io.StringIO(text))
                header = next(reader)
                version = sniff_version(header)
                out = []
                for values in reader:
                    if not any(values):
                        continue
                    if len(values) != len(header):
                        log.warning("skipping short row: %r", values)
                        continue
                    out.append(row_to_address(version, dict(zip(header, values))))
                return out


            def dedupe(addresses: list[Address]) -> list[Address]:
                seen: dict[tuple[str, str], Address] = {}
                for address in addresses:
                    key = (address.name.lower(), address.postcode)
                    if key in seen:
                        log.info("duplicate %s merged into %s", address.ident, seen[key].ident)
                        continue
                    seen[key] = address
                return list(seen.values())


            def summary(addresses: list[Address]) -> dict[str, int]:
                counts: dict[str, int] = {}
                for address in addresses:
                    counts[address.country] = counts.get(address.country, 0) + 1
                return dict(sorted(counts.items()))
            '''),  # noqa: E501
        "postcodes/geocode.py": dd('''
            """Nearest known sector centroid for a postcode (from a small built-in table)."""
            from dataclasses import dataclass, field

            from postcodes.distance import haversine
            from postcodes.parse import parse

            CENTROIDS = {
                "LS1 4": (53.7965, -1.5478), "LS6 2": (53.8190, -1.5780), "YO1 7": (53.9600, -1.0873),
                "M1 1": (53.4808, -2.2426), "M14 5": (53.4490, -2.2210), "EH1 1": (55.9533, -3.1883),
                "SW1A 1": (51.5014, -0.1419), "EC1A 1": (51.5201, -0.0973), "B1 1": (52.4796, -1.9026),
            }


            @dataclass
            class Geocoder:
                table: dict[str, tuple[float, float]] = field(default_factory=lambda: dict(CENTROIDS))
                hits: int = 0
                misses: int = 0

                def sector_of(self, text: str) -> str:
                    pc = parse(text)
                    return f"{pc.outward} {pc.sector}"

                def locate(self, text: str) -> tuple[float, float] | None:
                    sector = self.sector_of(text)
                    if sector in self.table:
                        self.hits += 1
                        return self.table[sector]
                    self.misses += 1
                    return None

                def nearest(self, point: tuple[float, float]) -> str:
                    best, best_km = "", float("inf")
                    for sector, centre in self.table.items():
                        km = haversine(point, centre)
                        if km < best_km:
                            best, best_km = sector, km
                    return best

                def stats(self) -> str:
                    total = self.hits + self.misses
                    rate = self.hits / total if total else 0.0
                    return f"{self.hits}/{total} located ({rate:.0%})"
            '''),  # noqa: E501
        "postcodes/cli.py": dd('''
            """`postcodes` command: normalise, validate or locate postcodes."""
            import argparse
            import sys

            from postcodes import __version__
            from postcodes.geocode import Geocoder
            from postcodes.parse import normalise
            from postcodes.validate import problems


            def build_parser() -> argparse.ArgumentParser:
                parser = argparse.ArgumentParser(prog="postcodes")
                parser.add_argument("--version", action="version", version=__version__)
                sub = parser.add_subparsers(dest="command", required=True)
                norm = sub.add_parser("normalise", help="print postcodes in canonical form")
                norm.add_argument("codes", nargs="+")
                check = sub.add_parser("check", help="explain what is wrong with postcodes")
                check.add_argument("codes", nargs="+")
                check.add_argument("--quiet", action="store_true")
                locate = sub.add_parser("locate", help="print the sector centroid")
                locate.add_argument("codes", nargs="+")
                return parser


            def main(argv: list[str] | None = None) -> int:
                args = build_parser().parse_args(argv)
                status = 0
                if args.command == "normalise":
                    for code in args.codes:
                        print(normalise(code))
                elif args.command == "check":
                    for code in args.codes:
                        found = problems(code)
                        if found:
                            status = 1
                        if found or not args.quiet:
                            print(f"{code}: {', '.join(found) or 'ok'}")
                else:
                    geocoder = Geocoder()
                    for code in args.codes:
                        print(code, geocoder.locate(code))
                    print(geocoder.stats(), file=sys.stderr)
                return status
            '''),
        "tests/__init__.py": "",
        "tests/test_geocode.py": dd("""
            import pytest

            from postcodes.geocode import Geocoder


            @pytest.mark.parametrize(
                ("code", "sector"),
                [("LS1 4AP", "LS1 4"), ("yo17 1hh", "YO17 1"), ("M145 5RT", None)],
            )
            def test_sector_of(code, sector):
                if sector is None:
                    with pytest.raises(ValueError):
                        Geocoder().sector_of(code)
                else:
                    assert Geocoder().sector_of(code) == sector


            def test_locate_counts_hits_and_misses():
                g = Geocoder()
                assert g.locate("LS1 4AP") == (53.7965, -1.5478)
                assert g.locate("LS2 9JT") is None
                assert g.stats() == "1/2 located (50%)"


            def test_nearest():
                assert Geocoder().nearest((53.80, -1.55)) == "LS1 4"


            def test_stats_when_empty():
                assert Geocoder().stats() == "0/0 located (0%)"
            """),
        "tests/test_cli.py": dd("""
            import pytest

            from postcodes.cli import main


            def test_normalise(capsys):
                assert main(["normalise", "ls14ap", "sw1a 1aa"]) == 0
                assert capsys.readouterr().out.split("\\n")[:2] == ["LS1 4AP", "SW1A 1AA"]


            @pytest.mark.parametrize(("quiet", "lines"), [(False, 2), (True, 1)])
            def test_check(capsys, quiet, lines):
                argv = ["check", "LS1 4AP", "QQ1 1AA"] + (["--quiet"] if quiet else [])
                assert main(argv) == 1
                assert len(capsys.readouterr().out.splitlines()) == lines


            def test_locate(capsys):
                assert main(["locate", "LS1 4AP"]) == 0
                assert "1/1 located" in capsys.readouterr().err
            """),
        "tests/test_legacy_import.py": dd("""
            import pytest

            from postcodes.legacy_import import V1_COLUMNS, V2_COLUMNS, sniff_version


            @pytest.mark.parametrize(("header", "version"), [(V1_COLUMNS, 1), (V2_COLUMNS, 2)])
            def test_sniff_version(header, version):
                assert sniff_version(header) == version
            """),
        "tests/test_areas.py": dd(f"""
            import pytest

            from postcodes.areas import area_name, is_london

            AREAS = {sorted(PC_AREAS)!r}


            @pytest.mark.parametrize("area", AREAS)
            def test_every_area_has_a_name(area):
                assert area_name(area.lower())


            def test_unknown_area():
                with pytest.raises(LookupError):
                    area_name("QQ")


            @pytest.mark.parametrize(("area", "london"), [("EC", True), ("LS", False), ("SW", True)])
            def test_is_london(area, london):
                assert is_london(area) is london
            """),  # noqa: E501
        "tests/test_parse.py": dd(f"""
            import pytest

            from postcodes.parse import normalise, parse

            CODES = {codes!r}


            @pytest.mark.parametrize("code", CODES)
            def test_round_trip(code):
                assert normalise(code.lower().replace(" ", "")) == code


            @pytest.mark.parametrize("code", CODES[:20])
            def test_outward_and_inward(code):
                pc = parse(code)
                assert f"{{pc.outward}} {{pc.inward}}" == code


            @pytest.mark.parametrize("text", ["", "12345", "SW1A-1AA", "ZZZZ 1AA"])
            def test_rejects(text):
                with pytest.raises(ValueError):
                    parse(text)
            """),
        "tests/test_validate.py": dd("""
            import pytest

            from postcodes.validate import is_valid, problems


            @pytest.mark.parametrize(
                ("text", "expected"),
                [("", ["empty"]), ("SW1A 1AA", []), ("QQ1 1AA", ["unknown area"]),
                 ("SW1A 1AAAA", ["too long", "bad format"]), ("hello", ["bad format"])],
            )
            def test_problems(text, expected):
                assert problems(text) == expected


            def test_is_valid():
                assert is_valid("ls1 4ap")
            """),
        "tests/test_distance.py": dd("""
            import pytest

            from postcodes.distance import haversine, within

            LEEDS, YORK = (53.7997, -1.5492), (53.9590, -1.0815)


            def test_leeds_to_york():
                assert haversine(LEEDS, YORK) == pytest.approx(35.4, abs=0.5)


            def test_within():
                assert within(LEEDS, YORK, 40) and not within(LEEDS, YORK, 30)


            @pytest.mark.skip(reason="needs the sector centroid file (not in CI)")
            def test_sector_centroids():
                raise AssertionError
            """),
    }
    slug = "acme-geo/postcodes"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "coverage (3.11)")
    job.set_up_job(["actions/setup-python@v5", "actions/upload-artifact@v4"])
    job.checkout(sha)
    setup_python_311(job, "5d7f9b1c3e5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a5c7e")
    env = py311_env()
    job.step(
        "python -m venv .venv\n"
        ". .venv/bin/activate\n"
        "python -m pip install -r requirements-ci.txt\n"
        "python -m pip install --no-deps -e .",
        env=env,
        shown_env=PIP_SHOWN,
    )
    shown = (
        ". .venv/bin/activate\n"
        "pytest -v --cov=postcodes --cov-branch --cov-report=term-missing "
        "--cov-report=xml:coverage.xml --cov-fail-under=85"
    )
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="pytest-cov-fail-under-001",
        framework="pytest",
        failure_category="lint_error",
        summary=(
            "No test fails: 163 tests pass (one is skipped), but the coverage gate "
            "--cov-fail-under=85 is not met (total 77.22%). The new module "
            "postcodes/legacy_import.py (CSV import of the old address-book exports) was "
            "added with a test of sniff_version() only, so 37 of its 62 statements are never "
            "run (34%) while every other module is at 100%. Add tests for legacy_import; "
            "nothing else is broken."
        ),
        notes=(
            "GitHub-Actions-style log: setup-python 3.11, a venv installed offline (pytest, "
            "pytest-cov, coverage), then `pytest -v --cov ... --cov-fail-under=85`: 163 "
            "PASSED lines, a coverage table with one module at 34%, and the FAIL line."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "FAIL Required test coverage of 85% not reached.",
                why="the gate that fails the job",
            ),
            Sig(
                "error_message",
                "critical",
                "postcodes/legacy_import.py",
                why="the untested module",
            ),
            Sig("assertion", "important", "1 skipped"),
            Sig("error_message", "important", "Total coverage: 77.22%"),
            Sig("error_message", "important", "34%   30, 34-46, 50-61, 65-72, 76-79"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["postcodes/legacy_import.py", "pyproject.toml"],
        must_mention=["coverage", "85%", "legacy_import"],
        must_not_claim=["a test failed", "the skipped test causes the failure", "import error"],
        evidence_formats=["test_summary", "coverage_table"],
        noise_profile=["runner_setup", "dependency_install", "test_progress_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# ------------------------------------------- 3 alembic upgrade stopped by PostgreSQL (real server)

LEDGER_MIGRATIONS: list[tuple[str, str, str]] = [
    (
        "0001",
        "create customers",
        """
    op.create_table(
        "customers",
        sa.Column("id", sa.BigInteger, primary_key=True),
        sa.Column("email", sa.String(254), nullable=False, unique=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), server_default=sa.func.now()),
    )
""",
    ),
    (
        "0002",
        "create invoices",
        """
    op.create_table(
        "invoices",
        sa.Column("id", sa.BigInteger, primary_key=True),
        sa.Column("customer_id", sa.BigInteger, sa.ForeignKey("customers.id"), nullable=False),
        sa.Column("number", sa.String(32), nullable=False, unique=True),
        sa.Column("issued_on", sa.Date, nullable=False),
        sa.Column("total_minor", sa.BigInteger, nullable=False, server_default="0"),
    )
""",
    ),
    (
        "0003",
        "create invoice lines",
        """
    op.create_table(
        "invoice_lines",
        sa.Column("id", sa.BigInteger, primary_key=True),
        sa.Column("invoice_id", sa.BigInteger, sa.ForeignKey("invoices.id", ondelete="CASCADE")),
        sa.Column("description", sa.Text, nullable=False),
        sa.Column("quantity", sa.Integer, nullable=False),
        sa.Column("unit_minor", sa.BigInteger, nullable=False),
    )
""",
    ),
    (
        "0004",
        "index invoices by customer and date",
        """
    op.create_index("ix_invoices_customer_issued", "invoices", ["customer_id", "issued_on"])
""",
    ),
    (
        "0005",
        "add invoice currency",
        """
    op.add_column(
        "invoices",
        sa.Column("currency", sa.String(3), nullable=False, server_default="EUR"),
    )
""",
    ),
    (
        "0006",
        "create payments",
        """
    op.create_table(
        "payments",
        sa.Column("id", sa.BigInteger, primary_key=True),
        sa.Column("invoice_id", sa.BigInteger, sa.ForeignKey("invoices.id"), nullable=False),
        sa.Column("amount_minor", sa.BigInteger, nullable=False),
        sa.Column("received_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("method", sa.String(16), nullable=False),
    )
    op.create_index("ix_payments_invoice", "payments", ["invoice_id"])
""",
    ),
    (
        "0007",
        "multi-currency invoices",
        """
    op.add_column(
        "invoices",
        sa.Column("currency", sa.String(3), nullable=False, server_default="EUR"),
    )
    op.add_column("invoices", sa.Column("fx_rate", sa.Numeric(12, 6), nullable=True))
""",
    ),
    (
        "0008",
        "credit notes",
        """
    op.create_table(
        "credit_notes",
        sa.Column("id", sa.BigInteger, primary_key=True),
        sa.Column("invoice_id", sa.BigInteger, sa.ForeignKey("invoices.id"), nullable=False),
        sa.Column("amount_minor", sa.BigInteger, nullable=False),
        sa.Column("reason", sa.Text),
    )
""",
    ),
]


def alembic_revision(rev: str, message: str, body: str, down: str | None) -> str:
    slug = message.replace(" ", "_").replace("-", "_")
    return (
        f'"""{message}\n\nRevision ID: {rev}\nRevises: {down or ""}\n'
        f'Create Date: 2026-11-{int(rev) + 2:02d} 10:{int(rev) * 7:02d}:00\n\n"""\n'
        "import sqlalchemy as sa\nfrom alembic import op\n\n"
        f'revision = "{rev}"\ndown_revision = {down and repr(down).replace(chr(39), chr(34))}\n'
        "branch_labels = None\ndepends_on = None\n\n\n"
        f"def upgrade() -> None:{body.rstrip()}\n\n\n"
        f"def downgrade() -> None:\n    raise NotImplementedError({slug!r})\n"
    ).replace("'", '"')


def build_alembic_postgres(w: Path) -> Built:
    files = {
        "requirements-ci.txt": "SQLAlchemy==2.1.1\nalembic==1.20.0\npsycopg[binary]==3.3.6\n",
        "alembic.ini": dd("""
            [alembic]
            script_location = migrations
            prepend_sys_path = .
            sqlalchemy.url = postgresql+psycopg://localhost/ledger

            [loggers]
            keys = root,sqlalchemy,alembic

            [handlers]
            keys = console

            [formatters]
            keys = generic

            [logger_root]
            level = WARNING
            handlers = console
            qualname =

            [logger_sqlalchemy]
            level = WARNING
            handlers =
            qualname = sqlalchemy.engine

            [logger_alembic]
            level = INFO
            handlers =
            qualname = alembic

            [handler_console]
            class = StreamHandler
            args = (sys.stderr,)
            level = NOTSET
            formatter = generic

            [formatter_generic]
            format = %(levelname)-5.5s [%(name)s] %(message)s
            datefmt = %H:%M:%S
            """),
        "migrations/script.py.mako": dd('''
            """${message}

            Revision ID: ${up_revision}
            Revises: ${down_revision | comma,n}
            Create Date: ${create_date}

            """
            import sqlalchemy as sa
            from alembic import op

            revision = ${repr(up_revision)}
            down_revision = ${repr(down_revision)}
            branch_labels = ${repr(branch_labels)}
            depends_on = ${repr(depends_on)}


            def upgrade() -> None:
                ${upgrades if upgrades else "pass"}


            def downgrade() -> None:
                ${downgrades if downgrades else "pass"}
            '''),
        "migrations/env.py": dd("""
            import os
            from logging.config import fileConfig

            from alembic import context
            from sqlalchemy import engine_from_config, pool

            config = context.config
            if config.config_file_name is not None:
                fileConfig(config.config_file_name)
            if "DATABASE_URL" in os.environ:
                config.set_main_option("sqlalchemy.url", os.environ["DATABASE_URL"])
            target_metadata = None


            def run_migrations_offline() -> None:
                context.configure(
                    url=config.get_main_option("sqlalchemy.url"),
                    target_metadata=target_metadata,
                    literal_binds=True,
                    dialect_opts={"paramstyle": "named"},
                )
                with context.begin_transaction():
                    context.run_migrations()


            def run_migrations_online() -> None:
                connectable = engine_from_config(
                    config.get_section(config.config_ini_section, {}),
                    prefix="sqlalchemy.",
                    poolclass=pool.NullPool,
                )
                with connectable.connect() as connection:
                    context.configure(connection=connection, target_metadata=target_metadata)
                    with context.begin_transaction():
                        context.run_migrations()


            if context.is_offline_mode():
                run_migrations_offline()
            else:
                run_migrations_online()
            """),
    }
    down = None
    for rev, message, body in LEDGER_MIGRATIONS:
        name = f"migrations/versions/{rev}_{message.replace(' ', '_').replace('-', '_')}.py"
        files[name] = alembic_revision(rev, message, body, down)
        down = rev
    slug = "acme-billing/ledger"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "migrations (postgres 15)")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python_311(job, "9a1c3e5f7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a")
    env = py311_env(**PG)
    job.step(
        "python -m venv .venv\n. .venv/bin/activate\npython -m pip install -r requirements-ci.txt",
        env=env,
        shown_env=PIP_SHOWN,
    )
    job.step(
        'psql -X -v ON_ERROR_STOP=1 -c "SELECT version()"\n'
        'psql -X -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS ledger_ci" '
        '-c "CREATE DATABASE ledger_ci"',
        env=env,
        shown_env=PG,
    )
    db_env = {"DATABASE_URL": "postgresql+psycopg://postgres@127.0.0.1:5432/ledger_ci"}
    job.step(". .venv/bin/activate\nalembic history --verbose", env=env, shown_env=db_env)
    job.step(". .venv/bin/activate\nalembic upgrade head --sql", env=env, shown_env=db_env)
    job.step(". .venv/bin/activate\nalembic upgrade head", env=env, shown_env=db_env)
    raw = job.finish()
    subprocess.run(
        [PSQL, "-X", "-q", "-c", "DROP DATABASE IF EXISTS ledger_ci"],
        env=sys_env(**PG),
        capture_output=True,
        check=False,
    )
    case = Case(
        case_id="alembic-upgrade-postgres-duplicate-column-001",
        framework="traceback",
        failure_category="runtime_error",
        summary=(
            "`alembic upgrade head` against a fresh PostgreSQL database stops in revision "
            "0007 (multi-currency invoices): its upgrade() adds invoices.currency, which "
            "revision 0005 (add invoice currency) already added, so PostgreSQL rejects "
            "`ALTER TABLE invoices ADD COLUMN currency ...` with DuplicateColumn. Two branches "
            "both added the column and were chained linearly; 0007 must only add fx_rate "
            "(or 0005 must go). The offline `--sql` rendering in the step before succeeds "
            "because it never talks to the database."
        ),
        notes=(
            "GitHub-Actions-style log: setup-python 3.11, a venv installed offline "
            "(SQLAlchemy, alembic, psycopg), psql creating the database on the machine's "
            "PostgreSQL, `alembic history --verbose`, the offline `upgrade head --sql` "
            "(which prints the duplicate ALTER TABLE without complaint), then the real "
            "upgrade and a long SQLAlchemy traceback."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                'psycopg.errors.DuplicateColumn: column "currency" of relation "invoices" '
                "already exists",
                why="the database error",
            ),
            Sig(
                "step_name",
                "critical",
                "Running upgrade 0006 -> 0007, multi-currency invoices",
                why="the migration that fails",
            ),
            Sig(
                "stack_location",
                "critical",
                file="migrations/versions/0007_multi_currency_invoices.py",
                line=18,
                why="the add_column call",
            ),
            Sig(
                "exception",
                "important",
                "sqlalchemy.exc.ProgrammingError: (psycopg.errors.DuplicateColumn)",
            ),
            Sig(
                "error_message",
                "important",
                "[SQL: ALTER TABLE invoices ADD COLUMN currency VARCHAR(3) DEFAULT 'EUR' NOT NULL]",
            ),
            Sig("step_name", "optional", "Running upgrade 0004 -> 0005, add invoice currency"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=[
            "migrations/versions/0007_multi_currency_invoices.py",
            "migrations/versions/0005_add_invoice_currency.py",
        ],
        must_mention=["0007", "currency", "invoices", "0005", "DuplicateColumn"],
        must_not_claim=[
            "the database is unreachable",
            "psycopg is not installed",
            "the --sql step failed",
        ],
        evidence_formats=["traceback", "plain_error_line"],
        noise_profile=["runner_setup", "dependency_install", "sql_output"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------- 4 pylint: two E-messages among many others

PYLINT_MODULES = ["bins", "counts", "cycles", "labels", "lots", "pallets", "picks",
                  "putaway", "receipts", "returns", "shipments", "suppliers", "transfers",
                  "zones"]  # fmt: skip


def pylint_module(name: str, k: int) -> str:
    cls = name.rstrip("s").capitalize()
    extra_import = "import os\n" if k % 3 == 0 else ""
    naming = (
        f"\n\ndef Total{cls}Quantity(items):\n    return sum(i.quantity for i in items)\n"
        if k % 4 == 1
        else ""
    )
    else_return = (
        f"\n\ndef describe(item: {cls}) -> str:\n"
        "    if item.quantity == 0:\n"
        '        return f"{item.ident}: empty"\n'
        "    else:\n"
        '        return f"{item.ident}: {item.quantity} at {item.location}"\n'
        if k % 2 == 0
        else ""
    )
    return (
        f'"""{cls} records of the warehouse."""\n'
        f"{extra_import}import logging\nfrom dataclasses import dataclass\n\n"
        "log = logging.getLogger(__name__)\n\n\n"
        f"@dataclass\nclass {cls}:\n    ident: str\n    quantity: int\n    location: str\n\n\n"
        f"def load_{name}(rows, strict=False, source=None):\n"
        "    out = []\n"
        "    for row in rows:\n"
        "        try:\n"
        f'            out.append({cls}(row["id"], int(row["qty"]), row["loc"]))\n'
        "        except Exception as exc:\n"
        '            log.warning(f"skipping row {row}: {exc}")\n'
        "            if strict:\n"
        "                raise\n"
        "    return out\n\n\n"
        "def summarise(items, by, include_empty, sort, limit, fmt):\n"
        "    groups = {}\n"
        "    for item in items:\n"
        "        if len(str(item.quantity)) == 0 and not include_empty:\n"
        "            continue\n"
        "        groups.setdefault(getattr(item, by), []).append(item)\n"
        "    keys = sorted(groups) if sort else list(groups)\n"
        "    return [fmt.format(key=key, n=len(groups[key])) for key in keys[:limit]]\n"
        f"{naming}{else_return}"
    )


def build_pylint(w: Path) -> Built:
    files = {
        "requirements-ci.txt": "pylint==4.1.1\n",
        ".pylintrc": dd("""
            [MAIN]
            jobs=1
            py-version=3.11

            [MESSAGES CONTROL]
            disable=missing-module-docstring,
                    missing-class-docstring,
                    missing-function-docstring,
                    too-few-public-methods

            [FORMAT]
            max-line-length=100
            """),
        "src/inventory/__init__.py": '"""Warehouse inventory service."""\n',
        "src/inventory/stock.py": dd('''
            """Stock levels and reservations."""
            from collections import defaultdict


            class InsufficientStock(Exception):
                pass


            class Warehouse:
                def __init__(self, name: str) -> None:
                    self.name = name
                    self.levels: dict[str, int] = defaultdict(int)
                    self.reserved: dict[str, int] = defaultdict(int)

                def receive(self, sku: str, qty: int) -> None:
                    self.levels[sku] += qty

                def available(self, sku: str) -> int:
                    return self.levels[sku] - self.reserved[sku]

                def reserve(self, sku: str, qty: int) -> None:
                    if qty > self.available(sku):
                        raise InsufficientStock(f"{sku}: want {qty}, have {self.available(sku)}")
                    self.reserved[sku] += qty

                def release(self, sku: str, qty: int) -> None:
                    self.reserved[sku] = max(0, self.reserved[sku] - qty)
            '''),
        "src/inventory/allocation.py": dd('''
            """Which warehouse serves an order line."""
            from inventory.stock import Warehouse


            def allocate(lines, warehouses: list[Warehouse], policy: str) -> dict[str, str]:
                chosen = {}
                for sku, qty in lines:
                    ranked = sorted(warehouses, key=lambda w: w.available(sku), reverse=True)
                    if policy == "nearest":
                        ranked = warehouses
                    for warehouse in ranked:
                        if warehouse.available(sku) >= qty:
                            chosen[sku] = warehouse.name
                            break
                return chosen
            '''),
        "src/inventory/orders.py": dd('''
            """Order intake: reserve stock for each line of an order."""
            import logging

            from inventory.allocation import allocate
            from inventory.stock import InsufficientStock, Warehouse

            log = logging.getLogger(__name__)


            class OrderDesk:
                def __init__(self, name: str) -> None:
                    self.warehouse = Warehouse(name)
                    self.accepted: list[str] = []

                def accept(self, order_id: str, lines: list[tuple[str, int]]) -> bool:
                    plan = allocate(lines, [self.warehouse])
                    log.info("order %s: plan %s", order_id, plan)
                    try:
                        for sku, qty in lines:
                            self.warehouse.reserve_stock(sku, qty)
                    except InsufficientStock as exc:
                        log.warning("order %s rejected: %s", order_id, exc)
                        return False
                    self.accepted.append(order_id)
                    return True

                def cancel(self, order_id: str, lines: list[tuple[str, int]]) -> None:
                    for sku, qty in lines:
                        self.warehouse.release(sku, qty)
                    self.accepted.remove(order_id)
            '''),
    }
    for k, name in enumerate(PYLINT_MODULES):
        files[f"src/inventory/{name}.py"] = pylint_module(name, k)
    slug = "acme-logistics/inventory"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "lint (pylint)")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python_311(job, "3e5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5a")
    env = py311_env()
    job.step(
        "python -m venv .venv\n"
        ". .venv/bin/activate\n"
        "python -m pip install -r requirements-ci.txt\n"
        "pylint --version",
        env=env,
        shown_env=PIP_SHOWN,
    )
    job.step(
        ". .venv/bin/activate\ncd src\npylint --rcfile=../.pylintrc inventory",
        env=env,
    )
    raw = job.finish()
    case = Case(
        case_id="pylint-errors-among-warnings-001",
        framework="generic",
        failure_category="lint_error",
        summary=(
            "pylint fails the job because of two errors in inventory/orders.py among many "
            "warnings, refactor and convention messages: OrderDesk.accept() calls "
            "self.warehouse.reserve_stock(), but Warehouse (inventory/stock.py) has reserve() "
            "(E1101 no-member), and it calls allocate(lines, [self.warehouse]) without the "
            "required `policy` argument (E1120 no-value-for-parameter). Both would raise at "
            "runtime. The W/R/C messages in the other modules are pre-existing noise."
        ),
        notes=(
            "GitHub-Actions-style log: setup-python 3.11, pylint installed offline into a "
            "venv, then `pylint inventory` printing ~90 messages and R0801 duplicate-code "
            "blocks for 17 modules, the two errors in the middle, and a score; "
            "pylint's exit status is a bit mask of the message categories."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "E1101: Instance of 'Warehouse' has no 'reserve_stock' member",
                why="calls a method that does not exist",
            ),
            Sig(
                "error_message",
                "critical",
                "E1120: No value for argument 'policy' in function call (no-value-for-parameter)",
                why="missing argument",
            ),
            Sig("stack_location", "critical", file="inventory/orders.py", line=20),
            Sig("stack_location", "important", file="inventory/orders.py", line=16),
            Sig("error_message", "optional", "Your code has been rated at"),
            Sig("exit_code", "important", "##[error]Process completed with exit code 30."),
        ],
        relevant_files=["src/inventory/orders.py", "src/inventory/stock.py"],
        must_mention=["reserve_stock", "Warehouse", "policy", "orders.py"],
        must_not_claim=[
            "logging-fstring-interpolation fails the job",
            "too-many-arguments is the cause",
            "duplicate-code is the cause",
            "pip install failed",
        ],
        primary_language="python",
        evidence_formats=["lint_diagnostic"],
        noise_profile=["runner_setup", "dependency_install", "warning_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# ------------------------------------------------- 5 sphinx-build -W --keep-going: two warnings

SPHINX_TOPICS = ["installation", "quickstart", "authentication", "pagination", "retries",
                 "timeouts", "logging", "proxies", "webhooks", "rate-limits", "errors",
                 "testing", "configuration", "deploy", "changelog"]  # fmt: skip
SPHINX_MODULES = ["auth", "client", "errors", "models", "pagination", "retry", "transport"]


def sphinx_page(topic: str, k: int) -> str:
    title = topic.replace("-", " ").capitalize()
    label = "configuration-reference" if topic == "configuration" else f"{topic}-guide"
    xref = (
        "Every option can also be set from the environment; see :ref:`config-reference` for "
        "the full list.\n\n"
        if topic == "deploy"
        else f"See :ref:`{'quickstart' if k % 2 else 'errors'}-guide` for more.\n\n"
    )
    sections = "".join(
        f"{name}\n{'-' * len(name)}\n\n"
        f"The client {verb} {topic.replace('-', ' ')} for you. Call "
        f":py:func:`acme_client.client.Client.request` with ``{topic.replace('-', '_')}={n}`` "
        f"to change the default.\n\n"
        f".. code-block:: python\n\n    from acme_client import Client\n\n"
        f'    client = Client("https://api.example.com", {topic.replace("-", "_")}={n})\n'
        f'    client.request("GET", "/v1/orders")\n\n'
        for name, verb, n in (
            ("Defaults", "handles", k + 1),
            ("Overriding", "configures", k * 3 + 2),
            ("Troubleshooting", "logs", k * 5 + 3),
        )
    )
    return f".. _{label}:\n\n{title}\n{'=' * len(title)}\n\n{xref}{sections}"


def build_sphinx(w: Path) -> Built:
    files = {
        "requirements-docs.txt": "sphinx==9.0.4\n",
        "pyproject.toml": dd("""
            [project]
            name = "acme-client"
            version = "3.2.0"
            requires-python = ">=3.11"

            [project.optional-dependencies]
            http2 = ["h2>=4"]

            [tool.setuptools.packages.find]
            where = ["src"]
            """),
        "src/acme_client/__init__.py": dd('''
            """Client for the ACME orders API."""
            from acme_client.client import Client

            __all__ = ["Client"]
            '''),
        "src/acme_client/client.py": dd('''
            """The HTTP client."""


            class Client:
                """A client bound to one API base URL.

                :param base_url: the API root, e.g. ``https://api.example.com``.
                :param options: timeouts, retries, pagination and logging options.
                """

                def __init__(self, base_url: str, **options: object) -> None:
                    self.base_url = base_url.rstrip("/")
                    self.options = options

                def request(self, method: str, path: str) -> dict:
                    """Send one request and return the decoded JSON body."""
                    return {"method": method, "url": self.base_url + path}
            '''),
        "src/acme_client/transport.py": dd('''
            """HTTP/2 transport (optional: install the ``http2`` extra)."""
            import h2.connection


            class H2Transport:
                """Multiplexes requests over one HTTP/2 connection."""

                def __init__(self) -> None:
                    self.conn = h2.connection.H2Connection()
            '''),
        "docs/conf.py": dd("""
            project = "acme-client"
            copyright = "2026, ACME"
            release = "3.2.0"
            extensions = ["sphinx.ext.autodoc", "sphinx.ext.viewcode"]
            templates_path = []
            exclude_patterns = ["_build"]
            html_theme = "alabaster"
            autodoc_member_order = "bysource"
            """),
        "docs/index.rst": dd("""
            acme-client
            ===========

            .. toctree::
               :maxdepth: 2
               :caption: Guide

            """)
        + "".join(f"   guide/{t}\n" for t in SPHINX_TOPICS)
        + "\n.. toctree::\n   :maxdepth: 1\n   :caption: API\n\n"
        + "".join(f"   api/{m}\n" for m in SPHINX_MODULES),
    }
    for k, topic in enumerate(SPHINX_TOPICS):
        files[f"docs/guide/{topic}.rst"] = sphinx_page(topic, k)
    for name in SPHINX_MODULES:
        if name not in ("client", "transport"):
            files[f"src/acme_client/{name}.py"] = dd(f'''
                """{name.capitalize()} helpers."""


                def describe_{name}() -> str:
                    """Return a one-line description of the {name} settings."""
                    return "{name}"
                ''')
        title = f"acme_client.{name}"
        files[f"docs/api/{name}.rst"] = (
            f"{title}\n{'=' * len(title)}\n\n.. automodule:: {title}\n   :members:\n"
        )
    slug = "acme-dev/acme-client"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "docs")
    job.set_up_job(["actions/setup-python@v5", "actions/upload-artifact@v4"])
    job.checkout(sha)
    setup_python_311(job, "7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d")
    env = py311_env()
    job.step(
        "python -m venv .venv\n"
        ". .venv/bin/activate\n"
        "python -m pip install -r requirements-docs.txt\n"
        "python -m pip install -e .",
        env=env,
        shown_env=PIP_SHOWN,
    )
    job.step(
        ". .venv/bin/activate\nsphinx-build -W --keep-going -b html docs docs/_build/html",
        env=env,
    )
    raw = job.finish()
    case = Case(
        case_id="sphinx-build-warnings-as-errors-001",
        framework="generic",
        failure_category="build_script_error",
        summary=(
            "The docs build runs `sphinx-build -W --keep-going`, so warnings fail it, and "
            "there are two: docs/guide/deploy.rst refers to :ref:`config-reference`, but the "
            "label in docs/guide/configuration.rst is `configuration-reference` (undefined "
            "label); and autodoc cannot import acme_client.transport for docs/api/transport.rst "
            "because it imports h2, which belongs to the optional `http2` extra that the docs "
            "job does not install (No module named 'h2')."
        ),
        notes=(
            "GitHub-Actions-style log: setup-python 3.11, Sphinx and the package installed "
            "offline into a venv, then sphinx-build (colour on, as in a real Actions run) "
            "reading and writing 23 pages, the autodoc import traceback in the middle, the "
            "undefined label near the end, and 'build finished with problems'."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "WARNING: undefined label: 'config-reference'",
                why="broken cross-reference",
            ),
            Sig(
                "error_message",
                "critical",
                "WARNING: autodoc: failed to import 'transport' from module 'acme_client'",
                why="autodoc import failure",
            ),
            Sig("exception", "critical", "No module named 'h2'", why="why the import fails"),
            Sig("stack_location", "important", file="docs/guide/deploy.rst", line=6),
            Sig(
                "error_message",
                "important",
                "build finished with problems, 2 warnings (with warnings treated as errors).",
            ),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=[
            "docs/guide/deploy.rst",
            "docs/guide/configuration.rst",
            "src/acme_client/transport.py",
            "pyproject.toml",
        ],
        must_mention=["config-reference", "deploy.rst", "h2", "transport"],
        must_not_claim=["pip install failed", "a Python test failed", "a syntax error in conf.py"],
        evidence_formats=["plain_error_line"],
        noise_profile=["runner_setup", "dependency_install", "progress_noise"],
        multi_failure=True,
        commands=job.commands,
    )
    return raw, "github_actions", case


# -------------------------------------------------------- 6 javac errors among -Xlint:all warnings

JAVA_ENTITIES = ["Account", "Batch", "Counterparty", "Currency", "Entry", "Journal", "Period",
                 "Posting", "Rate", "Reconciliation", "Settlement", "Transfer"]  # fmt: skip


def java_entity_files(name: str, k: int) -> dict[str, str]:
    base = "src/main/java/com/acme/ledger"
    raw_list = k % 2 == 0
    field = (
        "List entries = new ArrayList();"
        if raw_list
        else "List<String> entries = new ArrayList<>();"
    )
    boxed = "Integer.valueOf(3)" if k % 3 else "new Integer(3)"
    switch = (
        "        switch (kind) {\n"
        '            case 0: label = "open";\n'
        '            case 1: label = "posted"; break;\n'
        '            default: label = "closed";\n'
        "        }\n"
        if k % 4 == 1
        else '        label = kind == 0 ? "open" : "posted";\n'
    )
    return {
        f"{base}/model/{name}.java": dd(f"""
            package com.acme.ledger.model;

            import java.util.ArrayList;
            import java.util.List;

            public class {name} {{
                private final String id;
                private final long amountMinor;
                private final {field}

                public {name}(String id, long amountMinor) {{
                    this.id = id;
                    this.amountMinor = amountMinor;
                }}

                public String getId() {{ return id; }}

                public long getAmountMinor() {{ return (long) amountMinor; }}

                public void addEntry(String entry) {{ entries.add(entry); }}

                public int retries() {{ return {boxed}; }}

                public String describe(int kind) {{
                    String label;
            {switch}        return id + ":" + label;
                }}
            }}
            """),
        f"{base}/service/{name}Service.java": dd(f"""
            package com.acme.ledger.service;

            import com.acme.ledger.model.{name};
            import java.util.HashMap;
            import java.util.Map;

            public class {name}Service {{
                private final Map<String, {name}> byId = new HashMap<>();

                public void save({name} item) {{ byId.put(item.getId(), item); }}

                public {name} find(String id) {{
                    {name} found = byId.get(id);
                    if (found == null) {{
                        throw new {name}NotFound(id);
                    }}
                    return found;
                }}

                public long total() {{
                    long sum = 0;
                    for ({name} item : byId.values()) {{
                        sum += item.getAmountMinor();
                    }}
                    return sum;
                }}

                public static class {name}NotFound extends RuntimeException {{
                    public {name}NotFound(String id) {{ super("{name.lower()} not found: " + id); }}
                }}
            }}
            """),
    }


def build_javac(w: Path) -> Built:
    base = "src/main/java/com/acme/ledger"
    files = {
        f"{base}/billing/Invoice.java": dd("""
            package com.acme.ledger.billing;

            import java.util.ArrayList;
            import java.util.List;

            public class Invoice {
                private final String number;
                private final List<Long> lineAmounts = new ArrayList<>();

                public Invoice(String number) { this.number = number; }

                public String getNumber() { return number; }

                public void addLine(long amountMinor) { lineAmounts.add(amountMinor); }

                /** Total in the currency's minor unit (renamed from getTotalCents in 4.0). */
                public long getTotalMinor() {
                    long total = 0;
                    for (long amount : lineAmounts) {
                        total += amount;
                    }
                    return total;
                }
            }
            """),
        f"{base}/statements/Statement.java": dd("""
            package com.acme.ledger.statements;

            import com.acme.ledger.billing.Invoice;
            import java.util.List;

            public class Statement {
                private final String customer;
                private final List<Invoice> invoices;

                public Statement(String customer, List<Invoice> invoices) {
                    this.customer = customer;
                    this.invoices = invoices;
                }

                public long balance() {
                    long balance = 0;
                    for (Invoice invoice : invoices) {
                        balance += invoice.getTotalCents();
                    }
                    return balance;
                }

                public String header() {
                    return "Statement for " + customer + " (" + invoices.size() + " invoices)";
                }
            }
            """),
        f"{base}/treasury/FxTable.java": dd("""
            package com.acme.ledger.treasury;

            import java.util.Map;
            import java.util.TreeMap;

            public class FxTable {
                private final Map<String, Integer> microRates = new TreeMap<>();

                public void put(String currency, double rate) {
                    int scaled = Math.round(rate * 1_000_000L);
                    microRates.put(currency, scaled);
                }

                public long convert(long amountMinor, String currency) {
                    return amountMinor * microRates.get(currency) / 1_000_000L;
                }
            }
            """),
        "scripts/build.sh": dd("""
            #!/usr/bin/env bash
            set -euo pipefail
            mkdir -p build/classes
            find src/main/java -name '*.java' | sort > build/sources.txt
            echo "compiling $(wc -l < build/sources.txt) source files"
            javac -Xlint:all -Xmaxwarns 200 -encoding UTF-8 --release 17 \\
              -d build/classes @build/sources.txt
            jar --create --file build/ledger.jar -C build/classes .
            """),
    }
    for k, name in enumerate(JAVA_ENTITIES):
        files.update(java_entity_files(name, k))
    slug = "acme-finance/ledger-core"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "build (jdk 17)")
    job.set_up_job(["actions/cache@v4", "actions/upload-artifact@v4"])
    job.checkout(sha)
    cache_action(
        job,
        "build/classes",
        "javac-Linux-3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c2e",
        "javac-Linux-",
        4718592,
    )
    env = sys_env()
    job.step("java -version\njavac -version", env=env)
    job.step("find src/main/java -name '*.java' | sort", env=env)
    job.step("bash scripts/build.sh", env=env)
    raw = job.finish()
    case = Case(
        case_id="javac-errors-among-xlint-warnings-001",
        framework="generic",
        failure_category="compile_error",
        summary=(
            "javac fails with 2 errors among many -Xlint:all warnings. (1) Statement.balance() "
            "calls invoice.getTotalCents(), but Invoice renamed that method to getTotalMinor() "
            "(cannot find symbol). (2) FxTable.put() assigns Math.round(rate * 1_000_000L), a "
            "long, to an int (possible lossy conversion from long to int). The rawtypes, "
            "unchecked, removal, fallthrough, cast and serial warnings are not the failure."
        ),
        notes=(
            "GitHub-Actions-style log: a cache restore, java/javac versions, the sorted list "
            "of 27 source files, then scripts/build.sh running javac -Xlint:all: warnings "
            "with source excerpts and carets (49 of them), then the two errors at the end, "
            "and the counts."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "Statement.java:18: error: cannot find symbol",
                why="the renamed method",
            ),
            Sig("error_message", "critical", "symbol:   method getTotalCents()"),
            Sig(
                "error_message",
                "critical",
                "FxTable.java:10: error: incompatible types: possible lossy conversion from "
                "long to int",
                why="the second error",
            ),
            Sig(
                "stack_location",
                "important",
                file="src/main/java/com/acme/ledger/statements/Statement.java",
                line=18,
            ),
            Sig(
                "stack_location",
                "important",
                file="src/main/java/com/acme/ledger/treasury/FxTable.java",
                line=10,
            ),
            Sig("error_message", "important", "2 errors"),
            Sig("error_message", "optional", "49 warnings"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=[
            "src/main/java/com/acme/ledger/statements/Statement.java",
            "src/main/java/com/acme/ledger/billing/Invoice.java",
            "src/main/java/com/acme/ledger/treasury/FxTable.java",
        ],
        must_mention=["getTotalCents", "Statement.java", "lossy conversion", "Math.round"],
        must_not_claim=[
            "the rawtypes warnings fail the build",
            "Integer(int) removal is the cause",
            "the jar step failed",
        ],
        primary_language="java",
        evidence_formats=["compiler_diagnostic"],
        noise_profile=["runner_setup", "warning_noise"],
        multi_failure=True,
        commands=job.commands,
    )
    return raw, "github_actions", case


# -------------------------------------------------- 7 cargo build: the final link cannot resolve

RUST_TOOLCHAIN_BODY = dd("""
    ##[group]Run : parse toolchain version
    : parse toolchain version
    if [[ $toolchain =~ ^stable' '[0-9]+' '(year|month|week|day)s?' 'ago$ ]]; then
    ##[endgroup]
    ##[group]Run rustup toolchain install stable --profile minimal --no-self-update
    rustup toolchain install stable --profile minimal --no-self-update
    ##[endgroup]
    info: syncing channel updates for 'stable-x86_64-unknown-linux-gnu'
    info: latest update on 2026-04-16, rust version 1.95.0 (59807616e 2026-04-14)
    info: default toolchain set to 'stable-x86_64-unknown-linux-gnu'
    """)


def rust_crate(name: str, deps: list[str], body: str) -> dict[str, str]:
    dep_lines = "".join(f'{d} = {{ path = "../{d}" }}\n' for d in deps)
    return {
        f"crates/{name}/Cargo.toml": (
            f'[package]\nname = "{name}"\nversion = "0.7.0"\nedition = "2021"\n\n'
            f"[dependencies]\n{dep_lines}"
        ),
        f"crates/{name}/src/lib.rs": dd(body),
    }


def build_cargo_link(w: Path) -> Built:
    files: dict[str, str] = {
        "Cargo.toml": '[workspace]\nmembers = ["crates/*"]\nresolver = "2"\n',
        "crates/checksum/Cargo.toml": dd("""
            [package]
            name = "checksum"
            version = "0.7.0"
            edition = "2021"
            build = "build.rs"
            links = "crc32c"
            """),
        "crates/checksum/build.rs": dd("""
            use std::env;
            use std::path::PathBuf;
            use std::process::Command;

            fn main() {
                let out = PathBuf::from(env::var("OUT_DIR").unwrap());
                let obj = out.join("crc32c.o");
                let status = Command::new("cc")
                    .args(["-c", "-O2", "-fPIC", "csrc/crc32c.c", "-o"])
                    .arg(&obj)
                    .status()
                    .expect("failed to run cc");
                assert!(status.success(), "cc failed");
                let status = Command::new("ar")
                    .arg("crs")
                    .arg(out.join("libcrc32c.a"))
                    .arg(&obj)
                    .status()
                    .expect("failed to run ar");
                assert!(status.success(), "ar failed");
                println!("cargo:rustc-link-search=native={}", out.display());
                println!("cargo:rustc-link-lib=static=crc32c");
                println!("cargo:rerun-if-changed=csrc/crc32c.c");
            }
            """),
        "crates/checksum/csrc/crc32c.c": dd("""
            #include <stddef.h>
            #include <stdint.h>

            /* CRC-32C (Castagnoli), bitwise; renamed from crc32c_update in 0.7. */
            uint32_t crc32c_extend(uint32_t crc, const uint8_t *buf, size_t len) {
                crc = ~crc;
                for (size_t i = 0; i < len; i++) {
                    crc ^= buf[i];
                    for (int k = 0; k < 8; k++)
                        crc = (crc >> 1) ^ (0x82F63B78u & (0u - (crc & 1u)));
                }
                return ~crc;
            }
            """),
        "crates/checksum/src/lib.rs": dd("""
            //! CRC-32C over byte slices, backed by a small C routine.

            extern "C" {
                fn crc32c_update(crc: u32, buf: *const u8, len: usize) -> u32;
            }

            /// The CRC-32C of `data`, continuing from `crc` (0 to start).
            pub fn crc32c(crc: u32, data: &[u8]) -> u32 {
                unsafe { crc32c_update(crc, data.as_ptr(), data.len()) }
            }
            """),
    }
    files.update(
        rust_crate(
            "chunker",
            [],
            """
            //! Content-defined chunking with a rolling sum.

            pub struct Chunk {
                pub offset: usize,
                pub len: usize,
            }

            pub fn chunks(data: &[u8], mask: u32) -> Vec<Chunk> {
                let mut out = Vec::new();
                let (mut start, mut roll) = (0usize, 0u32);
                for (i, byte) in data.iter().enumerate() {
                    roll = roll.wrapping_mul(31).wrapping_add(*byte as u32);
                    if roll & mask == 0 {
                        out.push(Chunk { offset: start, len: i + 1 - start });
                        start = i + 1;
                    }
                }
                if start < data.len() {
                    out.push(Chunk { offset: start, len: data.len() - start });
                }
                out
            }

            pub fn average(chunks: &[Chunk]) -> usize {
                let total: usize = chunks.iter().map(|c| c.len).sum();
                let unused_ratio = 0.5;
                total / chunks.len().max(1)
            }
            """,
        )
    )
    files.update(
        rust_crate(
            "manifest",
            [],
            """
            //! Blob manifests: an ordered list of chunk digests.

            use std::fmt;

            pub struct Manifest {
                pub name: String,
                pub digests: Vec<u32>,
                legacy_size: u64,
            }

            impl Manifest {
                pub fn new(name: &str) -> Self {
                    Manifest { name: name.to_string(), digests: Vec::new(), legacy_size: 0 }
                }
            }

            impl fmt::Display for Manifest {
                fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
                    write!(f, "{} ({} chunks)", self.name, self.digests.len())
                }
            }
            """,
        )
    )
    files.update(
        rust_crate(
            "store",
            ["checksum", "chunker", "manifest"],
            """
            //! A content-addressed blob store in memory.

            use std::collections::HashMap;

            use checksum::crc32c;
            use chunker::chunks;
            use manifest::Manifest;

            #[derive(Default)]
            pub struct Store {
                blobs: HashMap<u32, Vec<u8>>,
            }

            impl Store {
                pub fn put(&mut self, name: &str, data: &[u8]) -> Manifest {
                    let mut manifest = Manifest::new(name);
                    for chunk in chunks(data, 0x3ff) {
                        let bytes = &data[chunk.offset..chunk.offset + chunk.len];
                        let digest = crc32c(0, bytes);
                        self.blobs.entry(digest).or_insert_with(|| bytes.to_vec());
                        manifest.digests.push(digest);
                    }
                    manifest
                }

                pub fn get(&self, manifest: &Manifest) -> Option<Vec<u8>> {
                    let mut out = Vec::new();
                    for digest in &manifest.digests {
                        out.extend_from_slice(self.blobs.get(digest)?);
                    }
                    Some(out)
                }

                pub fn len(&self) -> usize {
                    self.blobs.len()
                }
            }
            """,
        )
    )
    files["crates/blobctl/Cargo.toml"] = dd("""
        [package]
        name = "blobctl"
        version = "0.7.0"
        edition = "2021"

        [dependencies]
        store = { path = "../store" }
        """)
    files["crates/blobctl/src/main.rs"] = dd("""
        use std::env;
        use std::fs;

        use store::Store;

        fn main() {
            let mut store = Store::default();
            for path in env::args().skip(1) {
                let data = fs::read(&path).expect("read input");
                let manifest = store.put(&path, &data);
                println!("{manifest}");
            }
            println!("{} unique chunks", store.len());
        }
        """)
    slug = "acme-storage/blobstore"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "build (stable)")
    job.set_up_job(["dtolnay/rust-toolchain@stable", "actions/cache@v4"])
    job.checkout(sha)
    job.action("dtolnay/rust-toolchain@stable", {"toolchain": "stable"}, RUST_TOOLCHAIN_BODY)
    cache_action(
        job,
        "~/.cargo/registry\n~/.cargo/git\ntarget",
        "cargo-Linux-7c1e9a3f5b2d4e6f8a0c1b3d5e7f9a2c",
        "cargo-Linux-",
        18874368,
    )
    env = cargo_env()
    job.step("cargo --version --verbose\nrustc --version --verbose", env=env)
    job.step("cargo build --workspace --verbose", env=env)
    raw = job.finish()
    case = Case(
        case_id="cargo-link-undefined-reference-001",
        framework="cargo",
        failure_category="compile_error",
        summary=(
            "Every crate compiles, but linking the blobctl binary fails: crates/checksum "
            'declares `extern "C" { fn crc32c_update(...) }`, while its C source '
            "csrc/crc32c.c (built into libcrc32c.a by build.rs) now defines crc32c_extend "
            "(renamed in 0.7). The linker (rust-lld, driven by cc) reports `undefined symbol: "
            "crc32c_update` referenced from crates/checksum/src/lib.rs:9, so cc exits 1 and "
            "cargo cannot compile blobctl. Rename the extern declaration "
            "(or the C function) so they match. The unused-variable and dead-code warnings "
            "are unrelated."
        ),
        notes=(
            "GitHub-Actions-style log: rust toolchain and cache actions, tool versions, then "
            "`cargo build --workspace --verbose` (long rustc command lines, a build script, "
            "warnings) ending in rustc's `linking with `cc` failed` note with the linker "
            "command and rust-lld's own error."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "error: linking with `cc` failed: exit status: 1",
                why="the link step fails",
            ),
            Sig(
                "error_message",
                "critical",
                "rust-lld: error: undefined symbol: crc32c_update",
                why="the missing symbol",
            ),
            Sig("stack_location", "important", file="crates/checksum/src/lib.rs", line=9),
            Sig(
                "error_message",
                "critical",
                'error: could not compile `blobctl` (bin "blobctl") due to 1 previous error',
                why="which target",
            ),
            Sig("error_message", "important", "collect2: error: ld returned 1 exit status"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 101."),
        ],
        relevant_files=[
            "crates/checksum/src/lib.rs",
            "crates/checksum/csrc/crc32c.c",
            "crates/checksum/build.rs",
        ],
        must_mention=["crc32c_update", "undefined symbol", "checksum", "blobctl"],
        must_not_claim=[
            "a borrow checker error",
            "the unused variable warning fails the build",
            "the build script failed",
        ],
        primary_language="rust",
        evidence_formats=["compiler_diagnostic", "linker_error"],
        noise_profile=["runner_setup", "build_progress", "warning_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ---------------------------------------------- 8 node: a stream's unhandled 'error' event (ENOENT)

CATALOG_FILES = ["apparel", "audio", "books", "cameras", "garden", "grocery", "kitchen",
                 "lighting", "office", "outdoor", "pets", "prices-eu", "prices-uk", "sports",
                 "storage", "tools", "toys", "travel"]  # fmt: skip


def catalog_csv(name: str, k: int) -> str:
    rows = ["sku,title,price_minor,currency,stock"]
    for i in range(60 + (k * 37) % 140):
        price = (i * 997 + k * 131) % 50000 + 99
        rows.append(f"{name[:3].upper()}-{k:02d}{i:04d},{name} item {i},{price},EUR,{(i * 7) % 40}")
    return "\n".join(rows) + "\n"


def build_node_error_event(w: Path) -> Built:
    manifest = {
        "version": 3,
        "files": [
            {"path": f"data/catalog/{name}.csv", "kind": "prices" if "prices" in name else "items"}
            for name in CATALOG_FILES
        ],
    }
    files = {
        "package.json": dd("""
            {
              "name": "catalog-import",
              "version": "1.4.0",
              "private": true,
              "type": "module",
              "engines": { "node": ">=20" },
              "scripts": {
                "test": "node --test test/",
                "import": "node scripts/import-catalog.mjs data/manifest.json"
              }
            }
            """),
        "package-lock.json": dd("""
            {
              "name": "catalog-import",
              "version": "1.4.0",
              "lockfileVersion": 3,
              "requires": true,
              "packages": {
                "": {
                  "name": "catalog-import",
                  "version": "1.4.0",
                  "engines": {
                    "node": ">=20"
                  }
                }
              }
            }
            """),
        "data/manifest.json": __import__("json").dumps(manifest, indent=2) + "\n",
        "src/csv.mjs": dd("""
            // A minimal CSV row parser (no quoted fields in the catalog exports).
            export function parseRow(header, line) {
              const values = line.split(',');
              if (values.length !== header.length) {
                return null;
              }
              return Object.fromEntries(header.map((name, i) => [name, values[i]]));
            }

            export function validRow(row) {
              return row !== null && /^[A-Z]{3}-\\d{6}$/.test(row.sku) && Number(row.price_minor) > 0;
            }
            """),  # noqa: E501
        "scripts/import-catalog.mjs": dd("""
            import fs from 'node:fs';
            import readline from 'node:readline';

            import { parseRow, validRow } from '../src/csv.mjs';

            const manifest = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
            console.log(`[import] manifest v${manifest.version}: ${manifest.files.length} files`);

            function importFile(path) {
              return new Promise((resolve) => {
                const input = fs.createReadStream(path, { encoding: 'utf8' });
                const lines = readline.createInterface({ input, crlfDelay: Infinity });
                let header = null;
                let rows = 0;
                let skipped = 0;
                lines.on('line', (line) => {
                  if (header === null) {
                    header = line.split(',');
                    return;
                  }
                  if (validRow(parseRow(header, line))) {
                    rows += 1;
                  } else {
                    skipped += 1;
                  }
                  if ((rows + skipped) % 25 === 0) {
                    console.log(`[import]   ${path}: ${rows + skipped} rows read`);
                  }
                });
                lines.on('close', () => {
                  console.log(`[import] ${path}: ${rows} rows, ${skipped} skipped`);
                  resolve(rows);
                });
              });
            }

            let total = 0;
            for (const entry of manifest.files) {
              console.log(`[import] ${entry.path} (${entry.kind})`);
              total += await importFile(entry.path);
            }
            console.log(`[import] done: ${total} rows from ${manifest.files.length} files`);
            """),
        "test/csv.test.mjs": dd("""
            import assert from 'node:assert/strict';
            import { test } from 'node:test';

            import { parseRow, validRow } from '../src/csv.mjs';

            const header = ['sku', 'title', 'price_minor', 'currency', 'stock'];

            test('parses a full row', () => {
              assert.deepEqual(parseRow(header, 'AUD-000001,cable,1299,EUR,4'), {
                sku: 'AUD-000001', title: 'cable', price_minor: '1299', currency: 'EUR', stock: '4',
              });
            });

            test('rejects a short row', () => {
              assert.equal(parseRow(header, 'AUD-000001,cable'), null);
            });

            for (const sku of ['AUD-000001', 'TOY-120033', 'PRI-110009']) {
              test(`accepts sku ${sku}`, () => {
                assert.ok(validRow(parseRow(header, `${sku},x,100,EUR,1`)));
              });
            }

            for (const sku of ['AUD-1', 'aud-000001', 'AUDIO-000001']) {
              test(`rejects sku ${sku}`, () => {
                assert.ok(!validRow(parseRow(header, `${sku},x,100,EUR,1`)));
              });
            }
            """),
    }
    for k, name in enumerate(CATALOG_FILES):
        stored = "prices_eu" if name == "prices-eu" else name  # the export was renamed
        files[f"data/catalog/{stored}.csv"] = catalog_csv(name, k)
    slug = "acme-retail/catalog-import"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "import-dry-run")
    job.set_up_job(["actions/setup-node@v4"])
    job.checkout(sha)
    setup_node(job)
    env = npm_env(w)
    job.step("npm ci", env=env)
    job.step("npm test", env=env)
    job.step("ls -l data/catalog\nnpm run import", env=env)
    raw = job.finish()
    case = Case(
        case_id="node-stream-unhandled-error-event-001",
        framework="generic",
        failure_category="runtime_error",
        summary=(
            "The import script streams every CSV listed in data/manifest.json. The manifest "
            "lists data/catalog/prices-eu.csv, but the file in the repository is "
            "data/catalog/prices_eu.csv, so fs.createReadStream fails with ENOENT. Nothing "
            "listens for the stream's 'error' event, so node crashes with \"Unhandled 'error' "
            'event" (no frame of the script in the stack) and npm reports the failed '
            "`import` script. Fix the manifest entry (and handle stream errors)."
        ),
        notes=(
            "GitHub-Actions-style log: setup-node, `npm ci`, passing `node --test` output, "
            "`ls -l` of the data folder (showing prices_eu.csv), then ~70 progress lines of "
            "the import before node's unhandled 'error' event (npm itself adds nothing)."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "Error: ENOENT: no such file or directory, open 'data/catalog/prices-eu.csv'",
                why="the missing file",
            ),
            Sig(
                "exception",
                "critical",
                "throw er; // Unhandled 'error' event",
                why="nothing handles the stream error",
            ),
            Sig("step_name", "important", "[import] data/catalog/prices-eu.csv (prices)"),
            Sig("error_message", "optional", "prices_eu.csv"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["data/manifest.json", "scripts/import-catalog.mjs"],
        must_mention=["prices-eu.csv", "prices_eu.csv", "ENOENT", "manifest"],
        must_not_claim=["a test failed", "npm ci failed", "a CSV parse error"],
        primary_language="javascript",
        evidence_formats=["traceback", "plain_error_line"],
        noise_profile=["runner_setup", "progress_noise", "test_progress_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# ------------------------------------- 9 C++: terminate called after throwing (std::out_of_range)

ROUTE_UNITS = ["astar", "bounds", "cache", "geojson", "heap", "isochrone", "matrix", "osm",
               "profile", "snap", "stats", "tiles"]  # fmt: skip


def route_graph(n: int = 128) -> tuple[str, list[tuple[int, int, int]]]:
    edges = []
    for u in range(n):
        for step in (1, 7, 31):
            v = (u + step) % n
            edges.append((u, v, (u * 37 + v * 11) % 90 + 10))
    text = f"nodes {n}\n" + "".join(f"{u} {v} {c}\n" for u, v, c in edges)
    return text, edges


def shortest(n: int, edges: list[tuple[int, int, int]], src: int, dst: int) -> int:
    adj: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    for u, v, c in edges:
        adj[u].append((v, c))
        adj[v].append((u, c))
    dist = [10**9] * n
    dist[src] = 0
    heap = [(0, src)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        for v, c in adj[u]:
            if d + c < dist[v]:
                dist[v] = d + c
                heapq.heappush(heap, (d + c, v))
    return dist[dst]


def route_unit(name: str, k: int) -> str:
    return dd(f"""
        // {name}: helpers of the route planner.
        #include <cstddef>
        #include <string>
        #include <vector>

        namespace routeplan::{name} {{

        int checksum(const std::vector<int>& values, int seed) {{
            int sum = seed;
            for (int i = 0; i < values.size(); ++i) {{
                sum = sum * 31 + values[i];
            }}
            return sum;
        }}

        std::string describe(const std::string& label, int verbosity) {{
            int unused_{k} = {k};
            return "{name}:" + label;
        }}

        }}  // namespace routeplan::{name}
        """)


def build_gxx_terminate(w: Path) -> Built:
    graph_text, edges = route_graph()
    queries = [((q * 13) % 128, (q * 29 + 5) % 128) for q in range(40)]
    queries[22] = (128, 5)  # the depot added to routes.txt; the graph export stops at 127
    routes = "".join(
        f"{a} {b} {shortest(128, edges, a, b) if a < 128 else 0}\n" for a, b in queries
    )
    files = {
        "Makefile": tabs("""
            CXX ?= g++
            CXXFLAGS ?= -std=c++17 -O1 -g -Wall -Wextra
            SRC := $(wildcard src/*.cpp)
            OBJ := $(patsubst src/%.cpp,build/%.o,$(SRC))

            .PHONY: all selftest clean

            all: build/routeplan

            build/%.o: src/%.cpp src/graph.hpp
            \t@mkdir -p build
            \t$(CXX) $(CXXFLAGS) -c $< -o $@

            build/routeplan: $(OBJ)
            \t$(CXX) $(CXXFLAGS) -o $@ $(OBJ)

            selftest: build/routeplan
            \t./build/routeplan --self-test data/graph.txt data/routes.txt

            clean:
            \trm -rf build
            """),
        "src/graph.hpp": dd("""
            #pragma once
            #include <string>
            #include <vector>

            namespace routeplan {

            struct Edge {
                int to;
                int cost;
            };

            class Graph {
            public:
                void load(const std::string& path);
                std::size_t size() const { return adj_.size(); }
                const std::vector<Edge>& neighbours(int node) const { return adj_.at(node); }

            private:
                std::vector<std::vector<Edge>> adj_;
            };

            long shortest_path(const Graph& graph, int from, int to);

            }  // namespace routeplan
            """),
        "src/graph.cpp": dd("""
            #include "graph.hpp"

            #include <fstream>
            #include <stdexcept>

            namespace routeplan {

            void Graph::load(const std::string& path) {
                std::ifstream in(path);
                if (!in) {
                    throw std::runtime_error("cannot open " + path);
                }
                std::string word;
                std::size_t nodes = 0;
                in >> word >> nodes;
                adj_.assign(nodes, {});
                int u, v, cost;
                while (in >> u >> v >> cost) {
                    adj_.at(u).push_back({v, cost});
                    adj_.at(v).push_back({u, cost});
                }
            }

            }  // namespace routeplan
            """),
        "src/dijkstra.cpp": dd("""
            #include <functional>
            #include <limits>
            #include <queue>
            #include <utility>

            #include "graph.hpp"

            namespace routeplan {

            long shortest_path(const Graph& graph, int from, int to) {
                std::vector<long> dist(graph.size(), std::numeric_limits<long>::max());
                using Item = std::pair<long, int>;
                std::priority_queue<Item, std::vector<Item>, std::greater<Item>> heap;
                heap.push({0, from});
                while (!heap.empty()) {
                    auto [d, u] = heap.top();
                    heap.pop();
                    for (const Edge& e : graph.neighbours(u)) {
                        if (d + e.cost < dist[e.to]) {
                            dist[e.to] = d + e.cost;
                            heap.push({dist[e.to], e.to});
                        }
                    }
                    if (u == to) {
                        return d;
                    }
                }
                return -1;
            }

            }  // namespace routeplan
            """),
        "src/main.cpp": dd("""
            #include <fstream>
            #include <iostream>
            #include <string>
            #include <vector>

            #include "graph.hpp"

            int main(int argc, char** argv) {
                if (argc != 4 || std::string(argv[1]) != "--self-test") {
                    std::cerr << "usage: routeplan --self-test GRAPH ROUTES" << std::endl;
                    return 2;
                }
                routeplan::Graph graph;
                graph.load(argv[2]);
                std::cout << "loaded " << argv[2] << ": " << graph.size() << " nodes" << std::endl;
                std::ifstream routes(argv[3]);
                std::vector<std::vector<long>> cases;
                long a, b, want;
                while (routes >> a >> b >> want) {
                    cases.push_back({a, b, want});
                }
                int failed = 0;
                for (std::size_t i = 0; i < cases.size(); ++i) {
                    long got = routeplan::shortest_path(graph, cases[i][0], cases[i][1]);
                    bool ok = got == cases[i][2];
                    failed += ok ? 0 : 1;
                    std::cout << "route " << i + 1 << "/" << cases.size() << ": " << cases[i][0]
                              << " -> " << cases[i][1] << " cost " << got << " (expected "
                              << cases[i][2] << ") " << (ok ? "ok" : "MISMATCH") << std::endl;
                }
                std::cout << failed << " of " << cases.size() << " routes failed" << std::endl;
                return failed ? 1 : 0;
            }
            """),
        "data/graph.txt": graph_text,
        "data/routes.txt": routes,
    }
    for k, name in enumerate(ROUTE_UNITS):
        files[f"src/{name}.cpp"] = route_unit(name, k)
    slug = "acme-maps/routeplan"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "build-and-selftest")
    job.set_up_job(["actions/cache@v4"])
    job.checkout(sha)
    cache_key = "routeplan-Linux-gcc12-4d2c8e1a9f7b3e5d"
    cache_action(job, "build", cache_key, "routeplan-Linux-", 2097152)
    env = sys_env()
    job.step("g++ --version\nmake --version | head -n 1", env=env)
    job.step("make -j2", env=env)
    job.step("make selftest", env=env)
    raw = job.finish()
    case = Case(
        case_id="gxx-uncaught-out-of-range-terminate-001",
        framework="gcc",
        failure_category="runtime_error",
        summary=(
            "The build succeeds (only -Wextra warnings); the self-test binary then aborts. "
            "data/routes.txt has a route from node 128 (route 23/40), but data/graph.txt "
            "declares 128 nodes, ids 0..127, so Graph::neighbours() (src/graph.hpp) calls "
            "adj_.at(128), which throws std::out_of_range; nothing catches it, so the program "
            "terminates with SIGABRT and make reports the self-test target failed. The graph "
            "export is missing the new node (or the route is wrong); the first 22 routes pass."
        ),
        notes=(
            "GitHub-Actions-style log: cache restore, compiler versions, a `make -j2` build of "
            "15 C++ files with sign-compare and unused-variable warnings, then `make "
            "selftest`: 22 ok lines, the C++ runtime's terminate message and make's error."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "terminate called after throwing an instance of 'std::out_of_range'",
                why="the uncaught exception",
            ),
            Sig(
                "exception",
                "critical",
                "what():  vector::_M_range_check: __n (which is 128) >= this->size() "
                "(which is 128)",
                why="the bad index",
            ),
            Sig(
                "step_name",
                "important",
                "route 22/40:",
                why="the last route that ran; the next one (23) reads node 128",
            ),
            Sig("error_message", "important", "make: *** [Makefile:18: selftest] Aborted"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 2."),
        ],
        relevant_files=["data/routes.txt", "data/graph.txt", "src/graph.hpp"],
        must_mention=["out_of_range", "128", "routes"],
        must_not_claim=[
            "a compile error",
            "the sign-compare warnings cause the failure",
            "a route cost mismatch",
        ],
        primary_language="cpp",
        evidence_formats=["plain_error_line", "build_output"],
        noise_profile=["runner_setup", "build_progress", "warning_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# ----------------------------------------- 10 openssl verify: a leaf issued by the retired CA

CERT_SERVICES = ["accounts-api", "audit-log", "billing-api", "catalog-api", "checkout-web",
                 "edge-gateway", "inventory-api", "ledger-api", "notify-worker", "orders-api",
                 "payments-api", "pricing-api", "reports-web", "search-api", "shipping-api",
                 "webhooks-api"]  # fmt: skip


def make_pki(tmp: Path) -> dict[str, str]:
    """A root CA, the retired issuing CA G1, the current G2 and one leaf per service:
    payments-api's leaf was issued by G1 before the rotation. Returns PEM files by path."""

    def ssl(*args: str) -> None:
        subprocess.run([OPENSSL, *args], cwd=tmp, check=True, capture_output=True)

    def key(name: str) -> None:
        ssl("ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", f"{name}.key")

    ext = tmp / "ext.cnf"
    ext.write_text(
        "[ca]\nbasicConstraints=critical,CA:TRUE,pathlen:0\nkeyUsage=critical,keyCertSign,cRLSign\n"
        "subjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid\n"
    )
    key("root")
    ssl("req", "-x509", "-new", "-key", "root.key", "-sha256", "-days", "3650", "-set_serial",
        "4096", "-subj", "/CN=Acme Root CA R1/O=Acme Corp", "-out", "root.pem")  # fmt: skip
    for n, gen in enumerate(("g1", "g2")):
        key(gen)
        ssl("req", "-new", "-key", f"{gen}.key", "-subj",
            f"/CN=Acme Issuing CA {gen.upper()}/O=Acme Corp", "-out", f"{gen}.csr")  # fmt: skip
        ssl("x509", "-req", "-in", f"{gen}.csr", "-CA", "root.pem", "-CAkey", "root.key",
            "-set_serial", str(8192 + n), "-days", "1825", "-sha256", "-extfile", "ext.cnf",
            "-extensions", "ca", "-out", f"{gen}.pem")  # fmt: skip
    out = {
        "certs/ca/root.pem": (tmp / "root.pem").read_text(),
        "certs/ca/issuing-g2.pem": (tmp / "g2.pem").read_text(),
    }
    for k, svc in enumerate(CERT_SERVICES):
        issuer = "g1" if svc == "payments-api" else "g2"
        (tmp / "leaf.cnf").write_text(
            f"[leaf]\nsubjectAltName=DNS:{svc}.internal,DNS:{svc}.svc.cluster.local\n"
            "extendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n"
        )
        key(svc)
        ssl("req", "-new", "-key", f"{svc}.key", "-subj", f"/CN={svc}.internal/O=Acme Corp",
            "-out", f"{svc}.csr")  # fmt: skip
        ssl("x509", "-req", "-in", f"{svc}.csr", "-CA", f"{issuer}.pem", "-CAkey",
            f"{issuer}.key", "-set_serial", str(100 + k), "-days", "397", "-sha256",
            "-extfile", "leaf.cnf", "-extensions", "leaf", "-out", f"{svc}.pem")  # fmt: skip
        out[f"certs/services/{svc}.pem"] = (tmp / f"{svc}.pem").read_text()
    return out


def build_openssl_verify(w: Path) -> Built:
    pki = w / "pki"
    pki.mkdir()
    files = make_pki(pki)
    files["scripts/check-certs.sh"] = dd("""
        #!/usr/bin/env bash
        # Every service certificate must chain to the root through the current issuing CA.
        set -euo pipefail
        CA=certs/ca/root.pem
        CHAIN=certs/ca/issuing-g2.pem
        count=0
        for cert in certs/services/*.pem; do
          echo "==> ${cert}"
          openssl x509 -in "$cert" -noout -subject -issuer -serial -ext subjectAltName,extendedKeyUsage
          openssl verify -CAfile "$CA" -untrusted "$CHAIN" -purpose sslserver "$cert"
          count=$((count + 1))
        done
        echo "${count} certificates verified"
        """)  # noqa: E501
    slug = "acme-platform/service-certs"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "verify-certificates")
    job.set_up_job([])
    job.checkout(sha)
    env = sys_env()
    job.step("openssl version -a", env=env)
    job.step(
        "openssl x509 -in certs/ca/root.pem -noout -text\n"
        "openssl x509 -in certs/ca/issuing-g2.pem -noout -subject -issuer -ext basicConstraints",
        env=env,
    )
    job.step("bash scripts/check-certs.sh", env=env)
    raw = job.finish()
    case = Case(
        case_id="shell-openssl-verify-chain-001",
        framework="generic",
        failure_category="deploy_error",
        summary=(
            "scripts/check-certs.sh verifies every service certificate against the root CA "
            "with only the current issuing CA (certs/ca/issuing-g2.pem) as intermediate. "
            "certs/services/payments-api.pem was issued by the retired 'Acme Issuing CA G1', "
            "which is not in the bundle, so openssl verify fails with error 20 (unable to get "
            "local issuer certificate) and set -e stops the script. payments-api needs a "
            "certificate reissued by G2 (or G1 must be added to the chain); all the other "
            "services verify OK."
        ),
        notes=(
            "GitHub-Actions-style log: `openssl version -a`, the root CA printed with `x509 "
            "-text`, then the check script printing subject, issuer, serial and SANs of each "
            "certificate followed by `verify` OK lines, until payments-api."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "error 20 at 0 depth lookup: unable to get local issuer certificate",
                why="the chain cannot be built",
            ),
            Sig(
                "error_message",
                "critical",
                "error certs/services/payments-api.pem: verification failed",
                why="which certificate",
            ),
            Sig(
                "error_message",
                "critical",
                "issuer=CN = Acme Issuing CA G1, O = Acme Corp",
                why="issued by the retired CA",
            ),
            Sig("step_name", "important", "==> certs/services/payments-api.pem"),
            Sig("exit_code", "important", "##[error]Process completed with exit code 2."),
        ],
        relevant_files=["certs/services/payments-api.pem", "scripts/check-certs.sh"],
        must_mention=["payments-api", "G1", "issuing-g2.pem", "unable to get local issuer"],
        must_not_claim=[
            "the certificate has expired",
            "a hostname mismatch",
            "the root CA is wrong",
        ],
        primary_language="shell",
        evidence_formats=["plain_error_line", "shell_command_output"],
        noise_profile=["runner_setup", "progress_noise"],
        commands=job.commands,
    )
    return raw, "github_actions", case


# ------------------------------------------- 11 pytest: ImportError while loading conftest (exit 4)

SHOP_MODULES = ["catalog", "cart", "checkout", "coupons", "currency", "discounts", "fulfilment",
                "inventory", "loyalty", "returns", "shipping", "tax"]  # fmt: skip


def build_pytest_conftest(w: Path) -> Built:
    files = {
        "requirements-ci.txt": pins("pytest", "pluggy", "iniconfig", "packaging", "PyYAML"),
        "pyproject.toml": dd("""
            [project]
            name = "shop"
            version = "5.3.0"

            [tool.pytest.ini_options]
            testpaths = ["tests"]
            addopts = "-p no:cacheprovider"

            [tool.ruff]
            line-length = 100
            """),
        "shop/__init__.py": '"""The shop backend."""\n',
        "shop/pricing.py": dd('''
            """Price lists per sales channel (PriceBook was renamed PriceList in 5.3)."""
            from dataclasses import dataclass, field
            from decimal import Decimal


            @dataclass
            class PriceList:
                channel: str
                currency: str = "EUR"
                prices: dict[str, Decimal] = field(default_factory=dict)

                def set(self, sku: str, amount: str) -> None:
                    self.prices[sku] = Decimal(amount)

                def price(self, sku: str) -> Decimal:
                    return self.prices[sku]
            '''),
        "tests/__init__.py": "",
        "tests/factories.py": dd('''
            """Test data builders shared by all test modules."""
            from shop.cart import Cart
            from shop.pricing import PriceBook


            def price_book(channel: str = "web") -> PriceBook:
                book = PriceBook(channel)
                for n in range(1, 40):
                    book.set(f"SKU-{n:03d}", f"{n * 3}.99")
                return book


            def cart_with(*skus: str) -> Cart:
                cart = Cart()
                for sku in skus:
                    cart.add(sku, 1)
                return cart
            '''),
        "tests/integration/__init__.py": "",
        "tests/integration/conftest.py": dd("""
            import pytest

            from tests.factories import cart_with, price_book


            @pytest.fixture
            def prices():
                return price_book()


            @pytest.fixture
            def small_cart():
                return cart_with("SKU-001", "SKU-002", "SKU-003")
            """),
        "tests/integration/test_checkout_flow.py": dd("""
            from shop.checkout import Checkout


            def test_cart_total(prices, small_cart):
                assert sum(prices.price(s) for s in small_cart.items) > 0


            def test_checkout_counts_items(small_cart):
                checkout = Checkout()
                for sku, qty in small_cart.items.items():
                    checkout.add(sku, qty)
                assert checkout.count() == 3
            """),
        "tests/unit/__init__.py": "",
    }
    for k, name in enumerate(SHOP_MODULES):
        cls = name.capitalize().rstrip("s")
        files[f"shop/{name}.py"] = dd(f'''
            """{cls} rules."""
            from collections import Counter


            class {cls}:
                def __init__(self) -> None:
                    self.items: Counter[str] = Counter()

                def add(self, sku: str, qty: int) -> None:
                    if qty <= 0:
                        raise ValueError("quantity must be positive")
                    self.items[sku] += qty

                def remove(self, sku: str) -> None:
                    self.items.pop(sku, None)

                def count(self) -> int:
                    return sum(self.items.values())

                def weight(self) -> int:
                    return {k + 1} * self.count()
            ''')
        files[f"tests/unit/test_{name}.py"] = dd(f"""
            import pytest

            from shop.{name} import {cls}


            @pytest.mark.parametrize("qty", range(1, {6 + k}))
            def test_add_counts(qty):
                thing = {cls}()
                thing.add("SKU-001", qty)
                assert thing.count() == qty


            def test_rejects_zero():
                with pytest.raises(ValueError):
                    {cls}().add("SKU-001", 0)


            @pytest.mark.parametrize("sku", ["SKU-001", "SKU-002", "SKU-404"])
            def test_remove_is_idempotent(sku):
                thing = {cls}()
                thing.add("SKU-001", 2)
                thing.remove(sku)
                thing.remove(sku)
                assert thing.count() in (0, 2)


            def test_weight_scales_with_count():
                thing = {cls}()
                thing.add("SKU-007", 3)
                assert thing.weight() == {k + 1} * 3
            """)
    slug = "acme/shop"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim")
    job.prepare(sha, "shop-pip-3-13")
    env = py_env(CI="true", GITLAB_CI="true")
    job.sh("python --version", env=env)
    job.sh("python -m pip install --no-index -r requirements-ci.txt", env=env)
    job.sh("python -m pip freeze --all", env=env)
    job.sh("python -m compileall shop tests", env=env)
    job.sh("ruff check shop tests", env=env)
    job.sh("python -m pytest -v tests/unit", env=env)
    job.sh("python -m pytest -q -ra tests/integration --junitxml=report.xml", env=env)
    raw = job.finish(artifacts="report.xml")
    case = Case(
        case_id="pytest-conftest-import-error-001",
        framework="pytest",
        failure_category="test_setup_error",
        summary=(
            "The unit tests pass, but the integration run cannot start: "
            "tests/integration/conftest.py imports tests/factories.py, which does "
            "`from shop.pricing import PriceBook`, but shop/pricing.py renamed the class to "
            "PriceList in 5.3. The ImportError is raised while the conftest is loaded, before "
            "any test is collected, so pytest exits with status 4 and no report.xml. Rename "
            "PriceBook to PriceList in tests/factories.py. compileall and ruff pass because the "
            "import is syntactically fine."
        ),
        notes=(
            "GitLab-style log: pip install from the cache, a full `pip freeze --all`, "
            "compileall listing, a clean ruff run, ~180 passing unit tests (`pytest -v`), then "
            "the integration run's 'ImportError while loading conftest' and the failed "
            "artifact upload."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "ImportError: cannot import name 'PriceBook' from 'shop.pricing'",
                why="the renamed class",
            ),
            Sig(
                "error_message",
                "critical",
                "ImportError while loading conftest",
                why="pytest never starts",
            ),
            Sig("stack_location", "critical", file="tests/factories.py", line=3),
            Sig("stack_location", "important", file="tests/integration/conftest.py", line=3),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 4"),
            Sig("error_message", "optional", "ERROR: No files to upload"),
        ],
        relevant_files=["tests/factories.py", "shop/pricing.py", "tests/integration/conftest.py"],
        must_mention=["PriceBook", "shop.pricing", "conftest", "factories"],
        must_not_claim=["a unit test failed", "ruff failed", "a missing package"],
        evidence_formats=["traceback"],
        noise_profile=["runner_setup", "dependency_install", "package_list"],
        commands=job.commands,
    )
    return raw, "gitlab", case


# ----------------------------------- 12 Twisted trial: a failure and a DirtyReactorAggregateError

RELAY_COMMANDS = ["AUTH", "BIND", "CLOSE", "DATA", "ECHO", "FLUSH", "HELO", "LIST", "MODE",
                  "NOOP", "OPEN", "PING", "PONG", "QUIT", "RSET", "SEND", "STAT", "SUBS",
                  "UNSUB", "WAIT"]  # fmt: skip


def build_trial(w: Path) -> Built:
    files = {
        "requirements-ci.txt": pins("Twisted", "attrs", "Automat", "constantly", "hyperlink"),
        "relay/__init__.py": '"""A line-based message relay on Twisted."""\n',
        "relay/protocol.py": dd(f'''
            """The relay's wire protocol: one command per CRLF-terminated line."""
            from twisted.protocols.basic import LineReceiver

            COMMANDS = {RELAY_COMMANDS!r}


            def parse_command(line: bytes) -> tuple[str, list[str]]:
                words = line.decode("ascii").split()
                if not words or words[0].upper() not in COMMANDS:
                    raise ValueError(f"unknown command: {{line!r}}")
                return words[0].upper(), words[1:]


            class RelayProtocol(LineReceiver):
                delimiter = b"\\r\\n"

                def __init__(self) -> None:
                    self.received: list[bytes] = []

                def lineReceived(self, line: bytes) -> None:
                    self.received.append(line)


            def split_frames(data: bytes) -> list[bytes]:
                """Split a buffer into complete frames; a trailing partial frame is dropped."""
                return data.split(b"\\n")[:-1]
            '''),
        "relay/heartbeat.py": dd('''
            """Ping the peer every `interval` seconds; give up after `timeout` without a pong."""
            from twisted.internet import reactor


            class Heartbeat:
                def __init__(self, send, interval: float = 10.0, timeout: float = 30.0) -> None:
                    self.send = send
                    self.interval = interval
                    self.timeout = timeout
                    self._timer = None
                    self.expired = False

                def start(self) -> None:
                    self.send(b"PING")
                    self._timer = reactor.callLater(self.timeout, self._timeout)

                def pong(self) -> None:
                    if self._timer is not None and self._timer.active():
                        self._timer.cancel()
                    self._timer = None

                def stop(self) -> None:
                    self.pong()

                def _timeout(self) -> None:
                    self.expired = True
            '''),
        "relay/test/__init__.py": "",
        "relay/test/test_protocol.py": dd("""
            from twisted.internet.testing import StringTransport
            from twisted.trial import unittest

            from relay.protocol import COMMANDS, RelayProtocol, parse_command, split_frames


            class ParseCommandTests(unittest.TestCase):
                def test_unknown_command(self):
                    self.assertRaises(ValueError, parse_command, b"FROB 1")

                def test_empty_line(self):
                    self.assertRaises(ValueError, parse_command, b"")


            def _make_parse_test(name):
                def test(self):
                    self.assertEqual(parse_command(name.lower().encode() + b" a b"), (name, ["a", "b"]))

                return test


            for _name in COMMANDS:
                setattr(ParseCommandTests, f"test_parse_{_name.lower()}", _make_parse_test(_name))


            class ProtocolTests(unittest.TestCase):
                def setUp(self):
                    self.proto = RelayProtocol()
                    self.proto.makeConnection(StringTransport())

                def test_one_line(self):
                    self.proto.dataReceived(b"PING\\r\\n")
                    self.assertEqual(self.proto.received, [b"PING"])

                def test_two_lines_in_one_packet(self):
                    self.proto.dataReceived(b"PING\\r\\nSTAT\\r\\n")
                    self.assertEqual(self.proto.received, [b"PING", b"STAT"])

                def test_partial_line_is_buffered(self):
                    self.proto.dataReceived(b"PI")
                    self.proto.dataReceived(b"NG\\r\\n")
                    self.assertEqual(self.proto.received, [b"PING"])


            class FramingTests(unittest.TestCase):
                def test_split_frames_drops_partial(self):
                    self.assertEqual(split_frames(b"a\\nb\\nc"), [b"a", b"b"])

                def test_split_frames_crlf(self):
                    self.assertEqual(split_frames(b"alpha\\r\\nbeta\\r\\n"), [b"alpha", b"beta"])
            """),  # noqa: E501
        "relay/test/test_heartbeat.py": dd("""
            from twisted.internet import task
            from twisted.trial import unittest

            from relay import heartbeat
            from relay.heartbeat import Heartbeat


            class HeartbeatTests(unittest.TestCase):
                def setUp(self):
                    self.sent = []

                def test_start_sends_ping(self):
                    beat = Heartbeat(self.sent.append)
                    beat.start()
                    self.assertEqual(self.sent, [b"PING"])

                def test_pong_cancels_timeout(self):
                    clock = task.Clock()
                    self.patch(heartbeat, "reactor", clock)
                    beat = Heartbeat(self.sent.append)
                    beat.start()
                    beat.pong()
                    clock.advance(60)
                    self.assertFalse(beat.expired)

                def test_timeout_expires(self):
                    clock = task.Clock()
                    self.patch(heartbeat, "reactor", clock)
                    beat = Heartbeat(self.sent.append, timeout=5)
                    beat.start()
                    clock.advance(5)
                    self.assertTrue(beat.expired)

                def test_stop_is_idempotent(self):
                    clock = task.Clock()
                    self.patch(heartbeat, "reactor", clock)
                    beat = Heartbeat(self.sent.append)
                    beat.start()
                    beat.stop()
                    beat.stop()
                    self.assertEqual(clock.getDelayedCalls(), [])
            """),
    }
    for k, topic in enumerate(["acl", "backoff", "codec", "config", "metrics", "routing"]):
        files[f"relay/test/test_{topic}.py"] = (
            dd(f"""
            from twisted.trial import unittest


            class {topic.capitalize()}Tests(unittest.TestCase):
            """)
            + "".join(
                f"    def test_{topic}_case_{n:02d}(self):\n"
                f"        self.assertEqual(sorted([{n}, {k}, {n + k}]), "
                f"sorted([{n + k}, {n}, {k}]))\n\n"
                for n in range(24 + k * 3)
            ).rstrip("\n")
            + "\n"
        )
    slug = "acme-net/relay"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim")
    job.prepare(sha, "relay-pip-3-13")
    env = py_env(CI="true", GITLAB_CI="true")
    job.sh("python -m pip install --no-index -r requirements-ci.txt", env=env)
    job.sh("python -m twisted --version", env=env)
    job.sh("python -m twisted.trial --reporter=verbose relay", env=env)
    raw = job.finish(after=["python -m twisted.trial --help-reporters | head -n 12"])
    failing = "relay.test.test_protocol.FramingTests.test_split_frames_crlf"
    dirty = "relay.test.test_heartbeat.HeartbeatTests.test_start_sends_ping"
    case = Case(
        case_id="trial-failure-and-dirty-reactor-001",
        framework="unittest",
        failure_category="test_assertion",
        summary=(
            "Two problems in the Twisted trial run. (1) split_frames() in relay/protocol.py "
            'splits on b"\\n" only, so CRLF-terminated frames keep their b"\\r" and '
            "FramingTests.test_split_frames_crlf fails ([b'alpha\\r', b'beta\\r'] != [b'alpha', "
            "b'beta']). (2) HeartbeatTests.test_start_sends_ping starts a Heartbeat on the real "
            "reactor and never stops it, so its 30-second callLater(Heartbeat._timeout) is "
            "still pending when the test ends and trial reports DirtyReactorAggregateError "
            "(Reactor was unclean). The other heartbeat tests patch in a task.Clock."
        ),
        notes=(
            "GitLab-style log: pip install, twisted --version, then trial's verbose reporter "
            "listing ~230 tests, the [FAIL] and [ERROR] sections with tracebacks, and the "
            "FAILED summary; an after_script lists trial's reporters."
        ),
        signals=[
            Sig("failed_test", "critical", failing, why="the failing test"),
            Sig(
                "assertion",
                "critical",
                "twisted.trial.unittest.FailTest: Lists differ: [b'alpha\\r', b'beta\\r'] != "
                "[b'alpha', b'beta']",
                why="CR left in the frames",
            ),
            Sig("failed_test", "critical", dirty, why="the test that leaves a timer"),
            Sig(
                "exception",
                "critical",
                "twisted.trial.util.DirtyReactorAggregateError: Reactor was unclean.",
                why="a pending DelayedCall",
            ),
            Sig("error_message", "important", "Heartbeat._timeout()"),
            Sig("stack_location", "important", file="relay/test/test_protocol.py", line=50),
            Sig("assertion", "important", "FAILED (failures=1, errors=1, successes="),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["relay/protocol.py", "relay/heartbeat.py", "relay/test/test_heartbeat.py"],
        relevant_tests=[failing, dirty],
        must_mention=["split_frames", "\\r", "Heartbeat", "DelayedCall", "Reactor was unclean"],
        must_not_claim=["a single root cause", "an import error", "the pong test failed"],
        evidence_formats=["traceback", "test_summary"],
        noise_profile=["runner_setup", "dependency_install", "test_progress_noise"],
        multi_failure=True,
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# --------------------------------------- 13 Django system checks: a related_name clash (E304/E305)


def django_app(label: str, models: str) -> dict[str, str]:
    return {
        f"{label}/__init__.py": "",
        f"{label}/apps.py": dd(f"""
            from django.apps import AppConfig


            class {label.capitalize()}Config(AppConfig):
                default_auto_field = "django.db.models.BigAutoField"
                name = "{label}"
            """),
        f"{label}/models.py": "from django.db import models\n\n\n" + dd(models),
        f"{label}/migrations/__init__.py": "",
    }


def build_django_check(w: Path) -> Built:
    files = {
        "requirements-ci.txt": pins("Django", "asgiref", "sqlparse"),
        "manage.py": dd("""
            #!/usr/bin/env python
            import os
            import sys

            if __name__ == "__main__":
                os.environ.setdefault("DJANGO_SETTINGS_MODULE", "storefront.settings")
                from django.core.management import execute_from_command_line

                execute_from_command_line(sys.argv)
            """),
        "storefront/__init__.py": "",
        "storefront/urls.py": "urlpatterns = []\n",
        "storefront/settings.py": dd("""
            from pathlib import Path

            BASE_DIR = Path(__file__).resolve().parent.parent
            SECRET_KEY = "django-insecure-ci-only"
            DEBUG = True
            ALLOWED_HOSTS = ["shop.example.com"]
            INSTALLED_APPS = [
                "django.contrib.auth",
                "django.contrib.contenttypes",
                "django.contrib.sessions",
                "django.contrib.messages",
                "customers",
                "shop",
                "billing",
                "support",
            ]
            MIDDLEWARE = [
                "django.middleware.security.SecurityMiddleware",
                "django.contrib.sessions.middleware.SessionMiddleware",
                "django.middleware.common.CommonMiddleware",
                "django.middleware.csrf.CsrfViewMiddleware",
                "django.contrib.auth.middleware.AuthenticationMiddleware",
                "django.contrib.messages.middleware.MessageMiddleware",
            ]
            ROOT_URLCONF = "storefront.urls"
            DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": BASE_DIR / "ci.sqlite3"}}
            LANGUAGE_CODE = "en-gb"
            TIME_ZONE = "Europe/London"
            USE_TZ = True
            DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
            """),  # noqa: E501
    }
    files.update(
        django_app(
            "customers",
            """
            class Customer(models.Model):
                name = models.CharField(max_length=200)
                email = models.EmailField(unique=True)
                joined = models.DateField(auto_now_add=True)

                def __str__(self):
                    return self.name
            """,
        )
    )
    files.update(
        django_app(
            "shop",
            """
            class Order(models.Model):
                customer = models.ForeignKey(
                    "customers.Customer", on_delete=models.PROTECT, related_name="orders"
                )
                number = models.CharField(max_length=20, unique=True)
                placed_at = models.DateTimeField()
                total_minor = models.BigIntegerField(default=0)
            """,
        )
    )
    files.update(
        django_app(
            "billing",
            """
            class Invoice(models.Model):
                customer = models.ForeignKey(
                    "customers.Customer", on_delete=models.PROTECT, related_name="orders"
                )
                order = models.OneToOneField("shop.Order", on_delete=models.PROTECT)
                issued_on = models.DateField()
                paid = models.BooleanField(default=False)
            """,
        )
    )
    files.update(
        django_app(
            "support",
            """
            class Ticket(models.Model):
                customer = models.ForeignKey(
                    "customers.Customer", on_delete=models.CASCADE, related_name="tickets"
                )
                subject = models.CharField(max_length=200)
                opened_at = models.DateTimeField(auto_now_add=True)
                closed = models.BooleanField(default=False)
            """,
        )
    )
    slug = "acme-retail/storefront"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim")
    job.prepare(sha, "storefront-pip-3-13")
    env = py_env(CI="true", GITLAB_CI="true")
    job.sh("python -m pip install --no-index -r requirements-ci.txt", env=env)
    job.sh("python -m pip list", env=env)
    job.sh("python -m django --version", env=env)
    job.sh("python manage.py diffsettings --all", env=env)
    job.sh("python manage.py check --deploy", env=env)
    raw = job.finish()
    case = Case(
        case_id="django-check-related-name-clash-001",
        framework="generic",
        failure_category="config_error",
        summary=(
            "`manage.py check --deploy` fails with system-check ERRORS: billing.Invoice.customer "
            "was copied from shop.Order.customer with the same related_name='orders', so both "
            "foreign keys to customers.Customer try to create Customer.orders "
            "(fields.E304 reverse accessor clash, fields.E305 reverse query name clash, "
            "reported for both fields). Give Invoice.customer its own related_name (e.g. "
            "'invoices'). The security.W0xx warnings from --deploy are not what fails the "
            "command."
        ),
        notes=(
            "GitLab-style log: pip install, `pip list`, Django's version, the full "
            "`diffsettings --all` dump, then `check --deploy` printing SystemCheckError "
            "with 4 errors and 7 deployment warnings."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "billing.Invoice.customer: (fields.E304) Reverse accessor 'Customer.orders' for "
                "'billing.Invoice.customer' clashes with reverse accessor for "
                "'shop.Order.customer'.",
                why="the clash",
            ),
            Sig(
                "error_message",
                "critical",
                "SystemCheckError: System check identified some issues:",
                why="why the command fails",
            ),
            Sig(
                "error_message",
                "important",
                "billing.Invoice.customer: (fields.E305) Reverse query name for "
                "'billing.Invoice.customer' clashes with reverse query name for "
                "'shop.Order.customer'.",
            ),
            Sig("error_message", "important", "HINT: Add or change a related_name argument"),
            Sig("error_message", "optional", "System check identified"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["billing/models.py", "shop/models.py"],
        must_mention=["related_name", "orders", "billing.Invoice.customer", "E304"],
        must_not_claim=[
            "the security warnings fail the check",
            "a migration is missing",
            "DEBUG = True is the error",
        ],
        evidence_formats=["plain_error_line"],
        noise_profile=["runner_setup", "dependency_install", "config_dump", "warning_noise"],
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------ 14 jsonschema ValidationError from a manifest check

MANIFEST_SERVICES = sorted(
    f"{word(k)}-{kind}" for k, kind in enumerate(["api", "worker", "web", "cron"] * 16)
)
BAD_SERVICE = MANIFEST_SERVICES[47]

SERVICE_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "required": ["name", "team", "deploy"],
    "additionalProperties": False,
    "properties": {
        "name": {"type": "string", "pattern": "^[a-z][a-z0-9-]+$"},
        "team": {"type": "string"},
        "deploy": {
            "type": "object",
            "required": ["image", "replicas", "resources"],
            "properties": {
                "image": {"type": "string", "pattern": "^registry\\.example\\.com/"},
                "replicas": {"type": "integer", "minimum": 1, "maximum": 50},
                "resources": {
                    "type": "object",
                    "required": ["cpu", "memory"],
                    "properties": {
                        "cpu": {"type": "string"},
                        "memory": {"type": "string", "pattern": "^[0-9]+(Mi|Gi)$"},
                    },
                },
                "env": {"type": "array", "items": {"type": "string", "pattern": "^[A-Z_]+="}},
            },
        },
    },
}


def service_manifest(name: str, k: int) -> str:
    replicas = '"3"' if name == BAD_SERVICE else str(k % 6 + 1)
    names = ["LOG_LEVEL", "WORKERS", "REGION"][: k % 3 + 1]
    env = "".join(f"    - {var}={k}{n}\n" for n, var in enumerate(names))
    return (
        f"name: {name}\nteam: {['checkout', 'platform', 'search', 'data'][k % 4]}\n"
        f"deploy:\n  image: registry.example.com/{name}:2026.11.{k}\n  replicas: {replicas}\n"
        f"  resources:\n    cpu: {(k % 4 + 1) * 250}m\n    memory: {(k % 3 + 1) * 256}Mi\n"
        f"  env:\n{env}"
    )


def build_jsonschema(w: Path) -> Built:
    files = {
        "requirements-ci.txt": pins("jsonschema", "PyYAML", "referencing", "rpds-py", "attrs"),
        "schema/service.schema.json": __import__("json").dumps(SERVICE_SCHEMA, indent=2) + "\n",
        "tools/validate_manifests.py": dd('''
            """Validate every services/*.yaml manifest against schema/service.schema.json."""
            import json
            import logging
            import sys
            from pathlib import Path

            import jsonschema
            import yaml

            log = logging.getLogger("manifests")


            def load_schema(path: Path) -> dict:
                schema = json.loads(path.read_text())
                jsonschema.Draft202012Validator.check_schema(schema)
                log.info("schema %s loaded (%d top-level properties)", path, len(schema["properties"]))
                return schema


            def validate_one(path: Path, schema: dict) -> dict:
                doc = yaml.safe_load(path.read_text())
                log.info("validating %s", path)
                deploy = doc.get("deploy", {})
                log.debug("  image=%s", deploy.get("image"))
                log.debug("  resources=%s", deploy.get("resources"))
                log.debug("  env=%d variables", len(deploy.get("env", [])))
                for var in deploy.get("env", []):
                    log.debug("    %s", var.split("=", 1)[0])
                log.debug("  replicas=%r", deploy.get("replicas"))
                jsonschema.validate(doc, schema)
                log.info("  ok: %s (team %s)", doc["name"], doc["team"])
                return doc


            def validate_all(folder: Path, schema: dict) -> list[dict]:
                docs = [validate_one(path, schema) for path in sorted(folder.glob("*.yaml"))]
                total = sum(d["deploy"]["replicas"] for d in docs)
                log.info("%d manifests valid, %d replicas in total", len(docs), total)
                return docs


            def main() -> int:
                logging.basicConfig(level=logging.DEBUG, format="%(levelname)-5s %(name)s: %(message)s")
                schema = load_schema(Path("schema/service.schema.json"))
                validate_all(Path("services"), schema)
                return 0


            if __name__ == "__main__":
                sys.exit(main())
            '''),  # noqa: E501
    }
    for k, name in enumerate(MANIFEST_SERVICES):
        files[f"services/{name}.yaml"] = service_manifest(name, k)
    slug = "acme-platform/service-manifests"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim")
    job.prepare(sha, "manifests-pip-3-13")
    env = py_env(CI="true", GITLAB_CI="true")
    job.sh("python -m pip install --no-index -r requirements-ci.txt", env=env)
    job.sh("ls services | wc -l", env=env)
    job.sh("python tools/validate_manifests.py", env=env)
    raw = job.finish()
    case = Case(
        case_id="traceback-jsonschema-validation-error-001",
        framework="traceback",
        failure_category="config_error",
        summary=(
            f"The manifest check validates each services/*.yaml against the JSON Schema and "
            f"stops at services/{BAD_SERVICE}.yaml: its deploy.replicas is written as the "
            f'string "3" (quoted in YAML), but the schema requires an integer, so '
            f"jsonschema.validate() raises ValidationError: '3' is not of type 'integer'. "
            f"Unquote the value; the 47 manifests before it are valid."
        ),
        notes=(
            "GitLab-style log: pip install, then ~420 DEBUG/INFO lines of the validator "
            "before an uncaught jsonschema.exceptions.ValidationError with its 'Failed "
            "validating' and 'On instance' parts."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "jsonschema.exceptions.ValidationError: '3' is not of type 'integer'",
                why="the schema violation",
            ),
            Sig(
                "error_message",
                "critical",
                "On instance['deploy']['replicas']:",
                why="which field",
            ),
            Sig(
                "step_name",
                "critical",
                f"validating services/{BAD_SERVICE}.yaml",
                why="which manifest",
            ),
            Sig(
                "error_message",
                "important",
                "Failed validating 'type' in "
                "schema['properties']['deploy']['properties']['replicas']:",
            ),
            Sig("stack_location", "important", file="tools/validate_manifests.py", line=30),
            Sig("error_message", "optional", "replicas='3'"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=[f"services/{BAD_SERVICE}.yaml", "schema/service.schema.json"],
        must_mention=[BAD_SERVICE, "replicas", "integer", "'3'"],
        must_not_claim=["a YAML syntax error", "the schema itself is invalid", "a missing file"],
        evidence_formats=["traceback"],
        noise_profile=["runner_setup", "dependency_install", "debug_logging"],
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------- 15 psql -v ON_ERROR_STOP=1: a foreign-key violation (exit 3)


def insert(table: str, *values: object) -> str:
    """One statement of a seed file (the values are the script's own constants)."""
    return f"INSERT INTO {table} VALUES ({', '.join(map(str, values))});\n"  # noqa: S608


def shop_seed() -> tuple[dict[str, str], int]:
    """The schema and seed files; returns them and the line of the bad order item."""
    schema = dd("""
        CREATE TABLE customers (
            id integer PRIMARY KEY,
            email text NOT NULL UNIQUE,
            country char(2) NOT NULL
        );
        CREATE TABLE products (
            id integer PRIMARY KEY,
            sku text NOT NULL UNIQUE,
            price_minor integer NOT NULL CHECK (price_minor > 0)
        );
        CREATE TABLE orders (
            id integer PRIMARY KEY,
            customer_id integer NOT NULL REFERENCES customers (id),
            placed_on date NOT NULL
        );
        CREATE TABLE order_items (
            order_id integer NOT NULL REFERENCES orders (id),
            product_id integer NOT NULL REFERENCES products (id),
            quantity integer NOT NULL CHECK (quantity > 0),
            PRIMARY KEY (order_id, product_id)
        );
        CREATE INDEX order_items_product_idx ON order_items (product_id);
        CREATE INDEX orders_customer_idx ON orders (customer_id);
        """)
    countries = ["GB", "DE", "FR", "NL", "IE"]
    customers = "".join(
        insert("customers", c, f"'customer{c}@example.com'", f"'{countries[c % 5]}'")
        for c in range(1, 121)
    )
    products = "-- 1042 (LAMP-0042) was discontinued and removed from the catalogue in 2026-10.\n"
    products += "".join(
        insert("products", p, f"'SKU-{p}'", (p * 37) % 9000 + 199)
        for p in range(1001, 1081)
        if p != 1042
    )
    orders = "".join(
        insert("orders", o, (o * 7) % 120 + 1, f"DATE '2026-10-01' + {o % 30}")
        for o in range(5001, 5151)
    )
    items, bad_line = ["-- order items exported from the legacy shop, 2026-11-18\n"], 0
    for o in range(5001, 5151):
        for j in range(2):
            product = 1001 + (o * 3 + j * 17) % 80
            if product == 1042:
                product = 1043 + j
            if o == 5107 and j == 1:
                product, bad_line = 1042, len(items) + 1
            items.append(insert("order_items", o, product, (o + j) % 4 + 1))
    files = {
        "db/migrations/001_schema.sql": schema,
        "db/seed/010_customers.sql": customers,
        "db/seed/020_products.sql": products,
        "db/seed/030_orders.sql": orders,
        "db/seed/040_order_items.sql": "".join(items),
    }
    return files, bad_line


def build_psql_fk(w: Path) -> Built:
    files, bad_line = shop_seed()
    files["scripts/load-db.sh"] = dd("""
        #!/usr/bin/env bash
        # Create the schema and load the seed data into $DB, one file at a time.
        set -euo pipefail
        DB="${1:?usage: load-db.sh DATABASE}"
        for f in db/migrations/*.sql db/seed/*.sql; do
          echo "==> ${f}"
          psql -X -v ON_ERROR_STOP=1 --echo-all -d "$DB" -f "$f"
        done
        psql -X -d "$DB" -c "SELECT count(*) AS order_items FROM order_items"
        """)
    slug = "acme/shop-db"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "postgres:15-bookworm")
    job.prepare(sha, "shop-db")
    env = sys_env(CI="true", GITLAB_CI="true", **PG)
    job.env = env
    job.sh("psql --version", env=env)
    job.sh('psql -X -c "SELECT version()"', env=env)
    job.sh(
        'psql -X -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS shop_ci" '
        '-c "CREATE DATABASE shop_ci"',
        env=env,
    )
    job.sh("bash scripts/load-db.sh shop_ci", env=env)
    raw = job.finish(after=['psql -X -c "DROP DATABASE IF EXISTS shop_ci"'])
    location = f"db/seed/040_order_items.sql:{bad_line}"
    case = Case(
        case_id="psql-on-error-stop-foreign-key-001",
        framework="generic",
        failure_category="build_script_error",
        summary=(
            "scripts/load-db.sh loads the schema and seed files with `psql -v "
            "ON_ERROR_STOP=1`. db/seed/040_order_items.sql inserts an order item for "
            "product 1042, but 020_products.sql no longer creates product 1042 (LAMP-0042 was "
            "discontinued), so PostgreSQL rejects the insert with a foreign-key violation "
            "(order_items_product_id_fkey), psql stops with exit status 3 and set -e ends "
            "the job. The legacy order-item export must drop or remap product 1042."
        ),
        notes=(
            "GitLab-style log: psql and server versions, database re-creation, then the load "
            "script run with `psql --echo-all` (~680 echoed statements, each followed by "
            "`INSERT 0 1`) before psql's error with file:line and DETAIL; an after_script "
            "drops the database."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                'ERROR:  insert or update on table "order_items" violates foreign key '
                'constraint "order_items_product_id_fkey"',
                why="the constraint violation",
            ),
            Sig(
                "error_message",
                "critical",
                'DETAIL:  Key (product_id)=(1042) is not present in table "products".',
                why="the missing product",
            ),
            Sig(
                "stack_location",
                "critical",
                file="db/seed/040_order_items.sql",
                line=bad_line,
                why="the failing statement",
            ),
            Sig("step_name", "important", "==> db/seed/040_order_items.sql"),
            Sig("command", "important", "INSERT INTO order_items VALUES (5107, 1042, 1);"),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 3"),
        ],
        relevant_files=["db/seed/040_order_items.sql", "db/seed/020_products.sql"],
        must_mention=["1042", "order_items", "foreign key", location],
        must_not_claim=[
            "the database does not exist",
            "a syntax error in the SQL",
            "authentication failed",
        ],
        primary_language="sql",
        evidence_formats=["plain_error_line", "shell_command_output"],
        noise_profile=["runner_setup", "sql_output", "progress_noise"],
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------ 16 Erlang escript: a badmatch on file:consult's syntax error

RABBIT_VHOSTS = ["accounts", "alerts", "analytics", "audit", "billing", "catalog",
                 "checkout", "fraud", "identity", "inventory", "ledger", "loyalty",
                 "marketing", "notifications", "orders", "payments", "search", "shipping",
                 "support"]  # fmt: skip
RABBIT_EVENTS = ["created", "updated", "deleted", "retried", "expired", "audited", "archived",
                 "exported", "refunded", "escalated"]  # fmt: skip


def rabbit_terms(vhost: str, k: int) -> tuple[str, int]:
    """A vhost's definitions as Erlang terms; payments' file lacks the comma that ends one
    queue's properties. Returns the text and the line of the syntax error."""
    lines = [f"%% RabbitMQ definitions for vhost /{vhost}", f'{{vhost, <<"/{vhost}">>}}.']
    lines.append(f'{{exchange, <<"{vhost}.events">>, topic, [{{durable, true}}]}}.')
    bad = 0
    for n, event in enumerate(RABBIT_EVENTS[: 3 + k % 8]):
        queue = f"{vhost}.{event}"
        lines.append(f'{{queue, <<"{queue}">>, [{{durable, true}},')
        if vhost == "payments" and event == "updated":
            lines.append(f'    {{arguments, [{{<<"x-message-ttl">>, {60000 * (n + 1)}}}]}}')
            lines.append("    {arguments_version, 2}]}.")
            bad = len(lines)
        else:
            lines.append(f'    {{arguments, [{{<<"x-message-ttl">>, {60000 * (n + 1)}}}]}}]}}.')
        lines.append(f'{{binding, <<"{vhost}.events">>, <<"{queue}">>, <<"{vhost}.{event}.#">>}}.')
    ha = '[{<<"ha-mode">>, <<"all">>}]'
    lines.append(f'{{policy, <<"{vhost}-ha">>, <<"^{vhost}\\\\.">>, {ha}}}.')
    return "\n".join(lines) + "\n", bad


def build_erlang_escript(w: Path) -> Built:
    files = {
        "scripts/render_definitions.escript": dd("""
            #!/usr/bin/env escript
            %% Render config/vhosts/*.terms into the definitions file loaded by RabbitMQ.
            -mode(compile).

            main([Dir, Out]) ->
                Files = lists:sort(filelib:wildcard(filename:join(Dir, "*.terms"))),
                io:format("rendering ~b vhost files from ~s~n", [length(Files), Dir]),
                Defs = lists:flatmap(fun render/1, Files),
                ok = filelib:ensure_dir(Out),
                ok = file:write_file(Out, io_lib:format("~p.~n", [Defs])),
                io:format("wrote ~b definitions to ~s~n", [length(Defs), Out]).

            render(File) ->
                io:format("==> ~s~n", [File]),
                {ok, Terms} = file:consult(File),
                lists:foreach(fun describe/1, Terms),
                Terms.

            describe({vhost, Name}) -> io:format("  vhost ~s~n", [Name]);
            describe({exchange, Name, Type, Opts}) ->
                io:format("  exchange ~s (~s) ~p~n", [Name, Type, Opts]);
            describe({queue, Name, Opts}) -> io:format("  queue ~s ~p~n", [Name, Opts]);
            describe({binding, Src, Dst, Key}) -> io:format("  binding ~s -> ~s [~s]~n", [Src, Dst, Key]);
            describe({policy, Name, Pattern, Defs}) ->
                io:format("  policy ~s on ~s: ~p~n", [Name, Pattern, Defs]).
            """),  # noqa: E501
    }
    bad_line = 0
    for k, vhost in enumerate(RABBIT_VHOSTS):
        text, bad = rabbit_terms(vhost, k)
        files[f"config/vhosts/{vhost}.terms"] = text
        bad_line = bad or bad_line
    slug = "acme-platform/rabbit-topology"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "erlang:25")
    job.prepare(sha, "rabbit-topology")
    env = sys_env(CI="true", GITLAB_CI="true")
    job.env = env
    job.sh(f"erl -noshell -eval '{ERL_VERSION}'")
    job.sh("ls config/vhosts")
    job.sh("escript scripts/render_definitions.escript config/vhosts build/definitions.config")
    raw = job.finish(artifacts="build/definitions.config")
    case = Case(
        case_id="erlang-escript-consult-badmatch-001",
        framework="generic",
        failure_category="config_error",
        summary=(
            "The escript that renders the RabbitMQ definitions crashes while reading "
            "config/vhosts/payments.terms: file:consult/1 returns "
            f'{{error,{{{bad_line},erl_parse,["syntax error before: ","\'{{\'"]}}}} '
            "because the payments.updated queue's property list is missing the comma after "
            f"its arguments tuple (line {bad_line - 1}), and `{{ok, Terms}} = "
            "file:consult(File)` in render/1 fails with a badmatch. escript exits with 127, "
            f"which is not a missing command here. The {RABBIT_VHOSTS.index('payments')} vhost "
            "files before it render fine."
        ),
        notes=(
            "GitLab-style log: OTP version, the list of vhost files, then the escript "
            "printing every vhost's exchanges, queues, bindings and policies before the "
            "exception error (`no match of right hand side value`) with escript's stack; "
            "the artifact upload finds nothing."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "escript: exception error: no match of right hand side value",
                why="the crash",
            ),
            Sig(
                "error_message",
                "critical",
                f'{{error,{{{bad_line},erl_parse,["syntax error before: ","\'{{\'"]}}}}',
                why="the parse error and its line",
            ),
            Sig(
                "step_name",
                "critical",
                "==> config/vhosts/payments.terms",
                why="the file being read",
            ),
            Sig(
                "error_message",
                "important",
                ":render/1 (scripts/render_definitions.escript, line 15)",
            ),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 127"),
        ],
        relevant_files=["config/vhosts/payments.terms", "scripts/render_definitions.escript"],
        must_mention=["payments.terms", "syntax error", "erl_parse", "no match"],
        must_not_claim=[
            "command not found",
            "escript is not installed",
            "a RabbitMQ connection error",
        ],
        primary_language="erlang",
        evidence_formats=["traceback", "plain_error_line"],
        noise_profile=["runner_setup", "progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------ 17 Tcl: a tcltest failure under all.tcl

TCL_TEST_FILES = ["decode", "encode", "numbers", "objects", "pretty", "roundtrip"]


def tcl_tests(name: str, k: int) -> str:
    cases = []
    for n in range(1, 50 + k * 9):
        value = f"item{n}"
        if name == "encode":
            cases.append(
                f"test encode-{k + 1}.{n} {{encode plain string {n}}} -body {{\n"
                f'    json::encode string {value}\n}} -result {{"{value}"}}\n'
            )
        elif name == "numbers":
            cases.append(
                f"test numbers-{k + 1}.{n} {{encode integer {n}}} -body {{\n"
                f"    json::encode number {n * 17}\n}} -result {n * 17}\n"
            )
        else:
            cases.append(
                f"test {name}-{k + 1}.{n} {{{name} list of {n}}} -body {{\n"
                f"    llength [json::split_list [string repeat {{a,}} {n}]]\n}} -result {n}\n"
            )
    if name == "encode":
        cases.append(
            "test encode-2.1 {encode escapes a double quote} -body {\n"
            '    json::encode string {say "hi"}\n} -result {"say \\"hi\\""}\n'
        )
        cases.append(
            "test encode-2.2 {encode escapes a tab} -body {\n"
            '    json::encode string "a\\tb"\n} -result {"a\\tb"}\n'
        )
        cases.append(
            "test encode-2.3 {encode escapes a newline} -body {\n"
            '    json::encode string "a\\nb"\n} -result {"a\\nb"}\n'
        )
    return (
        "package require tcltest 2.5\nnamespace import ::tcltest::*\n"
        "source [file join [file dirname [file dirname [file normalize [info script]]]] "
        "lib json.tcl]\n\n" + "\n".join(cases) + "\ncleanupTests\n"
    )


def build_tcltest(w: Path) -> Built:
    files = {
        "lib/json.tcl": dd("""
            # Minimal JSON encoding for the config exporter.
            namespace eval json {}

            proc json::encode {type value} {
                switch -- $type {
                    string {
                        set escaped [string map {\\\\ \\\\\\\\ \\" \\\\\\" \\n \\\\n} $value]
                        return "\\"$escaped\\""
                    }
                    number { return [expr {$value}] }
                    default { error "unknown JSON type: $type" }
                }
            }

            proc json::split_list {text} {
                return [lrange [split $text ,] 0 end-1]
            }
            """),
        "tests/all.tcl": dd("""
            package require tcltest 2.5
            namespace import ::tcltest::*
            configure -testdir [file dirname [file normalize [info script]]] {*}$argv
            set ::exitCode 0
            proc ::tcltest::cleanupTestsHook {} {
                variable numTests
                set ::exitCode [expr {$numTests(Failed) > 0}]
            }
            runAllTests
            exit $::exitCode
            """),
    }
    for k, name in enumerate(TCL_TEST_FILES):
        files[f"tests/{name}.test"] = tcl_tests(name, k)
    slug = "acme-tools/tcl-json"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "debian:bookworm-slim")
    job.prepare(sha, "tcl-json")
    env = sys_env(CI="true", GITLAB_CI="true")
    job.env = env
    job.sh("echo 'puts [info patchlevel]' | tclsh")
    job.sh("tclsh tests/all.tcl -verbose bpte")
    raw = job.finish()
    case = Case(
        case_id="tcltest-escaped-tab-failure-001",
        framework="generic",
        failure_category="test_assertion",
        summary=(
            "One tcltest case fails: encode-2.2 (encode escapes a tab). json::encode in "
            "lib/json.tcl escapes backslash, double quote and newline with `string map`, but "
            "not the tab character, so the result contains a raw tab instead of \\t. Add "
            "`\\t \\\\t` (and the other control characters) to the map. all.tcl turns the "
            "failure into exit status 1 through cleanupTestsHook."
        ),
        notes=(
            "GitLab-style log: the Tcl version, then `tclsh tests/all.tcl -verbose bpte` "
            "printing a start and a PASSED line for each of ~430 tests in six files, one "
            "'==== ... FAILED' block with the test body, 'Result was' / 'Result should have "
            "been', and the totals."
        ),
        signals=[
            Sig(
                "failed_test",
                "critical",
                "==== encode-2.2 encode escapes a tab FAILED",
                why="the failing test",
            ),
            Sig(
                "assertion",
                "critical",
                "---- Result should have been (exact matching):",
                why="expected vs actual",
            ),
            Sig("assertion", "important", "---- Result was:"),
            Sig("assertion", "important", "Failed\t1"),
            Sig("error_message", "important", "Files with failing tests: encode.test"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["lib/json.tcl", "tests/encode.test"],
        relevant_tests=["encode-2.2"],
        must_mention=["encode-2.2", "tab", "json::encode", "a\\tb"],
        must_not_claim=["a Tcl syntax error", "the newline test failed", "tcltest is missing"],
        primary_language="tcl",
        evidence_formats=["test_summary", "assertion_diff"],
        noise_profile=["runner_setup", "test_progress_noise"],
        commands=job.commands,
    )
    return raw, "gitlab", case


# --------------------------------------- 18 cargo doc with -D warnings: broken intra-doc links

DOC_CRATES = ["codec", "cookies", "headers", "mime", "pool", "status", "tls-config", "url-parts"]


def doc_crate(name: str, k: int) -> dict[str, str]:
    ident = name.replace("-", "_")
    tests = "".join(
        f"    #[test]\n    fn scale_{n}() {{\n"
        f"        assert_eq!(scale({n}), {n * (k + 2)});\n    }}\n\n"
        for n in range(24 + k * 5)
    )
    return {
        f"crates/{name}/Cargo.toml": (
            f'[package]\nname = "{name}"\nversion = "0.3.0"\nedition = "2021"\n'
        ),
        f"crates/{name}/src/lib.rs": (
            f"//! `{ident}`: part of the http-kit workspace.\n\n"
            f"/// Multiplies `n` by {k + 2}.\n///\n/// ```\n"
            f"/// assert_eq!({ident}::scale(3), {3 * (k + 2)});\n/// ```\n"
            f"pub fn scale(n: u64) -> u64 {{\n    n * {k + 2}\n}}\n\n"
            f"#[cfg(test)]\nmod tests {{\n    use super::*;\n\n{tests.rstrip()}\n}}\n"
        ),
    }


def build_cargo_doc(w: Path) -> Built:
    files: dict[str, str] = {
        "Cargo.toml": '[workspace]\nmembers = ["crates/*"]\nresolver = "2"\n',
        "crates/retry/Cargo.toml": (
            '[package]\nname = "retry"\nversion = "0.3.0"\nedition = "2021"\n'
        ),
        "crates/retry/src/lib.rs": dd("""
            //! Retry policies with exponential backoff.

            use std::time::Duration;

            /// How often, and after how long, a failed request is retried.
            #[derive(Debug, Clone)]
            pub struct RetryPolicy {
                /// Attempts in all, the first one included.
                pub max_attempts: u32,
                /// The delay before the second attempt.
                pub base: Duration,
            }

            impl RetryPolicy {
                /// The delay before attempt `attempt` (1-based): `base * 2^(attempt - 2)`.
                ///
                /// ```
                /// use retry::RetryPolicy;
                /// use std::time::Duration;
                ///
                /// let policy = RetryPolicy { max_attempts: 4, base: Duration::from_millis(100) };
                /// assert_eq!(policy.delay_for(3), Duration::from_millis(200));
                /// ```
                pub fn delay_for(&self, attempt: u32) -> Duration {
                    self.base * 2u32.pow(attempt.saturating_sub(2))
                }

                /// Whether another attempt is allowed after `attempt` attempts.
                pub fn should_retry(&self, attempt: u32) -> bool {
                    attempt < self.max_attempts
                }
            }

            #[cfg(test)]
            mod tests {
                use super::*;

                fn policy() -> RetryPolicy {
                    RetryPolicy { max_attempts: 3, base: Duration::from_millis(50) }
                }

                #[test]
                fn second_attempt_waits_base() {
                    assert_eq!(policy().delay_for(2), Duration::from_millis(50));
                }

                #[test]
                fn delays_double() {
                    assert_eq!(policy().delay_for(4), Duration::from_millis(200));
                }

                #[test]
                fn stops_after_max_attempts() {
                    assert!(policy().should_retry(2));
                    assert!(!policy().should_retry(3));
                }
            }
            """),
        "crates/http-client/Cargo.toml": dd("""
            [package]
            name = "http-client"
            version = "0.3.0"
            edition = "2021"

            [dependencies]
            retry = { path = "../retry" }
            """),
        "crates/http-client/src/lib.rs": dd("""
            //! A small blocking HTTP client.
            //!
            //! Failed requests are retried with the delays given by
            //! [`RetryPolicy::backoff_for`]. The defaults live in [`Settings`].

            use retry::RetryPolicy;
            use std::time::Duration;

            struct Settings {
                timeout: Duration,
                retry: RetryPolicy,
            }

            impl Default for Settings {
                fn default() -> Self {
                    Settings {
                        timeout: Duration::from_secs(10),
                        retry: RetryPolicy { max_attempts: 3, base: Duration::from_millis(250) },
                    }
                }
            }

            /// A client for one base URL.
            pub struct Client {
                base: String,
                settings: Settings,
            }

            impl Client {
                /// A client with the default settings.
                pub fn new(base: &str) -> Self {
                    Client { base: base.trim_end_matches('/').to_string(), settings: Settings::default() }
                }

                /// The URL of `path` under the base URL.
                pub fn url(&self, path: &str) -> String {
                    format!("{}/{}", self.base, path.trim_start_matches('/'))
                }

                /// The request timeout.
                pub fn timeout(&self) -> Duration {
                    self.settings.timeout
                }

                /// The total time spent waiting if every attempt fails.
                pub fn worst_case_wait(&self) -> Duration {
                    (2..=self.settings.retry.max_attempts).map(|n| self.settings.retry.delay_for(n)).sum()
                }
            }

            #[cfg(test)]
            mod tests {
                use super::*;

                #[test]
                fn joins_paths() {
                    assert_eq!(Client::new("https://api.example.com/").url("/v1/orders"), "https://api.example.com/v1/orders");
                }

                #[test]
                fn worst_case_wait() {
                    assert_eq!(Client::new("http://x").worst_case_wait(), Duration::from_millis(750));
                }
            }
            """),  # noqa: E501
    }
    for k, name in enumerate(DOC_CRATES):
        files.update(doc_crate(name, k))
    slug = "acme-dev/http-kit"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "rust:1.95-bookworm")
    job.prepare(sha, "http-kit-cargo")
    env = cargo_env(CI="true", GITLAB_CI="true")
    job.env = env
    job.sh("cargo --version && rustdoc --version")
    job.sh("cargo build --workspace")
    job.sh("cargo test --workspace")
    job.sh('RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps')
    raw = job.finish()
    case = Case(
        case_id="cargo-doc-broken-intra-doc-links-001",
        framework="cargo",
        failure_category="lint_error",
        summary=(
            "Build and tests pass; the docs job fails because it runs `cargo doc` with "
            'RUSTDOCFLAGS="-D warnings" and the crate docs of http-client '
            "(crates/http-client/src/lib.rs) have two bad links: [`RetryPolicy::backoff_for`] "
            "names a method that was renamed delay_for (unresolved link, "
            "rustdoc::broken_intra_doc_links), and [`Settings`] points at a private struct "
            "(rustdoc::private_intra_doc_links). Both warnings are denied, so rustdoc cannot "
            "document http-client."
        ),
        notes=(
            "GitLab-style log: cargo and rustdoc versions, `cargo build`, `cargo test` with "
            "~350 unit and doc tests of ten crates passing, then `cargo doc` with -D warnings and "
            "two rustdoc errors."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "error: unresolved link to `RetryPolicy::backoff_for`",
                why="the renamed method",
            ),
            Sig(
                "error_message",
                "critical",
                "links to private item `Settings`",
                why="the private link",
            ),
            Sig(
                "stack_location",
                "critical",
                file="crates/http-client/src/lib.rs",
                line=4,
                why="where both links are",
            ),
            Sig("error_message", "important", "error: could not document `http-client`"),
            Sig("error_message", "optional", "implied by `-D warnings`"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 101"),
        ],
        relevant_files=["crates/http-client/src/lib.rs", "crates/retry/src/lib.rs"],
        must_mention=["backoff_for", "Settings", "RUSTDOCFLAGS", "http-client"],
        must_not_claim=["a test failed", "a compile error", "a missing dependency"],
        primary_language="rust",
        evidence_formats=["compiler_diagnostic"],
        noise_profile=["runner_setup", "build_progress", "test_progress_noise"],
        multi_failure=True,
        commands=job.commands,
    )
    return raw, "gitlab", case


# ---------------------------------------------------- 19 terraform: a dependency cycle at plan

TF_SHARED = [
    f"{name}_{region}"
    for region in ("eu", "us", "ap")
    for name in ["artifacts", "audit", "backups", "bastion", "dns", "flowlogs", "kms", "logs",
                 "metrics", "nat", "registry", "secrets", "tracing", "vpn"]
]  # fmt: skip


def build_terraform_cycle(w: Path) -> Built:
    shared = "".join(
        f'resource "terraform_data" "{name}" {{\n'
        f"  input = {{\n"
        f'    name    = "shared-{name}"\n'
        f'    tier    = "{["core", "ops", "security"][k % 3]}"\n'
        f"    retain  = {str(k % 2 == 0).lower()}\n"
        f'    owners  = ["platform", "{["sre", "secops", "data"][k % 3]}"]\n'
        f"  }}\n}}\n\n"
        for k, name in enumerate(TF_SHARED)
    ) + "".join(
        f'output "{name}_name" {{\n  value = terraform_data.{name}.output.name\n}}\n\n'
        for name in TF_SHARED
    )
    files = {
        "stacks/shared/versions.tf": 'terraform {\n  required_version = ">= 1.6.0"\n}\n',
        "stacks/shared/main.tf": shared.rstrip("\n") + "\n",
        "stacks/app/versions.tf": 'terraform {\n  required_version = ">= 1.6.0"\n}\n',
        "stacks/app/variables.tf": dd("""
            variable "environment" {
              type    = string
              default = "staging"
            }

            variable "app_port" {
              type    = number
              default = 8080
            }
            """),
        "stacks/app/main.tf": dd("""
            locals {
              app_env = {
                DATABASE_HOST = terraform_data.database.output.host
                DATABASE_PORT = "5432"
                ENVIRONMENT   = var.environment
              }
            }

            resource "terraform_data" "network" {
              input = {
                cidr = "10.40.0.0/16"
                name = "app-${var.environment}"
              }
            }

            resource "terraform_data" "database" {
              input = {
                host         = "db.${var.environment}.internal"
                subnet       = terraform_data.network.output.cidr
                allowed_from = terraform_data.app.output.address
              }
            }

            resource "terraform_data" "app" {
              input = {
                address = "10.40.1.10:${var.app_port}"
                env     = local.app_env
              }
            }

            resource "terraform_data" "dns" {
              input = {
                record = "app.${var.environment}.example.com"
                target = terraform_data.app.output.address
              }
            }

            output "app_address" {
              value = terraform_data.app.output.address
            }
            """),
    }
    slug = "acme-infra/platform-stacks"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "hashicorp/terraform:1.11")
    job.prepare(sha, "platform-stacks-terraform")
    env = tf_env(w, CI="true", GITLAB_CI="true")
    job.env = env
    job.sh("terraform version")
    job.sh("terraform -chdir=stacks/shared init -input=false -no-color")
    job.sh("terraform -chdir=stacks/shared plan -input=false -no-color")
    job.sh("terraform -chdir=stacks/app init -input=false -no-color")
    job.sh("terraform -chdir=stacks/app plan -input=false -no-color -var environment=production")
    raw = job.finish()
    case = Case(
        case_id="terraform-plan-dependency-cycle-001",
        framework="terraform",
        failure_category="config_error",
        summary=(
            "The shared stack plans fine; the app stack's plan fails with a dependency cycle: "
            "terraform_data.app uses local.app_env, local.app_env reads "
            "terraform_data.database.output.host, and terraform_data.database's "
            "allowed_from reads terraform_data.app.output.address "
            "(stacks/app/main.tf). One edge must go, e.g. the database should allow the "
            "network's CIDR instead of the app's address."
        ),
        notes=(
            "GitLab-style log: terraform version, init and a full plan of the shared stack "
            "(42 resources, 42 outputs), init of the app stack, then its plan failing with "
            "`Error: Cycle:`."
        ),
        signals=[
            Sig("error_message", "critical", "Error: Cycle:", why="the failure"),
            Sig("error_message", "critical", "terraform_data.database", why="in the cycle"),
            Sig("error_message", "critical", "local.app_env", why="in the cycle"),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 1"),
            Sig("step_name", "optional", "Plan: 42 to add, 0 to change, 0 to destroy."),
        ],
        relevant_files=["stacks/app/main.tf"],
        must_mention=["Cycle", "terraform_data.app", "terraform_data.database", "local.app_env"],
        must_not_claim=[
            "the shared stack failed",
            "a provider download failed",
            "a syntax error",
        ],
        primary_language="hcl",
        evidence_formats=["plain_error_line"],
        noise_profile=["runner_setup", "plan_output_noise"],
        commands=job.commands,
    )
    return raw, "gitlab", case


# --------------------------------- 20 bash + sed -f: a heredoc-built sed program breaks on a '/'

NGINX_SITES = ["account", "admin", "analytics", "api", "assets", "auth", "billing", "blog",
               "cart", "cdn", "checkout", "docs", "events", "feeds", "help", "images", "media",
               "mobile", "orders", "partners", "search", "status", "store", "support", "uploads",
               "webhooks", "www"]  # fmt: skip


def build_shell_sed(w: Path) -> Built:
    files = {
        "templates/site.conf.in": dd("""
            server {
                listen @LISTEN_PORT@;
                server_name @SERVER_NAME@;
                client_max_body_size @CLIENT_MAX_BODY@;

                access_log /var/log/nginx/@SERVER_NAME@.access.log combined;
                error_log /var/log/nginx/@SERVER_NAME@.error.log warn;

                gzip on;
                gzip_types text/plain text/css application/json application/javascript;
                gzip_min_length 1024;

                add_header X-Frame-Options SAMEORIGIN always;
                add_header X-Content-Type-Options nosniff always;
                add_header Referrer-Policy strict-origin-when-cross-origin always;

                location /healthz {
                    access_log off;
                    return 200 "ok";
                }

                location /static/ {
                    proxy_pass http://@UPSTREAM@;
                    proxy_cache static;
                    proxy_cache_valid 200 301 10m;
                    expires 1h;
                }

                location / {
                    proxy_pass http://@UPSTREAM@;
                    proxy_set_header Host $host;
                    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
                    proxy_set_header X-Forwarded-Proto $scheme;
                    proxy_read_timeout 30s;
                }
            }
            """),
        "scripts/render-nginx.sh": dd("""
            #!/usr/bin/env bash
            # Render one nginx server block per sites/*.env for an environment.
            set -euo pipefail

            ENVIRONMENT="${1:?usage: render-nginx.sh <environment>}"
            OUT="build/nginx/${ENVIRONMENT}"
            mkdir -p "$OUT"

            for site in sites/*.env; do
              # shellcheck disable=SC1090
              source "$site"
              echo "==> ${SITE_NAME} -> ${UPSTREAM} (${ENVIRONMENT})"
              cat > build/nginx/rules.sed <<EOF
            s/@SERVER_NAME@/${SITE_NAME}.${ENVIRONMENT}.example.com/g
            s/@LISTEN_PORT@/${LISTEN_PORT}/g
            s/@UPSTREAM@/${UPSTREAM}/g
            s/@CLIENT_MAX_BODY@/${CLIENT_MAX_BODY}/g
            EOF
              sed -f build/nginx/rules.sed templates/site.conf.in > "${OUT}/${SITE_NAME}.conf"
              cat "${OUT}/${SITE_NAME}.conf"
            done
            echo "rendered $(ls "$OUT" | wc -l) sites into ${OUT}"
            """),
    }
    for k, site in enumerate(NGINX_SITES):
        upstream = f"10.0.{k // 8 + 4}.{k % 8 + 10}:{8080 + k % 3}"
        if site == "partners":  # switched to the new gateway, written as a URL
            upstream = "gateway.internal:8443/partners/v2"
        files[f"sites/{site}.env"] = (
            f"SITE_NAME={site}\nUPSTREAM={upstream}\nLISTEN_PORT={80 if k % 4 else 8080}\n"
            f"CLIENT_MAX_BODY={(k % 5 + 1) * 4}m\n"
        )
    slug = "acme-web/edge-config"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "debian:bookworm-slim")
    job.prepare(sha, "edge-config")
    env = sys_env(CI="true", GITLAB_CI="true")
    job.env = env
    job.sh("sed --version | head -n 1")
    job.sh("bash -n scripts/render-nginx.sh")
    job.sh("ls sites")
    job.sh("bash scripts/render-nginx.sh production")
    raw = job.finish(after=["ls -la build/nginx/production | tail -n 4"])
    case = Case(
        case_id="shell-sed-heredoc-unknown-option-001",
        framework="generic",
        failure_category="build_script_error",
        summary=(
            "scripts/render-nginx.sh writes a sed program with a heredoc for each site and "
            "runs `sed -f build/nginx/rules.sed`. sites/partners.env now sets "
            "UPSTREAM=gateway.internal:8443/partners/v2, and the slashes in that value end "
            "the `s/@UPSTREAM@/.../g` command early, so sed rejects line 3 of the generated "
            "program (unknown option to `s'), exits 1, and set -e stops the script after "
            "rendering the sites before partners. Use another delimiter (s|...|...|g) or "
            "escape the value."
        ),
        notes=(
            "GitLab-style log: sed's version, a syntax check, the list of sites, then the "
            "render script printing 19 nginx server blocks before sed's error; an "
            "after_script lists the output folder (partners.conf is empty)."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "sed: file build/nginx/rules.sed line 3: unknown option to `s'",
                why="the sed error",
            ),
            Sig(
                "step_name",
                "critical",
                "==> partners -> gateway.internal:8443/partners/v2 (production)",
                why="the value with slashes",
            ),
            Sig("exit_code", "important", "ERROR: Job failed: exit code 1"),
            Sig("step_name", "optional", "==> orders -> "),
        ],
        relevant_files=["sites/partners.env", "scripts/render-nginx.sh"],
        must_mention=[
            "partners",
            "gateway.internal:8443/partners/v2",
            "rules.sed",
            "unknown option to `s'",
        ],
        must_not_claim=["an nginx syntax error", "an unbound variable", "a missing template"],
        primary_language="shell",
        evidence_formats=["plain_error_line", "shell_command_output"],
        noise_profile=["runner_setup", "progress_noise"],
        commands=job.commands,
    )
    return raw, "gitlab", case


# =========================================================================== main

SCENARIOS: list[tuple[str, tuple[str, ...], Builder]] = [
    ("pytest-xdist-parallel-failure-001", ("git", "bash"), build_pytest_xdist),
    ("pytest-cov-fail-under-001", ("git", "bash"), build_pytest_cov),
    ("pytest-conftest-import-error-001", ("git", "bash"), build_pytest_conftest),
    ("trial-failure-and-dirty-reactor-001", ("git", "bash"), build_trial),
    ("django-check-related-name-clash-001", ("git", "bash"), build_django_check),
    ("traceback-jsonschema-validation-error-001", ("git", "bash"), build_jsonschema),
    (
        "alembic-upgrade-postgres-duplicate-column-001",
        ("psql", "git", "bash"),
        build_alembic_postgres,
    ),
    ("pylint-errors-among-warnings-001", ("git", "bash"), build_pylint),
    ("sphinx-build-warnings-as-errors-001", ("git", "bash"), build_sphinx),
    ("psql-on-error-stop-foreign-key-001", ("psql", "git", "bash"), build_psql_fk),
    ("javac-errors-among-xlint-warnings-001", ("javac", "java", "git", "bash"), build_javac),
    ("erlang-escript-consult-badmatch-001", ("escript", "git", "bash"), build_erlang_escript),
    ("tcltest-escaped-tab-failure-001", ("tclsh", "git", "bash"), build_tcltest),
    (
        "gxx-uncaught-out-of-range-terminate-001",
        ("g++", "make", "git", "bash"),
        build_gxx_terminate,
    ),
    ("cargo-link-undefined-reference-001", ("cargo", "cc", "ar", "git", "bash"), build_cargo_link),
    ("cargo-doc-broken-intra-doc-links-001", ("cargo", "git", "bash"), build_cargo_doc),
    (
        "node-stream-unhandled-error-event-001",
        ("node", "npm", "git", "bash"),
        build_node_error_event,
    ),
    ("terraform-plan-dependency-cycle-001", ("terraform", "git", "bash"), build_terraform_cycle),
    ("shell-openssl-verify-chain-001", ("openssl", "git", "bash"), build_openssl_verify),
    ("shell-sed-heredoc-unknown-option-001", ("sed", "git", "bash"), build_shell_sed),
]

ERL_VERSION = 'io:format("OTP ~s~n", [erlang:system_info(otp_release)]), halt().'
VERSION_PROBES: dict[str, list[str]] = {
    "python": [PY, "--version"],
    "python3.11": [str(PY311_BIN / "python3.11"), "--version"],
    "pytest": [PY, "-m", "pytest", "--version"],
    "pip": [PY, "-m", "pip", "--version"],
    "django": [PY, "-m", "django", "--version"],
    "twisted": [PY, "-c", "import twisted; print('Twisted', twisted.__version__)"],
    "jsonschema": [PY, "-c", "import importlib.metadata as m; print(m.version('jsonschema'))"],
    "git": ["git", "--version"],
    "bash": ["bash", "--version"],
    "sed": ["sed", "--version"],
    "psql": ["psql", "--version"],
    "postgres": [
        *("psql", "-X", "-At", "-h", "127.0.0.1", "-U", "postgres"),
        *("-c", "SHOW server_version"),
    ],
    "openssl": ["openssl", "version"],
    "java": ["java", "-version"],
    "javac": ["javac", "-version"],
    "erl": ["erl", "-noshell", "-eval", ERL_VERSION],
    "tclsh": ["sh", "-c", "echo 'puts \"tclsh [info patchlevel]\"' | tclsh"],
    "g++": ["g++", "--version"],
    "make": ["make", "--version"],
    "cargo": ["cargo", "--version"],
    "rustc": ["rustc", "--version"],
    "rustdoc": ["rustdoc", "--version"],
    "node": ["node", "--version"],
    "npm": ["npm", "--version"],
    "terraform": ["terraform", "version"],
}
TOOLS_OF = {  # longest prefixes first
    "pytest-conftest": ("python", "pytest", "git", "bash"),
    "pytest": ("python3.11", "git", "bash"),
    "trial": ("python", "twisted", "git", "bash"),
    "django": ("python", "django", "git", "bash"),
    "traceback": ("python", "jsonschema", "git", "bash"),
    "alembic": ("python3.11", "psql", "postgres", "git", "bash"),
    "pylint": ("python3.11", "git", "bash"),
    "sphinx": ("python3.11", "git", "bash"),
    "psql": ("psql", "postgres", "bash", "git"),
    "javac": ("java", "javac", "git", "bash"),
    "erlang": ("erl", "git", "bash"),
    "tcltest": ("tclsh", "git", "bash"),
    "gxx": ("g++", "make", "git", "bash"),
    "cargo-doc": ("cargo", "rustc", "rustdoc", "git", "bash"),
    "cargo": ("cargo", "rustc", "git", "bash"),
    "node": ("node", "npm", "git", "bash"),
    "terraform": ("terraform", "git", "bash"),
    "shell-openssl": ("openssl", "bash", "git"),
    "shell-sed": ("bash", "sed", "git"),
}


README_HEAD = """\
# Fresh held-out reducer cases, seventh batch (made from real tool output)

`bench/cases-fresh-7/`: the seventh batch of fresh cases (the eighth held-out set,
counting `bench/cases/`). {n} benchmark cases in the LogDx-CI layout (see
`/work/shared/corpus/logdx-ci/README.md`): `<case_id>/raw.log`, `case.json`,
`ground_truth.json`, `tags.json`, the same shapes as `bench/cases/` and
`bench/cases-fresh/` to `bench/cases-fresh-6/`. This file is written by
`scripts/make_fresh_cases_7.py`; rebuild everything with

    .venv/bin/python scripts/make_fresh_cases_7.py

(`--only CASE_ID ...` rebuilds some cases and leaves this README alone;
`--preview` only writes the logs to the scratch folder, without labels.)

## Held out: do not tune on this batch

This batch measures the log reducers blind. It was generated at {made} UTC;
the newest file under `harness/reducers/` was then modified at
{reducers_mtime} UTC (only file times were read, never the code).
The reducers may be changed by someone else while this batch is used, so that
time is only a marker: reducer code newer than it has not been measured
against this batch's scenarios either way. The script never imports or runs
`harness.reducers`; nobody read the reducers' code, their tests, their
development cases (`bench/cases-dev/`, `bench/cases-dev-2/`), `bench/cases/`
or the raw logs and labels of the earlier batches while writing it (only the
earlier batches' READMEs and generator docstrings, to keep the scenarios new),
no reducer was run on these logs, and the labels were written from the bugs
planted in each project.

**Do not use these cases to develop, tune or debug the reducers.** Run the
evaluation on them, report the numbers, and leave the reducers alone because of
what you see. If a reducer is ever changed because of one of these cases, the
batch is spent: make a new one with new scenarios.

## What is different from the earlier batches

Twenty new scenarios, each a tool or a failure shape that no case in
`bench/cases-fresh/` to `bench/cases-fresh-6/` has (judged by those batches'
READMEs):

- pytest under pytest-xdist (`-n 2 -v`: `[gw0]`/`[gw1]` result lines, the
  failure reported with the worker's `[gw1] linux -- Python ...` line), in a
  venv installed offline for CPython 3.11.
- a pytest-cov gate (`--cov-fail-under=85`): every test passes, the coverage
  table shows one module at 34% and the job fails on `FAIL Required test
  coverage of 85% not reached`.
- `ImportError while loading conftest` (a nested conftest importing a renamed
  class through a helper module; exit 4, no test runs) after ~190 passing unit
  tests in an earlier step.
- Twisted's `trial` runner: one `[FAIL]` (`Lists differ`) and one `[ERROR]`
  (`DirtyReactorAggregateError: Reactor was unclean`, a pending `DelayedCall`)
  among ~220 tests.
- Django's system checks (`manage.py check --deploy`): `fields.E304`/`E305`
  related-name clashes among seven `security.W0xx` warnings, after a full
  `diffsettings --all`.
- a `jsonschema.exceptions.ValidationError` (with its `Failed validating` and
  `On instance` parts) after ~420 DEBUG/INFO lines of a manifest validator.
- alembic against the machine's real PostgreSQL: `upgrade head` stopped by
  `DuplicateColumn` inside a long SQLAlchemy traceback, after an offline
  `upgrade head --sql` that printed the same DDL without complaint.
- pylint's text output (message ids, R0801 duplicate-code blocks, the score,
  exit status 30 as a bit mask) with two E-messages among ~90 others.
- `sphinx-build -W --keep-going` (colour on): an autodoc import failure with
  its traceback in the middle and an undefined label near the end.
- `psql -v ON_ERROR_STOP=1 --echo-all` against the real PostgreSQL: a
  foreign-key violation (`psql:FILE:LINE: ERROR:` and `DETAIL:`) after ~680
  echoed statements; exit status 3.
- `javac -Xlint:all`: 49 warnings with source excerpts and carets, then two
  errors (`cannot find symbol`, `possible lossy conversion`).
- an Erlang escript crashing on `no match of right hand side value` for
  `file:consult`'s `{{error,{{Line,erl_parse,...}}}}` (exit 127, which is not a
  missing command here).
- Tcl's tcltest under `all.tcl` (`-verbose bpte`): one `==== ... FAILED`
  block among ~430 tests.
- C++: `terminate called after throwing an instance of 'std::out_of_range'`
  from a self-test run by make (`Aborted`, make's exit 2) after a `make -j2`
  build with warnings.
- Rust: a final link failure (`linking with `cc` failed`, rust-lld's
  `undefined symbol`) in `cargo build --verbose`; `cargo doc` with
  `RUSTDOCFLAGS="-D warnings"` failing on two intra-doc links after passing
  build and test steps.
- node: a read stream's `Unhandled 'error' event` (ENOENT, no frame of the
  script in the stack) after the import's progress lines.
- terraform: `Error: Cycle:` at plan, after a full plan of another stack.
- shell: `openssl verify` failing on a certificate issued by a retired
  intermediate CA (error 20); `sed -f` on a program written by a heredoc,
  broken by a value with slashes (`unknown option to `s'`).

Not used: go, tsc, eslint, clang (not installed), eunit (Erlang's test
framework is not installed here; the Erlang case is an escript), docker
builds. Families (`framework` in `case.json`) are ones the earlier batches
use; tools without a family of their own (pylint, sphinx, javac, psql,
Erlang, Tcl, node, openssl, sed, Django's checks) use `generic`, trial uses
`unittest`, alembic's traceback uses `traceback`.

## Where the logs come from

Every `raw.log` is the real output of a real tool installed on this machine,
run by the script on a small, deliberately broken project. The script commits
the project to a scratch git repository `<tmp>/lgfc7/<NN>/origin/` (NN is the
case's number, so that no path in a log names the case; fixed author and
date, so commit ids do not change between rebuilds) and checks it out with
real git commands, using the helpers of `scripts/make_fresh_cases_2.py` (the
public URL routed to that folder by `url.<base>.insteadOf` in a scratch git
config; the user's git config is never read or written). Nothing is
downloaded: the CPython 3.11 cases create a venv and `pip install` with
`PIP_NO_INDEX=1` and `PIP_FIND_LINKS` pointing at the machine's local wheel
mirror (`/opt/pypi/files`, standing in for a restored runner cache; the
installed versions are in each log's pip output); the other Python cases use
the project's venv with `pip install --no-index` of pinned requirements;
cargo and npm run offline (`CARGO_NET_OFFLINE`, an empty npm cache and user
config in the scratch folder; the npm project has no dependencies); terraform
uses only `terraform_data` with an empty CLI configuration and
`CHECKPOINT_DISABLE=1`. The PostgreSQL cases use the server that runs on this
machine (a scratch database each, dropped afterwards). The certificates of
the openssl case are made by `openssl` when the case is built (fixed subjects
and serial numbers, new keys each time).

Capture: stdout and stderr merged into one pipe in the order written (not a
tty), with the cleaned environment of `scripts/make_cases.py`
(`LANG=C.UTF-8`, `COLUMNS=120`, `PYTHONUNBUFFERED=1`, colour variables unset).

Two framings, half each (`log_framing` in `case.json`), as in
`bench/cases-fresh-2/README.md`:

- `github_actions`: every line starts with the UTC time it arrived; the
  runner's set-up lines, `actions/checkout@v4` running real git commands,
  setup/cache actions, then each `run:` step as `##[group]Run <first line>`,
  the script, `shell: /usr/bin/bash -e {{0}}`, `##[endgroup]`, the step's
  output; a failing step ends with `##[error]Process completed with exit code
  N.`, then the post-job clean-up. Each step really runs as `bash -e <script>`.
- `gitlab`: runner and executor lines, a real `git init` / fetch / checkout,
  cache restore, each command of the script echoed as `$ command` and run by
  bash; the job stops at the first failing command, may run an after_script
  (real commands) and upload artifacts, and ends with `ERROR: Job failed: exit
  code N`.

The runner's own lines are the only text the script writes itself, and no
label points into them except the exit-status line.

## How they were labelled

By hand, in `scripts/make_fresh_cases_7.py`, from the bug planted in each
project: what a person needs to diagnose the failure (failing test ids, the
decisive error message or assertion, error codes and message ids, the file and
line of the error as a `stack_location` with `file` and `line` where the log
carries one in `file:line`, `file", line N,` or `file line N,` form, the
failing target or input, the exit status). Where the log only has another
form (escript's `(file, line N)`, psql's `psql:file:line:`), that text is part
of a value. Each case marks 2-5 signals critical (the script checks the count)
and the rest important or optional; `must_not_claim` names the red herrings
each log contains. Only line numbers are computed (and, for the psql and
Erlang cases, the line of the planted error inside the generated seed or
terms file, which is part of the tool's message): `evidence_lines` are all
the lines of `raw.log` that contain the value, up to 12 ranges;
`evidence_spans` are two lines either side of the first line of each critical
signal. Before a case is written, every `value`, alias, `stack_location` file,
relevant test id and `must_mention` term is checked to be an exact substring
of `raw.log`, both as written and with ANSI escapes removed; the script fails
if one is not, and re-reads each written case to check it again. No value
depends on timing: durations, timestamps, temporary paths, process and thread
ids, addresses, hashes, certificate keys and dates are never used.

## Reproducibility

Rerunning the script rebuilds the same projects, commits and labels. What
differs between runs: the GitHub Actions timestamps, durations, `ls -l` dates,
pip's temporary folder names and wheel hashes, object addresses (trial's
`DelayedCall`), escript's generated module names, the certificates' keys and
validity dates, the order in which terraform lists the nodes of the cycle, pylint's
module order, and the interleaving of the parallel parts (pytest-xdist's two
workers, `make -j2`, cargo's parallel rustc jobs), so those cases' sizes and line
numbers move a little. Labels never depend on any of these.

## Tools

| tool | version |
|---|---|
"""


FRESH = FreshBatch(
    description=(__doc__ or "").splitlines()[0],
    scenarios=SCENARIOS,
    work=WORK,
    batch=BATCH,
    probes=VERSION_PROBES,
    tools_of=TOOLS_OF,
    readme_head=README_HEAD,
    check_labels=True,
)


def main(argv: list[str] | None = None) -> int:
    return run(FRESH, argv)


if __name__ == "__main__":
    sys.exit(main())
