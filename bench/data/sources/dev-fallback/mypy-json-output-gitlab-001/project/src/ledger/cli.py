import sys

from ledger.report import report_total


def main() -> int:
    rows = report_total([], 42, sys.argv[1])
    print(rows, undefined_total)
    return 0
