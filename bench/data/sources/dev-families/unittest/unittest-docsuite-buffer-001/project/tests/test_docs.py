import doctest
import unittest

import ledger.money
import ledger.parse


def load_tests(loader, tests, ignore):
    tests.addTests(doctest.DocTestSuite(ledger.money))
    tests.addTests(doctest.DocTestSuite(ledger.parse))
    return tests
