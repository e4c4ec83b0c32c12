"""pytest@2 on unittest and doctest output: `python -m unittest` (plain, `-v`, `-b`,
subtests, setUpClass, setUpModule and import errors, DocTestSuites), `python -m doctest`
(a module, `-v`, a text file, an option's diff), pytest's `--doctest-modules`, Django's
`manage.py test`.

The tests run this interpreter on the projects below. The samples under samples/unittest
and samples/doctest are the same projects run by other Pythons (3.8's and 3.11's test ids)
and by Django's runner, recorded with

    .venv/bin/python -m tests.reducers.test_unittest

which runs each command of RECORDINGS (Pythons from ~/.pyenv) in
<tmp>/loopglass-unittest-samples and writes its stdout and stderr, merged.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from harness.output.artifacts import ArtifactInfo
from harness.output.document import Document
from harness.reducers import Packet, ReducerSet
from harness.reducers.families.jest import JEST
from harness.reducers.families.pytest import PYTEST, PYTEST2, unittest_id
from tests.reducers.helpers import assert_exact_citations, info_for, newest

SAMPLES = Path(__file__).parent / "samples"
BUDGETS = (256, 500, 1000, 4096)

SHOP = '''"""Shop pricing helpers.

>>> total([1, 2, 3])
6
"""


def total(prices):
    """Sum prices.

    >>> total([1.5, 2.5])
    4.0
    """
    return sum(prices)


def discount(price, rate):
    """Apply a discount.

    >>> discount(100, 0.15)
    85.0
    >>> discount(100, 1.5)
    Traceback (most recent call last):
    ...
    ValueError: rate must be between 0 and 1
    """
    return round(price * (1 - rate), 2)


def slug(name):
    """Make a slug.

    >>> slug("Hello World")
    'hello-world'
    >>> slug("  Many   spaces ")
    'many-spaces'
    """
    return name.strip().lower().replace(" ", "-")


def parse_qty(text):
    """
    >>> parse_qty("3")
    3
    >>> parse_qty("three")
    3
    """
    return int(text)


def receipt(items):
    """
    >>> print(receipt([("tea", 2), ("cake", 3)]))
    tea   2
    cake  3
    ----
    total 5
    """
    lines = [f"{name:<6}{price}" for name, price in items]
    return "\\n".join([*lines, "----", f"total {sum(p for _, p in items) + 1}"])
'''
TEST_SHOP = """import unittest

import shop


class TestTotal(unittest.TestCase):
    def test_total_ints(self):
        self.assertEqual(shop.total([1, 2, 3]), 6)

    def test_total_floats(self):
        self.assertEqual(shop.total([0.1, 0.2]), 0.3)

    def test_slug_list(self):
        self.assertEqual([shop.slug(s) for s in ["A B", " C  D "]], ["a-b", "c-d"])


class TestDiscount(unittest.TestCase):
    def test_discount_values(self):
        for price, rate, expected in [(100, 0.1, 90.0), (80, 0.25, 60.0), (50, 0.5, 20.0)]:
            with self.subTest(price=price, rate=rate):
                self.assertEqual(shop.discount(price, rate), expected)

    def test_bad_rate(self):
        with self.assertRaises(ValueError):
            shop.discount(100, 1.5)

    def test_parse(self):
        self.assertEqual(shop.parse_qty("seven"), 7)

    @unittest.skip("needs network")
    def test_remote(self):
        pass

    @unittest.expectedFailure
    def test_known(self):
        self.assertEqual(1, 2)


class TestDict(unittest.TestCase):
    def test_config(self):
        self.assertDictEqual({"a": 1, "b": [1, 2], "c": "x"}, {"a": 1, "b": [1, 3], "c": "x"})

    def test_multiline(self):
        self.assertEqual("line one\\nline two\\nline three\\n", "line one\\nline 2\\nline three\\n")
"""
TEST_SETUP = """import unittest


class TestWithDb(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        raise ConnectionError("could not connect to postgres at localhost:5432")

    def test_a(self):
        pass
"""
TEST_BROKEN = """import unittest
from shop import missing_function


class T(unittest.TestCase):
    def test_x(self):
        pass
"""
SHOP_PROJECT = {
    "shop.py": SHOP, "test_shop.py": TEST_SHOP, "test_setup.py": TEST_SETUP,
    "test_broken.py": TEST_BROKEN,
}  # fmt: skip
FAILED = [
    "test_shop.TestDict.test_config",
    "test_shop.TestDict.test_multiline",
    "test_shop.TestDiscount.test_bad_rate",
    "test_shop.TestDiscount.test_discount_values (price=50, rate=0.5)",
    "test_shop.TestTotal.test_slug_list",
    "test_shop.TestTotal.test_total_floats",
]
ERRORS = ["test_broken", "setUpClass (test_setup.TestWithDb)", "test_shop.TestDiscount.test_parse"]
VERDICT = "FAILED (failures=6, errors=3, skipped=1, expected failures=1)"
KEY_LINES = [
    "ImportError: cannot import name 'missing_function' from 'shop'",
    "ConnectionError: could not connect to postgres at localhost:5432",
    "ValueError: invalid literal for int() with base 10: 'seven'",
    "AssertionError: {'a': 1, 'b': [1, 2], 'c': 'x'} != {'a': 1, 'b': [1, 3], 'c': 'x'}",
    "AssertionError: ValueError not raised",
    "AssertionError: 25.0 != 20.0",
    "AssertionError: Lists differ: ['a-b', 'c--d'] != ['a-b', 'c-d']",
    "AssertionError: 0.30000000000000004 != 0.3",
]

TEST_MISC = """import unittest


class TestBuffer(unittest.TestCase):
    def test_prints(self):
        print("connecting to cache at redis://localhost:6379")
        print("Traceback (most recent call last): logged by a retry loop")
        self.assertIsNotNone(None, "user 42 should be cached")

    def tearDown(self):
        if self._testMethodName == "test_teardown":
            raise RuntimeError("temp dir /tmp/x not removable")

    def test_teardown(self):
        pass

    @unittest.expectedFailure
    def test_fixed(self):
        self.assertTrue(True)

    def test_in(self):
        \"\"\"Admins are listed.\"\"\"
        self.assertIn("admin", ["user", "guest"])
"""
TEST_MODULE_ERROR = """import unittest


def setUpModule():
    raise OSError("fixture file data/users.json missing")


class T(unittest.TestCase):
    def test_a(self):
        pass
"""
TEST_DOCSUITE = """import doctest

import shop


def load_tests(loader, tests, ignore):
    tests.addTests(doctest.DocTestSuite(shop))
    return tests
"""
GUIDE = """The shop module
===============

    >>> from shop import total, slug, discount
    >>> total([10, 20])
    30
    >>> slug("A  B")
    'a-b'
    >>> discount(200, 0.5)
    100
    >>> undefined_name + 1
    2
"""
SCHEDULE = (
    """import unittest

DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def run_label(day, hour):
    return f"{DAYS[day]} {hour % 12:02d}:00"


class TestRunLabels(unittest.TestCase):
    def check(self, day, hour):
        self.assertEqual(run_label(day, hour), f"{DAYS[day]} {hour:02d}:00")

"""
    + "".join(
        f"    def test_run_{day}_{hour}(self):\n        self.check({day}, {hour})\n\n"
        for day in range(2)
        for hour in range(12, 16)
    )
    + """    def test_split(self):
        return 1 / 0
"""
)
DJANGO = {
    "manage.py": (
        "import os\nimport sys\n\nos.environ.setdefault('DJANGO_SETTINGS_MODULE', 'site1')\n"
        "from django.core.management import execute_from_command_line\n\n"
        "execute_from_command_line(sys.argv)\n"
    ),
    "site1.py": (
        "SECRET_KEY = 'test'\nINSTALLED_APPS = ['django.contrib.contenttypes', 'orders']\n"
        "DATABASES = {'default': {'ENGINE': 'django.db.backends.sqlite3', 'NAME': ':memory:'}}\n"
        "ROOT_URLCONF = 'site1'\nurlpatterns = []\nUSE_TZ = True\n"
        "DEFAULT_AUTO_FIELD = 'django.db.models.AutoField'\n"
    ),
    "orders/__init__.py": "",
    "orders/models.py": (
        "from django.db import models\n\n\nclass Order(models.Model):\n"
        "    number = models.CharField(max_length=20, unique=True)\n"
        "    quantity = models.IntegerField(default=1)\n\n"
        "    def total(self, price):\n        return self.quantity * price * 2\n"
    ),
    "orders/tests.py": (
        "from django.test import TestCase\n\nfrom .models import Order\n\n\n"
        "class OrderTests(TestCase):\n"
        "    def test_total(self):\n"
        "        self.assertEqual(Order(number='A-1', quantity=3).total(5), 15)\n\n"
        "    def test_unique_number(self):\n"
        "        Order.objects.create(number='A-2')\n        Order.objects.create(number='A-2')\n\n"
        "    def test_status_page(self):\n"
        "        self.assertEqual(self.client.get('/orders/status/').status_code, 200)\n"
    ),
}
RECORDINGS: dict[str, tuple[str, list[str], dict[str, str]]] = {
    "unittest/plain_py313.txt": ("3.13", ["-m", "unittest"], SHOP_PROJECT),
    "unittest/verbose_py311.txt": ("3.11", ["-m", "unittest", "-v"], SHOP_PROJECT),
    "unittest/plain_py38.txt": ("3.8", ["-m", "unittest"], SHOP_PROJECT),
    "unittest/buffer.txt": (
        "3.13", ["-m", "unittest", "-b", "test_misc", "test_module_error"],
        {"test_misc.py": TEST_MISC, "test_module_error.py": TEST_MODULE_ERROR},
    ),
    "unittest/docsuite.txt": (
        "3.13", ["-m", "unittest", "test_docsuite"],
        {"shop.py": SHOP, "test_docsuite.py": TEST_DOCSUITE},
    ),
    "unittest/same_place.txt": ("3.13", ["-m", "unittest", "test_schedule"],
                                {"test_schedule.py": SCHEDULE}),
    "unittest/django.txt": ("3.13", ["manage.py", "test", "-v", "2"], DJANGO),
    "doctest/verbose.txt": ("3.13", ["-m", "doctest", "-v", "shop.py"], {"shop.py": SHOP}),
    "doctest/plain_py38.txt": ("3.8", ["-m", "doctest", "shop.py"], {"shop.py": SHOP}),
    "doctest/textfile_py311.txt": (
        "3.11", ["-m", "doctest", "guide.txt"], {"shop.py": SHOP, "guide.txt": GUIDE}
    ),
    "doctest/ndiff.txt": (
        "3.13", ["-m", "doctest", "-o", "REPORT_NDIFF", "guide.txt"],
        {"shop.py": SHOP, "guide.txt": GUIDE},
    ),
    "doctest/pytest_modules.txt": (
        "3.13", ["-m", "pytest", "-p", "no:cacheprovider", "--doctest-modules", "shop.py"],
        {"shop.py": SHOP},
    ),
}  # fmt: skip
"""Sample: (Python version, its arguments, the project it runs in)."""


def write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def run(root: Path, *args: str, python: str = sys.executable) -> bytes:
    """The command's stdout and stderr, merged in the order written, in a clean environment."""
    dropped = ("PYTEST", "DJANGO", "PYTHON", "FORCE_COLOR", "NO_COLOR")
    env = {k: v for k, v in os.environ.items() if not k.startswith(dropped)}
    env.update(PYTEST_DISABLE_PLUGIN_AUTOLOAD="1", COLUMNS="80", PYTHONHASHSEED="0",
               PYTHONDONTWRITEBYTECODE="1", PYTHONUNBUFFERED="1")  # fmt: skip
    done = subprocess.run([python, *args], cwd=root, env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, timeout=120, check=False)  # fmt: skip
    return done.stdout


def info(doc: Document, family: str = "unittest") -> ArtifactInfo:
    return info_for(doc, family=family, tool="run_tests")


def reduce(doc: Document, budget: int = 4096, family: str = "unittest") -> Packet:
    return PYTEST2.reduce(doc, info(doc, family), budget)


def assert_within(packet: Packet, doc: Document, budget: int) -> None:
    assert packet.packet_bytes <= budget
    assert len(packet.render().encode()) <= budget
    assert_exact_citations(packet, doc)


def sample(name: str) -> Document:
    return Document((SAMPLES / name).read_bytes())


@pytest.fixture(scope="module")
def shop(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write(tmp_path_factory.mktemp("shop"), {**SHOP_PROJECT, "guide.txt": GUIDE,
                                                   "test_docsuite.py": TEST_DOCSUITE})  # fmt: skip


@pytest.fixture(scope="module")
def plain(shop: Path) -> Document:
    return Document(run(shop, "-m", "unittest", "test_shop", "test_setup", "test_broken"))


# unittest -------------------------------------------------------------------------------


@pytest.mark.parametrize("args", [[], ["-v"]], ids=["plain", "verbose"])
def test_it_names_each_failure_and_error_by_its_test_id(shop, args):
    doc = Document(run(shop, "-m", "unittest", *args, "test_shop", "test_setup", "test_broken"))
    packet = reduce(doc)
    assert packet.reducer == "pytest@2"
    assert sorted(packet.fields["failed_tests"]) == FAILED
    assert sorted(packet.fields["error_tests"]) == sorted(ERRORS)
    assert {k: packet.fields.get(k) for k in ("failed", "errors", "skipped", "xfailed")} == {
        "failed": 6, "errors": 3, "skipped": 1, "xfailed": 1,
    }  # fmt: skip
    assert packet.fields["outcome"] == "failed"
    text = packet.render()
    assert VERDICT in text
    for line in KEY_LINES:
        assert line in text, line
    assert " ... ok" not in text, "a -v line of a passing test is no evidence"
    assert_within(packet, doc, 4096)


def test_it_cites_an_assertions_diff_and_where_the_test_failed(plain):
    text = reduce(plain).render()
    assert "- line two" in text and "+ line 2" in text, "the changed lines of a long message"
    assert "- {'a': 1, 'b': [1, 2], 'c': 'x'}" not in text, "not what the message says whole"
    assert 'test_shop.py", line 11, in test_total_floats' in text
    assert 'shop.py", line 48, in parse_qty' in text, "the innermost frame of one's own code"
    assert 'test_shop.py", line 28, in test_parse' in text, "and the test's own"
    assert "ImportError: Failed to import test module: test_broken" in text


@pytest.mark.parametrize("budget", BUDGETS)
def test_it_stays_under_any_budget_the_verdict_and_errors_first(plain, budget):
    packet = reduce(plain, budget)
    assert_within(packet, plain, budget)
    assert packet.fields["failed"] == 6 and packet.fields["errors"] == 3
    text = packet.render()
    if budget >= 500:
        assert VERDICT in text
        assert "ValueError: invalid literal for int() with base 10: 'seven'" in text
    if budget >= 1000:
        assert packet.fields.get("failed_tests") and packet.fields.get("error_tests"), (
            "names of failures and of errors share the room"
        )


def test_failures_at_one_place_are_cited_once_and_counted(tmp_path):
    doc = Document(run(write(tmp_path, {"test_schedule.py": SCHEDULE}), "-m", "unittest"))
    packet = reduce(doc, 1000)
    text = packet.render()
    assert "8 tests failed like test_schedule.TestRunLabels.test_run_0_12" in text
    cited = "\n".join(c.excerpt for c in packet.citations)
    assert cited.count("AssertionError: 'Mon 00:00' != 'Mon 12:00'") == 1
    assert "AssertionError: 'Tue" not in cited, "the same assertion with other values"
    assert "ZeroDivisionError: division by zero" in text, "the other way of failing"
    assert packet.fields["error_tests"] == ["test_schedule.TestRunLabels.test_split"]
    assert_within(packet, doc, 1000)


def test_buffered_output_fixtures_and_unexpected_successes():
    doc = sample("unittest/buffer.txt")
    packet = reduce(doc)
    assert packet.fields["error_tests"] == [
        "test_misc.TestBuffer.test_teardown", "setUpModule (test_module_error)",
    ]  # fmt: skip
    assert packet.fields["failed_tests"] == [
        "test_misc.TestBuffer.test_in", "test_misc.TestBuffer.test_prints",
        "test_misc.TestBuffer.test_fixed",
    ]  # fmt: skip
    assert packet.fields["xpassed"] == 1
    text = packet.render()
    assert "AssertionError: unexpectedly None : user 42 should be cached" in text
    assert "OSError: fixture file data/users.json missing" in text
    assert "RuntimeError: temp dir /tmp/x not removable" in text
    assert "Admins are listed." in text, "a test's docstring line under its header"
    errors = [c.excerpt for c in packet.citations if c.label == "error"]
    assert not any("logged by a retry loop" in e for e in errors), "buffered output is no error"
    assert_within(packet, doc, 4096)


@pytest.mark.parametrize(
    ("name", "failed"),
    [
        ("unittest/plain_py38.txt", "test_total_floats (test_shop.TestTotal)"),
        ("unittest/verbose_py311.txt", "test_shop.TestTotal.test_total_floats"),
        ("unittest/plain_py313.txt", "test_shop.TestTotal.test_total_floats"),
    ],
)
def test_each_pythons_test_ids_as_it_prints_them(name, failed):
    doc = sample(name)
    packet = reduce(doc)
    assert failed in packet.fields["failed_tests"]
    assert "test_broken" in packet.fields["error_tests"]
    assert len(packet.fields["failed_tests"]) == 6 and len(packet.fields["error_tests"]) == 3
    assert "FAILED (failures=6, errors=3, skipped=1, expected failures=1)" in packet.render()
    assert_within(packet, doc, 4096)


def test_djangos_runner():
    doc = sample("unittest/django.txt")
    packet = reduce(doc)
    assert packet.fields["failed_tests"] == [
        "orders.tests.OrderTests.test_status_page", "orders.tests.OrderTests.test_total",
    ]  # fmt: skip
    assert packet.fields["error_tests"] == ["orders.tests.OrderTests.test_unique_number"]
    text = packet.render()
    for line in (
        "AssertionError: 30 != 15",
        "AssertionError: 404 != 200",
        "django.db.utils.IntegrityError: UNIQUE constraint failed: orders_order.number",
        "FAILED (failures=2, errors=1)",
        'orders/tests.py", line 12, in test_unique_number',
    ):
        assert line in text, line
    assert "Applying contenttypes.0001_initial... OK" not in text
    assert_within(packet, doc, 4096)


def test_no_tests_ran(tmp_path):
    doc = Document(run(tmp_path, "-m", "unittest") + b"\n" * 1200)
    packet = reduce(doc, 256)
    assert packet.fields["outcome"] == "passed"
    assert "NO TESTS RAN" in packet.render()


@pytest.mark.parametrize(
    ("title", "name"),
    [
        ("test_x (pkg.mod.Case.test_x)", "pkg.mod.Case.test_x"),
        ("test_x (pkg.mod.Case.test_x) (n=3)", "pkg.mod.Case.test_x (n=3)"),
        ("test_x (pkg.mod.Case.test_x) [label] (n=3)", "pkg.mod.Case.test_x [label] (n=3)"),
        ("test_x (pkg.mod.Case)", "test_x (pkg.mod.Case)"),
        ("test_broken (unittest.loader._FailedTest.test_broken)", "test_broken"),
        ("tests.test_fx (unittest.loader._FailedTest.tests.test_fx)", "tests.test_fx"),
        ("test_broken (unittest.loader._FailedTest)", "test_broken"),
        ("setUpClass (tests.test_sync.Client)", "setUpClass (tests.test_sync.Client)"),
        ("discount (shop)", "discount (shop)"),
    ],
)
def test_unittest_ids(title, name):
    assert unittest_id(title) == name


# doctest --------------------------------------------------------------------------------

DOCTEST_FAILED = ["shop.discount", "shop.parse_qty", "shop.receipt", "shop.slug"]


@pytest.mark.parametrize("args", [[], ["-v"]], ids=["plain", "verbose"])
def test_a_modules_doctests_by_name_with_what_they_got(shop, args):
    doc = Document(run(shop, "-m", "doctest", *args, "shop.py"))
    packet = reduce(doc, family="doctest")
    assert packet.fields["failed_tests"] == DOCTEST_FAILED
    assert packet.fields["failed"] == 4 and packet.fields["outcome"] == "failed"
    text = packet.render()
    for line in ("***Test Failed*** 4 failures.", "    'many---spaces'", "    -50.0",
                 "    ValueError: invalid literal for int() with base 10: 'three'",
                 'shop.py", line 35, in shop.slug', "    total 6"):  # fmt: skip
        assert line in text, line
    if args:
        assert packet.fields["passed"] == 5
        assert "5 passed and 4 failed." in text
    assert_within(packet, doc, 4096)


def test_of_a_long_value_the_lines_that_differ(shop):
    doc = Document(run(shop, "-m", "doctest", "shop.py"))
    text = reduce(doc, 500, family="doctest").render()
    assert "    total 6" in text, "what receipt() got where it differs"
    assert "    tea   2" not in text, "not the lines both have"


@pytest.mark.parametrize("budget", BUDGETS)
def test_doctest_under_any_budget(shop, budget):
    doc = Document(run(shop, "-m", "doctest", "-v", "shop.py"))
    packet = reduce(doc, budget, family="doctest")
    assert_within(packet, doc, budget)
    assert packet.fields["failed"] == 4
    if budget >= 500:
        assert "***Test Failed*** 4 failures." in packet.render()


@pytest.mark.parametrize("name", ["doctest/textfile_py311.txt", "doctest/ndiff.txt"])
def test_a_text_files_examples(name):
    doc = sample(name)
    packet = reduce(doc, family="doctest")
    assert packet.fields["failed_tests"] == ["guide.txt"] and packet.fields["failed"] == 3
    text = packet.render()
    assert 'File "guide.txt", line 9, in guide.txt' in text
    assert "NameError: name 'undefined_name' is not defined" in text
    assert ("+ 'a--b'" if "ndiff" in name else "    'a--b'") in text
    assert_within(packet, doc, 4096)


def test_doctests_in_a_unittest_run_by_their_names(shop):
    doc = Document(run(shop, "-m", "unittest", "test_docsuite"))
    packet = reduce(doc)
    assert packet.fields["failed_tests"] == ["shop.discount", "shop.parse_qty", "shop.receipt",
                                             "shop.slug"]  # fmt: skip
    text = packet.render()
    assert "    'many---spaces'" in text and "FAILED (failures=4)" in text
    assert "    ValueError: invalid literal for int() with base 10: 'three'" in text
    assert_within(packet, doc, 4096)


def test_pytests_doctest_blocks_what_they_got_and_raised():
    doc = sample("doctest/pytest_modules.txt")
    packet = reduce(doc, 500, family="doctest")
    text = packet.render()
    assert "Got:\n    'many---spaces'" in text
    assert "ValueError: invalid literal for int() with base 10: 'three'" in text
    assert "4 failed, 2 passed" in text
    assert_within(packet, doc, 500)


# choosing it ----------------------------------------------------------------------------


@pytest.mark.parametrize("family", ["unittest", "doctest", "process", "generic"])
def test_the_selector_picks_it_for_unittest_and_doctest(plain, shop, family):
    doctest_output = Document(run(shop, "-m", "doctest", "shop.py"))
    for doc in (plain, doctest_output):
        assert ReducerSet().reduce(doc, info(doc, family)).reducer == newest("pytest")


def test_it_claims_unittest_and_doctest_but_no_other_tools_output():
    assert {"pytest", "unittest", "doctest"} <= set(PYTEST2.families)
    assert PYTEST.families == ("pytest",)
    for name in ("doctest/verbose.txt", "doctest/plain_py38.txt", "unittest/docsuite.txt"):
        doc = sample(name)
        assert PYTEST2.sniff(doc, info(doc)) >= 0.8, name
    for folder in ("jest", "mocha", "cargo", "gcc"):
        for path in (SAMPLES / folder).iterdir():
            doc = Document(path.read_bytes())
            assert PYTEST2.sniff(doc, info(doc, "generic")) == 0, path.name
            assert JEST.sniff(doc, info(doc, "generic")) == JEST.sniff(doc, info(doc)), path.name


def record() -> None:
    """Writes the samples of RECORDINGS, each with the Python it names (if installed)."""
    pythons = {"3.13": sys.executable}
    for path in sorted((Path.home() / ".pyenv" / "versions").glob("3.*/bin/python3.*")):
        if "-" not in path.name:
            pythons.setdefault(path.parent.parent.name.rsplit(".", 1)[0], str(path))
    base = Path(tempfile.gettempdir()) / "loopglass-unittest-samples"
    for name, (version, args, files) in RECORDINGS.items():
        if version not in pythons:
            print(f"skipped {name}: no Python {version}")
            continue
        root = base / name.replace("/", "_").removesuffix(".txt")
        shutil.rmtree(root, ignore_errors=True)
        out = run(write(root, files), *args, python=pythons[version])
        (SAMPLES / name).parent.mkdir(exist_ok=True)
        (SAMPLES / name).write_bytes(out)
        print(f"recorded {name}: {len(out)} bytes")


if __name__ == "__main__":
    record()
