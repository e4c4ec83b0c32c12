"""Build a sixth held-out batch of LogDx-CI-shaped cases from real tool output.

    .venv/bin/python scripts/make_fresh_cases_5.py [--only CASE_ID ...] [--keep-work] [--preview]

Same method as scripts/make_fresh_cases_2.py to scripts/make_fresh_cases_4.py (whose CI
framing, scratch git repository, label and README helpers this script imports), with
twenty new scenarios: pytest with ``filterwarnings = error`` and ``--tb=line -rA``, a
Django test run stopped by an IntegrityError, a Python segfault reported by
faulthandler, an exception in a worker thread in the middle of a long job, mypy's
stubtest, ``ruff check --output-format=junit``, gcc's ``-fanalyzer`` finding a double
free, a ctest test killed by its timeout in a parallel run, a parallel ``xargs -P``
job in which one invocation fails, a segfault backtrace from ``gdb -batch``, a Rust
test that overflows its stack, E0597 under ``cargo build -v``, a failing npm
workspace script, npm's EJSONPARSE, an error in a node worker thread, ``terraform
plan -json`` with a failed precondition, ``terraform fmt -check -diff``, a setuptools
build failing inside ``pip wheel``, a Maven Surefire assertion failure (colour), and a
Perl script dying on a missing method among ``use warnings`` noise.

Each scenario commits a small broken project to a scratch git repository
(<tmp>/lgfc5/<NN>/origin/, NN = the case's position in SCENARIOS), checks it out
the way the CI runner does (real git commands), runs the real tools on it,
captures stdout and stderr merged in order, and writes
bench/cases-fresh-5/<case_id>/{raw.log,case.json,ground_truth.json,tags.json}.
Half the logs are framed like a GitHub Actions job log, half like a GitLab job
log (see make_fresh_cases_2.py); the runner's own lines are the only text this
script writes into a log.

Labels are written by hand in this file from the bug planted in each project;
only their line numbers are computed. Before a case is written, every label
value, alias, file, relevant test and must_mention term is checked to be an
exact substring of raw.log (also with ANSI escapes removed): the script fails
otherwise. The log reducers are never imported or run here.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fresh_batch import Builder, Built, FreshBatch, run
from make_cases import (  # scripts/ is not a package: imported by path
    PY,
    VENV_BIN,
    Case,
    Sig,
    child_env,
    dd,
)
from make_fresh_cases import PATH_WITH_VENV
from make_fresh_cases_2 import (
    Batch,
    Gha,
    Lab,
    cache_action,
    make_origin,
    py_env,
    setup_python,
)
from make_fresh_cases_4 import cargo_env, npm_env, tf_env, word

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "cases-fresh-5"
WORK = Path(tempfile.gettempdir()) / "lgfc5"  # neutral: paths in the logs must not name the case
SPLIT = "loopglass-fresh-5-heldout"
GENERATOR = "scripts/make_fresh_cases_5.py"
MIN_BYTES, MAX_BYTES = 15_000, 2_000_000
BATCH = Batch(OUT, SPLIT, GENERATOR, MIN_BYTES, MAX_BYTES)
SYS_PATH = "/usr/local/bin:/usr/bin:/bin"
LQ, RQ = "\u2018", "\u2019"  # the quotes gcc prints in a UTF-8 locale


def c_env(**extra: str) -> dict[str, str]:
    """The C toolchain without the project venv (as on a plain runner image)."""
    return child_env(PATH=SYS_PATH, **extra)


def scratch_run(w: Path, files: dict[str, str], argv: list[str], env: dict[str, str]) -> Path:
    """Write `files` into a scratch folder and run a generator command there (not logged)."""
    scratch = w / "gen-scratch"
    for rel, text in files.items():
        path = scratch / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    subprocess.run(argv, cwd=scratch, env=env, check=True, capture_output=True)
    return scratch


# =========================================================================== scenarios
# Each builder takes its scratch folder and returns (raw log, framing, labelled Case).


# ------------------------------------------------------- 1 pytest filterwarnings = error


TIDE_STATIONS = ["anchorage", "boston", "cairns", "dover", "eureka", "galveston", "honolulu",
                 "juneau", "kiel", "lisbon", "monterey", "nantes", "oslo", "perth"]  # fmt: skip


def build_pytest_filterwarnings(w: Path) -> Built:
    files: dict[str, str] = {
        "pyproject.toml": dd("""
            [project]
            name = "tidewatch"
            version = "2.3.1"
            requires-python = ">=3.12"

            [tool.pytest.ini_options]
            testpaths = ["tests"]
            filterwarnings = ["error"]
            """),
        "tidewatch/__init__.py": "",
        "tidewatch/units.py": dd("""
            FT_PER_M = 3.28084


            def to_feet(metres: float) -> float:
                return round(metres * FT_PER_M, 2)
            """),
        "tidewatch/stamps.py": dd("""
            \"\"\"Timestamps written into every tide observation record.\"\"\"
            import datetime


            def stamp_now() -> str:
                \"\"\"ISO-8601 UTC timestamp of 'now' (second precision).\"\"\"
                now = datetime.datetime.utcnow()
                return now.replace(microsecond=0).isoformat() + "Z"


            def parse_stamp(text: str) -> datetime.datetime:
                return datetime.datetime.fromisoformat(text.removesuffix("Z"))
            """),
        "tidewatch/records.py": dd("""
            from tidewatch.stamps import stamp_now
            from tidewatch.units import to_feet


            def observation(station: str, level_m: float) -> dict:
                return {
                    "station": station,
                    "level_m": level_m,
                    "level_ft": to_feet(level_m),
                    "recorded_at": stamp_now(),
                }
            """),
        "tests/test_records.py": dd("""
            from tidewatch.records import observation
            from tidewatch.stamps import parse_stamp


            def test_observation_has_feet():
                assert observation("kiel", 1.0)["level_ft"] == 3.28


            def test_observation_stamp_round_trips():
                rec = observation("oslo", 0.4)
                assert parse_stamp(rec["recorded_at"]).year >= 2024
            """),
    }
    for k, station in enumerate(TIDE_STATIONS):
        params = ", ".join(f"({m / 10}, {round(m / 10 * 3.28084, 2)})" for m in range(1, 31))
        files[f"tests/test_{station}.py"] = dd(f"""
            import pytest

            from tidewatch.stamps import parse_stamp
            from tidewatch.units import to_feet


            @pytest.mark.parametrize("metres,feet", [{params}])
            def test_{station}_levels(metres, feet):
                assert to_feet(metres) == feet


            def test_{station}_parse_stamp():
                assert parse_stamp("2025-0{k % 9 + 1}-1{k % 9}T06:30:00Z").minute == 30
            """)
    slug = "oceanlab/tidewatch"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "tests (3.13)")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python(job, "51e0c2")
    env = py_env()
    job.step("python -m pip list --format=freeze | head -40", env=env)
    shown = "python -m pytest -q --tb=line -rA -p no:cacheprovider"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="pytest-filterwarnings-error-tb-line-001",
        framework="pytest",
        failure_category="test_assertion",
        summary=(
            "The project's pytest config has filterwarnings = ['error'], so every warning is "
            "an exception. stamp_now() in tidewatch/stamps.py (line 7) calls "
            "datetime.datetime.utcnow(), deprecated since Python 3.12: the DeprecationWarning "
            "is raised as an error and both tests that build an observation fail "
            "(tests/test_records.py::test_observation_has_feet and "
            "::test_observation_stamp_round_trips). Use datetime.datetime.now(datetime.UTC). "
            "The other 434 tests pass; -rA lists them all before the two FAILED lines."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, pip list, then pytest -q --tb=line -rA: "
            "progress dots, two one-line tracebacks, and a short test summary with 434 "
            "PASSED lines and then the two FAILED lines."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "DeprecationWarning: datetime.datetime.utcnow() is deprecated",
                why="the warning raised as an error",
            ),
            Sig("stack_location", "critical", file="tidewatch/stamps.py", line=7),
            Sig(
                "failed_test",
                "critical",
                "FAILED tests/test_records.py::test_observation_has_feet",
                why="first failure",
            ),
            Sig(
                "failed_test",
                "important",
                "FAILED tests/test_records.py::test_observation_stamp_round_trips",
            ),
            Sig("test_summary", "important", "2 failed, 434 passed"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["tidewatch/stamps.py", "pyproject.toml"],
        relevant_tests=[
            "tests/test_records.py::test_observation_has_feet",
            "tests/test_records.py::test_observation_stamp_round_trips",
        ],
        must_mention=["utcnow", "DeprecationWarning", "stamps.py"],
        must_not_claim=["an assertion failed", "to_feet is wrong", "a timezone bug"],
        evidence_formats=["plain_error_line", "test_summary"],
        noise_profile=["runner_setup", "package_list_noise", "test_progress_noise"],
        multi_failure=True,
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ------------------------------------------------------ 2 Django test runner IntegrityError


DJ_APPS = {
    "catalog": ["sku", "title", "brand", "colour", "season"],
    "customers": ["email", "tier", "country", "locale", "segment"],
    "shipping": ["carrier", "service", "zone", "box", "label"],
}


def django_files() -> dict[str, str]:
    files: dict[str, str] = {
        "manage.py": dd("""
            #!/usr/bin/env python
            import os
            import sys

            if __name__ == "__main__":
                os.environ.setdefault("DJANGO_SETTINGS_MODULE", "shopfront.settings")
                from django.core.management import execute_from_command_line

                execute_from_command_line(sys.argv)
            """),
        "shopfront/__init__.py": "",
        "shopfront/settings.py": dd("""
            SECRET_KEY = "ci-only-not-secret"
            DEBUG = False
            USE_TZ = True
            ALLOWED_HOSTS = ["*"]
            INSTALLED_APPS = [
                "django.contrib.contenttypes",
                "django.contrib.auth",
                "catalog",
                "customers",
                "shipping",
                "orders",
            ]
            DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": "db.sqlite3"}}
            DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
            ROOT_URLCONF = "shopfront.urls"
            """),
        "shopfront/urls.py": "urlpatterns = []\n",
        "orders/__init__.py": "",
        "orders/models.py": dd("""
            from django.db import models

            from catalog.models import Item0
            from shipping.models import Item0 as Warehouse


            class Order(models.Model):
                customer_email = models.EmailField()
                item = models.ForeignKey(Item0, on_delete=models.PROTECT)
                quantity = models.PositiveIntegerField(default=1)
                total_cents = models.IntegerField()
                # added for split shipments: every order ships from one warehouse
                warehouse = models.ForeignKey(Warehouse, on_delete=models.PROTECT)
            """),
        "orders/services.py": dd("""
            from orders.models import Order


            def place_order(email, item, quantity=1):
                \"\"\"Create an order for `quantity` units of `item` (prices in cents).\"\"\"
                return Order.objects.create(
                    customer_email=email,
                    item=item,
                    quantity=quantity,
                    total_cents=item.value * quantity,
                )
            """),
        "orders/tests.py": dd("""
            from django.test import TestCase

            from catalog.models import Item0
            from orders.models import Order
            from orders.services import place_order


            class PlaceOrderTests(TestCase):
                def test_order_model_str_fields(self):
                    self.assertEqual(Order._meta.get_field("quantity").default, 1)

                def test_place_order_totals(self):
                    item = Item0.objects.create(name="mug", value=1250)
                    order = place_order("ana@example.com", item, quantity=3)
                    self.assertEqual(order.total_cents, 3750)
            """),
    }
    for app, fields in DJ_APPS.items():
        files[f"{app}/__init__.py"] = ""
        models = ["from django.db import models\n"]
        tests = ["from django.test import TestCase\n"]
        for k in range(6):
            models.append(
                f"\n\nclass Item{k}(models.Model):\n"
                f"    name = models.CharField(max_length=64)\n"
                f"    value = models.IntegerField(default={k})\n"
                f"    {fields[k % len(fields)]} = models.CharField(max_length=32, blank=True)\n"
            )
            tests.append(f"from {app}.models import Item{k}\n")
        tests.append("\n")
        for k in range(6):
            body = "".join(
                f"\n    def test_{fields[i % len(fields)]}_{i}(self):\n"
                f'        obj = Item{k}.objects.create(name="{app}-{k}-{i}", value={i})\n'
                f"        self.assertEqual(Item{k}.objects.get(pk=obj.pk).value, {i})\n"
                for i in range(8)
            )
            tests.append(f"\nclass Item{k}Tests(TestCase):{body}\n")
        files[f"{app}/models.py"] = "".join(models)
        files[f"{app}/tests.py"] = "".join(tests)
    return files


def build_django_integrity(w: Path) -> Built:
    files = django_files()
    scratch = scratch_run(
        w, files, [PY, "manage.py", "makemigrations", "--no-color", *DJ_APPS, "orders"], py_env()
    )
    for mig in sorted(scratch.glob("*/migrations/*.py")):
        files[mig.relative_to(scratch).as_posix()] = mig.read_text()
    shutil.rmtree(scratch)
    slug = "retail/shopfront"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim-bookworm")
    job.prepare(sha, "shopfront-pip")
    env = py_env()
    job.sh("python -m django --version", env=env)
    job.sh("python manage.py check", env=env)
    job.sh("python manage.py makemigrations --check --dry-run", env=env)
    shown = "python manage.py test -v 2 --no-input"
    job.sh(shown, env=env)
    raw = job.finish(
        after=["python manage.py showmigrations --list", "python manage.py diffsettings --all"],
        artifacts="reports/",
    )
    case = Case(
        case_id="unittest-django-integrityerror-001",
        framework="unittest",
        failure_category="test_assertion",
        summary=(
            "Django's test runner reports one ERROR: orders.tests.PlaceOrderTests."
            "test_place_order_totals raises django.db.utils.IntegrityError: NOT NULL "
            "constraint failed: orders_order.warehouse_id. The Order model gained a required "
            "`warehouse` foreign key, but place_order() in orders/services.py (line 6) still "
            "creates orders without one. The other 145 tests pass; the migrations and system "
            "checks are fine."
        ),
        notes=(
            "GitLab-style log: runner set-up, `manage.py check`, a clean "
            "`makemigrations --check`, then `manage.py test -v 2`: the test database's "
            "migrations, 146 test lines, one ERROR with a long traceback through Django's "
            "ORM and sqlite backend, then an after_script listing migrations and removing "
            "files."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "django.db.utils.IntegrityError: NOT NULL constraint failed: "
                "orders_order.warehouse_id",
                why="the database error",
            ),
            Sig(
                "failed_test",
                "critical",
                "ERROR: test_place_order_totals (orders.tests.PlaceOrderTests."
                "test_place_order_totals)",
                why="the failing test",
            ),
            Sig("stack_location", "critical", file="orders/services.py", line=6),
            Sig("test_summary", "important", "FAILED (errors=1)"),
            Sig("stack_location", "important", file="orders/tests.py", line=14),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["orders/services.py", "orders/models.py"],
        relevant_tests=["test_place_order_totals"],
        must_mention=["warehouse", "place_order", "IntegrityError"],
        must_not_claim=[
            "a missing migration",
            "an assertion failed",
            "the system check failed",
        ],
        evidence_formats=["traceback", "test_summary"],
        noise_profile=["runner_setup", "test_progress_noise", "cleanup_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------------- 3 faulthandler segfault


def build_faulthandler_segfault(w: Path) -> Built:
    shardlib = dd("""
        \"\"\"Read the fixed-size headers of index shard files without copying them.\"\"\"
        import ctypes
        import mmap



        class Header(ctypes.LittleEndianStructure):
            _fields_ = [("magic", ctypes.c_char * 4), ("version", ctypes.c_uint32),
                        ("count", ctypes.c_uint32)]


        def map_shard(path):
            with open(path, "rb") as fh:
                size = fh.seek(0, 2)
                if size == 0:
                    return None, 0
                mm = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ)
            buf = (ctypes.c_char * size).from_buffer_copy(mm)
            return buf, size


        def read_header(path):
            buf, size = map_shard(path)
            addr = ctypes.addressof(buf) if buf is not None else 0
            hdr = Header.from_address(addr)
            return hdr.magic, hdr.version, hdr.count
        """)
    rebuild = dd("""
        \"\"\"Rebuild the search index manifest from the shard files.\"\"\"
        import faulthandler
        import logging
        import sys
        from pathlib import Path

        from shardlib import read_header

        faulthandler.enable()
        log = logging.getLogger("rebuild")


        def main(folder):
            shards = sorted(Path(folder).glob("*.shard"))
            log.info("found %d shards in %s", len(shards), folder)
            total = 0
            for n, shard in enumerate(shards, 1):
                magic, version, count = read_header(shard)
                total += count
                log.info("[%4d/%d] %s magic=%s v%d records=%d", n, len(shards), shard.name,
                         magic.decode(), version, count)
            log.info("manifest: %d records in %d shards", total, len(shards))


        if __name__ == "__main__":
            logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s %(message)s")
            main(sys.argv[1])
        """)
    files = {"tools/shardlib.py": shardlib, "tools/rebuild_index.py": rebuild}
    files["tools/make_shards.py"] = dd("""
        \"\"\"Write the test corpus shards (the nightly export job does this in production).\"\"\"
        import struct
        import sys
        from pathlib import Path

        out = Path(sys.argv[1])
        out.mkdir(parents=True, exist_ok=True)
        for k in range(900):
            name = out / f"part-{k:05d}.shard"
            if k == 733:
                name.write_bytes(b"")  # the export job was interrupted while writing this one
                continue
            name.write_bytes(struct.pack("<4sII", b"IDX1", 3, 1000 + k) + b"\\0" * 64)
        print(f"wrote {k + 1} shards to {out}")
        """)
    slug = "search/indexer"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "index-smoke")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python(job, "7c11d9")
    env = py_env(PYTHONPATH="tools")
    job.step("python tools/make_shards.py data/shards", env=env)
    shown = "python tools/rebuild_index.py data/shards"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="traceback-faulthandler-segfault-001",
        framework="traceback",
        failure_category="runtime_error",
        summary=(
            "The index rebuild crashes the interpreter with a segmentation fault on shard "
            "734 of 900: data/shards/part-00733.shard is empty (the export was interrupted), "
            "map_shard() in tools/shardlib.py returns (None, 0) for it, and read_header() then "
            "maps a Header structure at address 0 and reads its fields (line 26): a NULL "
            "pointer read. "
            "faulthandler prints 'Fatal Python error: Segmentation fault' and the Python "
            "stack; bash reports the killed process (exit 139). read_header must reject empty "
            "shards instead of dereferencing address 0."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, the shard generator, then 733 INFO progress "
            "lines and faulthandler's report (no Python traceback, no exception message): "
            "'Current thread ... (most recent call first)' frames without commas."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "Fatal Python error: Segmentation fault",
                why="the crash",
            ),
            Sig(
                "error_message",
                "critical",
                'tools/shardlib.py", line 26 in read_header',
                why="the frame that dereferences address 0",
            ),
            Sig("error_message", "important", 'rebuild_index.py", line 18 in main'),
            Sig("error_message", "important", "part-00732.shard"),
            Sig("exit_code", "critical", "##[error]Process completed with exit code 139."),
        ],
        relevant_files=["tools/shardlib.py", "tools/rebuild_index.py", "tools/make_shards.py"],
        must_mention=["Segmentation fault", "read_header", "shardlib.py"],
        must_not_claim=["a Python exception", "out of memory", "a corrupt magic number"],
        evidence_formats=["stack_trace", "plain_error_line"],
        noise_profile=["runner_setup", "progress_noise"],
        difficulty="hard",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------- 4 exception in a thread, mid-log


SYNC_REGIONS = ["ap-south-1", "ap-east-2", "eu-central-1", "eu-north-1", "eu-west-2",
                "me-south-1", "sa-east-1", "us-east-1", "us-east-2", "us-west-1",
                "us-west-2", "af-south-1"]  # fmt: skip


def build_thread_exception(w: Path) -> Built:
    sync = dd("""
        \"\"\"Sync the product catalogue to every regional cache, one thread per region.\"\"\"
        import json
        import logging
        import sys
        import threading
        from pathlib import Path

        log = logging.getLogger("catalog-sync")
        done = []


        def price_for(item, currency):
            return round(item["base_price"] * item["fx"][currency], 2)


        def sync_region(region, items):
            conf = json.loads(Path("regions", f"{region}.json").read_text())
            for n, item in enumerate(items, 1):
                price = price_for(item, conf["currency"])
                if n % 25 == 0:
                    log.info("%s: pushed %d/%d items (last %s @ %.2f %s)", region, n, len(items),
                             item["sku"], price, conf["currency"])
            done.append(region)
            log.info("%s: complete", region)


        def main():
            items = json.loads(Path("catalog.json").read_text())
            regions = sorted(p.stem for p in Path("regions").glob("*.json"))
            threads = []
            for region in regions:
                t = threading.Thread(
                    target=sync_region, args=(region, items), name=f"sync-{region}"
                )
                t.start()
                t.join()  # the cache API rate-limits parallel writers: one region at a time
                threads.append(t)
            log.info("warming edge caches")
            for region in regions:
                for page in range(1, 41):
                    log.info("warm %s page %02d: 200 OK", region, page)
            missing = sorted(set(regions) - set(done))
            if missing:
                log.error("sync incomplete: %d/%d regions synced (missing: %s)",
                          len(done), len(regions), ", ".join(missing))
                sys.exit(1)
            log.info("sync complete: %d regions", len(done))


        if __name__ == "__main__":
            logging.basicConfig(level=logging.INFO, format="%(levelname)-7s %(name)s %(message)s")
            main()
        """)
    currencies = {"ap": "INR", "eu": "EUR", "me": "AED", "sa": "BRL", "us": "USD", "af": "ZAR"}
    fx = {"INR": 83.1, "EUR": 0.92, "AED": 3.67, "BRL": 5.0, "USD": 1.0}  # no ZAR rate
    items = [
        {"sku": f"SKU-{k:05d}", "base_price": 3 + k % 97, "fx": fx, "name": f"{word(k)} item"}
        for k in range(400)
    ]
    files = {
        "tools/sync_catalog.py": sync,
        "catalog.json": json.dumps(items, indent=1) + "\n",
    }
    for region in SYNC_REGIONS:
        cur = currencies[region.split("-")[0]]
        files[f"regions/{region}.json"] = json.dumps({"region": region, "currency": cur}) + "\n"
    slug = "commerce/catalog-sync"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim-bookworm")
    job.prepare(sha, "catalog-sync")
    env = py_env()
    job.sh("python -m json.tool --compact catalog.json > /dev/null && echo catalog ok", env=env)
    shown = "python tools/sync_catalog.py"
    job.sh(shown, env=env)
    raw = job.finish(after=["ls -l regions/", "wc -c catalog.json regions/*.json"])
    case = Case(
        case_id="traceback-thread-exception-middle-001",
        framework="traceback",
        failure_category="runtime_error",
        summary=(
            "The catalogue sync fails for region af-south-1: its config uses currency ZAR, "
            "but catalog.json's fx table has no ZAR rate, so price_for() in "
            "tools/sync_catalog.py (line 13) raises KeyError: 'ZAR' inside the thread "
            "sync-af-south-1. The thread dies ('Exception in thread sync-af-south-1'), the "
            "job carries on with the other eleven regions and 480 cache-warming lines, and "
            "only at the end logs 'sync incomplete: 11/12 regions synced (missing: "
            "af-south-1)' and exits 1."
        ),
        notes=(
            "GitLab-style log: runner set-up, a JSON check, then the sync: progress lines, a "
            "thread traceback in the first region (af-south-1 sorts first), ~640 more INFO "
            "lines, the final "
            "ERROR line, and an after_script listing files."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "Exception in thread sync-af-south-1",
                why="the thread that died",
            ),
            Sig("exception", "critical", "KeyError: 'ZAR'", why="the missing rate"),
            Sig("stack_location", "important", file="tools/sync_catalog.py", line=13),
            Sig(
                "error_message",
                "critical",
                "sync incomplete: 11/12 regions synced (missing: af-south-1)",
                why="the job's own verdict",
            ),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["tools/sync_catalog.py", "catalog.json", "regions/af-south-1.json"],
        must_mention=["ZAR", "af-south-1", "KeyError"],
        must_not_claim=["a network error", "a timeout", "the cache warm-up failed"],
        evidence_formats=["traceback", "plain_error_line"],
        noise_profile=["runner_setup", "progress_noise", "cleanup_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------------------------- 5 mypy stubtest


GEO_MODULES = ["bbox", "bearing", "geohash", "grid", "h3cell", "mercator", "polyline", "tiles"]


def build_stubtest(w: Path) -> Built:
    files: dict[str, str] = {
        "pyproject.toml": dd("""
            [project]
            name = "geokit"
            version = "0.14.0"

            [tool.mypy]
            strict = true
            """),
        "geokit/__init__.py": "",
        "geokit/__init__.pyi": "",
        "geokit/py.typed": "",
        "geokit/distance.py": dd("""
            import math

            EARTH_RADIUS_KM = 6371.0088


            def haversine(a, b, *, units="km"):
                \"\"\"Great-circle distance between two (lat, lon) points.\"\"\"
                lat1, lon1, lat2, lon2 = map(math.radians, (*a, *b))
                h = (math.sin((lat2 - lat1) / 2) ** 2
                     + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2)
                km = 2 * EARTH_RADIUS_KM * math.asin(math.sqrt(h))
                return km if units == "km" else km / 1.609344


            class Region:
                def __init__(self, name, corners):
                    self.name = name
                    self.corners = corners

                def area(self):
                    (lat1, lon1), (lat2, lon2) = self.corners
                    return abs(lat2 - lat1) * abs(lon2 - lon1) * 111.32 ** 2
            """),
        "geokit/distance.pyi": dd("""
            EARTH_RADIUS_KM: float

            def haversine(
                a: tuple[float, float], b: tuple[float, float], *, unit: str = ...
            ) -> float: ...

            class Region:
                name: str
                corners: tuple[tuple[float, float], tuple[float, float]]
                def __init__(
                    self, name: str, corners: tuple[tuple[float, float], tuple[float, float]]
                ) -> None: ...
                def area_km2(self) -> float: ...
            """),
        "tests/test_distance.py": dd("""
            from geokit.distance import Region, haversine


            def test_haversine_zero():
                assert haversine((1.0, 2.0), (1.0, 2.0)) == 0.0


            def test_region_area():
                assert Region("r", ((0.0, 0.0), (1.0, 1.0))).area() > 12000
            """),
    }
    for k, mod in enumerate(GEO_MODULES):
        funcs = [f"{mod}_{word(k + i)}" for i in range(9)]
        files[f"geokit/{mod}.py"] = "".join(
            f"def {f}(x, y, precision=6):\n    return round(x * {i + 1} + y, precision)\n\n\n"
            for i, f in enumerate(funcs)
        )
        files[f"geokit/{mod}.pyi"] = "".join(
            f"def {f}(x: float, y: float, precision: int = ...) -> float: ...\n" for f in funcs
        )
        cases = "".join(
            f"\n\n@pytest.mark.parametrize('x', [0.0, 1.5, 2.25, 10.0])\n"
            f"def test_{f}(x):\n    assert m.{f}(x, 1.0) == round(x * {i + 1} + 1.0, 6)\n"
            for i, f in enumerate(funcs)
        )
        files[f"tests/test_{mod}.py"] = f"import pytest\n\nfrom geokit import {mod} as m\n{cases}"
    slug = "mapping/geokit"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "typing")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python(job, "c02e4b")
    env = py_env()
    job.step("python -m pytest -v -p no:cacheprovider tests", env=env)
    job.step("python -m mypy geokit", env=env)
    shown = "python -m mypy.stubtest geokit"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="mypy-stubtest-inconsistent-001",
        framework="mypy",
        failure_category="type_error",
        summary=(
            "stubtest finds the shipped stubs out of date with the runtime module "
            "geokit/distance.py: haversine() takes the keyword-only argument `units` at "
            "runtime but `unit` in geokit/distance.pyi (two errors, one per side), and the "
            "stub declares Region.area_km2, which the runtime renamed to Region.area "
            "('is not present at runtime'; stubtest also reports the runtime's Region.area "
            "as missing from the stub). The tests and mypy on the stubs pass; update "
            "distance.pyi."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, 290 passing pytest -v tests, a clean mypy "
            "run, then stubtest: four 'error:' blocks with Stub:/Runtime: lines and a "
            "'Found 4 errors' summary."
        ),
        signals=[
            Sig(
                "compile_error",
                "critical",
                "error: geokit.distance.haversine is inconsistent, stub does not have "
                'parameter "units"',
                why="runtime argument missing from the stub",
            ),
            Sig(
                "compile_error",
                "critical",
                "error: geokit.distance.Region.area_km2 is not present at runtime",
                why="stub-only method",
            ),
            Sig(
                "compile_error",
                "important",
                "error: geokit.distance.haversine is inconsistent, runtime does not have "
                'parameter "unit"',
            ),
            Sig("test_summary", "important", "Found 4 errors (checked 10 modules)"),
            Sig(
                "compile_error",
                "important",
                "error: geokit.distance.Region.area is not present in stub",
            ),
            Sig("error_message", "optional", "geokit/distance.pyi:"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["geokit/distance.pyi", "geokit/distance.py"],
        must_mention=["stubtest", "haversine", "units", "area_km2"],
        must_not_claim=["a test failed", "mypy found errors in geokit", "a missing stub file"],
        evidence_formats=["type_checker_output"],
        noise_profile=["runner_setup", "test_progress_noise"],
        multi_failure=True,
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# --------------------------------------------------------------- 6 ruff --output-format=junit


def build_ruff_junit(w: Path) -> Built:
    files: dict[str, str] = {
        "pyproject.toml": dd("""
            [project]
            name = "mailroom"
            version = "6.0.2"

            [tool.ruff]
            line-length = 100

            [tool.ruff.lint]
            select = ["E", "F", "B", "UP", "I"]
            """),
        "mailroom/__init__.py": "",
        "mailroom/templates.py": dd("""
            from string import Template


            def render(name, context):
                return Template(name).safe_substitute(context)


            def render(name, context, *, strict=False):
                tpl = Template(name)
                return tpl.substitute(context) if strict else tpl.safe_substitute(context)
            """),
        "mailroom/queue.py": dd("""
            def enqueue(message, pending=[]):
                \"\"\"Queue a message for the next flush; returns the queue length.\"\"\"
                pending.append(message)
                return len(pending)
            """),
        "tests/__init__.py": "",
    }
    kinds = [
        "bounce",
        "digest",
        "invite",
        "notice",
        "receipt",
        "reminder",
        "reset",
        "survey",
        "welcome",
    ]
    for kind in kinds:
        for k in range(6):
            files[f"mailroom/{kind}_{k}.py"] = (
                f'SUBJECT = "{kind.title()} #{k}"\n\n\n'
                f"def headers(to: str) -> dict[str, str]:\n"
                f'    return {{"To": to, "Subject": SUBJECT, "X-Kind": "{kind}"}}\n'
            )
            files[f"tests/test_{kind}_{k}.py"] = dd(f"""
                import pytest

                from mailroom import {kind}_{k} as mod


                @pytest.mark.parametrize("to", ["a@example.com", "b@example.org", "c@example.net"])
                def test_headers(to):
                    assert mod.headers(to)["To"] == to
                """)
    slug = "comms/mailroom"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim-bookworm")
    job.prepare(sha, "mailroom-pip")
    env = py_env()
    job.sh("ruff --version", env=env)
    job.sh("python -m pytest -v -p no:cacheprovider tests", env=env)
    job.sh("ruff format --check .", env=env)
    shown = "ruff check --output-format=junit ."
    job.sh(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="ruff-junit-output-001",
        framework="ruff",
        failure_category="lint_error",
        summary=(
            "ruff (JUnit XML output) reports two lint errors: mailroom/templates.py defines "
            "render() twice, the second definition at line 8 shadowing the first (F811, "
            "redefinition of unused `render` from line 4), and mailroom/queue.py's "
            "enqueue() uses a mutable list as a default argument (B006, line 1). The tests "
            "and the format check pass."
        ),
        notes=(
            "GitLab-style log: runner set-up, 162 passing pytest -v tests, `ruff format "
            "--check` clean, then ruff's JUnit XML document: one testsuite per file, a "
            "<failure> element per violation."
        ),
        signals=[
            Sig("lint_rule", "critical", "org.ruff.F811", why="redefinition"),
            Sig("lint_rule", "critical", "org.ruff.B006", why="mutable default"),
            Sig(
                "error_message",
                "critical",
                "Redefinition of unused `render` from line 4",
                why="the first violation",
            ),
            Sig("error_message", "important", "mailroom/templates.py"),
            Sig("error_message", "important", "mailroom/queue.py"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["mailroom/templates.py", "mailroom/queue.py"],
        must_mention=["F811", "B006", "render", "mutable"],
        must_not_claim=["a test failed", "a formatting problem", "a syntax error"],
        evidence_formats=["xml", "lint_output"],
        noise_profile=["runner_setup", "test_progress_noise"],
        multi_failure=True,
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------------------- 7 gcc -fanalyzer


BLOB_MODULES = ["arena", "bitset", "crc32", "endian", "hexdump", "intmap", "lru", "murmur",
                "slab", "strbuf", "utf8", "varint"]  # fmt: skip
BLOB_MODULES += [f"{word(k)}_{k}" for k in range(26)]


def build_gcc_fanalyzer(w: Path) -> Built:
    files: dict[str, str] = {
        "Makefile": dd("""
            CC      := gcc
            CFLAGS  := -std=c11 -O1 -g -Wall -Wextra -fanalyzer -Werror -Iinclude
            SRCS    := $(sort $(wildcard src/*.c))
            OBJS    := $(patsubst src/%.c,build/%.o,$(SRCS))

            all: build/libblobstore.a

            build/%.o: src/%.c
            \t@mkdir -p build
            \t$(CC) $(CFLAGS) -c $< -o $@

            build/libblobstore.a: $(OBJS)
            \tar rcs $@ $^

            .PHONY: all
            """).replace("\\t", "\t"),
        "include/pool.h": dd("""
            #ifndef POOL_H
            #define POOL_H
            #include <stddef.h>
            struct pool { void *slots; size_t n, size; };
            int pool_load(struct pool *p, const char *path);
            #endif
            """),
        "src/pool.c": dd("""
            #include <stdio.h>
            #include <stdlib.h>
            #include <string.h>
            #include "pool.h"

            /* Fill the pool's slot memory from a snapshot file. */
            int pool_load(struct pool *p, const char *path) {
                FILE *f = fopen(path, "rb");
                if (!f)
                    return -1;
                char *buf = malloc(p->size);
                if (!buf) {
                    fclose(f);
                    return -1;
                }
                size_t got = fread(buf, 1, p->size, f);
                if (got != p->size) {
                    free(buf);
                    fclose(f);
                    goto fail;
                }
                memcpy(p->slots, buf, p->size);
                free(buf);
                fclose(f);
                return 0;
            fail:
                free(buf);
                return -1;
            }
            """),
    }
    for k, mod in enumerate(BLOB_MODULES):
        files[f"include/{mod}.h"] = "".join(
            f"unsigned {mod}_{word(k + i)}(unsigned x);\n" for i in range(6)
        )
        files[f"src/{mod}.c"] = f'#include "{mod}.h"\n\n' + "".join(
            f"unsigned {mod}_{word(k + i)}(unsigned x) {{\n"
            f"    return x * {2 * i + 3}u + {k}u;\n}}\n\n"
            for i in range(6)
        )
    slug = "storage/blobstore"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "static-analysis (gcc -fanalyzer)")
    job.set_up_job(["actions/cache@v4"])
    job.checkout(sha)
    cache_action(
        job, "~/.ccache", "ccache-Linux-analyzer-77c1", "ccache-Linux-analyzer-", 9_437_184
    )
    env = c_env()
    job.step("gcc --version\nmake --version | head -1", env=env)
    shown = "make -j4 all"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="gcc-fanalyzer-double-free-001",
        framework="gcc",
        failure_category="compile_error",
        summary=(
            "The -fanalyzer build fails (-Werror) on src/pool.c: on the short-read path of "
            "pool_load(), `buf` is freed at line 18 and the code then jumps to `fail:`, "
            "which frees it again at line 27: gcc reports double-'free' of 'buf' [CWE-415] "
            "[-Werror=analyzer-double-free] with the event path (and -Wuse-after-free on the "
            "same line). Drop the free() before "
            "`goto fail` (or the one after the label). Every other file compiles cleanly."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, checkout, a cache restore, then make -j4 "
            "with gcc -fanalyzer -Werror: 39 echoed compile commands (interleaved), the analyzer's "
            "diagnostic with its numbered event path (ASCII art), and make's Error lines."
        ),
        signals=[
            Sig(
                "compile_error",
                "critical",
                f"double-{LQ}free{RQ} of {LQ}buf{RQ}",
                why="the analyzer's finding",
            ),
            Sig("stack_location", "critical", file="src/pool.c", line=27, why="second free"),
            Sig("error_message", "important", "-Werror=analyzer-double-free"),
            Sig("error_message", "important", "CWE-415"),
            Sig(
                "compile_error",
                "important",
                f"pointer {LQ}buf{RQ} used after {LQ}free{RQ} [-Werror=use-after-free]",
            ),
            # make names line 9 or 10 of the Makefile here, depending on timing
            Sig("error_message", "important", "build/pool.o] Error 1"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 2."),
        ],
        relevant_files=["src/pool.c"],
        must_mention=["double", "buf", "pool_load", "pool.c"],
        must_not_claim=["a memory leak", "a link error", "a use of uninitialized value"],
        primary_language="c",
        evidence_formats=["compiler_diagnostic"],
        noise_profile=["runner_setup", "build_progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ---------------------------------------------------------- 8 ctest timeout (parallel)


def build_ctest_timeout(w: Path) -> Built:
    queue_c = dd("""
        #include "queue.h"

        void q_init(struct queue *q) { q->head = q->tail = q->len = 0; }

        int q_push(struct queue *q, int v) {
            if (q->len == Q_CAP)
                return -1;
            q->items[q->tail] = v;
            q->tail = (q->tail + 1) % Q_CAP;
            q->len++;
            return 0;
        }

        int q_pop(struct queue *q) {
            int v = q->items[q->head];
            q->head = (q->head + 1) % (Q_CAP - 1);
            q->len--;
            return v;
        }
        """)
    files: dict[str, str] = {
        "CMakeLists.txt": dd("""
            cmake_minimum_required(VERSION 3.20)
            project(jobq C)
            set(CMAKE_C_STANDARD 11)
            add_library(jobq src/queue.c src/jobs.c)
            target_include_directories(jobq PUBLIC include)
            enable_testing()
            file(GLOB TEST_SOURCES CONFIGURE_DEPENDS tests/test_*.c)
            list(SORT TEST_SOURCES)
            foreach(src ${TEST_SOURCES})
              get_filename_component(name ${src} NAME_WE)
              string(REPLACE "test_" "" short ${name})
              add_executable(${name} ${src})
              target_link_libraries(${name} jobq)
              add_test(NAME ${short} COMMAND ${name})
              set_tests_properties(${short} PROPERTIES TIMEOUT 8)
            endforeach()
            """),
        "include/queue.h": dd("""
            #ifndef QUEUE_H
            #define QUEUE_H
            #define Q_CAP 16
            struct queue { int items[Q_CAP]; int head, tail, len; };
            void q_init(struct queue *q);
            int q_push(struct queue *q, int v);
            int q_pop(struct queue *q);
            #endif
            """),
        "include/jobs.h": "int job_weight(int id);\n",
        "src/queue.c": queue_c,
        "src/jobs.c": '#include "jobs.h"\n\nint job_weight(int id) { return id % 7 + 1; }\n',
        "tests/test_queue_drain.c": dd("""
            #include <stdio.h>
            #include "queue.h"

            int main(void) {
                struct queue q;
                q_init(&q);
                long sum = 0;
                for (int i = 1; i < Q_CAP; i++)
                    q_push(&q, i);
                q_push(&q, 0); /* sentinel: stop draining */
                printf("pushed %d items\\n", q.len);
                for (;;) {
                    int v = q_pop(&q);
                    if (v == 0)
                        break;
                    sum += v;
                }
                printf("drained, sum=%ld\\n", sum);
                return sum == (Q_CAP - 1) * Q_CAP / 2 ? 0 : 1;
            }
            """),
    }
    groups = ["weights", "push", "pop", "fifo", "limits", "batch", "retry", "shard"]
    for g in groups:
        for k in range(4):
            files[f"tests/test_{g}_{k}.c"] = dd(f"""
                #include <stdio.h>
                #include "jobs.h"
                #include "queue.h"

                int main(void) {{
                    struct queue q;
                    q_init(&q);
                    for (int i = 0; i < {k + 3}; i++)
                        q_push(&q, job_weight(i + {k}));
                    int first = q_pop(&q);
                    printf("{g}_{k}: first=%d len=%d\\n", first, q.len);
                    return first == job_weight({k}) && q.len == {k + 2} ? 0 : 1;
                }}
                """)
    slug = "backend/jobq"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "gcc:12-bookworm")
    job.prepare(sha, "jobq-build")
    env = c_env()
    job.sh("cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug", env=env)
    job.sh("cmake --build build --parallel 4", env=env)
    shown = "ctest --test-dir build -j4 --output-on-failure"
    job.sh(shown, env=env, timeout=300)
    raw = job.finish(after=["rm -rfv build"])
    case = Case(
        case_id="ctest-timeout-parallel-001",
        framework="ctest",
        failure_category="test_timeout",
        summary=(
            "ctest kills the queue_drain test after its 8 s TIMEOUT: q_pop() in src/queue.c "
            "wraps the head index with % (Q_CAP - 1) instead of % Q_CAP, so the last slot "
            "(index 15), where the drain test's 0 sentinel sits, is never read and the "
            "drain loop cycles through the other slots forever. The other 32 tests pass. "
            "The after_script's `rm -rfv build` output at "
            "the end is clean-up noise."
        ),
        notes=(
            "GitLab-style log: runner set-up, cmake configure and a parallel build of 33 "
            "test executables, ctest -j4 with 32 passing tests and one '***Timeout', the "
            "'tests FAILED' list, then an after_script deleting the build tree (hundreds of "
            "'removed' lines) before the job's final line."
        ),
        signals=[
            Sig("failed_test", "critical", "queue_drain (Timeout)", why="the failed test"),
            Sig("error_message", "critical", "***Timeout", why="killed by ctest"),
            Sig("test_summary", "important", "97% tests passed, 1 tests failed out of 33"),
            Sig("error_message", "important", "Errors while running CTest"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 8"),
        ],
        relevant_files=["src/queue.c", "tests/test_queue_drain.c"],
        relevant_tests=["queue_drain"],
        must_mention=["queue_drain", "Timeout"],
        must_not_claim=["a crash", "an assertion failed", "a compile error"],
        primary_language="c",
        evidence_formats=["test_summary", "plain_error_line"],
        noise_profile=["runner_setup", "build_progress_noise", "cleanup_noise"],
        difficulty="hard",
        commands=job.commands,
    )
    return raw, "gitlab", case


# -------------------------------------------------------- 9 xargs -P: one invocation fails


ICON_SETS = ["actions", "arrows", "brands", "charts", "devices", "files", "maps", "media",
             "people", "weather"]  # fmt: skip


def build_shell_xargs(w: Path) -> Built:
    files: dict[str, str] = {
        "scripts/render-icons.sh": dd("""
            #!/usr/bin/env bash
            # Rasterise every SVG icon at 1x/2x/3x, four renderer processes at a time.
            set -euo pipefail
            mkdir -p build/png
            find icons -name '*.svg' | sort | xargs -P4 -n12 bash scripts/render-batch.sh
            echo "rendered $(find build/png -name '*.png' | wc -l) png files"
            """),
        "scripts/render-batch.sh": dd("""
            #!/usr/bin/env bash
            # Render one batch of icons (called by xargs).
            set -euo pipefail
            for svg in "$@"; do
              vb=$(sed -n 's/.*viewBox="\\([^"]*\\)".*/\\1/p' "$svg" | head -1)
              read -r -a box <<< "$vb"
              if [ "${#box[@]}" -ne 4 ]; then
                echo "render-batch: $svg: invalid viewBox '$vb' (want 4 numbers)" >&2
                exit 1
              fi
              name=$(basename "$svg" .svg)
              set_dir=$(basename "$(dirname "$svg")")
              mkdir -p "build/png/$set_dir"
              for scale in 1 2 3; do
                w=$(( box[2] * scale )); h=$(( box[3] * scale ))
                out="build/png/$set_dir/$name@${scale}x.png"
                printf 'P5 %d %d\\n' "$w" "$h" > "$out"
                echo "$svg -> $out (${w}x${h})"
              done
            done
            """),
    }
    for s, icon_set in enumerate(ICON_SETS):
        for k in range(22):
            name = f"{word(k + s)}-{k:02d}"
            box = "0 0 24" if (icon_set, k) == ("maps", 9) else f"0 0 {16 + 8 * (k % 3)} 24"
            files[f"icons/{icon_set}/{name}.svg"] = (
                f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{box}">'
                f'<path d="M{k} {s}h10v10h-10z"/></svg>\n'
            )
    slug = "design/iconkit"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "icons")
    job.set_up_job(["actions/cache@v4"])
    job.checkout(sha)
    cache_action(job, "build/png", "icons-Linux-5d0e9a", "icons-Linux-", 4_194_304)
    env = c_env()
    job.step("find icons -name '*.svg' | wc -l\nxargs --version | head -1", env=env)
    shown = "bash scripts/render-icons.sh"
    job.step(shown, env=env)
    job.step("ls -R build/png | head -50", env=env)
    raw = job.finish()
    bad = f"icons/maps/{word(9 + ICON_SETS.index('maps'))}-09.svg"
    case = Case(
        case_id="shell-xargs-parallel-exit-123-001",
        framework="generic",
        failure_category="build_script_error",
        summary=(
            f"The icon render step fails with exit code 123, xargs' status for 'some "
            f"invocation failed': one renderer batch stopped on {bad}, whose viewBox is "
            f"'0 0 24' (three numbers instead of four), printing 'render-batch: {bad}: "
            f"invalid viewBox '0 0 24' (want 4 numbers)' in the middle of the interleaved "
            f"output of the four parallel batches. The other batches finish, so the error "
            f"line is followed by many normal lines, and xargs itself prints nothing. Fix the "
            f"SVG's viewBox."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, checkout, a cache restore, then `xargs -P4` "
            "running renderer batches in parallel: ~650 interleaved '-> build/png/...' lines "
            "with one error line among them, and the runner's exit-code line."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                f"render-batch: {bad}: invalid viewBox '0 0 24' (want 4 numbers)",
                why="the failing icon",
            ),
            Sig(
                "exit_code",
                "critical",
                "##[error]Process completed with exit code 123.",
                why="xargs: an invocation failed",
            ),
            Sig("command", "important", "bash scripts/render-icons.sh"),
        ],
        relevant_files=[bad, "scripts/render-batch.sh"],
        must_mention=["viewBox", bad, "123"],
        must_not_claim=["xargs is missing", "out of disk space", "a timeout"],
        primary_language="shell",
        evidence_formats=["plain_error_line", "shell_command_output"],
        noise_profile=["runner_setup", "progress_noise", "interleaved_parallel_output"],
        difficulty="hard",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ------------------------------------------------------------- 10 gdb -batch backtrace


def build_gdb_segfault(w: Path) -> Built:
    files: dict[str, str] = {
        "Makefile": dd("""
            CC     := gcc
            CFLAGS := -std=c11 -g -O0 -Wall -Wextra -Iinclude

            build/capstat: src/main.c src/records.c include/records.h
            \t@mkdir -p build
            \t$(CC) $(CFLAGS) src/main.c src/records.c -o $@
            """).replace("\\t", "\t"),
        "include/records.h": dd("""
            #ifndef RECORDS_H
            #define RECORDS_H
            #include <stddef.h>
            #include <stdint.h>
            enum { REC_META = 1, REC_FLOW = 2, REC_STATS = 3 };
            struct record { uint8_t type; uint8_t len; uint32_t packets; uint32_t bytes; };
            const struct record *find_record(const struct record *recs, size_t n, uint8_t type);
            #endif
            """),
        "src/records.c": dd("""
            #include "records.h"

            /* First record of `type`, or NULL when the capture has none. */
            const struct record *find_record(const struct record *recs, size_t n, uint8_t type) {
                for (size_t i = 0; i < n; i++)
                    if (recs[i].type == type)
                        return &recs[i];
                return NULL;
            }
            """),
        "src/main.c": dd("""
            #include <stdio.h>
            #include "records.h"

            static size_t load(const char *path, struct record *recs, size_t cap) {
                FILE *f = fopen(path, "rb");
                if (!f)
                    return 0;
                size_t n = fread(recs, sizeof *recs, cap, f);
                fclose(f);
                return n;
            }

            static void summarize(const char *path) {
                struct record recs[64];
                size_t n = load(path, recs, 64);
                const struct record *stats = find_record(recs, n, REC_STATS);
                printf("%-28s records=%-3zu packets=%-6u bytes=%u\\n", path, n, stats->packets,
                       stats->bytes);
            }

            int main(int argc, char **argv) {
                for (int i = 1; i < argc; i++)
                    summarize(argv[i]);
                return 0;
            }
            """),
        "tools/make_captures.py": dd("""
            \"\"\"Write the capture fixtures (record layout of include/records.h).\"\"\"
            import struct
            import sys
            from pathlib import Path

            out = Path(sys.argv[1])
            out.mkdir(parents=True, exist_ok=True)
            for k in range(140):
                recs = [struct.pack("<BBxxII", 1, 12, 0, 0)]
                recs += [struct.pack("<BBxxII", 2, 12, k + i, 64 * i) for i in range(k % 5)]
                if k != 97:  # the capture agent crashed before writing its stats record
                    recs.append(struct.pack("<BBxxII", 3, 12, 1000 + k, 64000 + k))
                (out / f"edge-{k:03d}.cap").write_bytes(b"".join(recs))
            print(f"wrote 140 captures to {out}")
            """),
    }
    slug = "netops/capstat"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "capture-regression")
    job.set_up_job(["actions/setup-python@v5"])
    job.checkout(sha)
    setup_python(job, "e91a05")
    env = child_env(PATH=PATH_WITH_VENV)
    job.step("make\npython tools/make_captures.py captures", env=env)
    shown = (
        "gdb -q -batch -return-child-result -ex run -ex bt -ex 'info locals' "
        "--args build/capstat captures/*.cap"
    )
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="gcc-gdb-batch-segfault-001",
        framework="gcc",
        failure_category="runtime_error",
        summary=(
            "capstat segfaults on captures/edge-097.cap, the one capture without a STATS "
            "record: find_record() returns NULL for it and summarize() in src/main.c "
            "dereferences `stats` without a check (the printf ending on line 18). gdb shows "
            "'Program received "
            "signal SIGSEGV, Segmentation fault.', a backtrace #0 summarize (path=... "
            '"captures/edge-097.cap") at src/main.c:18, #1 main, and `stats = 0x0` in the '
            "locals. Check for NULL before printing."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, build and fixture generation, then the tool "
            "run under gdb -batch: the tool's block-buffered stdout (cut off mid-line where "
            "the crash lost the rest of the buffer), gdb's signal report, the source line, "
            "a two-frame backtrace, `info locals`, and the child's exit status."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                "Program received signal SIGSEGV, Segmentation fault.",
                why="the crash",
            ),
            Sig("stack_location", "critical", file="src/main.c", line=18, why="the deref"),
            Sig("error_message", "critical", "captures/edge-097.cap", why="the bad capture"),
            Sig("error_message", "important", "stats = 0x0"),
            Sig("error_message", "important", "in summarize"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 255."),
        ],
        relevant_files=["src/main.c", "src/records.c"],
        must_mention=["SIGSEGV", "summarize", "stats", "edge-097.cap"],
        must_not_claim=["a compile error", "a corrupt capture header", "stack overflow"],
        primary_language="c",
        evidence_formats=["stack_trace", "plain_error_line"],
        noise_profile=["runner_setup", "progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ---------------------------------------------------------- 11 cargo test: stack overflow


def cfg_crate(name: str, k: int) -> str:
    fns = "".join(
        f"pub fn {word(k + i)}_{i}(x: u64) -> u64 {{\n    x.wrapping_mul({i + 3}) + {k}\n}}\n\n"
        for i in range(16)
    )
    tests = "".join(
        f"    #[test]\n    fn {word(k + i)}_{i}_scales() {{\n"
        f"        assert_eq!({word(k + i)}_{i}(2), {2 * (i + 3) + k});\n    }}\n\n"
        for i in range(16)
    )
    return f"{fns}#[cfg(test)]\nmod tests {{\n    use super::*;\n\n{tests}}}\n"


def build_cargo_stack_overflow(w: Path) -> Built:
    crates = ["cfg-cli", "cfg-core", "cfg-env", "cfg-merge", "cfg-parse"]
    parse = dd("""
        //! A small parser for the nested list syntax of override files: `[a, [b, c]]`.

        #[derive(Debug, PartialEq)]
        pub enum Value {
            Atom(String),
            List(Vec<Value>),
        }

        #[derive(Debug, PartialEq)]
        pub enum Error {
            Unexpected(usize),
            TooDeep,
        }

        pub const MAX_DEPTH: usize = 64;

        pub fn parse(text: &str) -> Result<Value, Error> {
            let bytes = text.as_bytes();
            let mut pos = 0;
            parse_value(bytes, &mut pos, 0)
        }

        fn parse_value(b: &[u8], pos: &mut usize, depth: usize) -> Result<Value, Error> {
            // depth is tracked for error messages; MAX_DEPTH is enforced by the caller
            if *pos < b.len() && b[*pos] == b'[' {
                *pos += 1;
                let mut items = Vec::new();
                while *pos < b.len() && b[*pos] != b']' {
                    items.push(parse_value(b, pos, depth + 1)?);
                    if *pos < b.len() && b[*pos] == b',' {
                        *pos += 1;
                    }
                }
                if *pos >= b.len() {
                    return Err(Error::Unexpected(*pos));
                }
                *pos += 1;
                return Ok(Value::List(items));
            }
            let start = *pos;
            while *pos < b.len() && b[*pos].is_ascii_alphanumeric() {
                *pos += 1;
            }
            if start == *pos {
                return Err(Error::Unexpected(start));
            }
            Ok(Value::Atom(String::from_utf8_lossy(&b[start..*pos]).into_owned()))
        }

        #[cfg(test)]
        mod tests {
            use super::*;

            #[test]
            fn atom() {
                assert_eq!(parse("abc"), Ok(Value::Atom("abc".into())));
            }

            #[test]
            fn nested_list() {
                let v = parse("[a,[b,c]]").unwrap();
                assert!(matches!(v, Value::List(ref items) if items.len() == 2));
            }

            #[test]
            fn unterminated_list() {
                assert_eq!(parse("[a,b"), Err(Error::Unexpected(4)));
            }

            #[test]
            fn deeply_nested_input_is_rejected() {
                let text = "[".repeat(500_000);
                assert_eq!(parse(&text), Err(Error::TooDeep));
            }
        }
        """)
    files: dict[str, str] = {
        "Cargo.toml": '[workspace]\nresolver = "2"\nmembers = ['
        + ", ".join(f'"crates/{c}"' for c in crates)
        + "]\n",
    }
    for k, c in enumerate(crates):
        files[f"crates/{c}/Cargo.toml"] = dd(f"""
            [package]
            name = "{c}"
            version = "1.{k}.0"
            edition = "2021"
            """)
        files[f"crates/{c}/src/lib.rs"] = parse if c == "cfg-parse" else cfg_crate(c, k)
    slug = "devtools/cfgtool"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "test (stable)")
    job.set_up_job(["dtolnay/rust-toolchain@stable", "actions/cache@v4"])
    job.checkout(sha)
    job.action("dtolnay/rust-toolchain@stable", {"toolchain": "stable"})
    cache_action(job, "~/.cargo/registry\ntarget", "cargo-Linux-31f0b2", "cargo-Linux-", 31_457_280)
    env = cargo_env()
    job.step("cargo build --workspace", env=env)
    shown = "cargo test --workspace"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="cargo-test-stack-overflow-001",
        framework="cargo",
        failure_category="runtime_error",
        summary=(
            "The cfg-parse unit test tests::deeply_nested_input_is_rejected overflows the "
            "test thread's stack: parse_value() in crates/cfg-parse/src/lib.rs recurses once "
            "per '[' and never checks `depth` against MAX_DEPTH (its comment wrongly says the "
            "caller enforces it), so 500,000 nested brackets recurse until the stack is gone. "
            "Rust aborts the whole test binary ('has overflowed its stack', 'fatal runtime "
            "error: stack overflow', SIGABRT); there is no panic or assertion message. Return "
            "Error::TooDeep when depth exceeds MAX_DEPTH."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, checkout, toolchain and cache actions, cargo "
            "build, then cargo test --workspace: 64 passing tests in four crates, then the "
            "cfg-parse binary aborting with a stack overflow (signal 6; the thread's "
            "message is interleaved with another test's 'ok' line) and cargo's 'process "
            "didn't exit successfully' error."
        ),
        signals=[
            Sig("panic", "critical", "has overflowed its stack", why="the overflow"),
            Sig("error_message", "critical", "fatal runtime error: stack overflow"),
            Sig(
                "error_message",
                "critical",
                "error: test failed, to rerun pass `-p cfg-parse --lib`",
                why="the crate whose tests abort",
            ),
            Sig("error_message", "important", "SIGABRT: process abort signal"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 101."),
        ],
        relevant_files=["crates/cfg-parse/src/lib.rs"],
        relevant_tests=["tests::deeply_nested_input_is_rejected"],
        must_mention=["stack overflow", "deeply_nested_input_is_rejected", "cfg-parse"],
        must_not_claim=["an assertion failed", "out of memory", "a compile error"],
        primary_language="rust",
        evidence_formats=["panic_message", "plain_error_line"],
        noise_profile=["runner_setup", "test_progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ------------------------------------------------------------ 12 cargo build -v: E0597


ROUTE_CRATES = ["edge-auth", "edge-cache", "edge-config", "edge-dns", "edge-health",
                "edge-metrics", "edge-ratelimit", "edge-tls",
                "route-table", "edge-proxy"]  # fmt: skip


def build_cargo_verbose_e0597(w: Path) -> Built:
    route_table = dd("""
        //! The proxy's routing table.

        pub struct Route {
            pub host: String,
            pub port: u16,
            pub weight: u32,
        }

        pub fn total_weight(routes: &[Route]) -> u32 {
            routes.iter().map(|r| r.weight).sum()
        }

        /// Collect a `host:port` label for each route (used by the admin page).
        pub fn labels<'a>(routes: &'a [Route], out: &mut Vec<&'a str>) {
            for r in routes {
                let label = format!("{}:{}", r.host, r.port);
                out.push(&label);
            }
        }
        """)
    files: dict[str, str] = {
        "Cargo.toml": '[workspace]\nresolver = "2"\nmembers = ['
        + ", ".join(f'"{c}"' for c in ROUTE_CRATES)
        + "]\n",
    }
    for k, c in enumerate(ROUTE_CRATES):
        deps = ""
        if c == "edge-proxy":
            deps = "".join(f'{d} = {{ path = "../{d}" }}\n' for d in ROUTE_CRATES[:-1])
        elif c == "route-table":
            # built after every edge-* library, so their warnings always come first
            deps = "".join(f'{d} = {{ path = "../{d}" }}\n' for d in ROUTE_CRATES[:-2])
        files[f"{c}/Cargo.toml"] = (
            dd(f"""
            [package]
            name = "{c}"
            version = "0.{k + 3}.1"
            edition = "2021"

            [dependencies]
            """)
            + deps
        )
        if c == "route-table":
            files[f"{c}/src/lib.rs"] = route_table
        else:
            files[f"{c}/src/lib.rs"] = "".join(
                f"pub fn {word(k + i)}_{i}(input: u32) -> u32 {{\n"
                f"    let scratch_{i} = input + 1;\n    input * {i + 2}\n}}\n\n"
                for i in range(16)
            )
    slug = "netedge/edge-proxy"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "rust:1.95-slim-bookworm")
    job.prepare(sha, "edge-proxy-cargo")
    env = cargo_env()
    job.sh("cargo --version --verbose", env=env)
    job.sh("rustc --version --verbose", env=env)
    shown = "cargo build -v --workspace"
    job.sh(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="cargo-build-verbose-e0597-001",
        framework="cargo",
        failure_category="compile_error",
        summary=(
            "route-table does not compile: labels() in route-table/src/lib.rs pushes a "
            "reference to `label`, a String created inside the loop (line 17), into `out`, "
            "which must hold &'a str for the caller's lifetime; the String is dropped at the "
            "end of each iteration, so rustc reports E0597 `label` does not live long "
            "enough. Push owned Strings (Vec<String>) instead. The unused-variable warnings of "
            "the eight edge-* crates built before it and cargo -v's long rustc command lines "
            "are noise."
        ),
        notes=(
            "GitLab-style log: runner set-up, verbose cargo/rustc versions, then cargo build "
            "-v: a `Running` rustc command line per crate, 128 unused-variable warnings, the "
            "E0597 diagnostic, and cargo's 'Caused by: process didn't exit successfully' "
            "with the full rustc command."
        ),
        signals=[
            Sig(
                "compile_error",
                "critical",
                "error[E0597]: `label` does not live long enough",
                why="the borrow error",
            ),
            Sig("stack_location", "critical", file="route-table/src/lib.rs", line=17),
            Sig(
                "error_message",
                "important",
                "error: could not compile `route-table` (lib) due to 1 previous error",
            ),
            Sig("error_message", "important", "borrowed value does not live long enough"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 101"),
        ],
        relevant_files=["route-table/src/lib.rs"],
        must_mention=["E0597", "label", "route-table"],
        must_not_claim=["unused variable", "a missing dependency", "a linker error"],
        primary_language="rust",
        evidence_formats=["compiler_diagnostic"],
        noise_profile=["runner_setup", "warning_noise", "verbose_build_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------ 13 npm workspaces: a failing script


NPM_WS = ["dates", "format", "money", "pricing", "search", "units"]

MINI_RUNNER = dd("""
    // Minimal test runner shared by the workspaces (no dependencies, works offline).
    import { pathToFileURL } from 'node:url';
    import { readdirSync } from 'node:fs';
    import { join } from 'node:path';

    const dir = join(process.cwd(), 'test');
    let failed = 0;
    let passed = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.test.mjs')).sort()) {
      const mod = await import(pathToFileURL(join(dir, file)).href);
      for (const [name, fn] of Object.entries(mod.tests)) {
        try {
          await fn();
          passed += 1;
          console.log(`  ok ${file} > ${name}`);
        } catch (err) {
          failed += 1;
          console.log(`  FAIL ${file} > ${name}`);
          console.error(err);
        }
      }
    }
    console.log(`${passed} passed, ${failed} failed`);
    process.exitCode = failed ? 1 : 0;
    """)


def build_npm_workspaces(w: Path) -> Built:
    files: dict[str, str] = {
        "package.json": json.dumps(
            {
                "name": "acme-shop-libs",
                "private": True,
                "workspaces": [f"packages/{p}" for p in NPM_WS],
                "scripts": {"test": "npm run test --workspaces --if-present"},
            },
            indent=2,
        )
        + "\n",
        "tools/run-tests.mjs": MINI_RUNNER,
        "packages/pricing/src/discount.mjs": dd("""
            /** Price after a percentage discount, e.g. applyDiscount(100, 15) === 85. */
            export function applyDiscount(price, percent) {
              return Math.round(price * (1 - percent) * 100) / 100;
            }

            export function bulkPrice(unit, qty) {
              return qty >= 10 ? applyDiscount(unit * qty, 5) : unit * qty;
            }
            """),
        "packages/pricing/test/discount.test.mjs": dd("""
            import assert from 'node:assert/strict';
            import { applyDiscount, bulkPrice } from '../src/discount.mjs';

            export const tests = {
              'no discount': () => assert.equal(applyDiscount(40, 0), 40),
              'fifteen percent': () => assert.equal(applyDiscount(100, 15), 85),
              'bulk of three is undiscounted': () => assert.equal(bulkPrice(4, 3), 12),
            };
            """),
    }
    for k, pkg in enumerate(NPM_WS):
        files[f"packages/{pkg}/package.json"] = (
            json.dumps(
                {
                    "name": f"@acme/{pkg}",
                    "version": f"2.{k}.0",
                    "type": "module",
                    "scripts": {"test": "node ../../tools/run-tests.mjs"},
                },
                indent=2,
            )
            + "\n"
        )
        if pkg == "pricing":
            continue
        files[f"packages/{pkg}/src/index.mjs"] = "".join(
            f"export const {word(k + i)}{i} = (x) => x * {i + 2} + {k};\n" for i in range(30)
        )
        for part in range(3):
            body = "".join(
                f"  '{word(k + i)}{i} case {part}': () => assert.equal(m.{word(k + i)}{i}({part}), "
                f"{part * (i + 2) + k}),\n"
                for i in range(30)
            )
            files[f"packages/{pkg}/test/part{part}.test.mjs"] = (
                "import assert from 'node:assert/strict';\n"
                "import * as m from '../src/index.mjs';\n\n"
                f"export const tests = {{\n{body}}};\n"
            )
    slug = "shop/shop-libs"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "node:20-bookworm")
    job.prepare(sha, "shop-libs-npm")
    env = npm_env(w)
    job.sh("node --version && npm --version", env=env)
    shown = "npm test"
    job.sh(shown, env=env)
    raw = job.finish(artifacts="packages/*/coverage/")
    case = Case(
        case_id="npm-workspaces-script-failure-001",
        framework="npm",
        failure_category="test_assertion",
        summary=(
            "In the npm workspaces run, @acme/pricing's tests fail: applyDiscount() in "
            "packages/pricing/src/discount.mjs treats the percentage as a fraction "
            "(price * (1 - percent)), so applyDiscount(100, 15) returns -1400 instead of 85 "
            "('fifteen percent' test: AssertionError [ERR_ASSERTION]: Expected values to be "
            "strictly equal). npm reports the lifecycle script failure for workspace "
            "@acme/pricing@2.3.0; the other five workspaces pass. Divide the percentage by "
            "100."
        ),
        notes=(
            "GitLab-style log: runner set-up, node/npm versions, then `npm test` running each "
            "workspace's test script: 450 'ok' lines, one FAIL with the assertion error and "
            "its stack, and npm's 'npm error' block naming the failing workspace."
        ),
        signals=[
            Sig(
                "failed_test",
                "critical",
                "FAIL discount.test.mjs > fifteen percent",
                why="the failing test",
            ),
            Sig(
                "assertion",
                "critical",
                "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:",
                why="the assertion",
            ),
            Sig("assertion", "critical", "-1400 !== 85", why="actual vs expected"),
            Sig("error_message", "important", "npm error workspace @acme/pricing@2.3.0"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["packages/pricing/src/discount.mjs"],
        relevant_tests=["fifteen percent"],
        must_mention=["@acme/pricing", "fifteen percent", "-1400"],
        must_not_claim=["a missing dependency", "npm install failed", "a syntax error"],
        primary_language="javascript",
        evidence_formats=["assertion_diff", "plain_error_line"],
        noise_profile=["runner_setup", "test_progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------------- 14 npm EJSONPARSE


def build_npm_ejsonparse(w: Path) -> Built:
    licenses = ["MIT", "ISC", "Apache-2.0", "BSD-3-Clause", "BSD-2-Clause", "0BSD"]
    vendored = [
        {"name": f"{word(k)}-{word(k * 7 + 3)}", "version": f"{k % 9}.{k % 13}.{k % 5}",
         "license": licenses[k % len(licenses)]}
        for k in range(420)
    ]  # fmt: skip
    files: dict[str, str] = {
        "package.json": json.dumps(
            {
                "name": "dashboard",
                "private": True,
                "workspaces": ["apps/web", "apps/admin", "packages/ui", "packages/charts"],
            },
            indent=2,
        )
        + "\n",
        "third_party/manifest.json": json.dumps(vendored, indent=1) + "\n",
        "scripts/check-licenses.mjs": dd("""
            import { readFileSync } from 'node:fs';

            const allowed = new Set([
              'MIT', 'ISC', 'Apache-2.0', 'BSD-3-Clause', 'BSD-2-Clause', '0BSD',
            ]);
            const deps = JSON.parse(readFileSync('third_party/manifest.json', 'utf8'));
            let bad = 0;
            for (const d of deps) {
              const ok = allowed.has(d.license);
              if (!ok) bad += 1;
              const verdict = ok ? 'allowed ' : 'DENIED  ';
              console.log(`${verdict} ${d.license.padEnd(13)} ${d.name}@${d.version}`);
            }
            console.log(`license check: ${deps.length} packages, ${bad} denied`);
            process.exit(bad ? 1 : 0);
            """),
        "apps/web/package.json": json.dumps(
            {"name": "@dash/web", "version": "5.2.0", "private": True}, indent=2
        )
        + "\n",
        "apps/admin/package.json": dd("""
            {
              "name": "@dash/admin",
              "version": "5.2.0",
              "private": true,
              "scripts": {
                "build": "node build.mjs",
                "start": "node server.mjs",
              },
              "dependencies": {
                "@dash/ui": "5.2.0"
              }
            }
            """),
        "packages/ui/package.json": json.dumps({"name": "@dash/ui", "version": "5.2.0"}, indent=2)
        + "\n",
        "packages/charts/package.json": json.dumps(
            {"name": "@dash/charts", "version": "5.2.0"}, indent=2
        )
        + "\n",
    }
    slug = "frontend/dashboard"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "node:20-bookworm")
    job.prepare(sha, "dashboard-npm")
    env = npm_env(w)
    job.sh("node --version && npm --version", env=env)
    job.sh("node scripts/check-licenses.mjs", env=env)
    shown = "npm install --offline --no-audit --no-fund"
    job.sh(shown, env=env)
    raw = job.finish(after=["npm cache verify"], artifacts="apps/*/dist/")
    case = Case(
        case_id="npm-install-ejsonparse-001",
        framework="npm",
        failure_category="dependency_install",
        summary=(
            "npm install stops before resolving anything: the workspace manifest "
            'apps/admin/package.json is not valid JSON (a trailing comma after the "start" '
            "script), so npm fails with code EJSONPARSE: 'Expected double-quoted property "
            'name in JSON at position 148 while parsing near "...node server.mjs\\",\\n  '
            "},...'. npm does not print the file's path; the quoted context (the `start` "
            "script `node server.mjs`) identifies apps/admin/package.json. The license check "
            "that runs first passes. Remove the trailing comma."
        ),
        notes=(
            "GitLab-style log: runner set-up, node/npm versions, a 421-line license check, "
            "then npm install failing with EJSONPARSE (path, JSON.parse message), npm's log "
            "file line, and an after_script running `npm cache verify`."
        ),
        signals=[
            Sig("error_message", "critical", "npm error code EJSONPARSE", why="the npm error"),
            Sig(
                "error_message",
                "critical",
                "Expected double-quoted property name in JSON at position 148",
                why="the parse error",
            ),
            Sig("error_message", "important", 'node server.mjs\\",\\n  },'),
            Sig("error_message", "important", "Note: package.json must be actual JSON"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["apps/admin/package.json"],
        must_mention=["EJSONPARSE", "package.json", "server.mjs"],
        must_not_claim=[
            "a license was denied",
            "a network error",
            "a missing package in the cache",
        ],
        primary_language="javascript",
        evidence_formats=["plain_error_line"],
        noise_profile=["runner_setup", "verbose_build_noise"],
        commands=job.commands,
    )
    return raw, "gitlab", case


# -------------------------------------------------------- 15 error in a node worker thread


def build_node_worker(w: Path) -> Built:
    main_js = dd("""
        // Resize every product image in parallel worker threads.
        import { Worker } from 'node:worker_threads';
        import { readFileSync } from 'node:fs';

        const specs = JSON.parse(readFileSync('images.json', 'utf8'));
        const WORKERS = 4;
        let failures = 0;
        const jobs = [];
        for (let id = 0; id < WORKERS; id++) {
          const mine = specs.filter((_, i) => i % WORKERS === id);
          jobs.push(new Promise((resolve) => {
            const worker = new Worker(new URL('./resize-worker.mjs', import.meta.url), {
              workerData: { id, specs: mine },
            });
            worker.on('message', (line) => console.log(`[w${id}] ${line}`));
            worker.on('error', (err) => {
              failures += 1;
              console.error(`[w${id}] worker failed:`, err);
            });
            worker.on('exit', resolve);
          }));
        }
        await Promise.all(jobs);
        console.log(`resize: ${specs.length} images, ${failures} worker(s) failed`);
        process.exitCode = failures ? 1 : 0;
        """)
    worker_js = dd("""
        import { parentPort, workerData } from 'node:worker_threads';

        function targetSize(spec) {
          const scale = spec.maxWidth / spec.width;
          const w = Math.round(spec.width * scale);
          const h = Math.round(spec.height * scale);
          if (!Number.isFinite(w) || !Number.isFinite(h)) {
            throw new RangeError(`invalid target size ${w}x${h} for ${spec.file}`);
          }
          return [w, h];
        }

        for (const spec of workerData.specs) {
          const [w, h] = targetSize(spec);
          let acc = 0;
          for (let i = 0; i < 20000; i++) acc = (acc + i * w + h) % 9973;
          const size = `${spec.width}x${spec.height}`;
          parentPort.postMessage(`${spec.file} ${size} -> ${w}x${h} (chk ${acc})`);
        }
        """)
    kinds = ["hero", "thumb", "banner", "card", "gallery", "icon"]
    specs = []
    for k in range(1200):
        kind = kinds[k % len(kinds)]
        spec = {"file": f"{kind}-{k:04d}.png", "width": 800 + (k % 7) * 160,
                "height": 600 + (k % 5) * 90, "maxWidth": 640}  # fmt: skip
        if k == 331:
            spec["width"] = "auto"  # the CMS export writes "auto" for SVG-derived thumbnails
        specs.append(spec)
    files = {
        "package.json": json.dumps(
            {"name": "media-pipeline", "version": "3.0.0", "private": True, "type": "module",
             "scripts": {"resize": "node scripts/resize.mjs"}},
            indent=2,
        ) + "\\n",
        "scripts/resize.mjs": main_js,
        "scripts/resize-worker.mjs": worker_js,
        "images.json": json.dumps(specs, indent=1) + "\n",
    }  # fmt: skip
    files["package.json"] = files["package.json"].replace("\\n", "\n")
    slug = "media/media-pipeline"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "resize")
    job.set_up_job(["actions/setup-node@v4"])
    job.checkout(sha)
    job.action(
        "actions/setup-node@v4",
        {"node-version": "20", "check-latest": "false", "always-auth": "false"},
        "Found in cache @ /opt/hostedtoolcache/node/20.20.2/x64\n"
        "##[group]Environment details\nnode: v20.20.2\nnpm: 11.19.1\n##[endgroup]",
    )
    env = npm_env(w)
    shown = "npm run resize"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="node-worker-thread-error-001",
        framework="generic",
        failure_category="runtime_error",
        summary=(
            "One of the four resize workers dies: images.json gives thumb-0331.png a width "
            'of "auto" (from the CMS export), so targetSize() in '
            "scripts/resize-worker.mjs computes NaN and throws RangeError: invalid target "
            "size NaNxNaN for thumb-0331.png (line 8). The main thread logs '[w3] worker failed:' "
            "with the stack, the other three workers carry on (hundreds more lines), and the "
            "script ends with '1 worker(s) failed' and exit code 1. Worker 3's remaining "
            "images are never resized."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, checkout, setup-node, then `npm run resize`: "
            "~900 interleaved '[wN] ... -> WxH' lines from four worker threads, the worker "
            "error with its stack in the middle, the summary line and npm's exit."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "invalid target size NaNxNaN for thumb-0331.png",
                why="the worker's exception",
            ),
            Sig("error_message", "critical", "[w3] worker failed:", why="which worker"),
            Sig("stack_location", "important", file="scripts/resize-worker.mjs", line=8),
            Sig("error_message", "important", "resize: 1200 images, 1 worker(s) failed"),
            Sig("exit_code", "optional", "##[error]Process completed with exit code 1."),
        ],
        relevant_files=["images.json", "scripts/resize-worker.mjs"],
        must_mention=["thumb-0331.png", "targetSize", "NaN"],
        must_not_claim=["out of memory", "a missing file", "all workers failed"],
        primary_language="javascript",
        evidence_formats=["stack_trace", "plain_error_line"],
        noise_profile=["runner_setup", "progress_noise", "interleaved_parallel_output"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# ------------------------------------------------- 16 terraform plan -json: precondition


TF_SERVICES = ["api", "billing", "cron", "events", "gateway", "ledger", "notify", "reports",
               "search", "webhooks"]  # fmt: skip


def build_terraform_plan_json(w: Path) -> Built:
    resources = []
    for s in TF_SERVICES:
        for part in ("sg", "role", "queue", "alarm"):
            resources.append(
                dd(f"""
                resource "terraform_data" "{s}_{part}" {{
                  input = {{
                    name = "${{var.env}}-{s}-{part}"
                    vpc  = var.vpc_id
                    tags = local.tags
                  }}
                }}
                """)
            )
    files = {
        "versions.tf": 'terraform {\n  required_version = ">= 1.5.0"\n}\n',
        "variables.tf": dd("""
            variable "env" {
              type = string
            }

            variable "vpc_id" {
              type = string
            }

            variable "db_subnet_ids" {
              type    = list(string)
              default = []
            }

            locals {
              tags = { env = var.env, owner = "platform" }
            }
            """),
        "database.tf": dd("""
            resource "terraform_data" "db_subnet_group" {
              input = {
                name    = "${var.env}-db"
                subnets = var.db_subnet_ids
              }

              lifecycle {
                precondition {
                  condition     = length(var.db_subnet_ids) >= 2
                  error_message = "The database needs at least two private subnets in different zones (db_subnet_ids has ${length(var.db_subnet_ids)})."
                }
              }
            }
            """),  # noqa: E501
        "services.tf": "\n".join(resources),
        "env/staging.tfvars": dd("""
            env           = "staging"
            vpc_id        = "vpc-0a1b2c3d"
            db_subnet_ids = ["subnet-0aa1", "subnet-0bb2"]
            """),
        "env/prod.tfvars": dd("""
            env    = "prod"
            vpc_id = "vpc-0f9e8d7c"
            # db_subnet_ids moved to the shared network stack (see #4411)
            """),
    }
    slug = "platform/tf-services"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "hashicorp/terraform:1.11")
    job.prepare(sha, "tf-services")
    env = tf_env(w)
    job.sh("terraform init -input=false -no-color", env=env)
    job.sh("terraform plan -input=false -no-color -var-file=env/staging.tfvars -json", env=env)
    shown = "terraform plan -input=false -no-color -var-file=env/prod.tfvars -json"
    job.sh(shown, env=env)
    raw = job.finish(artifacts="plan.json")
    case = Case(
        case_id="terraform-plan-json-precondition-001",
        framework="terraform",
        failure_category="config_error",
        summary=(
            "The prod plan fails a resource precondition: env/prod.tfvars no longer sets "
            "db_subnet_ids (a comment says it moved to the network stack), so the variable "
            "defaults to [] and terraform_data.db_subnet_group's precondition in "
            "database.tf (length(var.db_subnet_ids) >= 2) fails with 'The database needs at "
            "least two private subnets in different zones (db_subnet_ids has 0).' The staging "
            "plan before it succeeds. The diagnostic is a JSON line of `plan -json`."
        ),
        notes=(
            "GitLab-style log: runner set-up, terraform init, a full staging `plan -json` "
            "(one JSON object per line: planned_change, change_summary, ...), then the prod "
            "plan's JSON lines: its change_summary ('Plan: 40 to add') comes just before "
            "the one @level=error diagnostic."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                '"summary":"Resource precondition failed"',
                why="the diagnostic",
            ),
            Sig(
                "error_message",
                "critical",
                "The database needs at least two private subnets in different zones "
                "(db_subnet_ids has 0).",
                why="the failed condition's message",
            ),
            Sig("error_message", "important", '"filename":"database.tf"'),
            Sig("error_message", "important", '"resource":"terraform_data.db_subnet_group"'),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["env/prod.tfvars", "database.tf", "variables.tf"],
        must_mention=["db_subnet_ids", "precondition", "prod.tfvars"],
        must_not_claim=[
            "a provider error",
            "the staging plan failed",
            "the prod plan succeeded",
        ],
        primary_language="hcl",
        evidence_formats=["json_lines"],
        noise_profile=["runner_setup", "verbose_build_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------------------ 17 terraform fmt -check -diff


def tf_module_files(name: str, k: int) -> dict[str, str]:
    return {
        f"modules/{name}/main.tf": dd(f"""
            resource "terraform_data" "{name}" {{
              input = {{
                name     = var.name
                replicas = var.replicas
                tier     = "{word(k)}"
              }}
            }}
            """),
        f"modules/{name}/variables.tf": dd("""
            variable "name" {
              type = string
            }

            variable "replicas" {
              type    = number
              default = 1
            }
            """),
        f"modules/{name}/outputs.tf": dd(f"""
            output "id" {{
              value = terraform_data.{name}.id
            }}
            """),
    }


def build_terraform_fmt(w: Path) -> Built:
    mods = [f"{word(k)}_{k:02d}" for k in range(24)]
    files: dict[str, str] = {
        "versions.tf": 'terraform {\n  required_version = ">= 1.5.0"\n}\n',
        "main.tf": "".join(
            dd(f"""
                module "{m}" {{
                  source   = "./modules/{m}"
                  name     = "{m.replace("_", "-")}"
                  replicas = {k % 4 + 1}
                }}

                """)
            for k, m in enumerate(mods)
        ),
    }
    for k, m in enumerate(mods):
        files.update(tf_module_files(m, k))
    # planted: two files edited by hand without `terraform fmt`
    files["modules/maple_08/main.tf"] = dd("""
        resource "terraform_data" "maple_08" {
          input = {
            name = var.name
            replicas     = var.replicas
              tier = "maple"
          }
        }
        """)
    files["alerts.tf"] = dd("""
        locals {
          alert_channels = {
            pager = "platform-oncall"
            chat = "#platform-alerts"
            email   = "platform@example.com"
          }
        }
        """)
    slug = "platform/tf-fleet"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "terraform (lint)")
    job.set_up_job(["hashicorp/setup-terraform@v3"])
    job.checkout(sha)
    job.action(
        "hashicorp/setup-terraform@v3",
        {"terraform_version": "1.11.4", "terraform_wrapper": "false",
         "cli_config_credentials_hostname": "app.terraform.io"},
        "[command]/usr/bin/unzip -o -q "
        "/home/runner/work/_temp/a1f3c0de/terraform_1.11.4_linux_amd64.zip\n"
        "Adding /home/runner/work/_temp/terraform to PATH",
    )  # fmt: skip
    env = tf_env(w)
    job.step("terraform init -input=false -backend=false", env=env)
    job.step("terraform validate", env=env)
    job.step("terraform plan -input=false -lock=false", env=env)
    shown = "terraform fmt -check -diff -recursive"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="terraform-fmt-check-diff-001",
        framework="terraform",
        failure_category="lint_error",
        summary=(
            "`terraform fmt -check -diff -recursive` fails (exit code 3): alerts.tf and "
            "modules/maple_08/main.tf were edited by hand and their `=` signs are not "
            "aligned (maple_08 also has a mis-indented `tier` line). fmt lists both files "
            "and prints their diffs. init, validate and plan pass; run `terraform fmt -recursive`."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, checkout, setup-terraform, terraform init of 24 "
            "local modules, a clean validate, a full plan (24 resources to add, in terraform's "
            "default colours), then fmt's "
            "two file names and unified diffs."
        ),
        signals=[
            Sig("diff", "critical", "--- old/alerts.tf", why="first unformatted file"),
            Sig(
                "diff",
                "critical",
                "--- old/modules/maple_08/main.tf",
                why="second unformatted file",
            ),
            Sig("exit_code", "critical", "##[error]Process completed with exit code 3."),
            Sig("command", "important", "terraform fmt -check -diff -recursive"),
        ],
        relevant_files=["alerts.tf", "modules/maple_08/main.tf"],
        must_mention=["terraform fmt", "alerts.tf", "maple_08"],
        must_not_claim=["validate failed", "a syntax error", "a provider error"],
        primary_language="hcl",
        evidence_formats=["diff"],
        noise_profile=["runner_setup", "verbose_build_noise"],
        multi_failure=True,
        commands=job.commands,
    )
    return raw, "github_actions", case


# ---------------------------------------------------- 18 pip wheel: setuptools build error


SENSOR_PKGS = sorted({f"acme-{word(k)}" for k in range(26)} | {"acme-sensors"})


def build_pip_build_backend(w: Path) -> Built:
    files: dict[str, str] = {}
    for k, name in enumerate(SENSOR_PKGS):
        mod = name.replace("-", "_")
        files[f"packages/{name}/pyproject.toml"] = dd(f"""
            [build-system]
            requires = ["setuptools>=61"]
            build-backend = "setuptools.build_meta"

            [project]
            name = "{name}"
            dynamic = ["version"]
            requires-python = ">=3.10"
            """)
        files[f"packages/{name}/setup.py"] = dd(f"""
            import re
            from pathlib import Path

            from setuptools import setup

            text = Path("{mod}/_version.py").read_text()
            version = re.search(r'^__version__ = "([^"]+)"', text, re.M).group(1)
            setup(version=version, packages=["{mod}"])
            """)
        quote = "'" if name == "acme-sensors" else '"'
        files[f"packages/{name}/{mod}/_version.py"] = f"__version__ = {quote}3.{k}.0{quote}\n"
        files[f"packages/{name}/{mod}/__init__.py"] = "".join(
            f"def {word(k + i)}_{i}(x):\n    return x * {i + 1}\n\n\n" for i in range(10)
        )
    slug = "iot/sensor-platform"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "python:3.13-slim-bookworm")
    job.prepare(sha, "sensor-platform-pip")
    env = py_env(PIP_CONFIG_FILE="/dev/null")
    job.sh("python -m pip --version", env=env)
    shown = "python -m pip wheel -v --no-deps --no-index --no-build-isolation -w dist packages/*"
    job.sh(shown, env=env)
    raw = job.finish(artifacts="dist/")
    case = Case(
        case_id="pip-build-backend-subprocess-error-001",
        framework="pip",
        failure_category="dependency_install",
        summary=(
            "Building the wheels stops at packages/acme-sensors: its setup.py reads the "
            "version with a regex that expects double quotes, but "
            "acme_sensors/_version.py writes __version__ = '3.19.0' with single quotes, so "
            "re.search returns None and setup.py dies with AttributeError: 'NoneType' object "
            "has no attribute 'group' (setup.py line 7). pip reports it as "
            "subprocess-exited-with-error while preparing metadata. The 19 packages before it "
            "(acme-amber ... acme-sable) prepare their metadata fine; nothing is built."
        ),
        notes=(
            "GitLab-style log: runner set-up, then `pip wheel -v` over 27 local packages: "
            "verbose setuptools dist_info output for the first 19, then the failing metadata "
            "step (the traceback of the in-process hook, setup.py shown as <string>), pip's "
            "boxed 'did not run successfully' message with the setup.py traceback inside, "
            "and pip's closing hints."
        ),
        signals=[
            Sig(
                "exception",
                "critical",
                "AttributeError: 'NoneType' object has no attribute 'group'",
                why="the setup.py error",
            ),
            Sig(
                "error_message",
                "critical",
                "error: subprocess-exited-with-error",
                why="pip's verdict",
            ),
            Sig("error_message", "critical", "acme-sensors", why="the failing package"),
            Sig("error_message", "important", "did not run successfully"),
            Sig("error_message", "important", "error: metadata-generation-failed"),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=[
            "packages/acme-sensors/setup.py",
            "packages/acme-sensors/acme_sensors/_version.py",
        ],
        must_mention=["acme-sensors", "AttributeError", "metadata"],
        must_not_claim=["a network error", "a missing setuptools", "a dependency conflict"],
        evidence_formats=["traceback", "plain_error_line"],
        noise_profile=["runner_setup", "verbose_build_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ---------------------------------------------------- 19 Maven Surefire failure (colour)


MVN_POM = dd("""
    <project xmlns="http://maven.apache.org/POM/4.0.0">
      <modelVersion>4.0.0</modelVersion>
      <groupId>com.acme.billing</groupId>
      <artifactId>split-ledger</artifactId>
      <version>4.8.0</version>
      <properties>
        <maven.compiler.release>17</maven.compiler.release>
        <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
      </properties>
      <dependencies>
        <dependency>
          <groupId>org.junit.jupiter</groupId>
          <artifactId>junit-jupiter</artifactId>
          <version>5.11.4</version>
          <scope>test</scope>
        </dependency>
      </dependencies>
      <build>
        <plugins>
          <plugin>
            <groupId>org.apache.maven.plugins</groupId>
            <artifactId>maven-resources-plugin</artifactId>
            <version>3.3.1</version>
          </plugin>
          <plugin>
            <groupId>org.apache.maven.plugins</groupId>
            <artifactId>maven-compiler-plugin</artifactId>
            <version>3.13.0</version>
          </plugin>
          <plugin>
            <groupId>org.apache.maven.plugins</groupId>
            <artifactId>maven-surefire-plugin</artifactId>
            <version>3.2.5</version>
          </plugin>
        </plugins>
      </build>
    </project>
    """)


def build_maven_surefire(w: Path) -> Built:
    pkg = "src/main/java/com/acme/billing"
    tpkg = "src/test/java/com/acme/billing"
    files: dict[str, str] = {
        "pom.xml": MVN_POM,
        f"{pkg}/Allocation.java": dd("""
            package com.acme.billing;

            public final class Allocation {
                private Allocation() {}

                /** Split `totalCents` into `parts` shares; the first shares get the remainder. */
                public static long[] split(long totalCents, int parts) {
                    long[] out = new long[parts];
                    long base = totalCents / parts;
                    long rest = totalCents % parts;
                    for (int i = 0; i < parts; i++) {
                        out[i] = base + (i >= parts - rest ? 1 : 0);
                    }
                    return out;
                }
            }
            """),
        f"{tpkg}/AllocationTest.java": dd("""
            package com.acme.billing;

            import static org.junit.jupiter.api.Assertions.assertArrayEquals;
            import static org.junit.jupiter.api.Assertions.assertEquals;

            import java.util.Arrays;
            import org.junit.jupiter.api.Test;

            class AllocationTest {
                @Test
                void evenSplit() {
                    assertArrayEquals(new long[] {50, 50}, Allocation.split(100, 2));
                }

                @Test
                void remainderGoesToFirstParts() {
                    assertArrayEquals(new long[] {34, 33, 33}, Allocation.split(100, 3));
                }

                @Test
                void sharesAddUp() {
                    assertEquals(1001, Arrays.stream(Allocation.split(1001, 7)).sum());
                }
            }
            """),
    }
    areas = ["Currency", "Dunning", "Invoice", "Ledger", "Payout", "Proration", "Refund",
             "Statement", "Tax", "Usage"]  # fmt: skip
    areas += [f"{word(k).title()}{k}" for k in range(60)]
    for k, area in enumerate(areas):
        files[f"{pkg}/{area}Rules.java"] = (
            f"package com.acme.billing;\n\npublic final class {area}Rules {{\n"
            f"    private {area}Rules() {{}}\n\n"
            + "".join(
                f"    public static long rule{i}(long x) {{\n"
                f"        return x * {i + 2} + {k};\n    }}\n\n"
                for i in range(12)
            )
            + "}\n"
        )
        files[f"{tpkg}/{area}RulesTest.java"] = (
            "package com.acme.billing;\n\n"
            "import static org.junit.jupiter.api.Assertions.assertEquals;\n\n"
            "import org.junit.jupiter.params.ParameterizedTest;\n"
            "import org.junit.jupiter.params.provider.ValueSource;\n\n"
            f"class {area}RulesTest {{\n"
            + "".join(
                f"    @ParameterizedTest\n    @ValueSource(longs = {{0, 1, 7, 100}})\n"
                f"    void rule{i}(long x) {{\n"
                f"        assertEquals(x * {i + 2} + {k}, {area}Rules.rule{i}(x));\n    }}\n\n"
                for i in range(12)
            )
            + "}\n"
        )
    slug = "billing/split-ledger"
    _, sha = make_origin(w, slug, files)
    job = Lab(w, slug, "maven:3.8-eclipse-temurin-17")
    job.prepare(sha, "split-ledger-m2")
    env = child_env(PATH=SYS_PATH, MAVEN_OPTS="-Djansi.force=true")
    job.sh("mvn -v -B", env=env)
    shown = "mvn -o -B -Dstyle.color=always verify"
    job.sh(shown, env=env, timeout=600)
    raw = job.finish(artifacts="target/surefire-reports/")
    case = Case(
        case_id="maven-surefire-assertion-color-001",
        framework="generic",
        failure_category="test_assertion",
        summary=(
            "One JUnit test fails under Maven Surefire: AllocationTest.remainderGoesToFirstParts "
            "expects Allocation.split(100, 3) to be {34, 33, 33}, but split() in "
            "src/main/java/com/acme/billing/Allocation.java gives the remainder to the last "
            "shares (`i >= parts - rest`), so index 0 is 33: 'array contents differ at index "
            "[0], expected: <34> but was: <33>'. The other 3362 tests pass. Maven's colour "
            "codes are kept (style.color=always)."
        ),
        notes=(
            "GitLab-style log: runner set-up, `mvn -v`, then an offline Maven build with "
            "ANSI colours: plugin banners, compiler lines, Surefire's per-class 'Tests run' "
            "lines, the failure with its stack trace, the Results section and BUILD FAILURE "
            "with Maven's help links."
        ),
        signals=[
            Sig(
                "failed_test",
                "critical",
                "AllocationTest.remainderGoesToFirstParts:17",
                why="the failing test and line",
            ),
            Sig(
                "assertion",
                "critical",
                "array contents differ at index [0], expected: <34> but was: <33>",
                why="the assertion",
            ),
            Sig("test_summary", "important", "Tests run: 3363, Failures: 1, Errors: 0, Skipped: 0"),
            Sig("error_message", "important", "There are test failures."),
            Sig("exit_code", "optional", "ERROR: Job failed: exit code 1"),
        ],
        relevant_files=["src/main/java/com/acme/billing/Allocation.java"],
        relevant_tests=["remainderGoesToFirstParts"],
        must_mention=["remainderGoesToFirstParts", "Allocation", "remainder"],
        must_not_claim=["a compile error", "a dependency could not be resolved", "offline mode"],
        primary_language="java",
        evidence_formats=["assertion_diff", "test_summary", "stack_trace"],
        noise_profile=["runner_setup", "build_progress_noise", "ansi_color"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "gitlab", case


# ------------------------------------------------- 20 Perl: missing method among warnings


def build_perl_missing_method(w: Path) -> Built:
    files: dict[str, str] = {
        "bin/reconcile.pl": dd("""
            #!/usr/bin/env perl
            # Reconcile the day's ledger entries against the bank export.
            use strict;
            use warnings;
            use FindBin;
            use lib "$FindBin::Bin/../lib";
            use Acme::Ledger;

            my $file = shift or die "usage: $0 ENTRIES.csv\\n";
            open my $fh, '<', $file or die "cannot open $file: $!\\n";
            my $ledger = Acme::Ledger->new;
            <$fh>;    # header
            while (my $line = <$fh>) {
                chomp $line;
                $ledger->add_line($line);
            }
            close $fh;
            printf "reconciled %d entries, balance %s\\n", $ledger->count, $ledger->balance;
            """),
        "lib/Acme/Ledger.pm": dd("""
            package Acme::Ledger;
            use strict;
            use warnings;
            use Acme::Payment;
            use Acme::Refund;
            use Acme::Format qw(money describe);

            sub new { return bless { total => 0, n => 0 }, shift }

            sub add_line {
                my ($self, $line) = @_;
                my ($kind, $id, $cents, $memo) = split /,/, $line, 4;
                my $entry = $kind eq 'refund'
                    ? Acme::Refund->new(id => $id, cents => $cents, memo => $memo)
                    : Acme::Payment->new(id => $id, cents => $cents, memo => $memo);
                my $sign = $kind eq 'refund' ? -1 : 1;
                $self->{total} += $sign * $entry->amount_cents;
                $self->{n}++;
                print describe($entry->id, money($entry->amount_cents), $entry->memo), "\\n";
                return;
            }

            sub count   { $_[0]{n} }
            sub balance { money($_[0]{total}) }

            1;
            """),
        "lib/Acme/Payment.pm": dd("""
            package Acme::Payment;
            use strict;
            use warnings;

            sub new { my ($class, %a) = @_; return bless {%a}, $class }
            sub id           { $_[0]{id} }
            sub memo         { $_[0]{memo} }
            sub amount_cents { $_[0]{cents} }

            1;
            """),
        "lib/Acme/Refund.pm": dd("""
            package Acme::Refund;
            use strict;
            use warnings;

            # Refunds come from the card processor's API, which says "amount_in_cents".
            sub new { my ($class, %a) = @_; return bless {%a}, $class }
            sub id              { $_[0]{id} }
            sub memo            { $_[0]{memo} }
            sub amount_in_cents { $_[0]{cents} }

            1;
            """),
        "lib/Acme/Format.pm": dd("""
            package Acme::Format;
            use strict;
            use warnings;
            use Exporter 'import';
            our @EXPORT_OK = qw(money describe);

            sub money { sprintf '%.2f', $_[0] / 100 }

            sub describe {
                my ($id, $amount, $memo) = @_;
                return sprintf('%-10s %10s  ', $id, $amount) . 'memo: ' . $memo;
            }

            1;
            """),
    }
    rows = ["kind,id,cents,memo"]
    for k in range(1, 900):
        kind = "refund" if k == 611 else "payment"
        memo = "" if k % 9 == 0 else f"order {word(k)}-{k:04d}"
        rows.append(f"{kind},{'R' if kind == 'refund' else 'P'}-{k:05d},{1000 + 37 * k},{memo}")
    # rows without a memo field at all: undef memo (the "Use of uninitialized" warnings)
    rows = [r.rstrip(",") if r.endswith(",") else r for r in rows]
    files["data/entries-2026-11-21.csv"] = "\n".join(rows) + "\n"
    slug = "finance/reconcile"
    _, sha = make_origin(w, slug, files)
    job = Gha(w, slug, "nightly-reconcile")
    job.set_up_job([])
    job.checkout(sha)
    env = c_env()
    job.step("perl -v | head -2\nperl -Ilib -c bin/reconcile.pl", env=env)
    shown = "perl bin/reconcile.pl data/entries-2026-11-21.csv"
    job.step(shown, env=env)
    raw = job.finish()
    case = Case(
        case_id="perl-missing-method-warnings-001",
        framework="generic",
        failure_category="runtime_error",
        summary=(
            "The reconcile script dies on the first refund (input line 612, R-00611): "
            "Acme::Ledger::add_line calls $entry->amount_cents, but Acme::Refund names the "
            "accessor amount_in_cents, so Perl stops with 'Can't locate object method "
            '"amount_cents" via package "Acme::Refund" at lib/Acme/Ledger.pm line 17\'. '
            "The 67 'Use of uninitialized value $memo' warnings from Acme/Format.pm before "
            "it come from payments without a memo and are harmless. `perl -c` passes because "
            "method names are resolved at run time."
        ),
        notes=(
            "GitHub-Actions-style log: set-up, checkout, `perl -c` (syntax OK), then the "
            "run: unbuffered uninitialized-value warnings (stderr) interleaved with "
            "block-buffered payment lines (stdout), the die message, the last 60 buffered "
            "payment lines flushed after it, and exit code 25 (die exits with $!, here "
            "ENOTTY, not 255)."
        ),
        signals=[
            Sig(
                "error_message",
                "critical",
                'Can\'t locate object method "amount_cents" via package "Acme::Refund"',
                why="the fatal error",
            ),
            Sig("stack_location", "critical", file="lib/Acme/Ledger.pm", line=17),
            Sig("exit_code", "important", "##[error]Process completed with exit code 25."),
            Sig("error_message", "optional", "Use of uninitialized value $memo"),
        ],
        relevant_files=["lib/Acme/Ledger.pm", "lib/Acme/Refund.pm"],
        must_mention=["amount_cents", "Acme::Refund", "Ledger.pm"],
        must_not_claim=[
            "a syntax error",
            "the uninitialized warnings caused the failure",
            "a missing module",
        ],
        primary_language="perl",
        evidence_formats=["plain_error_line"],
        noise_profile=["runner_setup", "warning_noise", "progress_noise"],
        difficulty="medium",
        commands=job.commands,
    )
    return raw, "github_actions", case


# =========================================================================== registry

SCENARIOS: list[tuple[str, tuple[str, ...], Builder]] = [
    ("pytest-filterwarnings-error-tb-line-001", ("git", "bash"), build_pytest_filterwarnings),
    ("unittest-django-integrityerror-001", ("git", "bash"), build_django_integrity),
    ("traceback-faulthandler-segfault-001", ("git", "bash"), build_faulthandler_segfault),
    ("traceback-thread-exception-middle-001", ("git", "bash"), build_thread_exception),
    ("mypy-stubtest-inconsistent-001", ("git", "bash"), build_stubtest),
    ("ruff-junit-output-001", ("git", "bash"), build_ruff_junit),
    ("gcc-fanalyzer-double-free-001", ("gcc", "make", "git", "bash"), build_gcc_fanalyzer),
    ("ctest-timeout-parallel-001", ("cmake", "ctest", "gcc", "git", "bash"), build_ctest_timeout),
    ("shell-xargs-parallel-exit-123-001", ("xargs", "git", "bash"), build_shell_xargs),
    ("gcc-gdb-batch-segfault-001", ("gdb", "gcc", "make", "git", "bash"), build_gdb_segfault),
    ("cargo-test-stack-overflow-001", ("cargo", "git", "bash"), build_cargo_stack_overflow),
    ("cargo-build-verbose-e0597-001", ("cargo", "git", "bash"), build_cargo_verbose_e0597),
    ("npm-workspaces-script-failure-001", ("node", "npm", "git", "bash"), build_npm_workspaces),
    ("npm-install-ejsonparse-001", ("node", "npm", "git", "bash"), build_npm_ejsonparse),
    ("node-worker-thread-error-001", ("node", "npm", "git", "bash"), build_node_worker),
    (
        "terraform-plan-json-precondition-001",
        ("terraform", "git", "bash"),
        build_terraform_plan_json,
    ),
    ("terraform-fmt-check-diff-001", ("terraform", "git", "bash"), build_terraform_fmt),
    ("pip-build-backend-subprocess-error-001", ("git", "bash"), build_pip_build_backend),
    ("maven-surefire-assertion-color-001", ("mvn", "java", "git", "bash"), build_maven_surefire),
    ("perl-missing-method-warnings-001", ("perl", "git", "bash"), build_perl_missing_method),
]

VERSION_PROBES: dict[str, list[str]] = {
    "python": [PY, "--version"],
    "pytest": [PY, "-m", "pytest", "--version"],
    "django": [PY, "-c", "import django; print('Django', django.__version__)"],
    "mypy": [PY, "-m", "mypy", "--version"],
    "ruff": [str(VENV_BIN / "ruff"), "--version"],
    "pip": [PY, "-m", "pip", "--version"],
    "setuptools": [PY, "-c", "import setuptools; print('setuptools', setuptools.__version__)"],
    "git": ["git", "--version"],
    "bash": ["bash", "--version"],
    "xargs": ["xargs", "--version"],
    "gcc": ["gcc", "--version"],
    "make": ["make", "--version"],
    "cmake": ["cmake", "--version"],
    "ctest": ["ctest", "--version"],
    "gdb": ["gdb", "--version"],
    "cargo": ["cargo", "--version"],
    "rustc": ["rustc", "--version"],
    "node": ["node", "--version"],
    "npm": ["npm", "--version"],
    "terraform": ["terraform", "version"],
    "mvn": ["bash", "-c", "mvn -v -B | sed 's/\\x1b\\[[0-9;]*m//g'"],
    "java": ["java", "-version"],
    "perl": ["perl", "-e", "print qq{perl $^V\\n}"],
}
TOOLS_OF = {
    "pytest": ("python", "pytest", "git", "bash"),
    "unittest-django": ("python", "django", "git", "bash"),
    "traceback": ("python", "git", "bash"),
    "mypy": ("python", "mypy", "pytest", "git", "bash"),
    "ruff": ("python", "ruff", "pytest", "git", "bash"),
    "gcc-gdb": ("gcc", "make", "gdb", "python", "git", "bash"),
    "gcc": ("gcc", "make", "git", "bash"),
    "ctest": ("cmake", "ctest", "gcc", "make", "git", "bash"),
    "shell-xargs": ("bash", "xargs", "git"),
    "cargo": ("cargo", "rustc", "git", "bash"),
    "npm": ("node", "npm", "git", "bash"),
    "node": ("node", "npm", "git", "bash"),
    "terraform": ("terraform", "git", "bash"),
    "pip": ("python", "pip", "setuptools", "git", "bash"),
    "maven": ("mvn", "java", "git", "bash"),
    "perl": ("perl", "git", "bash"),
}


README_HEAD = """\
# Fresh held-out reducer cases, sixth batch (made from real tool output)

{n} benchmark cases in the LogDx-CI layout (see
`/work/shared/corpus/logdx-ci/README.md`): `<case_id>/raw.log`, `case.json`,
`ground_truth.json`, `tags.json`, the same shapes as `bench/cases/` and
`bench/cases-fresh/` to `bench/cases-fresh-4/`. This file is written by
`scripts/make_fresh_cases_5.py`; rebuild everything with

    .venv/bin/python scripts/make_fresh_cases_5.py

(`--only CASE_ID ...` rebuilds some cases and leaves this README alone;
`--preview` only writes the logs to the scratch folder, without labels.)

## Held out: do not tune on this batch

This batch measures the log reducers blind. It was generated at {made} UTC;
the newest file under `harness/reducers/` was then modified at
{reducers_mtime} UTC (only file times were read, never the code).
The reducers were being changed by someone else while this batch was written,
so that time is only a marker: reducer code newer than it has not been
measured against this batch's scenarios either way. The script never imports
or runs `harness.reducers`; nobody read the reducers' code, their tests, their
development cases (`bench/cases-dev/`, `bench/cases-dev-2/`) or the raw logs of
the earlier batches while writing it, no reducer was run on these logs, and the
labels were written from the bugs planted in each project.

**Do not use these cases to develop, tune or debug the reducers.** Run the
evaluation on them, report the numbers, and leave the reducers alone because of
what you see. If a reducer is ever changed because of one of these cases, the
batch is spent: make a new one with new scenarios.

## What is different from the earlier batches

Twenty new scenarios, none the same failure kind and tool mode as a case in
`bench/cases/`, `bench/cases-fresh/` to `bench/cases-fresh-4/`, the dev sets
(by their folder names) or the shared LogDx-CI corpus (by its case names):

- pytest: `filterwarnings = ["error"]` turning a `datetime.utcnow()`
  DeprecationWarning into two failures, with `--tb=line -rA` (one-line
  tracebacks, then 434 PASSED lines before the two FAILED lines).
- Django (`framework` unittest): `manage.py test -v 2` with one ERROR, an
  `IntegrityError: NOT NULL constraint failed` from a new required foreign key,
  after the test database's migrations; an after_script prints
  `showmigrations` and `diffsettings` after the failure.
- Python tracebacks: a segfault reported by `faulthandler` (no exception, frames
  in `File "...", line N in func` form, bash's `Segmentation fault`, exit 139)
  after 733 progress lines; an `Exception in thread` traceback at the start of a
  long job that only fails at its end with its own summary line.
- mypy's `stubtest` (stub/runtime mismatches: `Stub:`/`Runtime:` blocks).
- ruff with `--output-format=junit` (an XML document).
- C: gcc `-fanalyzer -Werror` reporting a double free with its ASCII event
  path in a `make -j4` build; a ctest test killed by its `TIMEOUT` (an infinite
  loop) in a `ctest -j4` run, followed by hundreds of `rm -rfv` lines of an
  after_script; a segfault backtrace printed by `gdb -batch` after the tool's
  block-buffered output, cut off mid-line.
- shell: `xargs -P4` running batches in parallel where one batch fails on a bad
  input; xargs exits 123 and prints nothing itself, and the one error line is
  in the middle of ~650 interleaved lines.
- Rust: a test that overflows its stack (`has overflowed its stack`, SIGABRT,
  the message interleaved with another test's output); E0597 under
  `cargo build -v` (long `Running` rustc command lines, warnings after the
  error from the crates still building).
- npm/node: `npm test` over npm workspaces with one workspace's script failing
  (`npm error workspace ...`); `npm install` stopped by EJSONPARSE in a
  workspace's package.json (npm does not name the file); an exception in a
  `worker_threads` worker in the middle of ~900 interleaved lines of the other
  workers.
- terraform: `plan -json` (JSON lines) with a failed resource precondition
  after a successful staging plan; `fmt -check -diff -recursive` (exit 3) after
  init, validate and a full plan.
- pip: `pip wheel -v --no-build-isolation` stopped by a setup.py that raises
  while preparing metadata (`subprocess-exited-with-error`).
- Java: a JUnit 5 failure under Maven Surefire (offline, colours forced with
  `-Dstyle.color=always`: ANSI escapes inside `[ERROR]` lines).
- Perl: `Can't locate object method` among `use warnings` noise (stderr
  unbuffered, stdout buffered, so 60 output lines follow the die message; Perl
  exits with `$!`, here 25).

Not used: tsc, eslint, go, clang, docker builds (not installed or not usable
offline, and nothing is downloaded). Families (`framework` in `case.json`) are
ones the earlier batches use; tools without a family of their own (node, Maven,
Perl, xargs) use `generic`, Django's runner uses `unittest`.

## Where the logs come from

Every `raw.log` is the real output of a real tool installed on this machine,
run by the script on a small, deliberately broken project. The script commits
the project to a scratch git repository `<tmp>/lgfc5/<NN>/origin/` (NN is the
case's number, so that no path in a log names the case; fixed author and
date, so commit ids do not change between rebuilds) and checks it out with
real git commands, using the helpers of `scripts/make_fresh_cases_2.py` (the
public URL routed to that folder by `url.<base>.insteadOf` in a scratch git
config; the user's git config is never read or written). Nothing is
downloaded: pip runs with `--no-index` (and `PIP_CONFIG_FILE` set to the null
device), cargo and npm run offline (`CARGO_NET_OFFLINE`, an empty npm cache in
the scratch folder; the npm projects have no dependencies), Maven runs with
`-o` against the machine's local repository, and terraform uses only
`terraform_data` with an empty CLI configuration and `CHECKPOINT_DISABLE=1`.
The Django migrations are generated by `manage.py makemigrations` in a scratch
copy before the project is committed; the npm, shard, capture and icon
fixtures are written by the script or by a generator in the project.

Capture: stdout and stderr merged into one pipe in the order written (not a
tty), with the cleaned environment of `scripts/make_cases.py`
(`LANG=C.UTF-8`, `COLUMNS=120`, `PYTHONUNBUFFERED=1`, colour variables unset;
the Maven case forces colours on purpose) and the project's venv first on
`PATH` for the Python cases.

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
label points into them except the exit-status line and, for `command` signals,
the echoed command of the failing step.

## How they were labelled

By hand, in `scripts/make_fresh_cases_5.py`, from the bug planted in each
project: what a person needs to diagnose the failure (failing test ids, the
decisive error message or assertion, error codes and rule names, the file and
line of the error as a `stack_location` with `file` and `line` where the log
carries one in `file:line`, `file", line N,` or `file line N,` form, the
failing target, the exit status). Where the log only has another form (the
faulthandler frames), the frame text is an `error_message` value. Each case
marks 2-5 signals critical (the script checks the count) and the rest important
or optional; `must_not_claim` names the red herrings each log contains.
Only line numbers are computed: `evidence_lines` are all the lines of `raw.log`
that contain the value, up to 12 ranges; `evidence_spans` are two lines either
side of the first line of each critical signal. Before a case is written, every
`value`, alias, `stack_location` file, relevant test id and `must_mention` term
is checked to be an exact substring of `raw.log`, both as written and with ANSI
escapes removed (so no label straddles an escape); the script fails if one is
not, and re-reads each written case to check it again. No value depends on
timing: durations, timestamps, temporary paths, process and thread ids,
addresses and hashes are never used.

## Reproducibility

Rerunning the script rebuilds the same projects, commits and labels. What
differs between runs: the GitHub Actions timestamps, durations, process and
thread ids, addresses, pip's temporary folder names, terraform's JSON
`@timestamp`s, and the interleaving of the parallel parts (`make -j4`, `cmake
--build --parallel 4`, `ctest -j4`, `xargs -P4`, the node workers, cargo's
test threads and parallel rustc jobs), so those cases' sizes and line numbers
move a little. Labels never depend on any of these.

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
